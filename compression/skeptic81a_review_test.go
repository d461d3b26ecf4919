package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 81 (52ae257..c09dbc5) by a skeptic helper. Tests marked
// REGRESSION pass at 52ae257 and fail at c09dbc5: an ordinary sentence the
// reader read right before the change and reads wrong after it. Tests marked
// STILL MISSED fail at both: a plain variant of what the change meant to fix.
// The sentences are this file's own.

// --- franknessOrder: toThePoint matched anywhere in a clause --------------

// REGRESSION. "get to the point", "komm … zum Punkt", "anda al grano" are
// matched anywhere in a clause, whoever speaks: the person's own lead-in
// ("Let me get to the point: …", "Ich komm gleich zum Punkt: …") makes the
// whole message an instruction to the assistant, and so does a remark about
// a boss who rambles. Before, each was a plain fact (or nothing).
func TestSkeptic81aGettingToThePointOneself(t *testing.T) {
	never31(t, session.LedgerRule,
		"Let me get to the point: the car needs new brakes and I have 300 euros.",
		"I'll get straight to the point: I need a cheap flight to Lisbon in May.",
		"Ich komm gleich zum Punkt: wir brauchen 500 Euro für die Feier.",
		"Ich komm direkt zum Punkt, der Saal ist zu teuer.")
}

// REGRESSION. Someone else who does not get to the point, or the person's
// plan to skip the small talk at an event, is no order on the answers: each
// is read as a rule now.
func TestSkeptic81aOthersGettingToThePoint(t *testing.T) {
	never31(t, session.LedgerRule,
		"My boss can never get to the point in meetings.",
		"Tom rambles for ages before he'll get to the point.",
		"Mi jefe nunca anda al grano en las reuniones.",
		"At the wedding we'll skip the small talk and go straight to dancing.",
		"Let's skip the pleasantries at the meeting with the bank on Monday.")
}

// REGRESSION. "get to the point where …" is a goal or a stage, not "get to
// the point" of the answers: a runner's goal and Mum's recovery are read as
// instructions.
func TestSkeptic81aGetToThePointWhere(t *testing.T) {
	never31(t, session.LedgerRule,
		"I want to get to the point where I can run 5k without stopping.",
		"We need to get to the point where Mum can walk on her own again.",
		"It took me years to get to the point where I could talk about it.")
}

// --- franknessOrder: be honest with me said to someone else ---------------

// REGRESSION. "be honest with me" / "sei ehrlich zu mir" after a head that
// says whom it is asked of (Tom, the husband, the son) is the person's wish
// of that someone, not an order to the assistant. Before: a fact; after: a
// rule.
func TestSkeptic81aHonestyAskedOfSomeoneElse(t *testing.T) {
	never31(t, session.LedgerRule,
		"All I want from Tom is simple: be honest with me.",
		"What I need from my husband: listen, be honest with me.",
		"Ich sag zu meinem Mann immer, sei ehrlich zu mir.",
		"Mein Sohn hat mich gebeten: sei ehrlich zu mir.")
}

// --- franknessOrder: bansMention after a head -----------------------------

// REGRESSION. "never mention …" after a head that makes it a family
// agreement or the person's own rule with someone is not an order to the
// assistant: "We agreed: …" was a decision, "Rule number one with my
// mother-in-law: …" a fact; both are rules now.
func TestSkeptic81aNeverMentionAsOwnRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"We agreed: never mention the divorce at Christmas.",
		"Rule number one with my mother-in-law: never mention her cooking.")
	kindsAre73(t, []kindCase73{
		{"We agreed: never mention the divorce at Christmas.", "divorce", session.LedgerDecision},
	})
}

// --- bansTalkOf -------------------------------------------------------------

