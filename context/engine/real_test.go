package engine

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

func TestMain(m *testing.M) { ollamatest.Main(m) }

func realClient(t *testing.T) (*api.Client, *ollamatest.Server) {
	srv := ollamatest.Require(t)
	return NewClient(srv.Host), srv
}

var t0 = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

// openTiny opens a new conversation with the tiny model through client, with
// the offline tiktoken counter, a fixed seed and clock, and a system prompt.
func openTiny(t *testing.T, client Client, numCtx, numPredict int, st compression.Settings) *Conversation {
	t.Helper()
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	seed := 9
	conv, _, err := Open(session.NewStore(t.TempDir()), client, fixedClock, OpenOptions{
		Model: ollamatest.TinyModel, System: "You are a careful assistant.",
		Options: session.Options{NumCtx: numCtx, Seed: &seed, NumPredict: numPredict},
		Counter: counter, Calibrations: tokens.NewCalibrations(), Compression: st,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	return conv
}

func fixedClock() time.Time { return t0 }

func TestRequestAlwaysCarriesNumCtxAndNoTruncation(t *testing.T) {
	s := session.New("r1", "tiny", session.Options{NumCtx: 2048}, t0)
	s.System = "sys"
	s.Append(session.Message{Role: session.RoleUser, Content: "hi"})
	s.Append(session.Message{Role: session.RoleAssistant, Content: "", Error: "failed"})
	s.Append(session.Message{Role: session.RoleUser, Content: "again"})
	req := Request(s, window.Build(s, tokens.Heuristic, tokens.Calibration{}, window.Settings{}))
	if req.Options["num_ctx"] != 2048 || req.Truncate == nil || *req.Truncate || req.Shift == nil || *req.Shift {
		t.Fatalf("request options %v truncate %v shift %v", req.Options, req.Truncate, req.Shift)
	}
	var roles []string
	for _, m := range req.Messages {
		roles = append(roles, m.Role+":"+m.Content)
	}
	if got := strings.Join(roles, ","); got != "system:sys,user:hi,user:again" {
		t.Fatalf("messages %s (a failed empty reply must not be sent)", got)
	}
}

// TestConversationAgainstOllama sends two turns through a Conversation and checks
// Ollama's own counts against the rendered prompt of the tiny model.
func TestConversationAgainstOllama(t *testing.T) {
	client, _ := realClient(t)
	store := session.NewStore(t.TempDir())
	seed := 5
	conv, notice, err := Open(store, client, fixedClock, OpenOptions{Model: ollamatest.TinyModel, Options: session.Options{NumCtx: 2048, Seed: &seed, NumPredict: 60}})
	if err != nil || notice != "" {
		t.Fatalf("open: %v %q", err, notice)
	}
	defer conv.Close()
	info, err := Show(context.Background(), client, ollamatest.TinyModel)
	if err != nil || info.ContextLength != 4096 || info.ParameterSize == "" {
		t.Fatalf("show: %+v %v", info, err)
	}
	for _, text := range []string{"first question", "second question"} {
		conv.AddUser(text)
		req, id, _, err := conv.NextReply()
		if err != nil {
			t.Fatal(err)
		}
		got := collectAll(t, conv.Start(context.Background(), req, id))
		events, content, res := got.events, got.content, got.res
		if res.Err != nil || res.Stopped || res.Interrupted || events < 1 {
			t.Fatalf("reply: %+v", res)
		}
		// The live figure is Ollama's count, but for the end-of-text token
		// that eval_count includes and no chunk carries.
		if got.tokens != res.ReplyTokens && got.tokens != res.ReplyTokens-1 {
			t.Fatalf("live count %d, Ollama's eval_count %d", got.tokens, res.ReplyTokens)
		}
		msg, _ := conv.Finish(res, "")
		if want := ollamatest.TinyPromptTokens(req.Messages); res.PromptTokens != want {
			t.Fatalf("prompt_eval_count %d, want %d", res.PromptTokens, want)
		}
		if msg.Content != content || !msg.TokensExact || msg.Tokens != res.ReplyTokens {
			t.Fatalf("saved reply %+v", msg)
		}
		if err := conv.SaveJob()(); err != nil {
			t.Fatal(err)
		}
	}
	loaded, err := store.Load(conv.Sess.ID)
	if err != nil || len(loaded.Messages) != 4 || loaded.LastUsage == nil || loaded.LastUsage.NumCtx != 2048 {
		t.Fatalf("file after two turns: %+v %v", loaded, err)
	}
}

func TestStopMidStreamAgainstOllama(t *testing.T) {
	client, _ := realClient(t)
	req := &api.ChatRequest{Model: ollamatest.EndlessModel, Messages: []api.Message{{Role: "user", Content: "go"}},
		Options: map[string]any{"num_ctx": 4096, "num_predict": 100000}}
	s := Start(context.Background(), client, req, 1, DefaultTiming())
	first := <-s.Deltas()
	s.Stop()
	_, rest, res := collect(t, s)
	if !res.Stopped || res.Err != nil || res.Content != first.Content+rest || res.Content == "" {
		t.Fatalf("stopped result %+v", res)
	}
	// The server goes on serving.
	ok := Start(context.Background(), client, &api.ChatRequest{Model: ollamatest.TinyModel, Messages: []api.Message{{Role: "user", Content: "x"}},
		Options: map[string]any{"num_ctx": 1024, "num_predict": 5}}, 2, DefaultTiming())
	if _, _, res := collect(t, ok); res.Err != nil || res.ReplyTokens == 0 {
		t.Fatalf("after a stop: %+v", res)
	}
}

func TestMissingModelNamesTheInstalledOnes(t *testing.T) {
	client, _ := realClient(t)
	_, err := Show(context.Background(), client, "llama3.2")
	var me *ModelMissingError
	if !errors.As(err, &me) {
		t.Fatalf("err %v", err)
	}
	msg := Explain(err, "127.0.0.1:1")
	for _, want := range []string{`"llama3.2" is not installed`, "tiny:latest", "tiny-endless:latest", "ollama pull llama3.2"} {
		if !strings.Contains(msg, want) {
			t.Errorf("sentence %q lacks %q", msg, want)
		}
	}
	store := session.NewStore(t.TempDir())
	conv, _, _ := Open(store, client, fixedClock, OpenOptions{Model: "llama3.2", Options: session.Options{NumCtx: 1024}})
	defer conv.Close()
	conv.AddUser("hello")
	req, id, _, _ := conv.NextReply()
	_, _, res := collect(t, conv.Start(context.Background(), req, id))
	if !errors.As(res.Err, &me) || len(me.Installed) < 3 { // other tests of the package create more models
		t.Fatalf("chat with a missing model: %v", res.Err)
	}
}

func TestServerDownSentence(t *testing.T) {
	client := api.NewClient(HostURL("127.0.0.1:1"), http.DefaultClient)
	_, err := Installed(context.Background(), client)
	got := Explain(err, "127.0.0.1:1")
	if got != "Ollama is not running at 127.0.0.1:1: start it with `ollama serve`, or set OLLAMA_HOST." {
		t.Fatalf("sentence %q for %v", got, err)
	}
}

func TestOpenCorruptAndLocked(t *testing.T) {
	store := session.NewStore(t.TempDir())
	client := api.NewClient(HostURL("127.0.0.1:1"), http.DefaultClient)
	if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(store.Dir(), "broken.json")
	if err := os.WriteFile(bad, []byte(`{"version":1,"id":"broken","messages":[`), 0o600); err != nil {
		t.Fatal(err)
	}
	conv, notice, err := Open(store, client, fixedClock, OpenOptions{SessionID: "broken", Model: "m"})
	if err != nil || conv.Sess.ID == "broken" || !strings.Contains(notice, bad) || !strings.Contains(notice, "new session") {
		t.Fatalf("corrupt: conv %v notice %q err %v", conv, notice, err)
	}
	conv.Close()
	if data, _ := os.ReadFile(bad); string(data) != `{"version":1,"id":"broken","messages":[` {
		t.Fatal("the corrupt file was changed")
	}

	first, _, err := Open(store, client, fixedClock, OpenOptions{Model: "m"})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	first.AddUser("hello")
	if err := first.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	second, notice, err := Open(store, client, fixedClock, OpenOptions{SessionID: first.Sess.ID})
	if err != nil || !second.ReadOnly || !strings.Contains(notice, "read-only") || second.SaveJob() != nil {
		t.Fatalf("second open: readOnly %v notice %q err %v", second.ReadOnly, notice, err)
	}
	if _, _, err := Open(store, client, fixedClock, OpenOptions{SessionID: "nope"}); err == nil || !strings.Contains(err.Error(), "no session") {
		t.Fatalf("unknown id: %v", err)
	}
}
