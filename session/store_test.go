package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var t0 = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

func sample(id string, n int) *Session {
	s := New(id, "llama3.2:3b", Options{NumCtx: 8192}, t0)
	for i := range n {
		role := RoleUser
		if i%2 == 1 {
			role = RoleAssistant
		}
		s.Append(Message{ID: NewID(t0), Role: role, Content: "message " + strings.Repeat("x", i%50), Time: t0.Add(time.Duration(i) * time.Second), Tokens: 7})
	}
	return s
}

func TestSaveLoadRoundTrip(t *testing.T) {
	st := NewStore(t.TempDir())
	s := sample("abc", 5)
	s.Messages[4].Stopped = true
	s.LastUsage = &Usage{PromptTokens: 120, ReplyTokens: 30, NumCtx: 8192}
	if err := st.Save(s.Clone()); err != nil {
		t.Fatal(err)
	}
	got, err := st.Load("abc")
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "message" || len(got.Messages) != 5 || !got.Messages[4].Stopped || got.LastUsage.PromptTokens != 120 {
		t.Fatalf("loaded %+v", got)
	}
	if got.Messages[3].Content != s.Messages[3].Content || !got.Messages[3].Time.Equal(s.Messages[3].Time) {
		t.Fatalf("message 3 changed: %+v", got.Messages[3])
	}
}

func TestSavePermissionsAndNoTempFiles(t *testing.T) {
	home := filepath.Join(t.TempDir(), "ollm")
	st := NewStore(home)
	if err := st.Save(sample("p1", 2)); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]os.FileMode{home: 0o700, st.Dir(): 0o700, filepath.Join(st.Dir(), "p1.json"): 0o600} {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != want {
			t.Errorf("%s: mode %v, want %v", path, fi.Mode().Perm(), want)
		}
	}
	entries, _ := os.ReadDir(st.Dir())
	if len(entries) != 1 {
		t.Fatalf("sessions folder holds %d entries, want only p1.json", len(entries))
	}
}

func TestOlderRevisionNeverOverwritesNewer(t *testing.T) {
	st := NewStore(t.TempDir())
	s := sample("rev", 2)
	old := s.Clone()
	s.Append(Message{Role: RoleUser, Content: "newest", Time: t0})
	if err := st.Save(s.Clone()); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(old); !errors.Is(err, ErrStale) { // arrives late, as a slow goroutine would
		t.Fatalf("a late save of an older revision returned %v, want ErrStale (never a silent skip)", err)
	}
	got, _ := st.Load("rev")
	if len(got.Messages) != 3 {
		t.Fatalf("a late save of an older revision overwrote the file: %d messages", len(got.Messages))
	}
}

func TestCorruptFilesAreReportedAndLeftUntouched(t *testing.T) {
	st := NewStore(t.TempDir())
	if err := st.Save(sample("good", 2)); err != nil {
		t.Fatal(err)
	}
	cases := map[string]struct {
		data string
		want error
	}{
		"truncated": {`{"version":1,"id":"truncated","messages":[{"role":"us`, ErrCorrupt},
		"garbage":   {"\x00\x01 not json", ErrCorrupt},
		"newer":     {`{"version":99,"id":"newer","messages":[]}`, ErrNewer},
		"badstart":  {`{"version":1,"id":"badstart","api_start":5,"messages":[]}`, ErrCorrupt},
	}
	for id, c := range cases {
		path := filepath.Join(st.Dir(), id+".json")
		if err := os.WriteFile(path, []byte(c.data), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := st.Load(id)
		var le *LoadError
		if !errors.As(err, &le) || !errors.Is(err, c.want) || le.Path != path {
			t.Errorf("%s: got %v, want %v naming %s", id, err, c.want, path)
			continue
		}
		if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "untouched") {
			t.Errorf("%s: message %q does not name the file and say it is untouched", id, err)
		}
		after, _ := os.ReadFile(path)
		if string(after) != c.data {
			t.Errorf("%s: file changed by a failed load", id)
		}
	}
	infos, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 5 {
		t.Fatalf("listed %d sessions, want 5 (unreadable ones included)", len(infos))
	}
	bad := 0
	for _, in := range infos {
		if in.Err != nil {
			bad++
		}
	}
	if bad != 4 {
		t.Fatalf("%d listed as unreadable, want 4", bad)
	}
	latest, skipped, err := st.Newest()
	if err != nil || latest.ID != "good" {
		t.Fatalf("newest = %v, %v; want the one readable session", latest, err)
	}
	if len(skipped) != 4 {
		t.Fatalf("newest passed over %d files, want the 4 unreadable ones (written after it)", len(skipped))
	}
	for _, in := range skipped {
		if in.Err == nil {
			t.Errorf("skipped %s, which is readable", in.ID)
		}
	}
}

