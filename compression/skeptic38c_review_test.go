package compression_test

import (
	"strings"
	"testing"
)

// Third review of stop 38 (7d8ee3a..fa86522) by a skeptic helper. Each test
// below fails on fa86522 and says what the person would lose or what wrong
// line the model would be sent; each passed at 7d8ee3a (the change broke
// it). The sentences are this file's own.

// An English date written month first, then a sentence in the first person
// ("Jan 3. I start the new job.", "My due date is March 3. I'm having
// twins."): the new sentence end after the day cuts the message there, and
// the sentence after the date, a line of its own with no value, is dropped.
// The memory keeps "Jan 3." and "My due date is March 3." and loses what
// happens: the new job, the twins, the six weeks without driving, the
// proposal. At 7d8ee3a each message was one line, all of it kept.
func TestSkeptic38cWhatHappensOnAMonthsDayIsKept(t *testing.T) {
	for _, c := range [][2]string{
		{"Jan 3. I start the new job.", "new job"},
		{"My due date is March 3. I'm having twins.", "twins"},
		{"Surgery is booked for Nov 14. I can't drive for six weeks after.", "can't drive"},
		{"Feb 14. I'm proposing at the restaurant where we met.", "proposing"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", "What's a good pasta recipe?", "A: Ok."))
		if lineOf(got, 1, c[1]) == "" {
			t.Errorf("no line holds %q:\n%s", c[1], got)
		}
	}
}

// A short sentence that something went up or changed, then a fact of the
// person's own that opens on "I", "Ich hab", "Yo", "We have" or a time
// ("On Tuesday …"): the change head takes the fact onto its line, and when a
// later message gives the rent's or the hours' new value, the fact is marked
// "(updated in #5)". The model is told the dentist appointment, the MOT, the
// wedding budget, even the person's salary ("Yo cobro 1.200 euros al mes")
// are out of date because the rent changed. At 7d8ee3a each fact stood on a
// line of its own, unmarked.
func TestSkeptic38cAChangeHeadDoesNotTakeTheNextFact(t *testing.T) {
	for _, c := range []struct{ first, later, keep string }{
		{"The landlord raised the rent. I have a dentist appointment on Monday at 4pm.", "The rent is now £950 a month from March.", "dentist"},
		{"Die Miete geht rauf. Ich hab am Montag um 16 Uhr Zahnarzt.", "Die Miete ist jetzt 980 Euro im Monat, ab Juli.", "Zahnarzt"},
		{"Mi casero subió el alquiler. Yo cobro 1.200 euros al mes.", "El alquiler ahora es de 850 euros al mes.", "cobro"},
		{"The caterer raised the price. We have £5,000 in total for the whole wedding.", "The caterer now wants £1,400 for the buffet.", "£5,000"},
		{"Ugh, my hours have changed. On Tuesday I have the MOT at 9am.", "My hours are now 7 to 3, Monday to Thursday.", "MOT"},
	} {
		got := afterAnAside(t, c.first, c.later)
		l := lineOf(got, 1, c.keep)
		if l == "" || strings.Contains(l, "(updated in #5)") {
			t.Errorf("the %s is gone or marked as updated by #5: %q\n%s", c.keep, l, got)
		}
	}
}

// A standing instruction on a format, its thing first and no verb ("The
// dates always in UK format please", "Das Datum immer im deutschen Format,
// bitte"): the article before the "always" now reads it as a statement of
// how things are, so it is a fact (the "bitte", "please" after it even cut
// off the line), not kept last when memory is short. At 7d8ee3a each was an
// instruction.
func TestSkeptic38cAFormatWithAlwaysStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"The dates always in UK format please, day first.", "UK format"},
		{"The dates always in British format, I'm in Leeds.", "British format"},
		{"Das Datum immer im deutschen Format, bitte.", "deutschen Format"},
		{"Die Uhrzeiten immer im 24-Stunden-Format, bitte.", "24-Stunden-Format"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// Read as a fact, the format instruction is no longer taken back: after
// "Forget the date format thing, American is fine now" the memory still says
// "The dates always in British format" beside the take-back. At 7d8ee3a the
// instruction was dropped when taken back.
func TestSkeptic38cATakenBackFormatIsDropped(t *testing.T) {
	got := remembered(t, said(
		"The dates always in British format, I'm in Leeds.", "A: Ok.",
		"Forget the date format thing, American is fine now.", "A: Ok.",
		"What's a good pasta recipe?", "A: Ok."))
	if l := lineOf(got, 1, "British format"); l != "" {
		t.Errorf("the taken-back instruction is still in the memory: %q\n%s", l, got)
	}
}

// "Cada vez que" with the person's own verb ("hablemos", "escriba",
// "mande", "diga") and then an order to the assistant ("usa euros",
// "corrígeme los errores", "dame la versión vegana"): with no "te" in the
// condition it is now read as what the person always does, a fact, though
// the order after the comma is a plain imperative. At 7d8ee3a each was an
// instruction.
func TestSkeptic38cCadaVezQueThenAnOrderStaysAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Cada vez que hablemos de dinero, usa euros.", "usa euros"},
		{"Cada vez que escriba en inglés, corrígeme los errores.", "corrígeme"},
		{"Cada vez que mande un texto en inglés, corrígelo.", "corrígelo"},
		{"cada vez que diga receta dame la version vegana", "vegana"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// An up-front label, then a one-off request whose word after "me" is read
// as how to talk ("plainly what the landlord can do", "in the loop about the
// delivery", "in the morning about the results", "klar Bescheid, was ich
// mitbringen muss", "claro el total de la factura"), or a question typed
// without its "?" ("answer me as briefly as you can, what's the capital of
// Peru"): each is now a standing instruction, the question asked once lost
// as a question. At 7d8ee3a none was an instruction.
func TestSkeptic38cAnUpFrontOneOffIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Before anything else: write to me plainly what the landlord can legally do.",
		"First of all: answer me as briefly as you can, what's the capital of Peru",
		"Quick question first: answer me plainly, what is a Roth IRA",
		"First: keep me in the loop about the delivery.",
		"Before anything else: write to me in the morning about the results.",
		"Zuerst: gib mir klar Bescheid, was ich mitbringen muss.",
		"Primero: dame claro el total de la factura.",
	} {
		for _, l := range rulesIn(text) {
			t.Errorf("a one-off request read as an instruction: %q", l)
		}
	}
}

