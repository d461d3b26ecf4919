package compression

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

// The memory (docs/compression.md, "The memory"): what code keeps of compacted
// messages, with no model call, so that what the model still knows does not
// depend on how well it summarizes. Extract reads messages into lines — each a
// span of one message, a sentence or a clause, in its own words — and scores
// how specific each is; Merge takes them into the running memory (repeats
// counted, updates marked or superseded); FitLedger keeps it within its budget;
// LedgerLines renders it.

// Bounds of a line.
const (
	maxLineRunes = 200
	// maxIntroRunes bounds a sentence joined to the one after it that points
	// back at it: a short one that says who or what ("Rory got the job.").
	maxIntroRunes = 60
	// keepScore is the least specificity a line needs: one name, one number
	// or code, or three words rare in the conversation.
	keepScore = 3
)

// Specificity of one word.
const (
	scoreRare   = 1 // a word rare in the conversation and in ordinary language
	scoreName   = 3 // a capitalized word inside a sentence
	scoreStrong = 4 // digits, a code or identifier, a path, a quoted name, a value word
)

// Extract reads the messages at the indices into memory lines, in order. The
// whole session is read first: what is rare, what repeats at the start of
// messages (a numbering, a timestamp), whether the language capitalizes nouns.
func Extract(s *session.Session, indices []int) []session.LedgerEntry {
	r := newReader(s)
	var out []session.LedgerEntry
	for _, i := range indices {
		out = append(out, r.read(i)...)
	}
	return out
}

// reader holds what a session tells about its own words.
type reader struct {
	s *session.Session
	// df counts, for each lower-cased word, the person's messages it occurs
	// in; modelDF the model's.
	df, modelDF map[string]int
	// person are the words the person wrote: a reply that shares none of
	// them, and few ordinary words, is not language.
	person map[string]bool
	// prefixes are message starts that repeat (a numbering, a timestamp),
	// as skeletons (skeleton).
	prefixes map[string]bool
	// nounCaps is set when the person's language capitalizes nouns
	// (German): a capital is then a weaker sign of a name.
	nounCaps bool
	// inner are the words the person capitalized inside a sentence: such a
	// word opening a sentence is still a name ("Harriet's moved offices").
	inner map[string]bool
}

func newReader(s *session.Session) *reader {
	r := &reader{s: s, df: map[string]int{}, modelDF: map[string]int{}, person: map[string]bool{}, prefixes: map[string]bool{}, inner: map[string]bool{}}
	starts := map[string]int{}
	users := 0
	for _, m := range s.Messages {
		if m.Role == session.RoleUser {
			users++
			for _, sk := range skeletons(m.Content) {
				starts[sk]++
			}
		}
	}
	for sk, n := range starts {
		if n >= 2 && n*4 >= users {
			r.prefixes[sk] = true
		}
	}
	caps, inner := 0, 0
	for _, m := range s.Messages {
		df := r.modelDF
		text := m.Content
		switch m.Role {
		case session.RoleUser:
			df, text = r.df, r.stripPrefix(text)
		case session.RoleAssistant:
		default:
			continue
		}
		seen := map[string]bool{}
		for _, sent := range sentences(text) {
			for k, w := range wordsOf(sent) {
				l := strings.ToLower(w.text)
				if !seen[l] {
					seen[l] = true
					df[l]++
				}
				if m.Role != session.RoleUser {
					continue
				}
				r.person[l] = true
				if k > 0 && isAlpha(strings.TrimSuffix(w.text, "'s")) && !common[l] {
					inner++
					if isCapitalized(w.text) {
						caps++
						r.inner[normal(w.text)] = true
					}
				}
			}
		}
	}
	r.nounCaps = inner >= 20 && caps*10 >= inner*3
	return r
}

