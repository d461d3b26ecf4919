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

// What someone drinks nothing but, can't sleep without, the condition the
// person joins on, a change said with "ab sofort statt", "me falta saber qué …", "doh
// know who …", who was found "to" do something, and "X only if I ask": each
// was lost in its part, or kept as a fact that the budget dropped first;
// so was what the horse gets "ab sofort statt" what, beside a line with a
// value.
func TestLikingsDecisionsAndOrdersOfStop80(t *testing.T) {
	before := []string{"Die Tante Vroni kommt auch zur Viehschau, und der Sepp bringt den Anhänger.", "A: Ok.", "Die Vroni hat gsagt, es gibt Kaffee beim Stand.", "A: Ok."}
	linesHold78(t, before, []holdCase78{
		{"Die Tante Vroni will unbedingt mit zur Schau, obwohl sie seit der Knie-OP schlecht geht. Sie sitzt aber nur im Schatten und trinkt nix außer Holundersaft, sonst wird's grantig.", []string{"Vroni", "Holundersaft"}},
	})
	kindsAre73(t, []kindCase73{
		{"Todavía me falta saber qué le llevo yo a la madrina.", "madrina", session.LedgerQuestion},
		{"Still doh know who's driving the minibus.", "minibus", session.LedgerQuestion},
		{"Pudding only if I ask, ta.", "Pudding", session.LedgerRule},
		{"Wetter nur, wenn ich frage.", "Wetter", session.LedgerRule},
	})
	never31(t, session.LedgerRule, "I'll come only if I ask for the day off.")
	linesHold78(t, []string{"Die Liesl ist meine Stute, a Noriker.", "A: Ok.", "Die Liesl war heut brav beim Longieren.", "A: Ok."}, []holdCase78{
		{"Die Tierärztin hat gsagt, die Liesl kriegt ab sofort statt Hafer nur mehr Heuwürfel und a Salz, weil sie zu guat im Futter steht. Sie soll von 731 auf ungefähr 680 Kilo runter. Also Diät.", []string{"Heuwürfel"}},
	})
	linesHold78(t, []string{"The hall's booked for the 14th.", "A: Ok.", "The hall needs a caretaker on the night.", "A: Ok."}, []holdCase78{
		{"Found a plumber to fix the old boiler! Mr Okafor works out of a van on Mill Lane, the one with the ladder on top. He charges by the job.", []string{"plumber", "Okafor"}},
	})
	// A liking weighs 4 more than a remark of its length, so the budget
	// keeps it before one.
	for _, c := range [][2]string{
		{"Auntie Pat can't sleep unless the landing light's on.", "Auntie Pat can't see the stairs unless the landing light's on."},
		{"Ich mache nur mit, wenn die Kuh vorne steht und ich schön hinten bleibe.", "Ich gehe nur hin, wenn die Kuh vorne steht und ich schön hinten bleibe."},
	} {
		if liking, remark := weight80(c[0]), weight80(c[1]); liking < remark+4 {
			t.Errorf("%q weighs %d, %q %d: not read as a liking", c[0], liking, c[1], remark)
		}
	}
}

// weight80 is the weight of the heaviest line read of text.
func weight80(text string) int {
	w := 0
	for _, e := range read31(text) {
		w = max(w, e.Weight)
	}
	return w
}

// Two orders of one message on one thing are two lines: "Weather only if I
// ask" after "Please stop telling me the weather …" was merged into the
// first as its repeat, and the memory lost when the weather may come back.
func TestTwoOrdersOfOneMessageAreBothKept(t *testing.T) {
	got := remembered(t, said("Please stop telling me the forecast at the end of every answer. I live in Fort William, it's always raining. Forecast only if I ask, ta.", "A: Ok.", "What's a good soup for tonight?", "A: Ok."))
	if lineWith(got, "only", "ask") == "" || lineWith(got, "stop", "forecast") == "" {
		t.Errorf("both orders must stay:\n%s", got)
	}
}
