// Package fakeollama is a small stand-in for Ollama, for what the real server
// cannot produce in tests: a model that calls tools (the tiny test models write
// letter soup), and one that sees images (they have no vision projector). It answers /api/chat from a script of replies, streamed as
// Ollama streams them, and keeps every request it was sent. Everything else
// ollm does is tested against the real server (internal/ollamatest).
package fakeollama

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/ollama/ollama/api"
	"github.com/ollama/ollama/types/model"
)

// Reply is one scripted answer: text, and the tool calls that follow it.
type Reply struct {
	Content string
	Calls   []api.ToolCall
}

// Call is a tool call as Ollama streams it.
func Call(name string, args map[string]any) api.ToolCall {
	a := api.NewToolCallFunctionArguments()
	for k, v := range args {
		a.Set(k, v)
	}
	return api.ToolCall{Function: api.ToolCallFunction{Name: name, Arguments: a}}
}

// Server answers as a server with one model, Model.
type Server struct {
	// Host is "127.0.0.1:PORT", as OLLAMA_HOST wants it.
	Host string
	// Model is the one model the server has; Capabilities are its
	// capabilities in /api/show.
	Model        string
	Capabilities []string
	// ImageTokens is what each image of a request adds to its
	// prompt_eval_count, as a vision model's projector does (0: none).
	ImageTokens int

	mu       sync.Mutex
	script   []Reply
	requests []api.ChatRequest
}

// Start runs a server with model (capabilities "completion" and "tools") that
// answers the replies in order, then "Done." to every request after them. It
// stops when the test ends.
func Start(t testing.TB, model string, replies ...Reply) *Server {
	s := New(model, replies...)
	srv := httptest.NewServer(s.Handler())
	t.Cleanup(srv.Close)
	s.Host = strings.TrimPrefix(srv.URL, "http://")
	return s
}

// New returns a server that is not listening yet: serve its Handler (to drive
// the chat screen by hand against a model that calls tools).
func New(model string, replies ...Reply) *Server {
	return &Server{Model: model, Capabilities: []string{"completion", "tools"}, script: replies}
}

// Handler answers Ollama's API.
func (s *Server) Handler() http.Handler { return http.HandlerFunc(s.serve) }

// Script appends replies to the ones still to come.
func (s *Server) Script(replies ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.script = append(s.script, replies...)
}

// Requests returns the chat requests received so far, oldest first.
func (s *Server) Requests() []api.ChatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]api.ChatRequest(nil), s.requests...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	switch r.URL.Path {
	case "/api/version":
		_ = json.NewEncoder(w).Encode(map[string]string{"version": "0.24.0"})
	case "/api/tags":
		_ = json.NewEncoder(w).Encode(api.ListResponse{Models: []api.ListModelResponse{{Name: s.Model, Model: s.Model, Size: 1}}})
	case "/api/show":
		_ = json.NewEncoder(w).Encode(api.ShowResponse{
			Capabilities: capabilities(s.Capabilities),
			Details:      api.ModelDetails{Family: "fake", ParameterSize: "8B", QuantizationLevel: "Q4_K_M"},
			ModelInfo:    map[string]any{"general.architecture": "fake", "fake.context_length": 32768},
		})
	case "/api/chat":
		s.chat(w, r)
	default:
		http.NotFound(w, r)
	}
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	var req api.ChatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
		return
	}
	s.mu.Lock()
	s.requests = append(s.requests, req)
	reply := Reply{Content: "Done."}
	if len(s.script) > 0 {
		reply, s.script = s.script[0], s.script[1:]
	}
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-ndjson")
	enc := json.NewEncoder(w)
	chunks := 0
	for _, word := range strings.SplitAfter(reply.Content, " ") {
		if word != "" {
			_ = enc.Encode(api.ChatResponse{Model: req.Model, Message: api.Message{Role: "assistant", Content: word}})
			chunks++
		}
	}
	if len(reply.Calls) > 0 {
		_ = enc.Encode(api.ChatResponse{Model: req.Model, Message: api.Message{Role: "assistant", ToolCalls: reply.Calls}})
		chunks++
	}
	_ = enc.Encode(api.ChatResponse{Model: req.Model, Done: true, DoneReason: "stop",
		Metrics: api.Metrics{PromptEvalCount: promptTokens(req) + s.ImageTokens*images(req), EvalCount: chunks + 1}})
}

// promptTokens is a rough count of a request's prompt (four bytes a token and
// a few for each message's template): enough for calibration to stay near 1.
func promptTokens(req api.ChatRequest) int {
	n := 0
	for _, m := range req.Messages {
		n += len(m.Content)/4 + 4
		for _, c := range m.ToolCalls {
			n += (len(c.Function.Name) + len(c.Function.Arguments.String())) / 4
		}
	}
	if len(req.Tools) > 0 {
		n += len(req.Tools.String()) / 4
	}
	return n
}

// images counts the images of a request's messages.
func images(req api.ChatRequest) int {
	n := 0
	for _, m := range req.Messages {
		n += len(m.Images)
	}
	return n
}

func capabilities(caps []string) []model.Capability {
	out := make([]model.Capability, len(caps))
	for i, c := range caps {
		out[i] = model.Capability(c)
	}
	return out
}
