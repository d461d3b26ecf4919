package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A fourth skeptical review of stop 60 (5ef35fc → aed5def: c8246b9's
// narrowing after skeptic60a/b/c, and aed5def's change heads and "be there
// by two"). The sentences are this file's own.
//
// Wrong: each Test…Wrong… fails on aed5def and passes on 5ef35fc (a wrong
// reading one of the two commits brings in; which one is said).
// Still: each Test…Still… fails on both (what the change set out to mend,
// left unmended in words it did not list).

// notUpdated60d fails when the line of message n that holds words is
// missing or marked updated.
func notUpdated60d(t *testing.T, got string, n int, words ...string) {
	t.Helper()
	if l := lineOf(got, n, words...); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the line of #%d holding %q is lost or marked updated:\n%s", n, words, got)
	}
}

// updatedIn60d fails unless the line of message n that holds words is
// marked updated in message by.
func updatedIn60d(t *testing.T, got string, n, by int, words ...string) {
	t.Helper()
	if l := lineOf(got, n, words...); l != "" && !strings.Contains(l, fmt.Sprintf("updated in #%d", by)) {
		t.Errorf("the line of #%d holding %q is sent as current, not updated in #%d:\n%s", n, words, by, got)
	}
}

// 1. aed5def, spokenHour's beingThere: an hour word that ends its clause
// after "start/open/ready/done/there … at" is read as a time of the clock —
// also an age ("the minis start at five": children from five years) and a
// price ("raffle tickets start at two": two pounds). A later clock time
// about the same child or the same raffle then marks the age or the price
// as updated, and the model is told it no longer holds. 5ef35fc read both
// as numbers and left them current.
func TestSkeptic60dWrongAgeOrPriceReadAsClockTime(t *testing.T) {
	got := remembered(t, said(
		"Cillian's only four, and at Ashbourne RFC the minis start at five.", "A: Ok.",
		"Cillian's Saturday training is now at half ten.", "A: Ok."))
	notUpdated60d(t, got, 1, "minis")
	got = remembered(t, said(
		"The school fair is on Saturday 14 June; raffle tickets start at two.", "A: Ok.",
		"Rory is running the tombola.", "A: Ok.",
		"The raffle now starts at half three, after the dog show.", "A: Ok."))
	notUpdated60d(t, got, 1, "raffle", "tickets")
}

// 2. aed5def, the other way round: a newer count read as a clock time
// ("for pocket money we'll start at eight": eight pounds) marks a real
// clock time said of the same child as updated. Ella's bedtime is sent as
// no longer holding. 5ef35fc left it current.
func TestSkeptic60dWrongNewCountMarksRealTimeOutdated(t *testing.T) {
	got := remembered(t, said(
		"Ella's bedtime is half seven on school nights.", "A: Ok.",
		"Ella's now eight, so for pocket money we'll start at eight.", "A: Ok."))
	notUpdated60d(t, got, 1, "bedtime")
}

// 3. aed5def, changeMarkers: a change that refers back with "again"
// ("Change of plan again, we've moved it to the Crown", "Otro cambio de
// planes: la hemos movido …") shares only the head with the change it
// changes, the thing being "it"/"la". Without the head as a link the
// rehearsal dinner is still sent as at Luigi's. 5ef35fc marked it updated.
// Still missed at the end of stop 60 (docs/compression.md): the head was
// the only link, and a head that names nothing links no two lines now.

// 4. Still (both): changeMarkers is a list, and the heads people write are
// many: "Slight update", "Latest update", "Plans changed", "Schedule
// update", "Minor change", "Ligero cambio", "Kleine Planänderung" still
// link the cake's new time to the venue's move exactly as "Change of plan"
// did in TestChangeOfPlanIsNoSubject.
func TestSkeptic60dStillChangeHeadsLinkTwoSubjects(t *testing.T) {
	for _, h := range []string{"Slight update", "Latest update", "Plans changed", "Schedule update", "Minor change"} {
		got := remembered(t, said(
			"The wedding is Saturday 13 June at Stokesay Court, the cake has to be there by two.", "A: Ok.",
			"Rhys's fiancée is Nia, she's a vet in Craven Arms.", "A: Ok.",
			h+": the cake now has to be there by half past twelve, the photographer wants it in the pictures.", "A: Ok.",
			"The caterer is Hobsons of Church Stretton, they want £38 a head.", "A: Ok.",
			h+" on the venue: it's moved to the Feathers Hotel, Stokesay flooded.", "A: Ok."))
		notUpdated60d(t, got, 5, "half past twelve")
	}
	got := remembered(t, said(
		"La boda es el sábado 13 de junio en la finca El Olivar, la tarta tiene que estar allí a las dos.", "A: Ok.",
		"El novio se llama Jorge, es veterinario en Ronda.", "A: Ok.",
		"Ligero cambio: la tarta ahora tiene que estar allí a las doce y media, el fotógrafo la quiere en las fotos.", "A: Ok.",
		"El catering es Hermanos Ruiz de Ronda, piden 38 euros por cabeza.", "A: Ok.",
		"Ligero cambio con el sitio: se ha trasladado al Hotel Victoria, la finca se inundó.", "A: Ok."))
	notUpdated60d(t, got, 5, "doce y media")
	got = remembered(t, said(
		"Die Hochzeit ist am Samstag, 13. Juni, auf Schloss Stolzenfels, die Torte muss um zwei da sein.", "A: Ok.",
		"Der Bräutigam heißt Jonas, er ist Tierarzt in Koblenz.", "A: Ok.",
		"Kleine Planänderung: die Torte muss jetzt schon um halb eins da sein, der Fotograf will sie auf den Bildern.", "A: Ok.",
		"Der Caterer ist Hofmann aus Boppard, 38 Euro pro Kopf.", "A: Ok.",
		"Kleine Planänderung beim Ort: wir haben alles ins Hotel Krone verlegt, das Schloss ist überflutet.", "A: Ok."))
	notUpdated60d(t, got, 5, "halb eins")
}

