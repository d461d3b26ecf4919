package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// A reviewer's tests, expected to fail on the current code.

// firstModelReady runs a command and returns the first modelReadyMsg among
// what it (or its batch) returns.
func firstModelReady(t *testing.T, cmd tea.Cmd) (modelReadyMsg, bool) {
	t.Helper()
	if cmd == nil {
		return modelReadyMsg{}, false
	}
	switch msg := cmd().(type) {
	case modelReadyMsg:
		return msg, true
	case tea.BatchMsg:
		for _, c := range msg {
			if r, ok := firstModelReady(t, c); ok {
				return r, true
			}
		}
	}
	return modelReadyMsg{}, false
}

// /model NAME asks Ollama to describe the model, and the answer is applied
// whenever it comes — also while a reply asked of the previous model
// streams (nothing waits for it: the person may send at once). The reply
// that "fake" wrote is then saved as "other"'s, with fake's eval_count as
// other's exact count, and Ollama's prompt count calibrates "other": the
// sizes of the next requests to "other" are counted against the wrong model.
func TestSkepticModelAnswerMidReplyDoesNotRelabelTheReply(t *testing.T) {
	block := make(chan struct{})
	var models []string
	fc := &fakeClient{reply: "Hello from the first model.", prompt: 40, block: block, onChat: func(r *api.ChatRequest) { models = append(models, r.Model) }}
	m, _ := newTestModel(t, fc, fakeOpts())
	describe(t, m, fc, "fake")
	m.composer.SetValue("/model other")
	_, pending := m.Update(press("enter")) // Ollama has not answered /api/show yet
	m.composer.SetValue("hi there")
	_, cmd := m.Update(press("enter"))
	fired := false
	runWith(t, m, cmd, func(tea.Msg) tea.Msg {
		if fired || m.turn.State() != engine.TurnReplying {
			return nil
		}
		fired = true
		ready, ok := firstModelReady(t, pending)
		if !ok {
			t.Fatal("setup: /model returned no model lookup")
		}
		close(block)
		return ready
	})
	if !fired || len(models) != 1 {
		t.Fatalf("setup: the model's answer came %v; requests to %v", fired, models)
	}
	msgs := m.conv.Sess.Messages
	reply := msgs[len(msgs)-1]
	if reply.Role != session.RoleAssistant {
		t.Fatalf("setup: the last message is %s", reply.Role)
	}
	if reply.Model != models[0] {
		t.Errorf("the reply was asked of %q and written by it, but it is saved as %q's (tokens %d, exact %v): later requests to %q count it as that model's own",
			models[0], reply.Model, reply.Tokens, reply.TokensExact, reply.Model)
	}
}