func TestIDsCannotLeaveTheSessionsFolder(t *testing.T) {
	st := NewStore(t.TempDir())
	for _, id := range []string{"../x", "..", "a/b", "/etc/passwd", "", ".hidden", "a\\b", strings.Repeat("a", 65), "a\x00b"} {
		if _, err := st.Load(id); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("id %q accepted", id)
		}
		if err := st.Save(&Session{ID: id}); err == nil {
			t.Errorf("save with id %q accepted", id)
		}
	}
	if err := ValidateID(NewID(t0)); err != nil {
		t.Fatalf("NewID made an invalid id: %v", err)
	}
}

func TestLockIsExclusive(t *testing.T) {
	st := NewStore(t.TempDir())
	l1, err := st.Lock("x1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Lock("x1"); !errors.Is(err, ErrLocked) {
		t.Fatalf("second lock: %v, want ErrLocked", err)
	}
	if err := st.Remove("x1"); !errors.Is(err, ErrLocked) {
		t.Fatalf("remove of a locked session: %v, want ErrLocked", err)
	}
	l1.Release()
	l2, err := st.Lock("x1")
	if err != nil {
		t.Fatalf("lock after release: %v", err)
	}
	l2.Release()
}

func TestListNewestFirstAndRemove(t *testing.T) {
	st := NewStore(t.TempDir())
	a, b := sample("a", 2), sample("b", 4)
	b.Updated = t0.Add(time.Hour)
	for _, s := range []*Session{a, b} {
		if err := st.Save(s); err != nil {
			t.Fatal(err)
		}
	}
	infos, _ := st.List()
	if len(infos) != 2 || infos[0].ID != "b" || infos[0].Messages != 4 {
		t.Fatalf("list = %+v", infos)
	}
	if err := st.Remove("b"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load("b"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("load after remove: %v", err)
	}
	if err := st.Remove("b"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("second remove: %v", err)
	}
}

func TestTitleFrom(t *testing.T) {
	if got := TitleFrom("  hello\n  world "); got != "hello world" {
		t.Fatalf("got %q", got)
	}
	long := TitleFrom(strings.Repeat("é", 100))
	if n := len([]rune(long)); n != 60 || !strings.HasSuffix(long, "…") {
		t.Fatalf("long title %q has %d runes", long, n)
	}
}

func BenchmarkSave10k(b *testing.B) {
	st := NewStore(b.TempDir())
	s := sample("bench", 10000)
	b.ResetTimer()
	for b.Loop() {
		s.Touch()
		if err := st.Save(s.Clone()); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad10k(b *testing.B) {
	st := NewStore(b.TempDir())
	if err := st.Save(sample("bench", 10000)); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := st.Load("bench"); err != nil {
			b.Fatal(err)
		}
	}
}

// A file of the wrong shape is described in words, never with Go's type names.
func TestCorruptFileSentencesHaveNoGoTypeNames(t *testing.T) {
	st := NewStore(t.TempDir())
	for id, data := range map[string]string{
		"obj":   `{"version":1,"id":"obj","messages":{"a":1}}`,
		"num":   `{"version":1,"id":12,"messages":[]}`,
		"arr":   `[1,2]`,
		"short": `{"version":1,"id":"short","messages":[`,
	} {
		if err := os.MkdirAll(st.Dir(), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(st.Dir(), id+".json"), []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := st.Load(id)
		if err == nil || strings.Contains(err.Error(), "Go ") || strings.Contains(err.Error(), "session.") || strings.Contains(err.Error(), "[]") {
			t.Errorf("%s: %v", id, err)
		}
	}
}
