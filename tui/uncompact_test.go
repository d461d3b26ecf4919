package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// /uncompact in the chat: the marker says what happened where the checkpoint
// was, no message is dimmed any more, the snapshot is saved first, and the
// next request holds every message verbatim.
func TestUncompactInTheChat(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	m, clk := newTestModel(t, c, compactOpts())
	m.composer.SetValue("/uncompact")
	drive(t, m, press("enter"))
	if !strings.HasPrefix(m.notice.text, "No checkpoint to take back") {
		t.Fatalf("without a checkpoint: %q", m.notice.text)
	}
	longSession(m, 30)
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	cp := m.conv.Sess.Checkpoints[0]
	lines := len(m.conv.Sess.Ledger)
	clk.t = t0.Add(60e9)
	m.composer.SetValue("/uncompact")
	drive(t, m, press("enter"))
	s := m.conv.Sess
	if len(s.Checkpoints) != 0 || s.APIStart != 0 || len(s.Ledger) != 0 {
		t.Fatalf("after /uncompact: %d checkpoints, api_start %d, %d memory lines; notice %q", len(s.Checkpoints), s.APIStart, len(s.Ledger), m.notice.text)
	}
	drive(t, m, tea.WindowSizeMsg{Width: 140, Height: 30})
	marker := fmt.Sprintf("── checkpoint 1 taken back · messages 1–%d sent verbatim again · %d memory lines left the memory ──", cp.To, lines)
	scr := screen(m)
	if !strings.Contains(scr, marker) || !strings.Contains(strings.Join(strings.Fields(scr), " "), "Checkpoint 1 taken back: messages 1–") {
		t.Fatalf("no marker %q or notice:\n%s", marker, scr)
	}
	for _, e := range m.transcript.Entries() {
		if e.Dim {
			t.Fatalf("%s is still dimmed", e.ID)
		}
	}
	snaps, _ := m.conv.Store().Snapshots(s.ID)
	if len(snaps) != 2 || snaps[0].Reason != session.BeforeUncompact {
		t.Fatalf("snapshots %+v", snaps)
	}
	saved, err := m.conv.Store().Load(s.ID)
	if err != nil || len(saved.Checkpoints) != 0 || len(saved.Uncompactions) != 1 {
		t.Fatalf("not saved: %v", err)
	}
	typeText(t, m, "and now?")
	drive(t, m, press("enter"))
	if got := len(c.last.Messages); got != 31 || c.last.Messages[0].Content != s.Messages[0].Content {
		t.Fatalf("the request holds %d messages, want all 31 verbatim", got)
	}
	// The marker stays when the session is read again.
	m.reloaded()
	if !strings.Contains(screen(m), "checkpoint 1 taken back") {
		t.Fatal("the marker is gone after a reload")
	}
}

// /uncompact FOCUS takes the checkpoint back and summarizes its messages
// again, steered: the marker names the new checkpoint.
func TestUncompactWithAFocusInTheChat(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	m, _ := newTestModel(t, c, compactOpts())
	longSession(m, 30)
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	m.composer.SetValue("/uncompact the recursion")
	drive(t, m, press("enter"))
	s := m.conv.Sess
	if len(s.Checkpoints) != 1 || s.Checkpoints[0].Number != 2 || s.Checkpoints[0].Focus != "the recursion" {
		t.Fatalf("checkpoints %+v; notice %q", s.Checkpoints, m.notice.text)
	}
	drive(t, m, tea.WindowSizeMsg{Width: 140, Height: 40})
	if scr := screen(m); !strings.Contains(scr, "── checkpoint 1 taken back · messages 1–26 summarized again as checkpoint 2 · focus: the recursion ──") ||
		!strings.Contains(scr, "── checkpoint 2 · messages 1–26") {
		t.Fatalf("markers:\n%s", scr)
	}
}

