package sanitize

import (
	"strings"
	"testing"
)

// payloads are things a model (or a prompt injection through it) may write to take
// over the terminal. None of their control parts may survive.
var payloads = map[string]string{
	"osc52 clipboard bel":   "copy \x1b]52;c;cm0gLXJmIH4=\x07 done",
	"osc52 clipboard st":    "copy \x1b]52;c;cm0gLXJmIH4=\x1b\\ done",
	"osc8 link":             "\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\",
	"title":                 "\x1b]0;pwned\x07hi",
	"dcs":                   "\x1bPq#0;2;0;0;0#1;2;100;100;0\x1b\\img",
	"apc":                   "\x1b_Gf=100;AAAA\x1b\\x",
	"cursor move":           "a\x1b[2J\x1b[H\x1b[10;20Hb",
	"cursor save restore":   "\x1b7x\x1b8",
	"8-bit csi":             "x\u009b31mred",
	"8-bit osc":             "x\u009d52;c;AAAA\u009cy",
	"c0 controls":           "bell\x07 bs\x08 cr\r ff\x0c nul\x00 del\x7f",
	"c1 controls":           "a\u0085b\u008dc",
	"entity esc decimal":    "&#27;]52;c;AAAA&#7;",
	"entity esc hex":        "&#x1b;]0;title&#x07;",
	"entity esc no semi":    "&#27]52;c;AAAA",
	"entity zero padded":    "&#x00001B;[2J",
	"entity c1":             "&#155;31m",
	"unterminated osc":      "\x1b]52;c;AAAA",
	"sgr with private mode": "\x1b[?1049h",
	"invalid utf8":          "a\xff\xfeb\x9b31m",
	"entity nested":         "&#&#27;27;]52;c;AAAA",
	"bidi override":         "access \u202eLEVEL\u202c granted",
	"bidi isolates":         "a\u2066b\u2067c\u2068d\u2069e",
	"zero width space":      "pass\u200bword",
	"tag smuggling":         "hi\U000E0049\U000E0047\U000E004E there",
	"bom and marks":         "\ufeffa\u200eb\u200fc\u061cd",
}

func TestTextDropsEveryControl(t *testing.T) {
	for name, p := range payloads {
		got := Text(p)
		if err := onlyPrintable(got); err != "" {
			t.Errorf("%s: %q → %q: %s", name, p, got, err)
		}
		if strings.Contains(got, "&#27") || strings.Contains(got, "&#x1b") || strings.Contains(strings.ToLower(got), "&#x00001b") {
			t.Errorf("%s: an escape entity survived: %q", name, got)
		}
	}
}

func TestTextKeepsOrdinaryText(t *testing.T) {
	for _, s := range []string{
		"plain text", "line one\nline two\twith tab", "日本語のテキスト 🎉 émoji",
		"code: `if a < b && c > d { x[0] = &y }`", "&amp; &lt; &#65; &#x263A; ° © nbsp\u00a0",
	} {
		if got := Text(s); got != s {
			t.Errorf("Text(%q) = %q, want it unchanged", s, got)
		}
	}
}

func TestTextKeepsTheWordsAroundAPayload(t *testing.T) {
	if got := Text("copy \x1b]52;c;cm0gLXJmIH4=\x07 done"); got != "copy  done" {
		t.Fatalf("got %q", got)
	}
	if got := Text("a\x1b[2Jb"); got != "ab" {
		t.Fatalf("got %q", got)
	}
}

func TestRenderedKeepsOnlySGR(t *testing.T) {
	in := "\x1b[1;38;5;203mbold\x1b[0m \x1b[38:2:1:2:3mrgb\x1b[m \x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\ \x1b[2J\x1b[?25l"
	want := "\x1b[1;38;5;203mbold\x1b[0m \x1b[38:2:1:2:3mrgb\x1b[m link "
	if got := Rendered(in); got != want {
		t.Fatalf("Rendered = %q, want %q", got, want)
	}
	for name, p := range payloads {
		got := Rendered(p)
		if err := onlyPrintableOrSGR(got); err != "" {
			t.Errorf("%s: %q → %q: %s", name, p, got, err)
		}
	}
}

// onlyPrintable checks that s has no control characters but newline and tab, no
// invisible characters and no escape sequence at all.
func onlyPrintable(s string) string {
	if strings.ContainsRune(s, esc) {
		return "an escape"
	}
	return Check(s)
}

func onlyPrintableOrSGR(s string) string { return Check(s) }

func TestCheckFindsEachKindOfOffender(t *testing.T) {
	for _, bad := range []string{"\x1b]52;c;AA\x07", "\x1b[2J", "a\x07b", "\u009b31m", "x\u202ey", "\xff"} {
		if Check(bad) == "" {
			t.Errorf("Check(%q) found nothing", bad)
		}
	}
	for _, ok := range []string{"\x1b[1;31mred\x1b[0m", "tab\tnewline\n", "👨\u200d👩\u200d👧 and زبان\u200cها"} {
		if why := Check(ok); why != "" {
			t.Errorf("Check(%q) = %s", ok, why)
		}
	}
}

func FuzzText(f *testing.F) {
	for _, p := range payloads {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Text(s)
		if err := onlyPrintable(got); err != "" {
			t.Fatalf("Text(%q) = %q: %s", s, got, err)
		}
		if again := Text(got); again != got {
			t.Fatalf("not idempotent: %q → %q → %q", s, got, again)
		}
		if err := onlyPrintableOrSGR(Rendered(s)); err != "" {
			t.Fatalf("Rendered(%q): %s", s, err)
		}
	})
}

func BenchmarkTextPlain(b *testing.B) {
	s := strings.Repeat("The quick brown fox jumps over the lazy dog. ", 200)
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Text(s)
	}
}