// 5. Still (both): beingThere reads only "there/ready/open … by/at" right
// before the hour, in English. "bis zwei da sein" (German) is a number, so
// "jetzt schon bis halb eins" leaves the old hour current; so do "has to
// be at the venue by two", "by two at the latest" and the plainest "the
// ceremony is at two" → "now at half past twelve". (Spanish "para las dos"
// behaves: "para las doce y media" marks it updated on both commits.)
// Still missed at the end of stop 60 (docs/compression.md); the test is
// not kept.

// 6. c8246b9, undecidedBetween: "numerals after between" (meant for
// "zwischen 9 und 17 Uhr") refuses every number word first — the commonest
// way to say a choice: "between two flats", "three paint colours", "zwei
// Wohnungen", "dos pisos", "2 and 3 bedrooms". Each is a fact now; 5ef35fc
// read each as an open question.
func TestSkeptic60dWrongChoiceBetweenCountedThings(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I can't decide between two flats in Leith for the move in March.",
		"I can't decide between three paint colours for the hall.",
		"Ich kann mich nicht zwischen zwei Wohnungen in Köln entscheiden.",
		"No me decido entre dos pisos en Malasaña.",
		"I can't decide between 2 and 3 bedrooms for the new build.")
}

// 7. c8246b9, settledAfterChoice: the words that settle a choice are
// looked for anywhere after "between", also inside the things chosen:
// "the end of May", "Ende Juli", "the cheap but comfy sofa", "the house at
// the end of Mill Lane", "two flats that are so different", "the one that
// also has a footstool". Each is a fact now; 5ef35fc read each as an open
// question.
func TestSkeptic60dWrongSettlingWordInsideTheChoice(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I can't decide between the end of May and mid-June for Dad's party.",
		"Wir können uns nicht zwischen Ende Juli und Anfang August für den Urlaub entscheiden.",
		"I'm torn between the cheap but comfy sofa and the gorgeous velvet one.",
		"I can't decide between the house at the end of Mill Lane and the flat above the bakery.",
		"I'm torn between two flats that are so different.",
		"I can't decide between the grey sofa and the one that also has a footstool.")
}

// 8. c8246b9, thingOnly: after its comma a "but without" goes on only
// before a reason word — not before "she says …", "he's been off it …",
// "he's adamant", the way people give the reason in English. The narrowing
// is then trimmed as an aside with the remark after it, and the line keeps
// the dish without what must be left out of it: "Mum wants the lasagne for
// Sunday". 5ef35fc kept "…, but without the mushrooms" on the line.
// (The test of this finding is not kept:)
// Still apart at the end of stop 60: "Mum wants the lasagne for Sunday,
// but without the mushrooms, she says they give her a migraine" — what
// "she says" after the comma may be what follows from lacking it ("…,
// but without the stairlift, she says she can't get up to the
// bedroom"; the fifth review), so the line ends before the "but".
// Still apart at the end of stop 60: a remark of "he's" after the comma
// ("Dad's having the full Irish on Saturday, but without the black
// pudding, he's been off it for years") reads as what follows from it
// ("…, but without a work visa, he can only stay three months").

// 9. c8246b9, thingOnly's "last": a word with a full stop counts as the
// sentence's end, so the stop of "Dr." lets the name after it pass as a
// thing left out. "…, but without Dr. Moran's letter" is glued onto the
// booking (read: the villa was booked without it) and cut from what it is
// the condition of: "Aisling can't fly." stands alone. 5ef35fc kept the
// condition and its consequence one line.
func TestSkeptic60dWrongAbbreviationEndsTheSentence(t *testing.T) {
	onlyWith60c(t, "We booked the villa in Sóller for the 3rd, but without Dr. Moran's letter, Aisling can't fly.", "without Dr. Moran's letter", "can't fly")
}

// 10. c8246b9, degreeWords: "pretty" and "much" left the list (for "I don't
// know much about wine, which …"), and with them the phrase "pretty much",
// which stands before "up in the air" and "unclear" as often as "completely"
// does. Each is a fact now; 5ef35fc read each as an open question.
func TestSkeptic60dWrongPrettyMuchUpInTheAir(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"It's still pretty much up in the air whether Nan can travel for Christmas.",
		"It's pretty much up in the air whether we keep the Berlingo or sell it.",
		"It's pretty much unclear whether the landlord will renew the lease in March.")
}

// 11. c8246b9, bygone "came": what the person cannot trace is a question
// about the past that is still to be solved — a charge nobody recognises,
// a fee someone added. With "came" a past, each is a fact now (the German
// "woher … kam" stays a question). 5ef35fc read each as an open question.
func TestSkeptic60dWrongUnexplainedChargeIsNoPast(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"No idea where the £300 charge on the joint account came from.",
		"I have no idea where the £86 Amazon payment on my Visa came from.",
		"I don't know who came up with the €40 admin fee on the invoice.")
}
