package tui

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// A session that cannot be saved (the disk is full, the folder unwritable) is
// never closed by /new or a switch in /sessions: the switch is refused with
// the reason, the session stays open with everything, and once saves work
// again the switch goes ahead with every message on disk. No "saved again"
// speaks for the wrong session afterwards.
func TestSwitchAfterAFailedSaveKeepsEverything(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "kept"}, fakeOpts())
	store, id := m.conv.Store(), m.conv.Sess.ID
	other := session.New("20261119-100000-abcdef", "fake", session.Options{NumCtx: 4096}, t0)
	other.Append(session.Message{ID: "u", Role: session.RoleUser, Content: "another session", Time: t0})
	if err := store.Save(other); err != nil {
		t.Fatal(err)
	}
	typeText(t, m, "saved words")
	drive(t, m, press("enter"))
	mend := failSaves(t, m)
	typeText(t, m, "unsaved words")
	drive(t, m, press("enter"))
	if !strings.Contains(screen(m), "Could not save the session") {
		t.Fatalf("no save error:\n%s", screen(m))
	}
	refused := func(how string) {
		t.Helper()
		if m.conv.Sess.ID != id || len(m.conv.Sess.Messages) != 4 {
			t.Fatalf("%s switched away from a session that could not be saved: now %s with %d messages", how, m.conv.Sess.ID, len(m.conv.Sess.Messages))
		}
		if scr := screen(m); !strings.Contains(scr, "could not be saved") || !strings.Contains(scr, "stays open") {
			t.Fatalf("%s: no sentence saying why the switch was refused:\n%s", how, scr)
		}
	}
	m.composer.SetValue("/new")
	drive(t, m, press("enter"))
	refused("/new")
	m.composer.SetValue("/sessions")
	drive(t, m, press("enter"))
	typeText(t, m, "/another")
	drive(t, m, press("enter"))
	refused("/sessions")

	mend() // space again
	m.composer.SetValue("/new")
	drive(t, m, press("enter"))
	if m.conv.Sess.ID == id {
		t.Fatalf("/new did not switch once the session could be saved:\n%s", screen(m))
	}
	s, err := store.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, msg := range s.Messages {
		got = append(got, msg.Content)
	}
	if want := "saved words|kept|unsaved words|kept"; strings.Join(got, "|") != want {
		t.Fatalf("on disk after the switch: %q, want %q", got, want)
	}
	typeText(t, m, "in the new session")
	drive(t, m, press("enter"))
	if scr := screen(m); strings.Contains(scr, "saved again") {
		t.Fatalf("the old session's save error spoke for the new session:\n%s", scr)
	}
}

// After /model, the bar no longer shows Ollama's count of the last exchange:
// that was the other model's tokenizer. It shows the estimate for the model
// now in use (with ~) until that model answers.
func TestBarAfterAModelSwitchIsAnEstimate(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "kept", prompt: 40}, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	if !strings.Contains(screen(m), "ctx 49 / 4,096") {
		t.Fatalf("the bar after a reply does not show Ollama's count (40 + 9):\n%s", screen(m))
	}
	drive(t, m, modelReadyMsg{session: m.conv.Sess.ID, info: engine.ModelInfo{Name: "other", ContextLength: 4096}, announce: true})
	if scr := screen(m); strings.Contains(scr, "ctx 49 /") || !strings.Contains(scr, "ctx ~") {
		t.Fatalf("after /model the bar still shows the other model's count:\n%s", scr)
	}
}

// A session resumed after a compaction or a model switch that no reply has
// followed shows the estimate (with ~), not Ollama's count of the last
// exchange: that count was of what was sent before (found driving at stop
// 70: "ctx 2,065" on resume after /compact had shown "ctx ~1,606").
func TestResumedBarAfterACompactionIsAnEstimate(t *testing.T) {
	fc := &fakeClient{reply: "kept", prompt: 400}
	m, _ := newTestModel(t, fc, compactOpts())
	longSession(m, 30)
	typeText(t, m, "and the van comes on Friday at 7:30")
	drive(t, m, press("enter"))
	exact := "ctx " + say.Thousands(409) + " /"
	if !strings.Contains(screen(m), exact) {
		t.Fatalf("the bar after a reply does not show Ollama's count %q:\n%s", exact, screen(m))
	}
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) == 0 {
		t.Fatalf("/compact made no checkpoint:\n%s", screen(m))
	}
	if scr := screen(m); strings.Contains(scr, exact) || !strings.Contains(scr, "ctx ~") {
		t.Fatalf("after /compact the bar still shows the count before it:\n%s", scr)
	}
	next := reopen(t, m, fc)
	if scr := screen(next); strings.Contains(scr, exact) || !strings.Contains(scr, "ctx ~") {
		t.Fatalf("resumed after /compact, the bar shows the count from before it:\n%s", scr)
	}
}

// So does one resumed after /model: the count was the other model's.
func TestResumedBarAfterAModelSwitchIsAnEstimate(t *testing.T) {
	fc := &fakeClient{reply: "kept", prompt: 40}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	drive(t, m, modelReadyMsg{session: m.conv.Sess.ID, info: engine.ModelInfo{Name: "other", ContextLength: 4096}, announce: true})
	if err := m.conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	next := reopen(t, m, fc)
	if scr := screen(next); strings.Contains(scr, "ctx 49 /") || !strings.Contains(scr, "ctx ~") {
		t.Fatalf("resumed after /model, the bar shows the other model's count:\n%s", scr)
	}
}