// read makes the lines of message i.
func (r *reader) read(i int) []session.LedgerEntry {
	m := r.s.Messages[i]
	content, ok := Pruned(m)
	if !ok || strings.TrimSpace(content) == "" {
		return nil
	}
	user := m.Role == session.RoleUser
	if !user && !r.language(content) {
		return nil // the test model's letter soup, or other noise
	}
	if user {
		content = r.stripPrefix(content)
	}
	var out []session.LedgerEntry
	prose, blocks := splitCode(content)
	for _, b := range blocks {
		if e, ok := codeEntry(b); ok {
			e.Msg, e.User = i, user
			out = append(out, e)
		}
	}
	// A message makes its point in its anchored lines — a number, a code, a
	// name, an instruction, a decision, a liking, a request; the lines
	// around them without one are filler, but for a message that has no
	// anchored line at all: its most specific line.
	var all []group
	prev, prevFrom := "", 0 // the sentence before, and where its lines start in all
	for _, sent := range sentences(prose) {
		gs := r.groups(sent, user)
		if len(gs) > 0 && prev != "" && anaphoric(sent) && strings.HasPrefix(sent, gs[0].text) && gs[0].anchor &&
			utf8.RuneCountInString(prev) <= maxIntroRunes &&
			slices.ContainsFunc(all[prevFrom:], func(g group) bool { return g.anchor }) &&
			utf8.RuneCountInString(prev)+1+utf8.RuneCountInString(gs[0].text) <= maxLineRunes {
			// "Rory got the job. He starts Saturdays on £8.60 an hour.":
			// a sentence that goes on about the one before is one line
			// with it, or it would lose what it is about.
			joined := gs[0]
			joined.text = prev + " " + joined.text
			for _, g := range all[prevFrom:] {
				joined.score += g.score
				joined.named += g.named
				joined.valued = joined.valued || g.valued
				joined.anchor = joined.anchor || g.anchor
				if joined.kind == session.LedgerFact {
					joined.kind = g.kind
				}
			}
			all = append(all[:prevFrom], joined)
			gs = gs[1:]
		}
		prev, prevFrom = sent, len(all)
		all = append(all, gs...)
	}
	var anchored, weak []group
	for _, g := range all {
		switch {
		case g.anchor && (g.score >= keepScore || g.kind != session.LedgerFact && g.score >= 2):
			anchored = append(anchored, g)
		case !g.anchor && g.score >= keepScore:
			weak = append(weak, g)
		}
	}

	// A line anchored by its kind alone (a liking, a request: no name, no
	// value) is the message's point only when no line of it names anything.
	if slices.ContainsFunc(anchored, func(g group) bool { return g.named > 0 }) {
		anchored = slices.DeleteFunc(anchored, func(g group) bool { return g.named == 0 && g.kind != session.LedgerRule })
	}
	if len(anchored) == 0 && len(weak) > 0 {
		best := weak[0]
		for _, g := range weak[1:] {
			if g.score > best.score {
				best = g
			}
		}
		anchored = []group{best}
	}
	for _, g := range anchored {
		if len(strings.Fields(g.text)) <= 2 && !g.valued {
			continue // "Sorted Nan!!", "Kleiner Scherz.": says nothing on its own
		}
		w := g.score + g.named // names and values count twice in the rank
		if marks(strings.ToLower(g.text), changed) {
			w += 4 // a new value of something: the current one, worth more than the old
		}
		if !user {
			w = (w + 1) / 2 // the model's words count below the person's
		}
		out = append(out, session.LedgerEntry{Kind: g.kind, Msg: i, User: user, Text: g.text, Weight: w})
	}
	return out
}

// anaphoric reports a sentence that opens with a word pointing back at the
// sentence before: a pronoun ("It's on Harrow Street"), or, in a language that
// drops them, a verb ("Es para la Guelaguetza").
func anaphoric(sent string) bool {
	first, _, _ := strings.Cut(sent, " ")
	return pointing[normal(strings.TrimRightFunc(first, closePunct))]
}

