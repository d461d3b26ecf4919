package session

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A session opened again in the same process (work in A, /new, back to A) must
// be saved again: its revision goes on from the file, not from zero.
func TestReopenedSessionIsSavedAgain(t *testing.T) {
	st := NewStore(t.TempDir())
	a := sample("a", 2)
	for range 5 { // several saves: the store has written revision 7
		a.Touch()
		if err := st.Save(a.Clone()); err != nil {
			t.Fatal(err)
		}
	}
	again, err := st.Load("a")
	if err != nil {
		t.Fatal(err)
	}
	again.Append(Message{ID: "later", Role: RoleUser, Content: "written after going back to A", Time: t0})
	if err := st.Save(again.Clone()); err != nil {
		t.Fatalf("save of the reopened session: %v", err)
	}
	got, _ := st.Load("a")
	if n := len(got.Messages); n != 3 || got.Messages[2].ID != "later" {
		t.Fatalf("the file holds %d messages after the reopened session was saved, want 3 with the later one", n)
	}
	if !st.Saved(again) {
		t.Fatal("Saved says the written revision is not on disk")
	}
}

// A file rewritten by another ollm with a lower revision (an older build kept
// none) is the truth once loaded: later saves are not skipped as stale.
func TestLoadTrustsTheFileRevision(t *testing.T) {
	st := NewStore(t.TempDir())
	a := sample("b", 2)
	a.Revision = 40
	if err := st.Save(a.Clone()); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(st.Dir(), "b.json")
	other := sample("b", 3) // revision 3, written by "another process"
	other.Revision = 0
	data, _ := Export(other, "json", nil)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	loaded, err := st.Load("b")
	if err != nil {
		t.Fatal(err)
	}
	loaded.Append(Message{ID: "x", Role: RoleUser, Content: "next", Time: t0})
	if err := st.Save(loaded.Clone()); err != nil {
		t.Fatalf("save after loading a file with a lower revision: %v", err)
	}
}

// cp sessions/ID.json sessions/backup-copy.json; ollm -s backup-copy: the copy is
// its own session, saved under its own name; ID.json is never written.
func TestRenamedCopyNeverOverwritesTheOriginal(t *testing.T) {
	st := NewStore(t.TempDir())
	orig := sample("orig", 2)
	if err := st.Save(orig.Clone()); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(st.Dir(), "orig.json"))
	if err := os.WriteFile(filepath.Join(st.Dir(), "backup-copy.json"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	orig.Append(Message{ID: "newer", Role: RoleUser, Content: "only in the original", Time: t0})
	if err := st.Save(orig.Clone()); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(filepath.Join(st.Dir(), "orig.json"))

	cp, err := st.Load("backup-copy")
	if err != nil {
		t.Fatal(err)
	}
	if cp.ID != "backup-copy" || cp.RenamedFrom() != "orig" {
		t.Fatalf("the copy opened as %q (renamed from %q), want backup-copy from orig", cp.ID, cp.RenamedFrom())
	}
	cp.Touch()
	if err := st.Save(cp.Clone()); err != nil {
		t.Fatal(err)
	}
	after, _ := os.ReadFile(filepath.Join(st.Dir(), "orig.json"))
	if string(after) != string(before) {
		t.Fatal("saving the renamed copy changed the original's file: the newer message is gone")
	}
	back, err := st.Load("backup-copy")
	if err != nil || back.ID != "backup-copy" || back.RenamedFrom() != "" {
		t.Fatalf("the copy's own file: %v %+v", err, back)
	}
}

// Temp files of interrupted saves are removed once the session is locked again.
func TestRemoveTempsOfInterruptedSaves(t *testing.T) {
	st := NewStore(t.TempDir())
	if err := st.Save(sample("t1", 2)); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{".t1.json.tmp-111", ".t1.json.tmp-222", ".t2.json.tmp-333"} {
		if err := os.WriteFile(filepath.Join(st.Dir(), name), []byte("partial"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	st.RemoveTemps("t1")
	left, _ := filepath.Glob(filepath.Join(st.Dir(), ".*.tmp-*"))
	if len(left) != 1 || filepath.Base(left[0]) != ".t2.json.tmp-333" {
		t.Fatalf("left %v, want only the other session's temp file", left)
	}
}

// A session that never got a message leaves no lock file behind; a saved one
// keeps its lock file (another ollm may be about to take it).
func TestLockFileOfAnUnsavedSessionIsRemoved(t *testing.T) {
	st := NewStore(t.TempDir())
	l, err := st.Lock("empty")
	if err != nil {
		t.Fatal(err)
	}
	l.Release()
	if _, err := os.Stat(filepath.Join(st.Dir(), "empty.json.lock")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("lock file of a never-saved session left behind: %v", err)
	}
	if err := st.Save(sample("kept", 1)); err != nil {
		t.Fatal(err)
	}
	l, _ = st.Lock("kept")
	l.Release()
	if _, err := os.Stat(filepath.Join(st.Dir(), "kept.json.lock")); err != nil {
		t.Fatalf("lock file of a saved session: %v", err)
	}
}

// After a restore, the messages that left the conversation live only in the
// before-restore snapshot: retention never deletes it, however many automatic
// snapshots follow and however old it gets.
func TestRetentionKeepsTheOnlyCopyOfAMessage(t *testing.T) {
	store := NewStore(t.TempDir())
	now := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	s := New("r1", "tiny", Options{NumCtx: 2048}, now)
	s.Append(Message{ID: "m1", Role: RoleUser, Content: "kept everywhere", Time: now})
	leaving := s.Clone()
	leaving.Append(Message{ID: "m2", Role: RoleAssistant, Content: "leaves in the restore", Time: now})
	holder := NewSnapshot(leaving, BeforeRestore, "", 10, now)
	if err := store.SaveSnapshot(holder); err != nil {
		t.Fatal(err)
	}
	// 60 compactions later (60 automatic snapshots of the present, which does
	// not have m2), a month on.
	for i := range 60 {
		sn := NewSnapshot(s.Clone(), BeforeCompaction, "", 10, now.Add(time.Duration(i+1)*time.Minute))
		if err := store.SaveSnapshot(sn); err != nil {
			t.Fatal(err)
		}
	}
	later := now.Add(40 * 24 * time.Hour)
	removed, err := store.PruneSnapshots(s.ID, DefaultRetention(), later, s)
	if err != nil {
		t.Fatal(err)
	}
	if removed != 60 {
		t.Fatalf("removed %d, want the 60 old snapshots that hold nothing unique", removed)
	}
	if _, err := store.LoadSnapshot(s.ID, holder.ID); err != nil {
		t.Fatalf("the snapshot holding the only copy of a message was deleted: %v", err)
	}
	// Once the message is back in the session (the restore undone), the
	// snapshot is an ordinary old one.
	s.Messages = leaving.Messages
	if removed, _ := store.PruneSnapshots(s.ID, DefaultRetention(), later, s); removed != 1 {
		t.Fatalf("removed %d after the message came back, want 1", removed)
	}
}
