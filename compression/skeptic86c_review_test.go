package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The third review of stop 86 (fca372a + bb42b08 against bde46ae): an order
// split off a condition with no comma (orderApart), a limit with a threat
// after it (limitAlone's cut, ownWords), "quedó así" / "ya quedó" as settled
// (settledHead, plannedES), a count with its bound after it (bounded). Each
// regression test passes on the parent (bde46ae) and fails on the change;
// a limitation (wrong on both) is skipped.

// --- orderApart ---

// "Whenever I use an ATM call me paranoid but I always cover the keypad",
// "Whenever we talk about money call me a snob but I won't split the bill
// evenly": "call me X but …" is the idiom of owning up to a habit, no
// order. orderApart takes "use" / "talk" for the assistant's talk and
// "call me" for an order of what to give, and the habit becomes a standing
// instruction (the parent kept a fact).
func TestSkeptic86cCallMeParanoidButIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Whenever I use an ATM call me paranoid but I always cover the keypad.",
		"Whenever we talk about money call me a snob but I won't split the bill evenly.",
		"Every time I mention the budget at work call me cynical but nobody listens.")
}

// "Every time I talk to my mother-in-law give me strength", "Whenever I
// talk to the bank give me strength, it takes an hour every time": a sigh
// ("God give me strength") about the person's own dealings, nothing the
// assistant is to do. Now a rule.
func TestSkeptic86cGiveMeStrengthIsASighNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Every time I talk to my mother-in-law give me strength.",
		"Whenever I talk to the bank give me strength, it takes an hour every time.")
}

// "Si me llama mi jefe un domingo a las diez de la noche dime tú si eso es
// normal", "Cuando me llama mi hermana para pedir dinero otra vez dime tú
// qué hago": someone calls the person ("llama" is taken for the assistant's
// output), and "dime tú …" is a rhetorical complaint or a one-off plea for
// advice, no standing instruction. Now a rule.
func TestSkeptic86cDimeTuAfterSomeoneCallsIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Si me llama mi jefe un domingo a las diez de la noche dime tú si eso es normal.",
		"Cuando me llama mi hermana para pedir dinero otra vez dime tú qué hago.")
}

// "Wenn du mit Handwerkern über Termine redest zeig mir mal einen, der
// pünktlich kommt" / "When you talk to builders about deadlines show me one
// who actually turns up on time": generic "du"/"you" and the rhetorical
// "show me one who …" (there is none) — a grumble about builders. Now a
// rule.
func TestSkeptic86cShowMeOneWhoIsRhetoricalNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Wenn du mit Handwerkern über Termine redest zeig mir mal einen, der pünktlich kommt.",
		"When you talk to builders about deadlines show me one who actually turns up on time.")
}

// --- limitAlone ---

// After an order on prices per night, "Two max or maybe three if my flight
// gets moved" says how many nights the person stays: a range with a hedge,
// no limit on the answers. The cut only spares a range whose next word is
// a number ("Max three or four"); "or maybe three" / "o quizá tres" /
// "oder vielleicht drei" with "my/mi/mein" after it is cut to "Two max" and
// read as a rule.
func TestSkeptic86cAHedgedRangeAfterAnOrderIsNoRule(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Please always give me the price per night, not the total. Two max or maybe three if my flight gets moved.", "Two max"},
		{"Dame siempre el precio por noche, no el total. Dos como máximo o quizá tres si mi vuelo se retrasa.", "Dos como máximo"},
		{"Gib mir bitte immer den Preis pro Nacht an. Höchstens zwei oder vielleicht drei wenn mein Flug sich verschiebt.", "Höchstens zwei"},
	})
}

// "Forty max or my dad has to pay for the bigger room": what someone else
// does past the cap — the very case the review excluded ("or the venue
// charges extra") — but "my" before the someone is taken for the person's
// own. A cap on guests, a fact, becomes a rule on the answers in all three
// languages (the parent kept a fact, or nothing in Spanish).
func TestSkeptic86cACapWithMyDadPayingIsNoRule(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Please keep a running tally of the RSVPs in every reply. Forty max or my dad has to pay for the bigger room.", "Forty max"},
		{"Lleva siempre la cuenta de los invitados en cada respuesta. Cuarenta como máximo o mi padre tiene que pagar el salón grande.", "Cuarenta"},
		{"Bitte führ in jeder Antwort die Zusagen mit. Höchstens vierzig oder mein Vater muss den großen Saal zahlen.", "Höchstens vierzig"},
	})
}

// --- settledHead ---