// language reports whether a reply reads as language: a good share of its
// words are ordinary words of a known language or words the person used.
func (r *reader) language(text string) bool {
	// Counted in letters: noise has long unknown words and turns up short
	// known ones by chance ("e", "dat", "to"); language has both kinds.
	total, known := 0, 0
	for _, sent := range sentences(text) {
		for _, w := range wordsOf(sent) {
			if !isAlpha(w.text) {
				continue
			}
			n := utf8.RuneCountInString(w.text)
			total += n
			l := strings.ToLower(w.text)
			if common[l] || valueWords[l] || r.person[l] && n >= 3 {
				known += n
			}
		}
	}
	return total > 0 && known*100 >= total*35
}

// skeletons are the shapes of a message's first one to four words, for
// finding starts that repeat: digits become #, and a word with digits or
// brackets keeps only its shape (letters become a), so that "note 7:" and
// "note 12:", "[Tue 09:14]" and "[Wed 18:02]" have one skeleton.
func skeletons(text string) []string {
	first, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
	ws := strings.Fields(first)
	var out []string
	for n := 1; n <= min(4, len(ws)-1); n++ {
		if label(ws[n-1]) {
			out = append(out, skeleton(ws[:n]))
		}
	}
	return out
}

// label reports a word that can end a message's label: it ends with a colon,
// a bracket, a dash or a dot, or is one ("note 7:", "[Tue 09:14]", "#7 –").
func label(w string) bool {
	last, _ := utf8.DecodeLastRuneInString(w)
	return strings.ContainsRune(":)]–—-.|>", last)
}

func skeleton(ws []string) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		shaped := strings.ContainsAny(w, "0123456789[]()#")
		var b strings.Builder
		prev := rune(0)
		for _, c := range strings.ToLower(w) {
			switch {
			case unicode.IsDigit(c):
				c = '#'
			case shaped && unicode.IsLetter(c):
				c = 'a'
			}
			if c != prev || (c != '#' && c != 'a') {
				b.WriteRune(c)
			}
			prev = c
		}
		parts[i] = b.String()
	}
	return strings.Join(parts, " ")
}

// stripPrefix removes a repeated message start (the longest that repeats).
func (r *reader) stripPrefix(text string) string {
	if len(r.prefixes) == 0 {
		return text
	}
	t := strings.TrimSpace(text)
	first, _, _ := strings.Cut(t, "\n")
	ws := strings.Fields(first)
	for n := min(4, len(ws)-1); n >= 1; n-- {
		if r.prefixes[skeleton(ws[:n])] {
			rest := t
			for range n {
				rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
				_, rest, _ = strings.Cut(rest, " ")
			}
			return strings.TrimLeft(rest, " -–—:")
		}
	}
	return text
}

// word is one word of a sentence: its text without the punctuation around it,
// where it lies, and what kind of fact it is.
type word struct {
	text       string
	start, end int // the raw token's bytes in the sentence
	quoted     bool
}

// wordsOf splits a sentence into words.
func wordsOf(sent string) []word {
	var out []word
	quote := false
	i := 0
	for i < len(sent) {
		for i < len(sent) && (sent[i] == ' ' || sent[i] == '\t' || sent[i] == '\n') {
			i++
		}
		j := i
		for j < len(sent) && sent[j] != ' ' && sent[j] != '\t' && sent[j] != '\n' {
			j++
		}
		if i == j {
			break
		}
		raw := sent[i:j]
		opens := strings.IndexAny(raw, "\"“«„") == 0
		text := strings.TrimRightFunc(strings.TrimLeftFunc(raw, openPunct), closePunct)
		if opens {
			quote = true
		}
		if text != "" {
			out = append(out, word{text: text, start: i, end: j, quoted: quote})
		}
		if strings.ContainsAny(raw[max(len(raw)-3, 0):], "\"”»") && (!opens || len(raw) > 1) {
			quote = false
		}
		i = j
	}
	return out
}

// wordClass is what kind of fact a word is.
type wordClass int

