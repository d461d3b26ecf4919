package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of bf49caa and e4bdb6c: each test fails on the code as it is.

// kindsOf returns the kind of each line Extract reads from the messages.
func kindsOf(texts ...string) map[string]session.LedgerKind {
	s := said(texts...)
	var idx []int
	for i := range texts {
		idx = append(idx, i)
	}
	kinds := map[string]session.LedgerKind{}
	for _, e := range compression.Extract(s, idx) {
		kinds[e.Text] = e.Kind
	}
	return kinds
}

// "nie " is four runes ending in a space: the rune after it (the next word's
// first letter) must now not be a letter, so "nie" followed by a word never
// marks an instruction any more.
func TestSkeptic28bGermanNieIsAnInstruction(t *testing.T) {
	for _, text := range []string{"Schreib nie mehr als drei Sätze.", "Nenn mich nie Johannes, nur Hannes."} {
		if k := kindsOf(text, "A: Gut.")[text]; k != session.LedgerRule {
			t.Errorf("%q is read as %v, not an instruction", text, k)
		}
	}
}

// "odia" (4 runes) no longer marks "odian", "odiaba": the dislike is no
// liking, and beside a line that names something it is dropped.
func TestSkeptic28bSpanishDislikeInflected(t *testing.T) {
	for _, who := range []string{"Los niños odian", "Marta odiaba"} {
		got := remembered(t, said("Marta empieza en el Colegio Alameda el 8 de septiembre. "+who+" el comedor del colegio.", "A: Vale."))
		if lineWith(got, "comedor") == "" {
			t.Errorf("%q … el comedor is gone:\n%s", who, got)
		}
	}
}

// "neu" (3 runes) no longer marks "neue"/"neuen"/"neuer": a German new value
// does not mark the old one as updated.
func TestSkeptic28bGermanNeueMarksAnUpdate(t *testing.T) {
	got := remembered(t, said(
		"Das Training von Paul ist dienstags um 17 Uhr im Sportpark Nord.", "A: Ok.",
		"Paul hat neue Trainingszeiten: dienstags um 18 Uhr.", "A: Ok.",
	))
	if l := lineWith(got, "Training", "17"); !strings.Contains(l, "updated") {
		t.Errorf("the 17 Uhr line is not marked as updated:\n%s", got)
	}
}

// "decid" as a stem makes an open choice a decision: "help me decide",
// "I can't decide", "¿me ayudas a decidir …?".
func TestSkeptic28bDecidingIsNoDecision(t *testing.T) {
	for _, text := range []string{
		"Help me decide between the Fuji X-T5 and the Sony A7 IV.",
		"I can't decide between the Fuji X-T5 and the Sony A7 IV.",
		"¿Me ayudas a decidir entre el piso de Chamberí y el de Lavapiés?",
	} {
		if k := kindsOf(text, "A: Ok.")[text]; k == session.LedgerDecision {
			t.Errorf("%q is read as a decision", text)
		}
	}
}

// With the marker allowed as a clause's fourth word, what other people always
// or never do is an instruction to the assistant.
func TestSkeptic28bOthersHabitIsNoInstruction(t *testing.T) {
	text := "Anna and Jonas never answer their phones after 9pm."
	if k := kindsOf(text, "A: Ok.")[text]; k != session.LedgerFact {
		t.Errorf("%q is read as %v", text, k)
	}
}

// Dropping Spanish "todo" dropped the English "TODO:" note too.
func TestSkeptic28bEnglishTodoIsOpen(t *testing.T) {
	text := "TODO: renew the passport before 14 March."
	if k := kindsOf(text, "A: Ok.")[text]; k != session.LedgerQuestion {
		t.Errorf("%q is read as %v, not an open task", text, k)
	}
}

// A request kept beside a line that names something: a rhetorical "can you
// believe it?" is now a line of the memory.
func TestSkeptic28bRhetoricalQuestionIsNoLine(t *testing.T) {
	got := remembered(t, said("Tom booked the Hotel Miramar in Sorrento for 14 June. Can you believe it?", "A: Wow."))
	if l := lineWith(got, "believe"); l != "" {
		t.Errorf("junk line %q:\n%s", l, got)
	}
}

// Currency words are no keys, so a correction of the currency says nothing
// the earlier line does not: it is dropped as a repeat.
func TestSkeptic28bCurrencyCorrectionIsNoRepeat(t *testing.T) {
	got := remembered(t, said(
		"The parking at the Porto hotel is 20 euros a day.", "A: Ok.",
		"Sorry, 20 dollars, not euros.", "A: Ok.",
	))
	if lineWith(got, "20", "dollars") == "" {
		t.Errorf("the correction to dollars is gone:\n%s", got)
	}
}

// A value fragment joins the sentence before however long: after an
// instruction it becomes part of the rule, and taking the rule back takes
// the facts with it.
func TestSkeptic28bFragmentSurvivesARevokedRule(t *testing.T) {
	got := remembered(t, said(
		"Always answer me in German from now on, even if I write to you in English or Spanish. 3 kids, 2 dogs.", "A: Ok.",
		"Forget the German thing.", "A: Ok.",
	))
	if lineWith(got, "3", "kids") == "" {
		t.Errorf("3 kids, 2 dogs went with the revoked instruction:\n%s", got)
	}
}

// units misses "bucks" (currency has it): 45 bucks for jerseys still
// updates the 120-buck fee.
func TestSkeptic28bBucksAreAUnit(t *testing.T) {
	got := remembered(t, said(
		"The season fee is 120 bucks per kid.", "A: Ok.",
		"The jerseys are now 45 bucks, I paid.", "A: Ok.",
	))
	if l := lineWith(got, "fee", "120"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("the fee is gone or marked as changed by the jerseys' price:\n%s", got)
	}
}
