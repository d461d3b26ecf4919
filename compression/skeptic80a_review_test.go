package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of stop 80 (996796d → a210653). Each test says
// whether it is a REGRESSION (read right at 996796d, wrong at a210653) or
// STILL MISSED (wrong at both).

// REGRESSION. "Year 8. So …" / "Room 12. And …" now end a sentence before
// the link word, and the sentence after, cut off from the one it goes on
// from, is dropped as a remark: what Jamie needs and what to bring to the
// party are lost (at 996796d both were one line with the sentence before).
func TestSkeptic80aALinkWordAfterANumberLosesTheSentenceAfter(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Our Jamie is in Year 8. So he needs the blue blazer, not the grey one.", "blue blazer"},
		{"The party's in Room 12. And bring a plate of something savoury, not sweets.", "savoury"},
		{"Gemma's in Year 9. So she's doing her options this spring.", "options"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// REGRESSION. A liking of "she"/"he" now joins through one sentence to
// the sentence naming her, but the joined line takes the liking's kind: the
// open question of the first sentence ("Not sure yet if …", "Still haven't
// worked out who's bringing …") becomes a plain fact (at 996796d it was a
// question line of its own).
func TestSkeptic80aAJoinedLikingTurnsTheOpenQuestionIntoAFact(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Not sure yet if Grandma Rose is up to the trip. She's had a bad chest. She hates the cold.", "up to the trip", session.LedgerQuestion},
		{"Still haven't worked out who's bringing Uncle Len. He's in a wheelchair now. He hates ramps.", "Uncle Len", session.LedgerQuestion},
		{"I still haven't decided whether to invite Auntie Gwen. She's just had her hip done. She hates fuss.", "Auntie Gwen", session.LedgerQuestion},
	})
}

// REGRESSION. The same join turns a decision into a plain fact: "We've
// decided to invite Auntie Gwen after all" was a decision line at
// 996796d.
func TestSkeptic80aAJoinedLikingTurnsTheDecisionIntoAFact(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"We've decided to invite Auntie Gwen after all. She's just had her hip done. She hates fuss.", "Auntie Gwen", session.LedgerDecision},
	})
}

// REGRESSION. "dann doch" / "also doch" now mark a decision anywhere in a
// sentence: a bus that came on time after all, a grandmother who was
// pleased after all and children who were tired after all are read as
// decisions.
func TestSkeptic80aDannDochInNewsIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Der Bus kam dann doch pünktlich um halb acht.",
		"Die Oma hat sich dann doch über die Blumen gefreut.",
		"Die Kinder waren also doch müde nach dem Ausflug.",
		"Es regnet also doch, die Wanderung am Samstag fällt ins Wasser.")
}

// REGRESSION. "We have settled the …" now marks a decision, but settling
// a bill or a deposit is paying it: a payment is read as a decision.
func TestSkeptic80aSettlingABillIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"We have settled the bill with the caterer, £840 all in.",
		"We have settled the deposit for the hall, £200 paid on Monday.",
		"We've settled the invoice from the florist, so that's paid.")
}

// REGRESSION. "… only when asked" after a word or two is now an order to
// the assistant, though the words are someone else's rule, quoted: a
// grandfather's motto, a ward sister's visiting rule.
func TestSkeptic80aOthersOnlyWhenAskedIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Speak only when asked, that was Grandad's motto.",
		"Visitors only when asked, the ward sister says.",
		"Children speak only when asked at Nana's table.")
}

// REGRESSION. The same reads a café's or a caterer's house rule as an
// order to the assistant.
func TestSkeptic80aAHouseRuleOnlyWhenAskedIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Refills only if asked, that's how the café works.",
		"The caterer has rules. Seconds only when asked.")
}

// REGRESSION. "X words only from here on" without a please is now an
// order, though here it is a house rule for the boys who swore at Nan
// (the change's own never-case needs a "the teacher said" to stay a fact).
func TestSkeptic80aAHouseRuleOfWordsIsNoOrder(t *testing.T) {
	t.Skip("a regression left at the end of stop 80, arguable: \"Nice words only from here on.\" may be meant for the assistant too")
	never31(t, session.LedgerRule, "The boys swore at Nan again. Nice words only from here on.")
}

// Fixed at stop 81 (was still missed at stop 80). "me falta saber qué …" is now an open question, but "Me
// queda saber quién …" (the same meaning, the change added only "me queda
// por saber") is lost: no line at all.
func TestSkeptic80aMeQuedaSaberIsAnOpenQuestion(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Me queda saber quién trae las sillas.", "sillas", session.LedgerQuestion},
	})
}

// Fixed at stop 81 (was still missed at stop 80). "Ich weiss wirklich noch nicht, wer …" is now an open
// question; with "ehrlich" in place of "wirklich" it stays a fact.
func TestSkeptic80aWeissEhrlichNochNichtIsAnOpenQuestion(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Ich weiß ehrlich noch nicht, wer den Anhänger fährt.", "Anhänger", session.LedgerQuestion},
	})
}

