package compression

import (
	"fmt"
	"math"
	"slices"
	"strconv"
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
		if j := slices.IndexFunc(out, func(x session.LedgerEntry) bool { return repeats(e, ek, x) }); j >= 0 {
			out[j].Refs++
			continue
		}
		bear := map[int]bearing{}
		for j, x := range out {
			if b := ruleUpdate(e, ek, x); b != unrelated {
				bear[j] = b
			}
		}
		// A new value updates the one earlier line it most likely
		// changes: of those with a value of its kind, the one sharing
		// the most with it (a name counts twice, a topic word half) —
		// when it says it changed ("now", "moved", "jetzt", "ahora"), or
		// says everything that line said.
		best, most, near := -1, 0, 0.0
		for j, x := range out {
			if x.Kind == session.LedgerCode || e.Kind == session.LedgerCode || x.Msg == e.Msg {
				continue
			}
			xk := keysOf(x.Text)
			if !ek.revalues(xk) {
				continue
			}
			// Among lines that share as much, the one whose value is
			// nearest (1,650 pesos updates 1,450, not 25,000).
			n, d := ek.overlap(xk, topic), ek.distance(xk)
			if n > most || n == most && n > 0 && d <= near {
				best, most, near = j, n, d
			}
		}
		change := marks(strings.ToLower(e.Text), changed)
		if best >= 0 && (change || most >= 2) {
			switch {
			case most >= 2 && ek.covers(keysOf(out[best].Text)):
				bear[best] = superseded
			case change:
				bear[best] = older
			}
			if out[best].Kind == session.LedgerRule {
				e.Kind = session.LedgerRule // "go up to 300 words" changes "under 100 words"
			}
		}
		next := make([]session.LedgerEntry, 0, len(out)+1)
		for j, x := range out {
			switch bear[j] {
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

// ruleUpdate says how the newer line e bears on the earlier instruction x: an
// instruction taken back is superseded, one given anew about the same thing
// is older.
func ruleUpdate(e session.LedgerEntry, ek keys, x session.LedgerEntry) bearing {
	if e.Kind != session.LedgerRule || x.Kind != session.LedgerRule || x.Msg == e.Msg {
		return unrelated
	}
	xk := keysOf(x.Text)
	switch {
	case marks(strings.ToLower(e.Text), revocation) && ek.shares(xk, true):
		return superseded
	case ek.shares(xk, false):
		return older
	}
	return unrelated
}

// distance is how far apart the nearest two values of one kind of the two
// lines are, as a ratio's logarithm (0: the same size).
func (k keys) distance(o keys) float64 {
	d := math.Inf(1)
	for v, kind := range k.values {
		a, ok := number(v)
		if !ok {
			continue
		}
		for w, okind := range o.values {
			if b, ok := number(w); ok && okind == kind && a > 0 && b > 0 {
				d = min(d, math.Abs(math.Log(a/b)))
			}
		}
	}
	return d
}

// number reads the number of a value ("1,650", "£8.60", "18:45" as 18.45).
func number(v string) (float64, bool) {
	var b strings.Builder
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case (r == '.' || r == ':') && b.Len() > 0 && !strings.Contains(b.String(), "."):
			b.WriteByte('.')
		}
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(b.String(), "."), 64)
	return f, err == nil
}

// overlap scores what two lines share, in halves: a name or a code 4, another
// word 2, a word of the conversation's topic 1.
func (k keys) overlap(o keys, topic map[string]bool) int {
	n := 0
	for w := range k.subjects {
		switch {
		case !o.subjects[w]:
		case topic[w]:
			n++
		case k.specific[w]:
			n += 4
		default:
			n += 2
		}
	}
	return n
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
		r -= 6
	}
	return r
}

// FitLedger drops lines until the memory's lines cost at most budget tokens
// (size counts a text's tokens), the least worth keeping for what they cost
// first (rank by size), the oldest first among equals. When it must drop, it drops down to nine tenths
// of the budget, so that the next compactions append for a while without
// dropping again (every drop changes the block, and Ollama reads the prompt
// again from there). It returns the memory kept and the lines that went.
func FitLedger(ledger []session.LedgerEntry, budget int, size func(string) int, v LedgerView) (kept, dropped []session.LedgerEntry) {
	ledger, dropped = withoutOrphans(ledger)
	cost := func(l []session.LedgerEntry) int { return size(strings.Join(LedgerLines(l, v), "\n")) }
	if budget <= 0 || cost(ledger) <= budget {
		return ledger, dropped
	}
	kept, more := fit(ledger, budget, size, cost)
	return kept, append(dropped, more...)
}

// withoutOrphans drops the lines whose newer value went in an earlier fit: an
// old value alone would read as current.
func withoutOrphans(ledger []session.LedgerEntry) (kept, dropped []session.LedgerEntry) {
	has := map[int]bool{}
	for _, e := range ledger {
		has[e.Msg] = true
	}
	for _, e := range ledger {
		if e.Newer > 0 && !has[e.Newer-1] {
			dropped = append(dropped, e)
		} else {
			kept = append(kept, e)
		}
	}
	if dropped == nil {
		return ledger, nil
	}
	return kept, dropped
}

// fit is FitLedger's search for the fewest lines to drop.
func fit(ledger []session.LedgerEntry, budget int, size func(string) int, cost func([]session.LedgerEntry) int) (kept, dropped []session.LedgerEntry) {
	target := budget * 9 / 10
	// What a line is worth for what it costs: a short line that names a
	// code outranks a long one that names little.
	// A line that updates another holds the newest value: it is worth the
	// more, or the older line would be sent alone.
	newest := map[int]bool{}
	last := 1
	for _, e := range ledger {
		if e.Newer > 0 {
			newest[e.Newer-1] = true
		}
		last = max(last, e.Msg)
	}
	worth := make([]int, len(ledger))
	order := make([]int, len(ledger))
	for i, e := range ledger {
		order[i] = i
		r := rank(e) + 3*e.Msg/last // the newer, the more likely still true
		if newest[e.Msg] {
			r += 6
		}
		worth[i] = r * 1000 / max(size(Line(e)), 1)
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if d := worth[a] - worth[b]; d != 0 {
			return d
		}
		return ledger[a].Msg - ledger[b].Msg
	})
	without := func(n int) (kept, dropped []session.LedgerEntry) {
		drop := map[int]bool{}
		gone := map[int]bool{} // messages whose lines all go
		for _, i := range order[:n] {
			drop[i] = true
		}
		for j, e := range ledger {
			if !drop[j] {
				gone[e.Msg] = false
			} else if _, ok := gone[e.Msg]; !ok {
				gone[e.Msg] = true
			}
		}
		for j, e := range ledger {
			// A line whose newer value goes goes with it: an old value
			// alone would read as current.
			if e.Newer > 0 && gone[e.Newer-1] {
				drop[j] = true
			}
		}
		for j, e := range ledger {
			if drop[j] {
				dropped = append(dropped, e)
			} else {
				kept = append(kept, e)
			}
		}
		return kept, dropped
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
