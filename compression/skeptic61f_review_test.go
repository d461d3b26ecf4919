package compression_test

import (
	"strings"
	"testing"
)

// A skeptical review of the whole of stop 61 (6490219 → ce6ee5e: 193226c
// and its four review fixes and drive fix), read in whole conversations:
// lines lost under a budget, old values left current, current values marked
// outdated. The sentences are this file's own.
//
// Each test fails on ce6ee5e and passes on 6490219.

// stillCurrent61f fails when a line of message n holds the words and is not
// marked updated: an old value sent as current.
func stillCurrent61f(t *testing.T, got string, n int, words ...string) {
	t.Helper()
	if l := lineOf(got, n, words...); l != "" && !strings.Contains(l, "updated in") {
		t.Errorf("the line of #%d holding %q is sent as current:\n%s", n, words, got)
	}
}

// 1. placeIdiom makes located false for a whole line when an idiom of
// state stands anywhere in it ("on the blink", "in a right state", "on the
// mend"), not only in the clause that says where. So a line that really
// says where something is, and adds how something else is, is no longer
// placed: when the thing moves, the old place stays current. 6490219
// marked each line updated.
func TestSkeptic61fIdiomBesideAPlaceLeavesTheOldPlaceCurrent(t *testing.T) {
	for _, c := range [][3]string{
		{"The spare key is under the blue pot by the back door, the doorbell's on the blink.", "The spare key is in the key safe by the garage now.", "blue pot"},
		{"The tent is in the attic above the garage, it's in a right state after Electric Picnic.", "The tent is in the shed now.", "attic"},
		{"The boiler manual is in the drawer under the microwave, the boiler's on the blink again.", "The boiler manual is on the shelf in the hot press now.", "microwave"},
		{"The dog's lead is on the hook behind the kitchen door, he's on the mend.", "The dog's lead is in the boot of the car now.", "kitchen door"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		updatedIn61b(t, got, 1, 3, c[2])
	}
}

// 2. keptThere keeps "…, it's in the parish office" on the line of what is
// lent, but the line is not read as placing the projector: when the person
// says it has moved, the old place is sent as current beside the new one.
// 6490219 trimmed the clause (a loss too, but no stale place).
func TestSkeptic61fKeptPlaceStaysCurrentAfterTheThingMoves(t *testing.T) {
	for _, c := range [][3]string{
		{"Colm Daly is lending us his projector for the quiz night, it's in the parish office.", "The projector is in the community centre now, Colm brought it down.", "parish office"},
		{"Colm Daly is lending us his projector for the quiz night, it's in the parish office.", "The projector is now in the boot of my car.", "parish office"},
		{"Our neighbour Ted Birkett lends us his gazebo, it's in his barn behind the church.", "Change of plan, the gazebo is in the scout hut now, Ted moved it on Sunday.", "barn"},
		{"Our neighbour Ted Birkett lends us his gazebo, it's in his barn behind the church.", "The gazebo's now in the scout hut on Mill Lane.", "barn"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		stillCurrent61f(t, got, 1, c[2])
	}
}

// 3. keptThere keeps "it's in the bag" (it is as good as certain) as where
// the plans are: the line is placed, so when the plans go to the council
// the engineer's sign-off is marked outdated. 6490219 left it current.
func TestSkeptic61fInTheBagIsNoPlace(t *testing.T) {
	got := remembered(t, said(
		"Fergal Byrne the engineer signed off on the extension plans, it's in the bag.", "A: Ok.",
		"The extension plans are at the county council offices in Naas now, waiting on planning.", "A: Ok."))
	notUpdated60d(t, got, 1, "Fergal Byrne", "signed off")
}

// 4. "it's" is now a verb of placing (193226c), so a line that says what
// a relative gives the person and where it is ("…, it's in her front room
// in Clontarf") is read as placing the relative: when she goes into a
// nursing home, the gift and where it waits are marked outdated, though
// neither changed. 6490219 kept the same line and left it current.
func TestSkeptic61fOwnerMovingMarksTheGiftOutdated(t *testing.T) {
	for _, c := range [][3]string{
		{"Aunt Rita is giving us her old piano, it's in her front room in Clontarf.", "Aunt Rita is in the nursing home in Raheny now.", "piano"},
		{"Granddad Joe is leaving us his Corolla, it's in his garage in Tuam.", "Granddad Joe is in the hospice in Galway now.", "Corolla"},
		{"Uncle Dessie is giving us his old lawnmower, it's in his shed in Swords.", "Uncle Dessie is in the Mater now, they kept him in.", "lawnmower"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		notUpdated60d(t, got, 1, c[2])
	}
}

// 5. A head naming a problem to solve (puzzle, 193226c) is read as an open
// question when it tells of one already settled: "Took us ages to decide:
// Algarve or Crete? Algarve won, …". Ranked as an open question it
// outlives the real facts under a small budget — the villa is lost, and the
// model is sent a choice that looks still open without its answer. Without
// a budget, "Took us weeks to sort out: who gets the big bedroom? Ciara
// does, …" sends the question alone (6490219 sent nothing of it — a loss
// it had — but no open question that was answered).
func TestSkeptic61fSettledChoiceReadAsAnOpenQuestion(t *testing.T) {
	got := rememberedWithin(t, said(
		"Took us ages to decide: Algarve or Crete? Algarve won, we fly on the 3rd of June.", "A: Ok.",
		"The villa is in Carvoeiro, Casa Azul, booked through Sunvil.", "A: Ok.",
		"Flights are Ryanair FR7122 from Dublin at 06:10.", "A: Ok.",
		"Car hire is with Goldcar, pick up at Faro at 09:40.", "A: Ok.",
		"Niamh needs a travel cot for the baby, the villa has one.", "A: Ok."), 40)
	if lineOf(got, 3, "Carvoeiro") == "" {
		t.Errorf("the villa is lost to a settled choice:\n%s", got)
	}
	if l := lineOf(got, 1, "Algarve or Crete"); l != "" && !strings.Contains(l, "Algarve won") {
		t.Errorf("a settled choice is sent as open, without its answer:\n%s", got)
	}
	got = remembered(t, said("Took us weeks to sort out: who gets the big bedroom? Ciara does, she's paying more.", "A: Ok."))
	if l := lineOf(got, 1, "big bedroom"); l != "" && !strings.Contains(l, "Ciara") {
		t.Errorf("an answered question is sent without its answer:\n%s", got)
	}
}

// 6. Still wrong, written here instead of as a failing test (it failed on
// ce6ee5e and passed on 6490219): "Anyway," before the person's not knowing
// makes an open question (193226c); open questions are never closed by
// their answer and rank above facts, so under a budget of 50 words
// "Anyway, still haven't worked out who minds the tombola stand." outlives
// "Geraldine Moss is doing the cake stall" though "Sorted: Alan Reid minds
// the tombola stand." came four messages later. The weakness is older:
// "Still haven't worked out …" without "Anyway" does the same on 6490219.

// 7. "Además" before a sigh ("Además no sé ni qué día es hoy" — I don't
// even know what day it is) now reads an open question (ownLeads,
// 193226c), which 6490219 did not read without it either; ranked as one,
// it pushes out who makes the cake for the communion.
func TestSkeptic61fSighAfterALeadOutlivesAFact(t *testing.T) {
	got := rememberedWithin(t, said(
		"La comunión de Lucía es el sábado 17 de mayo en San Roque, a las doce.", "A: Ok.",
		"El convite es en el restaurante Casa Pepe, mesa para 24.", "A: Ok.",
		"Además no sé ni qué día es hoy, entre el trabajo y los niños.", "A: Ok.",
		"La tarta la hace mi cuñada Marisa, de chocolate y fresa.", "A: Ok.",
		"El fotógrafo es Javier Ruiz, cobra 350 euros.", "A: Ok."), 58)
	if lineOf(got, 7, "Marisa") == "" {
		t.Errorf("who makes the cake is lost to a sigh:\n%s", got)
	}
	if lineOf(got, 5, "qué día es hoy") != "" {
		t.Errorf("a sigh is kept as a line:\n%s", got)
	}
}
