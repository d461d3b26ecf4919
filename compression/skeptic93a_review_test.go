package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of stop 93's readings (memory_clauses.go, memory_kinds.go):
// emphaticOccasion, ruleNumbered/namesDocument, settledPlain's "going",
// agreedHead. The sentences are this file's own.

// "So we going town now" is Vincentian (and wider Caribbean) English for "we
// are going to town now": the same dialect the change reads "So we going royal
// blue now" for drops the "to" before a place. The person says where they are
// off to, no choice to keep as a decision. goneWays only knows "home", "out",
// "to …". Regression: no decision on the parent (a fact or nothing), a
// decision on the change.
func TestSkeptic93aWeGoingSomewhereWithoutTo(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we going town now.",
		"So we going church now, Mummy waiting.",
		"So we going bed now, the baby finally asleep.",
		"So we going Tesco now.",
	)
}

// "So we're going nowhere now", "… backwards now", "… bankrupt now", "…
// live now": how things stand or what happens next, no choice made. The
// change reads each as a decision (any one to three words before "now" that
// goneWays does not list). Regression: fact or nothing on the parent, a
// decision on the change.
func TestSkeptic93aWereGoingNowhereIsNoChoice(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we're going nowhere now, the car won't start.",
		"So we're going backwards now, the builder quit.",
		"So we're going bankrupt now.",
		"So we're going live now, the stream starts.",
	)
}

// A disagreement with a colon: "Tom and I don't agree: he wants …, I want
// …", "We can't agree: …", "We never agree: …". Nothing is decided — the
// opposite. agreedHead only asks that the head end in "agree" and start with
// "we" (or "X and I"), and "on", "at", "to" in the rest pass as words of a
// choice. Regression: a fact on the parent, a decision on the change.
func TestSkeptic93aWeDontAgreeIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Tom and I don't agree: he wants the buffet on the porch, I want it on the lawn.",
		"We can't agree: Mum wants it at the church, I want it at the beach.",
		"We never agree: Tom always wants to go to Spain, I want Italy.",
	)
}

// The same in Spanish: "No estamos de acuerdo: él quiere … y yo …", "Nunca
// estamos de acuerdo: …" hold "estamos de acuerdo", which agreedTogether
// marks anywhere in the head, negated or not. Regression: a fact on the
// parent, a decision on the change.
func TestSkeptic93aNoEstamosDeAcuerdoIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"No estamos de acuerdo: él quiere la cena en el patio y yo en el salón.",
		"Nunca estamos de acuerdo: él quiere ir a la playa y yo a la montaña.",
	)
}

// An opinion the person shares with someone: "We all agree: Grandma makes the
// best trifle in the world", "We both agree: Kevin is a nightmare to work
// with", "Wir sind uns einig: das Essen im Adler ist das beste im Dorf". No
// choice; agreedOn takes "in", "to", "im" (words of nearly any sentence) as
// saying where or when something goes. Regression: a fact on the parent, a
// decision on the change.
func TestSkeptic93aAnOpinionWeShareIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We all agree: Grandma makes the best trifle in the world.",
		"We both agree: Kevin is a nightmare to work with.",
		"Wir sind uns einig: das Essen im Adler ist das beste im Dorf.",
	)
}

// What the person and someone agree is so or will happen, not what they
// chose: "Mum and I agree: the kids are getting too much screen time", "We
// agree: it's going to pour on Saturday", "Da sind wir uns einig: das Wetter
// wird am Samstag schlecht". agreedHead takes any word ending in "-ing" (or
// "am") as a choice. Regression: a fact on the parent, a decision on the
// change.
func TestSkeptic93aAnObservationOrForecastWeAgreeOn(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Mum and I agree: the kids are getting too much screen time.",
		"We agree: it's going to pour on Saturday.",
		"Da sind wir uns einig: das Wetter wird am Samstag schlecht.",
	)
}

// A house's or the children's rule, numbered: "House rules. Rule number one:
// speak to me in English at the table." The "House" is in the sentence
// before, so ruleNumbered's "House rule number one" guard does not see it; a
// rule said to Maria (an au pair, a child) is hers, not the assistant's.
// Regression: a fact on the parent, an instruction on the change.
func TestSkeptic93aAHouseRuleNumberedIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Rules for the kids this summer. Rule number one: talk to me in Spanish at home.",
		"House rules. Rule number one: speak to me in English at the table.",
		"Rule number one: speak to me in English at the table, Maria.",
	)
}

// An emphatic "do" for now that still names one occasion: "Do keep it short
// for now, during the wedding speeches", "… only while we do the
// crossword", "Do answer in Spanish for now, just for the quiz round". The
// change lets "for now" past the early check in ordered, which knows only
// onceOnly/onceEvents ("the match", not "the wedding speeches") and not
// playedVoice's "while"; the parent read these as nothing or a fact.
// Regression: no instruction on the parent, an instruction on the change.
// (The plain "Keep it short during the wedding speeches" is already an
// instruction on the parent: an older inconsistency, now reached by the
// emphatic form too.)
func TestSkeptic93aEmphaticDoForNowOfOneOccasion(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do keep it short for now, during the wedding speeches.",
		"Do keep it short for now, only while we do the crossword.",
		"Do answer in Spanish for now, just for the quiz round.",
	)
}

// Advice the person was given, quoted after an emphatic "do … for now": "Do
// keep it short for now, my mum always said that about phone calls", "…, my
// editor always tells me". emphaticOccasion knows "told us" and "drills
// into me" but not "always said", "always tells me"; "for now" used to stop
// these, now it does not. Regression: nothing on the parent, an instruction
// on the change. (Without "for now", "Do keep it short, my editor always
// tells me" is an instruction on the parent too: an older miss the change
// widens.)
func TestSkeptic93aEmphaticDoForNowQuotingAdvice(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Do keep it short for now, my mum always said that about phone calls.",
		"Do keep it short for now, my editor always tells me.",
	)
}

// Misses. The same choice as "So we going royal blue now" typed as it is
// said ("goin"), or with "now" first ("So now we going royal blue, green
// shorts still"). Miss: a fact on the parent and on the change.
// A miss left at stop 93 (the test failed before the change too) — not kept as a test. Its sentences:
//   So we goin royal blue now.
//   So now we going royal blue, green shorts still.

// "Me and Courtney agree: the buffet goes on the porch" — the commonest
// order of "Courtney and me"; agreedHead wants the person after the "and".
// Miss: a fact on the parent and on the change ("Courtney and me agreed: …"
// is a decision on both).
func TestSkeptic93aMeAndSomeoneAgree(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Me and Courtney agree: the buffet goes on the porch.",
	)
}

// "Wir sind uns alle einig: …", "Estamos todos de acuerdo: …": "all" in the
// middle of the fixed phrase agreedTogether looks for. Miss: a fact on the
// parent and on the change.
func TestSkeptic93aAllOfUsAgreeInGermanAndSpanish(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Wir sind uns alle einig: der Kuchenstand kommt ins Feuerwehrhaus.",
		"Estamos todos de acuerdo: la cena va en el patio de la abuela.",
	)
}

// A banned essay said with "not an" or "without": "Talk to me plain, no big
// words, not an essay." namesDocument only lets a document go after
// "no"/"kein"/"sin". Miss: a fact on the parent and on the change.
func TestSkeptic93aAnEssayBannedOtherwise(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Talk to me plain, no big words, not an essay.",
		"Talk to me plain, no big words, without writing me an essay.",
	)
}
