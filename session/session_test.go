package session

import (
	"strings"
	"testing"
	"time"
)

// A tool call reads the same after a save and a load: the file's indentation
// does not reach its one-line text.
func TestToolCallTextSurvivesTheFile(t *testing.T) {
	store := NewStore(t.TempDir())
	s := New("20261123-120000-abcdef", "m", Options{NumCtx: 2048}, time.Now())
	s.Append(Message{ID: "a", Role: RoleAssistant, ToolCalls: []ToolCall{{Name: "recall", Arguments: []byte(`{"query":"port 8080"}`)}, {Name: "context_stats"}}})
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	got, err := store.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if text := got.Messages[0].ToolCallsText(); text != "recall{\"query\":\"port 8080\"}\ncontext_stats{}" {
		t.Errorf("after a load: %q", text)
	}
}

// A compaction taken back: its marker in the export, and checkpoint numbers
// that grow past it.
func TestUncompactionsInTheExportAndTheNumbers(t *testing.T) {
	s := New("u1", "m", Options{NumCtx: 2048}, time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC))
	for _, text := range []string{"one", "two", "three"} {
		s.Append(Message{ID: text, Role: RoleUser, Content: text})
	}
	s.Checkpoints = []Checkpoint{{ID: "c1", Number: 1, From: 0, To: 1}}
	s.APIStart = 1
	s.Uncompactions = []Uncompaction{{First: 2, Last: 4, From: 1, To: 3, Snapshot: "x"}}
	md := Markdown(s, nil)
	if !strings.Contains(md, "## 3. You") || !strings.Contains(md, "> **Checkpoints 2–4 taken back**: messages 2–3 are sent to the model verbatim again.") {
		t.Fatalf("export:\n%s", md)
	}
	if n := s.NextCheckpointNumber(); n != 5 {
		t.Fatalf("next checkpoint number %d, want 5", n)
	}
	if err := s.check(); err != nil {
		t.Fatal(err)
	}
	s.KeepVerbatim = 9
	if err := s.check(); err == nil {
		t.Fatal("keep_verbatim past the messages passed the check")
	}
}
