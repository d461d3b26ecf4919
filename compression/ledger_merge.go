package compression

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ollm/ollm/session"
)

// Merge takes the entries of a newer span into the running ledger, oldest
// first, and returns the new ledger (ledger itself is not changed). A part that
// repeats a known value is dropped and the entry that holds it counts a
// reference; a part with a known subject and attribute but a new value
// supersedes the older part ("svc-5 moved to port 30005"); an entry left with
// no part goes. texts are the newer span's messages: every value of the ledger
// they mention counts a reference.
func Merge(ledger, fresh []session.LedgerEntry, texts []string) []session.LedgerEntry {
	out := session.CloneLedger(ledger)
	for i := range out {
		if mentioned(out[i], texts) {
			out[i].Refs++
		}
	}
	for _, e := range fresh {
		e.Parts = append([]session.LedgerPart(nil), e.Parts...)
		switch e.Kind {
		case session.LedgerFact:
			e.Parts = slices.DeleteFunc(e.Parts, func(p session.LedgerPart) bool {
				return absorb(out, p)
			})
			if len(e.Parts) == 0 {
				continue
			}
		case session.LedgerRule, session.LedgerDecision, session.LedgerCode:
			if j := slices.IndexFunc(out, func(x session.LedgerEntry) bool { return x.Kind == e.Kind && sameText(x.Text, e.Text) }); j >= 0 {
				out[j].Refs++
				continue
			}
		}
		out = append(out, e)
	}
	return slices.DeleteFunc(out, func(e session.LedgerEntry) bool { return e.Kind == session.LedgerFact && len(e.Parts) == 0 })
}

// absorb reports whether part p is already known to the ledger (then the entry
// holding it counts a reference); a part of the same key with another value is
// superseded: removed from the ledger.
func absorb(ledger []session.LedgerEntry, p session.LedgerPart) bool {
	for i := range ledger {
		e := &ledger[i]
		for j := 0; j < len(e.Parts); j++ {
			q := e.Parts[j]
			switch {
			case q.Value == p.Value:
				e.Refs++
				return true
			case q.Key == p.Key:
				e.Parts = slices.Delete(e.Parts, j, j+1)
				j--
			}
		}
	}
	return false
}

func mentioned(e session.LedgerEntry, texts []string) bool {
	for _, p := range e.Parts {
		for _, t := range texts {
			if strings.Contains(t, p.Value) {
				return true
			}
		}
	}
	return false
}

