// Package sanitize keeps untrusted model output from driving the terminal. Model
// text may carry escape sequences that write the clipboard (OSC 52), plant links
// (OSC 8), retitle the window, move the cursor, or hide in HTML entities that the
// markdown renderer decodes into real escapes. Nothing but SGR colour and style
// sequences may reach the terminal, and only those the renderer itself wrote.
package sanitize

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text cleans untrusted text before it is shown or rendered: it keeps printable
// characters, newlines and tabs, and drops every other control character, every
// escape sequence (7-bit and 8-bit) whole, and numeric character references that
// would decode to a control character.
func Text(s string) string {
	// Removing one part can join its neighbours into a new entity
	// ("&#&#27;27;", "&#\x0027;"), so repeat until nothing changes.
	for {
		t := clean(dropControlEntities(s), false)
		if t == s {
			return t
		}
		s = t
	}
}

func dropControlEntities(s string) string {
	if !strings.Contains(s, "&#") {
		return s
	}
	return entity.ReplaceAllStringFunc(s, dropControlEntity)
}

// Rendered cleans the output of the markdown renderer: SGR sequences
// (ESC [ params m) are kept, everything else that Text drops is dropped.
func Rendered(s string) string { return clean(s, true) }

// entity matches decimal and hexadecimal numeric character references, with or
// without the closing semicolon (HTML decoders accept both).
var entity = regexp.MustCompile(`&#(?:[xX]0*[0-9a-fA-F]{1,8}|0*[0-9]{1,10});?`)

func dropControlEntity(ref string) string {
	body := strings.TrimSuffix(strings.TrimPrefix(ref, "&#"), ";")
	var n uint64
	var err error
	if body[0] == 'x' || body[0] == 'X' {
		n, err = strconv.ParseUint(body[1:], 16, 32)
	} else {
		n, err = strconv.ParseUint(body, 10, 32)
	}
	if err != nil || n > utf8.MaxRune {
		return "" // unparsable or out of range: decoders make U+FFFD of it; drop it
	}
	if isControl(rune(n)) && n != '\n' && n != '\t' {
		return ""
	}
	return ref
}

// isControl reports C0, DEL and C1 control characters.
func isControl(r rune) bool { return r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) }

const (
	esc = 0x1b
	bel = 0x07
)

// clean drops controls and escape sequences; with keepSGR it keeps well-formed
// CSI ... m sequences.
func clean(s string, keepSGR bool) string {
	if isPlain(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteRune(utf8.RuneError)
			i++
		case r == esc:
			end, sgr := escapeEnd(s, i)
			if keepSGR && sgr {
				b.WriteString(s[i:end])
			}
			i = end
		case r == 0x9b || r == 0x9d || r == 0x90 || r == 0x98 || r == 0x9e || r == 0x9f:
			// 8-bit CSI, OSC, DCS, SOS, PM, APC as UTF-8 runes: skip their body too.
			i = c1End(s, i+size, r)
		case r == '\n' || r == '\t':
			b.WriteRune(r)
			i += size
		case isControl(r) || Invisible(r):
			i += size
		default:
			b.WriteString(s[i : i+size])
			i += size
		}
	}
	return b.String()
}

// isPlain is the fast path: no byte that clean would change. C1 controls
// (U+0080–U+009F) are encoded with the lead byte 0xC2, so that byte sends the
// string to the slow path (with a few harmless Latin-1 signs); the invisible
// characters are looked for by their lead bytes.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || c == 0xc2:
			return false
		case c == 0xd8 || c == 0xe1 || c == 0xe2 || c == 0xef || c == 0xf3:
			if r, _ := utf8.DecodeRuneInString(s[i:]); Invisible(r) {
				return false
			}
		}
	}
	return utf8.ValidString(s)
}

