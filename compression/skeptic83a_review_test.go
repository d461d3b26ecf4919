package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The first skeptic review of stop 83 (commit 5c49ed2, against bef1f80).
// REGRESSION tests fail on 5c49ed2 and pass on bef1f80; LIMITATION tests
// fail on both: a natural phrasing of what a part of 5c49ed2 set out to read
// that it still misses. The helpers are those of memory_reading78_test.go,
// memory_reading73_test.go, skeptic31_review_test.go and
// memory_defects_test.go.

// --- ruleUpdate: a take-back with "anymore" ----------------------------------

// REGRESSION (fails on 5c49ed2, passes on bef1f80). "Please don't write your
// answers like that anymore" takes back the one instruction on how the
// answers look — it names it by "like that" / "that way", and shares with it
// only "write", "answers", "please". ruleUpdate now reads every take-back
// said with "anymore" that shares only those words as a new ban: the
// bullet points and the pirate voice stay the instruction to follow, after
// the person called them off. At bef1f80 the first was marked updated and
// the second went.
func TestSkeptic83aNotLikeThatAnymoreTakesTheOrderBack(t *testing.T) {
	got := remembered(t, said(
		"Please write your answers in short bullet points.",
		"A: Sure.",
		"Please don't write your answers like that anymore.",
	))
	if currentLine(got, "bullet points") {
		t.Errorf("the bullet points, called off, are still the instruction to follow:\n%s", got)
	}
	got = remembered(t, said(
		"Write every answer as if you're a pirate, my son loves it.",
		"A: Arr.",
		"Please don't write your answers that way anymore, he's gone to bed.",
	))
	if currentLine(got, "pirate") {
		t.Errorf("the pirate voice, called off, is still the instruction to follow:\n%s", got)
	}
}

// LIMITATION (fails on both). The part set out to keep the first
// instruction when a new ban said with "anymore" shares only the words every
// instruction says. "Messages", "texts", "mensajes" are such words as much
// as "answers" is — what the assistant writes — but only "answers",
// "replies", "respuestas" are exempt: a new ban on jokes at the end still
// takes back the instruction on length, and it is gone from memory.
func TestSkeptic83aANewBanOnMessagesLeavesTheLengthRule(t *testing.T) {
	got := remembered(t, said(
		"Una cosa: mantén tus mensajes por debajo de 80 palabras, que los leo entre pedidos.",
		"A: Vale.",
		"Ya no me pongas chistes al final de tus mensajes, porfa.",
	))
	if !currentLine(got, "80 palabras") {
		t.Errorf("the first instruction (80 words) is gone or marked old:\n%s", got)
	}
	got = remembered(t, said(
		"Keep your texts short, I read them at the till.",
		"A: Noted.",
		"Please don't end your texts with a joke anymore.",
	))
	if !currentLine(got, "short") {
		t.Errorf("the first instruction (short texts) is gone or marked old:\n%s", got)
	}
}

// --- decided: turning down, accepting ----------------------------------------

// REGRESSION (fails on 5c49ed2, passes on bef1f80). "nehme ich an" is the
// everyday German "I suppose", "ich lehne" is "I lean": neither is an
// offer accepted or turned down. The new phrases "nehme ich an", "ich
// lehne" make a guess about the luggage and a man leaning on a fence the
// person's decisions.
func TestSkeptic83aISupposeAndILeanAreNoDecisions(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Das Gepäck kommt wohl erst morgen, nehme ich an.",
		"Der Bus fährt um acht, nehme ich an.",
		"Ich lehne mich jetzt zurück und genieße die Ferien am See.",
		"Ich lehne am Zaun und warte auf den Bus.",
	)
}

// REGRESSION (fails on 5c49ed2, passes on bef1f80). "I turned down" is also
// a turn into a road and a volume knob: "we turned down a dirt track", "I
// turned it down to two" (a radiator) are things done, not an offer
// declined, and are now read as the person's decisions.
func TestSkeptic83aTurningDownALaneOrARadiatorIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"We turned down a dirt track past Keswick and found a lovely little pub.",
		"Kids were screaming in the back so I turned the radio down and we turned down the lane towards the farm.",
		"The radiator in the bedroom was roaring all night. I turned it down to two this morning.",
	)
}