const (
	plainWord wordClass = iota
	rareWord            // rare in the conversation and in ordinary language
	nameWord            // a name: capitalized inside a sentence, an identifier, a quote
	valueWord           // a value: a number, a date, a time, an amount, a quantity word
	codeWord            // a name with digits: a code, a reference (ZQ-41097, svc-12)
)

// score is what a word of the class adds to a line's specificity.
func (c wordClass) score() int {
	return [...]int{0, scoreRare, scoreName, scoreStrong, scoreStrong}[c]
}

// class says what kind of fact the k-th word of a sentence is.
func (r *reader) class(ws []word, k int, user bool) wordClass {
	w := ws[k]
	t := w.text
	l := normal(t)
	first := k == 0
	switch {
	case hasDigitValue(t) && !(len(t) <= 2 && first): // a list number at the start says nothing
		return valueWord
	case hasDigit(t):
		return codeWord // svc-12, ZQ-41097
	case identShape(t) && !common[l], w.quoted && utf8.RuneCountInString(t) >= 2:
		return nameWord // snake_case, main.go, "The Glass Orchard"
	case valueWords[l] && (months[l] || weekdays[l] || timeWords[l] || k+1 < len(ws) && !common[normal(ws[k+1].text)]):
		return valueWord // "November", "twelve chairs" — not "the two of them"
	case common[l]:
		return plainWord
	case isCapitalized(t) && (!first || r.inner[l] && !r.nounCaps) && (!r.nounCaps || capitalRun(ws, k)):
		if r.df[l] > 3 {
			return rareWord // the conversation's topic ("Dad"), not news
		}
		return nameWord
	}
	if utf8.RuneCountInString(t) < 3 || !isAlpha(t) {
		return plainWord
	}
	df := r.df
	if !user {
		if r.df[l] > 2 {
			return plainWord
		}
		df = r.modelDF
	}
	if df[l] <= 2 {
		return rareWord
	}
	return plainWord
}

// capitalRun reports a capitalized word beside another that is not an
// ordinary word: a name of several words ("Ilse Brandt", "Casa Jacaranda").
func capitalRun(ws []word, k int) bool {
	name := func(j int) bool {
		return j >= 0 && j < len(ws) && isCapitalized(ws[j].text) && !common[normal(ws[j].text)]
	}
	return name(k-1) || name(k+1)
}

// normal is a word lower-cased, without a possessive's ending: "Dad's" and
// "dad" are one word.
func normal(w string) string {
	l := strings.ToLower(w)
	for _, end := range []string{"'s", "’s"} {
		if t, ok := strings.CutSuffix(l, end); ok && len(t) > 1 {
			return t
		}
	}
	return l
}

// group is a run of a sentence's clauses that says one thing: a line.
type group struct {
	text  string
	score int
	kind  session.LedgerKind
	// anchor is set when the line names something specific (a number, a
	// code, a name new to the conversation) or is an instruction, a
	// decision, a liking or a request; named is what its names and values
	// score (its rare words left out).
	anchor bool
	named  int
	valued bool // holds a value or a code ("JAC-30917.")
}

// chunk is a clause of a sentence: between commas, colons, dashes and the
// conjunctions that can join two statements.
type chunk struct {
	start, end int // bytes of the sentence
	score      int
	named      int  // what its names and values score
	anchor     bool // holds a name or a value
	name       bool // names a subject: a name, an identifier, a quote
	value      bool // gives a value: a number, a date, a time, an amount
	code       bool // holds a code (a name with digits)
	// soft is set on a clause opened by an aside word, not punctuation: the
	// clause before it is not a lead-in to trim ("I'm | also thinking…").
	soft bool
}

