package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 97's readings (879f1f3 and 108620f against c01e42b): each
// test here passes on the parent and fails on the change. The messages are
// made up for this review.

// notKind97a fails when the line of text's reading that holds want is of
// kind bad.
func notKind97a(t *testing.T, text, want string, bad session.LedgerKind, why string) {
	t.Helper()
	if k, ok := kindOf96(text, want); ok && k == bad {
		t.Errorf("%q: the line with %q is read as %v, though %s:\n%v", text, want, k, why, read31(text))
	}
}

// --- 1. someone sought "who …" (seeksJob's whoWill) -----------------------

// A compliment on Mum's cooking: nobody is being looked for, nothing is
// left to find out.
func TestSkeptic97aNobodyWhoDidNotLoveTheLasagneIsNoQuestion(t *testing.T) {
	notKind97a(t, "Still haven't found a single person who didn't love Mum's lasagne.", "lasagne", session.LedgerQuestion,
		"it praises the lasagne and asks nothing")
}

// A brag about Dad at 84: a fact about him, not a search for a chess player.
func TestSkeptic97aNobodyWhoCanBeatDadIsNoQuestion(t *testing.T) {
	notKind97a(t, "Still haven't found a man who can beat my dad at chess, 84 and still unbeaten.", "chess", session.LedgerQuestion,
		"it says Dad is unbeaten, nobody is sought")
}

// --- 2. "eine sache eines eins una cosa" as ownLeads ----------------------

// "Whether to laugh or cry" is a sigh (the parent's own comments call
// "I don't know whether to laugh or cry" one), put object first or not.
func TestSkeptic97aOneThingLaughOrCryIsNoQuestion(t *testing.T) {
	notKind97a(t, "Eines weiß ich nicht: ob ich lachen oder weinen soll.", "lachen", session.LedgerQuestion,
		"whether to laugh or cry is a sigh, not a question to settle")
}

// --- 3. "wachhält awake desvela" in mulling -------------------------------

// The same sigh under a worry head: the parent read it as a fact.
func TestSkeptic97aWhatKeepsMeAwakeLaughOrCryIsNoQuestion(t *testing.T) {
	notKind97a(t, "Was mich wachhält: ich weiß immer noch nicht, ob ich lachen oder weinen soll.", "lachen", session.LedgerQuestion,
		"whether to laugh or cry is a sigh, not a question to settle")
}

// --- 4. "of/in your suggestions" in persistent, suggestions as answerNouns -

// What came of the assistant's past suggestions is news, not an order.
func TestSkeptic97aNoneOfYourSuggestionsWorkedIsNoInstruction(t *testing.T) {
	notKind97a(t, "None of your suggestions worked, the drain is still blocked.", "drain", session.LedgerRule,
		"it reports that the drain is still blocked and asks nothing of the answers")
}

func TestSkeptic97aNothingVegetarianInYourSuggestionsIsNoInstruction(t *testing.T) {
	notKind97a(t, "In deinen Vorschlägen war leider nichts Vegetarisches dabei, aber die Bar war toll.", "Bar", session.LedgerRule,
		"it says how yesterday's suggestions went (the bar was great)")
}

func TestSkeptic97aClosedRestaurantsInYourSuggestionsIsNoInstruction(t *testing.T) {
	notKind97a(t, "En tus sugerencias de ayer había dos restaurantes cerrados, pero el mirador fue precioso.", "mirador", session.LedgerRule,
		"it says how yesterday's suggestions went (the viewpoint was lovely)")
}

// Asking for suggestions on one thing is a one-off request, not a way every
// answer must be.
func TestSkeptic97aWantingSuggestionsOnceIsNoInstruction(t *testing.T) {
	notKind97a(t, "I'd like your suggestions about what to plant along the north wall.", "north wall", session.LedgerRule,
		"it asks for ideas for one wall, once")
}

func TestSkeptic97aWantingARestaurantTipOnceIsNoInstruction(t *testing.T) {
	notKind97a(t, "Ich möchte deine Empfehlungen für ein gutes Restaurant in Hamburg, am Samstag ist unser Hochzeitstag.", "Hamburg", session.LedgerRule,
		"it asks for a restaurant for one Saturday, once")
}

// --- 5. mannerAlone after an order -----------------------------------------

// "Prices round here" are the prices in this part of the world: a moan
// about the cost of a pint, not how to give prices.
func TestSkeptic97aPricesRoundHereAreNoInstruction(t *testing.T) {
	notKind97a(t, "Keep it short please. Prices round here, mad, a pint is seven euro now.", "pint", session.LedgerRule,
		"it says a pint costs seven euro here")
}

