package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A fifth skeptical review of stop 61: ccb3eab (placeIdiom, placeIdioms,
// idiomEnds, clauseEndAfter at the top of located; admires "with" only
// before a count; more sighIdioms; "en fin", "apropos" out of ownLeads),
// ce6ee5e (clockKey, "set up by seven" in spokenHour) and 1a1096a's
// keptThere. The sentences are this file's own.
//
// Group 1 (Wrong): each test fails on ce6ee5e and ccb3eab and passes on
// 1a1096a (ccb3eab's parent).
// Group 2 (Still wrong): each test fails on ce6ee5e and on its parents.
// Group 3 (Missed): a plain phrasing still not read.

// ---------------------------------------------------------------------------
// Group 1: wrong readings introduced by ccb3eab.
// ---------------------------------------------------------------------------

// 1. placeIdiom is asked of the whole line, and a place idiom of four words
// or more counts wherever it stands: "…, it's in a right state", "in a
// terrible state after the damp" after the new place make the line say no
// place at all, so the old place of the tent is sent as current.
func TestSkeptic61eWrongStateIdiomHidesTheNewPlace(t *testing.T) {
	for _, later := range []string{
		"The spare tent is in the garage now, it's in a right state.",
		"The spare tent is in the garage now, it's in a terrible state after the damp.",
	} {
		got := remembered(t, said("The spare tent is in the attic.", "A: Ok.", later, "A: Ok."))
		updatedIn61b(t, got, 1, 3, "attic")
	}
}

// 2. "at the crack of dawn" (four words) anywhere in the line: the horsebox
// moved, but its old yard is sent as current.
func TestSkeptic61eWrongCrackOfDawnHidesTheNewPlace(t *testing.T) {
	got := remembered(t, said(
		"The horsebox is in Joe's yard.", "A: Ok.",
		"The horsebox is in our yard now, we're leaving at the crack of dawn.", "A: Ok."))
	updatedIn61b(t, got, 1, 3, "Joe's yard")
}

// 3. "on the wagon" (not drinking) is read wherever it ends a clause or
// stands before "now": on a farm the wagon is where the bales are.
func TestSkeptic61eWrongOnTheWagonIsARealPlace(t *testing.T) {
	for _, later := range []string{
		"The hay bales are on the wagon now, Dad's bringing them down after lunch.",
		"The hay bales are on the wagon, Dad's bringing them down after lunch.",
	} {
		got := remembered(t, said("The hay bales are in the barn.", "A: Ok.", later, "A: Ok."))
		updatedIn61b(t, got, 1, 3, "barn")
	}
}

// 4. idiomEnds holds "and": "in the black and yellow toolbox", "in the red
// and white box" are read as "in the black", "in the red" (money).
func TestSkeptic61eWrongColourAndColourBoxIsAPlace(t *testing.T) {
	for _, c := range [][3]string{
		{"The good torch is in the kitchen drawer.", "The good torch is in the black and yellow toolbox in the van now.", "kitchen drawer"},
		{"The bunting is in the shed.", "The bunting is in the red and white box in the loft now.", "shed"},
		{"The Christmas lights are in the attic.", "The Christmas lights are in the black and gold tin under the stairs now.", "attic"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		updatedIn61b(t, got, 1, 3, c[2])
	}
}

// 5. The sigh "a dónde vamos a parar" is matched as the start of "a dónde
// vamos a parar a comer / a dormir": where to stop on the way is a real
// open question.
func TestSkeptic61eWrongStoppingOnTheWayIsNoSigh(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Todavía no sé a dónde vamos a parar a comer de camino a Burgos.",
		"No sé a dónde vamos a parar a dormir la primera noche, ¿Burgos o Lerma?")
}

// 6. admires now needs a count after "with"/"con": "how she does it with a
// newborn", "with the twins", "con los tres niños" (an article before the
// count) are read as the person's open question.
func TestSkeptic61eWrongAdmiringWithoutABareCountIsAQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know how she does it with a newborn and the farm to run.",
		"I honestly don't know how she does it with the twins and a full-time job.",
		"No sé cómo lo hace con los tres niños y el trabajo.")
}

// 7. The sigh "how he/she does it at (his age)" is matched as the start of
// "how he does it at the mart": a question about how it is done there is
// lost.
func TestSkeptic61eWrongHowItIsDoneAtAPlaceIsNoSigh(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I still don't know how he does it at the mart, does he weigh the lambs first?",
		"Still no idea how she does it at the passport office, do I need photos?")
}

// 8. "En fin," and "Apropos," were taken out of ownLeads for the sighs after
// them, which sighIdioms now read anyway: the open questions after them are
// lost.
func TestSkeptic61eWrongEnFinAproposOpenNoQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"En fin, todavía no sé quién va a recoger a la abuela del aeropuerto.",
		"En fin, no sé quién va a llevar las sillas al colegio el sábado.",
		"Apropos, ich weiß noch nicht, wer die Getränke vom Großhandel holt.")
}

// ---------------------------------------------------------------------------
// Group 2: wrong readings still there (fail on ce6ee5e and its parents).
// ---------------------------------------------------------------------------

// 12. "im Eimer" (broken) is read as where the tent is: the cellar it is
// still in is marked outdated.
func TestSkeptic61eStillImEimerIsAPlace(t *testing.T) {
	got := remembered(t, said(
		"Das Zelt ist im Keller.", "A: Ok.",
		"Das Zelt ist im Eimer, die Stangen sind gebrochen.", "A: Ok."))
	notUpdated60d(t, got, 1, "Keller")
}

// ---------------------------------------------------------------------------
// Group 3: plain phrasings still missed.
// ---------------------------------------------------------------------------

// Still wrong after the fifth review of stop 61, written here instead of as
// failing tests (each failed on ce6ee5e and the commits before it):
//   - "a las siete y media" → "ahora a las siete": no update (Spanish hours
//     with their minutes are keyed, but the hour is not read as the time);
//   - "set up by half past 7" → "set up by 7": "7" alone is no hour;
//   - "half past seven" → "by eight thirty": "eight thirty" is no time;
//   - "The show dinner is on Saturday at half seven." then "For the show
//     dinner on Saturday I'll be home by six.": the dinner time is dropped;
//   - "Mary Walsh has the trestle tables, they're in her garage." after
//     "… in the school gym": the gym is still sent as current;
//   - "the committee meeting on Tuesday is at half past now" after "… at
//     7pm": no update.
