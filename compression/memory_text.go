package compression

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

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

// alnum is a word without the punctuation and symbols around it ("(ZQ-41097).",
// "£350," → "ZQ-41097", "350").
func alnum(w string) string {
	return strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func hasDigit(w string) bool { return strings.ContainsAny(w, "0123456789") }

// longNumber reports a word with three digits or more: a number or a code
// worth keeping ("0912", "£350", "0345"), not "5 times" nor noise ("zq7.b").
func longNumber(w string) bool { return digitCount(w) >= 3 }

// digitCount is how many digits w holds.
func digitCount(w string) int {
	n := 0
	for _, r := range w {
		if unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

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
	names := Defines(body)
	lines := strings.Count(body, "\n")
	lang := b.lang
	if lang == "" {
		lang = "code"
	}
	text := fmt.Sprintf("%s block, %d lines", lang, lines)
	if len(names) > 0 {
		text += ", defines " + strings.Join(names, ", ")
	}
	return session.LedgerEntry{Kind: session.LedgerCode, Text: text, Weight: 4 + len(names)}, lines > 0
}

// Defines are the names code defines (functions, types, classes, …, in the
// common languages), each once, in order: at most 8, then "…".
func Defines(code string) []string {
	var names []string
	seen := map[string]bool{}
	for _, m := range definitions.FindAllStringSubmatch(code, -1) {
		if n := m[1]; !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	if len(names) > 8 {
		names = append(names[:8], "…")
	}
	return names
}

// abbreviations end with a dot that does not end a sentence.
var abbreviations = wordSet(`e.g i.e etc vs mr mrs ms dr prof st no nr z.b bzw usw ca vgl p.ej sr sra dra srta lic ing aprox núm approx dept hr fr str a.m p.m
	d.h u.a v.a z.t s.o u.u avda dña sres pág`)

// shortened are abbreviations that may also end a sentence ("… hat
// Bettwäsche inkl. Die Anreise …", "Tucson, AZ. The rent …"): the dot ends it
// before an article or a pronoun.
var shortened = wordSet(`lt ggf evtl inkl zzgl sog az tel ud uds av`)

// moneyFigure reports a figure that reads as an amount: two digits or more
// ("42,000", "150"), not "4 of us" after grades ("As and Bs.").
func moneyFigure(w string) bool { return digitCount(w) >= 2 }

// currencies are short names of money written with a dot before the amount
// ("Rs. 42,000", "Bs. 150", "Rp. 50.000", "Kr. 300"): the dot ends no
// sentence when a figure follows.
var currencies = wordSet(`rs rp bs ksh tsh dhs kr sh`)

// shortMonths are the months shortened with a dot in English, German and
// Spanish: the dot ends no sentence before a day's number or a year. Not
// "ago" (English's "two years ago. 3 bedrooms …"), nor a whole month's name
// ("im März. 80 Gäste …").
var shortMonths = wordSet(`jan feb mar apr jun jul aug sep sept oct nov dec jän okt dez ene abr dic`)

// monthGoesOn reports a month shortened with a dot (last, lower-cased; ws the
// sentence's words so far) that the date goes on after (next): a day, a
// range of days or a year, then a word a date ends before — a mark, a
// preposition, the end ("Aug. 21, a day early", "Sept. 14 at Shannon",
// "Oct. 14-16 in Leeds"), not a count of things ("her name is Jan. 3 rooms
// upstairs", "se llama Mar. 2 niños"; the second review of stop 70); "de"
// and a year in Spanish ("el 15 de ago. de 2026", where "ago" and "mar" are
// months, not "ago." nor the sea); a German day's dot before the month and a
// lower-case word after it ("am 10. Okt. in Südtirol").
func monthGoesOn(last string, ws, next []string) bool {
	if len(next) == 0 {
		return false
	}
	if (shortMonths[last] || last == "ago" || last == "mar") && next[0] == "de" && len(next) > 1 && yearNumber(next[1]) {
		return true
	}
	if last == "mar" && !strings.HasPrefix(ws[len(ws)-1], "Mar") {
		return false // "mar" without its capital is the sea: "… del mar. 3 habitaciones"
	}
	if shortMonths[last] && len(ws) > 1 && germanDay(ws[len(ws)-2]) && unicode.IsLower([]rune(next[0])[0]) {
		return true
	}
	if shortMonths[last] && len(ws) > 1 && partOfMonth[strings.ToLower(ws[len(ws)-2])] {
		// "In early Oct. we fly", "Ab Mitte Okt. sind", "Anfang Okt. fliegen
		// wir" — a part of a month takes no day: "We fly in late Oct. 3 of
		// us are going" ends there (the fourth review of stop 70), unless
		// it opens the sentence ("Ende Okt. 2 Tage …") or the number is a
		// year ("… in late Oct. 2027 at Ballymagarvey"). A capital goes on
		// ("In late Oct. I have my knee done", "Mitte Nov. OP am Knie",
		// "… in early Oct. Gran is minding the dog": one line, as before
		// the fourth review; the review of stop 71).
		return len(ws) <= 3 || !unicode.IsDigit([]rune(next[0])[0]) || yearNumber(next[0])
	}
	for _, part := range []string{"mid-", "early-", "late-"} {
		if m, ok := strings.CutPrefix(last, part); ok && shortMonths[m] && unicode.IsLower([]rune(next[0])[0]) {
			return true // "From mid-Oct. the builders are in"
		}
	}
	if !shortMonths[last] || !dayNumber(next[0]) || len(next) > 1 && partOf[strings.ToLower(next[1])] && !(len(next) > 2 && yearRefs[strings.ToLower(next[2])]) {
		return false // "en sept. 2 de mis hijos empezaron …", "in Aug. 2 of the kids …"
	}
	return yearNumber(next[0]) || strings.ContainsAny(next[0], ",;:.") || len(next) == 1 || dateGoesOnWith[strings.ToLower(next[1])] || !countNoun(next[1])
}

// countNoun reports a word after a number that says what was counted — a
// plural in lower case ("Jan. 3 rooms", "Mar. 2 niños") — not what a date
// goes on with: a time, "around", "between", "after", "(a Friday)" (the
// third review of stop 70).
func countNoun(w string) bool {
	w = strings.TrimRight(w, ".,;:!?")
	return len(w) >= 4 && strings.HasSuffix(w, "s") && isLowerWord(w) && !notCounted[w]
}

// isLowerWord reports a word of lower-case letters only.
func isLowerWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// notCounted end with an "s" and count nothing.
var notCounted = wordSet(`this thus plus unless across towards versus always perhaps`)

// yearRefs say which year after a day's "of": "Feb. 14 of last year", "el 3
// de este año" (the review of stop 71).
var yearRefs = wordSet(`last this next that este pasado próximo letzten diesem dieses nächsten`)

// partOf say a count is of some: "2 of the kids", "2 de mis hijos".
var partOf = wordSet(`of de von`)

// partOfMonth say which part of a month: "early Oct.", "Mitte Okt.".
var partOfMonth = wordSet(`early late mid mitte anfang ende`)

// dateGoesOnWith are the words a date goes on with after its day: "Sept. 14
// at Shannon", "Oct. 14-16 in Leeds", "Aug. 21 and 22".
var dateGoesOnWith = wordSet(`at in on to and or until till from for by with the this next – - um im bis und oder ab en a y o hasta desde para con`)

// yearNumber reports a year of four digits: "2026", "2026,".
func yearNumber(w string) bool {
	t := strings.TrimRight(w, ".,:;")
	return len(t) == 4 && strings.Trim(t, "0123456789") == ""
}

// germanDay reports a German day with its dot: "10.", "3.".
func germanDay(w string) bool {
	t := strings.TrimSuffix(w, ".")
	return t != w && len(t) >= 1 && len(t) <= 2 && strings.Trim(t, "0123456789") == ""
}

// dayNumber reports a day of the month, a range of days or a year after a
// shortened month: "21", "21,", "3rd", "14-16", "2025".
func dayNumber(w string) bool {
	t := strings.TrimRight(w, ".,:;")
	if from, _, ok := strings.Cut(t, "-"); ok {
		t = from // "Oct. 14-16"
	} else if from, _, ok := strings.Cut(t, "–"); ok {
		t = from
	}
	t = strings.TrimRightFunc(t, unicode.IsLetter)
	if t == "" || len(t) > 4 || strings.Trim(t, "0123456789") != "" {
		return false
	}
	return len(t) <= 2 || len(t) == 4
}

// acronyms are those of them that end a sentence only in capitals.
var acronyms = wordSet(`av az`)

// opensSentence are the words that open a sentence after such a dot.
var opensSentence = wordSet(`the a an i we he she it they this that my our die der das ein eine ich wir er sie es man mein meine unser unsere
	el la los las un una yo él ella nosotros mi mis nuestro nuestra`)

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
			if c == '.' && (!endsSentence(text[start:i], text[i+1:]) || quoteGoesOn(text[start:i], text[i+1:], 8)) || c == '!' && quoteGoesOn(text[start:i], text[i+1:], 4) {
				continue
			}
			flush(text[start : i+1])
			start = i + 1
		case c >= utf8.RuneSelf:
			if end := emojiEnd(text, i); end > i {
				flush(text[start:end])
				start, i = end, end-1
			}
		case c == '(':
			if end := strings.IndexByte(text[i:], ')'); end > 0 && bracketedOrder(text[i+1:i+end]) {
				// "… for next week (please never put mushrooms in
				// anything, Tom hates them) and …": an order in brackets
				// is a sentence of its own.
				flush(text[start:i])
				flush(text[i+1 : i+end])
				start, i = i+end+1, i+end
			}
		}
	}
	flush(text[start:])
	return out
}