// REGRESSION (fails on 5c49ed2, passes on bef1f80). Accepting news one did
// not choose — a diagnosis, a school's new timetable one dislikes — is no
// decision of the person's; "I accepted it", "lo acepto" now make one.
func TestSkeptic83aComingToTermsIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"The diagnosis was a shock to all of us. I accepted it eventually, but it took months.",
		"No me gusta nada el nuevo horario del colegio, pero lo acepto.",
	)
}

// REGRESSION (fails on 5c49ed2, passes on bef1f80). "aceptamos" is also
// what a stall or a shop takes: "En mi puesto aceptamos Bizum y efectivo"
// is a fact about the person's stall, now read as a decision.
func TestSkeptic83aWhatAStallTakesIsNoDecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"En mi puesto del mercado aceptamos Bizum y efectivo.", "Bizum", session.LedgerFact},
	})
}

// REGRESSION (fails on 5c49ed2, passes on bef1f80). "I accepted it straight
// away" after the proposal: the new decision line names nothing, and the
// line it pushed out was the one that said what happened — "He proposed on
// the beach last summer", kept at bef1f80, is gone.
func TestSkeptic83aAcceptingKeepsWhatWasAccepted(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"He proposed on the beach last summer. I accepted it straight away, no question.", []string{"proposed"}},
	})
}

// --- choseThat -----------------------------------------------------------------

// REGRESSION (fails on 5c49ed2, passes on bef1f80). "Wir machen das so,
// seit ich denken kann" says a family custom has always been so — no
// decision on what the sentence before says. doneThatWay's "wir machen das
// so" now welds the custom and the "so" into one decision line.
func TestSkeptic83aAFamilyCustomIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Bei uns gibt's an Heiligabend immer Würstchen mit Kartoffelsalat. Wir machen das so, seit ich denken kann.",
		"Am Sonntag essen wir immer bei Oma, die ganze Familie. Machen wir das so, seit Opa tot ist.",
	)
}

// LIMITATION (fails on both). The part set out to join "We're going with
// that" to what it decides on. Said after "OK", "Yep", "Vale", "Okay" — the
// way people usually say it — the first clause is the "OK" and the decision
// is dropped; "So machen wir's" fails on "wir's"; and the English
// doneThatWay phrases ("That's what we're doing") never pass, since
// "that's" is no pointer. Lena's route stays a fact with no decision.
func TestSkeptic83aGoingWithThatAfterAnOkay(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Lena suggests the long route over the pass, no motorway. OK, we're going with that.", []string{"pass", "going with that"}},
		{"Lena suggests the long route over the pass, no motorway. Yep, going with that.", []string{"pass", "going with that"}},
		{"Lena suggests the long route over the pass, no motorway. That's what we're doing.", []string{"pass", "what we're doing"}},
		{"Mi cuñado propone alquilar la furgoneta blanca de su jefe. Vale, vamos con eso.", []string{"furgoneta", "vamos con eso"}},
		{"Der Maler schlägt Kalkfarbe vor, weiß, zwei Anstriche. So machen wir's.", []string{"Kalkfarbe", "So machen wir's"}},
	})
}

// --- pastWorryHead -------------------------------------------------------------

// REGRESSION (fails on 5c49ed2, passes on bef1f80). A short head, then a
// "still don't know" of something long past, is a sigh of wonder — "to this
// day I don't know what I was thinking", "what she saw in me", "how we
// pulled it off", "where I found the strength" — not a question the person
// still has to solve. The new branch reads past any head of up to five
// words with a "still"/"noch"/"todavía"/"aún" and makes each an open
// question (at bef1f80 facts or dropped).
func TestSkeptic83aASighAfterAShortHeadIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Bis heute: ich weiß noch immer nicht, was ich mir dabei gedacht habe.",
		"Hasta hoy: todavía no sé qué vio en mí.",
		"Our wedding day: still don't know how we pulled it off on that budget.",
		"Mi primer maratón: aún no sé de dónde saqué las fuerzas.",
	)
}

