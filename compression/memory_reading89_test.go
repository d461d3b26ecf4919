package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Parts read at stop 89 (dev130 and dev131, measured blind at stop 88:
// heldout131 kept its first instruction in 3 of 4 conversations at 14,336
// and 1 of 4 at 8,192, and missed its one rule update). The messages here
// say what they lost in other words.

// A first instruction under a head that speaks to the assistant ("Damit
// du's gleich weißt:") with the Bavarian imperative without its -e
// ("antwort mir …") was a fact, ranked with the rest and dropped for the
// budget.
func TestAnOrderUnderAHeadSpokenToTheAssistant(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Damit du's gleich weißt: antwort mir auf Deutsch, per Du und kurz, höchstens drei Sätze, i les des eh meistens in der Schichtpause.",
		"Damit du's weißt: red mit mir auf Bairisch, des versteh i besser.",
		"Just so you know: write to me in plain English, no lists.")
	notReadAs(t, session.LedgerRule,
		"Your sister wrote: talk to me in English.",
		"You know what Mum said: talk to me in English.",
		"Damit du's weißt: schreib mir die Liste für den Baumarkt.")
}

// "Any weather you tell me about England, give it to me in Fahrenheit" (a
// first instruction) was a fact: "tell" was no verb of what the assistant
// gives, and "give it to me in" no unit order.
func TestAnyThingYouTellMeGiveItToMeIn(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Now one thing before we start: any weather you tell me about England, give it to me in Fahrenheit.",
		"Any distances you tell me, give them to me in miles.")
	notReadAs(t, session.LedgerRule,
		"My boss said any figures you give the client, give them to me in euros.",
		"Any story you tell me, Tyrique will repeat at school.")
}

// "… ya no me pongas listas numeradas, en el celular se ven como prospecto
// de medicina. Mejor párrafos cortitos, como si me estuvieras hablando.": the
// look wanted instead was a remark and dropped, so the update of the first
// instruction left no newest value.
func TestTheLookWantedInsteadAfterABan(t *testing.T) {
	got := remembered(t, said(
		"Hola, soy Maritza, técnica en farmacia en Chachapoyas. Contéstame siempre en listas numeradas, cortito, que se lea rápido.",
		"A: Claro.",
		"Mi esposo Rolando es carpintero y hace las camas del hospedaje.",
		"A: Qué bien.",
		"Oye, cambio de receta: ya no me pongas listas numeradas, en el celular se ven como prospecto de medicina y me da flojera leer. Mejor párrafos cortitos, como si me estuvieras hablando. Hoy estuvo tranquila la botica.",
		"A: Entendido."))
	if !strings.Contains(got, "párrafos cortitos") {
		t.Errorf("the look wanted instead is lost:\n%s", got)
	}
	readAs(t, session.LedgerRule, "No more bullet points, please. Rather plain paragraphs, like you're talking to me.")
	// Not anything else wanted instead, nor after no order.
	if got := kindLines("No me pongas listas numeradas. Mejor el jueves, que el miércoles trabajo.", session.LedgerRule); len(got) != 1 {
		t.Errorf("a day wanted instead is read as an order: %q", got)
	}
	notReadAs(t, session.LedgerRule, "Las listas del súper las hace mi suegra. Mejor párrafos que listas, dice ella.")
}

// "Stop calling it 'the event' in your answers, … Call it the Copa, that's
// what everybody on the bench says.": the name to use was a fact, and
// dropped. Read so at first (`namesInstead`) and taken out again: each of the
// three reviews of stop 89 found idioms of a name read as the name to use
// ("Call it a hunch, but …", "Call it Murphy's law: …", "Nenn es Bauchgefühl,
// …", "Call it Stockholm syndrome, I still miss him", "Call it Irish luck,
// we walked away"), which then displaced the real order or a claim number.
func TestTheNameToUseAfterTheNameNotTo(t *testing.T) {
	t.Skip("limitation: 'Call it the Copa' after 'Stop calling it the event' is a fact")
	text := "One more request, mano. Stop calling it 'the event' in your answers, it sounds like a meeting at Pratt with PowerPoint. Call it the Copa, that's what everybody on the bench says."
	if got := kindLines(text, session.LedgerRule); len(got) != 2 {
		t.Errorf("%q: want the ban and the name to use as orders, got %q", text, got)
	}
	if got := kindLines("Don't call it a restaurant when you write for us. Call it a day, we're tired.", session.LedgerRule); len(got) != 1 {
		t.Errorf("calling it a day is read as an order: %q", got)
	}
	if got := kindLines("Don't call it a restaurant when you write for us. Call them back tomorrow, they asked.", session.LedgerRule); len(got) != 1 {
		t.Errorf("calling them back is read as an order: %q", got)
	}
}

