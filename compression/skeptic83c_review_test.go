package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The third skeptic review of stop 83 (commit 1119159, against its parent
// 181108b). REGRESSION tests fail on 1119159 and pass on 181108b (checked in
// a worktree of 1119159^); LIMITATION tests fail on both: a natural phrasing
// of what the change set out to read that it still misses. The helpers are
// those of memory_reading78_test.go, memory_reading73_test.go,
// skeptic31_review_test.go and memory_defects_test.go.

// --- bansAnew: the take-back's own clause --------------------------------------

// REGRESSION (fails on 1119159, passes on 181108b). bansAnew now reads the
// last clause that says "anymore" as the ban. People give the reason for a
// take-back with "anymore" too, and after it: "…, I don't live in Boston
// anymore", "…, I don't read them on the bus anymore". The reason is read
// as the ban, it names things of its own (Boston, bus), the take-back is
// read as a new ban, and the instruction the person called off stays the
// one to follow (at 181108b it was gone).
func TestSkeptic83cAReasonWithAnymoreAfterTheTakeBack(t *testing.T) {
	cases := []struct{ first, back, key string }{
		{"Please always give me the prices in dollars.", "Please don't give me prices in dollars anymore, I don't live in Boston anymore.", "always give me the prices"},
		{"Keep every answer under 80 words please.", "You don't have to keep answers under 80 words anymore, I don't read them on the bus anymore.", "Keep every answer"},
	}
	for _, c := range cases {
		got := remembered(t, said(c.first, "A: Ok.", c.back))
		if currentLine(got, c.key) {
			t.Errorf("%q after %q: the instruction called off is still the one to follow:\n%s", c.back, c.first, got)
		}
	}
}

// LIMITATION (fails on 1119159 and on 181108b). A new ban said with
// "anymore" on something the first instruction does not name ("cents") is
// read as its take-back: the instruction to give prices in dollars is gone
// from memory, and only the ban on cents is left.
func TestSkeptic83cANewBanOnCentsLeavesTheDollars(t *testing.T) {
	t.Skip("limitation left at stop 83: 'prices' and 'dollars' are shared words; a ban on a detail of the instruction's own thing reads as its take-back")
	got := remembered(t, said(
		"Please always give me the prices in dollars.",
		"A: Ok.",
		"Please don't give me prices with cents anymore.",
	))
	if !currentLine(got, "always give me the prices") {
		t.Errorf("the first instruction (dollars) is gone or marked old:\n%s", got)
	}
}

// --- omitsFromAnswers, unitsEveryTime: orders that are not the assistant's -------

// REGRESSION (fails on 1119159, passes on 181108b). omitsFromAnswers reads
// any "avoid/skip/leave out/lass … weg" with a word of wording as an order
// to the assistant. The person's own plan for an interview, a Scrabble tip,
// what a boss drilled into the staff and a coach's advice ("hat mir mein
// Coach geraten": othersWords does not know it) are now standing
// instructions to the assistant (at 181108b: facts).
func TestSkeptic83cLeavingWordsOutOneselfIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Big interview Thursday. My plan: avoid filler words, keep eye contact, smile.",
		"Tip for Scrabble night: avoid words with a Q unless you have the U.",
		"Skip the jargon with the new clients, that's what my boss drilled into us.",
		"Lass beim Vorstellungsgespräch die Fachbegriffe weg, hat mir mein Coach geraten.",
	)
}

// REGRESSION (fails on 1119159, passes on 181108b). What the person tells
// the waiters, the apprentices or her husband ("les digo a los camareros",
// "sag ich immer meinen Azubis", "Lo que le digo siempre a mi marido"), and
// how the son does it, are read as the person's instructions to the
// assistant: the chalkboard's euros, the swearing in front of the kids and
// the son's miles become rules for every answer (at 181108b: facts).
func TestSkeptic83cOthersOrdersAndWaysAreNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Los precios ponlos siempre en euros en la pizarra, les digo a los camareros.",
		"Schreib jeden Preis in Euro auf die Tafel, sag ich immer meinen Azubis.",
		"Lo que le digo siempre a mi marido: evita las palabrotas delante de los niños.",
		"My son's way of doing it: give every distance in miles, never kilometres.",
	)
}

// REGRESSION (fails on 1119159, passes on 181108b). An order said for one
// answer ("Just this once", "For this letter only", "For the invoice to
// Lyon tomorrow") is read as a standing instruction: omitsFromAnswers does
// not look at thisOnce at all, and unitsEveryTime's thisOnce does not know
// a named one-off job. The assistant would leave the jargon out, or price
// in euro, for the rest of the chat (at 181108b: facts).
func TestSkeptic83cAOneOffOrderIsNoStandingOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Just this once, leave out the jargon.",
		"For this letter only, cut out the legal terms.",
		"For the invoice to Lyon tomorrow, put every price in euro, never dollars.",
	)
}