func sameText(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// LedgerView says how the ledger is sent: the summaries it sits under (a part
// whose value a summary already holds is not sent again), and which messages a
// model's summary covers (what the person asked there is in the summary's
// story; in facts-only checkpoints it is sent).
type LedgerView struct {
	Summaries  string
	Summarized func(msg int) bool
}

// LedgerLines renders the ledger as the lines sent to the model: facts grouped
// by subject in order of first appearance ("svc-12: on port 20012; data in
// /var/lib/svc12/data.db"), then rules, decisions, code and requests, each with
// the message it comes from.
func LedgerLines(ledger []session.LedgerEntry, v LedgerView) []string {
	var lines []string
	groups := map[string]int{} // subject → index in lines
	for _, e := range ledger {
		switch e.Kind {
		case session.LedgerFact:
			var parts []string
			for _, p := range e.Parts {
				if v.Summaries != "" && strings.Contains(v.Summaries, p.Value) {
					continue
				}
				parts = append(parts, p.Text)
			}
			if len(parts) == 0 {
				continue
			}
			text := strings.Join(parts, "; ")
			if e.Subject == "" {
				lines = append(lines, "- "+text)
				continue
			}
			key := strings.ToLower(e.Subject)
			if at, ok := groups[key]; ok {
				lines[at] += "; " + text
				continue
			}
			groups[key] = len(lines)
			lines = append(lines, "- "+e.Subject+": "+text)
		case session.LedgerAsk:
			if v.Summarized != nil && v.Summarized(e.Msg) {
				continue
			}
			lines = append(lines, fmt.Sprintf("- #%d you asked: %s", e.Msg+1, e.Text))
		default:
			lines = append(lines, fmt.Sprintf("- #%d %s: %s", e.Msg+1, kindLabel(e), e.Text))
		}
	}
	return lines
}

func kindLabel(e session.LedgerEntry) string {
	switch e.Kind {
	case session.LedgerRule:
		return "instruction"
	case session.LedgerDecision:
		return "decided"
	case session.LedgerCode:
		return "code"
	}
	return string(e.Kind)
}

// dropOrder ranks what the budget lets go first: requests, then facts and code
// the model wrote, the person's facts and code, decisions, instructions; within
// a rank the least referenced, then the oldest.
func dropOrder(e session.LedgerEntry) int {
	switch {
	case e.Kind == session.LedgerAsk:
		return 0
	case (e.Kind == session.LedgerFact || e.Kind == session.LedgerCode) && !e.User:
		return 1
	case e.Kind == session.LedgerFact || e.Kind == session.LedgerCode:
		return 2
	case e.Kind == session.LedgerDecision:
		return 3
	}
	return 4
}

// FitLedger drops entries until the ledger's lines cost at most budget tokens
// (size counts a text's tokens), the least worth keeping first (dropOrder).
// It returns the ledger kept and how many entries went.
func FitLedger(ledger []session.LedgerEntry, budget int, size func(string) int, v LedgerView) ([]session.LedgerEntry, int) {
	cost := func(l []session.LedgerEntry) int { return size(strings.Join(LedgerLines(l, v), "\n")) }
	if budget <= 0 || cost(ledger) <= budget {
		return ledger, 0
	}
	order := make([]int, len(ledger))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ea, eb := ledger[a], ledger[b]
		if d := dropOrder(ea) - dropOrder(eb); d != 0 {
			return d
		}
		if d := ea.Refs - eb.Refs; d != 0 {
			return d
		}
		return ea.Msg - eb.Msg
	})
	// The cost falls as more go (lines are grouped, so an entry's own cost is
	// not what dropping it saves): find the fewest to drop by halving.
	without := func(n int) []session.LedgerEntry {
		gone := map[int]bool{}
		for _, i := range order[:n] {
			gone[i] = true
		}
		kept := make([]session.LedgerEntry, 0, len(ledger)-n)
		for j, e := range ledger {
			if !gone[j] {
				kept = append(kept, e)
			}
		}
		return kept
	}
	lo, hi := 1, len(ledger) // cost(without(hi)) = 0 ≤ budget
	for lo < hi {
		mid := (lo + hi) / 2
		if cost(without(mid)) <= budget {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return without(lo), lo
}

// KeepFacts makes a facts-only checkpoint of the verbatim messages before to,
// with no model call: what ollm does, with the ledger on, where it would
// otherwise drop the oldest turns because the next request does not fit. The
// ledger is kept within what the summaries leave of memoryBudget. s is not
// changed; the new state is returned.
func KeepFacts(s *session.Session, to int, why string, size Sizer, memoryBudget int, now time.Time) *session.Session {
	ns := s.Clone()
	var idx []int
	tokens := 0
	for i := s.APIStart; i < to; i++ {
		if m := s.Messages[i]; m.Sendable() && !m.Pinned {
			idx = append(idx, i)
			tokens += size.Message(m)
		}
	}
	number := 1
	if n := len(s.Checkpoints); n > 0 {
		number = s.Checkpoints[n-1].Number + 1
	}
	cp := session.Checkpoint{ID: session.NewID(now), Number: number, From: s.APIStart, To: to, Level: Compact,
		TokensBefore: tokens, Kind: session.CheckpointFacts, Rejected: why, Created: now}
	ns.Checkpoints = append(ns.Checkpoints, cp)
	ns.APIStart = to
	ns.PruneTo = max(ns.PruneTo, to)
	texts := make([]string, len(idx))
	for k, i := range idx {
		texts[k] = s.Messages[i].Content
	}
	ns.Ledger = Merge(ns.Ledger, Extract(s, idx), texts)
	used := 0
	for _, c := range ns.Checkpoints {
		used += size.Text(c.Summary)
	}
	ns.Ledger, _ = FitLedger(ns.Ledger, max(memoryBudget-used, memoryBudget/4), size.Text, ViewOf(ns))
	last := &ns.Checkpoints[len(ns.Checkpoints)-1]
	var own []session.LedgerEntry
	for _, e := range ns.Ledger {
		if last.Covers(e.Msg) {
			own = append(own, e)
		}
	}
	last.TokensAfter = size.Text(strings.Join(LedgerLines(own, ViewOf(ns)), "\n"))
	ns.Touch()
	return ns
}
