package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Found driving the TUI at stop 50: a change of plan that says where
// something will not be, and in the next sentence where it is instead, kept
// only the first sentence — the memory said the seed swap would not be in
// the courtyard and nowhere said it moved to the sports hall, while the
// first message's "in the courtyard" stayed.
func TestAChangeOfPlanKeepsWhereItGoesInstead(t *testing.T) {
	keepsNewPlace(t, []newPlace{
		{"The seed swap is on Saturday the 18th at ten, in the courtyard of the civic centre.",
			"Change of plan: the swap won't be in the courtyard, they're painting it. We're doing it in the sports hall next door.", "sports hall"},
		{"El trueque es el sábado 18 a las diez, en el patio del centro cívico.",
			"Cambio de planes: el trueque no será en el patio, que lo están pintando. Lo hacemos en el pabellón de al lado.", "pabellón"},
		{"Die Lesung ist am Freitag um sieben in der Stadtbücherei.",
			"Planänderung: die Lesung findet nicht in der Bücherei statt, dort wird renoviert. Wir machen sie im Gemeindesaal der Kirche.", "Gemeindesaal"},
	})
}

// newPlace is a message that says where something is, a change of plan that
// moves it, and the word of where it goes.
type newPlace struct{ before, change, place string }

// keepsNewPlace fails for each case whose new place the memory lost.
func keepsNewPlace(t *testing.T, cases []newPlace) {
	t.Helper()
	for _, c := range cases {
		got := remembered(t, said(c.before, "A: Ok.", c.change, "A: Ok."))
		if !strings.Contains(got, c.place) {
			t.Errorf("where it goes instead (%s) is lost:\n%s", c.place, got)
		}
	}
}

// Orders on how to talk that the review of stop 50 found read as nothing:
// a ban on disclaimers or pleasantries asked politely, the German "mit Du
// ansprechen". (Still not read: "Skip the pleasantries.", "Be straight with
// me, no sugarcoating.", "Nada de listas, por favor." — a ban on lists was
// read for a while and taken back: "No lists, please, we just want cash for
// the honeymoon" is a wedding's gift list.)
func TestPlainOrdersOnHowToTalk(t *testing.T) {
	for _, text := range []string{
		"No disclaimers, please.",
		"No pleasantries please, just the answer.",
		"Sprich mich bitte mit Du an.",
		"Sprechen Sie mich bitte mit Sie an.",
	} {
		if !slices.ContainsFunc(compression.Extract(said(text, "A: Ok."), []int{0}), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
			t.Errorf("%q is no instruction", text)
		}
	}
	for _, text := range []string{"No more lists left at the shop, please help.", "Er sprach mich gleich mit Du an."} {
		if slices.ContainsFunc(compression.Extract(said(text, "A: Ok."), []int{0}), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
			t.Errorf("%q is read as an instruction", text)
		}
	}
}
