package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/session"
)

// compactedModel is a chat screen on a 30-message session compacted once by
// /compact, with a manual snapshot and a corrupt snapshot file.
func compactedModel(t *testing.T) *Model {
	t.Helper()
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	m, clk := newTestModel(t, c, compactOpts())
	longSession(m, 30)
	m.composer.SetValue("/compact focus on the parser")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatalf("no checkpoint: %s", m.notice.text)
	}
	clk.t = t0.Add(90 * 60e9)
	m.composer.SetValue("/snapshot before the refactor")
	drive(t, m, press("enter"))
	if !strings.Contains(m.notice.text, `Snapshot "before the refactor" taken: 30 messages, 1 checkpoint.`) {
		t.Fatalf("notice %q", m.notice.text)
	}
	dir := m.conv.Store().SnapshotDir(m.conv.Sess.ID)
	bad := filepath.Join(dir, "20261120-100000-bad.json")
	if err := os.WriteFile(bad, []byte(`{"version":1,`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(bad, t0.Add(-3600e9), t0.Add(-3600e9)); err != nil {
		t.Fatal(err)
	}
	clk.t = t0.Add(2 * 3600e9)
	return m
}

func TestCheckpointBrowser(t *testing.T) {
	m := compactedModel(t)
	drive(t, m, tea.WindowSizeMsg{Width: 120, Height: 24})
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	golden(t, "browser-120", screen(m))
	scr := screen(m)
	for _, want := range []string{"Checkpoints (1)", "Snapshots (3)", "#1 1–26 L1", "manual “before the refactor”", "before compaction", "unreadable",
		"Checkpoint 1 · messages 1–26 · summary, level 1", "focus: the parser", "no depth limit; nested lists overflow"} {
		if !strings.Contains(scr, want) {
			t.Errorf("the browser does not show %q", want)
		}
	}
	// o: the original messages of the checkpoint.
	drive(t, m, press("o"))
	if scr := screen(m); !strings.Contains(scr, "The original messages 1–26") || !strings.Contains(scr, "Question 0: why does parse_list0") {
		t.Fatalf("o did not show the originals:\n%s", scr)
	}
	// The manual snapshot (newest), then the automatic one: their content is read.
	drive(t, m, press("down"))
	if scr := screen(m); !strings.Contains(scr, "Snapshot manual “before the refactor”") || !strings.Contains(scr, "1 · you: Question 0") {
		t.Fatalf("the snapshot's content is not shown:\n%s", scr)
	}
	drive(t, m, press("down"))
	// An automatic snapshot cannot be deleted here.
	drive(t, m, press("d"))
	if !strings.Contains(screen(m), "Automatic snapshots are removed by retention") {
		t.Fatalf("d on an automatic snapshot:\n%s", screen(m))
	}
	// r asks first, saying what changes; any key but y cancels.
	drive(t, m, press("r"))
	scr = screen(m)
	if !strings.Contains(scr, "Restore the snapshot of") || !strings.Contains(scr, "Messages 1–26 are sent verbatim again instead of as summaries.") ||
		!strings.Contains(scr, "y confirms") {
		t.Fatalf("no confirmation:\n%s", scr)
	}
	drive(t, m, press("n"))
	if len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatal("n restored")
	}
	drive(t, m, press("r"))
	drive(t, m, press("y"))
	s := m.conv.Sess
	if len(s.Checkpoints) != 0 || s.APIStart != 0 || len(s.Messages) != 30 {
		t.Fatalf("after the restore: %d checkpoints, APIStart %d, %d messages", len(s.Checkpoints), s.APIStart, len(s.Messages))
	}
	if !strings.Contains(screen(m), "Restored the snapshot of") || !strings.Contains(screen(m), "Snapshots (4)") {
		t.Fatalf("the browser does not show the restore:\n%s", screen(m))
	}
	for _, e := range m.transcript.Entries() {
		if e.Dim {
			t.Fatalf("message %s still dimmed after the restore", e.ID)
		}
	}
	saved, err := m.conv.Store().Load(s.ID)
	if err != nil || len(saved.Checkpoints) != 0 || saved.APIStart != 0 {
		t.Fatalf("the restore was not saved: %v", err)
	}
	list, _ := m.conv.Store().Snapshots(s.ID)
	if len(list) != 4 || list[0].Reason != session.BeforeRestore || list[0].Checkpoints != 1 {
		t.Fatalf("no snapshot of the state before the restore: %+v", list)
	}
	// Deleting the manual snapshot asks, then removes the file.
	drive(t, m, press("g")) // first row: the newest snapshot (before restore)
	drive(t, m, press("down"))
	drive(t, m, press("d"))
	if !strings.Contains(screen(m), "Delete the snapshot manual “before the refactor”") {
		t.Fatalf("no delete confirmation:\n%s", screen(m))
	}
	drive(t, m, press("y"))
	if list, _ := m.conv.Store().Snapshots(s.ID); len(list) != 3 {
		t.Fatalf("%d snapshots after deleting one of 4", len(list))
	}
	// The corrupt file is still there, listed.
	if !strings.Contains(screen(m), "unreadable") {
		t.Fatal("the unreadable snapshot is no longer listed")
	}
	drive(t, m, press("esc"))
	if m.over.browser != nil || !strings.Contains(screen(m), "Answer 29") {
		t.Fatalf("esc did not close the browser:\n%s", screen(m))
	}
}