// --- Spanish diminutive lengths ------------------------------------------------

// LIMITATION (fails on both). "Respuestas cortas, por favor" and
// "Respuestas cortitas, por favor" are instructions; "Respuestas corticas,
// por favor" — the diminutive the part added, in the plural it lists — is
// still read as a fact.
func TestSkeptic83aShortAnswersSaidSmallInThePlural(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Respuestas corticas, por favor, que lo leo en el bus.", "corticas", session.LedgerRule},
	})
}

// --- costOpens / priceAfter ----------------------------------------------------

// LIMITATION (fails on both). The part set out to read a price said with a
// verb of cost and no subject as the price of what the sentence before
// names ("Comes to 340 with fitting", "Me sale en 480.000"). Other everyday
// verbs of cost are not in the list — "Came in at", "Works out at",
// "Kommt auf" (though "auf" was added as the word before the price), "Macht",
// "Me cobra", "Me sale por" — and the price stays a line of its own, without
// the pump or the belt it is for.
func TestSkeptic83aAPriceSaidWithOtherVerbsOfCost(t *testing.T) {
	const pump = "Turns out the boiler needs a new pump before winter, the old one rattles like mad. "
	const pumpe = "Die Heizung braucht vor dem Winter eine neue Pumpe, die alte rattert wie verrückt. "
	const correa = "El mecánico dice que hay que cambiar la correa de distribución antes del viaje. "
	linesHold78(t, nil, []holdCase78{
		{pump + "Came in at 340 with fitting.", []string{"pump", "340"}},
		{pump + "Works out at 340 with fitting.", []string{"pump", "340"}},
		{pumpe + "Kommt auf 340 Euro mit Einbau.", []string{"Pumpe", "340"}},
		{pumpe + "Macht 340 Euro mit Einbau.", []string{"Pumpe", "340"}},
		{correa + "Me cobra 480.000 con mano de obra y todo.", []string{"correa", "480.000"}},
		{correa + "Me sale por 480.000 con mano de obra y todo.", []string{"correa", "480.000"}},
	})
}

// --- headlineThenValue ---------------------------------------------------------

// LIMITATION (fails on both). A quote's head of up to ten words joins its
// price — when it says "quote", "Angebot", "presupuesto". Said with the
// plainest word, "price" / "Preis", the head is held to five words and the
// price is kept without the clutch or the roofer it is for.
func TestSkeptic83aAPriceAfterAHeadThatSaysPrice(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Garage rang back with their price for the clutch at last. £450 all in, ready Thursday.", []string{"clutch", "£450"}},
		{"Der Preis vom Dachdecker aus Hexham ist heute endlich gekommen. 4.300 Euro mit Gerüst, Wahnsinn.", []string{"Dachdecker", "4.300"}},
	})
}

// --- quoteGoesOn ---------------------------------------------------------------

// LIMITATION (fails on both). A dot inside a short quoted title no longer
// ends the sentence — with ' and " only. The part's own example in German
// typography („Wally. Die vom Geierfelsen“), a Spanish title in «…», and a
// title with more than four words before its dot are still cut in two, and
// no line holds the title.
func TestSkeptic83aATitleInOtherQuotesWithADotInside(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Der Matthias hat's umgetauft: „Wally. Die vom Geierfelsen“. Die Alten sind sauer.", []string{"Wally. Die vom Geierfelsen"}},
		{"La obra de este año se llama «Ella. La chica de las cenizas». Los mayores están furiosos.", []string{"Ella. La chica de las cenizas"}},
		{"Our show this year is called 'The Girl Who Fell From the Sky. Part Two'. The old folk are furious.", []string{"Sky. Part Two"}},
	})
}
