package tui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// recorder keeps the requests sent through a client.
type recorder struct {
	engine.Client
	reqs []*api.ChatRequest
}

func (r *recorder) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	r.reqs = append(r.reqs, req)
	return r.Client.Chat(ctx, req, fn)
}

// thinkingModel opens a chat with the real thinking model, described by the
// server as the chat screen's start-up lookup does.
func thinkingModel(t *testing.T, seed int) (*Model, *recorder) {
	t.Helper()
	rec := &recorder{Client: realClient(t)}
	m, _ := newTestModel(t, rec, engine.OpenOptions{Model: ollamatest.ThinkingModel, Options: session.Options{NumCtx: 1024, Seed: &seed, NumPredict: 200}})
	if info := describe(t, m, rec, ollamatest.ThinkingModel); !info.Thinking {
		t.Fatalf("show: %+v", info)
	}
	return m, rec
}

// thinkingFake streams thinking, waits for release, then the answer: the real
// tiny model writes too fast for a test to see the thinking before the answer.
type thinkingFake struct {
	fakeClient
	release chan struct{}
}

func (f *thinkingFake) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	if err := fn(api.ChatResponse{Message: api.Message{Thinking: "The person asks about the parser; parse_list recurses without a limit."}}); err != nil {
		return err
	}
	select {
	case <-f.release:
	case <-ctx.Done():
		return nil
	}
	if err := fn(api.ChatResponse{Message: api.Message{Content: "Add a depth limit."}}); err != nil {
		return err
	}
	return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{PromptEvalCount: 40, EvalCount: 30, EvalDuration: time.Second}})
}

// While the model thinks, its thinking streams dimmed under "thinking…" and
// counts in the bar; once the answer starts it folds to one line.
func TestThinkingStreamsLiveThenFolds(t *testing.T) {
	f := &thinkingFake{release: make(chan struct{})}
	m, _ := newTestModel(t, f, engine.OpenOptions{Model: "fake", Options: session.Options{NumCtx: 4096}})
	typeText(t, m, "why does the parser overflow?")
	_, cmd := m.Update(press("enter"))
	var during string
	bar := 0
	runWith(t, m, cmd, func(tea.Msg) tea.Msg {
		if during == "" && m.turn.Live().Tokens > 0 {
			during, bar = screen(m), m.turn.Live().Tokens
			close(f.release)
		}
		return nil
	})
	if !strings.Contains(during, "thinking…") || !strings.Contains(during, "parse_list recurses without a limit") || bar == 0 {
		t.Fatalf("while thinking (bar %d):\n%s", bar, during)
	}
	scr := screen(m)
	if !strings.Contains(scr, "▸ thought for 11 words · ctrl+t shows the thinking") || strings.Contains(scr, "recurses") || !strings.Contains(scr, "Add a depth limit.") {
		t.Fatalf("after the answer:\n%s", scr)
	}
}