// Invisible reports characters that show nothing, or change the order in which
// the text around them is shown, and that text has no honest use for in a
// terminal: bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069), the marks U+200E, U+200F and U+061C, zero-width space and word
// joiners (U+200B, U+2060–U+2064, U+FEFF, U+180E), and tag characters
// (U+E0000–U+E007F), which can carry a whole hidden sentence. Zero-width joiner and
// non-joiner stay: emoji and several scripts need them.
func Invisible(r rune) bool {
	switch {
	case r == 0x200b || r == 0x200e || r == 0x200f || r == 0x061c || r == 0xfeff || r == 0x180e:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2060 && r <= 0x2064, r >= 0x2066 && r <= 0x2069:
		return true
	case r >= 0xe0000 && r <= 0xe007f:
		return true
	}
	return false
}

// Check returns "" when s holds nothing that may drive a terminal but SGR
// sequences, else a description of the first offender: an escape sequence of
// another kind, a control character (newline and tab are allowed), an
// invisible character, invalid UTF-8. Tests of every surface use it.
func Check(s string) string {
	for i := 0; i < len(s); {
		if s[i] == esc {
			end, sgr := escapeEnd(s, i)
			if !sgr {
				return fmt.Sprintf("non-SGR escape %q at byte %d", s[i:end], i)
			}
			i = end
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return fmt.Sprintf("invalid UTF-8 at byte %d", i)
		case isControl(r) && r != '\n' && r != '\t':
			return fmt.Sprintf("control character U+%04X at byte %d", r, i)
		case Invisible(r):
			return fmt.Sprintf("invisible character U+%04X at byte %d", r, i)
		}
		i += size
	}
	return ""
}

// escapeEnd returns the index just past the escape sequence starting at s[i]
// (an ESC), and whether it is an SGR sequence.
func escapeEnd(s string, i int) (end int, sgr bool) {
	j := i + 1
	if j >= len(s) {
		return j, false
	}
	switch s[j] {
	case '[': // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E
		k := j + 1
		for k < len(s) && s[k] >= 0x30 && s[k] <= 0x3f {
			k++
		}
		params := s[j+1 : k]
		for k < len(s) && s[k] >= 0x20 && s[k] <= 0x2f {
			k++
		}
		if k < len(s) && s[k] >= 0x40 && s[k] <= 0x7e {
			return k + 1, s[k] == 'm' && k == j+1+len(params) && sgrParams(params)
		}
		return k, false // malformed: drop what we have seen
	case ']', 'P', 'X', '^', '_': // OSC, DCS, SOS, PM, APC: up to BEL or ST
		return stringEnd(s, j+1), false
	default:
		// Two-byte sequences (ESC 7, ESC c, ...), with intermediates.
		k := j
		for k < len(s) && s[k] >= 0x20 && s[k] <= 0x2f {
			k++
		}
		if k < len(s) {
			k++
		}
		return k, false
	}
}

// stringEnd finds the end of a control string: after BEL, ESC \, or 8-bit ST.
func stringEnd(s string, k int) int {
	for k < len(s) {
		switch {
		case s[k] == bel:
			return k + 1
		case s[k] == esc && k+1 < len(s) && s[k+1] == '\\':
			return k + 2
		case s[k] == esc:
			return k // a new sequence begins: the string was unterminated
		case strings.HasPrefix(s[k:], "\u009c"):
			return k + len("\u009c")
		}
		k++
	}
	return k
}

func c1End(s string, k int, intro rune) int {
	if intro != 0x9b {
		return stringEnd(s, k)
	}
	for k < len(s) && s[k] >= 0x20 && s[k] <= 0x3f {
		k++
	}
	if k < len(s) && s[k] >= 0x40 && s[k] <= 0x7e {
		k++
	}
	return k
}

func sgrParams(p string) bool {
	for i := 0; i < len(p); i++ {
		if (p[i] < '0' || p[i] > '9') && p[i] != ';' && p[i] != ':' {
			return false
		}
	}
	return true
}
