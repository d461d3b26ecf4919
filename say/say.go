// Package say writes what ollm tells people in figures and sentences: token
// counts as the markers show them, counts with their nouns, sizes, model
// names, and the sentences that say what a compaction made. It is one place
// for the engine and for every screen (the chat, the browser, the picker,
// `ollm run`), so that a figure is never written two ways, and the screens
// need not import the engine to write one.
package say

import (
	"fmt"
	"strconv"
	"strings"
)

// Thousands writes n with comma separators: 8192 → "8,192".
func Thousands(n int) string {
	if n < 0 {
		return "-" + Thousands(-n)
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Short writes a token count the way markers show it: 980, 9.8k, 12k.
func Short(n int) string {
	switch {
	case n < 1000:
		return strconv.Itoa(n)
	case n < 10000:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/1000), ".0") + "k"
	default:
		return fmt.Sprintf("%dk", (n+500)/1000)
	}
}

// Plural writes a count with its noun: 1 fact, 3 facts.
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Size writes a byte count like "4.7 GB" (powers of 1,000, as `ollama list`).
func Size(n int64) string {
	const unit = 1000
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %cB", float64(n)/float64(div), "kMGTPE"[exp])
}

// ModelName drops the ":latest" tag that Ollama adds to untagged names.
func ModelName(name string) string { return strings.TrimSuffix(name, ":latest") }

// Clip cuts text to n runes, with an ellipsis.
func Clip(text string, n int) string {
	r := []rune(text)
	if len(r) <= n {
		return text
	}
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

// Sentence makes a clause a sentence: a capital first and a full stop last.
func Sentence(s string) string {
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// verb is "is" for one, "are" for more.
func verb(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
