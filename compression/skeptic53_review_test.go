package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of 151b962..d7f6a46 (stop 53): German "Also", rounding and
// stopping orders, "Decisión", what to say where, "still have to work out",
// and a line that says what something is now made its message's point when
// the memory must drop. Each test fails on d7f6a46; its comment says whether
// it also fails on 151b962 (older) or is new with this change.

// NEW (passes on 151b962): when the memory must drop, any line with "going
// for", "is now", "moving to" … becomes its message's point and the
// message's first line loses its place — though the line is filler. "We're
// going for a walk with Uncle Pete after" is kept while "Nana's ninetieth is
// at the Royal Oak in Hexham" goes: the person is never told again where the
// party is, but is told about a walk.
func TestSkeptic53AWalkOutlivesWhereThePartyIs(t *testing.T) {
	msgs := []string{
		"Ollie's school trip to York is on Thursday the 12th, he needs a packed lunch and fifteen pounds by Friday.", "A: Ok.",
		"Mia's dentist appointment is Tuesday 3 March at 9:40 with Dr Okafor in Morpeth. Ollie is now obsessed with Minecraft, by the way.", "A: Ok.",
		"Nana's ninetieth is at the Royal Oak in Hexham. We're going for a walk with Uncle Pete after.", "A: Ok.",
	}
	ledger := compression.Extract(said(msgs...), []int{0, 2, 4})
	size := func(s string) int { return len(strings.Fields(s)) }
	for budget := 30; budget <= 70; budget += 4 {
		kept, _ := compression.FitLedger(ledger, budget, size, compression.LedgerView{})
		all := strings.Join(texts(kept), "\n")
		if strings.Contains(all, "going for a walk") && !strings.Contains(all, "Royal Oak") {
			t.Errorf("with room for %d words the walk stayed and the party's place went:\n%s", budget, all)
		}
	}
}

// NEW: German "rund" is "about": "Ab jetzt rund alle drei Stunden stillen"
// (feed about every three hours, the midwife's advice) is read as an order
// on the answers to round everything. The model is told a standing
// instruction nobody gave — and the midwife's words become the person's.
func TestSkeptic53RundAboutIsNoRoundingOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Ab jetzt rund alle drei Stunden stillen, hat die Hebamme gesagt.",
		"Ab sofort rund alle zwei Wochen Physio für Opa, Rezept liegt beim Hausarzt.",
		"Ab heute rund alle zwei Tage gießen, die Tomaten mögen das.")
}

// NEW: "round up" people is gathering them, not rounding figures: "From now
// on, round up the kids by six" (a note of the family's new routine) is made
// a standing instruction on the answers.
func TestSkeptic53RoundingUpTheKidsIsNoOrderOnAnswers(t *testing.T) {
	notReadAs(t, session.LedgerRule, "From now on, round up the kids by six, the bus leaves at half past.")
}

// NEW: "decisión" alone is read as a decision made: "Todavía no hay una
// decisión sobre el colegio de Lucía" (no decision yet), "Es una decisión
// difícil, …" (still torn), "La decisión final la tiene el tribunal en
// marzo" (someone else decides later) are all kept as decisions — the model
// is told a thing is settled that is open.
func TestSkeptic53DecisionWordIsNoDecisionMade(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Todavía no hay una decisión sobre el colegio de Lucía.",
		"Es una decisión difícil, mi madre quiere vender la casa de Toledo.",
		"La decisión final la tiene el tribunal en marzo.")
}

// NEW: a loss for words is no open question: "I don't know what to say in
// this situation, honestly" (after bad news) is made an open question the
// model will come back to, as if the person needed a speech written.
func TestSkeptic53ALossForWordsIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I don't know what to say in this situation, honestly.")
}

// OLDER (fails on 151b962 too), but stopsDoing claims it: with a comma
// after the lead-in ("Please, stop …", "Por favor, dejá de mandarme …",
// "Oye, deja de recordarme …") the first clause is the lead-in alone and
// the order stays a plain fact, dropped beside any line with a name.
func TestSkeptic53StopAfterACommaIsAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Please, stop telling me to relax.",
		"Okay, stop telling me to relax.",
		"Por favor, dejá de mandarme recetas con cilantro.",
		"Oye, deja de recordarme lo del dentista.")
}

// OLDER: "Please, stop apologising, it's fine." leaves no line at all — the
// person's order to stop apologising is lost from the memory, though the
// change says "stop apologising" is an order.
func TestSkeptic53PleaseStopApologisingIsKept(t *testing.T) {
	got := remembered(t, said("Please, stop apologising, it's fine.", "A: Ok."))
	if lineOf(got, 1, "apologising") == "" {
		t.Errorf("the order to stop apologising is gone:\n%s", got)
	}
}

// OLDER, but the change claims "runde alle Beträge" after "from now on":
// German puts "ab jetzt" after the verb ("Runde ab sofort alle Beträge
// auf"), or the verb last ("Bitte ab jetzt alle Beträge runden"); English
// "round to whole dollars" names no "everything" — each stays a fact.
func TestSkeptic53RoundingInOtherWordOrders(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Runde ab sofort alle Beträge auf, bitte.",
		"Bitte ab jetzt alle Beträge runden.",
		"From now on round to whole dollars, cents drive me nuts.")
}

// OLDER: "Desde ahora redondea siempre al euro" leaves no line at all: the
// rounding order ("redondea" is claimed) is lost from the memory.
func TestSkeptic53SpanishRoundingOrderIsKept(t *testing.T) {
	got := remembered(t, said("Desde ahora redondea siempre al euro.", "A: Vale."))
	if lineOf(got, 1, "redondea") == "" {
		t.Errorf("the rounding order is gone:\n%s", got)
	}
}

// OLDER (base read it so by another path; the change adds "still have to
// work out" to stillUnsolved on purpose): exercising is no open question —
// "I still have to work out today, leg day" is kept as something to solve.
func TestSkeptic53WorkingOutIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still have to work out today, leg day.",
		"I still need to work out three times a week, doctor's orders.")
}
