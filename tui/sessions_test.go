package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/session"
)

func TestSessionPicker(t *testing.T) {
	m := seeded(t, 100, 20)
	store := m.conv.Store()
	if err := m.conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	for i, title := range []string{"Docker networking between containers", "Parser bug in nested lists"} {
		s := session.New("20261119-10000"+string(rune('0'+i))+"-abcdef", "llama3.2:3b", session.Options{NumCtx: 8192}, t0.Add(-time.Duration(i+1)*24*time.Hour))
		s.Append(session.Message{ID: "u", Role: session.RoleUser, Content: title + "?", Time: s.Created})
		s.Append(session.Message{ID: "a", Role: session.RoleAssistant, Content: "An answer about " + title, Time: s.Created})
		if err := store.Save(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(store.Dir(), "20261101-000000-broken.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(store.Dir(), "20261101-000000-broken.json"), t0.Add(-30*24*time.Hour), t0.Add(-30*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	current := m.conv.Sess.ID
	m.composer.SetValue("/sessions")
	drive(t, m, press("enter"))
	golden(t, "sessions-100", screen(m))
	scr := screen(m)
	for _, want := range []string{"Sessions (4)", "● How do I reverse a slice in Go?", "Docker networking", "llama3.2:3b", "24h ago", "unreadable"} {
		if !strings.Contains(scr, want) {
			t.Errorf("the picker does not show %q", want)
		}
	}
	// The open session cannot be deleted.
	drive(t, m, press("d"))
	if !strings.Contains(screen(m), "This is the open session") {
		t.Fatalf("d on the open session:\n%s", screen(m))
	}
	// Filter as you type, then enter resumes the only match.
	typeText(t, m, "/dock")
	if scr := screen(m); !strings.Contains(scr, "1 match") || strings.Contains(scr, "Parser bug") {
		t.Fatalf("the filter did not narrow the list:\n%s", scr)
	}
	drive(t, m, press("enter"))
	if m.over.picker != nil || m.conv.Sess.ID == current || m.conv.Sess.Title != "Docker networking between containers?" {
		t.Fatalf("enter did not resume the session: %s %q", m.conv.Sess.ID, m.conv.Sess.Title)
	}
	if scr := screen(m); !strings.Contains(scr, "An answer about Docker networking") || !strings.Contains(scr, "Resumed “Docker networking") {
		t.Fatalf("the resumed session is not shown:\n%s", scr)
	}
	// The session left is saved and unlocked: it can be deleted from here.
	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl}) // browser, then close: screens do not stack
	drive(t, m, press("esc"))
	m.composer.SetValue("/sessions")
	drive(t, m, press("enter"))
	drive(t, m, press("G"))
	drive(t, m, press("up")) // the parser session (the unreadable file is last)
	drive(t, m, press("d"))
	if !strings.Contains(screen(m), "Delete the session “Parser bug in nested lists?”") {
		t.Fatalf("no delete confirmation:\n%s", screen(m))
	}
	drive(t, m, press("y"))
	if scr := screen(m); !strings.Contains(scr, "Sessions (3)") || strings.Contains(scr, "llama3.2:3b    2d ago") {
		t.Fatalf("the deleted session is still listed:\n%s", scr)
	}
	if _, err := store.Load("20261119-100001-abcdef"); err == nil {
		t.Fatal("the deleted session's file is still there")
	}
	if _, err := store.Load(current); err != nil {
		t.Fatalf("the first session is gone: %v", err)
	}
	drive(t, m, press("esc"))
	if m.over.picker != nil {
		t.Fatal("esc did not close the picker")
	}
}

func TestRenameAndExport(t *testing.T) {
	m := compactedModel(t)
	m.composer.SetValue("/rename Parser depth work")
	drive(t, m, press("enter"))
	if back, err := m.conv.Store().Load(m.conv.Sess.ID); err != nil || back.Title != "Parser depth work" {
		t.Fatalf("rename not saved: %v", err)
	}
	dir := t.TempDir()
	for _, name := range []string{"out.md", "out.json"} {
		path := filepath.Join(dir, name)
		m.composer.SetValue("/export " + path)
		drive(t, m, press("enter"))
		data, err := os.ReadFile(path)
		if err != nil || !strings.Contains(m.notice.text, "Wrote "+path) {
			t.Fatalf("export %s: %v, notice %q", name, err, m.notice.text)
		}
		want := "> **Checkpoint 1** · messages 1–26"
		if name == "out.json" {
			want = `"checkpoints": [`
		}
		if !strings.Contains(string(data), want) || !strings.Contains(string(data), "Question 0: why does parse_list0") {
			t.Fatalf("%s lacks %q or the compacted messages", name, want)
		}
	}
	m.composer.SetValue("/export " + filepath.Join(dir, "missing", "x.md"))
	drive(t, m, press("enter"))
	if !strings.Contains(m.notice.text, "Could not export the session:") {
		t.Fatalf("export to a missing folder: %q", m.notice.text)
	}
}