// groups splits a sentence into the lines it makes: a clause that names a new
// subject after a clause that already named one with its value starts a new
// line ("svc-1 listens on 8080 and svc-2 on 9090" is two); a clause that names
// none goes with the one before ("Omar Haddad, from accounting, approves").
// Clauses that carry nothing are trimmed from the ends.
func (r *reader) groups(sent string, user bool) []group {
	ws := wordsOf(sent)
	if len(ws) == 0 {
		return nil
	}
	classes := make([]wordClass, len(ws))
	for k := range ws {
		classes[k] = r.class(ws, k, user)
	}
	var chunks []chunk
	cur := chunk{start: 0}
	flush := func(end int) {
		cur.end = end
		if strings.TrimSpace(sent[cur.start:cur.end]) != "" {
			chunks = append(chunks, cur)
		}
	}
	for k, w := range ws {
		if k > 0 && asides[strings.ToLower(w.text)] && w.text == sent[w.start:w.end] && !endsClause(sent[ws[k-1].start:ws[k-1].end]) {
			// "… the maps, because I get lost": an aside opens a clause,
			// which a line's end may leave out.
			flush(w.start)
			cur = chunk{start: w.start, soft: true}
		} else if k > 0 && joining[strings.ToLower(w.text)] && w.text == sent[w.start:w.end] && namesNext(classes, k) &&
			!(isCapitalized(ws[k-1].text) && k+1 < len(ws) && isCapitalized(ws[k+1].text)) {
			// "… and svc-2 on 9090": the conjunction opens a clause about
			// another name (not inside a name: "The Crown and Anchor").
			flush(w.start)
			cur = chunk{start: w.start}
		}
		c := classes[k]
		cur.score += c.score()
		if c >= nameWord {
			cur.anchor = true
			cur.named += c.score()
		}
		cur.name = cur.name || c == nameWord || c == codeWord
		cur.value = cur.value || c == valueWord
		cur.code = cur.code || c == codeWord
		if k+1 < len(ws) && endsClause(sent[w.start:w.end]) {
			flush(w.end)
			cur = chunk{start: w.end}
		}
	}
	flush(len(sent))

	var out []group
	var g []chunk
	emit := func() {
		if len(g) > 0 {
			out = append(out, r.makeGroup(sent, g))
		}
		g = nil
	}
	named, valued := false, false
	for _, c := range chunks {
		if c.name && named && valued {
			emit()
			named, valued = false, false
		}
		g = append(g, c)
		named = named || c.name
		valued = valued || c.value
	}
	emit()
	return out
}

// anchoredEnds are the first and last clauses that name something (-1 when
// none does).
func anchoredEnds(g []chunk) (first, last int) {
	first, last = -1, -1
	for k, c := range g {
		if c.anchor {
			if first < 0 {
				first = k
			}
			last = k
		}
	}
	return first, last
}

// aside reports a clause that comments on what came before it: it opens with
// a word that subordinates or points back ("which", "because", "so", "she",
// "weil", "porque").
func aside(clause string) bool {
	first, _, _ := strings.Cut(strings.TrimLeft(strings.TrimSpace(clause), ",;:-–— "), " ")
	w := normal(strings.TrimRightFunc(first, closePunct))
	return asides[w] || pointing[w]
}

// interjection reports a short opening clause that carries nothing but tone
// ("Ugh,", "Oh and one thing —", "Bueno,"), not a label before a colon.
func interjection(clause string) bool {
	t := strings.TrimSpace(clause)
	ws := strings.Fields(t)
	if strings.HasSuffix(t, ":") || len(ws) == 0 || len(ws) > 4 {
		return false
	}
	return tones[normal(strings.TrimFunc(ws[0], func(r rune) bool { return !unicode.IsLetter(r) }))]
}

// namesNext reports whether one of the two words after the k-th names
// something.
func namesNext(classes []wordClass, k int) bool {
	for j := k + 1; j < len(classes) && j <= k+2; j++ {
		if classes[j] == nameWord || classes[j] == codeWord {
			return true
		}
	}
	return false
}

