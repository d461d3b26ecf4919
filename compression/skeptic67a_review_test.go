package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of the change c9e7fa3..7116caa (stop 67). Each test
// fails on 7116caa. REGRESSION: passes on c9e7fa3 (the change broke it).
// STILL MISSED: fails on c9e7fa3 too.

// REGRESSION. The new "<imperative> y/and …" branch of opensClause takes
// any word that enclitic() accepts as the imperative, and enclitic accepts
// first names ending in a vowel and "la" ("Angela" = "Ange"+"la", "Pamela"). A person telling
// what they and a friend always do is read as an instruction to the
// assistant.
func TestSkepticNameAndIAlwaysIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Angela and I always reply to the wedding invitations by post.",
		"Pamela and I always answer the phone in Welsh.")
}

// REGRESSION. "no me metas" is an order to the assistant only when it is
// said to the assistant: here the person quotes what they told their
// brother ("don't drag me into your mess").
func TestSkepticNoMeMetasSaidToSomeoneElse(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Le dije a mi hermano: no me metas en tus líos.")
}

// REGRESSION. unitsFromNow takes any clause made of unit words ("not
// pounds", "nicht in Euro") as the order, though the "from now on" is
// news of the person's life (a new salary currency) and the please asks
// for something else (luck, crossed fingers).
func TestSkepticUnitsInTheirOwnNewsAreNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"From now on I get paid in euros, not pounds, so please wish me luck with the exchange rate.",
		"Ab jetzt verdiene ich in Franken, nicht in Euro, bitte drück mir die Daumen.")
}

// REGRESSION. changedPlanHead takes any clause opened by "we"/"wir" or a
// Spanish -imos/-amos verb after "Change of plan:" as the person's own
// new plan: a mishap they report (a missed ferry, a traffic jam, a missed
// flight) is no decision.
func TestSkepticAChangedPlanMishapIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Change of plan: we missed the ferry, so we're stuck in Holyhead tonight.",
		"Planänderung: wir stehen seit zwei Stunden im Stau.",
		"Cambio de planes: perdimos el vuelo de Ryanair.")
}

// REGRESSION. After "Change of plan:" the person says they are back to
// having no plan: the opposite of a decision, read as one.
func TestSkepticAChangedPlanWithNoPlanIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Change of plan: we can't agree on anything now, Crete or Rhodes.",
		"Planänderung: wir wissen jetzt gar nicht mehr, wo wir feiern.",
		"Cambio de planes: estamos otra vez sin sitio para la boda.")
}

// REGRESSION. A verdict opening a head before a comma is read as a
// decision whatever the verdict is about: a diagnosis confirmed, a boiler
// repaired, a plan that only seemed settled before it fell through.
func TestSkepticAVerdictHeadOfNewsIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Confirmed, unfortunately: it's a hairline fracture in her wrist.",
		"Sorted, finally: the boiler's working again.",
		"Sorted, I thought: then the van broke down on the M6.")
}

// REGRESSION. givenAfter's new participle path reads a request the person
// made of the carpenter ("give me the measurements written down, I told
// the carpenter") as an order to the assistant.
func TestSkepticGivenWrittenDownToTheCarpenterIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Las medidas dámelas apuntadas, le dije al carpintero.")
}

// STILL MISSED. The person's own new plan after a changed-plan head is
// missed when the head is longer than four words or ends in a dash or a
// comma instead of a colon.
func TestSkepticAChangedPlanWithALongerHeadIsADecision(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Slight change of plan for the wedding: we're doing the ceremony in the garden.",
		"Change of plan — we're putting the marquee on the top lawn.",
		"Change of plan, we're driving up on Thursday now.")
}

// STILL MISSED. The person's own new plan after "Change of plan:" that does
// not open with "we"/"I" or a Spanish -amos/-imos verb: "Sarah and I …",
// "mañana salimos …", "Am Samstag fahren wir …".
func TestSkepticAChangedPlanOpenedOtherwiseIsADecision(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Change of plan: Sarah and I are taking the train up on Friday.",
		"Cambio de planes: mañana salimos a las seis para Granada.",
		"Planänderung: Am Samstag fahren wir doch nach Ulm.")
}

// STILL MISSED. An order on units with "from now on" and a please, said
// with "everything"/"todo"/"alles" before the unit, is no instruction (the
// English one is dropped altogether).
func TestSkepticEverythingInUnitsFromNowIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"From now on, everything in kilos please.",
		"A partir de ahora, todo en kilos, por favor.",
		"Ab jetzt bitte alles in Kilo.")
}

// STILL MISSED. A rule put to the assistant with "Here's"/"That's" before
// a colon: the new "'s" of houseRule now keeps the first as a liking of
// someone's house (before it was dropped), the second is dropped; neither
// is an instruction.
func TestSkepticMyRuleForYouIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Here's my one rule for you: no bullet points, ever.",
		"That's my rule for you: no lists.")
}

// STILL MISSED. Measured things given rounded, said the other common ways:
// the pronouns apart from the verb ("me los das"), or an adverb before the
// participle ("siempre bien redondeadas").
func TestSkepticMeasuredThingsRoundedOtherwiseAreAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Los precios me los das redondeados, que me lío.",
		"Las distancias dímelas siempre bien redondeadas.")
}
