package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 1f61d3a..56fffdf (fd2add3 → 56fffdf): the new readings
// of open questions. The sentences are this file's own.
//
// Wrongly read: each Test…Wrong… fails on 56fffdf and passes on fd2add3.
// Missed: each Test…Missed… fails on both (a phrasing the change meant to
// read, or its plain neighbour, that it does not reach as written).

// "can't decide between" + a sigh: laughing or crying is no choice to be
// made, the person vents about the kitchen ("between"/"zwischen"/"entre"
// read as a question word after a choice).
func TestSkeptic60aWrongLaughOrCryBetween(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I can't decide between laughing and crying about the state of the kitchen.",
		"Ich kann mich nicht entscheiden zwischen Lachen und Weinen, wenn ich die Küche sehe.",
		"No me decido entre reír o llorar cuando veo la cocina.")
}

// "I can't choose between my grandchildren" says love, not a choice to be
// made: the clause after it says so.
func TestSkeptic60aWrongCantChooseBetweenLovedOnes(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I can't choose between my three grandchildren, I love them all the same.")
}

// A choice said to be hard, then made in the same sentence (by the person or
// by someone else): nothing is open.
func TestSkeptic60aWrongChoiceMadeInTheSameBreath(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I can't decide between the lamb and the salmon, I'll just do both.",
		"I can't decide between a gas heater or a heat pump, my husband already ordered the heat pump.",
		"No me decido entre el rojo y el azul, me los llevo los dos.")
}

// "No nos decidimos" is also the preterite: a choice that was not made, and
// settled in the end (fd2add3 reads it as a decision; 56fffdf as an open
// question).
func TestSkeptic60aWrongPastIndecisionSettled(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No nos decidimos entre la casa rural de Cazorla y el apartamento en la playa, y al final nos quedamos en casa.")
}

// "can't choose" as fate: where one is born, whom a grown daughter marries —
// nothing the person could choose, no question to solve.
func TestSkeptic60aWrongCantChooseFate(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"We can't choose where we're born, that's just life.",
		"I can't choose who my daughter marries, more's the pity.")
}

// "No me decido a …" is "I can't bring myself to …": the person knows what
// they think of the boyfriend, they hesitate to say it.
func TestSkeptic60aWrongNoMeDecidoA(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No me decido a decirle qué pienso de su novio nuevo.")
}

// "la noche antes", "la mañana antes" after a past verb the bygone list does
// not hold (dormimos, desayuné, aguantó): a memory, not a plan — "antes"
// was the only word that said so, and 56fffdf drops it after a span.
func TestSkeptic60aWrongPastNightBefore(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No sé dónde dormimos la noche antes de la boda, estábamos todos borrachos.",
		"No sé qué desayuné la mañana antes del accidente.",
		"No sé cómo aguantó mi abuela la noche antes de la operación.")
}

// "…, bleibt unklar" / "…, sigue en el aire" after a question is how news and
// musing are written: a burglary the police work on, a league, aliens. Not the
// person's own question (the not knowing has no person in it).
func TestSkeptic60aWrongNewsRemainsUnclear(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Wer den Einbruch bei den Nachbarn begangen hat, bleibt unklar.",
		"Quién ganará la Liga este año, sigue en el aire.",
		"Ob es Außerirdische gibt, bleibt unklar.")
}

// The new phrases and the stripped degree words carry wonders' old blind
// spots into sentences fd2add3 left alone: a rhetorical sigh ("clueless how
// anyone affords a house"), a judgement ("haven't a notion what she sees in
// him"), the past ("don't quite know what came over me"). fd2add3 reads the
// "no idea"/"don't know" versions the same wrong way; these three pass there.
func TestSkeptic60aWrongSighsInNewWords(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Honestly I'm clueless how anyone affords a house round here these days.",
		"I haven't a notion what that young one sees in him.",
		"I don't quite know what came over me, I just burst into tears at the checkout.")
}

// Missed (fails on both): German puts "entscheiden" at the end, or the
// choice first, or "noch"/"einfach" inside the phrase; only the one order
// "kann mich nicht entscheiden zwischen" is read. "einfach" even turns it
// into a decision.
func TestSkeptic60aMissedGermanChoiceOrders(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Ich kann mich nicht zwischen dem Kachelofen und einer Wärmepumpe entscheiden.",
		"Ich kann mich noch nicht entscheiden zwischen dem Kachelofen und einer Wärmepumpe.")
	never31(t, session.LedgerDecision,
		"Ich kann mich einfach nicht entscheiden, welchen Ofen wir nehmen.")
}

// Missed (fails on both): a choice not yet made in other verbs — torn,
// schwanken, dudar, "no me he decidido" (read as a decision).
func TestSkeptic60aMissedOtherChoiceVerbs(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I'm torn between a wood burner and a heat pump for the lounge.",
		"Ich schwanke noch zwischen dem Kachelofen und einer Wärmepumpe.",
		"Dudo entre la estufa de pellets y la bomba de calor para el salón.",
		"Todavía no me he decidido entre la estufa de pellets y la bomba de calor.")
	never31(t, session.LedgerDecision,
		"Todavía no me he decidido entre la estufa de pellets y la bomba de calor.")
}

// Missed (fails on both): "weiß noch immer nicht" was added, its inverted
// order after the question ("…, weiß ich noch immer nicht") and "weiß es …"
// were not — and the line kept drops the not knowing, leaving the question
// as a bare fact ("Wer die Bierbänke herüberfährt").
func TestSkeptic60aMissedInvertedNochImmerNicht(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer die Bierbänke herüberfährt, weiß ich noch immer nicht.",
		"Wer die Bierbänke herüberfährt, weiß ich immer noch nicht.",
		"Ich weiß es noch immer nicht, wer die Bierbänke herüberfährt.")
}

// Missed (fails on both): the degree words people use most are not in
// degreeWords — "total", "ziemlich", "pretty much", "muy", "nada" — nor
// "up in the air" said of a question that opens the sentence without a comma.
func TestSkeptic60aMissedOtherDegreesAndOrders(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Wer die Kinder am Freitag abholt, ist noch total offen.",
		"Wer die Kinder am Freitag abholt, ist noch ziemlich offen.",
		"No tengo muy claro quién va a recoger a los niños el viernes.",
		"No tengo nada claro quién va a recoger a los niños el viernes.")
	// Still missed at stop 60 (docs/compression.md): "pretty much" ("It's
	// still pretty much up in the air who drives Gran …": "much" and
	// "pretty" are no degree words; the third review), the choice put first
	// ("Zwischen Kachelofen und Wärmepumpe kann ich mich nicht
	// entscheiden.") and the question first without a comma ("Who drives
	// Gran to the airport is still up in the air.").
}