// LIMITATION (fails on 1119159 and on 181108b). The part set out to read
// orders that leave wording out; said "Spare me the jargon", "Go easy on the
// jargon" or "Ohne Fachchinesisch bitte" they are dropped or read as facts.
func TestSkeptic83cLeaveOutTheJargonSaidOtherwise(t *testing.T) {
	t.Skip("limitation left at stop 83: 'Spare me', 'Go easy on', 'Ohne … bitte' are no verbs of leaving out of omitsFromAnswers")
	kindsAre73(t, []kindCase73{
		{"Spare me the jargon, please.", "jargon", session.LedgerRule},
		{"Go easy on the jargon.", "jargon", session.LedgerRule},
		{"Ohne Fachchinesisch bitte.", "Fachchinesisch", session.LedgerRule},
	})
}

// LIMITATION (fails on 1119159 and on 181108b). The part set out to read a
// unit for every price; said with "convert" / "umrechnen" — the commonest
// verb for it — the order is a fact.
func TestSkeptic83cEveryPriceConverted(t *testing.T) {
	t.Skip("limitation left at stop 83: 'convert … to', 'rechne … um' are no verbs of unitsEveryTime")
	kindsAre73(t, []kindCase73{
		{"Convert every price to euros, never dollars.", "euros", session.LedgerRule},
		{"Rechne jeden Preis in Euro um, nie in Dollar.", "Euro", session.LedgerRule},
	})
}

// --- askedThenUnknown: "that's still open" ----------------------------------------

// REGRESSION (fails on 1119159, passes on 181108b). openTails reads "still
// open" after a where-clause as a question left open; but a pub, a pool or
// a restaurant is still open too: Grandad's pub, the kids' pool open till
// nine and the place the person got engaged are now open questions the
// person still has to solve (at 181108b: facts).
func TestSkeptic83cAPlaceStillOpenIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Wo Opa immer sein Bier getrunken hat, die Kneipe ist noch offen.",
		"Where the kids go swimming, that's still open till nine.",
		"Where we got engaged in 1998, that's still open.",
	)
}

// --- pastWorryHead / askedOfThePast --------------------------------------------------

// REGRESSION (fails on 1119159, passes on 181108b). askedOfThePast takes any
// participle after the question word for the past. In the passive present
// ("which documents are needed", "welche Unterlagen gebraucht werden", "if
// the roof is covered") the question is open and the person's to solve:
// after a head it is now a sigh, read as a fact (at 181108b: questions).
func TestSkeptic83cAPassiveQuestionIsNoSighAtThePast(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Made me think: I still don't know which documents are needed for the visa.", "documents", session.LedgerQuestion},
		{"Was mich beschäftigt: ich weiß noch immer nicht, welche Unterlagen gebraucht werden.", "Unterlagen", session.LedgerQuestion},
		{"Made me think: still don't know if the roof is covered by the insurance.", "insurance", session.LedgerQuestion},
	})
}

// --- choseThat: saying words, habit words, agreeing ----------------------------------

// REGRESSION (fails on 1119159, passes on 181108b). choseThat now refuses any
// sentence with a saying word, for "That's the plan, he says". But the
// person says whom they told: "We're going with that, told her so on the
// phone", "…, I said to her this morning", "Machen wir das so, hab ich ihm
// gesagt". The decision is now cut from the route or the paint it decides
// on, or dropped (at 181108b: one decision line with both).
func TestSkeptic83cGoingWithThatAndWhoWasTold(t *testing.T) {
	const lena = "Lena suggests the long route over the pass, no motorway. "
	linesHold78(t, nil, []holdCase78{
		{lena + "We're going with that, told her so on the phone last night.", []string{"pass", "going with that"}},
		{lena + "We're going with that, I said to her this morning.", []string{"pass", "going with that"}},
		{"Der Maler schlägt Kalkfarbe vor, weiß, zwei Anstriche. Machen wir das so, hab ich ihm gesagt.", []string{"Kalkfarbe", "Machen wir das so"}},
	})
}

