package faults

import (
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// A full disk, then /new and a switch in /sessions: both are refused with the
// reason while the open session cannot be saved (it would be closed with its
// unsaved messages), and once there is room the switch goes ahead with every
// message of both sessions on disk. A server of its own, like TestDiskFull's
// (CI saw the shared one hold this test's first request for a minute, after
// the kill test's cut replies).
func TestSwitchOnAFullDiskLosesNothing(t *testing.T) {
	srv := ownServer(t)
	home := smallDisk(t)
	p := start(t, home, srv.Host, "--model", ollamatest.TinyModel, "--num-ctx", "1024")
	p.waitFor("Send a message", 15*time.Second)
	say(t, p, home, "first session, with room")
	p.typeLine("/new")
	p.waitFor("New session", 10*time.Second)
	say(t, p, home, "second session, with room")

	free := fillDisk(t, home)
	sent := len(p.output())
	p.typeLine("second session, on a full disk")
	p.waitForAfter(sent, "retries", time.Minute) // the reply ended, and its save failed
	// pick chooses the first session in /sessions, by its title.
	pick := func() {
		t.Helper()
		from := len(p.output())
		p.typeLine("/sessions")
		p.waitForAfter(from, "Sessions (2)", 10*time.Second)
		p.typeLine("/first")
	}
	refused := func(how string) {
		t.Helper()
		p.waitForAfter(sent, "stays open (no other session was opened)", 10*time.Second)
		if out := p.output()[sent:]; strings.Contains(out, "New session") || strings.Contains(out, "Resumed") {
			t.Fatalf("%s switched away from the session that could not be saved:\n%q", how, tail(out, 2000))
		}
		sent = len(p.output())
	}
	p.typeLine("/new")
	refused("/new")
	pick()
	refused("/sessions")

	free()
	pick()
	p.waitForAfter(sent, "Resumed", 10*time.Second)
	s := waitFile(t, home, 10*time.Second, "the second session whole", func(s *session.Session) bool {
		return len(s.Messages) == 4 && s.Messages[0].Content == "second session, with room"
	})
	if s.Messages[2].Content != "second session, on a full disk" || s.Messages[3].Role != session.RoleAssistant || s.Messages[3].DoneReason == "" {
		t.Fatalf("the session left holds %+v", s.Messages)
	}
	ids, broken := onDisk(t, home)
	if len(broken) > 0 || len(ids) != 2 {
		t.Fatalf("on disk: %d sessions, unreadable %v", len(ids), broken)
	}
	_, _ = p.ptmx.Write([]byte{3, 3})
	_ = p.signal(0, 10*time.Second)
}
