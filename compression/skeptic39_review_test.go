package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 39 (91b5790..895d2bd) by a skeptic helper. Each test below
// fails on 895d2bd and says what the person would lose or what wrong line
// the model would be sent; each passed at 91b5790 (the change broke it). The
// sentences are this file's own.

// A person who jots notes as a bulleted list, "- thing - detail", opens
// every message with the same "-": labelCloser takes that for a label mark
// and the second "-" for the mark that closes a label, and stripPrefix cuts
// off what each note is about. The memory then holds "£84 due on the 12th"
// and "Tuesday 6:30, room 14" with nothing to say what is due or when what
// is: the gas bill, the dentist, the parents' evening are lost. At 91b5790
// each note was kept whole.
func TestSkeptic39BulletedNotesKeepWhatTheyAreAbout(t *testing.T) {
	got := remembered(t, said(
		"- Dentist for Ella - Thursday 3pm with Dr Okafor", "A: Ok.",
		"- Gas bill - £84 due on the 12th", "A: Ok.",
		"- Parents evening - Tuesday 6:30, room 14", "A: Ok.",
	))
	for _, c := range []struct {
		msg  int
		keys []string
	}{
		{1, []string{"Dentist", "Thursday 3pm"}},
		{3, []string{"Gas bill", "£84"}},
		{5, []string{"Parents evening", "Tuesday 6:30"}},
	} {
		if lineOf(got, c.msg, c.keys...) == "" {
			t.Errorf("no line of message %d holds %q — what the note is about is cut off:\n%s", c.msg, c.keys, got)
		}
	}
	got = remembered(t, said(
		"• Flight BA117 – leaves 9:40 from Terminal 5 on 3 May", "A: Noted.",
		"• Hotel Marriott Downtown – 3 nights, £420 paid", "A: Noted.",
		"• Car hire – Hertz, ref HZ-5521, pick up at 11", "A: Noted.",
	))
	for _, c := range []struct {
		msg  int
		keys []string
	}{
		{1, []string{"Flight BA117", "9:40"}},
		{3, []string{"Hotel Marriott", "£420"}},
		{5, []string{"Car hire", "HZ-5521"}},
	} {
		if lineOf(got, c.msg, c.keys...) == "" {
			t.Errorf("no line of message %d holds %q — what the note is about is cut off:\n%s", c.msg, c.keys, got)
		}
	}
}

// "Rent paid." is not a head that names what the next sentence is about:
// the next sentence is another bill. bareHead joins them ("Rent paid. The
// electric bill came to £140") — a line in which the rent seems to be £140
// — and the merge then takes it for the rent's new amount: the earlier
// "Our rent is £900 a month" is dropped as updated, or marked "(updated in
// #3)" by a line about car insurance. At 91b5790 the rent line stayed and
// the bill was a line of its own.
func TestSkeptic39ADoneHeadIsNoNewValueOfIt(t *testing.T) {
	for _, c := range []struct {
		earlier, later, key, other string
	}{
		{"Our rent is £900 a month.", "Rent paid. The electric bill came to £140 though.", "£900", "£140"},
		{"El alquiler es de 650 euros al mes.", "Alquiler pagado. El dentista cobra 90 euros por la limpieza.", "650 euros", "90 euros"},
		{"The nursery fees are £1,150 a month.", "Fees paid. The car insurance is £62 a month now.", "£1,150", "£62"},
	} {
		got := remembered(t, said(c.earlier, "A: Ok.", c.later, "A: Ok."))
		if l := lineOf(got, 1, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("after %q, the earlier amount %q is lost or marked as updated:\n%s", c.later, c.key, got)
		}
		head, _, _ := strings.Cut(c.later, ".")
		if lineOf(got, 3, head, c.other) != "" {
			t.Errorf("%q is joined with %q, as if it were its amount:\n%s", head, c.other, got)
		}
	}
}

// "I haven't made up my mind" says the opposite of a decision; "made up my
// mind" in decided now reads it as one, and the model is told the venue
// (the dog's name) is settled. At 91b5790 these were facts.
func TestSkeptic39NotMadeUpMyMindIsNoDecision(t *testing.T) {
	for _, text := range []string{
		"I haven't made up my mind about the venue yet, it's between the barn and the hotel.",
		"We still haven't made up our minds on the dog's name, Biscuit or Pepper.",
	} {
		if got := kindLines(text, session.LedgerDecision); len(got) > 0 {
			t.Errorf("%q is read as a decision: %q", text, got)
		}
	}
}

// "Don't you ever …?" asked of the assistant is small talk, a question, not
// a ban: the model is sent "Don't you ever sleep?" as a standing
// instruction. At 91b5790 it left no instruction.
func TestSkeptic39DontYouEverAskedIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Don't you ever get tired of answering questions all day?",
		"Don't you ever sleep? Anyway, the boiler man is coming at 8 tomorrow.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// "lo que se te ocurra" is "whatever comes to mind", a one-off request or a
// shrug, not "ni se te ocurra" (don't you dare): the bare "se te ocurra" in
// instruction turns them into standing instructions, sent to the model on
// every later turn. At 91b5790 they were facts.
func TestSkeptic39WhateverComesToMindIsNoStandingInstruction(t *testing.T) {
	for _, text := range []string{
		"Para el perro nuevo dame cinco nombres, los que se te ocurran.",
		"Cualquier cosa que se te ocurra para la fiesta del sábado me sirve, son 20 niños.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// Thanks for help given ("Danke für deine Hilfe gestern, …") and "du kannst
// mir glauben" (believe me) ask nothing: "deine hilfe" and "kannst mir" in
// asking read them as open questions, and the model is told the person is
// still waiting for help with the heating that works again. At 91b5790 they
// were facts.
func TestSkeptic39ThanksForHelpIsNoOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"Danke für deine Hilfe gestern, die Heizung läuft wieder und der Monteur kommt erst im Mai.",
		"Vielen Dank für deine Hilfe mit dem Lebenslauf, ich hab die Stelle bei der Sparkasse in Minden bekommen!",
		"Kannst mir ruhig glauben, die Tante Erna hat 40 Jahre bei Siemens gearbeitet.",
	} {
		if got := kindLines(text, session.LedgerQuestion); len(got) > 0 {
			t.Errorf("%q is read as an open question: %q", text, got)
		}
	}
}

// After a change of plan, "instead" in what someone else suggests, or in
// what the person is only tempted by while another wants something else,
// is no decision: insteadNow marks "Mein Schwager meint, wir sollten
// stattdessen ins Gasthaus gehen" a decision (the person is against it, in
// words the line leaves out), and "I'm tempted to keep the white instead"
// too. At 91b5790 both were facts.
func TestSkeptic39InsteadSuggestedIsNoDecision(t *testing.T) {
	for _, text := range []string{
		"Planänderung beim Grillfest. Mein Schwager meint, wir sollten stattdessen ins Gasthaus gehen, aber ich bin dagegen.",
		"Changed my mind about the paint. Honestly, I'm tempted to keep the white instead but Sam wants green.",
	} {
		if got := kindLines(text, session.LedgerDecision); len(got) > 0 {
			t.Errorf("%q is read as a decision: %q", text, got)
		}
	}
}
