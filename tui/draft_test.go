package tui

import (
	"strings"
	"testing"
	"unicode"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// reopen opens m's saved session in a new chat screen, as `ollm -c` does
// after quitting.
func reopen(t *testing.T, m *Model, c engine.Client) *Model {
	t.Helper()
	m.conv.Close() // as the program does once it has quit
	conv, notice, err := engine.Open(m.conv.Store(), c, m.conv.Now, engine.OpenOptions{SessionID: m.conv.Sess.ID})
	if err != nil || conv.ReadOnly {
		t.Fatalf("reopen: %v, read-only %v", err, conv != nil && conv.ReadOnly)
	}
	t.Cleanup(conv.Close)
	next := New(Deps{Conv: conv, Host: "127.0.0.1:11434", Clock: m.clock, Dark: true, Notice: notice})
	next.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return next
}

// savedWithDraft saves another session of one message in m's store, with
// draft kept unsent in it.
func savedWithDraft(t *testing.T, m *Model, draft string) *session.Session {
	t.Helper()
	other := session.New("other", "fake", session.Options{NumCtx: 4096}, t0)
	other.Append(session.Message{ID: "u0", Role: session.RoleUser, Content: "the other one"})
	other.Draft = draft
	if err := m.conv.Store().Save(other); err != nil {
		t.Fatal(err)
	}
	return other
}

// A message typed and not sent when the person quits (ctrl+c twice, say
// after Enter was refused while a reply streamed) comes back in the prompt
// when the session is resumed; the first ctrl+c says so. Before, it was gone
// without a word: driven in tmux at stop 43.
func TestATypedMessageOutlivesQuitting(t *testing.T) {
	c := &fakeClient{reply: "noted"}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "the hall is booked")
	drive(t, m, press("enter"))
	const draft = "and the caterer wants half up front, can you"
	typeText(t, m, draft)
	drive(t, m, press("ctrl+c"))
	if scr := flat(screen(m)); !strings.Contains(scr, "back in the prompt when you resume") {
		t.Fatalf("the first ctrl+c does not say what happens to the typed message:\n%s", screen(m))
	}
	if !drive(t, m, press("ctrl+c")) {
		t.Fatal("the second ctrl+c did not quit")
	}
	next := reopen(t, m, c)
	if got := next.composer.Value(); got != draft {
		t.Fatalf("resumed prompt holds %q, want %q", got, draft)
	}
	if scr := flat(screen(next)); !strings.Contains(scr, draft) || !strings.Contains(scr, "back in the prompt") {
		t.Fatalf("the resumed screen does not show the typed message:\n%s", screen(next))
	}
	// Sent now, it is the session's message, and no draft is left behind.
	drive(t, next, press("enter"))
	s, err := next.conv.Store().Load(next.conv.Sess.ID)
	if err != nil || len(s.Messages) != 4 || s.Messages[2].Content != draft || s.Draft != "" {
		t.Fatalf("after sending the draft: %v, %d messages, draft %q", err, len(s.Messages), s.Draft)
	}
}

// In a session with no message yet nothing is saved: the first ctrl+c says
// the typed text is not kept, rather than promising it.
func TestQuittingANewSessionSaysTheTypedTextIsNotKept(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "r"}, fakeOpts())
	typeText(t, m, "a first thought")
	drive(t, m, press("ctrl+c"))
	if scr := flat(screen(m)); !strings.Contains(scr, "not sent and not kept") {
		t.Fatalf("the first ctrl+c does not say the typed text is lost:\n%s", screen(m))
	}
}

// Opening another session shows its own draft, and leaves this one's with
// it.
func TestASwitchBringsTheOtherSessionsDraft(t *testing.T) {
	c := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "first session")
	drive(t, m, press("enter"))
	other := savedWithDraft(t, m, "left half-typed in the other session")
	run(t, m, m.switchTo(other.ID))
	if m.conv.Sess.ID != other.ID || m.composer.Value() != other.Draft {
		t.Fatalf("after the switch: session %q, prompt %q", m.conv.Sess.ID, m.composer.Value())
	}
}

// A draft read back from a session file is file text: every payload of the
// hostile corpus, restored into the prompt on a switch and on opening the
// session, reaches the terminal as text only.
func TestAHostileDraftReachesNoSurface(t *testing.T) {
	c := &fakeClient{reply: "r"}
	for i, payload := range hostileCorpus() {
		m, _ := newTestModel(t, c, fakeOpts())
		typeText(t, m, "first session")
		drive(t, m, press("enter"))
		other := savedWithDraft(t, m, payload)
		run(t, m, m.switchTo(other.ID))
		if m.conv.Sess.ID != other.ID {
			t.Fatalf("payload %d: no switch", i)
		}
		if strings.ContainsFunc(payload, unicode.IsLetter) && m.composer.Value() == "" {
			t.Fatalf("payload %d (%q) did not come back in the prompt", i, payload)
		}
		checkFrame(t, "a draft restored on a switch", m)
		// The file still holds the draft: opened again, it comes back.
		checkFrame(t, "a draft restored on opening", reopen(t, m, c))
	}
}
