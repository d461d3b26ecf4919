package compression

import "testing"

// A reply keeps memory lines only when it reads as language: the tiny test
// model's letter soup never does, whatever short words it hits by chance
// (seen in a German conversation: "rprwnnlldagafi e fdtinvtrgm sato dat oe…"
// kept as a line); replies in English, German and Spanish do, and in other
// languages through the person's own words they repeat.
func TestRepliesReadAsLanguage(t *testing.T) {
	r := newReader(userMsgs("Ich schreibe meine Masterarbeit über Mikroplastik in Auensedimenten der Saale, und die Abgabe ist am 15. August."))
	for _, noise := range []string{
		"rprwnnlldagafi e fdtinvtrgm sato dat oe nhe t aih die ist",
		"a vne et afhsintoyhcei lw to etmcrn",
		"daue o ceedaodddawnaad ultoaatsoue cc e rnesrwld otmrieaohcn v raf codot eieaiemwnh",
		"toe htnia rs eolt snae hoit ranet oeh",
	} {
		if r.language(noise) {
			t.Errorf("noise reads as language: %q", noise)
		}
	}
	for _, reply := range []string{
		"Die Abgabe am 15. August ist machbar, wenn du jede Woche ein Kapitel schreibst.",
		"The deadline on 15 August works if you write one chapter a week and keep the last week for corrections.",
		"La entrega del 15 de agosto es posible si escribes un capítulo por semana.",
	} {
		if !r.language(reply) {
			t.Errorf("a reply does not read as language: %q", reply)
		}
	}
}

// A phrase written with "_" at its end marks whole words only: "never_"
// marks "never." and "never again", not "la nevera"; one without marks the
// start of a word ("alérgic" marks "alérgica").
func TestMarksWholeWords(t *testing.T) {
	for _, c := range []struct {
		text, phrase string
		want         bool
	}{
		{"please never.", "never_", true},
		{"never again, ok?", "never_", true},
		{"está en la nevera", "never_", false},
		{"immerhin kam er", "immer_", false},
		{"soy alérgica al maní", "alérgic", true},
		{"la nevera", "never", true},
	} {
		if got := marks(c.text, []string{c.phrase}); got != c.want {
			t.Errorf("marks(%q, %q) = %v, want %v", c.text, c.phrase, got, c.want)
		}
	}
}
