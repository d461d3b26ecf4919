package tui

import (
	"context"
	"image/color"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// A model lookup that ends after a switch to another session must not set (and
// save) that session's model.
func TestModelInfoForAnotherSessionIsDropped(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "r"}, fakeOpts())
	before := m.conv.Sess.Model
	drive(t, m, modelReadyMsg{session: "some-other-session", info: engine.ModelInfo{Name: "intruder", ContextLength: 512}, announce: true})
	if m.conv.Sess.Model != before || m.conv.Sess.Options.NumCtx == 512 {
		t.Fatalf("the lookup for another session changed this one: model %q, num_ctx %d", m.conv.Sess.Model, m.conv.Sess.Options.NumCtx)
	}
	drive(t, m, modelReadyMsg{session: m.conv.Sess.ID, info: engine.ModelInfo{Name: "fake", ContextLength: 512}})
	if m.conv.Sess.Model != "fake" || m.conv.Sess.Options.NumCtx != 512 {
		t.Fatalf("the lookup for this session was not taken: %q %d", m.conv.Sess.Model, m.conv.Sess.Options.NumCtx)
	}
}

// Quitting when the save fails keeps ollm open and says so; once the disk takes
// it again, quitting saves everything.
func TestQuitWithAFailingSaveStaysOpen(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "kept"}, fakeOpts())
	typeText(t, m, "precious words")
	drive(t, m, press("enter"))
	mend := failSaves(t, m)
	drive(t, m, press("ctrl+c"))
	if quit := drive(t, m, press("ctrl+c")); quit {
		t.Fatal("ollm quit although the session could not be saved")
	}
	if scr := screen(m); !strings.Contains(scr, "stays open") {
		t.Fatalf("no sentence about the failed save:\n%s", scr)
	}
	mend()
	drive(t, m, press("ctrl+c")) // the person freed space and quits again
	if quit := drive(t, m, press("ctrl+c")); !quit {
		t.Fatal("did not quit once the save worked")
	}
	s, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil || len(s.Messages) != 2 || s.Messages[0].Content != "precious words" {
		t.Fatalf("after quitting: %v %+v", err, s)
	}
}

// SIGTERM or SIGHUP during a reply (forwarded as a SignalMsg) keeps the partial
// reply, marked stopped, in the saved session; against the real server, with
// the model that never stops.
func TestSignalDuringAReplyKeepsItAgainstOllama(t *testing.T) {
	client := realClient(t)
	m, _ := newTestModel(t, client, engine.OpenOptions{Model: ollamatest.EndlessModel, Options: session.Options{NumCtx: 1024}})
	typeText(t, m, "write forever")
	_, cmd := m.Update(press("enter"))
	got := 0
	quit := runWith(t, m, cmd, func(msg tea.Msg) tea.Msg {
		if _, ok := msg.(engine.Done); ok && m.turn.Live().Tokens > 0 {
			if got++; got == 3 {
				return SignalMsg{Signal: "terminated"}
			}
		}
		return nil
	})
	if !quit {
		t.Fatal("the signal did not quit")
	}
	s, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	last := s.Messages[len(s.Messages)-1]
	if len(s.Messages) != 2 || last.Role != session.RoleAssistant || !last.Stopped || last.Content == "" {
		t.Fatalf("saved %d messages, last %+v: the partial reply was not kept as stopped", len(s.Messages), last)
	}
}

// A paste longer than the text area's 10,000 lines is taken whole: the composer
// shows a token for it and the message sent holds every line.
func TestLongPasteIsTakenWhole(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "r"}, fakeOpts())
	var b strings.Builder
	for i := range 28205 {
		b.WriteString("line ")
		b.WriteString(itoa(i))
		b.WriteByte('\n')
	}
	paste := strings.TrimSuffix(b.String(), "\n")
	drive(t, m, tea.PasteMsg{Content: paste})
	if scr := screen(m); !strings.Contains(scr, "[paste #1 · 28,205 lines") {
		t.Fatalf("no token for the paste:\n%s", scr)
	}
	typeText(t, m, " explain")
	drive(t, m, press("enter"))
	first := m.conv.Sess.Messages[0].Content
	if !strings.HasPrefix(first, paste) || !strings.HasSuffix(first, " explain") {
		t.Fatalf("the message holds %d of the 28,205 lines", strings.Count(first, "\n")+1)
	}
}

// The read-only notice goes once the other ollm quits: the session is read again
// from its file and can be written.
func TestReadOnlyEndsWhenTheOtherOllmQuits(t *testing.T) {
	fc := &fakeClient{reply: "r"}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	m2 := readOnlyWindow(t, m, fc)
	typeText(t, m, "one more")
	drive(t, m, press("enter"))
	drive(t, m, press("ctrl+c"))
	drive(t, m, press("ctrl+c")) // the first ollm quits
	m.conv.Close()
	run(t, m2, m2.Init())
	if m2.conv.ReadOnly {
		t.Fatal("still read-only after the other ollm quit")
	}
	if scr := screen(m2); !strings.Contains(scr, "you can write here now") || !strings.Contains(scr, "one more") {
		t.Fatalf("second ollm after the first quit:\n%s", scr)
	}
	typeText(t, m2, "now mine")
	drive(t, m2, press("enter"))
	s, _ := m2.conv.Store().Load(m2.conv.Sess.ID)
	if len(s.Messages) != 6 || s.Messages[4].Content != "now mine" {
		t.Fatalf("the file holds %d messages", len(s.Messages))
	}
}

// ctxClient records whether the reply's request was cancelled.
type ctxClient struct {
	fakeClient
	cancelled chan bool
}

func (c *ctxClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	select {
	case <-ctx.Done():
		c.cancelled <- true
	case <-time.After(5 * time.Second):
		c.cancelled <- false
	}
	return nil
}

// A reply whose stream starts after the person quit (the send command was
// still running) is cancelled, not left streaming unseen.
func TestAReplyStartedAfterQuitIsCancelled(t *testing.T) {
	c := &ctxClient{cancelled: make(chan bool, 1)}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "hello")
	_, send := m.Update(press("enter")) // the send command is not run yet
	m.composer.SetValue("/quit")
	if quit := drive(t, m, press("enter")); !quit {
		t.Fatal("did not quit")
	}
	run(t, m, send) // the command runs after all, as a slow goroutine would
	if !<-c.cancelled {
		t.Fatal("the reply's request was still running 5 s after ollm quit")
	}
}

// theme: light in the config is kept whatever background the terminal reports.
func TestFixedThemeIgnoresTheTerminal(t *testing.T) {
	store := session.NewStore(t.TempDir())
	conv, _, err := engine.Open(store, &fakeClient{}, func() time.Time { return t0 }, fakeOpts())
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	m := New(Deps{Conv: conv, Clock: func() time.Time { return t0 }, Dark: false, FixedTheme: true})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m.Update(tea.BackgroundColorMsg{Color: color.Black})
	if m.st.Dark {
		t.Fatal("a dark terminal background overrode theme: light")
	}
}
