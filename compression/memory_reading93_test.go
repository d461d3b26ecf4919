package compression_test

import (
	"slices"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Readings of stop 93.

// "Do keep it short for now, I'm driving." read as nothing at stop 92 (a
// miss its note left): the emphatic "do" took "for now" as one occasion,
// where the plain "Keep it short for now, I'm driving." is an instruction;
// "when" too ("Do use metric when you give me recipes" was a fact).
func TestAnEmphaticDoForNow(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep it short for now, I'm driving.",
		"Do please keep your answers brief for now, the baby is asleep on me.",
		"Do use metric when you give me recipes.",
	)
	notReadAs(t, session.LedgerRule,
		"Do keep it short this time, I'm in a hurry.",
		"Do answer in full sentences, Mrs Patel always told us at school.",
		"Do talk to me in Spanish tonight.",
	)
}

// dev138's first instruction (lost blind at stop 92): "Rule number one: talk
// to me plain like a bredren, no big words, no essay." — the "essay" it bans
// was read as a document to write, and "Rule number one" as no head that
// asks.
func TestARuleNumberOneThatBansAnEssay(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Rule number one: speak to me simple like a neighbour, no long words, no essay.",
		"Talk to me plain, no big words, no essay.",
		"Regla número uno: háblame claro, sin palabras raras.",
	)
	notReadAs(t, session.LedgerRule,
		"Talk to me plain, no essay, I'm writing a letter to my aunt.",
		"House rule number one: talk to me plain.",
		"Write to me in short sentences for the birthday card.",
	)
}

// dev138's choice update (stale blind at stop 92, with room for all too): "So
// we going royal blue now, green shorts still." — Vincentian English says
// what was chosen without "are" and without "with".
// Taken out at stop 93 after two reviews ("So we going the beach now", "… get food now", "… Granny house now" read as choices): the choice is read as nothing again, a miss left — not kept as a test. Its sentences:
//   So we going emerald green now, white socks still.
//   So we're going red and gold now.
//   So we going the fish fry instead.
//   So we going home now.
//   So we going fishing now.
//   So we going to the beach now.
//   We going emerald green now?

// dev138's choice of place (stale at 5,000 bytes): "Forecast say showers
// Saturday evening, so Courtney and me agree: buffet come off the lawn and go
// on the covered porch …" — what the person and someone agree after a colon
// is a decision, not a remark.
func TestWhatWeAgreeAfterAColon(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Rain coming Friday, so Marcia and me agree: the fish fry move off the beach and go under the church tent.",
		"Wir sind uns einig: der Kuchenstand kommt ins Feuerwehrhaus.",
		"Estamos de acuerdo: la cena va en el patio de la abuela.",
	)
	notReadAs(t, session.LedgerDecision,
		"We agree: she's lovely.",
		"Tom and Ann agree: the buffet goes on the porch.",
		"We agree: the buffet goes on the porch or the lawn?",
	)
}

// When one line of a message must go: a German plan moved ("Also verschieben
// wir den Anstich auf halb sechs", dev138's time update, stale at 5,000
// bytes) says the message's point, as "we're moving it to …" does; a move
// only if it rains ("Si llueve, lo pasamos al domingo") does not take the
// point from the message's date. ("If it rains, we're moving it to Sunday"
// still does, as before stop 93: English "if" is as often no condition of
// the move — the second review of stop 93 — a miss left.)
func TestAMoveInGermanTakesTheMessagesPointAConditionalOneDoesNot(t *testing.T) {
	size := func(s string) int { return len(s) }
	other := session.LedgerEntry{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 20, Text: "Kieran Walsh from the Crown does the bar, cash only."}
	for _, c := range []struct{ first, second, keep string }{
		{"Der Bürgermeister ist am Samstag auf einer Sitzung in Husum.", "Also verschieben wir den Anstich auf halb sechs.", "Also verschieben wir den Anstich auf halb sechs."},
		{"Ensayo en el río el sábado 26 de abril, con una almadía sola.", "Si llueve, lo pasamos al domingo.", "Ensayo en el río el sábado 26 de abril, con una almadía sola."},
	} {
		ledger := []session.LedgerEntry{
			{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 10, Text: c.first},
			{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 10, Text: c.second},
			other,
		}
		kept, _ := compression.FitLedger(ledger, 150, size, compression.LedgerView{})
		if !slices.Contains(texts(kept), c.keep) || len(kept) != 2 {
			t.Errorf("want %q kept of its message; kept %q", c.keep, texts(kept))
		}
	}
}

// dev139's choice update (stale blind at 8,192 at stop 92): "Boat name now
// Mavis Grace." says what the boat is called now without a verb; of its
// message's lines it is the one to keep, as "The boat's name is now …"
// would be.
func TestANameNowWithoutAVerbTakesTheMessagesPoint(t *testing.T) {
	size := func(s string) int { return len(s) }
	ledger := []session.LedgerEntry{
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 10, Text: "Granny came and blessed the boat."},
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 10, Text: "Boat name now Mavis Grace, Shem paints the letters over tonight."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 20, Text: "Kieran Walsh from the Crown does the bar, cash only."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 14, Text: "Mum says Kieran's a lovely lad."},
	}
	kept, _ := compression.FitLedger(ledger, 200, size, compression.LedgerView{})
	if !slices.Contains(texts(kept), ledger[1].Text) || len(kept) != 3 {
		t.Errorf("want the boat's new name kept, the aside about Kieran gone; kept %q", texts(kept))
	}
}

// dev138's open questions, lost with room for all: "Here my worry for true:
// how I keep cracked conch crisp …?" and "Still ain't sort out how all them
// pans getting from my kitchen to the villa." — Bahamian English asks "how I
// keep" without "do" and says "ain't sort out" for "haven't sorted out".
// (The first, under its head "Here my worry for true", is still a fact: a
// miss left.)
func TestAnOpenQuestionInBahamianEnglish(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"How I keep the johnnycake soft till the boat come in?",
		"Still ain't sort out how the chairs getting from the church to the beach.",
		"Still got to figure how to price the conch fritters for the regatta.", // dev140, lost with room for all
	)
	notReadAs(t, session.LedgerQuestion,
		"How I love this island?",
		"My worry: how I was so stupid?",
	)
}

// "Nearly forget the fuel for the chafing dishes." (dev138) says the person
// nearly forgot it, no instruction taken back — it was read as one.
func TestNearlyForgetIsNoTakeBack(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Nearly forget the napkins for the reception.",
		"Oh, almost forgot the ice for the coolers.",
	)
	readAs(t, session.LedgerRule, "Forget the napkins, the hotel has them.")
}
