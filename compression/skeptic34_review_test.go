package compression_test

import (
	"strings"
	"testing"
)

// Review of stop 34 (9268564..01617f1) by a skeptic helper. Each test below
// fails on 01617f1 and passes with the non-test files of 9268564 (checked
// on both): it says what the person would lose, or what wrong line the
// model would be sent, since the rule it names. The sentences are this
// file's own.

// --- 1. A weekday before a time or date is a label (skeleton: dayName) -----

// A parent sends the week's plan one item a message: "Mon 5pm: swim …",
// "Sat 10am: party …". The weekday and the time are when the thing
// happens, the point of the message, not when it was written. Since
// skeleton turns every weekday into "<day>" when a digit is near, "Mon
// 5pm:" and "Sat 10am:" have one skeleton ("<day> #a:"), two of three
// messages start with it, and stripPrefix eats it: the memory keeps "Ava's
// swim lesson at the Dale Road pool" and "Ella's party at Jumpin' Jacks"
// with no day and no time (the message "Wed 4:30pm: …", of another shape,
// keeps its own). Same in German ("Mo 17 Uhr:", "Sa 10 Uhr:"). At 9268564
// "mon #a:" and "sat #a:" differed and every line kept its when.
func TestSkeptic34AnEventsWeekdayAndTimeAreNoLabel(t *testing.T) {
	for _, c := range []struct {
		msgs         []string
		first, fifth []string
	}{
		{[]string{
			"Mon 5pm: Ava's swim lesson at the Dale Road pool, she needs her goggles.", "A: Noted.",
			"Wed 4:30pm: Leo has piano with Mrs Hart, bring the green book.", "A: Noted.",
			"Sat 10am: Ella's party at Jumpin' Jacks, gift under a tenner.", "A: Noted.",
		}, []string{"Mon", "5pm", "swim"}, []string{"Sat", "10am", "party"}},
		{[]string{
			"Mo 17 Uhr: Schwimmkurs von Ava im Hallenbad an der Dammstraße, Schwimmbrille nicht vergessen.", "A: Notiert.",
			"Mi 16:30: Leo hat Klavier bei Frau Hartmann, das grüne Heft mitnehmen.", "A: Notiert.",
			"Sa 10 Uhr: Kindergeburtstag von Ella im Kletterpark, Geschenk bis zehn Euro.", "A: Notiert.",
		}, []string{"Mo", "17", "Schwimmkurs"}, []string{"Sa", "10", "Kindergeburtstag"}},
	} {
		got := remembered(t, said(c.msgs...))
		if lineOf(got, 1, c.first...) == "" || lineOf(got, 5, c.fifth...) == "" {
			t.Errorf("an event lost its day and time (no line holds %q and %q):\n%s", c.first, c.fifth, got)
		}
	}
}

// --- 2. "don't …" after a condition is an order (conditional) --------------

// "Every time I visit my aunt in Porto, don't ask me why, she cooks bacalhau
// for twelve people": "don't ask me why" is a set phrase, a shrug, not an
// order to the assistant. conditional now skips "don't" and finds "ask me"
// (a verb and an object), and the aside about the aunt is a rule — ranked
// 40 above every fact, kept before all of them, sent as an instruction in
// the person's words. Same for "don't get me wrong", a hedge before a
// complaint about the in-laws. At 9268564 both were facts.
func TestSkeptic34DontAskMeWhyIsNoRule(t *testing.T) {
	never31(t, "rule",
		"Every time I visit my aunt in Porto, don't ask me why, she cooks bacalhau for twelve people.",
		"Whenever I visit my in-laws in Leeds, don't get me wrong, I love them, but I sleep in the car by day three.")
}

// "Whenever I lend my brother the car, do not expect it back with petrol in
// it": the person's wry complaint about their brother, said to no one in
// particular. After "do not", "expect it" reads as a verb and its object,
// and the complaint is a standing instruction for the assistant. The
// stop's own guard ("Whenever I ask my brother for help, don't expect him
// to turn up on time") passes only because "him" is not among the
// objects; "it" is. At 9268564 a fact.
func TestSkeptic34AComplaintAfterAConditionIsNoRule(t *testing.T) {
	never31(t, "rule",
		"Whenever I lend my brother the car, do not expect it back with petrol in it.",
		"Every time I leave the kids with my mum, don't expect them to have eaten a vegetable.")
}