// quoteGoesOn reports an exclamation or a dot inside a short quote, opened
// at most most words before it, that closes within most words on (in
// '…', "…", “…”, „…“, ‚…‘, «…» or »…«): "… shouting 'Grovely! Grovely!' I've been
// offered a pitch …" is one sentence, not three; "der Matthias hat's
// umgetauft: 'Wally. Die vom Geierfelsen'." is one title (a part measured
// blind at stop 82). The quote opens before a capital in the
// sentence so far, is not closed there, and closes within four words of
// what follows. (Not a question: "The landlord asked 'Can you pay early?
// Just this month' so I paid …" would be read as one, all of it; a
// review.)
func quoteGoesOn(before, after string, most int) bool {
	fs := strings.Fields(before)
	open := -1
	for k, f := range fs {
		if opensQuote(f) {
			open = k
		}
		if open >= 0 && (k > open || len(f) > 1) && closesQuote(f) {
			open = -1
		}
	}
	if open < 0 || len(fs)-open > most {
		return false
	}
	for k, f := range strings.Fields(after) {
		if k >= most {
			break
		}
		if closesQuote(f) {
			return true
		}
		if opensQuote(f) {
			return false
		}
	}
	return false
}

// opensQuote reports a word that opens a quote before a capital: "'Grovely!",
// "“Stop".
func opensQuote(f string) bool {
	for _, q := range []string{"'", "‘", "\"", "“", "„", "«", "»", "‚"} {
		if rest, ok := strings.CutPrefix(f, q); ok {
			r, _ := utf8.DecodeRuneInString(rest)
			return unicode.IsUpper(r)
		}
	}
	return false
}