// REGRESSION. A German clause that goes on about someone named before
// without repeating the subject ("Mein Vater ist stur, redet mit mir nie
// über Geld") opens with "redet": bansTalkOf takes it for an order to the
// assistant. So does an English one ("My sons live abroad, never talk to me
// about their lives").
func TestSkeptic81aSomeoneWhoNeverTalksToMe(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mein Vater ist stur, redet mit mir nie über Geld.",
		"Der Toni ist komisch, redet nie mit mir über seine Arbeit.",
		"My sons live abroad, never talk to me about their lives.")
}

// REGRESSION. "Don't talk to me about X, …" with a complaint after it is the
// idiom "don't get me started", not a ban on the topic: the traffic, the
// weather, the airline are now topics the assistant is told never to bring
// up.
func TestSkeptic81aDontTalkToMeAboutIdiom(t *testing.T) {
	never31(t, session.LedgerRule,
		"Don't talk to me about the M25, I was stuck for three hours this morning.",
		"Don't talk to me about the weather, it's been raining for a week.",
		"Don't talk to me about Ryanair, they lost my bag again.")
}

// REGRESSION. Bavarian "red ma" is also "reden wir" (we talk): a family's
// habit is read as an order never to talk of politics or money.
func TestSkeptic81aBavarianRedMaIsWe(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mit meinem Bruder is so, red ma nie über Politik.",
		"Seit dem Streit, red ma nie über Geld.")
}

// --- "schreib ma" and "sag ma" ----------------------------------------------

// REGRESSION. Bavarian "schreib ma" is mostly "schreiben wir" (we write):
// a plan for tomorrow's invitations is read as an instruction.
func TestSkeptic81aBavarianSchreibMaIsWe(t *testing.T) {
	never31(t, session.LedgerRule,
		"Morgen schreib ma die Einladungen.",
		"Dann schreib ma halt a Liste für den Einkauf.",
		"Dann schreib ma uns halt a paar Zettel.")
}

// REGRESSION. "sag ma" after "Wenn's um … geht" is also "sagen wir (mal)"
// (let's say, we say): an estimate of the costs and the family's habit of
// saying no are read as orders.
func TestSkeptic81aBavarianSagMaIsWe(t *testing.T) {
	never31(t, session.LedgerRule,
		"Wenn's um die Kosten geht, sag ma mal so 500 Euro.",
		"Wenn's ums Geld geht, sag ma immer nein.")
}

// --- unknownAfter: sameDay --------------------------------------------------

// REGRESSION. In German the question after "an dem Tag / an dem Abend" is
// lost: before, the not-knowing clause was a question of its own; now the
// line is a plain fact ("Die Hochzeit ist am 14., ich weiß noch nicht, wer
// an dem Tag fährt") or is cut to a bare "wer an dem Tag die Katze
// füttert." read as a fact.
func TestSkeptic81aGermanQuestionOfThatDayLost(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Wir fliegen am 12. nach Rom, und ich weiß nicht, wer an dem Tag die Katze füttert.", "Katze", session.LedgerQuestion},
		{"Am 14. ist die Hochzeit, und ich weiß nicht, wer an dem Abend die Kinder nimmt.", "Kinder", session.LedgerQuestion},
		{"Die Hochzeit ist am 14., ich weiß noch nicht, wer an dem Tag fährt.", "fährt", session.LedgerQuestion},
	})
}

// --- clauseJoiners: "so" -----------------------------------------------------

// REGRESSION. "so" as a joiner in wonders also takes the intensifier "so
// unsure": the neighbour's indecision is read as the person's own open
// question.
func TestSkeptic81aSoUnsureIsSomeoneElses(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"My neighbour is so unsure who to vote for.",
		"My neighbour is so unsure which school to pick.")
}

// --- askedLabel: "si" after a head -------------------------------------------

// REGRESSION. A Spanish "si" after a head of what had to be decided is a
// condition with its answer ("si llueve, lo hacemos en el salón"), not an
// open "whether": the settled plan is read as an open question.
func TestSkeptic81aSpanishIfAfterAHeadIsAnAnswer(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Lo que había que resolver: si llueve, lo hacemos en el salón.",
		"Lo que hay que decidir: si llueve, la fiesta va en el garaje.")
}

