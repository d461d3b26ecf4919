package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A second ollm has the session open read-only, and the person types in it
// while waiting (or before noticing it is read-only). The first ollm quits
// with its own unsent text, which is saved as the session's draft; the second
// ollm takes the session over and puts that draft in its prompt in place of
// what the person had typed there: "ask about the invoice numbers" is gone
// without a word. What is in the prompt must not be thrown away.
func TestSkeptic43cRegainingTheSessionOverwritesWhatWasTypedThere(t *testing.T) {
	fc := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	m2 := readOnlyWindow(t, m, fc)
	const mine = "ask about the invoice numbers"
	typeText(t, m2, mine) // typed in the read-only window

	typeText(t, m, "left half-typed in the first ollm")
	drive(t, m, press("ctrl+c"))
	if !drive(t, m, press("ctrl+c")) { // the first ollm quits, its draft saved
		t.Fatal("the first ollm did not quit")
	}
	m.conv.Close()
	run(t, m2, m2.Init())
	if m2.conv.ReadOnly {
		t.Fatal("still read-only after the other ollm quit")
	}
	if got := m2.composer.Value(); !strings.Contains(got, mine) {
		t.Fatalf("after taking the session over, the prompt holds %q: what the person typed here (%q) is gone", got, mine)
	}
}

// The quit's save fails (a full disk): ollm stays open, as it should, but
// the unsent text stays in the session as its draft. The person frees space
// and sends that very text; every later save still carries it as the draft.
// A second ollm opened on the session now shows the message already sent in
// its prompt, "back in the prompt", and once the first ollm quits and the
// second takes over, enter sends it a second time (so does a resume after
// ollm is killed or crashes before a clean quit: the final save writes the
// same stale draft).
func TestSkeptic43cAFailedQuitLeavesTheSentMessageAsTheDraft(t *testing.T) {
	fc := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "the hall is booked")
	drive(t, m, press("enter"))
	const draft = "and the caterer wants half up front"
	typeText(t, m, draft)
	mend := failSaves(t, m)
	drive(t, m, press("ctrl+c"))
	if drive(t, m, press("ctrl+c")) {
		t.Fatal("quit although the save failed")
	}
	mend()
	drive(t, m, press("enter")) // the person sends it after all
	s, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil || len(s.Messages) != 4 || s.Messages[2].Content != draft {
		t.Fatalf("the message was not sent: %v, %d messages", err, len(s.Messages))
	}
	if s.Draft != "" {
		t.Errorf("the file keeps the message already sent as its draft: %q", s.Draft)
	}
	m2 := readOnlyWindow(t, m, fc)
	if got := m2.composer.Value(); got != "" {
		t.Errorf("a second ollm on the session shows the message already sent in its prompt: %q", got)
	}
}

// The person types a line, pastes a long log (held as a token), and types
// the question after it, then quits. On resume the whole draft comes back
// as one paste token: the words they typed are not on the screen any more,
// and the backspace meant for their last character eats the token instead,
// so the whole draft — their words and the log — is gone, replaced by the
// token's text, which enter would then send.
func TestSkeptic43cADraftWithALongPasteComesBackAsOneOpaqueToken(t *testing.T) {
	c := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "hi")
	drive(t, m, press("enter"))
	typeText(t, m, "here is the log:")
	drive(t, m, press("shift+enter"))
	var log strings.Builder
	for i := range 600 {
		log.WriteString("line ")
		log.WriteString(itoa(i))
		log.WriteString(" ok\n")
	}
	drive(t, m, tea.PasteMsg{Content: log.String()})
	typeText(t, m, "which line fails?")
	if scr := screen(m); !strings.Contains(scr, "which line fails?") {
		t.Fatalf("before quitting the typed question is not on screen:\n%s", scr)
	}
	draft := m.composer.Value()
	drive(t, m, press("ctrl+c"))
	if !drive(t, m, press("ctrl+c")) {
		t.Fatal("did not quit")
	}
	next := reopen(t, m, c)
	if got := next.composer.Value(); got != draft {
		t.Fatalf("resumed draft differs")
	}
	if scr := screen(next); !strings.Contains(scr, "which line fails?") {
		t.Errorf("after resuming, the words the person typed are not on screen, only the token:\n%s", scr)
	}
	drive(t, next, tea.KeyPressMsg{Code: tea.KeyBackspace})
	if got, want := next.composer.Value(), strings.TrimSuffix(draft, "?"); got != want {
		t.Errorf("one backspace after resuming turned the draft (%d bytes) into %q", len(draft), got)
	}
}

