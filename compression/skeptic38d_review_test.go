package compression_test

import (
	"strings"
	"testing"
)

// Fourth review of stop 38 (7d8ee3a..329e6e8) by a skeptic helper. Each test
// below fails on 329e6e8 and says what the person would lose or what wrong
// line the model would be sent; each passed at 7d8ee3a (the change broke
// it). The sentences are this file's own.

// An instruction whose only instruction word is "always"/"never", said to
// the assistant, is now taken for a statement when a reporting verb stands
// before it ("I told you to never …" — the person repeating an order), when
// a "be"/"get" follows ("You should always be honest", "You must never be
// vague with the dosages"), or when it opens on "It's" ("It's always better
// if you give me …"). It has no value in it, so it is no fact either: the
// message leaves no line at all, and once it is compacted the model uses
// emojis again, sugar-coats, or is vague about a dose. At 7d8ee3a each was
// kept as an instruction (the "you" in it was enough).
func TestSkeptic38dAnAlwaysOrderToYouLeavesALine(t *testing.T) {
	for _, c := range [][2]string{
		{"I told you to never use emojis.", "emojis"},
		{"I've told you before never use emojis with me", "emojis"},
		{"You should always be honest, even if it hurts.", "honest"},
		{"You must never be vague with the dosages.", "dosages"},
		{"It's always better if you give me the metric version.", "metric"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", "What's a good pasta recipe?", "A: Ok."))
		if lineOf(got, 1, c[1]) == "" {
			t.Errorf("the instruction %q left no line:\n%s", c[0], got)
		}
	}
}

// A reason of the person's own with "never"/"always" ("I never eat pork",
// "Nunca como cerdo", "We always use metric here"), then the order to the
// assistant it leads to ("so you should leave it out of recipes", "así que
// no me lo pongas en las recetas"): the habit clause now makes the whole
// sentence a statement, and the order after it, with no word of the
// instruction list of its own, a fact. A person's diet or units lose the
// instruction's place (kept last whatever the room) and go early when
// memory is short. At 7d8ee3a each was an instruction.
func TestSkeptic38dAnOrderAfterAHabitOfOnesOwnStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"I never eat pork, so you should leave it out of recipes.", "pork"},
		{"I never eat pork so you should leave it out of the recipes", "pork"},
		{"Just so you know, I never use a microwave, so you should leave it out of recipes.", "microwave"},
		{"We always use metric here, so you should give me grams.", "grams"},
		{"I'm never at a computer, so you should keep code snippets small.", "code snippets"},
		{"Our family always eats at six, so you should plan recipes that take under an hour.", "under an hour"},
		{"Nunca como cerdo, así que no me lo pongas en las recetas.", "cerdo"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// The person repeating an order already given ("I told you never to call me
// Alan", "Te dije que nunca uses emojis", "Ya te dije que nunca me hables de
// usted", "Ich hab dir doch gesagt dass du nie Emojis benutzen sollst"): the
// "told"/"dije"/"gesagt" before the "never" now reads it as someone's words,
// so the most insistent form of an instruction becomes a fact. At 7d8ee3a
// each was an instruction.
func TestSkeptic38dARepeatedOrderStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"I told you never to call me Alan.", "Alan"},
		{"Te dije que nunca uses emojis.", "emojis"},
		{"Ya te dije que nunca me hables de usted.", "de usted"},
		{"Ich hab dir doch gesagt dass du nie Emojis benutzen sollst.", "Emojis"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// Read as a fact, such an instruction is no longer taken back: after
// "Forget the pork thing, I eat everything now" / "Olvida lo de los emojis"
// the memory still tells the model to leave pork out, or never to use
// emojis, beside the take-back. At 7d8ee3a the instruction was dropped.
func TestSkeptic38dATakenBackOrderAfterAHabitIsDropped(t *testing.T) {
	for _, c := range []struct{ first, back, key string }{
		{"I never eat pork, so you should leave it out of recipes.", "Forget the pork thing, I eat everything now.", "pork"},
		{"Nunca como cerdo, así que no me lo pongas en las recetas.", "Olvida lo del cerdo, ya como de todo.", "recetas"},
		{"Te dije que nunca uses emojis.", "Olvida lo de los emojis, ya me da igual.", "nunca uses"},
	} {
		got := afterAnAside(t, c.first, c.back)
		if l := lineOf(got, 1, c.key); l != "" {
			t.Errorf("the taken-back instruction is still in the memory: %q\n%s", l, got)
		}
	}
}

// A short change head, then an unrelated fact whose "it's" or "gibt es" is a
// dummy subject ("On Friday it's Emma's birthday party at 3pm", "Am Freitag
// gibt es um 19 Uhr Elternabend"): the "it"/"es" is now taken as pointing
// back at the rent, the fact is joined to the head, and when a later message
// gives the rent's new value the party or the parents' evening is marked
// "(updated in #5)" — the model discounts a date nothing changed. At
// 7d8ee3a the fact stood on a line of its own, unmarked.
func TestSkeptic38dADummyItAfterAChangeHeadIsNoUpdate(t *testing.T) {
	for _, c := range []struct{ first, later, keep string }{
		{"The landlord raised the rent. On Friday it's Emma's birthday party at 3pm.", "The rent is now £950 a month from March.", "birthday party"},
		{"Die Miete geht rauf. Am Freitag gibt es um 19 Uhr Elternabend.", "Die Miete ist jetzt 980 Euro im Monat, ab Juli.", "Elternabend"},
	} {
		got := afterAnAside(t, c.first, c.later)
		l := lineOf(got, 1, c.keep)
		if l == "" || strings.Contains(l, "(updated in #5)") {
			t.Errorf("the %s is gone or marked as updated by #5: %q\n%s", c.keep, l, got)
		}
	}
}