// closesQuote reports a word that closes a quote after a letter or a mark of
// its own: "Grovely!'", "now?”".
func closesQuote(f string) bool {
	f = strings.TrimRight(f, ".,;:)")
	for _, q := range []string{"'", "’", "\"", "”", "“", "»", "«", "‘"} {
		if rest, ok := strings.CutSuffix(f, q); ok && rest != "" {
			r, _ := utf8.DecodeLastRuneInString(rest)
			return unicode.IsLetter(r) || r == '!' || r == '?'
		}
	}
	return false
}

// emojiEnd is, when an emoji at byte i ends a sentence, where the sentence
// ends (after it and its modifiers); else i. People type a face or a
// gesture in place of a full stop: a space, the emoji, a space, a capital
// ("… se acabó 😩 La policía …"). Not a picture, which may stand for a word
// ("We fly to 🇪🇸 Málaga", "Saturday 🎉 Sam's leaving do", "I got the
// tickets 🎟️ Lion King at the Lyceum"), nor a sign ("180° Umluft").
func emojiEnd(text string, i int) int {
	if i == 0 || text[i-1] != ' ' {
		return i
	}
	j, faces := i, 0
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		switch {
		case mood(r):
			faces++
		case faces > 0 && (unicode.Is(unicode.So, r) && r >= 0x2000 || r == 0xFE0F || r == 0x200D || r >= 0x1F3FB && r <= 0x1F3FF):
			// "😅🙈", "✨💪" after a face; a variant, a joiner, a skin tone
		default:
			n = 0
		}
		if n == 0 {
			break
		}
		j += n
	}
	if faces == 0 || j+1 >= len(text) || text[j] != ' ' {
		return i
	}
	next, _ := utf8.DecodeRuneInString(text[j+1:])
	if !unicode.IsUpper(next) {
		return i
	}
	return j
}

