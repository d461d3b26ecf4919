package tui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

func fakeOpts() engine.OpenOptions {
	return engine.OpenOptions{Model: "fake", Options: session.Options{NumCtx: 4096}}
}

func TestSendSavesFirstThenStreamsAndSavesTheReply(t *testing.T) {
	fc := &fakeClient{reply: "**hello** back", prompt: 40}
	m, _ := newTestModel(t, fc, fakeOpts())
	store, id := m.conv.Store(), m.conv.Sess.ID
	var sentMessages int
	fc.onChat = func(req *api.ChatRequest) {
		s, err := store.Load(id)
		if err != nil || len(s.Messages) != 1 || s.Messages[0].Content != "hi there" {
			t.Errorf("when the request went out, the file held %v (%v); want the user's message", s, err)
		}
		sentMessages = len(req.Messages)
	}
	typeText(t, m, "hi there")
	drive(t, m, press("enter"))
	if sentMessages != 1 {
		t.Fatalf("request carried %d messages", sentMessages)
	}
	s, err := store.Load(id)
	if err != nil || len(s.Messages) != 2 || s.Messages[1].Content != "**hello** back" || !s.Messages[1].TokensExact || s.Messages[1].Tokens != 9 {
		t.Fatalf("file after the reply: %+v, %v", s, err)
	}
	scr := screen(m)
	for _, want := range []string{"you", "hi there", "hello back", "ctx 49 / 4,096", "9 tok/s"} {
		if !strings.Contains(scr, want) {
			t.Errorf("screen lacks %q:\n%s", want, scr)
		}
	}
	if strings.Contains(scr, "**hello**") {
		t.Errorf("the finished reply was not rendered as markdown:\n%s", scr)
	}
	if m.composer.Value() != "" {
		t.Errorf("composer not cleared: %q", m.composer.Value())
	}
}

func TestEscStopsTheReplyAndKeepsIt(t *testing.T) {
	fc := &fakeClient{reply: "partial answer", block: make(chan struct{})}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "question")
	_, cmd := m.Update(press("enter"))
	stopped := false
	runWith(t, m, cmd, func(msg tea.Msg) tea.Msg {
		if _, ok := msg.(engine.Done); ok && m.turn.Live().Tokens > 0 && !stopped {
			stopped = true
			return press("esc")
		}
		return nil
	})
	last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]
	if !last.Stopped || last.Content != "partial answer" {
		t.Fatalf("last message %+v", last)
	}
	saved, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil || !saved.Messages[1].Stopped {
		t.Fatalf("stopped reply not saved: %+v %v", saved, err)
	}
	if !strings.Contains(screen(m), "⏹ stopped") {
		t.Fatalf("no stopped mark:\n%s", screen(m))
	}
	if m.turn != nil {
		t.Fatal("still streaming after stop")
	}
}

func TestCtrlCTwiceQuitsOnAnIdlePrompt(t *testing.T) {
	m, clk := newTestModel(t, &fakeClient{}, fakeOpts())
	if drive(t, m, press("ctrl+c")) {
		t.Fatal("one ctrl+c quit")
	}
	if !strings.Contains(screen(m), "Press ctrl+c again to quit.") {
		t.Fatalf("no confirmation:\n%s", screen(m))
	}
	clk.t = clk.t.Add(4 * time.Second)
	if drive(t, m, press("ctrl+c")) {
		t.Fatal("a ctrl+c after the window quit")
	}
	clk.t = clk.t.Add(time.Second)
	if !drive(t, m, press("ctrl+c")) {
		t.Fatal("second ctrl+c in the window did not quit")
	}
}

func TestHistoryRecallAndNewlines(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "ok"}, fakeOpts())
	for _, s := range []string{"first", "second"} {
		typeText(t, m, s)
		drive(t, m, press("enter"))
	}
	drive(t, m, press("up"))
	if v := m.composer.Value(); v != "second" {
		t.Fatalf("up: %q", v)
	}
	drive(t, m, press("up"))
	if v := m.composer.Value(); v != "first" {
		t.Fatalf("up up: %q", v)
	}
	drive(t, m, press("down"))
	drive(t, m, press("down"))
	if v := m.composer.Value(); v != "" {
		t.Fatalf("down past the newest: %q", v)
	}
	typeText(t, m, "a")
	drive(t, m, press("shift+enter"))
	typeText(t, m, "b")
	drive(t, m, press("ctrl+j"))
	typeText(t, m, "c")
	if v := m.composer.Value(); v != "a\nb\nc" {
		t.Fatalf("newlines: %q", v)
	}
	drive(t, m, tea.PasteMsg{Content: "\nline 4\nline 5\nline 6\nline 7\nline 8\nline 9\nline 10\nline 11\nline 12"})
	if v := m.composer.Value(); strings.Count(v, "\n") != 11 {
		t.Fatalf("paste of many lines: %q", v)
	}
	drive(t, m, press("enter"))
	if got := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-2].Content; !strings.HasPrefix(got, "a\nb\nc\nline 4") || !strings.HasSuffix(got, "line 12") {
		t.Fatalf("sent %q", got)
	}
}

