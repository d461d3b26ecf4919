package compression

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ollm/ollm/session"
)

// Merge takes the lines of a newer span into the running memory, oldest first,
// and returns the new memory (ledger itself is not changed). A line that says
// nothing the memory does not already say is dropped and the line that says it
// counts a reference. A line that gives a new value for something an earlier
// line said (the same subject, a value of the same kind, or a change word)
// updates it: the earlier line goes when everything else it said is said again,
// else both stay and the earlier is marked as older. An instruction taken back
// goes. texts are the newer span's messages: every line whose names or values
// they mention counts a reference.
func Merge(ledger, fresh []session.LedgerEntry, texts []string) []session.LedgerEntry {
	out := session.CloneLedger(ledger)
	for i := range out {
		if mentioned(out[i], texts) {
			out[i].Refs++
		}
	}
	topic := topics(append(session.CloneLedger(out), fresh...))
	for _, e := range fresh {
		ek := keysOf(e.Text)
		ek.drop(topic)
		if j := slices.IndexFunc(out, func(x session.LedgerEntry) bool { return repeats(e, ek, x) }); j >= 0 {
			out[j].Refs++
			continue
		}
		next := make([]session.LedgerEntry, 0, len(out)+1)
		for _, x := range out {
			switch update(e, ek, x, topic) {
			case superseded:
				continue
			case older:
				x.Newer = e.Msg + 1
			}
			next = append(next, x)
		}
		out = append(next, e)
	}
	return out
}

// How a newer line bears on an earlier one.
type bearing int

const (
	unrelated  bearing = iota
	older              // it updates the earlier line, which says more: both stay
	superseded         // it says all the earlier line said, with new values
)

// update says how the newer line e (with its keys ek) bears on the earlier x:
// an instruction taken back is superseded, one given anew about the same thing
// is older; a line with another value of a kind for the same subject is
// superseded when nothing else it says is lost, else older. Other changes
// ("we moved the party to the pavilion") leave both lines as they are: the
// message numbers say which is newer.
func update(e session.LedgerEntry, ek keys, x session.LedgerEntry, topic map[string]bool) bearing {
	if x.Kind == session.LedgerCode || e.Kind == session.LedgerCode || x.Msg == e.Msg {
		return unrelated
	}
	xk := keysOf(x.Text)
	xk.drop(topic)
	if e.Kind == session.LedgerRule && x.Kind == session.LedgerRule {
		switch {
		case marks(strings.ToLower(e.Text), revocation) && ek.shares(xk, true):
			return superseded
		case ek.shares(xk, false):
			return older
		}
	}
	if !ek.shares(xk, false) {
		return unrelated
	}
	switch {
	case ek.revalues(xk) && ek.covers(xk):
		return superseded
	case ek.revalues(xk):
		return older
	}
	return unrelated
}

// repeats reports whether e says nothing that x does not: the same text, or
// names and values all found in x.
func repeats(e session.LedgerEntry, ek keys, x session.LedgerEntry) bool {
	if sameText(e.Text, x.Text) {
		return true
	}
	if e.Kind == session.LedgerCode || x.Kind == session.LedgerCode || len(ek.all) == 0 {
		return false
	}
	xk := keysOf(x.Text)
	for k := range ek.all {
		if !xk.all[k] {
			return false
		}
	}
	return true
}

// mentioned reports whether a text names one of the line's names or values.
func mentioned(e session.LedgerEntry, texts []string) bool {
	k := keysOf(e.Text)
	for w := range k.all {
		if !k.specific[w] {
			continue
		}
		for _, t := range texts {
			if containsWordFold(t, w) {
				return true
			}
		}
	}
	return false
}

