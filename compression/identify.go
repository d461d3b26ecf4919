package compression

import (
	"fmt"

	"github.com/ollm/ollm/session"
)

// Span is what one compaction summarizes: the messages From..To-1 of the
// verbatim part, less those that stay verbatim.
type Span struct {
	From, To int
	// Compact are the indices summarized; Kept the user messages preserved
	// verbatim; pinned and empty messages are in neither.
	Compact []int
	Kept    []int
	// Tokens is what the summarized messages cost when sent verbatim.
	Tokens int
}

// NothingError says why there is nothing to compact; it is not a failure.
type NothingError struct{ Reason string }

func (e *NothingError) Error() string { return e.Reason }

// Sizer gives the model's tokens of a message sent verbatim, and of a text.
type Sizer struct {
	Message func(session.Message) int
	Text    func(string) int
}

// RecentStart returns where the recent window begins: the newest messages while
// they fit in recentTokens, and at least RecentMessages of them as long as they
// fit in ceiling (half the verbatim budget: a recent window as large as the
// trigger would make every turn compact again); always at the start of a user
// turn. It returns s.APIStart or less when no turn lies before it.
func RecentStart(s *session.Session, st Settings, recentTokens, ceiling int, size func(session.Message) int) int {
	n, tokens := 0, 0
	i := len(s.Messages)
	for i > s.APIStart {
		t := size(s.Messages[i-1])
		fits := tokens+t <= recentTokens || (n < st.RecentMessages && tokens+t <= ceiling)
		if n > 0 && !fits {
			break
		}
		i, n, tokens = i-1, n+1, tokens+t
	}
	for i > s.APIStart && s.Messages[i].Role != session.RoleUser {
		i--
	}
	return i
}

// RecentWindow is RecentStart with the settings' bounds for a verbatim budget of
// available tokens: RecentTokens (default 35% of it), and a ceiling of half of
// it — and never less than the thread (ThreadStart) while the thread fits in
// the budget: the model must see what it just said, not only the notes.
func RecentWindow(s *session.Session, st Settings, available int, size func(session.Message) int) int {
	return recentWindow(s, st, available, available, size)
}

// recentWindow is RecentWindow with the thread kept while it fits in room: the
// verbatim budget once the memory has yielded to it (Input.Room).
func recentWindow(s *session.Session, st Settings, available, room int, size func(session.Message) int) int {
	recent := st.RecentTokens
	if recent <= 0 {
		recent = available * 35 / 100
	}
	start := RecentStart(s, st, recent, available/2, size)
	if t := ThreadStart(s); t >= s.APIStart && t < start {
		tokens := 0
		for _, m := range s.Messages[t:] {
			tokens += size(m)
		}
		if tokens <= max(available, room) {
			start = t
		}
	}
	return start
}

// ThreadStart is where the thread begins: the newest complete exchange (the
// person's message before the newest one, and the reply to it) with what came
// after it; the newest exchange when the session ends with a reply. -1 when
// there is no earlier message of the person's.
func ThreadStart(s *session.Session) int {
	users := 0
	want := 2
	if n := len(s.Messages); n > 0 && s.Messages[n-1].Role != session.RoleUser {
		want = 1
	}
	for i := len(s.Messages) - 1; i >= 0; i-- {
		if s.Messages[i].Role == session.RoleUser {
			if users++; users == want {
				return i
			}
		}
	}
	return -1
}

// MinSpan is the least a compaction summarizes, in tokens: three times the
// compact target, so that a checkpoint always saves at least two thirds of what
// it replaces — below it, summaries would cost about what they save, and
// compactions would follow each other turn after turn — but never more than a
// quarter of the verbatim budget: when that budget is small (the summaries and
// the ledger take much of the window), a turn must still be compactable, or the
// last-resort trim would drop it instead.
func MinSpan(numCtx, available int) int { return min(3*Target(Compact, numCtx), max(available/4, 1)) }

// Identify picks the messages to summarize: everything verbatim before the
// recent window, less pinned messages and, within the preserve bound, the user
// messages (newest first).
func Identify(s *session.Session, st Settings, numCtx, available int, size func(session.Message) int) (Span, error) {
	return IdentifyUntil(s, st, numCtx, available, size, 0)
}

// IdentifyUntil is Identify with the span ending at until when it is set (a
// task boundary the model marked with the checkpoint tool) instead of at the
// recent window.
func IdentifyUntil(s *session.Session, st Settings, numCtx, available int, size func(session.Message) int, until int) (Span, error) {
	return identify(s, st, numCtx, available, available, size, until)
}

// identify is IdentifyUntil with the thread kept while it fits in room.
func identify(s *session.Session, st Settings, numCtx, available, room int, size func(session.Message) int, until int) (Span, error) {
	st = st.Defaults()
	if len(s.Messages) < st.MinMessages {
		return Span{}, &NothingError{fmt.Sprintf("Nothing to compact yet: %d messages (compaction starts at %d).", len(s.Messages), st.MinMessages)}
	}
	sp := Span{From: s.APIStart, To: recentWindow(s, st, available, room, size)}
	if until > 0 {
		sp.To = min(until, len(s.Messages))
	}
	if sp.To <= sp.From {
		return Span{}, &NothingError{"Nothing to compact: every message the model sees is in the recent window."}
	}
	// The bound covers every kept message, those of earlier checkpoints too:
	// kept messages are sent on every turn until aging folds them into a
	// summary.
	preserve := st.PreserveUser
	if preserve == 0 && (st.LedgerOff || st.PreserveOn) {
		preserve = numCtx * 6 / 100
	}
	for _, c := range s.Checkpoints {
		for _, k := range c.Kept {
			preserve -= size(s.Messages[k])
		}
	}
	kept := map[int]bool{}
	for i := sp.To - 1; i >= sp.From && preserve > 0; i-- {
		m := s.Messages[i]
		if m.Role != session.RoleUser || m.Pinned {
			continue
		}
		if t := size(m); t <= preserve {
			kept[i] = true
			preserve -= t
		}
	}
	for i := sp.From; i < sp.To; i++ {
		m := s.Messages[i]
		switch {
		case kept[i]:
			sp.Kept = append(sp.Kept, i)
		case m.Pinned || !m.Sendable():
		default:
			sp.Compact = append(sp.Compact, i)
			sp.Tokens += size(m)
		}
	}
	if len(sp.Compact) == 0 {
		return Span{}, &NothingError{"Nothing to compact: the older messages are pinned or kept verbatim."}
	}
	if least := MinSpan(numCtx, available); sp.Tokens < least {
		return Span{}, &NothingError{fmt.Sprintf("Not enough to compact yet: ~%d tokens before the recent window; a summary saves little under ~%d.", sp.Tokens, least)}
	}
	return sp, nil
}