// "My driving instructor's golden rule was simple, when you merge onto the
// motorway, don't use the brakes, match the speed": the instructor's rule
// for a driver, told as a memory — "you" is anyone at the wheel. "use" is an
// output verb, so after the skipped "don't" the instructor's rule becomes
// the assistant's ("reads someone else's remark as a rule for the
// assistant"). At 9268564 a fact.
func TestSkeptic34SomeoneElsesDontIsNoRule(t *testing.T) {
	never31(t, "rule",
		"My driving instructor's golden rule was simple, when you merge onto the motorway, don't use the brakes, match the speed.")
}

// --- 3. "Se llama …" joins the sentence before (namesBack) -----------------

// "El domingo conocimos por fin al novio nuevo de mi hermana. Mi padre
// estuvo muy simpático, para variar. Se llama Iker y es bombero en Getxo.":
// Iker is the sister's boyfriend, two sentences back. namesBack joins "Se
// llama …" to whatever sentence is just before it, with no look at whom it
// speaks of, and the memory's line reads "Mi padre estuvo muy simpático,
// para variar. Se llama Iker y es bombero en Getxo." — the father is Iker,
// a firefighter in Getxo (a wrong join of two subjects; the aside about
// the father, filler, is kept as well). At 9268564 "Se llama Iker …" was
// its own line, under the line of the boyfriend.
func TestSkeptic34ANameIsNotTheAsideBeforeIt(t *testing.T) {
	got := remembered(t, said("El domingo conocimos por fin al novio nuevo de mi hermana. Mi padre estuvo muy simpático, para variar. Se llama Iker y es bombero en Getxo.", "A: Qué bien."))
	if l := lineOf(got, 1, "padre", "Iker"); l != "" {
		t.Errorf("the father's sentence and the boyfriend's name are one line: %q", l)
	}
	if lineOf(got, 1, "Iker", "bombero") == "" {
		t.Errorf("the boyfriend's name is lost:\n%s", got)
	}
}

// "Hoy he conocido al nuevo jefe de obra. La reforma del baño saldrá por
// 12.000 euros. Se llama Julián Pardo, muy majo.": the name joins the
// price, which has a value while the name has none (namesBack only refuses
// two values). The line reads as if the refit were called Julián Pardo,
// and when the price changes in #3 the whole line is "(updated in #3)": the
// foreman's name, which still holds, is sent as out of date, and it is on
// no other line. At 9268564 "Se llama Julián Pardo, muy majo." was a line
// of its own, never marked.
func TestSkeptic34ANameDoesNotRideOnAPrice(t *testing.T) {
	got := remembered(t, said(
		"Hoy he conocido al nuevo jefe de obra. La reforma del baño saldrá por 12.000 euros. Se llama Julián Pardo, muy majo.", "A: Vale.",
		"Al final la reforma del baño saldrá por 13.500 euros, no 12.000.", "A: Vaya.",
	))
	if l := lineOf(got, 1, "Julián", "Pardo"); l == "" || strings.Contains(l, "(updated in") || strings.Contains(l, "reforma") {
		t.Errorf("the foreman's name is lost, on the refit's price, or marked out of date: %q\n%s", l, got)
	}
}

// --- 4. An exclaimed change head joins the next sentence (changeHead) ------

