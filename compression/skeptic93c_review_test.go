package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The second review of stop 93's readings (memory_clauses.go,
// memory_kinds.go): nearlyForgot, settledPlain's "going", agreedHead,
// plainHow, ruleNumbered/ruleOfAHouse, emphaticOccasion. The sentences are
// this file's own.

// "Almost forgot: forget the bullet points, plain text please." The person
// nearly forgot to say it, and what they say is a take-back of their earlier
// order: no more bullet points. nearlyForgot looks only at the opening words
// and so makes the whole line no take-back: the earlier "Use bullet points
// for everything" stays a standing instruction and the take-back is kept as
// a fact. The same in German ("Fast vergessen: vergiss das mit den
// Stichpunkten …"). Regression: the old order is taken back on the parent,
// still standing on the change.
func TestSkeptic93cAlmostForgotThenATakeBackInAConversation(t *testing.T) {
	for _, c := range [][]string{
		{"Use bullet points for everything, I like lists.", "A: Sure, I'll use bullet points.", "Almost forgot: forget the bullet points, plain text please.", "A: Got it."},
		{"Always answer me in German.", "A: Klar.", "Oh, nearly forgot, ignore what I said about German, English is fine.", "A: OK."},
		{"Antworte mir immer in Stichpunkten.", "A: Klar.", "Fast vergessen: vergiss das mit den Stichpunkten, einfach normaler Text.", "A: OK."},
	} {
		s := keptAsFacts(said(c...), 100000)
		if standingRule(s, 0) {
			t.Errorf("%q: the first order is still standing after its take-back:\n%s", c[2], ledgerText(s))
		}
	}
}

// The same take-back read alone: "Nearly forgot, ignore what I said about
// short answers", "Casi me olvido: olvida lo de las viñetas, texto normal"
// are each a take-back (an instruction), "nearly forgot" only how it is
// introduced. Regression: an instruction on the parent, a fact on the
// change.
func TestSkeptic93cAlmostForgotThenATakeBackRead(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Nearly forgot, ignore what I said about short answers.",
		"Nearly forgot to say, forget the bullet points.",
		"Casi me olvido: olvida lo de las viñetas, texto normal.",
	)
}

// An order after "almost forgot" that is no take-back but a new order:
// "Nearly forgot: stop using bullet points", "Almost forgot, please stop
// using bullet points". "Stop using bullet points." alone is an instruction;
// after the lead-in it is a fact. Miss: a fact on the parent and on the
// change (the change's item 6 leaves it).
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Nearly forgot: stop using bullet points.
//   Almost forgot, please stop using bullet points.
//   Oh and nearly forgot — stop with the emojis please.

// "So we going the beach now", "So we going the doctor now", "So we going
// Granny house now": the same Caribbean English that drops "are" drops "to"
// before a place of two words (an article, a possessive without "'s"). The
// person says where they are off to, no choice. settledPlain's guard only
// stops one word ("town", "church"; the first review). Regression: nothing
// or a fact on the parent, a decision on the change.
func TestSkeptic93cWeGoingToAPlaceOfTwoWords(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we going the beach now.",
		"So we going the doctor now.",
		"So we going Granny house now.",
		"So we going the airport now, flight at six.",
		"So now we going Granny house, the rain stop.",
	)
}

// "So we going get food now", "So we going watch the match now": "going"
// before a bare verb is "going to" do something (the dialect drops "to"
// here too). What the person is about to do, no choice. goneWays stops
// "-ing" words only. Regression: nothing or a fact on the parent, a
// decision on the change.
func TestSkeptic93cWeGoingToDoSomething(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we going get food now.",
		"So we going eat lunch now.",
		"So we going watch the match now.",
		"So we going see Granny now.",
	)
}

// What the person and someone agree is so or will happen, with a verb that
// agreedOn takes for a choice ("go", "take", "stay"): "We agree: the price
// will go up next year", "… they take forever to answer emails", "Me and
// Sam agree: the landlord will take the deposit anyway". Opinions and
// forecasts, no choice; the first review only tried ones without these verbs
// ("Grandma makes the best trifle", "it's going to pour"). Regression: a
// fact or nothing on the parent, a decision on the change.
func TestSkeptic93cWhatWeAgreeIsSoWithAVerbOfGoing(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We agree: the price will go up next year.",
		"We agree: prices go up every January.",
		"We agree: they take forever to answer emails.",
		"Me and Sam agree: the landlord will take the deposit anyway.",
		"We agree: the kids never stay in bed.",
	)
}