// "Quedó así: 3 a 1, y el Madrid va a jugar la final", "Quedó así: me
// despidieron y el finiquito lo pagarán en marzo": how a match or a job
// ended, and what follows from it. plannedES takes any future anywhere
// after the colon ("va a jugar", "pagarán", "será") for a plan, so the
// outcome the review excluded ("Quedó así: 3 a 1") is a decision again
// once a consequence is told.
func TestSkeptic86cAnOutcomeWithItsConsequenceIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Quedó así: 3 a 1, y el Madrid va a jugar la final.",
		"Quedó así: me despidieron y el finiquito lo pagarán en marzo.",
		"Quedó así: 2 a 0 para el Betis, así que mañana será un día triste en casa.")
}

// "Ya quedó: me operaron de la rodilla y el lunes me darán el alta", "Ya
// quedó: aprobé el examen de manejo, la licencia llegará por correo":
// Mexican "ya quedó" = it's done, news; the future is what others will do
// (the hospital, the post), no choice of the person. Read as decisions.
func TestSkeptic86cYaQuedoNewsWithOthersFutureIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Ya quedó: me operaron de la rodilla y el lunes me darán el alta.",
		"Ya quedó: aprobé el examen de manejo, la licencia llegará por correo.",
		"Ya quedó: arreglé la fuga del lavabo, ya no va a gotear.")
}

// --- bounded ---

// "Thanks a lot, two at least were useful", "Muchas gracias, dos por lo
// menos me sirven", "Ha, nice one, three at least made me laugh": thanks
// for the assistant's ideas or jokes, nothing to remember. The partitive
// check catches "two at least of those ideas" only; with no "of"/"de" the
// count after a two-word thanks is now a value and the reply is kept (the
// parent kept nothing).
func TestSkeptic86cThanksWithACountIsNoLine(t *testing.T) {
	for _, text := range []string{
		"Thanks a lot, two at least were useful.",
		"Muchas gracias, dos por lo menos me sirven.",
		"Ha, nice one, three at least made me laugh.",
	} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}

// "Sorry to bother you again, two at most, I promise", "One more thing, two
// at most actually": how many more questions the person will ask — talk
// about the talk, no fact. The parent kept nothing; now a line.
func TestSkeptic86cHowManyMoreQuestionsIsNoLine(t *testing.T) {
	for _, text := range []string{
		"Sorry to bother you again, two at most, I promise.",
		"One more thing, two at most actually.",
	} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}

// "I've had migraines this week, three at least, since starting the new
// pills": the parent kept it whole; now the line ends at "three at least"
// and what the migraines came with (the new pills) is lost — the one thing
// a doctor would ask. Likewise the nosebleeds and the heating, the power
// cuts and the substation.
func TestSkeptic86cABoundedCountKeepsWhatFollows(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"I've had migraines this week, three at least, since starting the new pills.", []string{"migraines", "new pills"}},
		{"I've had nosebleeds this month, four at least, since the heating came on.", []string{"nosebleeds", "heating"}},
		{"We've had power cuts this winter, six at least, since the new substation opened.", []string{"power cuts", "substation"}},
	})
}

// --- limitations: read wrong by both ---

// With a comma after the condition, the idioms are rules in both: "call me
// paranoid", "give me strength", "dime tú si eso es normal", "zeig mir mal
// einen, der …".
func TestSkeptic86cLimitationIdiomsAfterACommaAreRules(t *testing.T) {
	t.Skip("limitation: 'Whenever I use an ATM, call me paranoid, but …', 'Every time I talk to my mother-in-law, give me strength.', '…, dime tú si eso es normal', '…, zeig mir mal einen, der pünktlich kommt' are rules in both")
	notReadAs(t, session.LedgerRule,
		"Whenever I use an ATM, call me paranoid, but I always cover the keypad.",
		"Every time I talk to my mother-in-law, give me strength.",
		"Si me llama mi jefe un domingo a las diez de la noche, dime tú si eso es normal.",
		"Wenn du mit Handwerkern über Termine redest, zeig mir mal einen, der pünktlich kommt.")
}

// German thanks with a count after a one-word-pair head are kept by both:
// "Danke, zwei mindestens klingen gut", "Na gut, eins mindestens passt".
func TestSkeptic86cLimitationGermanThanksWithACountIsKept(t *testing.T) {
	t.Skip("limitation: 'Danke, zwei mindestens klingen gut.' / 'Na gut, eins mindestens passt.' keep a fact in both")
	for _, text := range []string{"Danke, zwei mindestens klingen gut.", "Na gut, eins mindestens passt."} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}
