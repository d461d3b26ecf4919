package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 60 in dev63's and dev64's misses (stop 59's blind parts). The
// sentences are this file's own.

// Not knowing said with a word of degree between ("noch völlig offen",
// "completely up in the air"), in the ways people say it in Ireland ("haven't
// a notion"), and a choice not yet made ("can't decide between …") are open
// questions.
func TestOpenQuestionsInMoreWords(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer uns das Dach deckt, ist noch völlig offen.",
		"Noch ist komplett unklar, wer die Hühner füttert, wenn wir im Urlaub sind.",
		"Still haven't a notion who's doing the wiring for the extension.",
		"It's still completely up in the air who drives Gran to the airport.",
		"I can't decide between a wood burner or one of those air-source heat pumps for the lounge.",
		"Ich kann mich nicht entscheiden zwischen dem Kachelofen und einer Wärmepumpe.")
	never31(t, session.LedgerQuestion,
		"Ob das Wetter hält, ist völlig offen.",
		"My sister can't decide between the two dresses, she's hopeless.",
		"The shop is completely open on Sundays now.")
}

// A "but without" narrows the thing before it: the line keeps it, in
// English, German and Spanish, with or without a comma before it.
func TestButWithoutNarrowsTheThing(t *testing.T) {
	for _, c := range []struct {
		text  string
		words []string
	}{
		{"Mi hermano Toño quiere sus dos corderos pero sin la grasa, que dice que en Madrid ahora se cuida, y mi madre casi se desmaya.", []string{"Toño", "sin la grasa"}},
		{"Mein Bruder Hannes will seine zwei Gänse, aber ohne die Füllung, weil er auf Diät ist.", []string{"Hannes", "ohne die Füllung"}},
		{"My brother Ciarán wants his two turkeys, but without the stuffing, because he's gone vegan at the weekends.", []string{"Ciarán", "without the stuffing"}},
	} {
		if !holds57(linesOf57(nil, c.text), c.words...) {
			t.Errorf("no line of %q holds %q: %v", c.text, c.words, linesOf57(nil, c.text))
		}
	}
}

// Not knowing said "noch immer nicht", and a time "la noche antes" that is
// no past, leave a question open (dev40, dev53).
func TestOpenQuestionsOfTheNightBefore(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Ich weiß noch immer nicht, wer uns die Bierbänke vom Sportheim herüberfährt.",
		"Todavía no sé dónde guardar las tartas para que no se estropeen la noche antes.")
	never31(t, session.LedgerQuestion, "No sé cómo lo hacíamos antes, con tan poco dinero.")
}

// A liking said of "she" after a sentence that names her with her age is
// one line with it: an age says who she is, no value a later update would
// mark old (dev58). A time stays apart.
func TestALikingAfterAnAge(t *testing.T) {
	text := "Aoife's my niece, 17, saving for a car, and she's helping at the stall. Only catch: she won't touch anything with walnuts in it, says they make her itch."
	if !holds57(linesOf57(nil, text), "Aoife", "walnuts") {
		t.Errorf("no line of %q holds Aoife and the walnuts: %v", text, linesOf57(nil, text))
	}
	text = "My aunt Nuala lands at 14:20 on Friday. Only catch: she won't touch anything with walnuts in it."
	if holds57(linesOf57(nil, text), "14:20", "walnuts") {
		t.Errorf("a line of %q holds the landing time and the walnuts: %v", text, linesOf57(nil, text))
	}
}

// Found driving stop 60's build in tmux: two messages that each open with
// "Change of plan" are about two things — the second (a venue) marked the
// first (the cake's time) as updated; and "has to be there by two" is a
// time of the clock, which "by half past twelve" updates.
func TestChangeOfPlanIsNoSubject(t *testing.T) {
	got := remembered(t, said(
		"The wedding is Saturday 13 June at Stokesay Court, the cake has to be there by two.", "A: Ok.",
		"Rhys's fiancée is Nia, she's a vet in Craven Arms.", "A: Ok.",
		"Change of plan: the cake now has to be there by half past twelve, the photographer wants it in the pictures.", "A: Ok.",
		"The caterer is Hobsons of Church Stretton, they want £38 a head.", "A: Ok.",
		"Change of plan on the venue: it's moved to the Feathers Hotel, Stokesay flooded.", "A: Ok."))
	if l := lineOf(got, 5, "half past twelve"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the cake's new time is lost or marked updated by the venue's move:\n%s", got)
	}
	if l := lineOf(got, 1, "by two"); l != "" && !strings.Contains(l, "updated in #5") {
		t.Errorf("the cake's old time is sent as current:\n%s", got)
	}
}