// u on an older checkpoint in the browser: the question says that the newer
// one goes too and what changes; n changes nothing, y takes both back after
// the snapshot; r on that snapshot undoes it.
func TestBrowserTakesBackACheckpointAndItsSnapshotUndoesIt(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	o := compactOpts()
	o.Options.NumCtx = 4096
	m, clk := newTestModel(t, c, o)
	longSession(m, 30)
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	for i := 30; i < 60; i++ {
		text := fmt.Sprintf("More %d about parse_list%d in internal/parser/list%d.go and its depth limit of %d.", i, i, i, 40+i)
		m.conv.Sess.Append(session.Message{ID: fmt.Sprint("m", i), Role: []session.Role{session.RoleUser, session.RoleAssistant}[i%2],
			Content: text, Model: "fake", Time: t0, Estimate: m.conv.Meter.Count(text)})
	}
	m.reloaded()
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 2 {
		t.Fatalf("%d checkpoints: %s", len(m.conv.Sess.Checkpoints), m.notice.text)
	}
	compacted := m.conv.Sess.Clone()
	clk.t = t0.Add(3600e9)
	drive(t, m, tea.WindowSizeMsg{Width: 140, Height: 30})
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	drive(t, m, press("down")) // checkpoint 1, below the newest
	// In a window too small for them, u says so and changes nothing.
	m.conv.Sess.Options.NumCtx = 1600
	drive(t, m, press("u"))
	if scr := flat(screen(m)); !strings.Contains(scr, "Taking back checkpoints 1–2 would send ~") || !strings.Contains(scr, "nothing changed") || len(m.conv.Sess.Checkpoints) != 2 {
		t.Fatalf("a window too small:\n%s", screen(m))
	}
	m.conv.Sess.Options.NumCtx = 4096
	drive(t, m, press("u"))
	scr := flat(screen(m))
	for _, want := range []string{"Take back checkpoints 1–2?", "Checkpoints 1–2 (checkpoint 1 and every newer one, which build on it) are taken back",
		"every message after them stays", "memory lines quoted from them leave the memory", "y confirms"} {
		if !strings.Contains(scr, want) {
			t.Fatalf("the question lacks %q:\n%s", want, screen(m))
		}
	}
	drive(t, m, press("n"))
	if len(m.conv.Sess.Checkpoints) != 2 {
		t.Fatal("n took them back")
	}
	drive(t, m, press("u"))
	drive(t, m, press("y"))
	if s := m.conv.Sess; len(s.Checkpoints) != 0 || s.APIStart != 0 {
		t.Fatalf("after y: %d checkpoints, api_start %d", len(s.Checkpoints), s.APIStart)
	}
	scr = screen(m)
	if !strings.Contains(scr, "Checkpoints 1–2 taken back") || !strings.Contains(scr, "before uncompact") {
		t.Fatalf("the browser does not show it:\n%s", scr)
	}
	// The selection is the snapshot that undoes it: r, y.
	drive(t, m, press("r"))
	if scr := flat(screen(m)); !strings.Contains(scr, "Messages 1–56 are sent as checkpoints again instead of verbatim.") {
		t.Fatalf("the restore's question:\n%s", screen(m))
	}
	drive(t, m, press("y"))
	s := m.conv.Sess
	if fmt.Sprint(s.Checkpoints) != fmt.Sprint(compacted.Checkpoints) || s.APIStart != compacted.APIStart || fmt.Sprint(s.Ledger) != fmt.Sprint(compacted.Ledger) {
		t.Fatalf("restoring the snapshot did not undo it: %d checkpoints, api_start %d", len(s.Checkpoints), s.APIStart)
	}
	drive(t, m, press("esc"))
	if strings.Contains(screen(m), "taken back ·") {
		t.Fatal("the marker stays after the undo")
	}
}

// lastRequest is the newest request rec passed on.
func lastRequest(rec *recorder) *api.ChatRequest { return rec.reqs[len(rec.reqs)-1] }

// Against the real server, as a person: chat, /compact, a turn, /uncompact;
// the next request holds every message verbatim, no checkpoint block and
// none of its memory lines, and Ollama counts exactly it; then r on the
// snapshot in the browser undoes it, and the block is sent again.
func TestUncompactThenUndoInTheBrowserAgainstOllama(t *testing.T) {
	rec := &recorder{Client: realClient(t)}
	seed := 3
	m, clk := newTestModel(t, rec, engine.OpenOptions{Model: ollamatest.TinyModel, Options: session.Options{NumCtx: 2048, Seed: &seed, NumPredict: 30},
		Compression: compression.Settings{RecentMessages: 2, RecentTokens: 1, Grounding: -1}})
	describe(t, m, rec, ollamatest.TinyModel)
	for i := range 8 {
		typeText(t, m, fmt.Sprintf("Step %d: the parser in internal/parse/step%d.go rejects input %d.", i, i, 300+i))
		drive(t, m, press("enter"))
	}
	m.composer.SetValue("/compact the parser")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatalf("no checkpoint: %s", m.notice.text)
	}
	block := window.SummaryText(m.conv.Sess)
	typeText(t, m, "Step 8: the lexer is fine.")
	drive(t, m, press("enter"))
	clk.t = t0.Add(60e9)
	m.composer.SetValue("/uncompact")
	drive(t, m, press("enter"))
	if !strings.HasPrefix(m.notice.text, "Checkpoint 1 taken back") {
		t.Fatalf("notice %q", m.notice.text)
	}
	typeText(t, m, "Which step failed first?")
	drive(t, m, press("enter"))
	req := lastRequest(rec)
	s := m.conv.Sess
	if len(req.Messages) != len(s.Messages)-1 { // no system prompt: every message but the reply to it
		t.Fatalf("%d messages sent for %d in the session", len(req.Messages), len(s.Messages))
	}
	for i, sent := range req.Messages {
		if sent.Content != s.Messages[i].Content || strings.Contains(sent.Content, window.SummaryTag) {
			t.Fatalf("message %d is not sent verbatim: %q", i+1, sent.Content)
		}
	}
	if u := s.LastUsage; u == nil || u.PromptTokens != ollamatest.TinyPromptTokens(req.Messages) {
		t.Fatalf("Ollama's count %+v, the request renders to %d", u, ollamatest.TinyPromptTokens(req.Messages))
	}
	// The browser: the newest snapshot, first in the list, is the one taken
	// before /uncompact.
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	drive(t, m, press("g"))
	if !strings.Contains(screen(m), "Snapshot before uncompact “checkpoint 1”") {
		t.Fatalf("the browser:\n%s", screen(m))
	}
	drive(t, m, press("r"))
	drive(t, m, press("y"))
	drive(t, m, press("esc"))
	if len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatalf("the restore did not bring the checkpoint back: %s", m.notice.text)
	}
	typeText(t, m, "And now?")
	drive(t, m, press("enter"))
	if req := lastRequest(rec); req.Messages[0].Content != block {
		t.Fatalf("after the undo the first message is %q, want the checkpoint's block", req.Messages[0].Content)
	}
	if u := m.conv.Sess.LastUsage; u.PromptTokens != ollamatest.TinyPromptTokens(lastRequest(rec).Messages) {
		t.Fatalf("Ollama counted %d", u.PromptTokens)
	}
}
