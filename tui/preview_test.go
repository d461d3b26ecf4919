package tui

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

const parserSummary = "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."

// openPreview runs /compact --preview on a 30-message session and checks that
// the preview shows what the compaction would do while nothing changed.
func openPreview(t *testing.T, c *summaryClient) *Model {
	t.Helper()
	m, _ := newTestModel(t, c, compactOpts())
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	longSession(m, 30)
	m.composer.SetValue("/compact --preview")
	drive(t, m, press("enter"))
	scr := screen(m)
	if m.over.preview == nil || !strings.Contains(scr, "Compaction preview · messages 1–26 · nothing has changed yet") ||
		!strings.Contains(scr, "no depth limit; nested lists") || !strings.Contains(scr, "all the model is sent:") {
		t.Fatalf("no preview; notice %q:\n%s", m.notice.text, scr)
	}
	if s := m.conv.Sess; len(s.Checkpoints) != 0 || s.APIStart != 0 {
		t.Fatalf("the preview changed the session: %d checkpoints, api_start %d", len(s.Checkpoints), s.APIStart)
	}
	if snaps, _ := m.conv.Store().Snapshots(m.conv.Sess.ID); len(snaps) != 0 {
		t.Fatalf("the preview saved %d snapshots", len(snaps))
	}
	return m
}

func TestPreviewAcceptAppliesWithASnapshot(t *testing.T) {
	m := openPreview(t, &summaryClient{summary: parserSummary})
	drive(t, m, press("enter"))
	s := m.conv.Sess
	if m.over.preview != nil || len(s.Checkpoints) != 1 || s.APIStart != 26 || s.Checkpoints[0].Edited {
		t.Fatalf("accept: preview open %v, %d checkpoints, api_start %d", m.over.preview != nil, len(s.Checkpoints), s.APIStart)
	}
	snaps, _ := m.conv.Store().Snapshots(s.ID)
	if len(snaps) != 1 || snaps[0].Messages != 30 || snaps[0].Checkpoints != 0 {
		t.Fatalf("snapshots %+v, want the state before", snaps)
	}
	if !strings.Contains(screen(m), "Checkpoint 1: messages 1–26 summarized") {
		t.Fatalf("no notice:\n%s", screen(m))
	}
}

func TestPreviewCancelChangesNothing(t *testing.T) {
	m := openPreview(t, &summaryClient{summary: parserSummary})
	drive(t, m, press("esc"))
	if m.over.preview != nil || len(m.conv.Sess.Checkpoints) != 0 || !strings.Contains(m.notice.text, "Compaction preview closed; nothing changed.") {
		t.Fatalf("cancel: preview open %v, %d checkpoints, notice %q", m.over.preview != nil, len(m.conv.Sess.Checkpoints), m.notice.text)
	}
	if snaps, _ := m.conv.Store().Snapshots(m.conv.Sess.ID); len(snaps) != 0 {
		t.Fatalf("a cancelled preview saved %d snapshots", len(snaps))
	}
}

func TestPreviewRegenerateWithAFocus(t *testing.T) {
	c := &summaryClient{summary: parserSummary}
	m := openPreview(t, c)
	c.summary = "## Key facts\nDepth: parse_list0 in internal/parser/list0.go recurses without a limit at depth 30."
	drive(t, m, press("r"))
	typeText(t, m, "depth")
	drive(t, m, press("enter"))
	scr := screen(m)
	if len(c.order) != 2 || !strings.Contains(scr, "Focus: depth") || !strings.Contains(scr, "recurses without a limit at depth 30") {
		t.Fatalf("%d summary requests; screen:\n%s", len(c.order), scr)
	}
	drive(t, m, press("enter"))
	if cps := m.conv.Sess.Checkpoints; len(cps) != 1 || cps[0].Focus != "depth" || !strings.Contains(cps[0].Summary, "recurses without a limit") {
		t.Fatalf("checkpoints %+v", cps)
	}
}

