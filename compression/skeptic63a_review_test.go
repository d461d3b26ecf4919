package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 709258e ("the sixth review of stop 62") and what
// follows it (e28120b, b56806d), against a53192f: a missing head that asks
// before any question word but if/si anywhere after its colon; "or which
// …", "or how much …" asking after the day sigh; "whether I'm coming or
// going", "si voy o vengo" moved from the sigh idioms into daySigh;
// admiring "how X does it at 92" of anyone whose word before is not "the";
// a price alone in its clause joining a sentence with a value of its own.
// The sentences are this file's own; remembered, said, lineOf, never31,
// asksHolding62a, notUpdated60d, updatedIn61b and talk62e are reused.
//
// REGRESSION: fails on b56806d, passes on a53192f.
// STILL MISSED: fails on both.

// 1. REGRESSION. A missing head now asks before any question word anywhere
// after its colon, and questionWords holds words that ask nothing where
// they stand: English "was" (German "was" is in the list), German "wie"
// ("as"), Spanish "cómo" in "ya se sabe cómo es". A wish for sunshine, which
// the fifth review made no question, is an open question again as soon as
// the person says a little more about the weather.
func TestSkeptic63aWhatIsMissingThenAWordThatAsksNothing(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What's still missing: a bit of sunshine, it was grey the whole week in Cornwall.",
		"What's missing for Saturday: decent weather, they said it was going to rain all weekend.",
		"Was noch fehlt: ein bisschen Sonne, wie jedes Jahr im April.",
		"Lo que falta: un poco de sol, que en Bilbao ya se sabe cómo es.")
}

// 2. REGRESSION. The same for a relative "which" and an "as agreed": what
// is missing is already arranged (Sue brings the bunting on Friday at 6;
// Oma brings the garlands, as agreed), and the line is sent as a question
// still to be settled.
func TestSkeptic63aWhatIsMissingButArrangedIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What's still missing: the bunting, which Sue is dropping round on Friday at 6.",
		"Was noch fehlt: die Girlanden, die bringt Oma mit, wie besprochen.")
}

// 3. REGRESSION. After the day sigh "or how much …", "or how many …", "oder
// wie viel …", "ni cuántos …" now ask, also when they go on sighing: how
// much sleep, how many coffees are nothing to find out, and the whole sigh
// is kept as an open question.
func TestSkeptic63aTheDaySighThenHowMuchOfASighAsksNothing(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No idea what day it is, or how much sleep I've had since Tuesday.",
		"Honestly no idea what day it is, or how many coffees I've had.",
		"Ich weiß nicht mehr, welcher Tag heute ist, oder wie viel Kaffee ich heute schon hatte.",
		"No sé ni qué día es hoy, ni cuántos cafés llevo.")
}

// 4. REGRESSION. "whether I'm coming or going", "si voy o vengo" left the
// sigh idioms (matched anywhere) for daySigh, which takes them only after
// the listed lead words: one ordinary word more ("just", "es que") and the
// idiom is an open question.
func TestSkeptic63aComingOrGoingAfterAnOrdinaryWordIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I just don't know whether I'm coming or going.",
		"Es que no sé si voy o vengo.",
		"Sinceramente es que no sé si voy o vengo.")
}

// 5. REGRESSION. Admiring "how X does it at 92" is now anyone whose word
// before is not "the": "our GP", "Josh's school" are offices as "the
// dentist" is, and the question after them (whether Dad is called for the
// jab, whether Josh still gets free meals) is read as admiring and kept as
// a fact.
func TestSkeptic63aHowOurGPDoesItAtAnAgeAsks(t *testing.T) {
	asksHolding62a(t, "GP", "I don't know how our GP does it at 70, whether Dad gets called for the shingles jab or has to ask.")
	asksHolding62a(t, "school", "Not sure how Josh's school does it at 16, whether he still gets free meals.")
}

// 6. REGRESSION. A price alone in its clause now joins a timed sentence
// before it, though its own clause says what it buys: the flowers'
// £640 is marked old when the ceremony moves from 1pm to 2pm — what
// a53192f's priceAfter was written to stop.
func TestSkeptic63aAPriceOfItsOwnThingsStaysCurrentWhenTheTimeMoves(t *testing.T) {
	got := remembered(t, said(talk62e(
		"The ceremony's at 1pm on Saturday. £640, flowers, buttonholes and two arches.",
		"Just heard from the vicar, the ceremony is at 2pm now.")...))
	notUpdated60d(t, got, 1, "£640")
	got = remembered(t, said(talk62e(
		"La ceremonia es el sábado a la una. 640 euros, flores, prendidos y dos arcos.",
		"La ceremonia ahora es a las dos, el cura tiene un funeral por la mañana.")...))
	notUpdated60d(t, got, 1, "640 euros")
}

// 9. STILL MISSED. daySigh matches its phrases byte for byte, so a phone's
// curly apostrophe ("I’m") keeps the idiom as an open question; and "not
// sure whether" is read as unsure before the sigh is looked for, on
// a53192f (sigh idioms) as on b56806d (daySigh).
func TestSkeptic63aComingOrGoingAsPhonesTypeItIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know whether I’m coming or going.",
		"I'm just not sure whether I'm coming or going.")
}

// Still missed, left as notes (each failed on b56806d and on a53192f):
//
// 7. A new price for what a joined line prices marks the whole line old:
// "The cake's ordered for Saturday. £320, three tiers, lemon and
// elderflower." then "The cake is £350 now, they added a fourth tier."
// sends the unchanged Saturday as no longer holding (before the join, the
// old £320 stood unmarked beside the new one). Marks are per line, not per
// value.
//
// 8. A short fragment after a timed line ("Dentist for Josh at 4:30 on
// Thursday. £60, check-up and clean.") joins it by fragment(), so moving
// the appointment ("Josh's dentist is now at 3:15 on Thursday.") marks its
// price old; so for "Piano lessons are on Tuesdays at 5. £25, half an hour
// each." and a move to Wednesdays.
//
// 10. "never mind when …" after the day sigh is read as taking something
// back: "No idea what day it is, never mind when the boiler man is
// coming." drops the standing "Every time we talk, remind me to check when
// the boiler man is coming.", and "Honestly no idea what day it is, never
// mind where the passports are." alone is read as an instruction.
