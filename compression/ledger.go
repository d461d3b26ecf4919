package compression

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

// The facts ledger (docs/compression.md): what code keeps of the compacted
// messages, with no model call, so that what the model still knows does not
// depend on how well it summarizes. Extract reads messages into entries; Merge
// takes them into the running ledger (deduplicating, superseding older values of
// the same subject and attribute, counting references); Fit keeps the ledger
// within its budget; Lines renders it.

// Bounds of what one entry may hold.
const (
	maxAskRunes    = 120
	maxRuleRunes   = 160
	maxPhraseWords = 3 // words before a value that say what it is
	maxClauseRunes = 140
)

// Extract reads the messages at the indices into ledger entries, in order.
func Extract(s *session.Session, indices []int) []session.LedgerEntry {
	var out []session.LedgerEntry
	for _, i := range indices {
		m := s.Messages[i]
		content, ok := Pruned(m)
		if !ok || strings.TrimSpace(content) == "" {
			continue
		}
		user := m.Role == session.RoleUser
		prose, blocks := splitCode(content)
		for _, b := range blocks {
			if e, ok := codeEntry(b); ok {
				e.Msg, e.User = i, user
				out = append(out, e)
			}
		}
		var ask, subject string
		best := 0
		for _, sent := range sentences(prose) {
			switch {
			case isRule(sent) && user:
				out = append(out, session.LedgerEntry{Kind: session.LedgerRule, Msg: i, User: user, Text: clipRunes(sent, maxRuleRunes)})
				continue
			}
			// A decision that names values is kept as its facts, whose
			// phrases carry it; one that names none, as a sentence.
			if e, ok := factEntry(sent, subject); ok {
				e.Msg, e.User = i, user
				out = append(out, e)
				subject = e.Subject
			} else if isDecision(sent) {
				out = append(out, session.LedgerEntry{Kind: session.LedgerDecision, Msg: i, User: user, Text: clipRunes(strings.TrimSpace(strings.TrimPrefix(sent, MarkDecision)), maxRuleRunes)})
				continue
			}
			if score := askScore(sent); user && score > best {
				ask, best = sent, score
			}
			if subj := namedSubject(sent); subj != "" {
				subject = subj // "Can you check svc-1? It runs on port 20001."
			}
		}
		if user && ask != "" {
			out = append(out, session.LedgerEntry{Kind: session.LedgerAsk, Msg: i, User: true, Text: clipRunes(ask, maxAskRunes)})
		}
	}
	return out
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
	return session.LedgerEntry{Kind: session.LedgerCode, Text: text}, lines > 0
}

// sentences splits prose at sentence ends and line breaks. A dot inside a word
// (a file name, a version, a path) does not end a sentence.
func sentences(text string) []string {
	var out []string
	flush := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
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
			flush(text[start : i+1])
			start = i + 1
		}
	}
	flush(text[start:])
	return out
}

// sentenceWords are the words of a sentence with their punctuation trimmed, and the raw ones.
func sentenceWords(sent string) (clean, raw []string) {
	raw = strings.Fields(sent)
	clean = make([]string, len(raw))
	for i, w := range raw {
		clean[i] = strings.TrimRightFunc(strings.TrimLeftFunc(w, openPunct), closePunct)
	}
	return clean, raw
}

// valueKind classifies a fact word.
type valueKind int

const (
	notValue valueKind = iota
	valueNumber
	valuePath
	valueURL
	valueVersion
	valueIdent
	valueFile
)

func kindOf(w string) valueKind {
	switch {
	case strings.Contains(w, "://"):
		return valueURL
	case strings.ContainsAny(w, "/\\") && len(w) >= 3:
		return valuePath
	case isVersion(w):
		return valueVersion
	case isNumber(w):
		if len(strings.Trim(w, "0123456789")) == 0 && len(w) < 2 {
			return notValue
		}
		return valueNumber
	case hyphenated(w):
		return valueIdent // svc-12, us-east-1, build-42
	case lettersAndDigits(w):
		return valueIdent // api4, db01, node3
	case !isFact(w):
		return notValue
	case fileName(w) && strings.ContainsRune(w, '.'):
		return valueFile
	}
	return valueIdent
}

