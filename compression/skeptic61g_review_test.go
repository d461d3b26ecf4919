package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A seventh skeptical review of stop 61: 938b6cc (withoutPlaceIdioms in
// located, "it's" out of placing and of keptThere, "in the bag", "on the
// house", "im Eimer" as idioms; puzzle refused after text past its question
// mark or with solvedWords in its head; sighIdioms "a dónde vamos a parar"
// only before a mark, "does it at his age", "what day it is"; admires
// "with" only through oneAdmired; "en fin", "apropos" in ownLeads again;
// clockKey). The sentences are this file's own.
//
// Group 1 (Lost): each test fails on 938b6cc and passes on its parent
// 6ea526d.
// Group 2 (Still wrong): fails on 938b6cc and on 6ea526d.

// ---------------------------------------------------------------------------
// Group 1: lost by 938b6cc.
// ---------------------------------------------------------------------------

// 2. "in the bag" and "on the house" are placeIdioms now, taken out of the
// line where they end a clause or stand before "now"/"again": a thing
// literally in the bag or on the house is no longer placed. "The passports
// are in the bag." is dropped and the drawer sent as current.
func TestSkeptic61gLiteralBagAndHouseAreNoPlace(t *testing.T) {
	for _, c := range [][3]string{
		{"The passports are in the kitchen drawer.", "The passports are in the bag.", "kitchen drawer"},
		{"The passports are in the kitchen drawer.", "The passports are in the bag now, the blue one.", "kitchen drawer"},
		{"The Christmas lights are in the attic.", "The Christmas lights are on the house now, Dad put them up yesterday.", "attic"},
		{"The old satellite dish is in the shed.", "The old satellite dish is on the house again.", "shed"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		updatedIn61b(t, got, 1, 3, c[2])
	}
}

// 4. puzzle is refused when anything follows the first "?" of its rest, so
// a question mark doubled ("??", "???", common in chat) makes the problem
// to solve no open question: "who drives Gran??" is kept as a fact without
// its head.
func TestSkeptic61gDoubledQuestionMarkLosesThePuzzle(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Something to sort out: who drives Gran??",
		"Another thing to sort out: who brings the urn for the teas??",
		"Something to sort out: who drives Gran to the wedding ???",
		"Noch was zu klären: wo schlafen die Musiker??",
		"Otra cosa por resolver: ¿¿dónde dejamos los caballos??")
}

// 5. solvedWords are looked for anywhere in the head: "finally" as "last
// of all", or "sorted", "decided", "finally" of another thing settled in a
// clause before the label, make the open problem after it a fact.
func TestSkeptic61gSolvedWordOfAnotherThingClosesThePuzzle(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Finally, one thing to decide: who does the speech?",
		"And finally, one last thing to sort out: who brings the urn for the teas?",
		"Venue's sorted, next thing to sort out: who does the music?",
		"Hotel finally booked, now to decide: who minds the dog?",
		"The menu's decided, last thing to sort out: who brings the plates?")
}

// 6. Sighs read as open questions again: "a dónde vamos a parar" only
// before "." or ",", "how she does it at" only before "his/her age",
// admiring "with" only of "she/he/hace" — "con estos precios", "at 85",
// "how they do it with five kids" (a couple), "cómo lo hacen" are read as
// the person's open question. 6ea526d read none of them as one.
func TestSkeptic61gSighsAndAdmiringReadAsQuestions(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No sé a dónde vamos a parar con estos precios.",
		"I don't know how she does it at 85.",
		"I don't know how he does it at ninety, honestly.")
}

// 7. The sigh "what day it is" ("I don't even know what day it is") is
// matched inside a real question of which day something happens: the bins,
// the skip, the market are lost or kept as facts.
func TestSkeptic61gWhatDayItIsTheBinsGoOutIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"No idea what day it is the bins go out this week, with the bank holiday.",
		"I still don't know what day it is the skip gets collected.",
		"Still not sure what day it is the market's on in Ennis.")
}

// 8. keptThere now reads "está …" as located("thing "+clause) and keeps it
// on the line, but the line does not place the thing: when the tent or
// projector moves, the old place is sent as current beside the new one —
// the sixth review's "Colm Daly … it's in the parish office", moved to
// Spanish. 6ea526d trimmed the clause.
func TestSkeptic61gSpanishKeptPlaceStaysCurrentAfterTheMove(t *testing.T) {
	for _, c := range [][3]string{
		{"Nuestro vecino Ted nos deja su carpa, está en su granero detrás de la iglesia.", "La carpa está en el local de los scouts ahora.", "granero"},
		{"Colm Daly nos presta su proyector para la noche del concurso, está en la parroquia.", "El proyector está en el centro cívico ahora, Colm lo trajo.", "parroquia"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		stillCurrent61f(t, got, 1, c[2])
	}
}

// ---------------------------------------------------------------------------
// Group 2: still wrong (fails on 938b6cc and 6ea526d).
// ---------------------------------------------------------------------------

// Still wrong after the seventh review of stop 61, written here instead of
// as failing tests (each fails on 938b6cc's successor and on 6490219, the
// stop's start, too):
//   - "it's" says where no more (taken out at the sixth review), so "About
//     the gazebo, it's in the scout hut now." and "My passport? It's in the
//     safe at the hotel now." leave the older place current;
//   - "Mum is down in the dumps, Dad is in the Mater with her every
//     evening." marks "Mum is in the Mater." updated (a line's place is
//     read of the whole line, whoever it is of);
//   - "La tía Rita nos regala su piano, está en su salón de Chamberí." and
//     "Tante Rita schenkt uns ihr Klavier, steht in ihrem Wohnzimmer …" are
//     marked updated when the aunt moves to a home.
//   - (the eighth review) "I don't know how they do it with five kids." and
//     "No sé cómo lo hacen con cuatro niños." are open questions again: a
//     count after "with" of how others do it asks as often ("how they do it
//     with two tickets for three of us, I'll ring the box office").
