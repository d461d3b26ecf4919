package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Third review of stop 29 (6f4a0d3, the second review's fixes) by a skeptic
// helper: each test failed on the code after it (fixed since), and shows what a person would
// lose, or what wrong line the model would be sent.

// skeptic29cRule fails unless a line of the message holding word is an
// instruction.
func skeptic29cRule(t *testing.T, text, word string) {
	t.Helper()
	for _, e := range skeptic29Read(text) {
		if strings.Contains(e.Text, word) && e.Kind == session.LedgerRule {
			return
		}
	}
	t.Errorf("%q is no instruction: %v", text, skeptic29Read(text))
}

// stale fails when the line holding keys is kept and does not read as
// updated: an old value the model would take for the current one.
func stale(t *testing.T, got, what string, keys ...string) {
	t.Helper()
	if l := lineWith(got, keys...); l != "" && !strings.Contains(l, "(updated in") {
		t.Errorf("%s reads as current:\n%s", what, got)
	}
}

// othersLabel blocks every sentence with "'s " anywhere before its first
// colon: "Here's", "Let's", "That's", "tonight's" are no one else's label,
// yet the person's instruction is read as a plain fact.
func TestSkeptic29cContractionBeforeAColonIsNoOthersLabel(t *testing.T) {
	skeptic29cRule(t, "Here's my one request: always answer in German.", "German")
	skeptic29cRule(t, "Let's agree on one thing: you always answer in Spanish.", "Spanish")
	skeptic29cRule(t, "That's settled then: never suggest anything with peanuts.", "peanuts")
	skeptic29cRule(t, "One more thing for tonight's session: always answer in Spanish.", "Spanish")
}

// The colon othersLabel cuts at may be a clock time's: "It's 10:45" makes
// the instruction that follows no instruction.
func TestSkeptic29cClockTimeIsNoLabel(t *testing.T) {
	skeptic29cRule(t, "It's 10:45 here and I'm shattered, so always keep answers to three sentences.", "three sentences")
	skeptic29cRule(t, "Since Dad's op is at 9:00 tomorrow, never give me more than three bullet points this week.", "bullet points")
}

// politeOrder looks at a clause's first two words only: "Oh and please use
// …", "Ok so please use …" are no instructions any more.
func TestSkeptic29cPleaseAfterTwoWordsIsAnOrder(t *testing.T) {
	skeptic29cRule(t, "Oh and please use metric units in all the recipes.", "metric")
	skeptic29cRule(t, "Ok so please use British spelling in everything you write.", "British")
}

// opensClause looks for a please among a clause's first five words only: a
// lead-in of six words ("For the rest of this chat") hides the order.
func TestSkeptic29cPleaseAfterALeadIn(t *testing.T) {
	skeptic29cRule(t, "For the rest of this chat please never use emoji.", "emoji")
}

// politeOrder reads "por favor" only when the order follows in the same
// clause: the usual Spanish comma after it ("Por favor, usa …") ends the
// clause, and the order is a fact.
func TestSkeptic29cPorFavorWithItsComma(t *testing.T) {
	skeptic29cRule(t, "Por favor, usa gramos en las recetas, que no tengo tazas medidoras.", "gramos")
}

// A capitalized possessive is no longer its owner: "Mum's train" and "Mum is
// now arriving" share nothing, and the old arrival time reads as current.
func TestSkeptic29cMumsTrainIsMums(t *testing.T) {
	got := remembered(t, said(
		"Mum's train gets into York at 4:40pm on Friday.",
		"A: Noted.",
		"Mum is now arriving at 6:15pm instead, she missed the connection.",
		"A: Ok.",
	))
	stale(t, got, "Mum's old arrival time", "4:40pm")
}

// "goes up" is a change only of an amount, and an amount only with its
// currency: a rent said as "1,250 a month" no longer updates the old rent.
func TestSkeptic29cRentGoesUpWithoutCurrencyWord(t *testing.T) {
	got := remembered(t, said(
		"Our rent for the flat on Leith Walk is 1,100 a month, bills not included.",
		"A: Noted.",
		"The landlord says the rent goes up to 1,250 a month from June.",
		"A: Ugh.",
	))
	stale(t, got, "the old rent", "1,100")
}

// "raised" (was "raised to") is also money raised: what a fundraiser has
// collected so far marks its target as changed.
func TestSkeptic29cMoneyRaisedIsNoChange(t *testing.T) {
	got := remembered(t, said(
		"Our fundraising target for the hospice walk is £2,000.",
		"A: Great.",
		"So far we've raised £850 for the hospice walk.",
		"A: Well done.",
	))
	notUpdated(t, got, "the fundraising target", "target")
}

// repriced asks only that the line give some amount: going up to Edinburgh
// in a line with a hotel price marks the York hotel's price as changed.
func TestSkeptic29cWentUpSomewhereWithAPrice(t *testing.T) {
	got := remembered(t, said(
		"The hotel in York is £120 a night, right by the Minster.",
		"A: Nice.",
		"Last month we went up to Edinburgh for a long weekend and the hotel was £180 a night.",
		"A: Pricey.",
	))
	notUpdated(t, got, "the York hotel's price", "York", "£120")
}

// "las" is a time only after "a": "sobre las 9" (about nine) is a number,
// and the new time "a las 10" no longer updates it.
func TestSkeptic29cSobreLasNueveIsATime(t *testing.T) {
	got := remembered(t, said(
		"Quedamos con Marta sobre las 9 en el bar Manolo.",
		"A: Vale.",
		"Marta ahora llega a las 10.",
		"A: Ok.",
	))
	stale(t, got, "the old meeting time", "sobre", "9")
}

// "um 40 Euro" is no time, but "um 40 €" (German typography puts a space
// before the sign) still is: the rise is no amount, and the old rent reads
// as current.
func TestSkeptic29cUmFortyEuroSign(t *testing.T) {
	got := remembered(t, said(append(german(),
		"Die Miete für die Wohnung in der Lindenstraße beträgt 850 € warm.",
		"A: Gut.",
		"Der Vermieter hat die Miete um 40 € erhöht, ab März.",
		"A: Ärgerlich.")...))
	stale(t, got, "the old rent", "850")
}

// Plural weekdays are no values: a weekly slot that moves from Wednesdays to
// Thursdays gives no new value, and the old day reads as current.
func TestSkeptic29cWeeklySlotMoves(t *testing.T) {
	got := remembered(t, said(
		"The physio comes on Wednesdays at 2pm.",
		"A: Noted.",
		"The physio now comes on Thursdays at 2pm.",
		"A: Ok.",
	))
	stale(t, got, "the old weekly slot", "Wednesdays")
}

// pointsBack's attribute list has "name" but not "nickname": "her nickname is
// Bea" becomes a line about nobody.
func TestSkeptic29cNicknameStaysWithThePerson(t *testing.T) {
	got := remembered(t, said(
		"My niece Beatrice arrives on Friday at 6pm, her nickname is Bea.",
		"A: Noted.",
	))
	if lineWith(got, "Beatrice", "Bea") == "" {
		t.Errorf("whose nickname Bea is went:\n%s", got)
	}
}

// complement takes a capitalized word followed by a longer one for a subject
// and its verb: "at Manchester airport" is split off the flight.
func TestSkeptic29cAtManchesterAirportIsAComplement(t *testing.T) {
	got := remembered(t, said(
		"Mum's flight from Malaga lands on the 3rd at 10:40am, at Manchester airport.",
		"A: Noted.",
	))
	if lineWith(got, "10:40am", "Manchester") == "" {
		t.Errorf("where the flight lands is a line of its own:\n%s", got)
	}
}

// A sentence wholly joined lets the next go on with the line, so fragments
// chain: the band's price joins the deposit's line, and when the band's
// price changes the deposit reads as changed.
func TestSkeptic29cChainedFragmentsMarkEachOther(t *testing.T) {
	got := remembered(t, said(
		"Paid the venue deposit this morning. £350, non-refundable. The band is another £120.",
		"A: Noted.",
		"The band now wants £150.",
		"A: Ok.",
	))
	notUpdated(t, got, "the venue deposit", "£350")
}

// A long sentence splits at "and" only before "I", "he", "she" … or a please:
// "and you should always …" stays in the run, and the line, clipped at 200
// characters, ends before the instruction.
func TestSkeptic29cLongSentenceOrderToYou(t *testing.T) {
	got := remembered(t, said(
		"so basically I'm moving flat on the 2nd of May from Leith to Portobello with the van booked from Arnold Clark for £89 and the keys come from the letting agent on the Friday before and you should always give me the short answer first because I read these on my phone",
		"A: Noted.",
	))
	if lineWith(got, "short", "answer", "first") == "" {
		t.Errorf("the instruction to give the short answer first is gone:\n%s", got)
	}
}