// hyphenated reports names like svc-12 or us-east-1: letters and digits joined
// by hyphens (well-known, a plain hyphenated word, is not one).
func hyphenated(w string) bool {
	if !strings.Contains(w, "-") || strings.HasPrefix(w, "-") || strings.HasSuffix(w, "-") {
		return false
	}
	letters, digits := false, false
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits = true
		case unicode.IsLetter(r):
			letters = true
		case r != '-' && r != '_' && r != '.':
			return false
		}
	}
	return letters && digits
}

// lettersAndDigits reports names like api4 or db01: a letter first, then
// letters and at least one digit, three characters or more.
func lettersAndDigits(w string) bool {
	if len(w) < 3 || !unicode.IsLetter(rune(w[0])) {
		return false
	}
	digits := false
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits = true
		case !unicode.IsLetter(r):
			return false
		}
	}
	return digits
}

func isNumber(w string) bool {
	digits := 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '.' || r == ',' || r == ':' || r == '%' || r == '-' || r == '+':
		default:
			return false
		}
	}
	return digits > 0
}

func isVersion(w string) bool {
	v := strings.TrimPrefix(strings.TrimPrefix(w, "v"), "V")
	return v != w && len(v) > 0 && v[0] >= '0' && v[0] <= '9' && isNumber(v) ||
		strings.Count(w, ".") >= 2 && isNumber(w)
}

// units that make a small number a fact: "3 replicas", "30 s", "2 GB".
var units = map[string]bool{"ms": true, "s": true, "sec": true, "secs": true, "second": true, "seconds": true, "min": true,
	"mins": true, "minute": true, "minutes": true, "h": true, "hour": true, "hours": true, "day": true, "days": true,
	"week": true, "weeks": true, "kb": true, "mb": true, "gb": true, "tb": true, "kib": true, "mib": true, "gib": true,
	"tib": true, "%": true, "percent": true, "cores": true, "core": true, "threads": true, "replicas": true,
	"workers": true, "nodes": true, "tokens": true, "bytes": true, "px": true, "rps": true, "qps": true, "x": true,
	"retries": true, "attempts": true, "users": true, "gpus": true, "gpu": true, "pods": true, "shards": true}

// skipped words are not what a value is: articles, pronouns, prepositions, and
// verbs that only link ("is", "lives", "moved").
var skipped = map[string]bool{"a": true, "an": true, "the": true, "its": true, "it": true, "is": true, "are": true,
	"was": true, "were": true, "be": true, "been": true, "in": true, "on": true, "at": true, "to": true, "of": true,
	"for": true, "from": true, "with": true, "into": true, "by": true, "as": true, "and": true, "or": true, "now": true,
	"still": true, "also": true, "under": true, "over": true, "that": true, "which": true, "this": true, "their": true,
	"our": true, "my": true, "your": true, "his": true, "her": true, "lives": true, "live": true, "sits": true,
	"stored": true, "stores": true, "kept": true, "keeps": true, "moved": true, "changed": true, "set": true,
	"uses": true, "use": true, "using": true, "runs": true, "run": true, "running": true, "goes": true, "points": true,
	"listens": true, "listen": true, "listening": true, "so": true, "then": true, "but": true, "we": true, "i": true,
	"you": true, "has": true, "have": true, "had": true, "will": true, "should": true, "must": true, "can": true,
	"called": true, "named": true, "there": true, "here": true, "where": true, "about": true, "around": true}

// preposition words are trimmed from a phrase's start too: the attribute after
// them says what the value is.
var preposition = map[string]bool{"on": true, "at": true, "in": true, "to": true, "for": true, "from": true,
	"under": true, "behind": true, "into": true, "via": true, "by": true, "over": true}

