package compression

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/ollm/ollm/session"
)

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
	var stated []statement
	if v.Summaries != "" {
		for _, sent := range sentences(v.Summaries) {
			stated = append(stated, statement{keysOf(sent), saysNo(strings.ToLower(sent))})
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
	case e.Kind == session.LedgerFile: // its text names the kind: "file …", "image …"
	case !e.User:
		b.WriteString("(assistant) ")
	}
	switch {
	case e.Newer > 0 && e.Partly:
		fmt.Fprintf(&b, "(partly updated in #%d) ", e.Newer)
	case e.Newer > 0:
		fmt.Fprintf(&b, "(updated in #%d) ", e.Newer)
	}
	b.WriteString(e.Text)
	return b.String()
}

// statement is what a summary's sentence holds: its keys, and whether it
// says no (saysNo).
type statement struct {
	keys
	no bool
}

// saysNo reports a lower-cased text that says no or calls something off:
// "Tom is not coming", "The Porto trip … is cancelled".
func saysNo(lower string) bool {
	for _, h := range hedges {
		lower = strings.ReplaceAll(lower, h, "")
	}
	return negated(lower) || marks(lower, calledOff)
}

// hedges hold a no that says nothing of the line: "if I'm not mistaken",
// "si no me equivoco", "don't laugh, but".
var hedges = []string{"if i'm not mistaken", "if i am not mistaken", "unless i'm mistaken", "si no me equivoco", "si no recuerdo mal",
	"wenn ich mich nicht irre", "wenn ich nicht irre", "don't laugh", "no te rías", "lach nicht", "no idea why", "no sé por qué",
	"keine ahnung warum", "not sure why", "no doubt", "sin duda", "kein zweifel", "no wonder", "no es de extrañar", "kein wunder"}

