package compression

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Facts are the exact strings a summary must not lose: paths and file names,
// code identifiers, numbers and quoted names, in order of first appearance.
type Facts struct {
	List  []string
	count map[string]int
}

// Add scans text for facts. One pass over the text, no regular expressions:
// about 100 MB/s (BenchmarkFacts).
func (f *Facts) Add(text string) {
	if f.count == nil {
		f.count = map[string]int{}
	}
	f.quoted(text)
	for w := range strings.FieldsSeq(text) {
		w = strings.TrimRightFunc(strings.TrimLeftFunc(w, openPunct), closePunct)
		if strings.HasSuffix(w, ")") && !strings.Contains(w, "(") {
			w = strings.TrimRight(w, ")")
		}
		if w != "" && isFact(w) {
			f.add(w)
		}
	}
}

func (f *Facts) add(w string) {
	if f.count[w] == 0 {
		f.List = append(f.List, w)
	}
	f.count[w]++
}

// Count returns how often a fact occurred.
func (f *Facts) Count(w string) int { return f.count[w] }

// quoted adds names in double quotes or backticks: "Project Falcon", `make test`.
func (f *Facts) quoted(text string) {
	for _, q := range [...][2]string{{`"`, `"`}, {"`", "`"}, {"“", "”"}} {
		rest := text
		for {
			i := strings.Index(rest, q[0])
			if i < 0 {
				break
			}
			rest = rest[i+len(q[0]):]
			j := strings.Index(rest, q[1])
			if j < 0 {
				break
			}
			name := rest[:j]
			rest = rest[j+len(q[1]):]
			if n := utf8.RuneCountInString(name); n >= 2 && n <= 60 && !strings.Contains(name, "\n") && len(strings.Fields(name)) <= 6 {
				f.add(strings.TrimSpace(name))
			}
		}
	}
}

func openPunct(r rune) bool {
	switch r {
	case '(', '[', '{', '<', '"', '\'', '`', '“', '‘', '‚', '*', '_', '„', '«', '¿', '¡': // ‚…‘: German single quotes
		return true
	}
	return false
}

func closePunct(r rune) bool {
	switch r {
	case ']', '}', '>', ',', ';', ':', '!', '?', '"', '\'', '`', '”', '’', '*', '.', '…', '“', '‘', '»':
		return true
	}
	return false
}

// isFact classifies one word: a path or file name, an identifier, a number.
func isFact(w string) bool {
	if len(w) < 2 || len(w) > 200 {
		return false
	}
	digits, letters, upperAfterLower, under, slash, dot := 0, 0, false, false, false, false
	prevLower := false
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case unicode.IsLetter(r):
			letters++
			if unicode.IsUpper(r) && prevLower {
				upperAfterLower = true
			}
		case r == '_':
			under = true
		case r == '/' || r == '\\':
			slash = true
		case r == '.':
			dot = true
		}
		prevLower = unicode.IsLower(r)
	}
	switch {
	case slash && letters > 0 && len(w) >= 3: // a path or a URL
		return true
	case dot && letters > 0 && fileName(w):
		return true
	case letters > 0 && (under || upperAfterLower || strings.HasSuffix(w, "()")):
		return true // snake_case, camelCase, call()
	case digits >= 2 || (digits >= 1 && dot && letters <= 1): // 8080, 3.5, v1.2
		return true
	}
	return false
}

// fileName reports words like main.go, config.json, pkg.Func: a name, a dot,
// and a short alphanumeric ending.
func fileName(w string) bool {
	i := strings.LastIndexByte(w, '.')
	if i < 1 || i == len(w)-1 {
		return false
	}
	ext := w[i+1:]
	if len(ext) > 8 {
		return false
	}
	for _, r := range ext {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	// "e.g", "i.e": one-letter names are abbreviations, not files.
	return i >= 2
}

// Missing returns the facts found neither in summary nor in verbatim, most
// frequent first. Facts are looked up among the facts of those texts, scanned
// the same way; the summary alone is also searched, for facts it writes glued
// to other text (and the verbatim text for names of several words, which only
// quotes mark as facts). Searching the verbatim text too would cost a scan of it per
// fact (20 ms for 1,000 messages).
func (f *Facts) Missing(summary, verbatim string) []string {
	var have Facts
	have.Add(summary)
	have.Add(verbatim)
	var out []string
	for _, w := range f.List {
		found := have.count[w] > 0 || strings.Contains(summary, w) ||
			(strings.Contains(w, " ") && strings.Contains(verbatim, w)) // quoted names, few
		if !found {
			out = append(out, w)
		}
	}
	sortByCount(out, f.count)
	return out
}

func sortByCount(ws []string, count map[string]int) {
	slices.SortStableFunc(ws, func(a, b string) int { return count[b] - count[a] })
}

// Vocabulary is the set of words of a text, lower-cased; scripts written
// without spaces (Han, kana, Thai) count one character as one word.
type Vocabulary map[string]struct{}

// AddWords adds the words of text.
func (v Vocabulary) AddWords(text string) {
	forWords(text, func(w string) { v[w] = struct{}{} })
}

// Grounding returns the share of summary's words (three letters or more, or
// one character of a script without spaces) that occur in v. A summary restates
// what it summarizes; text made up by a broken model shares few words with it.
func (v Vocabulary) Grounding(summary string) float64 {
	total, known := 0, 0
	forWords(summary, func(w string) {
		total++
		if _, ok := v[w]; ok {
			known++
		}
	})
	if total == 0 {
		return 0
	}
	return float64(known) / float64(total)
}

func forWords(text string, fn func(string)) {
	start := -1
	flush := func(end int) {
		if start >= 0 && utf8.RuneCountInString(text[start:end]) >= 3 {
			fn(strings.ToLower(text[start:end]))
		}
		start = -1
	}
	for i, r := range text {
		switch {
		case unspaced(r):
			flush(i)
			fn(string(r))
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
		default:
			flush(i)
		}
	}
	flush(len(text))
}

func unspaced(r rune) bool {
	return r >= 0x2E80 && (unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Thai, r))
}
