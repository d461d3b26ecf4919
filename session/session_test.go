package session

import (
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