func sameText(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// keys are what a line is about and what it says of it, lower-cased: its
// subjects (names, identifiers, rare words) and its values (numbers, times,
// dates, amounts), each value with its kind.
type keys struct {
	all      map[string]bool
	subjects map[string]bool
	values   map[string]string // value → its kind ("time", "date", "amount", "num:port")
	// specific are the names, identifiers and values (not the rare words);
	// primary is set when the line has a name or identifier.
	specific map[string]bool
	primary  bool
}

func keysOf(text string) keys {
	k := keys{all: map[string]bool{}, subjects: map[string]bool{}, values: map[string]string{}, specific: map[string]bool{}}
	for _, sent := range sentences(text) {
		ws := wordsOf(sent)
		for i, w := range ws {
			l := strings.ToLower(w.text)
			switch {
			case hasDigitValue(w.text) || valueWords[l]:
				k.values[l] = valueKind(ws, i)
				k.specific[l] = true
			case common[l] || len([]rune(l)) < 3 && !hasDigit(l):
				continue
			case hasDigit(w.text) || identShape(w.text) || w.quoted || isCapitalized(w.text) && i > 0:
				k.subjects[l] = true
				k.specific[l] = true
				k.primary = true
			case isAlpha(w.text) && len([]rune(l)) >= 4:
				k.subjects[l] = true
			default:
				continue
			}
			k.all[l] = true
		}
	}
	return k
}

// valueKind says what the value at i is: a time, a date, an amount, or a
// number of the thing named beside it.
func valueKind(ws []word, i int) string {
	w := strings.ToLower(ws[i].text)
	next, prev := "", ""
	if i+1 < len(ws) {
		next = strings.ToLower(ws[i+1].text)
	}
	if i > 0 {
		prev = strings.ToLower(ws[i-1].text)
	}
	switch {
	case months[w] || weekdays[w] || months[next] || strings.Count(w, "/") == 1 && hasDigit(w) || strings.Count(w, "-") == 2:
		return "date"
	case strings.Contains(w, ":") || strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm") || strings.HasSuffix(w, "h") ||
		timeWords[next] || timeWords[w]:
		return "time"
	case strings.ContainsAny(w, "€$£¥") || currency[next] || currency[prev] || strings.HasSuffix(w, "k") && hasDigit(w):
		return "amount"
	case next != "" && !common[next] && isAlpha(next) && !hasDigit(next):
		return "num:" + next
	case prev != "" && !common[prev] && isAlpha(prev):
		return "num:" + prev
	}
	return "num"
}

var (
	months = wordSet(`january february march april may june july august september october november december
	jan feb mar apr jun jul aug sep sept oct nov dec januar februar märz mai juni juli oktober dezember
	enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre`)
	weekdays = wordSet(`monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch
	donnerstag freitag samstag sonntag lunes martes miércoles jueves viernes sábado domingo`)
	timeWords = wordSet(`am pm a.m p.m o'clock uhr h hrs horas hs noon midnight mittag mitternacht mediodía medianoche`)
	currency  = wordSet(`eur euro euros usd dollar dollars gbp pound pounds pesos peso chf franken yen bucks cents cent`)
)

// topics are the words of many lines (three or more): what the conversation is
// about ("Guelaguetza", "Dad"), which says nothing of which line another
// updates.
func topics(lines []session.LedgerEntry) map[string]bool {
	count := map[string]int{}
	for _, e := range lines {
		for w := range keysOf(e.Text).subjects {
			count[w]++
		}
	}
	out := map[string]bool{}
	for w, n := range count {
		if n >= 3 {
			out[w] = true
		}
	}
	return out
}

// drop forgets the topic words as subjects: they say what the conversation
// is about, not what a line is about.
func (k *keys) drop(topic map[string]bool) {
	for w := range topic {
		delete(k.subjects, w)
	}
}

// shares reports whether two lines are about the same thing: they name the
// same name or identifier, or share two rare words (any word, for two
// instructions: loose is set).
func (k keys) shares(o keys, loose bool) bool {
	words := 0
	for w := range k.subjects {
		if !o.subjects[w] {
			continue
		}
		if loose || k.specific[w] && o.specific[w] {
			return true
		}
		words++
	}
	return words >= 2
}

// revalues reports whether k gives another value of a kind o has.
func (k keys) revalues(o keys) bool {
	for v, kind := range k.values {
		if o.values[v] == kind {
			continue // the same value: no news
		}
		for ov, okind := range o.values {
			if okind == kind && ov != v {
				return true
			}
		}
	}
	return false
}

// covers reports whether k says everything o says: o's names and words are
// all in k, and each of o's values is in k or of a kind k gives anew.
func (k keys) covers(o keys) bool {
	for w := range o.subjects {
		if !k.all[w] {
			return false
		}
	}
	given := map[string]bool{}
	for _, kind := range k.values {
		given[kind] = true
	}
	for v, kind := range o.values {
		if !k.all[v] && k.values[v] == "" && !given[kind] {
			return false
		}
	}
	return true
}

// LedgerView says how the memory is sent: under the summaries it sits with,
// which state some of its lines already.
type LedgerView struct {
	Summaries string
}

// LedgerLines renders the memory as the lines sent to the model, oldest
// first, each with its message's number — without the lines whose facts a
// summary states (judged per line: one sentence of a summary holds all its
// names and values).
func LedgerLines(ledger []session.LedgerEntry, v LedgerView) []string {
	var stated []keys
	if v.Summaries != "" {
		for _, sent := range sentences(v.Summaries) {
			stated = append(stated, keysOf(sent))
		}
	}
	var lines []string
	for _, e := range ledger {
		if states(stated, e) {
			continue
		}
		lines = append(lines, Line(e))
	}
	return lines
}

// Line is how one memory line reads in the model's context.
func Line(e session.LedgerEntry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "- #%d ", e.Msg+1)
	switch {
	case e.Kind == session.LedgerCode:
		b.WriteString("code: ")
	case !e.User:
		b.WriteString("(assistant) ")
	}
	if e.Newer > 0 {
		fmt.Fprintf(&b, "(updated in #%d) ", e.Newer)
	}
	b.WriteString(e.Text)
	return b.String()
}