func TestSlashCommands(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{}, fakeOpts())
	typeText(t, m, "/mo")
	if !strings.Contains(screen(m), "/model") {
		t.Fatalf("no suggestion:\n%s", screen(m))
	}
	drive(t, m, press("tab"))
	if v := m.composer.Value(); v != "/model " {
		t.Fatalf("tab completed to %q", v)
	}
	m.composer.SetValue("/system be terse")
	drive(t, m, press("enter"))
	if m.conv.Sess.System != "be terse" {
		t.Fatalf("system = %q", m.conv.Sess.System)
	}
	m.composer.SetValue("/nope")
	drive(t, m, press("enter"))
	if !strings.Contains(screen(m), "Unknown command /nope") {
		t.Fatalf("no unknown-command notice:\n%s", screen(m))
	}
	m.composer.SetValue("/help")
	drive(t, m, press("enter"))
	if scr := screen(m); !strings.Contains(scr, "shift+enter") || !strings.Contains(scr, "scroll") {
		t.Fatalf("help does not list keys, or does not say it scrolls:\n%s", scr)
	}
	for range 3 {
		drive(t, m, press("pgdown"))
	}
	if scr := screen(m); !strings.Contains(scr, "/model NAME") || !strings.Contains(scr, "/system TEXT") {
		t.Fatalf("help does not list commands after scrolling:\n%s", scr)
	}
	drive(t, m, press("x")) // any key closes the help
	old := m.conv.Sess.ID
	m.composer.SetValue("/new")
	drive(t, m, press("enter"))
	if m.conv.Sess.ID == old || len(m.conv.Sess.Messages) != 0 {
		t.Fatalf("/new kept session %s", m.conv.Sess.ID)
	}
	m.composer.SetValue("/quit")
	if !drive(t, m, press("enter")) {
		t.Fatal("/quit did not quit")
	}
}

func TestModelOutputCannotDriveTheTerminal(t *testing.T) {
	payload := "ok \x1b]52;c;cm0gLXJmIH4=\x07 &#27;]0;title&#7; \x1b[2J \u009b31m done"
	m, _ := newTestModel(t, &fakeClient{reply: payload}, fakeOpts())
	typeText(t, m, "x")
	drive(t, m, press("enter"))
	content := m.View().Content
	for _, bad := range []string{"\x1b]", "\x1b[2J", "\u009b", "\x07"} {
		if strings.Contains(content, bad) {
			t.Errorf("view carries %q", bad)
		}
	}
	if !strings.Contains(screen(m), "done") {
		t.Fatalf("the text around the payload is lost:\n%s", screen(m))
	}
}

func TestReadOnlyWhenOpenElsewhere(t *testing.T) {
	fc := &fakeClient{reply: "r"}
	m, clk := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	second, notice := openElsewhere(t, m, fc)
	m2 := New(Deps{Conv: second, Clock: clk.now, Notice: notice, Dark: true})
	m2.Update(tea.WindowSizeMsg{Width: 100, Height: 20})
	if scr := screen(m2); !strings.Contains(scr, "read-only") || !strings.Contains(scr, "hello") {
		t.Fatalf("second ollm:\n%s", scr)
	}
	typeText(t, m2, "more")
	drive(t, m2, press("enter"))
	if len(second.Sess.Messages) != 2 {
		t.Fatal("a read-only session accepted a message")
	}
}

