package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 67 in dev77's and dev78's misses (stop 66's blind parts). The
// sentences are this file's own.

// An order on units said with "from now on" and a please, the units a
// clause of their own, is an instruction: "Also, from now on, kilos only
// please".
func TestUnitsFromNowOnAreAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Also, from now on, kilos only please.",
		"From now on, in miles please.",
		"Ab jetzt nur Franken, bitte.",
		"De ahora en adelante, en pesos, por favor.")
	notReadAs(t, session.LedgerRule,
		"From now on the butcher sells in kilos only, please remember that.",
		"From now on, kilos only, the butcher says, please.")
}

// A head of a changed plan before a colon and the person's own new plan
// after it is a decision, kept beside sentences that name people and
// numbers: "Cambio de planes: cerramos con …", "Change of plan: we're …".
// Not read so (the second review of stop 67 narrowed it): a Spanish "-amos"
// with its object first ("cerramos el huerto con valla de madera"), which
// "pinchamos una rueda" shares.
func TestAChangedPlanBeforeAColonIsADecision(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Change of plan: we're putting the marquee on the top lawn, not the orchard.",
		"Cambio de planes: cerramos con valla de madera, no con red.",
		"Kommando zurück: wir nehmen doch den kleinen Saal im Gasthof.")
	notReadAs(t, session.LedgerDecision,
		"Change of plan: Gareth can't make the Friday shift.",
		"Change of plan: maybe we'll try the orchard after all?")
	got := remembered(t, said(
		"Gareth Pryce rang at 8, he's bringing 40 chairs from the chapel in Llandeilo. Change of plan: we're putting the marquee on the top lawn, not the orchard. Mam says the orchard floods in June.", "A: Ok."))
	if lineWith(got, "top lawn") == "" {
		t.Errorf("the changed plan is lost beside a named sentence:\n%s", got)
	}
}

// A rule someone keeps, whose it is said with an "'s" before a colon, is
// theirs and kept: "My gran's one rule at the table: no phones."
func TestSomeonesRuleBeforeAColonIsKept(t *testing.T) {
	got := remembered(t, said(
		"Mr Okafor from number 12 lent us the ladder until the 14th. My gran's one rule at the table: no phones at all. She'd take them off you and put them in the bread bin.", "A: Ok."))
	if lineWith(got, "no phones") == "" {
		t.Errorf("someone's rule is lost:\n%s", got)
	}
	readAs(t, session.LedgerRule, "Rule one for you: no tables in your answers.")
}

// A verdict that opens a head before its comma ("Solved, and neatly: …",
// "Gelöst, und zwar elegant: …") says a decision follows.
func TestAVerdictOpeningAHeadIsADecision(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Solved, and neatly: Ffion carries the banner at the front.",
		"Gelöst, und zwar elegant: der Jonas fährt den Anhänger.",
		"Resuelto, por fin: la tarta la hace mi cuñada.")
	notReadAs(t, session.LedgerDecision,
		"Solved, sort of: nobody knows who carries the banner.")
}

// A Spanish order with its pronouns joined, after what is measured, and a
// participle of how they are given: "los precios dímelos redondeados".
func TestMeasuredThingsGivenRoundedAreAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Las cantidades dámelas redondeadas, sin decimales.",
		"Y otra cosa: los precios dímelos redondeados, que me lío.")
	notReadAs(t, session.LedgerRule,
		"Los precios dímelos cuando puedas.")
}

// "no me metas …" orders as "no me pongas …" does, and so after another
// order and a "y": "Háblame de tú y no me metas palabras en inglés".
func TestNoMeMetasIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"No me metas anglicismos, por favor.",
		"Háblame de tú y no me metas palabras en inglés, que me lío.",
		"Escríbeme corto y no me mandes enlaces.")
	notReadAs(t, session.LedgerRule,
		"Mis metas para este verano son nadar y leer más.")
}

