package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The third review of stop 93's readings (memory_clauses.go,
// memory_kinds.go): nearlyForgot, ruleNumbered/ruleOfAHouse, agreedHead,
// plainHow, emphaticOccasion/emphaticOrder — most of them in whole
// conversations. The sentences are this file's own.

// "Nearly forgot the main thing: forget the bullet points, plain text is
// fine." The person nearly forgot to say the main thing, and the main thing
// is a take-back of their earlier order. nearlyForgot takes any article or
// "my" right after "forgot" for what was forgotten, so a head naming the
// point ("the main thing", "my other point", "the important bit", "lo más
// importante") before the colon or comma makes the whole line no take-back:
// the old order stays standing and the take-back is kept as a fact.
// Regression: the old order taken back on the parent, still standing on the
// change.
func TestSkeptic93eNearlyForgotTheMainThingThenATakeBack(t *testing.T) {
	for _, c := range [][]string{
		{"Use bullet points for everything.", "A: Sure.", "Nearly forgot the main thing: forget the bullet points, plain text is fine.", "A: OK."},
		{"Always answer in French.", "A: D'accord.", "Almost forgot my other point: ignore what I said about French, English is fine.", "A: OK."},
		{"Always answer in French.", "A: D'accord.", "Oh, nearly forgot the important bit, forget the French, English is fine again.", "A: OK."},
		{"Siempre contéstame en inglés.", "A: Vale.", "Casi me olvido de lo más importante: olvida lo del inglés, en español está bien.", "A: Vale."},
	} {
		s := keptAsFacts(said(c...), 100000)
		if standingRule(s, 0) {
			t.Errorf("%q: the first order still stands after its take-back:\n%s", c[2], ledgerText(s))
		}
	}
}

// A numbered rule for other listeners: "Rule number one: talk to me in
// English in front of the kids", "…: speak to me in English on the shop
// floor" — the person's rule for their children or their staff, after
// which "Always answer in Spanish" still holds. ruleOfAHouse knows only
// "home", "table", "kitchen" and a name after a comma, so the numbered rule
// is read as the assistant's and takes the Spanish back. Regression: the
// Spanish order standing on the parent, taken back on the change. (The
// plain "Talk to me in English in front of the kids." is an instruction on
// the parent too: an older miss the change now reaches with the numbered
// head that was meant to tell a house's rule.)
func TestSkeptic93eARuleNumberedForOthersTakesNothingBack(t *testing.T) {
	for _, rule := range []string{
		"Rule number one: talk to me in English in front of the kids.",
		"Rule number one: speak to me in English on the shop floor.",
		"Rule number one: talk to me in English in front of the customers.",
	} {
		s := keptAsFacts(said("Always answer in Spanish.", "A: Vale.", rule, "A: OK."), 100000)
		if !standingRule(s, 0) {
			t.Errorf("%q took back \"Always answer in Spanish\":\n%s", rule, ledgerText(s))
		}
	}
}

// What the person and someone agree is so, with a verb and a preposition
// that agreedHead takes for where something goes: "We agree: the damp comes
// in at the back wall" (an observation), "Me and Sis agree: Dad takes on too
// much at the shop" (an opinion), "We all agree: the country moved in the
// wrong direction", "Me and Marcia agree: the tide comes in at 6pm on the
// beach" (a forecast). No choice (the second review tried "go up", "take
// forever", which the change now stops; "come in", "take on", "moved in"
// pass). Regression: a fact on the parent, a decision on the change.
func TestSkeptic93eWhatWeAgreeComesInOrTakesOn(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We agree: the damp comes in at the back wall.",
		"Me and Sis agree: Dad takes on too much at the shop.",
		"We all agree: the country moved in the wrong direction.",
		"Me and Marcia agree: the tide comes in at 6pm on the beach.",
	)
}

// "How we laugh that night at the fish fry?", "How I cry at that film last
// week?", "How we enjoy that trip to Tobago last year?", "How we dance at
// Carnival back in the day?": Caribbean English without a past tense,
// remembering what happened ("How we laughed that night!"), no task still
// to do. plainHow stops "again", "already", "so" (the second review), not a
// time past ("that night", "last week", "last year", "back in the day");
// "How did we laugh that night at the fish fry?" is no open question on
// either. Regression: nothing or a fact on the parent, an open question on
// the change.
func TestSkeptic93eHowWeLaughThatNightIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How we laugh that night at the fish fry?",
		"How I cry at that film last week?",
		"How we enjoy that trip to Tobago last year?",
		"How we dance at Carnival back in the day?",
	)
}

// An emphatic "do" with a "when" of the next answer only: "Use imperial
// units." and later "Do use metric when you do the next conversion" — metric
// for that one conversion, imperial still the rule. The change lets every
// "when" through as a standing condition ("Do use metric when you give me
// recipes"), so the one-off reads as a standing order and takes "Use
// imperial units" back; "Do use Celsius when you answer my next question",
// "Do use Spanish when you write the next answer" are read as standing
// orders. Regression: imperial standing (the one-off a fact or a question)
// on the parent, taken back on the change. (The plain "Use metric when you
// work out the next one." takes imperial back on the parent too: an older
// miss the emphatic form now shares.)
func TestSkeptic93eEmphaticDoWhenOfTheNextAnswerOnly(t *testing.T) {
	for _, once := range []string{
		"Do use metric when you do the next conversion.",
		"Do use metric when you work out the next one.",
	} {
		s := keptAsFacts(said("Use imperial units.", "A: Sure.", once, "A: OK."), 100000)
		if !standingRule(s, 0) {
			t.Errorf("%q took back \"Use imperial units\":\n%s", once, ledgerText(s))
		}
	}
	notReadAs(t, session.LedgerRule,
		"Do use Celsius when you answer my next question.",
		"Do use Spanish when you write the next answer.",
	)
}

// The place agreed after a colon changes the place decided before: "We
// decided the buffet goes on the lawn." then "Courtney and me agree: the
// buffet comes off the lawn and goes on the covered porch" (dev138's update,
// in this file's words). The lawn is no longer the plan; "We decided: the
// buffet goes on the covered porch." marks it updated, and so does "Wir sind
// uns einig: der Kuchenstand kommt ins Feuerwehrhaus" after "… kommt auf die
// Wiese". The English "we agree" is now read as a decision but updates
// nothing: both places are sent as current. Miss: the lawn decision current
// on the parent (the agreement a fact) and on the change (two current
// decisions).
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   Courtney and me agree: the buffet comes off the lawn and goes on the covered porch.
//   We agree: the buffet goes on the covered porch.
//   We decided the buffet goes on the lawn.
//   A: Good call.
//   %q left the lawn decided:\n%s
