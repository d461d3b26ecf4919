package compression

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

// word is one word of a sentence: its text without the punctuation around it,
// where it lies, and what kind of fact it is.
type word struct {
	text       string
	start, end int // the raw token's bytes in the sentence
	quoted     bool
	// closed is set when a comma, a semicolon, a colon or a bracket ends the
	// raw token ("April,"): a name does not run on past it (it does past the
	// period of "Dr.").
	closed bool
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
		opens := strings.IndexAny(raw, "\"“«„»") == 0
		text := strings.TrimRightFunc(strings.TrimLeftFunc(raw, openPunct), closePunct)
		if opens {
			quote = true
		}
		if text != "" {
			out = append(out, word{text: text, start: i, end: j, quoted: quote, closed: strings.ContainsAny(raw[len(raw)-1:], ",;:)")})
		}
		// Closed by any closing mark: "…", “…”, „…“ (German), «…», »…«.
		if strings.ContainsAny(raw[max(len(raw)-3, 0):], "\"”»“«") && (!opens || len(raw) > 1) {
			quote = false
		}
		i = j
	}
	return out
}

// wordClass is what kind of fact a word is.
type wordClass int

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
	case valueWords[l] && (months[l] || weekdays[l] || timeWords[l] || k+1 < len(ws) && !common[normal(ws[k+1].text)] ||
		k > 0 && beforeTime[normal(ws[k-1].text)] || perPeriod(ws, k)):
		return valueWord // "November", "twelve chairs", "a las diez" — not "the two of them"
	case k > 0 && naming[normal(ws[k-1].text)] && isCapitalized(t) && isAlpha(t):
		return nameWord // "called Ahnenblatt", "heißt Niederehe"
	case apposed(ws, k):
		return nameWord // "My husband, Colin, …": who someone is, whoever the conversation is about
	case w.closed && k+1 < len(ws) && apposed(ws, k+1):
		return rareWord // "My husband," before the name says who it is
	case common[l]:
		return plainWord
	case isCapitalized(t) && (!first || r.inner[l] && !r.nounCaps) && (!r.nounCaps || capitalRun(ws, k) || r.placeName(ws, k)):
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

// apposed reports a capitalized word alone between commas after the
// person's relation to someone ("My husband, Colin, is …", "Meine
// Schwester, Annelie, ist …"): that someone's name.
func apposed(ws []word, k int) bool {
	if k < 2 || k+1 >= len(ws) || !ws[k].closed || !ws[k-1].closed || !isCapitalized(ws[k].text) || !isAlpha(ws[k].text) {
		return false
	}
	for j := k - 2; j >= 0 && j >= k-3; j-- {
		if relating[normal(ws[j].text)] {
			return j == 0 || ws[j-1].closed
		}
		if ws[j].closed {
			return false
		}
	}
	return false
}

// perPeriod reports a number word followed by a period within two words: a
// frequency ("twice a week", "zweimal pro Woche", "dos veces al día").
func perPeriod(ws []word, k int) bool {
	for j := k + 1; j < len(ws) && j <= k+3; j++ {
		if periods[normal(ws[j].text)] {
			return true
		}
	}
	return false
}

// placeName reports, where nouns are capitalized, a capitalized word right
// after a preposition that is rare in the conversation: nouns take an article
// there, names do not ("in Ehrenfeld", "nach Leipzig"; not "in der Garage").
func (r *reader) placeName(ws []word, k int) bool {
	return k > 0 && prepositions[normal(ws[k-1].text)] && r.df[normal(ws[k].text)] <= 2
}

