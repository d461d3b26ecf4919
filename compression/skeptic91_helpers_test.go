package compression_test

import (
	"strings"

	"github.com/ollm/ollm/session"
)

// Helpers of the reviews of stop 91 (skeptic91a … skeptic91e_review_test.go),
// once.

// standingRule reports a line of message msg read as an instruction that
// nothing took back.
func standingRule(s *session.Session, msg int) bool {
	for _, e := range s.Ledger {
		if e.Msg == msg && e.Kind == session.LedgerRule && e.Newer == 0 {
			return true
		}
	}
	return false
}

// kept reports a memory line that holds key.
func kept(s *session.Session, key string) bool {
	for _, e := range s.Ledger {
		if strings.Contains(e.Text, key) {
			return true
		}
	}
	return false
}

// kindOf is the kind of message msg's first line ("" for none).
func kindOf(s *session.Session, msg int) session.LedgerKind {
	for _, e := range s.Ledger {
		if e.Msg == msg {
			return e.Kind
		}
	}
	return ""
}