// The person picks another session (the picker closes at once) and goes on
// typing while the switch saves this session and reads the other — a large
// one takes a moment. When the other session has a draft, it replaces what
// they typed meanwhile: "so the venue is" is gone.
func TestSkeptic43cTextTypedDuringASwitchIsOverwrittenByTheOtherDraft(t *testing.T) {
	c := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "first session")
	drive(t, m, press("enter"))
	other := savedWithDraft(t, m, "left half-typed in the other session")
	cmd := m.switchTo(other.ID)
	const typed = "so the venue is"
	typeText(t, m, typed) // while the switch runs
	run(t, m, cmd)
	if m.conv.Sess.ID != other.ID {
		t.Fatalf("no switch: %q", m.conv.Sess.ID)
	}
	if got := m.composer.Value(); !strings.Contains(got, typed) {
		t.Errorf("after the switch the prompt holds %q: what was typed during the switch (%q) is gone", got, typed)
	}
}

// The person attaches a file with /attach, types the message that goes with
// it ("summarize the attached notes") and quits. The first ctrl+c promises
// the typed text is kept and says nothing of the file; on resume the text is
// back, the file is not, and enter sends "summarize the attached notes"
// without the notes, silently.
func TestSkeptic43cADraftComesBackWithoutTheFilesAttachedToIt(t *testing.T) {
	c := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "hi")
	drive(t, m, press("enter"))
	filesDir(t, m, map[string]string{"notes.txt": "buy milk\nthe ferry leaves at dawn\n"})
	slash(t, m, "/attach notes.txt")
	if len(m.files.pending) != 1 {
		t.Fatalf("not attached: %s", screen(m))
	}
	const draft = "summarize the attached notes"
	typeText(t, m, draft)
	drive(t, m, press("ctrl+c"))
	note := strings.ToLower(m.notice.text) // what the first ctrl+c says
	warned := strings.Contains(note, "notes.txt") || strings.Contains(note, "attach") || strings.Contains(note, "file")
	if !drive(t, m, press("ctrl+c")) {
		t.Fatal("did not quit")
	}
	next := reopen(t, m, c)
	if next.composer.Value() != draft {
		t.Fatalf("the draft did not come back: %q", next.composer.Value())
	}
	drive(t, next, press("enter"))
	msgs := next.conv.Sess.Messages
	sent := msgs[len(msgs)-2]
	if sent.Content != draft {
		t.Fatalf("sent %q", sent.Content)
	}
	if len(sent.Attachments) == 0 && !warned {
		t.Errorf("the resumed draft went without the file attached to it, and the first ctrl+c did not say the file is not kept (it said %q)", note)
	}
}

// The person resumes a session whose draft comes back in the prompt, and
// opens the same session in a second terminal before the first ollm has
// saved anything (Ollama not answering yet, or within its first moments).
// The read-only second ollm takes the same draft into its own prompt, "back
// in the prompt", though only the first can send it. The person sends it in
// the first ollm and quits there; the second takes the session over with the
// message still in its prompt, and enter sends it a second time.
func TestSkeptic43cAReadOnlyWindowKeepsTheDraftTheOtherOneSent(t *testing.T) {
	fc := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "the hall is booked")
	drive(t, m, press("enter"))
	const draft = "and the caterer wants half up front"
	typeText(t, m, draft)
	drive(t, m, press("ctrl+c"))
	if !drive(t, m, press("ctrl+c")) {
		t.Fatal("did not quit")
	}
	a := reopen(t, m, fc) // the first ollm, the draft back in its prompt
	b := readOnlyWindow(t, a, fc)

	drive(t, a, press("enter")) // sent in the first ollm
	drive(t, a, press("ctrl+c"))
	if !drive(t, a, press("ctrl+c")) {
		t.Fatal("the first ollm did not quit")
	}
	a.conv.Close()
	run(t, b, b.Init())
	if b.conv.ReadOnly {
		t.Fatal("still read-only after the other ollm quit")
	}
	if n := len(b.conv.Sess.Messages); n != 4 || b.conv.Sess.Messages[2].Content != draft {
		t.Fatalf("the session holds %d messages", n)
	}
	if got := b.composer.Value(); got == draft {
		t.Errorf("the second ollm, now writable, holds the message already sent in its prompt: %q", got)
	}
}
