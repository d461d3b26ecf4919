package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Two parts read at stop 80 (dev109 and dev110, measured blind at stop 79).
// The messages here say what they lost in other words.

// A liking said of "he" or "she" is kept beside a line that names someone,
// past a lead-in ("And he's …" was dropped for naming no one), and goes with
// the sentence that names her when one sentence more of her comes between
// ("… rang tonight. She's coming up with her sister. She wants …"); not when
// the sentence that names someone says another gender.
func TestLikingsOfHerOrHimSaidASentenceLater(t *testing.T) {
	// Kieran, Carol and the roast named before: the lines that say them
	// again weigh less.
	linesHold78(t, []string{"My nephew Kieran is coming over for the reunion.", "A: Ok.", "Friday night Carol's doing a roast with Yorkshire puddings in the village hall.", "A: Ok."}, []holdCase78{
		{"Kieran lands at Gatwick on Friday the 3rd, poor lad'll be jet-lagged to bits. He's stopping with us, so the box room needs clearing of Carol's jigsaws. She's got forty. Forty! And he's vegetarian these days. Carol's fretting over a nut loaf.", []string{"vegetarian"}},
	})
	linesHold78(t, nil, []holdCase78{
		{"Doreen Platt, Alf's sister, phoned this morning. She's driving up with her neighbour. She wants no speeches and absolutely no hymns at the graveside.", []string{"Doreen Platt", "no hymns"}},
		{"Mi hija Yuleisy, diez años, baila de mariposa en la comparsa, feliz. Ojo que es alérgica al maní, así que nada de turrón cerca de ella.", []string{"Yuleisy", "maní"}},
	})
	for _, text := range []string{
		"My brother Tom came round. She's driving up with her neighbour. She hates cats.",
		"Sarah is doing the turkey. He's bringing the wine. He hates sprouts.",
	} {
		if got := read31(text); holds57(got, "Tom", "cats") || holds57(got, "Sarah", "sprouts") {
			t.Errorf("%q: a liking went with someone of the other gender: %v", text, got)
		}
	}
}

// Open questions and orders said another way: "weiss wirklich noch nicht"
// (Swiss spelling, an adverb between), a head that says it must still be
// cleared up ("Etwas, das ich noch klären muss: …?"), a Spanish ban on
// correcting ("no me corrijas …, ¿oíste?") and "… only from here on"
// without a please. All four were lost or kept as plain facts.
func TestQuestionsAndOrdersOfStop80(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Ich weiss wirklich noch nicht, wer den Anhänger nach Visp fährt.", "Anhänger", session.LedgerQuestion},
		{"Etwas, das ich noch klären muss: Darf man der Kuh die Glocke schon vor dem Umzug umhängen, oder ist das verboten?", "Glocke", session.LedgerQuestion},
		{"Algo que todavía tengo que aclarar: ¿se puede llevar el tambor en el bus?", "tambor", session.LedgerQuestion},
		{"Otra cosita: no me corrijas los versos, ¿oíste? Así los escribo yo.", "versos", session.LedgerRule},
		{"Plain words only from here on.", "Plain words", session.LedgerRule},
	})
	never31(t, session.LedgerQuestion, "Der Klempner muss das noch klären: wo kommt das Rohr hin?")
	never31(t, session.LedgerRule,
		"The correct time is five.",
		"Sunshine only from now on.",
		"Kind words only from now on, the teacher said.")
}