// capitalRun reports a capitalized word beside another that is not an
// ordinary word, with no punctuation between: a name of several words ("Ilse
// Brandt", "Casa Jacaranda"; not "12. April, Treffpunkt").
func capitalRun(ws []word, k int) bool {
	name := func(j int) bool {
		return j >= 0 && j < len(ws) && isCapitalized(ws[j].text) && !common[normal(ws[j].text)]
	}
	return name(k-1) && !ws[k-1].closed || name(k+1) && !ws[k].closed
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
	liked  bool // says a liking, a dislike or a constraint of someone's
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
	// A sentence longer than a line, as people who dictate make them, is
	// read as clauses at its conjunctions too: "… on the 2nd of May and I
	// need to keep track of everything and please always give me …".
	long := utf8.RuneCountInString(sent) > maxLineRunes
	// An instruction dictated in one breath stays one: its parts hold its
	// "siempre" only together.
	lowerSent := strings.ToLower(sent)
	dictating := long && !(marks(lowerSent, instruction) || marks(lowerSent, politeness))
	for k, w := range ws {
		if k > 0 && (asides[strings.ToLower(w.text)] || long && (runsOn(ws, k) || dictating && overlong(sent[cur.start:w.start], ws, classes, k))) &&
			w.text == sent[w.start:w.end] && !endsClause(sent[ws[k-1].start:ws[k-1].end]) {
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
		parts := within(sent, g)
		for _, part := range parts {
			scope := sent
			if len(parts) > 1 {
				scope = strings.TrimSpace(sent[part[0].start:part[len(part)-1].end])
			}
			out = append(out, r.makeGroup(sent, part, scope))
		}
		g = nil
	}
	named, valued := false, false
	for _, c := range chunks {
		// A clause that opens with a pronoun goes on about the subject
		// before ("Marcus Levy from number 14, he's a retired PE teacher").
		if c.name && named && valued && !pointsBack(sent[c.start:c.end]) && !complement(sent[c.start:c.end]) {
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

// runsOn reports, in a sentence longer than a line, a conjunction that opens
// a statement of its own: one before a subject pronoun, a "you" or a please
// ("… and I need …", "… and please always give me …"), or a word that opens one
// whatever follows ("anyway", "oh"); not one inside a name or a value ("Marks
// and Spencer", "a las dos y media").
func runsOn(ws []word, k int) bool {
	w := strings.ToLower(ws[k].text)
	if opensStatement[w] {
		return true
	}
	if !joining[w] && !runOn[w] || k+1 >= len(ws) {
		return false
	}
	next := strings.ToLower(ws[k+1].text)
	return speakers[next] || subjects[next] || secondPerson[next] || marks(next, politeness)
}

// overlong reports, in a sentence longer than a line, a conjunction after a
// clause of longLead runes or more, so far without a comma: dictated text
// runs on without one ("… el alta deportiva y si no me manda una resonancia
// … y por privado cuesta unos 250 euros"), and a clause longer than a line
// would be clipped, its end lost. Not one right after a value, which may go
// on ("a las doce y media", "seis y cuarto"), nor one inside a name ("Marks
// and Spencer").
func overlong(clause string, ws []word, classes []wordClass, k int) bool {
	if !joining[strings.ToLower(ws[k].text)] || k+1 >= len(ws) || utf8.RuneCountInString(clause) < longLead ||
		limiting[strings.ToLower(ws[k+1].text)] {
		return false // "… and only if they still have them then" limits what came before
	}
	return classes[k-1] != valueWord && !(isCapitalized(ws[k-1].text) && isCapitalized(ws[k+1].text))
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
	w := normal(firstWord(clause))
	return asides[w] || pointing[w]
}

// complement reports a short clause that opens with a preposition: it says
// where of the subject before, and names no subject of its own ("The
// restaurant is called Casa 54, on Quay Street, for 7pm"; not "…, in March
// Lena starts at Siemens").
func complement(clause string) bool {
	ws := strings.Fields(clause)
	if !locative[normal(firstWord(clause))] || len(ws) > 5 {
		return false
	}
	named := false
	for k, w := range ws[1:] {
		switch {
		case isCapitalized(w):
			named = true
		case named && k+2 < len(ws) && utf8.RuneCountInString(strings.Trim(w, ".,;:!?")) > 3:
			// "in April Lena joins Siemens": a subject, its verb and more
			// (not "at Manchester airport").
			return false
		}
	}
	return true
}

// describes reports a clause right after a name that says who the name is:
// "… Bridget Halloran, who runs the homing side", "My sister Hannah is coming
// too, she's a pharmacist" are one fact with it.
func describes(g []chunk, k, last int, sent string) bool {
	clause := sent[g[k].start:g[k].end]
	return k == last+1 && g[last].name &&
		(g[k].score > 0 && normal(firstWord(clause)) == "who" || marks(" "+strings.ToLower(strings.TrimSpace(clause)), role) ||
			proDropRole(strings.TrimSpace(clause)))
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

// pointsBack reports a clause that opens with a subject pronoun ("he's a
// retired PE teacher"; not "her husband Tom", "its replica svc-2", "la
// reunión").
func pointsBack(clause string) bool {
	ws := strings.Fields(strings.ToLower(clause))
	return subjects[strings.ToLower(firstWord(clause))] ||
		len(ws) > 2 && possessive[strings.Trim(ws[0], ",;:")] && attribute[ws[1]] && copula[ws[2]]
}

// firstWord is a clause's first word, without the punctuation around it.
func firstWord(clause string) string {
	first, _, _ := strings.Cut(strings.TrimLeft(strings.TrimSpace(clause), joints), " ")
	return strings.TrimRightFunc(first, closePunct)
}

// joints are the marks (and spaces) between clauses.
const joints = ",;:-–— "

// trimClause takes the marks between clauses off a text's ends.
func trimClause(text string) string {
	return strings.TrimRight(strings.TrimLeft(text, joints), joints)
}

// clauses splits a sentence at the marks that end a clause.
func clauses(lower string) []string {
	return strings.FieldsFunc(lower, func(r rune) bool { return strings.ContainsRune(",;:—–(", r) })
}

// topic reports a sentence's opening label of one to three words before a
// colon: what the rest is about ("jars: i need about 30", "Venue wise: …").
func topic(clause string) bool {
	t := strings.TrimSpace(clause)
	ws := strings.Fields(strings.TrimSuffix(t, ":"))
	return strings.HasSuffix(t, ":") && len(ws) >= 1 && len(ws) <= 3 &&
		slices.ContainsFunc(ws, func(w string) bool { l := normal(w); return !common[l] && !tones[l] }) // not "Noted:", "Oh well:"
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

// withMarker is a decision's or a request's line from the clause that says it
// is one, when trimming left that clause out ("Actually, I've decided, the
// knife set it is" keeps "I've decided"), within maxLineRunes.
func withMarker(sent string, whole, kept []chunk, text string, list []string) string {
	if marks(strings.ToLower(text), list) {
		return text
	}
	for _, c := range whole {
		if c.start >= kept[0].start {
			break
		}
		if marks(strings.ToLower(sent[c.start:c.end]), list) {
			t := trimClause(strings.TrimSpace(sent[c.start:kept[len(kept)-1].end]))
			if utf8.RuneCountInString(t) <= maxLineRunes {
				return t
			}
			break
		}
	}
	return text
}

// within splits a run of clauses longer than a line into runs that fit one
// (a clause longer than a line is a run of its own): a long run-on sentence
// says several things, and one window of it would keep one of them ("…, ich
// sitz am liebsten ganz oben am Fenster, … – und hab drei Stunden …").
func within(sent string, g []chunk) [][]chunk {
	if len(g) == 0 {
		return nil
	}
	length := func(a, b int) int { return utf8.RuneCountInString(strings.TrimSpace(sent[g[a].start:g[b].end])) }
	var out [][]chunk
	from := 0
	for k := 1; k < len(g); k++ {
		if length(from, k) > maxLineRunes {
			out = append(out, g[from:k])
			from = k
		}
	}
	return append(out, g[from:])
}

// makeGroup trims a group's empty clauses from its ends and keeps its text
// within maxLineRunes around its most specific clause. scope is the text its
// kind is read from: the sentence, or the group's own clauses when the
// sentence made several lines of one run.
func (r *reader) makeGroup(sent string, g []chunk, scope string) group {
	whole := g
	lo, hi := 0, len(g)-1
	for lo < hi && g[lo].score == 0 && !g[lo+1].soft && !(lo == 0 && g[0].start == 0 && topic(sent[g[0].start:g[0].end])) {
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
		for hi := len(g) - 1; hi > last && aside(sent[g[hi].start:g[hi].end]) && !describes(g, hi, last, sent); hi-- {
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
	text = trimClause(text)
	out.text = clipRunes(text, maxLineRunes)
	lower := strings.ToLower(scope)
	others := othersLabel(scope)
	marked := true
	switch {
	case strings.HasPrefix(sent, MarkDecision) || strings.HasPrefix(sent, MarkGoal) || strings.HasPrefix(sent, MarkNext) || strings.HasPrefix(sent, MarkCheckpoint):
		out.kind = session.LedgerDecision
	case !others && (addressed(lower, revocation, true) || addressed(lower, revoked, false)):
		out.kind, out.text = session.LedgerRule, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case !others && (addressed(lower, instruction, false) || marks(lower, persistent) && !aboutOneself(lower) || conditional(lower) ||
		formalConditional(scope) || ruled(lower) || politeOrder(lower) || formatRule(lower) || askedToKeep(scope) || orderOnWhatever(scope)):
		out.kind, out.text = session.LedgerRule, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case askedLabel(lower):
		out.kind, out.text = session.LedgerQuestion, clipRunes(strings.TrimSpace(scope), maxLineRunes)
	case marks(lower, decided):
		out.kind, out.text = session.LedgerDecision, withMarker(sent, whole, g, out.text, decided)
	case marks(lower, requested) || unsure(lower):
		// What is asked is the rest of the sentence, named or not: "ok
		// serious question, can you help me work out what to ask at
		// cardiology?" is not "ok serious question".
		out.kind, out.text = session.LedgerQuestion, withMarker(sent, whole, g, out.text, requested)
		if end := strings.TrimSpace(sent[g[0].start:]); asked(end) && !asked(out.text) && strings.HasPrefix(end, out.text) {
			out.text = clipRunes(end, maxLineRunes)
		}
	case reminds(lower):
		out.kind, out.text = session.LedgerQuestion, withMarker(sent, whole, g, out.text, reminding)
	case marks(lower, preferred):
		// "She only asked for one thing: a string quartet": who wants it
		// stays with what.
		out.liked, out.text = true, withMarker(sent, whole, g, out.text, preferred)
	case marks(lower, acquired):
		// anchored, kind unchanged
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
	if aboutOneself(lower) {
		return false
	}
	if !opensClause(lower, list) {
		return false
	}
	if opening {
		return true // "forget the French thing", "never mind the budget"
	}
	for _, w := range ws {
		if output[w] {
			return true
		}
	}
	return false
}

// othersLabel reports a sentence whose label before a colon is someone else's:
// what follows is their rule, not one for the assistant ("Sarah's tip for the
// interview: answer with examples").
func othersLabel(text string) bool {
	head, _, ok := strings.Cut(text, ": ") // not a clock's "10:45"
	if !ok {
		return false
	}
	for _, w := range strings.Fields(head) {
		for _, end := range []string{"'s", "’s"} {
			if name, ok := strings.CutSuffix(w, end); ok && isCapitalized(name) && !contractions[strings.ToLower(name)] {
				return true // "Sarah's", "Mrs Khan's"; not "Here's", "Let's", "tonight's"
			}
		}
	}
	return false
}

// conditional reports a standing instruction in the form of a condition on
// what the assistant does: a clause opening "when you …", "wenn du …",
// "cuando me …", followed by an order ("when you give me steps, number
// them"; not "when you sign up, they give you a towel", "si me da tiempo,
// paso por la farmacia").
func conditional(lower string) bool {
	cs := clauses(lower)
	for i, c := range cs[:max(len(cs)-1, 0)] {
		ws := strings.Fields(c)
		if len(ws) == 0 || !marks(strings.Join(ws[:min(3, len(ws))], " "), whenYou) {
			continue
		}
		// What follows is an order: "number them", "dann bitte nur …",
		// "usa gramos" — not "they give you a towel", "paso por la farmacia".
		next := strings.Fields(cs[i+1])
		if len(next) == 0 {
			continue
		}
		first := strings.Trim(next[0], ".!?¡¿\"'")
		if output[first] || ordering[first] || len(next) > 1 && objects[strings.Trim(next[1], ".!?¡¿\"'")] && !subjects[first] {
			return true
		}

	}
	return false
}

// answering reports a word that says what the assistant does with its
// answers: "suggest", "mention", "vorzuschlagen", "empfehlen", "pongas".
func answering(w string) bool {
	if output[w] || mentioning[w] {
		return true
	}
	for _, stem := range []string{"vorzuschlag", "vorschlag", "empfehl", "erwähn", "schreib", "verwend", "antwort", "sugier", "recomiend", "propong", "mencion"} {
		if strings.HasPrefix(w, stem) {
			return true
		}
	}
	return false
}

// orderOnWhatever reports an order on whatever the assistant gives: "so any
// plan you give me, put the hard bits first" — the order opens with its verb
// in lower case, not with a subject or a name ("Any recipe you give me, Lena
// will eat").
func orderOnWhatever(text string) bool {
	cs := clauses(text)
	for i := 0; i+1 < len(cs); i++ {
		next := strings.Fields(cs[i+1])
		if !givesAny(strings.Fields(strings.ToLower(cs[i]))) || len(next) < 2 {
			continue
		}
		first := strings.Trim(next[0], ".!?¡¿\"'")
		l := strings.ToLower(first)
		if !isCapitalized(first) && isAlpha(first) && !subjects[l] && !speakers[l] && !secondPerson[l] && !common[l] && !objects[l] {
			return true
		}
	}
	return false
}

// givesAny reports a clause about whatever the assistant gives: "so any
// plan you give me", "every list you make me", "jeden Plan, den du mir
// gibst", "cualquier plan que me des".
func givesAny(ws []string) bool {
	quantified, you := false, false
	for _, w := range ws {
		w = strings.Trim(w, ".,!?¡¿\"'")
		switch {
		case anyOf[w]:
			quantified = true
		case quantified && secondPerson[w]:
			you = true // "any plan you give me", "jeden Plan, den du mir gibst"
		case quantified && (you && gives[w] || givesYou[w]):
			return true // "cualquier plan que me des": the verb says who
		}
	}
	return false
}

// politeOrder reports a please, not reported from someone else, right before
// what to do with the answers: "please use plain English", "bitte antworte kurz", "por
// favor usa gramos" (an ordering word may come between: "please always write
// …").
func politeOrder(lower string) bool {
	cs := clauses(lower)
	for i, c := range cs {
		ws := strings.Fields(c)
		if i+1 < len(cs) && len(ws) > 0 && len(ws) <= 2 && (marks(c, politeness) || strings.Contains(c, "por favor")) {
			// "Por favor, usa gramos": the order is the next clause.
			ws = append(ws, strings.Fields(cs[i+1])...)
		}
		// "please use …", "oh and please use …", "for the rest of this chat
		// please use …", "por favor usa …"; not "the invite says please
		// reply by …".
		for p := 0; p+1 < len(ws); p++ {
			if ws[p] == "por" && strings.HasPrefix(ws[p+1], "favor") {
				p++
			} else if !marks(ws[p], politeness) {
				continue
			}
			if p+1 >= len(ws) || reported(ws[:p]) {
				break
			}
			next := strings.Trim(ws[p+1], ".!?¡¿\"',")
			if ordering[next] && p+2 < len(ws) {
				next = strings.Trim(ws[p+2], ".!?¡¿\"'")
			}
			if output[next] {
				return true
			}
		}
	}
	return false
}

// reported reports words before a please that make it someone else's: "the
// invite says please …", "she asked if I could please …".
func reported(before []string) bool {
	for _, w := range before {
		if saying[strings.Trim(w, ".,;:!?\"'")] {
			return true
		}
	}
	return false
}

// formatRule reports a clause that says how the answers look from now on,
// whoever the sentence opens with ("I've realised I want the reasoning, so
// full paragraphs are fine from now on").
func formatRule(lower string) bool {
	for _, c := range clauses(lower) {
		if !marks(c, fromNow) {
			continue
		}
		for _, w := range strings.Fields(c) {
			if formats[strings.Trim(w, ".!?¡¿\"'")] {
				return true
			}
		}
	}
	return false
}

// formalConditional reports the German formal condition on what the assistant
// does, followed by a formal order ("Wenn Sie Daten nennen, schreiben Sie …"):
// the capital Sie is the formal you; "wenn sie …" is she or they.
func formalConditional(text string) bool {
	cs := clauses(text)
	for i := 0; i+1 < len(cs); i++ {
		ws, next := strings.Fields(cs[i]), strings.Fields(cs[i+1])
		if len(ws) >= 2 && (strings.EqualFold(ws[0], "wenn") || strings.EqualFold(ws[0], "falls")) && ws[1] == "Sie" &&
			len(next) >= 2 && next[1] == "Sie" {
			return true
		}
	}
	return false
}

// unsure reports a person who does not know yet whether something is so
// ("I'm leaning towards the loft hatch, but not sure whether a ladder
// fits", "bin mir aber unsicher, ob …"): an open question — not a
// disclaimer before news ("Not sure if it's relevant, but my blood pressure
// …", "Ich bin nicht sicher, ob ich es schon erwähnt habe, aber …").
func unsure(lower string) bool {
	for _, p := range unsureWhether {
		at := strings.Index(lower, p)
		if at < 0 {
			continue
		}
		// What the person is unsure of: the words after the phrase, to the
		// next comma; then what follows it.
		// Not a doubt that was ("Dad was not sure whether …").
		if before := strings.Fields(lower[:at]); len(before) > 0 && pastCopula[strings.Trim(before[len(before)-1], ".,;")] {
			return false
		}
		what, next, _ := strings.Cut(lower[at+len(p):], ",")
		for _, w := range strings.Fields(what) {
			if disclaiming[strings.Trim(w, ".,;:!?¡¿\"'")] {
				return false
			}
		}
		switch firstWord(strings.TrimSpace(next)) {
		case "but", "aber", "pero", "sino":
			return false
		}
		return true
	}
	return false
}

// askedLabel reports a question under a label that says it is one, or that
// the person does not know the answer ("Something I still haven't figured
// out: do the tables need …?", "Was ich nicht weiß: darf …?", "Una duda:
// ¿puedo …?"): an open question, all of it its line.
func askedLabel(lower string) bool {
	head, rest, ok := strings.Cut(lower, ": ")
	if !ok || !strings.HasSuffix(strings.TrimRight(rest, " \"'”’»)"), "?") {
		return false
	}
	// The label is the head's last part ("ok, question for you"; not "no
	// idea how, but the cat got onto the roof again"), and says the
	// question is open ("Question settled: …", "Sin duda …: ¿…?" do not).
	if k := strings.LastIndex(head, ","); k >= 0 {
		head = head[k+1:]
	}
	if len(strings.Fields(head)) > 10 || !marks(head, unknowing) || marks(head, knowing) {
		return false
	}
	// The person's own open question: not one that was ("The big question
	// was the venue: …?"), nor someone else's ("Die Frage meiner Tochter:
	// …?", "Mi madre me pregunta …: ¿…?", "No idea what Gary was thinking:
	// …?").
	for k, w := range strings.Fields(head) {
		w = strings.Trim(w, ".,;!?¡¿\"'")
		if pastCopula[w] || family[normal(w)] || relatives[w] || k > 0 && asking3[w] {
			return false
		}
	}
	return true
}

// askedToKeep reports a request that asks the assistant to always or never
// do something: "I'd ask you not to suggest …", "te pido que nunca …",
// "Ich möchte Sie bitten, mir keine … vorzuschlagen" (the capital Sie is the
// formal you) — not a one-off ("… bitten, mir bei der Liste zu helfen").
func askedToKeep(text string) bool {
	lower := strings.ToLower(text)
	for _, c := range clauses(text) {
		ws := strings.Fields(c)
		for k, w := range ws {
			l := strings.ToLower(strings.Trim(w, ".!?¡¿\"'"))
			var rest []string
			switch {
			case (l == "ask" || l == "pido" || l == "ruego") && k+1 < len(ws) && secondPerson[strings.ToLower(ws[k+1])]:
				rest = ws[k+2:] // "ask you not to …"
			case (l == "pido" || l == "ruego") && k > 0 && secondPerson[strings.ToLower(ws[k-1])]:
				rest = ws[k+1:] // "te pido que no …"
			case l == "bitten" && slices.Contains(ws[:k], "Sie") && ws[0] != "Sie":
				// "möchte Sie bitten, mir keine …": the order is the next clause.
				_, after, _ := strings.Cut(lower, "bitten")
				rest = strings.Fields(after)
			default:
				continue
			}
			// An always or a never, then what to do with the answers:
			// "ask you not to suggest …", "bitten, mir keine … vorzuschlagen",
			// "te pido que nunca me pongas …" — not "ask you not to laugh",
			// not an apology ("te pido perdón por no mencionarlo", "um
			// Entschuldigung bitten, dass ich nicht erwähnt habe"), not a
			// one-off ("… this time", "esta vez", "kurz").
			if marks(lower, apologies) || marks(lower, onceOnly) {
				return false
			}
			for k, r := range rest[:min(4, len(rest))] {
				r = strings.Trim(r, ".,!?¡¿\"'")
				if speakers[r] {
					break // "…, dass ich nicht …": what the person did
				}
				if !standing[r] {
					continue
				}
				for _, v := range rest[k+1 : min(k+6, len(rest))] {
					if answering(strings.ToLower(strings.Trim(v, ".,!?¡¿\"'"))) {
						return true
					}
				}
			}
		}
	}
	return false
}

// reminds reports a German request to be reminded: a clause that opens with
// "erinnere mich" ("Erinnere mich bitte an …", "und bitte erinnere mich …"),
// not "Ich erinnere mich noch gut an …".
func reminds(lower string) bool {
	for _, c := range clauses(lower) {
		ws := strings.Fields(c)
		for len(ws) > 1 && (ws[0] == "und" || ws[0] == "bitte" || ws[0] == "also" || ws[0] == "ach") {
			ws = ws[1:]
		}
		if len(ws) > 0 && marks(strings.Join(ws[:min(3, len(ws))], " "), reminding) && strings.HasPrefix(ws[0], "erinner") {
			return true
		}
	}
	return false
}

// ruled reports a sentence that labels what follows its colon as a rule for
// the assistant ("one ground rule: no markdown tables", "Eine Bitte, die für
// alles gilt: …", "una norma: …").
func ruled(lower string) bool {
	head, rest, ok := strings.Cut(lower, ":")
	if !ok || len(strings.Fields(rest)) < 2 {
		return false
	}
	// The label is a part of the head between commas: "ok, one rule",
	// "Eine Bitte, die für alles Weitere gilt".
	for _, part := range strings.FieldsFunc(head, func(r rune) bool { return strings.ContainsRune(",—–(", r) }) {
		// "Rule for you going forward", "new rule from now on": who it is
		// for and how long it holds are not the label (but "New rule
		// here:" is the household's).
		label := strings.Join(strings.Fields(part), " ")
		for cut := true; cut; {
			cut = false
			for _, tail := range labelTails {
				if t, ok := strings.CutSuffix(label, " "+tail); ok {
					label, cut = t, true
				}
			}
		}
		if ruleLabels[label] {
			return true
		}
	}
	return false
}

// aboutOneself reports a sentence whose subject is the person ("I never
// remember…", "Ich mag…"): not an instruction.
func aboutOneself(lower string) bool {
	first, _, _ := strings.Cut(strings.TrimLeftFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }), " ")
	switch strings.TrimRightFunc(first, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
	case "i", "i'm", "i've", "i'd", "we", "we're", "ich", "wir", "yo", "nosotros", "my", "our", "mein", "meine", "unser", "mi", "nuestro":
		return true
	}
	return false
}

// opensClause reports whether one of the phrases is among the first three
// words of a clause of the sentence ("Una cosita antes de empezar: no me
// pongas emojis"), or right around a please that is not reported ("the sign
// says please …").
func opensClause(lower string, list []string) bool {
	for _, clause := range clauses(lower) {
		ws := strings.Fields(clause)
		if len(ws) > 0 && marks(strings.Join(ws[:min(3, len(ws))], " "), list) {
			return true
		}
		// A please marks an order a few words on: "schlag mir bitte nie …",
		// "small thing but please don't use emoji", "for the rest of this
		// chat please never use emoji" (not "… if I could please drop the
		// kids at hers", "the sign says please …").
		for p, w := range ws {
			if marks(w, politeness) && !reported(ws[:p]) && marks(strings.Join(ws[max(p-1, 0):min(p+4, len(ws))], " "), list) {
				return true
			}
		}
	}
	return false
}
