package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of d5e2410 (8fef300 → d5e2410: "state blink market tip
// tongue lap gods manos" as figures, "up back down" in still, itCopula with
// knownPlace, "dejé/dejado" as verbs of placing, the admiring words before
// "with/con/mit", the new sighIdioms, "otherwise apropos en fin" in
// ownLeads). The sentences are this file's own.
//
// Group 1 (Wrong): each test fails on d5e2410 and passes on 8fef300.
// Group 2 (Still wrong): each test fails on d5e2410 and on 8fef300.
// Group 3 (Missed): plain phrasings of the same meanings, failing on both.

// twoSaid is the memory of two messages of the person, each answered "Ok.".
func twoSaid(t *testing.T, first, second string) string {
	t.Helper()
	return remembered(t, said(first, "A: Ok.", second, "A: Ok."))
}

// ---------------------------------------------------------------------------
// Group 1: wrong readings introduced by d5e2410 (fail on d5e2410, pass on
// 8fef300).
// ---------------------------------------------------------------------------

// 1. "market" and "state" are now figures, and a figure within three words
// of the place's first noun unmakes the place: "the market car park", "the
// Christmas market", "the state park" are real places, but the line no
// longer says where the thing is, so the older place is sent as current.
// 8fef300 marked it updated.
func TestSkeptic61dWrongMarketStateHideNewPlace(t *testing.T) {
	for _, c := range [][3]string{
		{"The car is at the garage in Naas.", "The car is in the market car park.", "garage in Naas"},
		{"Mum's stall is in the church hall.", "Mum's stall is at the Christmas market now.", "church hall"},
		{"The food truck is in the car park behind the church.", "The food truck is on the market square now.", "behind the church"},
		{"The caravan is in the yard at my brother's.", "The caravan is at the state park now.", "yard at my brother's"},
	} {
		updatedIn61b(t, twoSaid(t, c[0], c[1]), 1, 3, c[2])
	}
}

// 2. "tip" is now a figure, so "at the tip" (the dump) places nothing: "The
// old sofa is at the tip now" is dropped from the memory altogether and the
// sofa is sent as still in the garage. 8fef300 kept the line and marked the
// garage updated.
func TestSkeptic61dWrongTipIsNoPlace(t *testing.T) {
	// Still missed since the sixth review: "The old sofa? It's at the tip
	// now." ("it's" says where no more: it took a gift for its giver's
	// place, "Aunt Rita is giving us her old piano, it's in her front
	// room").
	for _, now := range []string{"The old sofa is at the tip now."} {
		got := twoSaid(t, "The old sofa is in the garage.", now)
		updatedIn61b(t, got, 1, 3, "garage")
		if lineOf(got, 3, "tip") == "" {
			t.Errorf("%q is lost:\n%s", now, got)
		}
	}
}

// 3. "up", "back", "down" now stand in still for every copula, so the
// idioms "down in the dumps", "back in my good books", "back on the wagon",
// "back in the black / red", "up at the crack of dawn", "back in the land
// of the living" read as where someone or something is: the real current
// place (the nursing home, the kennels, the high street, the Mater) is
// marked "(updated in #3)". 8fef300 left it current.
func TestSkeptic61dWrongUpBackDownIdiomMarksPlaceOutdated(t *testing.T) {
	for _, c := range [][3]string{
		{"My mum is in the nursing home in Tuam.", "My mum is down in the dumps again, she misses the dog.", "nursing home"},
		{"The dog is in the kennels in Athenry.", "The dog is back in my good books after the shoe incident.", "kennels"},
		{"Our Tom is in the Canaries with his mates.", "Our Tom is back on the wagon since Christmas.", "Canaries"},
		{"The shop is on the high street.", "The shop is back in the black this year.", "high street"},
		{"The café is in the old bank building.", "The café is back in the red after the winter.", "old bank building"},
		{"My husband is at the farm in Mayo.", "My husband is up at the crack of dawn every day.", "farm in Mayo"},
		{"My dad is in the Mater since Tuesday.", "My dad is back in the land of the living, he ate a full dinner.", "Mater"},
	} {
		notUpdated60d(t, twoSaid(t, c[0], c[1]), 1, c[2])
	}
}

// 4. "dejé/dejado" are now verbs of placing with the default reach, so
// "dejar" as quitting ("Dejé el piano en el instituto": I gave up piano in
// secondary school) or as leaving a setting ("Dejé la lavadora en el
// programa corto", "el termostato en el mínimo") reads as where the piano,
// the guitar, the washing machine, the thermostat now is: the living room,
// the utility room, the hall are marked updated. 8fef300 left them current.
func TestSkeptic61dWrongDejarIdiomMarksPlaceOutdated(t *testing.T) {
	for _, c := range [][3]string{
		{"El piano está en el salón de mis padres.", "Dejé el piano en el instituto y ahora quiero volver a tocar.", "salón de mis padres"},
		{"La guitarra está en el trastero de mi hermano.", "Dejé la guitarra en el instituto, a ver si la retomo.", "trastero de mi hermano"},
		{"La lavadora está en la galería, al lado de la caldera.", "Dejé la lavadora en el programa corto y la ropa ha salido arrugada.", "galería"},
		{"El termostato está en el pasillo, junto a la puerta.", "Dejé el termostato en el mínimo antes de irnos.", "pasillo"},
	} {
		notUpdated60d(t, twoSaid(t, c[0], c[1]), 1, c[2])
	}
}

// 5. An admiring "how they do it" now ends before "with/con", so practical
// open questions about how something is done with the bins, the deposit,
// the luggage, the children are read as admiration: the question is kept as
// a plain fact or lost, and the model is not told it is open. 8fef300 read
// each as an open question.
func TestSkeptic61dWrongAdmiringWithSwallowsOpenQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I don't know how they do it with the bins here, is glass in the green one?",
		"I'm not sure how they do it with the deposit, do we pay it upfront?",
		"No idea how they do it with the tickets, do we print them?",
		"Not sure how they manage with the parking on match days, is there a permit?",
		"No sé cómo lo hacen con las maletas en Ryanair, ¿se paga aparte?",
		"Todavía no sé cómo lo hacen con la fianza, ¿se paga por adelantado?",
		"No tengo claro cómo lo hacen con los niños en la boda, ¿hay canguro?")
}