// states reports whether one of the summary's sentences holds every name and
// value of the line (its rare words, when it has neither).
func states(stated []keys, e session.LedgerEntry) bool {
	if len(stated) == 0 || e.Kind == session.LedgerCode {
		return false
	}
	k := keysOf(e.Text)
	want := k.specific
	if len(want) == 0 {
		want = k.all
	}
	if len(want) == 0 {
		return false
	}
	for _, s := range stated {
		all := true
		for w := range want {
			if !s.all[w] {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// rank is how much a line is worth keeping: how specific it is, instructions
// and decisions above facts, lines mentioned again above the rest, lines
// another updates below.
func rank(e session.LedgerEntry) int {
	r := e.Weight + 2*min(e.Refs, 3)
	switch e.Kind {
	case session.LedgerRule:
		r += 40
	case session.LedgerDecision:
		r += 4
	case session.LedgerCode:
		r += 3
	case session.LedgerQuestion:
		r++
	}
	if e.Newer > 0 {
		r -= 3
	}
	return r
}

// FitLedger drops lines until the memory's lines cost at most budget tokens
// (size counts a text's tokens), the least worth keeping first (rank), the
// oldest first among equals. When it must drop, it drops down to nine tenths
// of the budget, so that the next compactions append for a while without
// dropping again (every drop changes the block, and Ollama reads the prompt
// again from there). It returns the memory kept and the lines that went.
func FitLedger(ledger []session.LedgerEntry, budget int, size func(string) int, v LedgerView) (kept, dropped []session.LedgerEntry) {
	cost := func(l []session.LedgerEntry) int { return size(strings.Join(LedgerLines(l, v), "\n")) }
	if budget <= 0 || cost(ledger) <= budget {
		return ledger, nil
	}
	target := budget * 9 / 10
	order := make([]int, len(ledger))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if d := rank(ledger[a]) - rank(ledger[b]); d != 0 {
			return d
		}
		return ledger[a].Msg - ledger[b].Msg
	})
	without := func(n int) (kept, gone []session.LedgerEntry) {
		drop := map[int]bool{}
		for _, i := range order[:n] {
			drop[i] = true
		}
		for j, e := range ledger {
			if drop[j] {
				gone = append(gone, e)
			} else {
				kept = append(kept, e)
			}
		}
		return kept, gone
	}
	lo, hi := 1, len(ledger)
	for lo < hi {
		mid := (lo + hi) / 2
		if k, _ := without(mid); cost(k) <= target {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return without(lo)
}

// charge counts the lines the budget let go against the checkpoints whose
// messages they came from (Checkpoint.Missing): the reliability score and the
// browser see them.
func charge(s *session.Session, dropped []session.LedgerEntry) {
	for _, e := range dropped {
		for i := range s.Checkpoints {
			if s.Checkpoints[i].Covers(e.Msg) {
				s.Checkpoints[i].Missing++
				break
			}
		}
	}
}

// KeepFacts makes a facts-only checkpoint of the verbatim messages before to,
// with no model call: what ollm does, with the memory on, where it would
// otherwise drop the oldest turns because the next request does not fit. The
// memory is kept within what the summaries leave of memoryBudget; the lines
// that went are returned (and counted against their checkpoints). s is not
// changed; the new state is returned.
func KeepFacts(s *session.Session, to int, why string, size Sizer, memoryBudget int, now time.Time) (*session.Session, []session.LedgerEntry) {
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
	var dropped []session.LedgerEntry
	ns.Ledger, dropped = FitLedger(ns.Ledger, max(memoryBudget-used, memoryBudget/4), size.Text, ViewOf(ns))
	charge(ns, dropped)
	last := &ns.Checkpoints[len(ns.Checkpoints)-1]
	last.TokensAfter = size.Text(strings.Join(LedgerLines(own(ns.Ledger, *last), ViewOf(ns)), "\n"))
	ns.Touch()
	return ns, dropped
}

// own are the memory's lines that come from a checkpoint's messages.
func own(ledger []session.LedgerEntry, c session.Checkpoint) []session.LedgerEntry {
	var out []session.LedgerEntry
	for _, e := range ledger {
		if c.Covers(e.Msg) {
			out = append(out, e)
		}
	}
	return out
}

// containsWordFold reports whether s holds w as a word, ignoring case.
func containsWordFold(s, w string) bool {
	s = strings.ToLower(s)
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		if (start == 0 || !isLetterByte(s[start-1]) && !isDigitByte(s[start-1])) && (end == len(s) || !isLetterByte(s[end]) && !isDigitByte(s[end])) {
			return true
		}
		i = end
	}
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }
