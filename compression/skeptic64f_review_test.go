package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of a0b35c7 (the fifth review of stop 64), on short
// conversations as people type them about weddings, fetes, christenings and
// harvests: each message answered "Ok." (held63e), the final memory read.
// held63e, lineOf, heldAs64d, notHeldAs64d and takenBackWhole64e are reused
// from the package's other tests.
//
// REGRESSION: fails on a0b35c7, passes on dac1e49.
// STILL MISSED: fails on both.
//
// The person's i-th message (from 0) is #(2i+1).

// stillInForce64f fails unless the line of #n holding words is in the memory
// unmarked.
func stillInForce64f(t *testing.T, memory string, n int, what string, words ...string) {
	t.Helper()
	if line := lineOf(memory, n, words...); line == "" || strings.Contains(line, "updated in") {
		t.Errorf("%s: #%d %v is gone or marked updated: %q\n%s", what, n, words, line, memory)
	}
}

// 1. REGRESSION. "I take back what I said about keeping …" now takes back
// an answering instruction when any of the five words after "keeping" is a
// length, a register or a text unit (takesBackAnswering, window widened from
// three to five words and registers/formality/textUnits added) — so taking
// back a plan kept short or simple ("keeping the speeches nice and short",
// "keeping the wedding small and simple") deletes the person's own standing
// instruction "Keep it short please, I'm on my phone" / "Keep it simple
// please" from the memory outright, and the take-back is itself held as an
// instruction. The model starts writing long, complicated answers to
// someone on a phone because the best man may now speak longer. dac1e49
// kept the instruction and held the take-back as the fact it is.
func TestSkeptic64fTakingBackKeepingTheSpeechesShortKeepsTheAnswersShort(t *testing.T) {
	got, _ := held63e(t,
		"Morning! Keep it short please, I'm on my phone.",
		"Wedding's on Saturday 13 September, the speeches are short.",
		"I take back what I said about keeping the speeches nice and short, let them go on.",
	)
	stillInForce64f(t, got, 1, "speeches taken back", "Keep", "short")
	got, _ = held63e(t,
		"Morning! Keep it simple please, I'm no planner.",
		"Wedding's on Saturday 13 September, we're keeping it small and simple.",
		"I take back what I said about keeping the wedding small and simple, we're inviting everyone.",
	)
	stillInForce64f(t, got, 1, "wedding size taken back", "Keep", "simple")
}

// 2. REGRESSION. After the day sigh, "how many hours the band's been booked
// for", "how many nights the cottage has been booked for", "ni cuántos días
// ha sido reservado el tractor" now sigh on: the new "been" rule in
// carriedAsks takes any count of hours/nights/days with "been"/"sido"
// anywhere after it for "how many cups of tea that's been", though here
// "been" is the passive of booking. The whole message is dropped: the open
// question of how long the band or the cottage is booked for is lost.
// dac1e49 held each as an open question.
func TestSkeptic64fHowManyHoursTheBandsBeenBookedForAsks(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many hours the band's been booked for."}, "band"},
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many nights the cottage has been booked for."}, "cottage"},
		{[]string{"Morning! Planning the fete, keep it short please.", "Fete's on Saturday 19 July on the school field.", "No idea what day it is, or how many hours the bouncy castle's been paid for."}, "bouncy castle"},
		{[]string{"¡Hola! Organizo la vendimia, respuestas cortas por favor.", "Empezamos el lunes 15 de septiembre.", "No sé ni qué día es hoy, ni cuántos días ha sido reservado el tractor."}, "tractor"},
	} {
		got, ledger := held63e(t, c.msgs...)
		heldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 3. REGRESSION. "what one person borrowed is no plan" (plannedByMe skips
// "borrowed" after "I"/"I've") turns "how many chairs I've borrowed from the
// church hall" and "how many tables I've borrowed off the school" into a day
// sigh, and the message is dropped. Borrowed chairs are exactly what a
// person must count and give back (the same as "how many chairs I ordered",
// which stop 63's review kept open); "we've borrowed" still asks, so the
// rule only punishes the singular. dac1e49 held both as open questions.
func TestSkeptic64fHowManyChairsIveBorrowedAsks(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{[]string{"Morning! Planning the christening, keep it short please.", "Christening's on Sunday 7 September at St Mary's.", "No idea what day it is, or how many chairs I've borrowed from the church hall."}, "chairs"},
		{[]string{"Morning! Planning the harvest supper, keep it short please.", "Supper's on Saturday 4 October in the village hall.", "No idea what day it is, or how many tables I've borrowed off the school."}, "tables"},
	} {
		got, ledger := held63e(t, c.msgs...)
		heldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 4. REGRESSION. writerWords takes "me" after "from" for the person
// ("a text from me to the stallholders"), but in the North and in Scotland
// "me" is "my": "a text from me mam saying when her train gets in", "a text
// from me brother saying when he's bringing the gazebo" are messages the
// person is waiting for. awaited now says no and the missing item is held
// as a settled fact: the model is told nothing is outstanding about when
// Mam arrives. dac1e49 held both as open questions.
func TestSkeptic64fATextFromMeMamAsks(t *testing.T) {
	for _, c := range []struct{ item, word string }{
		{"What's still missing: a text from me mam saying when her train gets in, and the bunting.", "me mam"},
		{"What's still missing: a text from me brother saying when he's bringing the gazebo, and the bunting.", "me brother"},
	} {
		got, ledger := held63e(t,
			"Morning! Planning the fete, keep it short please.",
			"Fete's on Saturday 19 July on the school field.",
			c.item,
		)
		heldAs64d(t, got, ledger, 5, c.word, session.LedgerQuestion)
	}
}

// 5. REGRESSION. awaited no longer stops at "on" after "update"/"news" (for
// "an update on the road closure from the council"), and with no "from"
// after it an item with no sender at all now counts as awaited: "an update
// on the fete Facebook page saying where to park" — the post the person is
// to write, like "a text to the guests saying where to park" — is held as
// an open question. The model is told the person is waiting to hear where
// to park, the very thing they are to tell everyone. dac1e49 held it as a
// fact (their to-do).
func TestSkeptic64fAnUpdateOnTheFacebookPageIsNoQuestion(t *testing.T) {
	got, ledger := held63e(t,
		"Morning! Planning the fete, keep it short please.",
		"Fete's on Saturday 19 July on the school field.",
		"What's still missing: an update on the fete Facebook page saying where to park, and the bunting.",
	)
	notHeldAs64d(t, got, ledger, 5, "Facebook", session.LedgerQuestion)
}

// Left unfixed (stop 64), the review's tests 6–9, still missed before its
// commit too: "I take back what I said about bullet points" after "Answer in
// English please, and no bullet points" marks the line updated whole
// ("answer in english please" is not read as an instruction of its own);
// Spanish take-backs one by one ("Retiro lo que dije de los emojis", "… de
// las viñetas", "… de las respuestas cortas") mark the first two take-backs
// "(updated in #9)"; "I take back what I said about emojis in your answers"
// takes nothing back (the words after the look run past three); "No idea
// when the marquee's coming: they said Friday or Saturday" / "…: it'll be
// Friday or Saturday" are read as a guess.
