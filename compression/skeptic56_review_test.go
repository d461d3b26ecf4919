package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 56 (ea92c17). Each test fails at ea92c17 and passes at its
// parent e5e722b.

// A usted imperative in someone else's words, in a message the person wrote
// to a third party, or in a text handed over for a task is no instruction to
// the assistant.
func TestSkeptic56UstedImperativeNotToTheAssistant(t *testing.T) {
	never31(t, session.LedgerRule,
		"Le puse al fontanero un mensaje: escríbame cuando llegue a la puerta.",
		"Traduce al inglés: \"Por favor, respóndame lo antes posible.\"",
		"Le escribí al ayuntamiento: \"contésteme en pocas líneas si es posible, no tengo tiempo\".",
		"Corrige esta frase: \"Estimado señor, respóndame a la mayor brevedad.\"",
		"\"Tráteme de usted\", me dijo el nuevo jefe el primer día.",
		"La señora del banco me soltó: hábleme más alto, que no le oigo.",
	)
}

// "kannst vergessen" without its "du" about a book, a series or a letter is
// a verdict on it, not a take-back of a way of answering, though a language
// or a text unit is named in it.
func TestSkeptic56ProDropForgetAboutThings(t *testing.T) {
	never31(t, session.LedgerRule,
		"Das Buch auf Englisch kannst vergessen, ist viel zu schwer.",
		"Das Kochbuch auf Französisch kannst vergessen, viel zu kompliziert.",
		"Die Serie auf Englisch kannst vergessen, die Untertitel sind furchtbar.",
		"Den Brief mit den zwei Zeilen vom Vermieter kannst vergessen, der hat sich erledigt.",
	)
}

// After a take-back, a one-off task with "einfach/doch ausführlich" (a mail,
// a letter to someone) is no order on how to answer from now on.
func TestSkeptic56OneOffTaskAfterTakeBack(t *testing.T) {
	for _, c := range []struct{ text, task string }{
		{"Das mit dem Siezen kannst du vergessen, wir sind ja jetzt per du. Schreib einfach ausführlich eine Mail an meinen Chef, dass ich krank bin.", "Mail an meinen Chef"},
		{"Das mit dem Du kannst du vergessen. Schreib einfach ausführlich einen Brief an meinen Vermieter.", "Brief an meinen Vermieter"},
		{"Das mit dem Siezen kannst du vergessen. Schreib doch ausführlich an die Oma, wie es mir geht.", "an die Oma"},
	} {
		if r := ruleHolding(c.text, c.task); r != "" {
			t.Errorf("%q: the one-off task is read as an instruction: %q", c.text, r)
		}
	}
}

// A worry head before "when"/"wann immer"/"wo" as a time or place clause,
// a complaint, or a memory is no open question.
func TestSkeptic56WorryHeadBeforeClauseNotAQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What keeps me up at night: when the neighbours' dog barks at 3am.",
		"Weighing on me today: when my grandad died three years ago.",
		"What's been on my mind: when we finally moved into this flat, how happy we were.",
		"On my mind lately: where we went on our honeymoon, such a lovely place.",
		"What bugs me: who leaves shopping trolleys in the middle of the car park.",
		"Was mich wach hält: wer nachts um drei noch Rasen mäht.",
		"Was mir Kopfweh macht: wann immer die Nachbarn grillen, zieht der Rauch zu uns.",
		"Was mir Kopfweh macht: wann immer ich Rotwein trinke.",
		"Was mir immer Kopfweh macht: wo viel Parfüm in der Luft ist.",
	)
}

// A worry said not to be one, or one that is over, labels no open question.
func TestSkeptic56NegatedOrPastWorryNotAQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Was mir überhaupt kein Kopfweh macht: wer die Torte backt, das macht eh die Oma.",
		"Was mir kein Kopfzerbrechen bereitet: wo wir feiern, das ist schon klar.",
		"Was mir gar kein Kopfweh macht: wann wir losfahren, das steht fest.",
		"Ya no me quita el sueño: quién va a cortar el jamón, lo hace mi cuñado.",
		"Not bugging me anymore: who's doing the cake, my aunt offered.",
		"Was mir früher Kopfzerbrechen bereitet hat: wo ich parke, aber jetzt hab ich einen Stellplatz.",
		"Was mir gestern Kopfweh bereitet hat: wer so viel Lärm im Treppenhaus macht, es war der Hausmeister.",
	)
}

// "Kopfzerbrechen" in a statement of what was hard, before a rhetorical or
// solved question, is no open question.
func TestSkeptic56KopfzerbrechenStatement(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Die Steuer hat mir früher Kopfzerbrechen bereitet: wer macht das schon gern?",
		"Kopfzerbrechen hat mir das Rätsel gemacht: wer war der Mörder? Am Ende war's der Gärtner.",
	)
}