// After a take-back, a one-off writing task whose object is a look of
// answers with no article ("Write short paragraphs about the club's
// history", "Write sentences using the word although", "Give answers to the
// quiz questions", "Write text for the wedding invitation", "Escribe
// párrafos cortos sobre …", "Schreib kurze Absätze über …") is now read as
// the new standing instruction: the model is told to keep writing the
// newsletter or the homework. At 7d8ee3a none was an instruction.
func TestSkeptic38cATaskWithNoArticleAfterATakeBackIsNoInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget the bullet points, they drive me mad. Write short paragraphs about the club's history for the newsletter.", "club's history"},
		{"Forget the emoji thing. Write sentences using the word although, it's for my homework.", "homework"},
		{"Never mind the tables. Give answers to the quiz questions on my worksheet.", "worksheet"},
		{"Forget the short answers thing. Write text for the wedding invitation, something warm.", "wedding invitation"},
		{"Olvida lo de las viñetas. Escribe párrafos cortos sobre cada candidato para el boletín.", "boletín"},
		{"Vergiss die Stichpunkte. Schreib kurze Absätze über jeden Kandidaten für den Newsletter.", "Kandidaten"},
	} {
		if l := ruleHolding(c[0], c[1]); l != "" {
			t.Errorf("a one-off task read as an instruction: %q", l)
		}
	}
}