func TestRestoreRefusedWhileStreaming(t *testing.T) {
	m := compactedModel(t)
	// A reply that streams until the end of the test.
	m.conv.Client().(*summaryClient).block = make(chan struct{})
	m.composer.SetValue("one more question")
	_, cmd := m.Update(press("enter"))
	m.Update(doneOf(t, cmd)) // the stream runs; its first delta is not waited for
	t.Cleanup(func() { run(t, m, m.apply(m.turn.Leave())) })
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	drive(t, m, press("G"))
	drive(t, m, press("up")) // the automatic snapshot
	drive(t, m, press("r"))
	if !strings.Contains(screen(m), "A reply is still streaming") || len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatalf("restore while streaming:\n%s", screen(m))
	}
	// Any notice reaches the browser, which hides the notice line: s while
	// streaming says why no snapshot was taken.
	drive(t, m, press("x"))
	drive(t, m, press("s"))
	if !strings.Contains(screen(m), "A reply is still streaming") {
		t.Fatalf("s while streaming says nothing in the browser:\n%s", screen(m))
	}
}

// TestBrowserFollowsACompactionThatEndsWhileOpen: a /compact started before the
// browser opened shows up in it when it ends.
func TestBrowserFollowsACompactionThatEndsWhileOpen(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit."}
	m, _ := newTestModel(t, c, compactOpts())
	longSession(m, 30)
	m.composer.SetValue("/compact")
	_, cmd := m.Update(press("enter")) // the compaction's commands are not run yet
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	if !strings.Contains(screen(m), "Snapshots (0)") && !strings.Contains(screen(m), "Nothing yet") {
		t.Fatalf("the browser shows a checkpoint before the compaction ended:\n%s", screen(m))
	}
	run(t, m, cmd)
	if scr := screen(m); !strings.Contains(scr, "Checkpoints (1)") || !strings.Contains(scr, "before compaction") {
		t.Fatalf("the browser does not show the new checkpoint and its snapshot:\n%s", scr)
	}
}

// TestBrowserExport: e writes the selected checkpoint with its original
// messages, or the selected snapshot's conversation, into the current folder.
func TestBrowserExport(t *testing.T) {
	m := compactedModel(t)
	dir := t.TempDir()
	t.Chdir(dir)
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	drive(t, m, press("e"))
	sid := m.conv.Sess.ID
	data, err := os.ReadFile(filepath.Join(dir, "ollm-"+sid+"-checkpoint-1.md"))
	if err != nil || !strings.Contains(screen(m), "Wrote ") {
		t.Fatalf("no checkpoint export: %v\n%s", err, screen(m))
	}
	for _, want := range []string{"> **Checkpoint 1** · messages 1–26", "## 1. You", "Question 0: why does parse_list0", "## 26. Assistant"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the checkpoint export lacks %q", want)
		}
	}
	if strings.Contains(string(data), "## 27.") {
		t.Error("the checkpoint export holds a message after its range")
	}
	drive(t, m, press("down")) // the manual snapshot
	drive(t, m, press("e"))
	list, _ := m.conv.Store().Snapshots(sid)
	data, err = os.ReadFile(filepath.Join(dir, "ollm-"+sid+"-snapshot-"+list[0].ID+".md"))
	if err != nil || !strings.Contains(string(data), "## 30. Assistant") {
		t.Fatalf("no snapshot export: %v", err)
	}
}