// A question that asks the assistant to recall what was said ("Remind me
// who is bringing the trestle tables?") is no open question of the
// person's: the memory holds the answer, and as a line it would tell the
// model it is still open (found driving at stop 67). A reminder to do
// something stays, and so does a question of what was never said.
func TestARecallQuestionIsNoOpenQuestion(t *testing.T) {
	got := remembered(t, said(
		"Gareth from the chapel is bringing 40 trestle tables, he'll be there by seven.", "A: Ok.",
		"Remind me who is bringing the trestle tables?", "A: Gareth.",
		"Ramiro trae las mesas del casino el sábado.", "A: Ok.",
		"¿Me recuerdas quién trae las mesas?", "A: Ramiro.",
		"Remind me to ring the vet on Friday about the ewes.", "A: Ok.",
		"Can you remind me when Leo's passport runs out?", "A: I don't know."))
	if lineWith(got, "Gareth", "trestle tables") == "" {
		t.Errorf("the fact is lost:\n%s", got)
	}
	if lineWith(got, "Remind me who") != "" || lineWith(got, "Me recuerdas") != "" {
		t.Errorf("a recall question is kept as a line:\n%s", got)
	}
	if lineWith(got, "ring the vet") == "" || lineWith(got, "passport") == "" {
		t.Errorf("a reminder to do something, or a question never answered, is lost:\n%s", got)
	}
}

// "You can't …" after an instruction reads without a panic and allows
// nothing (found running the development parts at stop 67: marks found "you
// can" in "you can't", markSpan did not, and ownSaying sliced at -1).
func TestYouCantAfterAnInstructionReads(t *testing.T) {
	got := remembered(t, said(
		"Please keep the answers short, no tables.", "A: Ok.",
		"You can't imagine the tables at the show, forty of them.", "A: Wow.",
		"Merle says 'you can't put a price on your first bull'.", "A: Ha."))
	if line := lineWith(got, "no tables"); line == "" || strings.Contains(line, "updated in") {
		t.Errorf("the instruction is lost or marked updated:\n%s", got)
	}
}

// A unit of another thing measured changes no instruction: "Please give
// prices in pounds" leaves "weights in kilos" current, and "weights in
// pounds" leaves "prices in euros" ("pounds" is a weight and a currency;
// the read-through of stop 67 — the second failed at c9e7fa3 already).
func TestAUnitOfAnotherThingMeasuredChangesNoInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Please always give weights in kilos.", "Please give prices in pounds from now on."},
		{"Please always give prices in euros.", "Please give weights in pounds from now on."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", "Our holiday is in Cornwall in May.", "A: Ok.", c[1], "A: Ok."))
		if line := lineOf(got, 1, "Please always give"); line == "" || strings.Contains(line, "updated") {
			t.Errorf("%q marks %q updated:\n%s", c[1], c[0], got)
		}
	}
}

// A "too" after the leave's own clause adds nothing to it: "You can use
// Welsh words again, my cousin from Lampeter will read the answers too"
// lifts the ban of Welsh words (found driving at stop 67: the fifth
// review's "nothing added" read the whole sentence); "You can put Welsh
// words in brackets too" adds and lifts nothing.
func TestATooAfterTheLeaveAddsNothing(t *testing.T) {
	rule := "Hi, I'm Ffion from Llandeilo. Please answer in English only, no Welsh words, and keep it short."
	got := remembered(t, said(rule, "A: Ok.",
		"The fair is on Saturday 6 December in the vestry.", "A: Ok.",
		"You can use Welsh words again, my cousin from Lampeter will read the answers too.", "A: Ok."))
	if line := lineOf(got, 1, "no Welsh words"); !strings.Contains(line, "updated in #5") {
		t.Errorf("the ban of Welsh words is not marked by the leave:\n%s", got)
	}
	got = remembered(t, said(rule, "A: Ok.",
		"The fair is on Saturday 6 December in the vestry.", "A: Ok.",
		"You can put Welsh words in brackets too.", "A: Ok."))
	if line := lineOf(got, 1, "no Welsh words"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("an addition marks the ban updated:\n%s", got)
	}
}