// --- more regressions ---------------------------------------------------------

// REGRESSION. "no me dé" in the usted form is also what the person said to
// someone else ("No me dé la lata, le dije al vecino": don't pester me, I
// told the neighbour): read as a rule for the assistant now, a fact before.
func TestSkeptic81aNoMeDeSaidToTheNeighbour(t *testing.T) {
	never31(t, session.LedgerRule, "No me dé la lata, le dije al vecino.")
}

// REGRESSION. "also" as a clause joiner in wonders resets who is not sure:
// the kids' not knowing is read as the person's own open question.
func TestSkeptic81aAlsoUnsureIsSomeoneElses(t *testing.T) {
	never31(t, session.LedgerQuestion, "The kids are also unsure where the party is.")
}

// REGRESSION. calledAs now steps over a "please" after "call me": a text
// from the sister quoted by the person ("call me please Anna, …") is read
// as an order to call the person Anna.
func TestSkeptic81aCallMePleaseInAQuotedText(t *testing.T) {
	never31(t, session.LedgerRule, "Text from my sister: call me please Anna, it's about Dad.")
}

// =============================================================================
// STILL MISSED: variants of what the change fixed, wrong at both commits.
// =============================================================================

// STILL MISSED. "Don't ever mention …", "Never ever talk to me about …" and
// the Spanish "No vuelvas a mencionar …", "Nunca más me menciones …" are read
// as nothing: bansMention takes "don't" then wants the verb (not "ever"),
// bansTalkOf takes one "never".
func TestSkeptic81aMentionBansStillMissed(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Don't ever mention my ex again.", "ex", session.LedgerRule},
		{"Don't ever bring up the divorce again.", "divorce", session.LedgerRule},
		{"Never ever talk to me about my weight.", "weight", session.LedgerRule},
	})
}

// STILL MISSED at the end of stop 81 (the English ones of the test above
// were fixed then): the Spanish "No vuelvas a mencionar …", "Nunca más me
// menciones …" and "No me hables nunca de …".
func TestSkeptic81aSpanishMentionBansStillMissed(t *testing.T) {
	t.Skip("still missed at the end of stop 81: Spanish bans with 'vuelvas a', 'nunca más' before the verb, 'nunca' after it")
	kindsAre73(t, []kindCase73{
		{"No vuelvas a mencionar a mi ex.", "ex", session.LedgerRule},
		{"Nunca más me menciones a mi ex.", "ex", session.LedgerRule},
		{"No me hables nunca de dietas.", "dietas", session.LedgerRule},
	})
}

// STILL MISSED. Everyday ways to ask for it straight: "Cut to the chase",
// "Don't beat around the bush", the formal "Seien Sie ehrlich zu mir" (the
// "Sie" between), "Nenn mich doch bitte Resi" (a "doch" before the please).
func TestSkeptic81aFranknessStillMissed(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Cut to the chase, please.", "chase", session.LedgerRule},
		{"Don't beat around the bush with me.", "bush", session.LedgerRule},
		{"Seien Sie ehrlich zu mir.", "ehrlich", session.LedgerRule},
		{"Nenn mich doch bitte Resi.", "Resi", session.LedgerRule},
	})
}

// STILL MISSED. The question of "that Sunday" / "esa noche" after a "so" or
// "y" with no comma before it is a plain fact: the question is lost.
func TestSkeptic81aQuestionOfThatDayWithoutCommaStillMissed(t *testing.T) {
	t.Skip("still missed at the end of stop 81: no comma before the clause that does not know, and the Spanish 'esa noche'")
	kindsAre73(t, []kindCase73{
		{"Joy has her ceremony on the 22nd so I don't know who will watch the booth that Sunday.", "booth", session.LedgerQuestion},
		{"Volamos el 12 a Roma y no sé quién va a cuidar al perro esa noche.", "perro", session.LedgerQuestion},
	})
}