// states reports whether one of the summary's sentences holds every name, value
// and word of the line, and says no where the person's line does (an
// instruction is never left to a summary): "Tom is coming to the barbecue"
// does not state "Tom is not coming to the barbecue on Saturday".
func states(stated []statement, e session.LedgerEntry) bool {
	if len(stated) == 0 || e.Kind.Describes() || e.Kind == session.LedgerRule {
		return false // an instruction is sent in the person's words, always
	}
	// Its names and values, and half its other words: "The deposit of £180
	// is paid" does not state "the room hire costs £180"; "svc-1 listens on
	// port 8001, owned by team Amber" states "svc-1 listens on port 8001 and
	// its owner is team Amber".
	k := keysOf(e.Text)
	if len(k.all) == 0 {
		return false
	}
	// The person's no is never left to a summary that does not say it.
	no := e.User && saysNo(strings.ToLower(e.Text))
	for _, s := range stated {
		if no && !s.no {
			continue
		}
		named, words, said := true, 0, 0
		for w := range k.all {
			switch {
			case k.specific[w]:
				named = named && s.all[w]
			default:
				words++
				if s.all[w] {
					said++
				}
			}
		}
		if named && said*2 >= words && (len(k.specific) > 0 || said == words) {
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
	case session.LedgerQuestion:
		// An open question is what the person expects to come back to, and
		// its line is long for the names it holds: worth more than a
		// decision.
		r += 8
	case session.LedgerCode, session.LedgerFile:
		r += 3
	}
	if e.User && likingLine(e.Text) {
		r += 3
	}
	coded := slices.ContainsFunc(strings.Fields(e.Text), rankedCode)
	if coded {
		r += 6 // a booking code, a plate or a file's name cannot be guessed back
	}
	if e.Newer > 0 && !coded {
		r -= 6 // a code on the line still holds when its date changed
	}
	return r
}

// nowIs are the words of a line that says what something is now ("so the
// banquet now starts at half past seven", "ist jetzt am Samstag"), movesTo
// those that say it moved ("… moving to the Legion hall"), beside the
// newNow words ("instead", "stattdessen") — not "We're going for a walk
// after" (a review).
var (
	nowIs = phrases(`now ends|is now |are now |'s now |
	ahora es|ahora en|ahora a las|jetzt um|jetzt im|jetzt in|jetzt am|ist jetzt|sind jetzt|findet jetzt`)
	movesTo = phrases(`moving to|moving it|moving the|moved to|now starts|now begins|now at |now in |now on `)
)

// rankedCode reports a code that ranks its line higher: not a value
// written in capitals ("7PM", "10AM", "5K"); or a file's or a host's name
// ("kassen_2025.xlsx", "chess-results.com"; not "10.30", nor two sentences
// typed without a space, "ok..whatever", "done.Thanks", "ok.so").
func rankedCode(w string) bool {
	t := alnum(w)
	ext := t[strings.LastIndexByte(t, '.')+1:]
	if fileName(t) && !strings.Contains(t, "..") && len(ext) <= 4 && !isCapitalized(ext) && !common[ext] ||
		strings.Contains(t, "_") {
		return strings.IndexFunc(t, unicode.IsLetter) >= 0 && strings.IndexFunc(t[strings.LastIndexAny(t, "._")+1:], unicode.IsLetter) >= 0
	}
	return code(w) && !hasDigitValue(strings.ToLower(t))
}

// FitLedger drops lines until the memory's lines cost at most budget tokens
// (size counts a text's tokens), the least worth keeping for what they cost
// first (rank by size), the oldest first among equals; the lines that are
// neither a message's first, its best nor hold a long number before any line
// that is one, and instructions last. When it must drop, it drops down to nine tenths
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
	// Where a line stands in its message says how likely it holds what the
	// message says (placed). A message mostly says one thing, first or in
	// its most specific line; what it says around that is worth less.
	ranks := make([]int, len(ledger)) // rank reads each line's words: once
	for i, e := range ledger {
		ranks[i] = rank(e)
	}
	best := map[int]int{}    // message → index of its best line
	opening := map[int]int{} // message → index of its first line
	for i, e := range ledger {
		if j, ok := best[e.Msg]; !ok || ranks[i] > ranks[j] {
			best[e.Msg] = i
		}
		if _, ok := opening[e.Msg]; !ok {
			opening[e.Msg] = i
		}
	}
	renewing, moves := make([]bool, len(ledger)), make([]bool, len(ledger))
	moved := map[int]bool{}   // message → one of its lines says it moved, or what it is instead
	decides := map[int]bool{} // message → one of its lines is a decision or an open question
	changed := map[int]bool{} // message → one of its lines opens with a change of plan ("Cambio de hora: …")
	lowers := make([]string, len(ledger))
	for i, e := range ledger {
		if e.User {
			lowers[i] = strings.ToLower(e.Text)
			changed[e.Msg] = changed[e.Msg] || slices.ContainsFunc(planChangeWords, func(w string) bool { return strings.Contains(lowers[i], w) }) && opensWithin(lowers[i], planChanges, 3)
		}
	}
	for i, e := range ledger {
		decides[e.Msg] = decides[e.Msg] || e.Kind == session.LedgerDecision || e.Kind == session.LedgerQuestion
		if e.User && e.Kind != session.LedgerRule {
			lower := lowers[i]
			// A move said in German or Spanish only if something happens
			// ("Si llueve, lo pasamos al domingo") keeps the message's date
			// first; the English moves read as before stop 93 ("If it
			// rains, we're moving it to Sunday" still moves: a miss left,
			// as "if" in English is as often no condition of the move, "…,
			// if that's what you're asking", "When I rang the hall, …";
			// the second review of stop 93).
			moves[i] = marks(lower, newNow) || marks(lower, movesTo) || movedLater(lower) && !onlyIf(lower)
			// What follows from a change of plan the message opened with:
			// "Cambio de hora: mamá dice que a las cuatro el patio es un
			// horno …" — "Entonces la fiesta arranca a las seis de la
			// tarde" (dev140).
			follows := changed[e.Msg] && soLeads[firstWord(lower)] && !opensWithin(lower, planChanges, 3) && holdsWhen(lower) // not "So annoying, honestly", "Entonces nada, paciencia" (the third review of stop 93)
			renewing[i] = moves[i] || marks(lower, nowIs) || strings.Contains(lower, "now") && nowNamed(e.Text) || follows
			moved[e.Msg] = moved[e.Msg] || moves[i]
		}
	}
	worth := make([]int, len(ledger))
	order := make([]int, len(ledger))
	for i, e := range ledger {
		order[i] = i
		r := ranks[i] + 3*e.Msg/last // the newer, the more likely still true
		if newest[e.Msg] {
			r += 6
		}
		// A line that says what something is now ranks as its message's
		// first line; one that says it moved or what it is instead takes
		// the message's point from its other plain lines ("The furnace …
		// is shot, so scratch that" must not outlive "The banquet's moving
		// to the Legion hall") — not from a decision or an open question
		// ("Decision made: no raffle" beside "We'll pass the bucket
		// instead").
		demoted := moved[e.Msg] && e.Kind == session.LedgerFact
		first, top := opening[e.Msg] == i && !demoted, best[e.Msg] == i && !demoted
		if renewing[i] {
			first, top = true, top || moves[i] && !decides[e.Msg]
		}
		worth[i] = r * 1000 * placed(first, top, holdsLongValue(e.Text)) / max(size(Line(e)), 1)
	}
	tier := func(i int) int {
		e := ledger[i]
		switch {
		case e.Kind == session.LedgerRule || e.User && unsafe(strings.ToLower(e.Text)):
			// An instruction, and what would harm someone ("I'm allergic
			// to groundnuts", "Erdnussallergie"): the answers must keep to
			// both.
			return 2
		case e.User && (opening[e.Msg] == i || best[e.Msg] == i || newest[e.Msg] || renewing[i] || e.Kind == session.LedgerDecision || e.Kind == session.LedgerQuestion ||
			e.Kind == session.LedgerCode || e.Kind == session.LedgerFile || strings.ContainsFunc(e.Text, unicode.IsDigit) || soPlaced(e.Text)):
			// A line of the person's that says a message's point goes after
			// every line that is none: its first, its best, one with a
			// figure, a decision, an open question, a code, a file, a
			// line of a message that changes something said before, where
			// something goes now ("So we're moving the prize-giving into
			// the fire station hall": soPlaced). Of the
			// others one in nine holds a fact; the model's lines are none.
			return 1
		}
		return 0
	}
	tiers := make([]int, len(ledger)) // read once, not at every comparison
	for i := range ledger {
		tiers[i] = tier(i)
	}
	// A line a later message updates goes before the line of that message
	// that gives its kind of value anew, else before the message's line
	// most worth keeping (its point): its old value must not outlive the
	// new one ("… lands in Faro at 14:20" kept beside the car hire's code
	// while "it now lands at 16:45" went) — a grumble of that message may
	// still go first.
	// A plan taken back by name alone (bareScrap) is no point: it goes
	// before what replaces it, the point of its message — unless the
	// message holds nothing else.
	better := func(j, k int) bool { return tiers[j] > tiers[k] || tiers[j] == tiers[k] && worth[j] > worth[k] }
	scraps := make([]bool, len(ledger))
	point := map[int]int{} // message → its line most worth keeping
	for j, n := range ledger {
		if scraps[j] = bareScrap(n, lowers[j]); scraps[j] {
			continue
		}
		if k, ok := point[n.Msg]; !ok || better(j, k) {
			point[n.Msg] = j
		}
	}
	for i, e := range ledger {
		if !scraps[i] {
			continue
		}
		if k, ok := point[e.Msg]; ok && !scraps[k] {
			tiers[i], worth[i] = min(tiers[i], tiers[k]), min(worth[i], worth[k]-1)
		} else if !ok || better(i, k) {
			point[e.Msg] = i // a message of scraps alone: its best one
		}
	}
	updater := map[int]int{} // an updated line → the line of its update that gives its kind of value anew, else the update's point
	for i, e := range ledger {
		if e.Newer <= 0 {
			continue
		}
		j, ok := point[e.Newer-1]
		if !ok {
			continue
		}
		// Of its lines that give a value of a kind the old line has, the one
		// sharing the most words with it besides names and values ("The
		// flight now lands at 16:45", not "Mum's train gets into Faro at
		// 18:10 on 3 May"), then the one most worth keeping.
		old, gives, shared := keysOf(e.Text), -1, -1
		for k, n := range ledger {
			if n.Msg != e.Newer-1 {
				continue
			}
			nk := keysOf(n.Text)
			if !nk.revalues(old) {
				continue
			}
			c := 0
			for w := range nk.all {
				if old.all[w] && !old.specific[w] { // words, not the names and values another line may share
					c++
				}
			}
			if c > shared || c == shared && worth[k] > worth[gives] {
				gives, shared = k, c
			}
		}
		if gives >= 0 {
			j = gives
		}
		updater[i] = j
		if tiers[i] != 2 { // an instruction stays till the last, updated or not
			tiers[i], worth[i] = min(tiers[i], tiers[j]), min(worth[i], worth[j]-1)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int {
		// Instructions go last, whatever they cost: the person's rules
		// hold for the whole conversation.
		if d := tiers[a] - tiers[b]; d != 0 {
			return d
		}
		if d := worth[a] - worth[b]; d != 0 {
			return d
		}
		return ledger[a].Msg - ledger[b].Msg
	})
	without := func(drop map[int]bool) (kept, dropped []session.LedgerEntry) {
		gone := map[int]bool{} // messages whose lines all go
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
			if drop[j] || e.Newer > 0 && gone[e.Newer-1] {
				dropped = append(dropped, e)
			} else {
				kept = append(kept, e)
			}
		}
		return kept, dropped
	}
	first := func(n int) map[int]bool {
		drop := map[int]bool{}
		for _, i := range order[:n] {
			drop[i] = true
		}
		return drop
	}
	lo, hi := 1, len(ledger)
	for lo < hi {
		mid := (lo + hi) / 2
		if k, _ := without(first(mid)); cost(k) <= target {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	// The lines that must go are the fewest of the least worth; the room
	// that dropping a long line leaves takes back the most worth of the
	// shorter ones dropped before it ("la casa … la van a vender en
	// primavera" going need not take the asking price with it).
	drop := first(lo)
	// An old value does not come back once the line of its update went.
	updateGone := func(i int) bool {
		j, ok := updater[i]
		return ok && drop[j]
	}
	for k := lo - 1; k >= 0 && k >= lo-maxRefill; k-- {
		if updateGone(order[k]) {
			continue
		}
		delete(drop, order[k])
		if kept, _ := without(drop); cost(kept) > target {
			drop[order[k]] = true
		}
	}
	return without(drop)
}

// bareScrap reports a line of the person's that takes a plan back by name
// and says nothing more ("Scrap the sea green."): the message's point is
// what replaces it ("Yellow shirts with the shield on the front"), which
// must not go first for the short line's worth per byte (dev144, stale at
// 14,336).
func bareScrap(e session.LedgerEntry, lower string) bool {
	return e.User && e.Kind == session.LedgerDecision && (bareScrapText(lower) || scrapsName(e.Text) && onlyWhy(lower))
}

// bareScrapText reports a lower-cased line of one clause that opens by
// scrapping something.
func bareScrapText(lower string) bool {
	return opensWithin(lower, revocation, 2) && len(clauses(lower)) == 1
}

// scrapsOnly reports a line that scraps a plan and says nothing of what
// comes instead: "Olvida el autobús.", "Scrap Sheehan's, they have a
// wedding the same Saturday".
func scrapsOnly(text string) bool {
	lower := strings.ToLower(text)
	return bareScrapText(lower) || scrapsName(text) && onlyWhy(lower)
}

// onlyWhy reports a lower-cased line whose clauses after the first, if
// any, say why, of what it scraps, and nothing of what comes instead:
// "scrap brennan's.", "scrap sheehan's, they have a wedding the same
// saturday" (a part read at stop 97) — not "…, we're going with the hotel",
// "…, Aoife's aunt Nuala is doing the food for free", "…, that's booked and
// paid for" (the second review of stop 97).
func onlyWhy(lower string) bool {
	cs := clauses(lower)
	return !slices.ContainsFunc(cs[min(1, len(cs)):], func(c string) bool {
		return !whyOpens[firstWord(strings.TrimSpace(c))] || marks(c, planned) || marks(c, newNow) || marks(c, settledWords)
	})
}

// whyOpens open a clause that says why of what the clause before names.
var whyOpens = wordSet(`they they've they'd it because as since cause weil denn porque que ya`)

// placed is how many times a line's worth counts for where it stands in its
// message: its first line and its best (by rank), or a line with a number of
// three digits or more that is a value (holdsLongValue). Measured over the
// 4,625 lines read from the eighteen development parts: of the first lines
// that are also the best (or a message's only line) 90% hold a fact the
// writer marked, of the other first lines 61%, of the other best lines 47%,
// of the rest 15%; of the lines with a long number 92% ("The padlock on the
// water tank is 0912", after the gate code, is no aside). A first line that
// is not the best counts as the best does, no more: people open with a
// grumble too ("Uf, no estaba tan cansada desde 2019, …" before "La casera
// ha aceptado pagar la mitad de la caldera"; the review of stop 37).
func placed(first, best, longNumber bool) int {
	switch {
	case longNumber:
		return 6
	case first && best:
		return 4
	case first || best:
		return 2
	}
	return 1
}

// holdsLongValue reports a number of three digits or more that is a value of
// the line, not a year something has been so since ("I haven't been this
// tired since 2019", "seit 2019", "desde 2019") nor a count of times ("I've
// asked him about 100 times", "100 veces", "100 Mal"): an aside's number
// must not outrank what its message says.
func holdsLongValue(text string) bool {
	ws := strings.Fields(strings.ToLower(text))
	for i, w := range ws {
		if !longNumber(w) {
			continue
		}
		if i > 0 && sinceWords[strings.Trim(ws[i-1], ".,;:!?")] || i+1 < len(ws) && timesWords[strings.Trim(ws[i+1], ".,;:!?")] {
			continue
		}
		return true
	}
	return false
}

var (
	sinceWords = wordSet(`since seit desde`)
	timesWords = wordSet(`times mal veces`)
)

// maxRefill is how many of the dropped lines a fit tries to take back into
// the room left (each try sizes the memory once).
const maxRefill = 8

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
	number := s.NextCheckpointNumber()
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

// likingLine reports a line that says what someone likes, wants or will not
// have — "rather" only as a choice ("would rather", "rather than"), not as
// "quite" ("The hall is rather small"; the fourth review of stop 87).
func likingLine(text string) bool {
	lower := strings.ToLower(text)
	return marks(lower, likedNotRather) && !marks(lower, wantsToThank) && !marks(lower, bearingIt) || marks(lower, ratherLiked) || neverEver(lower) || eatsNone(lower) || noneFor(lower) || namedWants(text) || mostWant(lower) || orNothing(lower)
}

var (
	likedNotRather = slices.DeleteFunc(slices.Clone(preferred), func(p string) bool { return p == "rather" })
	ratherLiked    = phrases(`would rather|'d rather|rather than|rather not`)
)
