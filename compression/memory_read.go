package compression

import (
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

const (
	plainWord wordClass = iota
	rareWord            // rare in the conversation and in ordinary language
	nameWord            // a name: capitalized inside a sentence, an identifier, a quote
	valueWord           // a value: a number, a date, a time, an amount, a quantity word
	codeWord            // a name with digits: a code, a reference (ZQ-41097, svc-12)
)