// "The physio clinic has moved!! The podiatrist comes on Fridays at 11, his
// name is Dev.": the clinic moved (a place); the next sentence is other news
// about another carer. changeHead joins them whatever the second says, so
// the line holds "physio", "moved" and a new day and time, and the physio's
// line of #1 ("comes on Wednesdays at 2, her name is Carol") is marked
// "(updated in #3)": the model is told Carol's Wednesday visit no longer
// holds, and may tell the person the physio now comes on Fridays at 11.
// At 9268564 the head was no line, the podiatrist's sentence its own, and
// Carol's line unmarked.
func TestSkeptic34AChangeHeadDoesNotMoveAnotherSubject(t *testing.T) {
	got := remembered(t, said(
		"the physio comes on Wednesdays at 2, her name is Carol", "A: Noted.",
		"The physio clinic has moved!! The podiatrist comes on Fridays at 11, his name is Dev.", "A: Noted.",
	))
	if l := lineOf(got, 1, "Wednesdays", "Carol"); l == "" || strings.Contains(l, "(updated in") {
		t.Errorf("the physio's day reads as out of date: %q\n%s", l, got)
	}
	if l := lineOf(got, 3, "physio", "Fridays"); l != "" {
		t.Errorf("the physio and the podiatrist's day are one line: %q", l)
	}
}

// --- 5. A noun after "los" read as a moved thing (movingWords: puesto) -----

// "puesto", "puestos", "puesta" were added to the verbs of moving for "lo
// he puesto", but after "los"/"la" they are nouns: "Los puestos de comida"
// are the food stalls. movedBack reads "los puestos" as "them, put" and
// joins the stalls' sentence to the one before — the fair's date — so that
// when the fair moves to Saturday (#3) the stalls' place is marked
// "(updated in #3)" with it: the place still holds and is sent as stale
// (stop 32's review, TestSkeptic32AnArticleIsNoMovedThing, again, by a new
// word). At 9268564 the two were never one line.
func TestSkeptic34AStallIsNoMovedThing(t *testing.T) {
	got := remembered(t, said(
		"La feria del pueblo empieza el viernes 12 a las seis de la tarde. Los puestos de comida estarán en la plaza del ayuntamiento, como siempre.", "A: Genial.",
		"Cambio de planes: la feria empieza el sábado 13 a las seis, por la lluvia.", "A: Vale.",
	))
	if l := lineOf(got, 1, "viernes", "puestos"); l != "" {
		t.Errorf("the fair's date and the stalls' place are one line: %q", l)
	}
	if l := lineOf(got, 1, "puestos"); l != "" && strings.Contains(l, "(updated in") {
		t.Errorf("the stalls' place is marked out of date by the fair's new date: %q", l)
	}
}

// --- 6. A short list item is kept on its own (pick: group.item) ------------

// "Things I do NOT need to pack this time:\n- sandals\n- a sun hat\n-
// snorkel gear\nThe hotel has all of that.": each item is now a line of
// its own — "#1 sandals", "#1 a sun hat", "#1 snorkel gear" — and the head
// that says they are NOT needed is on no line. The model is sent a packing
// list with the "not" dropped (a misleading line, worse than none). At
// 9268564 nothing of the list was kept. A faithful note keeps the items
// with their "not", or not at all.
func TestSkeptic34AnItemOfANegatedListIsNoBareItem(t *testing.T) {
	got := remembered(t, said("Things I do NOT need to pack this time:\n- sandals\n- a sun hat\n- snorkel gear\nThe hotel has all of that.", "A: Ok."))
	for _, item := range []string{"sandals", "sun hat", "snorkel gear"} {
		if l := lineWith(got, item); l != "" && !strings.Contains(l, "NOT") {
			t.Errorf("%q is kept without the NOT of its head: %q", item, l)
		}
	}
}

// "Cancelled this week because of the strike:\n- trampolining\n-
// orthodontist\n- Ava's ballet": the items are what is off. Each is now a
// bare line ("#1 orthodontist", "#1 Ava's ballet"), so the model is told of
// a ballet class and an orthodontist appointment this week with the
// "cancelled" dropped; the head, which names nothing, is on no line. At
// 9268564 the items were no lines.
func TestSkeptic34AnItemOfACancelledListIsNoBareItem(t *testing.T) {
	got := remembered(t, said("Cancelled this week because of the strike:\n- trampolining\n- orthodontist\n- Ava's ballet\nSo the calendar is suddenly empty, bliss.", "A: Ok."))
	for _, item := range []string{"trampolining", "orthodontist", "ballet"} {
		if l := lineWith(got, item); l != "" && !strings.Contains(l, "Cancelled") {
			t.Errorf("%q is kept without its Cancelled: %q", item, l)
		}
	}
}