// REGRESSION (fails on 1119159, passes on 181108b). choseThat now refuses any
// sentence with "usually", "normalmente" or "as usual", for a custom. Said
// of what is usually done otherwise, they make the decision stronger: the
// decision is now a line of its own that names nothing ("We're going with
// that, though we usually take the motorway"), without the route or the van
// (at 181108b: one decision line with both).
func TestSkeptic83cGoingWithThatUnlikeUsual(t *testing.T) {
	const lena = "Lena suggests the long route over the pass, no motorway. "
	linesHold78(t, nil, []holdCase78{
		{lena + "We're going with that, though we usually take the motorway.", []string{"pass", "going with that"}},
		{lena + "We're going with that, as usual Lena gets her way.", []string{"pass", "going with that"}},
		{"Mi cuñado propone alquilar la furgoneta blanca de su jefe. Vamos con eso, normalmente alquilamos en Hertz pero bueno.", []string{"furgoneta", "Vamos con eso"}},
	})
}

// LIMITATION (fails on 1119159 and on 181108b). A nod of more words is read
// now ("Sounds good, …"), but the commonest — "I agree", "Estoy de
// acuerdo", "Ich stimme zu" — is not: the decision is dropped, or kept as
// "I agree with Lena" / "Estoy de acuerdo" alone, a decision that names
// nothing.
func TestSkeptic83cGoingWithThatAfterIAgree(t *testing.T) {
	t.Skip("limitation left at stop 83: 'I agree with Lena, …' names whom it agrees with; only a bare 'I agree,' is a nod")
	linesHold78(t, nil, []holdCase78{
		{"Lena suggests the long route over the pass, no motorway. I agree, we're going with that.", []string{"pass", "going with that"}},
		{"Lena wants the long route over the pass and Tom wants the motorway. I agree with Lena, we're going with that.", []string{"pass", "going with that"}},
		{"Mi cuñado propone alquilar la furgoneta blanca de su jefe. Estoy de acuerdo, vamos con eso.", []string{"furgoneta", "vamos con eso"}},
		{"Der Maler schlägt Kalkfarbe vor, weiß, zwei Anstriche. Ich stimme zu, machen wir so.", []string{"Kalkfarbe", "machen wir so"}},
	})
}

// --- decided: "hemos cambiado", "so we changed", accepting -----------------------------

// REGRESSION (fails on 1119159, passes on 181108b). "Hemos cambiado," "So we
// changed," "Wir haben gewechselt," are decided phrases now; they are also
// what people say of themselves over the years. A couple's thirty years, a
// return to the village are now the person's decisions, in lines that name
// nothing (at 181108b: facts, or nothing).
func TestSkeptic83cWeHaveChangedIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"We met at nineteen and we're sixty now. So we changed, of course, but we still laugh at the same jokes.",
		"Mi marido y yo llevamos treinta años juntos. Hemos cambiado, claro, pero nos seguimos queriendo.",
		"Volví al pueblo después de veinte años. Hemos cambiado, todos, y nadie me reconoció.",
	)
}

// REGRESSION (fails on 1119159, passes on 181108b). The second review took
// "I'm accepting it" out of the decided phrases, for coming to terms; the
// fix put in "I'm going to accept" and "lo aceptamos", which say the same:
// a knee surgery could not fix, a son moving away, a father's diagnosis, a
// grandmother's death are now the person's decisions (at 181108b: facts).
func TestSkeptic83cComingToTermsSaidGoingToOrLoAceptamos(t *testing.T) {
	never31(t, session.LedgerDecision,
		"The surgeon says the knee won't get better than this. I'm going to accept it, no more moaning.",
		"My son's moving to Berlin in May and it's hard. I'm going to accept it, he's a grown man.",
		"El diagnóstico de mi padre fue duro, pero lo aceptamos.",
		"La muerte de la abuela nos pilló por sorpresa. Lo aceptamos poco a poco.",
	)
}

// --- headlineThenValue: forSomeone ------------------------------------------------------

// REGRESSION (fails on 1119159, passes on 181108b). forSomeone takes any
// capital after "for/für/para" for a name. German writes every noun with a
// capital, and a date is one in every language: "480 Euro für Material und
// Arbeit", "4.300 Euro für Ostern", "1.200 euros para Semana Santa" are now
// prices without the plumber's bill or the roofer's quote they are (at
// 181108b: one line with both).
func TestSkeptic83cAPriceForACapitalizedThingAfterItsBill(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Die Rechnung vom Klempner kam heute endlich. 480 Euro für Material und Arbeit.", []string{"Klempner", "480"}},
		{"Das Angebot vom Dachdecker kam heute. 4.300 Euro für Ostern, sonst erst im Juni.", []string{"Dachdecker", "4.300"}},
		{"El presupuesto del fontanero de Triana llegó por fin esta mañana. 1.200 euros para Semana Santa, con material.", []string{"fontanero", "1.200"}},
	})
}