func TestAFailedSaveIsReportedAndNothingIsLost(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "kept"}, fakeOpts())
	mend := failSaves(t, m)
	typeText(t, m, "precious words")
	drive(t, m, press("enter"))
	if scr := screen(m); !strings.Contains(scr, "Could not save the session") {
		t.Fatalf("no save error shown:\n%s", scr)
	}
	if n := len(m.conv.Sess.Messages); n != 2 || m.conv.Sess.Messages[0].Content != "precious words" {
		t.Fatalf("in-memory session lost messages: %d", n)
	}
	// Once the disk is usable again, the next change saves everything.
	mend()
	typeText(t, m, "more")
	drive(t, m, press("enter"))
	s, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil || len(s.Messages) != 4 || s.Messages[0].Content != "precious words" {
		t.Fatalf("after recovery: %v, %v", s, err)
	}
	if !strings.Contains(screen(m), "Session saved again.") {
		t.Fatalf("recovery not reported:\n%s", screen(m))
	}
}

// overflowOnce refuses the first prompt as Ollama does when it is larger than the
// window (truncate off), then answers.
type overflowOnce struct {
	fakeClient
	calls int
}

func (o *overflowOnce) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	o.calls++
	if o.calls == 1 {
		return api.StatusError{StatusCode: 400, ErrorMessage: "the input length exceeds the context length"}
	}
	return o.fakeClient.Chat(ctx, req, fn)
}

func TestOverflowRefusalGrowsTheMarginAndRetriesOnce(t *testing.T) {
	fc := &overflowOnce{fakeClient: fakeClient{reply: "fine", prompt: 30}}
	m, _ := newTestModel(t, fc, fakeOpts())
	before := m.conv.Meter.View().Tokens
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	if fc.calls != 2 {
		t.Fatalf("%d requests, want the refused one and one retry", fc.calls)
	}
	msgs := m.conv.Sess.Messages
	if len(msgs) != 2 || msgs[1].Content != "fine" || msgs[1].Error != "" {
		t.Fatalf("messages after the retry: %+v", msgs)
	}
	if after := m.conv.Meter.View().Tokens; after <= before {
		t.Fatalf("the margin did not grow: %d → %d", before, after)
	}
}

func TestTrimIsShownAndSaid(t *testing.T) {
	fc := &fakeClient{reply: strings.Repeat("word ", 60), prompt: 0} // no count: the meter estimates it all
	m, _ := newTestModel(t, fc, engine.OpenOptions{Model: "fake", Options: session.Options{NumCtx: 300},
		// Without the ledger a failed summary leaves the last resort: the trim.
		Compression: compression.Settings{LedgerOff: true}})
	for i := range 6 {
		m.composer.SetValue(fmt.Sprintf("question %d %s", i, strings.Repeat("with a few more words ", 6)))
		drive(t, m, press("enter"))
	}
	if len(m.conv.Sess.Cuts) == 0 {
		t.Fatal("no trim in a 300-token window")
	}
	drive(t, m, tea.WindowSizeMsg{Width: 100, Height: 80})
	scr := screen(m)
	if !strings.Contains(scr, "trimmed to fit: messages 1–") {
		t.Fatalf("no trim marker:\n%s", scr)
	}
	saved, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil || len(saved.Cuts) == 0 || saved.APIStart == 0 {
		t.Fatalf("trim not saved: %v", err)
	}
}

func TestLiveFigureWhileStreaming(t *testing.T) {
	fc := &fakeClient{reply: "partial answer with several words", block: make(chan struct{})}
	m, _ := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "question")
	_, cmd := m.Update(press("enter"))
	seen := ""
	runWith(t, m, cmd, func(msg tea.Msg) tea.Msg {
		if _, ok := msg.(engine.Done); ok && m.turn.Live().Tokens > 0 && seen == "" {
			seen = screen(m)
			return press("esc")
		}
		return nil
	})
	if !strings.Contains(seen, "ctx ~") {
		t.Fatalf("no live estimate while streaming:\n%s", seen)
	}
}

func TestResumedSessionKeepsItsWindow(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{}, engine.OpenOptions{Model: "fake", Options: session.Options{NumCtx: 512}})
	m.deps.ResolveModel = true
	run(t, m, m.Init())
	if got := m.conv.Sess.Options.NumCtx; got != 512 {
		t.Fatalf("num_ctx %d after resolving the model, want the session's 512", got)
	}
	m.deps.NumCtx = 100000 // a flag larger than the model allows
	run(t, m, resolveModelCmd(m.conv, "fake", m.deps.NumCtx, true))
	if got := m.conv.Sess.Options.NumCtx; got != 4096 {
		t.Fatalf("num_ctx %d, want the model's maximum 4096", got)
	}
}