// linking verbs are trimmed from a phrase's start as well: "sits behind port
// 20022" says no more than "port 20022". Verbs of change ("moved", "changed")
// stay: they say a value is new.
var linking = map[string]bool{"listens": true, "listen": true, "listening": true, "sits": true, "sit": true,
	"lives": true, "live": true, "stored": true, "stores": true, "kept": true, "keeps": true, "runs": true,
	"run": true, "running": true, "uses": true, "use": true, "using": true, "goes": true, "points": true,
	"is": true, "are": true, "was": true, "were": true, "be": true, "has": true, "have": true}

// leading words trimmed from a phrase: they say nothing about the value.
var leading = map[string]bool{"a": true, "an": true, "the": true, "and": true, "its": true, "it": true, "with": true,
	"but": true, "so": true, "then": true, "that": true, "which": true, "this": true, "their": true, "our": true,
	"my": true, "your": true, "of": true, "we": true, "i": true, "also": true, "now": true, "is": true, "are": true}

// namedSubject is the first name a sentence gives (an identifier, a file name),
// for the sentences after it that go on about it.
func namedSubject(sent string) string {
	clean, _ := sentenceWords(sent)
	for _, w := range clean {
		if k := kindOf(w); k == valueIdent || k == valueFile {
			return w
		}
	}
	return ""
}

// factEntry keeps the named values of a sentence with the words that say what
// each is, under the sentence's subject when it names one, else under inherited
// (the subject of the sentence before, in the same message).
func factEntry(sent, inherited string) (session.LedgerEntry, bool) {
	clean, raw := sentenceWords(sent)
	type val struct {
		i    int
		kind valueKind
	}
	var vals []val
	subject := -1
	quoted := quotedNames(sent)
	for i, w := range clean {
		k := kindOf(w)
		if k == valueNumber && len(strings.Trim(w, "0123456789")) == 0 && len(w) == 1 {
			k = notValue
		}
		if k == notValue && isNumber(w) && i+1 < len(clean) && units[strings.ToLower(clean[i+1])] {
			k = valueNumber // "3 replicas"
		}
		switch {
		case k == notValue:
			continue
		case (k == valueIdent || k == valueFile) && subject < 0:
			subject = i
			continue
		}
		vals = append(vals, val{i, k})
	}
	if len(vals) == 0 && len(quoted) == 0 {
		return session.LedgerEntry{}, false
	}
	e := session.LedgerEntry{Kind: session.LedgerFact}
	subj := ""
	switch {
	case subject >= 0:
		subj = clean[subject]
	case len(quoted) > 0:
		subj, quoted = quoted[0], quoted[1:]
	default:
		subj = inherited
	}
	e.Subject = subj
	from := 0 // the phrase of a value starts after the previous value
	for _, v := range vals {
		lo := max(from, v.i-maxPhraseWords)
		if subject >= lo && subject < v.i {
			lo = subject + 1 // the subject heads the line: not repeated
		}
		for lo < v.i && (leading[strings.ToLower(clean[lo])] || preposition[strings.ToLower(clean[lo])] || linking[strings.ToLower(clean[lo])]) {
			lo++ // "listens on port 20012": "port 20012"
		}
		hi := v.i + 1
		if v.kind == valueNumber && hi < len(clean) && units[strings.ToLower(clean[hi])] {
			hi++ // the unit after the number
		}
		phrase := strings.Join(clean[lo:hi], " ")
		if lo == v.i && hi == v.i+1 {
			// Nothing before it says what it is: the word after may.
			if hi < len(clean) && !skipped[strings.ToLower(clean[hi])] && kindOf(clean[hi]) == notValue {
				phrase += " " + clean[hi]
			}
		}
		e.Parts = append(e.Parts, session.LedgerPart{Key: partKey(subj, attribute(clean, v.i, max(from, subject+1)-1), clean[v.i]), Value: clean[v.i], Text: phrase})
		from = hi
	}
	for _, q := range quoted {
		e.Parts = append(e.Parts, session.LedgerPart{Key: partKey(subj, "name", q), Value: q, Text: `"` + q + `"`})
	}
	if subj == "" && len(e.Parts) == 1 && len(raw) <= 24 {
		// One value and no subject: the whole short sentence is its context.
		e.Parts[0].Text = clipRunes(strings.TrimSpace(sent), maxClauseRunes)
	}
	return e, true
}