// endsClause reports a raw token that ends a clause: a comma, a semicolon, a
// colon, or a dash on its own.
func endsClause(raw string) bool {
	switch {
	case raw == "-", raw == "–", raw == "—":
		return true
	case strings.HasSuffix(raw, ":") && !strings.HasSuffix(raw, "::"):
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(raw)
	return last == ',' || last == ';'
}

// makeGroup trims a group's empty clauses from its ends and keeps its text
// within maxLineRunes around its most specific clause.
func (r *reader) makeGroup(sent string, g []chunk) group {
	lo, hi := 0, len(g)-1
	for lo < hi && g[lo].score == 0 && !g[lo+1].soft {
		lo++
	}
	for hi > lo && g[hi].score == 0 {
		hi--
	}
	g = g[lo : hi+1]
	// Commentary around what a line says goes too: an aside after its last
	// named clause ("…, which is a pain because…", "…, she did my wedding
	// cake"), an interjection before its first ("Ugh, …") — a label before a
	// colon stays ("Walk-in song: …").
	if first, last := anchoredEnds(g); first >= 0 {
		for hi := len(g) - 1; hi > last && aside(sent[g[hi].start:g[hi].end]); hi-- {
			g = g[:hi]
		}
		for first > 0 && interjection(sent[g[0].start:g[0].end]) {
			g, first = g[1:], first-1
		}
	}
	length := func(a, b int) int { return utf8.RuneCountInString(strings.TrimSpace(sent[g[a].start:g[b].end])) }
	if length(0, len(g)-1) > maxLineRunes {
		best := 0
		for k, c := range g {
			if c.score > g[best].score {
				best = k
			}
		}
		a, b := best, best
		for {
			grown := false
			if b+1 < len(g) && g[b+1].score > 0 && length(a, b+1) <= maxLineRunes {
				b, grown = b+1, true
			}
			if a > 0 && g[a-1].score > 0 && length(a-1, b) <= maxLineRunes {
				a, grown = a-1, true
			}
			if !grown {
				break
			}
		}
		g = g[a : b+1]
	}
	out := group{kind: session.LedgerFact}
	for _, c := range g {
		out.score += c.score
		out.named += c.named
		out.anchor = out.anchor || c.anchor
		out.valued = out.valued || c.value || c.code
	}
	text := strings.TrimSpace(sent[g[0].start:g[len(g)-1].end])
	text = strings.TrimRight(strings.TrimLeft(text, ",;:-–— "), ",;:-–— ")
	out.text = clipRunes(text, maxLineRunes)
	lower := strings.ToLower(sent)
	marked := true
	switch {
	case strings.HasPrefix(sent, MarkDecision) || strings.HasPrefix(sent, MarkGoal) || strings.HasPrefix(sent, MarkNext) || strings.HasPrefix(sent, MarkCheckpoint):
		out.kind = session.LedgerDecision
	case addressed(lower, revocation, true):
		out.kind, out.text = session.LedgerRule, clipRunes(strings.TrimSpace(sent), maxLineRunes)
	case addressed(lower, instruction, false):
		out.kind, out.text = session.LedgerRule, clipRunes(strings.TrimSpace(sent), maxLineRunes)
	case marks(lower, decided):
		out.kind = session.LedgerDecision
	case marks(lower, requested):
		out.kind = session.LedgerQuestion
	case marks(lower, preferred):
	default:
		marked = false
	}
	if marked && out.score > 0 {
		out.score += 2
		out.anchor = true
	}
	return out
}

// addressed reports a sentence with one of the phrases that is meant for the
// assistant — an instruction, or one taken back: it speaks to the assistant
// ("you", "du", "tú"), or it opens with the phrase and says what to do with
// the answers or with the person ("always answer in French", "never call him
// Alan"); not a sentence about oneself or others ("I never remember where I
// put it", "she always forgets").
//
// With opening set, a sentence that opens with the phrase is enough: what
// takes an instruction back needs no more words ("forget the French thing").
func addressed(lower string, list []string, opening bool) bool {
	if !marks(lower, list) {
		return false
	}
	ws := strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) && r != '\'' && r != '’' {
			return ' '
		}
		return r
	}, lower))
	if len(ws) < 3 {
		return false
	}
	for _, w := range ws {
		if secondPerson[w] {
			return true
		}
	}
	switch ws[0] {
	case "i", "i'm", "i've", "we", "we're", "ich", "wir", "yo", "nosotros", "my", "our", "mein", "meine", "unser", "mi", "nuestro":
		return false
	}
	if !opensClause(lower, list) {
		return false
	}
	if opening {
		return true // "forget the French thing", "never mind the budget"
	}
	for _, w := range ws {
		if toMe[w] || output[w] {
			return true
		}
	}
	return false
}

