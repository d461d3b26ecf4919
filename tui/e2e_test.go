package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// TestChatStopQuitResumeAgainstOllama is the person's first day: chat with the
// real server, stop a reply, quit, and resume the session from its file.
func TestChatStopQuitResumeAgainstOllama(t *testing.T) {
	client := realClient(t)
	seed := 11
	m, clk := newTestModel(t, client, engine.OpenOptions{Model: ollamatest.TinyModel, Options: session.Options{NumCtx: 4096, Seed: &seed, NumPredict: 80}})
	m.deps.ResolveModel = true
	run(t, m, m.Init())
	if m.conv.Model.ContextLength != 4096 {
		t.Fatalf("model not resolved: %+v", m.conv.Model)
	}

	typeText(t, m, "hello model")
	drive(t, m, press("enter"))
	reply := m.conv.Sess.Messages[1]
	if reply.Role != session.RoleAssistant || reply.Content == "" || !reply.TokensExact || m.conv.Sess.LastUsage == nil {
		t.Fatalf("reply %+v", reply)
	}
	u := m.conv.Sess.LastUsage
	if !strings.Contains(screen(m), "ctx "+say.Thousands(u.PromptTokens+u.ReplyTokens)+" / 4,096") {
		t.Fatalf("status bar does not show Ollama's count %d:\n%s", u.PromptTokens+u.ReplyTokens, screen(m))
	}

	// A reply that would go on for long: stop it at its first text.
	drive(t, m, tea.PasteMsg{Content: "/model " + ollamatest.EndlessModel})
	drive(t, m, press("enter"))
	m.conv.Sess.Options.NumPredict = 0
	typeText(t, m, "go on forever")
	_, cmd := m.Update(press("enter"))
	stopped := false
	runWith(t, m, cmd, func(msg tea.Msg) tea.Msg {
		if _, ok := msg.(engine.Done); ok && m.turn.Live().Tokens > 0 && !stopped {
			stopped = true
			return press("ctrl+c")
		}
		return nil
	})
	last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]
	if !last.Stopped || last.Content == "" {
		t.Fatalf("stopped reply %+v", last)
	}
	if !strings.Contains(screen(m), "⏹ stopped") {
		t.Fatalf("no stop mark:\n%s", screen(m))
	}
	// The next send works. It goes to the other model: about one run in ten,
	// Ollama 0.17.4 never answered the headers of a request to tiny-endless
	// right after one was stopped (seen with the TUI driver only; a plain loop of
	// stop-then-ask, 25 times, never hung). See docs/ollama-behaviour.md.
	drive(t, m, tea.PasteMsg{Content: "/model " + ollamatest.TinyModel})
	drive(t, m, press("enter"))
	m.conv.Sess.Options.NumPredict = 20
	typeText(t, m, "and now?")
	drive(t, m, press("enter"))
	if n := len(m.conv.Sess.Messages); n != 6 || m.conv.Sess.Messages[5].Partial() {
		t.Fatalf("after the stop: %d messages, last %+v", n, m.conv.Sess.Messages[n-1])
	}

	drive(t, m, press("ctrl+c"))
	if !drive(t, m, press("ctrl+c")) {
		t.Fatal("did not quit")
	}
	id, store := m.conv.Sess.ID, m.conv.Store()
	m.conv.Close()

	conv, notice, err := engine.Open(store, client, clk.now, engine.OpenOptions{Resume: true})
	if err != nil || notice != "" || conv.Sess.ID != id {
		t.Fatalf("resume: %v %q %s", err, notice, conv.Sess.ID)
	}
	defer conv.Close()
	r := New(Deps{Conv: conv, Clock: clk.now, Dark: true})
	drive(t, r, tea.WindowSizeMsg{Width: 100, Height: 60})
	scr := screen(r)
	for _, want := range []string{"hello model", "go on forever", "⏹ stopped", "and now?"} {
		if !strings.Contains(scr, want) {
			t.Errorf("resumed screen lacks %q:\n%s", want, scr)
		}
	}
	if len(conv.Sess.Messages) != 6 || !conv.Sess.Messages[3].Stopped {
		t.Fatalf("resumed file: %d messages", len(conv.Sess.Messages))
	}
}

func TestMissingModelSentenceAgainstOllama(t *testing.T) {
	client := realClient(t)
	m, _ := newTestModel(t, client, engine.OpenOptions{Model: "llama3.2", Options: session.Options{NumCtx: 2048}})
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	scr := strings.Join(strings.Fields(screen(m)), " ")
	for _, want := range []string{`"llama3.2" is not installed`, "tiny:latest", "ollama pull llama3.2"} {
		if !strings.Contains(scr, want) {
			t.Errorf("screen lacks %q:\n%s", want, screen(m))
		}
	}
	// The person's message is kept.
	if s, err := m.conv.Store().Load(m.conv.Sess.ID); err != nil || s.Messages[0].Content != "hello" {
		t.Fatalf("message lost: %v", err)
	}
}