// With the real thinking model: the thinking is saved with the reply, folded,
// ctrl+t unfolds and folds it, the reply's size in later prompts is its
// answer's, and the next request never carries the thinking.
func TestThinkingIsFoldedAndNeverSentBack(t *testing.T) {
	// The tiny model writes "</think>" at random: the first seed whose reply
	// thinks at some length, then answers.
	var (
		m     *Model
		rec   *recorder
		reply session.Message
	)
	for seed := range 12 {
		m, rec = thinkingModel(t, seed)
		typeText(t, m, "hello there")
		drive(t, m, press("enter"))
		s := m.conv.Sess
		if reply = s.Messages[len(s.Messages)-1]; len(reply.Thinking) >= 40 && reply.Content != "" {
			break
		}
	}
	if len(reply.Thinking) < 40 || reply.Content == "" {
		t.Fatalf("no reply of 12 thought (40 characters or more), then answered: %+v", reply)
	}
	// Enough of the thinking that it cannot be found elsewhere on screen.
	firstWords := strings.TrimSpace(reply.Thinking)[:12]
	scr := screen(m)
	if !strings.Contains(scr, "▸ thought for ") || strings.Contains(scr, firstWords) {
		t.Fatalf("the thinking is not folded once the answer came (%q):\n%s", firstWords, scr)
	}
	drive(t, m, tea.KeyPressMsg{Code: 't', Mod: tea.ModCtrl})
	if scr := screen(m); !strings.Contains(scr, "▾ thinking") || !strings.Contains(scr, firstWords) {
		t.Fatalf("ctrl+t does not unfold the thinking (%q):\n%s", firstWords, scr)
	}
	drive(t, m, tea.KeyPressMsg{Code: 't', Mod: tea.ModCtrl})
	if strings.Contains(screen(m), firstWords) {
		t.Fatal("ctrl+t again does not fold it")
	}
	// The reply's size in the next prompt is its answer's, not eval_count;
	// the bar shows Ollama's count of the prompt and that answer.
	u := m.conv.Sess.LastUsage
	if reply.TokensExact || reply.Tokens >= u.ReplyTokens {
		t.Errorf("a reply with thinking counted as %d tokens (exact %v) of eval_count %d", reply.Tokens, reply.TokensExact, u.ReplyTokens)
	}
	if bar := fmt.Sprintf("ctx ~%d / 1,024", u.PromptTokens+reply.Tokens); !strings.Contains(screen(m), bar) {
		t.Errorf("the bar does not show %q:\n%s", bar, screen(m))
	}
	// The next request carries the answer, never the thinking.
	typeText(t, m, "and then?")
	drive(t, m, press("enter"))
	last := rec.reqs[len(rec.reqs)-1]
	for _, msg := range last.Messages {
		if msg.Thinking != "" || strings.Contains(msg.Content, reply.Thinking) {
			t.Fatalf("the thinking was sent back: %+v", msg)
		}
	}
	if last.Think != nil {
		t.Errorf("think sent although never chosen: %v", last.Think)
	}
}

// /think is offered for models that think only; its choice is saved with the
// session and sent; off makes the model answer without thinking.
func TestThinkCommand(t *testing.T) {
	plain, _ := newTestModel(t, &fakeClient{reply: "hi"}, engine.OpenOptions{Model: "fake", Options: session.Options{NumCtx: 1024}})
	drive(t, plain, modelReadyMsg{session: plain.conv.Sess.ID, info: engine.ModelInfo{Name: "fake", ContextLength: 4096}})
	typeText(t, plain, "/thi")
	drive(t, plain, press("tab"))
	if strings.Contains(plain.composer.Value(), "/think") {
		t.Fatal("tab offers /think for a model that does not think")
	}
	plain.composer.SetValue("/think on")
	drive(t, plain, press("enter"))
	if !strings.Contains(plain.notice.text, "fake does not think") || plain.conv.Sess.Options.Think != "" {
		t.Fatalf("/think on a model that does not think: %q", plain.notice.text)
	}

	m, rec := thinkingModel(t, 1)
	typeText(t, m, "/thi")
	drive(t, m, press("tab"))
	if !strings.HasPrefix(m.composer.Value(), "/think") {
		t.Fatalf("tab does not offer /think for a thinking model: %q", m.composer.Value())
	}
	m.composer.SetValue("/think off")
	drive(t, m, press("enter"))
	if m.conv.Sess.Options.Think != session.ThinkOff {
		t.Fatalf("think %q after /think off", m.conv.Sess.Options.Think)
	}
	typeText(t, m, "hello there")
	drive(t, m, press("enter"))
	saved, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil || saved.Options.Think != session.ThinkOff {
		t.Fatalf("not saved: %v %+v", err, saved)
	}
	req := rec.reqs[len(rec.reqs)-1]
	reply := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]
	if req.Think == nil || req.Think.Bool() || reply.Thinking != "" || reply.Content == "" {
		t.Fatalf("think off: sent %v, reply %+v", req.Think, reply)
	}
	m.composer.SetValue("/think sometimes")
	drive(t, m, press("enter"))
	if !strings.Contains(m.notice.text, "/think takes on, off, low, medium or high") {
		t.Fatalf("bad argument: %q", m.notice.text)
	}
}