// quotedNames are the names in quotes of a sentence.
func quotedNames(sent string) []string {
	f := Facts{count: map[string]int{}}
	f.quoted(sent)
	return f.List
}

// attribute is what the value at i is: the nearest word before it (after
// bound: the subject or the previous value) that is not an article, a
// preposition or a linking verb; else the word after it; else the kind of value.
func attribute(clean []string, i, bound int) string {
	for j := i - 1; j > bound && j >= i-6; j-- {
		w := strings.ToLower(clean[j])
		if w != "" && !skipped[w] && kindOf(clean[j]) == notValue {
			return w
		}
	}
	if i+1 < len(clean) {
		if w := strings.ToLower(clean[i+1]); w != "" && !skipped[w] && kindOf(clean[i+1]) == notValue {
			return w
		}
	}
	switch kindOf(clean[i]) {
	case valuePath:
		return "path"
	case valueURL:
		return "url"
	case valueVersion:
		return "version"
	}
	return "value"
}

// partKey is subject|attribute: a later part with the same key supersedes. A
// value without a subject can only be repeated, not superseded: its key holds
// the value itself.
func partKey(subject, attr, value string) string {
	if subject == "" {
		return "|" + attr + "|" + value
	}
	return strings.ToLower(subject) + "|" + attr
}

// isRule reports an instruction meant to hold from then on.
func isRule(sent string) bool {
	l := strings.ToLower(sent)
	for _, k := range []string{"always ", "never ", "from now on", "make sure", "do not ", "don't ", "dont ", "must not",
		"answer in ", "reply in ", "respond in ", "write in ", "only use ", "avoid ", "keep in mind", "remember that", "remember to"} {
		if strings.Contains(l, k) {
			return true
		}
	}
	return false
}

// isDecision reports a decision or a goal marker.
func isDecision(sent string) bool {
	if strings.HasPrefix(sent, MarkDecision) || strings.HasPrefix(sent, MarkGoal) || strings.HasPrefix(sent, MarkNext) || strings.HasPrefix(sent, MarkCheckpoint) {
		return true
	}
	l := strings.ToLower(sent)
	for _, k := range []string{"we decided", "decided to", "let's go with", "lets go with", "we'll go with", "we will go with",
		"we'll use", "we will use", "the decision is", "agreed to", "we chose", "we picked"} {
		if strings.Contains(l, k) {
			return true
		}
	}
	return false
}

// askScore rates a sentence as the person's request: a question, an imperative,
// a request phrase.
func askScore(sent string) int {
	l := strings.ToLower(strings.TrimSpace(sent))
	if len(strings.Fields(l)) < 4 {
		return 0 // "please remember it": nothing to keep
	}
	score := 0
	if strings.HasSuffix(l, "?") {
		score += 3
	}
	for _, k := range []string{"can you", "could you", "please", "i need", "i want", "help me", "how do", "how can", "what ", "why ", "let's", "write ", "explain", "show me", "tell me", "fix ", "add ", "make "} {
		if strings.HasPrefix(l, k) || strings.Contains(l, " "+k) {
			score += 2
			break
		}
	}
	if first, _, _ := strings.Cut(l, " "); imperative[first] {
		score += 2
	}
	return score
}

var imperative = map[string]bool{"write": true, "explain": true, "fix": true, "add": true, "make": true, "create": true,
	"show": true, "list": true, "find": true, "check": true, "compare": true, "summarize": true, "translate": true,
	"refactor": true, "remove": true, "delete": true, "update": true, "change": true, "rename": true, "implement": true,
	"describe": true, "give": true, "tell": true, "help": true, "debug": true, "review": true, "run": true, "set": true}

func clipRunes(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	cut := n - 1
	for i := cut; i > n/2; i-- { // at a word boundary when one is near
		if unicode.IsSpace(r[i]) {
			cut = i
			break
		}
	}
	return strings.TrimSpace(string(r[:cut])) + "…"
}