// opensClause reports whether one of the phrases is among the first three
// words of a clause of the sentence ("Una cosita antes de empezar: no me
// pongas emojis").
func opensClause(lower string, list []string) bool {
	for _, clause := range strings.FieldsFunc(lower, func(r rune) bool { return strings.ContainsRune(",;:—–(", r) }) {
		ws := strings.Fields(clause)
		if len(ws) > 0 && marks(strings.Join(ws[:min(3, len(ws))], " "), list) {
			return true
		}
	}
	return false
}

// identShape reports a word shaped like a code or an identifier: a path, a
// URL, an e-mail, a file name, snake_case, camelCase, an acronym.
func identShape(w string) bool {
	if len(w) < 2 {
		return false
	}
	if strings.ContainsAny(w, "/\\_@#") || strings.Contains(w, "://") {
		return isFact(w) || strings.ContainsAny(w, "@#")
	}
	if i := strings.IndexByte(w, '.'); i > 0 && i < len(w)-1 && fileName(w) {
		return true
	}
	upper, lower, upperAfterLower := 0, 0, false
	prevLower := false
	for _, c := range w {
		switch {
		case unicode.IsUpper(c):
			upper++
			if prevLower {
				upperAfterLower = true
			}
		case unicode.IsLower(c):
			lower++
		}
		prevLower = unicode.IsLower(c)
	}
	return upperAfterLower && lower > 0 || upper >= 2 && lower == 0 && isAlpha(w)
}

func hasDigit(w string) bool { return strings.ContainsAny(w, "0123456789") }

// hasDigitValue reports a word whose digits make it a value — 8080, 18:45,
// €40, 3rd, 7pm, 40km — rather than a name that holds digits (svc-12, api4,
// ZQ-41097): letters, if any, only as a short ending.
func hasDigitValue(w string) bool {
	if !hasDigit(w) {
		return false
	}
	tail := 0
	for i, c := range w {
		if unicode.IsLetter(c) {
			if tail == 0 && strings.ContainsAny(w[i:], "0123456789") {
				return false // a letter before a digit
			}
			tail++
		}
	}
	return tail <= 3
}

func isAlpha(w string) bool {
	if w == "" {
		return false
	}
	for _, c := range w {
		if !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '’' {
			return false
		}
	}
	return true
}

// isCapitalized reports a word that starts with a capital and goes on in
// lower case (a name, or a German noun), not an acronym.
func isCapitalized(w string) bool {
	first, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(first) {
		return false
	}
	for _, c := range w[n:] {
		if unicode.IsLower(c) {
			return true
		}
	}
	return false
}

// splitCode separates fenced code blocks from the prose around them.
func splitCode(text string) (prose string, blocks []codeBlock) {
	if !strings.Contains(text, "```") {
		return text, nil
	}
	var b strings.Builder
	var cur *codeBlock
	for line := range strings.Lines(text) {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "```") && cur == nil:
			cur = &codeBlock{lang: strings.TrimSpace(strings.TrimPrefix(trimmed, "```"))}
		case strings.HasPrefix(trimmed, "```"):
			blocks = append(blocks, *cur)
			cur = nil
			b.WriteString("\n")
		case cur != nil:
			cur.body.WriteString(line)
		default:
			b.WriteString(line)
		}
	}
	if cur != nil { // an unclosed fence: still code
		blocks = append(blocks, *cur)
	}
	return b.String(), blocks
}

