package attach

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
)

// Mentions are the files a message names with @: `@main.go`, `@docs/a.md`,
// `@"my notes.txt"`. An @ that begins a word is a mention; one followed by a
// space, the end, or another @ is text, and so is one inside a word (an
// e-mail address: bob@example.com). `\@name` is text too: the backslash is
// dropped (Unescape). Sentence punctuation after a path is not part of it
// ("explain @main.go." names main.go).
func Mentions(text string) []string {
	var out []string
	seen := map[string]bool{}
	rs := []rune(text)
	for i := 0; i < len(rs); i++ {
		if rs[i] != '@' || !beginsWord(rs, i) {
			continue
		}
		path, end := mentionAt(rs, i+1)
		i = end - 1
		if path != "" && !seen[path] {
			seen[path] = true
			out = append(out, path)
		}
	}
	return out
}

// beginsWord reports whether rs[i] begins a word: the text's start or a
// space before it. An @ there names a file (Mentions), a `\@` there is its
// escape (Escaped, Unescape).
func beginsWord(rs []rune, i int) bool { return i == 0 || unicode.IsSpace(rs[i-1]) }

// mentionAt reads the path after an @ at rs[from:], quoted or up to the next
// space; end is where it stops.
func mentionAt(rs []rune, from int) (path string, end int) {
	if from >= len(rs) || unicode.IsSpace(rs[from]) || rs[from] == '@' {
		return "", from
	}
	if rs[from] == '"' {
		for j := from + 1; j < len(rs); j++ {
			if rs[j] == '"' {
				return string(rs[from+1 : j]), j + 1
			}
		}
		return "", from // an unclosed quote: text
	}
	j := from
	for j < len(rs) && !unicode.IsSpace(rs[j]) {
		j++
	}
	return strings.TrimRight(string(rs[from:j]), ".,;:!?)]}'\""), j
}

// Unescape turns each `\@` that begins a word into `@` (the inverse of
// Escaped): a way to write an @ that begins a word without naming a file. A
// `\@` inside a word (`user\@host`) was never a mention and stays as typed.
func Unescape(text string) string {
	rs := []rune(text)
	var b strings.Builder
	for i, r := range rs {
		if r == '\\' && i+1 < len(rs) && rs[i+1] == '@' && beginsWord(rs, i) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Escaped is text whose @ mentions are all escaped: `\@` before each @ that
// begins a word, so that the message is sent as written.
func Escaped(text string) string {
	rs := []rune(text)
	var b strings.Builder
	for i, r := range rs {
		if r == '@' && beginsWord(rs, i) {
			b.WriteRune('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Complete lists what a partial path after an @ can become, relative to base
// (absolute and ~/ paths as they are): the entries of its folder whose names
// begin with its last part, folders ending in "/", sorted; hidden entries
// only when the part begins with a dot. It reads the folder: call it off the
// screen's goroutine.
func Complete(base, partial string) []string {
	dir, prefix := filepath.Split(partial)
	look := Resolve(base, dir)
	entries, err := os.ReadDir(look)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, prefix) || (strings.HasPrefix(name, ".") && !strings.HasPrefix(prefix, ".")) {
			continue
		}
		full := dir + name
		if e.IsDir() {
			full += "/"
		} else if e.Type()&os.ModeSymlink != 0 {
			if info, err := os.Stat(filepath.Join(look, name)); err == nil && info.IsDir() {
				full += "/"
			}
		}
		out = append(out, full)
	}
	sort.Strings(out)
	return out
}

// CommonPrefix is the longest beginning the candidates share.
func CommonPrefix(cands []string) string {
	if len(cands) == 0 {
		return ""
	}
	p := cands[0]
	for _, c := range cands[1:] {
		for !strings.HasPrefix(c, p) {
			_, size := lastRune(p)
			p = p[:len(p)-size]
		}
	}
	return p
}

func lastRune(s string) (rune, int) {
	rs := []rune(s)
	if len(rs) == 0 {
		return 0, 0
	}
	r := rs[len(rs)-1]
	return r, len(string(r))
}

// Args splits /attach's arguments into paths: at spaces, but not inside
// double quotes ("my notes.txt").
func Args(s string) []string {
	var out []string
	var cur strings.Builder
	quoted, any := false, false
	flush := func() {
		if any {
			out = append(out, cur.String())
		}
		cur.Reset()
		any = false
	}
	for _, r := range s {
		switch {
		case r == '"':
			quoted, any = !quoted, true
		case unicode.IsSpace(r) && !quoted:
			flush()
		default:
			cur.WriteRune(r)
			any = true
		}
	}
	flush()
	return out
}
