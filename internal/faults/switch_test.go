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
// message of both sessions on disk.
func TestSwitchOnAFullDiskLosesNothing(t *testing.T) {
	srv := server(t)
	home := smallDisk(t)
	p := start(t, home, srv.Host, "--model", ollamatest.TinyModel, "--num-ctx", "1024")
	p.waitFor("Send a message", 15*time.Second)
	p.typeLine("first session, with room")
	waitFile(t, home, 20*time.Second, "the first session's exchange", func(s *session.Session) bool {
		return len(s.Messages) == 2 && last(s).DoneReason != ""
	})
	p.typeLine("/new")
	p.waitFor("New session", 10*time.Second)
	p.typeLine("second session, with room")
	waitFile(t, home, 20*time.Second, "the second session's exchange", func(s *session.Session) bool {
		return len(s.Messages) == 2 && s.Messages[0].Content == "second session, with room" && last(s).DoneReason != ""
	})

	free := fillDisk(t, home)
	sent := len(p.output())
	p.typeLine("second session, on a full disk")
	p.waitFor("retries", 20*time.Second) // the reply ended, and its save failed
	refused := func(how string) {
		t.Helper()
		p.waitFor("stays open (no other session was opened)", 10*time.Second)
		if out := p.output()[sent:]; strings.Contains(out, "New session") || strings.Contains(out, "Resumed") {
			t.Fatalf("%s switched away from the session that could not be saved:\n%q", how, tail(out, 2000))
		}
		sent = len(p.output())
	}
	p.typeLine("/new")
	refused("/new")
	p.typeLine("/sessions")
	p.waitFor("Sessions (2)", 10*time.Second)
	p.typeLine("/first")
	refused("/sessions")

	free()
	p.typeLine("/sessions")
	p.waitFor("Sessions (2)", 10*time.Second)
	p.typeLine("/first")
	p.waitFor("Resumed", 10*time.Second)
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