// Fixed at stop 81 (was still missed at stop 80). "Was ich noch klären muss: ob …" — the head the change
// added, before an indirect "ob" question with no question mark — stays a
// fact.
func TestSkeptic80aKlaerenMussBeforeObIsAnOpenQuestion(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Was ich noch klären muss: ob der Saal am Samstag frei ist.", "Saal", session.LedgerQuestion},
	})
}

// Fixed at stop 81 (was still missed at stop 80). "no me corrijas …" is now an order; "No corrijas mis
// faltas" (no "me", the object a possessive) stays a fact.
func TestSkeptic80aNoCorrijasMisFaltasIsAnOrder(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"No corrijas mis faltas, que las pongo adrede.", "faltas", session.LedgerRule},
	})
}

// Fixed at stop 81 (was still missed at stop 80). "Plain words only from here on." is now an order, but the
// common "… from here on in" and "Only plain words from here on." are lost
// entirely: no line.
func TestSkeptic80aPlainWordsFromHereOnInIsAnOrder(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Plain words only from here on in.", "Plain words", session.LedgerRule},
		{"Only plain words from here on.", "plain words", session.LedgerRule},
	})
}

// Fixed at stop 81 (was still missed at stop 80). "Weather only if I ask" is now an order; "solo si te lo
// pregunto" (with "lo"), "only on request" and the dialect "wenn ich danach
// frag" are lost or kept as a fact.
func TestSkeptic80aWeatherOnlyOnRequestIsAnOrder(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"El tiempo solo si te lo pregunto.", "tiempo", session.LedgerRule},
		{"Das Wetter bitte nur, wenn ich danach frag.", "Wetter", session.LedgerRule},
	})
}

// STILL MISSED. "only on request" is lost: like "only if asked" without
// an "I" (taken out at stop 80), it is a house rule as often ("Refills
// only on request").
func TestSkeptic80aWeatherOnlyOnRequestIsAnOrderInEnglish(t *testing.T) {
	t.Skip("still missed at the end of stop 81: \"on request\" without an I is a house rule as often")
	kindsAre73(t, []kindCase73{
		{"Weather only on request, ta.", "Weather", session.LedgerRule},
	})
}

// Fixed at stop 81 (was still missed at stop 80). "Ojo que es alérgica …" now joins the sentence naming
// her; "Cuidado que es alérgica …" (the same warning) is left apart from
// Lupe's name.
func TestSkeptic80aCuidadoQueEsAlergicaIsHers(t *testing.T) {
	const text = "Mi sobrina Lupe viene a la fiesta. Cuidado que es alérgica a las nueces."
	if got := read31(text); !holds57(got, "Lupe", "nueces") {
		t.Errorf("%q: no line holds Lupe and her allergy: %v", text, got)
	}
}

// STILL MISSED. The liking said a sentence after one more of her joins the
// sentence naming her only with a pronoun; Spanish drops it ("Viene con su
// hermana. No quiere gaitas."), and what Maruja wants stays apart from her
// name.
func TestSkeptic80aADroppedSubjectLikingJoinsTheNamedSentence(t *testing.T) {
	t.Skip("still missed at the end of stop 81: a Spanish liking with its subject dropped, a sentence after the one naming her")
	const text = "Llamó mi tía Maruja. Viene con su hermana. No quiere gaitas."
	if got := read31(text); !holds57(got, "Maruja", "gaitas") {
		t.Errorf("%q: no line holds Maruja and what she wants: %v", text, got)
	}
}

// Fixed at stop 81 (was still missed at stop 80). "drinks nothing but" and "can't sleep unless" are now
// likings; "drinks nowt but" and "can't get to sleep without" weigh no
// more than a remark of their length.
func TestSkeptic80aNowtButAndCantGetToSleepWithoutAreLikings(t *testing.T) {
	for _, c := range [][2]string{
		{"My grandad drinks nowt but tea.", "My grandad drinks tea with every meal."},
		{"My nan can't get to sleep without the telly on.", "My nan can't get to the shops without the bus pass."},
	} {
		if liking, remark := weight80a(c[0]), weight80a(c[1]); liking < remark+4 {
			t.Errorf("%q weighs %d, %q %d: not read as a liking", c[0], liking, c[1], remark)
		}
	}
}

// Fixed at stop 81 (was still missed at stop 80). "Ich mache nur mit, wenn …" is now a liking; "Ich bin nur
// dabei, wenn …" is cut at its comma and the line keeps only the
// condition, losing that it is the person's condition for coming.
func TestSkeptic80aNurDabeiWennKeepsItsHead(t *testing.T) {
	const text = "Ich bin nur dabei, wenn die Kinder mitkommen dürfen."
	if got := read31(text); !holds57(got, "nur dabei", "Kinder") {
		t.Errorf("%q: the line lost its head: %v", text, got)
	}
}

// weight80a is the weight of the heaviest line read of text (weight80 of
// the change's tests, here so the file builds at 996796d too).
func weight80a(text string) int {
	w := 0
	for _, e := range read31(text) {
		w = max(w, e.Weight)
	}
	return w
}