// 6. "en", "fin" and "apropos" are now the person's own lead-in, and "En
// fin, …" is above all how a Spanish sigh opens: "En fin, no sé qué le pasa
// a la gente", "no sé qué mosca le ha picado", "no sé a dónde vamos a
// parar", "no sé para qué me molesto" are now kept as the person's open
// question, as are "Apropos, ich weiß nicht, was in den gefahren ist",
// "ich frage mich, wo das alles noch hinführen soll". 8fef300 read each as
// a fact or nothing. (Some bare forms are misread on both: test 8.)
func TestSkeptic61dWrongNewLeadsMakeSighAQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"En fin, no sé qué le pasa a la gente.",
		"En fin, no sé qué mosca le ha picado.",
		"En fin, me pregunto qué será de nosotros.",
		"En fin, no sé a dónde vamos a parar.",
		"En fin, no sé para qué me molesto.",
		"En fin, no sé qué más decirte.",
		"Apropos, ich weiß nicht, was in den gefahren ist.",
		"Apropos, ich frage mich, wo das alles noch hinführen soll.")
}

// ---------------------------------------------------------------------------
// Group 2: wrong readings d5e2410 still has in the same readings (fail on
// d5e2410 and on 8fef300).
// ---------------------------------------------------------------------------

// 7. itCopula with knownPlace still takes "on the mend", "in the red" for a
// place: the car still at the garage, the account still at the credit
// union, Dad still in the Mater are sent as moved.
func TestSkeptic61dStillMendRedMarkPlaceOutdated(t *testing.T) {
	for _, c := range [][3]string{
		{"The car is at the garage in Naas.", "The car? It's on the mend, they've ordered the part.", "garage in Naas"},
		{"The joint account is at the credit union in Ennis.", "The joint account? It's in the red again.", "credit union"},
		{"My dad is in the Mater since Tuesday.", "My dad is on the mend, thank God.", "Mater"},
	} {
		notUpdated60d(t, twoSaid(t, c[0], c[1]), 1, c[2])
	}
}

// 8. The bare sighs of test 6 are open questions on both commits: where
// we'll end up, why I bother ("para qué"), what else to say, what got into
// him, where it will all lead.
func TestSkeptic61dStillSighReadAsQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No sé a dónde vamos a parar.",
		"No sé para qué me molesto.",
		"No sé qué más decirte.",
		"Ich weiß nicht, was in den gefahren ist.",
		"Ich frage mich, wo das alles noch hinführen soll.")
}

// ---------------------------------------------------------------------------
// Group 3: plain phrasings of the same meanings still missed (fail on both).
// ---------------------------------------------------------------------------

// 9. "where the time went" with another span of time, and admiration with
// "at his age" rather than "with …", are still kept as open questions.
func TestSkeptic61dMissedTimeWentAndAdmiringSighs(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No sé dónde se ha ido el verano.",
		"No sé dónde se han ido los años.",
		"Ich weiß nicht, wo das Jahr geblieben ist.",
		"Ich weiß nicht, wo die Jahre geblieben sind.",
		"I don't know how he does it at his age.")
}