// "I still haven't found who does the scoreboard" (someone still sought)
// was nothing. Read so at first, with it dawning on the person before a colon
// ("Sitting there watching it I realized: I still don't know who's going to
// sell food") and "haven't found out", and taken out again: the reviews of
// stop 89 showed all three as often a sigh, a choice, something settled or
// praise ("I realised: we still don't know what's at the bottom of the
// ocean", "We haven't found out whether it's a boy or a girl, we want it to
// be a surprise", "Still haven't found who can do the flowers, we decided to
// skip them", "Haven't found who does a better pint than Dolan's").
func TestSomeoneNotFoundYetIsAnOpenQuestion(t *testing.T) {
	t.Skip("limitation: 'I still haven't found who does the scoreboard' is no line")
	kindsAre73(t, []kindCase73{
		{"I still haven't found who does the scoreboard.", "scoreboard", session.LedgerQuestion},
	})
	notReadAs(t, session.LedgerQuestion,
		"I still haven't found who took my bike, probably the neighbour's kids.")
}

// A question after it dawned on the person stays a remark (see above).
func TestAnOpenQuestionAfterItDawned(t *testing.T) {
	t.Skip("limitation: 'I realized: I still don't know who …' is read as a fact")
	kindsAre73(t, []kindCase73{
		{"Sitting there watching it I realized: I still don't know who's going to sell food at the Copa.", "sell food", session.LedgerQuestion},
	})
}

// What to say in "that speech" is what to say somewhere: "in that" was read
// as "in this situation", a loss for words, and the line was dropped. Read so
// at first and taken out again: the reviews of stop 89 showed it as often
// thanks or someone else's speech ("I don't know what else to say in this
// message, you've been amazing", "No idea what the best man will say in that
// speech").
func TestWhatToSayInThatSpeech(t *testing.T) {
	t.Skip("limitation: 'what I'm going to say in that speech' is no line")
	readAs(t, session.LedgerQuestion, "I still don't know what I'm going to say in that speech.")
	notReadAs(t, session.LedgerQuestion, "I don't know what to say in this situation, honestly.", "I don't know what to say in that moment, it was too much.")
}

// When the memory must drop, a decision or an open question could be its
// message's point before a plain line that names more: "… quedó decidido:
// el desayuno va incluido en el precio del cuarto" went, "Café de Rodríguez
// de Mendoza, pan de Pedro Ruiz, jugo de papaya" stayed (dev131, 5,000
// bytes). Made so at 58ecf07 (131 parts: +140 facts at 5,000 bytes, open
// questions 65.7% → 74.0%, decisions 67.4% → 71.2%; +63 at 2,450) and taken
// out again: the second review of stop 89 showed a trivial or misread
// decision or question that opens a message then takes the place of the
// line that matters ("We decided to get takeaway tonight, nobody could be
// bothered. The funeral is on Thursday at St Mary's", "No idea how we'll
// survive the in-laws. The caterer is Rosa Delgado …";
// skeptic89b_review_test.go). Only decisions past the message's first line
// keep the figures where they were (17,089 at 5,000 bytes).
func TestADecisionIsItsMessagesPointBeforeANamedAside(t *testing.T) {
	t.Skip("limitation: a decision that opens its message is placed as its first line only; a plain line that names more is its best")
	size := func(s string) int { return len(s) }
	ledger := []session.LedgerEntry{
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 8, Text: "Soy Maritza, técnica en farmacia en Chachapoyas."},
		{Kind: session.LedgerDecision, Msg: 2, User: true, Weight: 4, Text: "Lo conversamos anoche y quedó decidido: el desayuno va incluido en el precio del cuarto."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 16, Text: "Café de Rodríguez de Mendoza, pan de Pedro Ruiz, jugo de papaya."},
		{Kind: session.LedgerFact, Msg: 4, User: true, Weight: 10, Text: "La inauguración va a ser el 27 de julio."},
	}
	kept, dropped := compression.FitLedger(ledger, 230, size, compression.LedgerView{})
	if slices.ContainsFunc(dropped, func(e session.LedgerEntry) bool { return e.Kind == session.LedgerDecision }) {
		t.Errorf("the decision went before the aside: kept %q, dropped %q", texts(kept), texts(dropped))
	}
}
