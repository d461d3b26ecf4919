package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of a53192f (priceAfter joining a price only to a
// sentence with no value of its own; atAnAge read first in wonders, only of
// someone of the person's; missing heads asking only before who, where,
// when, whether in the first eight words; the day sigh carried on to
// who/when/where only; new sigh idioms; German numbers to 999). The
// sentences are this file's own; remembered, said, lineOf, never31,
// asksHolding62a, notUpdated60d, updatedIn61b and talk62e are reused.
//
// REGRESSION: fails on a53192f, passes on its parent.
// STILL MISSED: fails on both.

// 1. REGRESSION. A missing head asks now only before who, where, when or
// whether; "which band", "how many chairs", "welche Band", "qué grupo",
// "cuántas sillas" are as plainly still to be settled, and are read as
// facts.
func TestSkeptic62fWhatIsMissingBeforeWhichOrHowManyAsks(t *testing.T) {
	asksHolding62a(t, "band", "What's still missing: which band we book for the evening.")
	asksHolding62a(t, "chairs", "What's still missing: how many chairs we need for the hall.")
	asksHolding62a(t, "Band", "Was noch fehlt: welche Band am Abend spielt.")
	asksHolding62a(t, "grupo", "Lo que falta: qué grupo toca en la cena.")
	asksHolding62a(t, "sillas", "Lo que falta: cuántas sillas hacen falta para el salón.")
}

// 2. REGRESSION. The question word must stand in the first eight words
// after the colon: a list of missing things that ends in "who" is read as
// a fact.
func TestSkeptic62fWhatIsMissingAfterAListStillAsks(t *testing.T) {
	asksHolding62a(t, "readings", "What's still missing: the confirmed numbers from the caterer and the florist, and who is doing the readings.")
}

// 3. REGRESSION. After the day sigh only who, when, where carry the not
// knowing on: "or how much the deposit was" is lost from the memory
// altogether, "or which hotel we booked" is kept as a fact.
func TestSkeptic62fTheDaySighGoingOnToHowMuchOrWhichAsks(t *testing.T) {
	asksHolding62a(t, "deposit", "No idea what day it is, or how much the deposit for the hall was.")
	asksHolding62a(t, "hotel", "No idea what day it is, or which hotel we booked in Leeds.")
}

// 4. REGRESSION. The new sigh idioms are matched anywhere in the line and
// silence the question said after them: "…, or whether the minibus is
// booked for Saturday", "…, ni quién recoge a los niños el viernes" are
// read as facts.
func TestSkeptic62fAQuestionAfterComingOrGoingAsks(t *testing.T) {
	asksHolding62a(t, "minibus", "I don't know whether I'm coming or going, or whether the minibus is booked for Saturday.")
	asksHolding62a(t, "niños", "No sé si voy o vengo, ni quién recoge a los niños el viernes.")
}

// 5. REGRESSION. atAnAge admires "how X does it at 90" now only of a family
// word, so admiring a neighbour by name, an auntie or a mother-in-law is
// kept as an open question.
func TestSkeptic62fAdmiringSomeoneByNameAtAnAgeIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know how Dorothy does it at 92, she still drives to bingo every Tuesday.",
		"No idea how Auntie Pat does it at 79, she still works three days a week at the charity shop.",
		"I don't know how my mother-in-law does it at 81, she still walks the dog twice a day.")
}

// 6. REGRESSION. A price now joins only a sentence with no value of its
// own, so the cake's price is cut from the cake when the order names its
// day: "£320, three tiers, lemon and elderflower." stands alone, saying
// nothing of what costs £320.
func TestSkeptic62fAPriceAfterADatedOrderStaysWithIt(t *testing.T) {
	got := remembered(t, said(talk62e(
		"The cake's ordered for Saturday. £320, three tiers, lemon and elderflower.",
		"Actually the party is on Sunday now.")...))
	notUpdated60d(t, got, 1, "cake", "£320")
}

// Still missed after the fix (written as comments, not tests: they fail on
// a53192f, on its parent and after the fix):
//   - "I don't know how my mum does it at 84, which platform does her train
//     come in on?" keeps only the admiring clause; "…, what time does her
//     train get in on Friday?" is a fact: a direct question after the
//     admiring asks only with who, when, where, whether.
//   - "tausendzweihundert", "hundertundfünfzig", "zweitausendfünfhundert"
//     are no value words (only one to 999 in one word), so "Das Zelt kostet
//     jetzt tausendfünfhundert Euro" updates nothing.
