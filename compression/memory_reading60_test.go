package compression_test

import (
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
		"Quién lleva a la abuela al aeropuerto, sigue en el aire.",
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
		{"My brother Ciarán wants his two turkeys, but without the stuffing, he's gone vegan at the weekends.", []string{"Ciarán", "without the stuffing"}},
	} {
		if !holds57(linesOf57(nil, c.text), c.words...) {
			t.Errorf("no line of %q holds %q: %v", c.text, c.words, linesOf57(nil, c.text))
		}
	}
}
