package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSnapshotsWriteListLoadAndRetention(t *testing.T) {
	store := NewStore(t.TempDir())
	now := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	s := New("snap-session", "tiny", Options{NumCtx: 2048}, now)
	s.Append(Message{ID: "a", Role: RoleUser, Content: "hello", Time: now})
	var ids []string
	for i := range 5 {
		at := now.Add(time.Duration(i) * time.Hour)
		reason := BeforeCompaction
		if i == 0 {
			reason = Manual
		}
		sn := NewSnapshot(s.Clone(), reason, "", 42, at)
		sn.ID = at.Format("20060102-150405") + "-00000" + string(rune('0'+i))
		if err := store.SaveSnapshot(sn); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, sn.ID)
	}
	list, err := store.Snapshots(s.ID)
	if err != nil || len(list) != 5 || list[0].ID != ids[4] || list[4].Reason != Manual || list[0].Messages != 1 || list[0].Tokens != 42 {
		t.Fatalf("list %+v %v", list, err)
	}
	back, err := store.LoadSnapshot(s.ID, ids[2])
	if err != nil || back.State.Messages[0].Content != "hello" {
		t.Fatalf("load: %v", err)
	}
	// A corrupt file and a snapshot of another session are listed with a
	// reason, and left alone.
	dir := store.SnapshotDir(s.ID)
	if err := os.WriteFile(filepath.Join(dir, "broken.json"), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	other := NewSnapshot(New("other-session", "tiny", Options{}, now), Manual, "x", 0, now)
	other.SessionID = s.ID // claims this session, holds another
	other.ID = "foreign"
	if err := store.SaveSnapshot(other); err != nil {
		t.Fatal(err)
	}
	list, _ = store.Snapshots(s.ID)
	bad := 0
	for _, in := range list {
		if in.Err != nil {
			bad++
			if !errors.Is(in.Err, ErrCorrupt) {
				t.Errorf("%s: %v", in.ID, in.Err)
			}
		}
	}
	if bad != 2 {
		t.Fatalf("%d unreadable snapshots listed, want 2", bad)
	}
	// Retention: keep the 2 newest automatic ones; the manual one and the
	// unreadable files stay.
	removed, err := store.PruneSnapshots(s.ID, Retention{Keep: 2}, now.Add(5*time.Hour), nil)
	if err != nil || removed != 2 {
		t.Fatalf("removed %d, %v", removed, err)
	}
	list, _ = store.Snapshots(s.ID)
	if len(list) != 5 {
		t.Fatalf("%d left, want 2 automatic + 1 manual + 2 unreadable", len(list))
	}
	// By age: automatic ones older than 90 minutes go.
	removed, _ = store.PruneSnapshots(s.ID, Retention{MaxAge: 90 * time.Minute}, now.Add(5*time.Hour), nil)
	if removed != 1 {
		t.Fatalf("age retention removed %d, want 1", removed)
	}
	if _, err := store.LoadSnapshot(s.ID, "../escape"); err == nil {
		t.Fatal("a path as a snapshot id was accepted")
	}
}

func TestEventsLog(t *testing.T) {
	store := NewStore(t.TempDir())
	for i := range 3 {
		if err := store.LogEvent(Event{Time: time.Unix(int64(i), 0), Session: "s", Kind: "compressed", Text: "checkpoint"}); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(store.LogPath())
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n != 3 || !strings.Contains(string(data), `"kind":"compressed"`) {
		t.Fatalf("%d lines", n)
	}
}