// "Die Zeiten genau, keine Ahnung" says the exact times are not known yet.
func TestSkeptic97aExactTimesNotKnownAreNoInstruction(t *testing.T) {
	notKind97a(t, "Antworte bitte immer auf Deutsch. Die Zeiten genau, keine Ahnung, der Verein hat noch nichts geschickt.", "Verein", session.LedgerRule,
		"it says the club has not sent the times yet")
}

// --- 6. thenOwnPlan after a plan fell through ------------------------------

// A lament about a wasted trip, in the past: nothing decided.
func TestSkeptic97aWastedTripAfterACancelledConcertIsNoDecision(t *testing.T) {
	notKind97a(t, "Das Konzert ist abgesagt. Dann bin ich umsonst nach Köln gefahren.", "Köln", session.LedgerDecision,
		"it says the trip to Cologne was for nothing")
}

// What happens only if it rains tomorrow: nothing is off yet, nothing
// decided ("wird es nichts" after "Falls").
func TestSkeptic97aPlanOnlyIfItRainsIsNoDecision(t *testing.T) {
	notKind97a(t, "Falls es morgen regnet, wird es nichts mit dem Grillen. Dann gehen wir ins Kino.", "Kino", session.LedgerDecision,
		"the cinema is only if it rains tomorrow")
}

// What follows from the match being off, not a choice the person made.
func TestSkeptic97aFreeSaturdayAfterACancelledMatchIsNoDecision(t *testing.T) {
	notKind97a(t, "The match is off. Then I'll have the whole Saturday to myself, can't complain.", "Saturday", session.LedgerDecision,
		"a free Saturday is what follows from the cancellation, nothing chosen")
}

// "Then at least we still have Easter here" is a consolation.
func TestSkeptic97aEasterStillHereAfterAFailedMoveIsNoDecision(t *testing.T) {
	notKind97a(t, "Mit dem Umzug im März wird es nichts, der Vermieter hat abgesagt. Dann haben wir wenigstens Ostern noch hier.", "Ostern", session.LedgerDecision,
		"it is a consolation that follows from the move falling through")
}

// Misses that the parent reads wrongly as well (the change does not fix
// them); not tests:
//
//   - "Una cosa no sé: cómo mi abuela crió a nueve hijos sin lavadora." is
//     an open question on both (a sigh of admiration about the past).
//   - "Been thinking: still don't know whether to laugh or cry." and "Lay
//     awake all night: still don't know whether to laugh or cry." are open
//     questions on both (sighs); so is "Lo que me desvela: todavía no sé si
//     reír o llorar." (and "Una cosa no sé: si reír o llorar con este
//     niño.").
//   - "Awake at 3 again: still no idea if it's the menopause or just the
//     heat." keeps "Awake at 3 again" as an open question line of its own.
//   - "Don't tell anyone: she's pregnant." keeps nothing on both (a fact
//     lost).
//   - "Remind me later: she wants the blue tiles, not the green ones." is an
//     open question on both (a liking of hers, a fact).
//   - "Bei einer Sache kann ich mich immer noch nicht entscheiden: Fondant
//     oder Buttercreme für die Torte." is a fact on both (a choice still
//     open).
//   - "Scrap the Lisbon trip, the guide's recommendations were all closed in
//     August, we're going to Porto instead." is an instruction on both (a
//     change of plan).
//   - "We're going with Brennan's of Dingle for the buffet." then "Scrap
//     Brennan's, the hotel had far better recommendations online, we're
//     going with the hotel's own kitchen for the buffet." leaves the
//     Brennan's line current on both; so does "We're booking the Italian
//     place on Quay Street for Mum's 70th." then "Forget the Italian place,
//     Sarah's suggestions were better, we're going with the tapas bar on
//     Main Street."
//   - "Contéstame siempre en español, por favor. Las fechas exactas del
//     festival, ni idea todavía." loses the open question of the dates on
//     the parent (the change keeps it, but as an instruction).
//   - "Siempre en euros, por favor. Las horas exactas del tren, ni idea."
//     loses the instruction on both and keeps "Las horas exactas del tren"
//     as a fact, without its "ni idea".
//   - "Always use metric. The times, exact to the minute, are on the school
//     website." loses where the times are on both.
//   - "Our flight was cancelled. Then we'll miss the wedding, unless the
//     airline finds us another." loses the cancellation on both; "Our flight
//     to Faro was cancelled. Then we'll miss the wedding, …" loses the
//     missed wedding.
//   - "Nos cancelaron el hotel de Cádiz. Pues vamos a ver qué hacemos, estoy
//     agobiada." and "El viaje a Sevilla se cayó, no había billetes. Pues
//     vamos a tener que buscar otra cosa." lose what is still to find on
//     both.