type codeBlock struct {
	lang string
	body strings.Builder
}

// definitions finds the names a code block defines, in the common languages.
var definitions = regexp.MustCompile(`(?m)^\s*(?:export\s+|pub(?:\([a-z]+\))?\s+|public\s+|private\s+|static\s+|async\s+)*` +
	`(?:func\s+(?:\([^)]*\)\s*)?|def\s+|class\s+|function\s+|fn\s+|type\s+|struct\s+|interface\s+|enum\s+|trait\s+|const\s+|let\s+|var\s+|macro\s+)` +
	`([A-Za-z_][A-Za-z0-9_]*)`)

// codeEntry describes a code block: its language, its length and the names it
// defines (the block itself is in the history; /recall brings it back).
func codeEntry(b codeBlock) (session.LedgerEntry, bool) {
	body := b.body.String()
	var names []string
	seen := map[string]bool{}
	for _, m := range definitions.FindAllStringSubmatch(body, -1) {
		if n := m[1]; !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	lines := strings.Count(body, "\n")
	lang := b.lang
	if lang == "" {
		lang = "code"
	}
	text := fmt.Sprintf("%s block, %d lines", lang, lines)
	if len(names) > 0 {
		if len(names) > 8 {
			names = append(names[:8], "…")
		}
		text += ", defines " + strings.Join(names, ", ")
	}
	return session.LedgerEntry{Kind: session.LedgerCode, Text: text, Weight: 4 + len(names)}, lines > 0
}

// abbreviations end with a dot that does not end a sentence.
var abbreviations = wordSet(`e.g i.e etc vs mr mrs ms dr prof st no nr z.b bzw usw ca vgl p.ej sr sra dra srta lic ing aprox núm approx dept hr fr str a.m p.m`)

// sentences splits prose at sentence ends and line breaks. A dot inside a word
// (a file name, a version, a path), after an abbreviation or an initial, or
// after a day's number ("am 2. November") does not end a sentence. A list
// item's marker is left out.
func sentences(text string) []string {
	var out []string
	flush := func(s string) {
		s = strings.TrimSpace(s)
		s = strings.TrimSpace(strings.TrimLeft(s, "-*•·"))
		if s != "" {
			out = append(out, s)
		}
	}
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '\n':
			flush(text[start:i])
			start = i + 1
		case (c == '.' || c == '!' || c == '?' || c == ';') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n'):
			if c == '.' && !endsSentence(text[start:i], text[i+1:]) {
				continue
			}
			flush(text[start : i+1])
			start = i + 1
		}
	}
	flush(text[start:])
	return out
}

// endsSentence reports whether a dot after before ends a sentence, given what
// follows.
func endsSentence(before, after string) bool {
	ws := strings.Fields(before)
	if len(ws) == 0 {
		return false // "1." of a numbered list
	}
	last := strings.ToLower(strings.TrimLeftFunc(ws[len(ws)-1], openPunct))
	if abbreviations[last] || utf8.RuneCountInString(last) == 1 && unicode.IsLetter([]rune(last)[0]) && last != "i" {
		return false
	}
	if len(ws) == 1 && len(last) <= 3 && hasDigit(last) {
		return false // "1." or "12." numbering an item
	}
	next := strings.Fields(after)
	if hasDigit(last) && len(last) <= 2 && len(next) > 0 {
		n := strings.ToLower(strings.TrimRightFunc(next[0], closePunct))
		if valueWords[n] || n != "" && unicode.IsLower([]rune(n)[0]) {
			return false // "am 2. November", "el 3. de"
		}
	}
	return true
}

// clipRunes collapses spaces and cuts s to n runes, at a word when one is near.
func clipRunes(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	cut := n - 1
	for i := cut; i > n/2; i-- {
		if unicode.IsSpace(r[i]) {
			cut = i
			break
		}
	}
	return strings.TrimSpace(string(r[:cut])) + "…"
}