// editorScript is an $EDITOR that replaces the file it is given with text.
func editorScript(t *testing.T, text string) []string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "summary.txt"), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "editor.sh")
	body := "#!/bin/sh\ncat \"" + filepath.Join(dir, "summary.txt") + "\" > \"$1\"\n"
	if err := os.WriteFile(script, []byte(body), 0o700); err != nil {
		t.Fatal(err)
	}
	return []string{script}
}

// runNow runs the editor without a terminal (tea.ExecProcess needs one).
func runNow(cmd *exec.Cmd, done tea.ExecCallback) tea.Cmd {
	return func() tea.Msg { return done(cmd.Run()) }
}

func TestPreviewEditInTheEditor(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh for the editor script")
	}
	m := openPreview(t, &summaryClient{summary: parserSummary})
	// A summary without the messages' facts is refused like a model's.
	m.over.editor, m.over.runEditor = editorScript(t, "The parser has a problem with lists."), runNow
	drive(t, m, press("e"))
	if scr := screen(m); !strings.Contains(scr, "Your summary was not used: the summary names none of the names") ||
		!strings.Contains(scr, "no depth limit; nested lists") {
		t.Fatalf("a summary without facts:\n%s", scr)
	}
	mine := "My notes: parse_list0 in internal/parser/list0.go has no depth limit; nested lists at depth 30 overflow."
	m.over.editor = editorScript(t, mine)
	drive(t, m, press("e"))
	if scr := screen(m); !strings.Contains(scr, "Summary (yours)") || !strings.Contains(scr, "My notes: parse_list0") {
		t.Fatalf("the edited summary is not shown:\n%s", scr)
	}
	drive(t, m, press("enter"))
	cps := m.conv.Sess.Checkpoints
	if len(cps) != 1 || !cps[0].Edited || !strings.HasPrefix(cps[0].Summary, mine) {
		t.Fatalf("checkpoints %+v", cps)
	}
	m.Update(tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	drive(t, m, tea.WindowSizeMsg{Width: 120, Height: 30})
	if scr := screen(m); !strings.Contains(scr, "summary edited by you") {
		t.Fatalf("the browser does not say the summary was edited:\n%s", scr)
	}
}

func TestPreviewEditInPlaceWithoutAnEditor(t *testing.T) {
	m := openPreview(t, &summaryClient{summary: parserSummary})
	drive(t, m, press("e"))
	if !strings.Contains(screen(m), "Your summary — it is checked as a model's would be") {
		t.Fatalf("no text area:\n%s", screen(m))
	}
	for range 400 {
		drive(t, m, tea.KeyPressMsg{Code: tea.KeyBackspace})
	}
	drive(t, m, tea.PasteMsg{Content: "Inline: parse_list2 in internal/parser/list2.go fails at depth 32."})
	drive(t, m, tea.KeyPressMsg{Code: 's', Mod: tea.ModCtrl})
	if scr := screen(m); !strings.Contains(scr, "Summary (yours)") || !strings.Contains(scr, "Inline: parse_list2") {
		t.Fatalf("the inline summary is not shown:\n%s", scr)
	}
	drive(t, m, press("enter"))
	if cps := m.conv.Sess.Checkpoints; len(cps) != 1 || !cps[0].Edited || !strings.HasPrefix(cps[0].Summary, "Inline: parse_list2") {
		t.Fatalf("checkpoints %+v", cps)
	}
}

// compaction_preview: ask — the automatic compaction before a turn opens the
// preview; the message waits and is sent after the person accepts.
func TestAutomaticCompactionAsks(t *testing.T) {
	c := &summaryClient{summary: parserSummary}
	m, _ := newTestModel(t, c, compactOpts())
	m.deps.PreviewAuto = true
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	longSession(m, 120)
	m.composer.SetValue("and now?")
	drive(t, m, press("enter"))
	summaries := len(c.order)
	if m.over.preview == nil || summaries == 0 || slices.Contains(c.order, "reply") || len(m.conv.Sess.Checkpoints) != 0 {
		t.Fatalf("no preview before the turn: requests %v, notice %q", c.order, m.notice.text)
	}
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 1 || len(c.order) != summaries+1 || c.order[summaries] != "reply" {
		t.Fatalf("after accept: %d checkpoints, requests %v", len(m.conv.Sess.Checkpoints), c.order)
	}
}