// endsSentence reports whether a dot after before ends a sentence, given what
// follows.
func endsSentence(before, after string) bool {
	ws := strings.Fields(before)
	if len(ws) == 0 {
		return false // "1." of a numbered list
	}
	last := strings.ToLower(strings.TrimLeftFunc(ws[len(ws)-1], openPunct))
	next := strings.Fields(after)
	if shortened[last] {
		// "lt. Auskunft", "ggf. die Stehtische", "evtl. Onkel Herbert" —
		// but "… Bettwäsche inkl. Die Anreise ist …": a new sentence opens
		// with an article or a pronoun, capitalized. "AV.", "AZ." in
		// capitals are the English acronyms, which may end one; "Av. Los
		// Leones" is an avenue.
		if len(next) == 0 {
			return true
		}
		word := strings.TrimRightFunc(next[0], closePunct)
		capital := unicode.IsUpper([]rune(word + " ")[0])
		raw := strings.TrimLeftFunc(ws[len(ws)-1], openPunct)
		if acronyms[last] {
			return capital && raw == strings.ToUpper(raw)
		}
		return capital && opensSentence[strings.ToLower(word)]
	}
	if currencies[last] && len(next) > 0 && next[0][0] >= '0' && next[0][0] <= '9' && moneyFigure(next[0]) &&
		(len(ws) == 1 || !hasDigit(ws[len(ws)-2])) {
		// Not "… about 900 rs. 30 people came": the name after an amount.
		return false
	}
	if abbreviations[last] || utf8.RuneCountInString(last) == 1 && unicode.IsLetter([]rune(last)[0]) && last != "i" {
		return false
	}
	if monthGoesOn(last, ws, next) {
		return false // "he lands on Aug. 21", "am 3. Okt. 2025", "el 14 de sept. de 2025"
	}
	if len(ws) == 1 && len(last) <= 3 && hasDigit(last) {
		return false // "1." or "12." numbering an item
	}
	if germanDate(last) && len(next) > 0 && !unicode.IsUpper([]rune(next[0])[0]) {
		// A date's own dot: "Fr 14.03. holt Oma die Kinder ab", "Mo 03.03.
		// 07:40 …" (not "… am 15.09. Danach …").
		return false
	}
	if strings.HasSuffix(last, "..") && len(next) > 0 && unicode.IsLower([]rune(next[0])[0]) && !unicode.IsLower([]rune(ws[0])[0]) &&
		!speakers[next[0]] && !subjects[next[0]] && !owners[next[0]] && !possessive[next[0]] {
		// "Right, U-turn on the monitors... the Yamaha guy went silent": a
		// pause, not an end — from one who opens sentences with a capital
		// (not "ok so the flat is booked for june... my sister arrives …"),
		// and not before a new subject ("... we've decided …").
		return false
	}
	if hasDigit(last) && len(last) <= 2 && len(next) > 0 {
		// A number and a dot before a word is an ordinal ("am 2.
		// November", "el 3. de", "Omas 80. Geburtstag") — but for a time
		// after "at", "um", "bis" …: "… on Friday at 10. Tracking no. …",
		// "um 10. Danach …" end there.
		raw := strings.TrimRightFunc(next[0], closePunct)
		timed := len(ws) >= 2 && beforeTime[strings.ToLower(ws[len(ws)-2])]
		return timed && !valueWords[strings.ToLower(raw)] && raw != "" && !unicode.IsLower([]rune(raw)[0])
	}
	return true
}

// germanDate reports a day and a month written with dots, before the dot
// that ends them ("14.03" of "14.03."): a day up to 31, a month up to 12 —
// not a time ("10.30").
func germanDate(w string) bool {
	day, month, ok := strings.Cut(w, ".")
	d, err1 := strconv.Atoi(day)
	m, err2 := strconv.Atoi(month)
	return ok && err1 == nil && err2 == nil && len(day) <= 2 && len(month) <= 2 && d >= 1 && d <= 31 && m >= 1 && m <= 12
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

// mood reports an emoji of a face or a gesture: what a feeling ends a
// sentence with (😩 🙄 😂 🤷 🥹 👍 🙏 💪; not 🎉 or ❤, which stand for a
// party or love: "Saturday 🎉 Sam's leaving do").
func mood(r rune) bool {
	switch {
	case r >= 0x1F600 && r <= 0x1F64F, // faces, cats, hands
		r >= 0x1F910 && r <= 0x1F92F, r >= 0x1F970 && r <= 0x1F97A, // more faces
		r >= 0x1F926 && r <= 0x1F937, // facepalm, shrug
		r == 0x1F44D, r == 0x1F44E, r == 0x1F44F, r == 0x1F4AA:
		return true
	}
	return false
}

// bracketedOrder reports a remark in brackets, up to half a line, that is an
// order to the assistant from then on ("please never put mushrooms in
// anything"; not "(always late, bless her)", "(please don't laugh)",
// "(always ask for Dave, he's honest)").
func bracketedOrder(remark string) bool {
	lower := strings.ToLower(remark)
	return utf8.RuneCountInString(remark) <= maxLineRunes/2 && politeOrder(lower) && marks(lower, instruction)
}