// The same in German and Spanish: "Wir sind uns einig: die Preise gehen
// nächstes Jahr hoch" (prices go up), "… das Auto bleibt eine Katastrophe"
// (the car stays a disaster), "Estamos de acuerdo: los precios van a subir",
// "… el jefe siempre se queda con el mérito" (the boss always takes the
// credit). No choice. Regression: a fact on the parent, a decision on the
// change.
func TestSkeptic93cWirSindUnsEinigOhneWahl(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Wir sind uns einig: die Preise gehen nächstes Jahr hoch.",
		"Wir sind uns einig: das Auto bleibt eine Katastrophe.",
		"Estamos de acuerdo: los precios van a subir.",
		"Estamos de acuerdo: el jefe siempre se queda con el mérito.",
	)
}

// "How I could be so blind?", "How I burn the rice again?", "How I forget my
// keys again?", "How we run out of ice already?": Caribbean English for "How
// could I …?", "How did I …?" — disbelief at what happened, no open question
// (the standard "How could I be so stupid?", "How did I get so lucky?" give
// no question on both). plainHow lets "could" and an unmarked past through.
// Regression: nothing or a fact on the parent, an open question on the
// change.
func TestSkeptic93cHowIDidThatAgainIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How I could be so blind?",
		"How we could lose to them?",
		"How I burn the rice again?",
		"How I forget my keys again?",
		"How we run out of ice already?",
		"How I get so lucky, man?",
	)
}

// A numbered rule whose reason names a kitchen or home: "Rule number one:
// talk to me plain, I'm just a cook in a hotel kitchen", "…: write to me
// simple, I'm on my phone at home". The order is the assistant's (without
// the head, "Talk to me plain, I'm just a cook in a hotel kitchen." is an
// instruction); ruleOfAHouse takes any household word anywhere after the
// colon as a house's rule. Miss: a fact on the parent and on the change.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Rule number one: talk to me plain, I'm just a cook in a hotel kitchen.
//   Rule number one: write to me simple, I'm on my phone at home.

// "Rule number one: talk to me plain, bro." — the one word after the last
// comma is how the person addresses the assistant, not someone else's name
// ("Talk to me plain, bro." is an instruction). ruleOfAHouse takes it for a
// name. Miss: a fact on the parent and on the change.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Rule number one: talk to me plain, bro.
//   Rule number one: talk to me plain, Mister.

// Other numberings of the person's rules: "Rule number two: …" (the second
// in a list), "My rule number one: …", "Golden rule: …". ruleNumbered knows
// only "one"/"first". Miss: a fact on the parent and on the change.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Rule number two: talk to me plain, no essay.
//   My rule number one: talk to me plain, no essay.
//   Golden rule: talk to me plain, no essay.

// An emphatic "do" for now, limited after the reason to one day or
// afternoon: "Do keep it short for now, I'm driving, but only today", "…,
// I'm at a funeral, just today", "…, but only this afternoon". The person
// means short today only; a standing instruction keeps answers short
// tomorrow. emphaticOccasion does not see "only today" / "just today" past
// the reason clause ("Do keep it short for now, just today." is still
// nothing). Regression: nothing or a fact on the parent, an instruction on
// the change. (The plain "Keep it short for now, I'm driving, but only
// today." is an instruction on the parent too: an older inconsistency the
// change now also reaches for the emphatic form.)
func TestSkeptic93cEmphaticDoForNowButOnlyToday(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do keep it short for now, I'm driving, but only today.",
		"Do keep it short for now, I'm at a funeral, just today.",
		"Do keep it short for now, I'm driving, but only this afternoon.",
	)
}

// An emphatic "do" with a "when" that is a standing condition: "Do use
// Celsius when you talk about the weather", "Do answer me in German when I
// write to you in German". The change means a "when" to be the plain order's
// rule ("Do use metric when you give me recipes"), but these stay facts
// (their plain forms too). Miss: a fact on the parent and on the change.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Do use Celsius when you talk about the weather.
//   Do answer me in German when I write to you in German.
