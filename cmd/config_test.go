package cmd

import (
	"fmt"
	"testing"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// preserve_user_messages: true keeps the person's messages of a compacted span
// verbatim with the memory on too (issue 21, defect 7): it did nothing there.
func TestPreserveUserMessagesWithTheMemory(t *testing.T) {
	on := true
	st, err := config{PreserveUser: &on}.compression()
	if err != nil {
		t.Fatal(err)
	}
	s := session.New("preserve", "m", session.Options{NumCtx: 4096}, time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC))
	for i := range 20 {
		role := session.RoleUser
		if i%2 == 1 {
			role = session.RoleAssistant
		}
		s.Append(session.Message{ID: fmt.Sprint(i), Role: role, Content: fmt.Sprintf("message %d with a few words in it", i)})
	}
	size := func(m session.Message) int { return 200 }
	sp, err := compression.Identify(s, st, 4096, 3000, size)
	if err != nil {
		t.Fatal(err)
	}
	if len(sp.Kept) == 0 {
		t.Fatalf("preserve_user_messages: true kept none of the person's messages of messages %d–%d", sp.From+1, sp.To)
	}
}
