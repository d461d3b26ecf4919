package engine

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/session"
)

// The answers Ollama gives for a prompt longer than the window, by version
// (docs/ollama-behaviour.md): v0.17.4's runner, and v0.30+'s llama-server path
// with shift off (llm/llama_server.go of v0.34.2), and the server's own check
// with truncate off (server/routes.go of v0.34.2).
var overflowAnswers = []string{
	"the input length exceeds the context length",
	"the prompt is longer than the context length currently available to the model; shorten the prompt, adjust the context length in settings, or use a model with a longer context length",
}

func TestOverflowOfEveryVersionIsRecognised(t *testing.T) {
	for _, msg := range overflowAnswers {
		if !IsOverflow(api.StatusError{StatusCode: http.StatusBadRequest, ErrorMessage: msg}) {
			t.Errorf("not an overflow: %q", msg)
		}
	}
	for _, msg := range []string{"model 'x' not found", "invalid options", "context canceled"} {
		if IsOverflow(api.StatusError{StatusCode: http.StatusBadRequest, ErrorMessage: msg}) {
			t.Errorf("an overflow: %q", msg)
		}
	}
}

// A server of a newer version refuses the first prompt with its own sentence:
// the turn grows the margin and asks once more, and the reply arrives.
func TestNewerOllamasRefusalIsRetried(t *testing.T) {
	for _, msg := range overflowAnswers {
		var mu sync.Mutex
		calls := 0
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/api/chat" {
				http.NotFound(w, r)
				return
			}
			mu.Lock()
			calls++
			n := calls
			mu.Unlock()
			if n == 1 {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusBadRequest)
				_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
				return
			}
			w.Header().Set("Content-Type", "application/x-ndjson")
			_ = json.NewEncoder(w).Encode(api.ChatResponse{Message: api.Message{Role: "assistant", Content: "bonjour"}})
			_ = json.NewEncoder(w).Encode(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{PromptEvalCount: 20, EvalCount: 2}})
		}))
		defer srv.Close()
		client := api.NewClient(HostURL(strings.TrimPrefix(srv.URL, "http://")), srv.Client())
		conv, _, err := Open(session.NewStore(t.TempDir()), client, fixedClock, OpenOptions{
			Model: "m", Options: session.Options{NumCtx: 2048}, Counter: tokens.NewCounter(),
			Calibrations: tokens.NewCalibrations(), Compression: compression.Settings{},
		})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Turn{}.Run(context.Background(), conv, "hello")
		conv.Close()
		if err != nil || rep.Overflows != 1 || rep.Reply.Content != "bonjour" || rep.Reply.Error != "" || calls != 2 {
			t.Errorf("%q: err %v, %d overflows, reply %+v, %d requests", msg[:30], err, rep.Overflows, rep.Reply, calls)
		}
	}
}
