package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Review of 0e04815..HEAD (stop 36). Each test fails on HEAD; the comment
// says whether it passed on 0e04815. The sentences are this file's own.

// A take-back that thanks the assistant at its end ("…, so thank you for
// all that") speaks to the assistant, only not in the clause next to "no
// longer": spokenToNear now finds a "you" in the sentence but not near its
// words, and the Celsius instruction stays in memory as current. At
// 0e04815 the instruction went.
func TestSkeptic36ThanksAtTheEndStillTakesBack(t *testing.T) {
	for _, later := range []string{
		"I no longer need the Celsius conversions, I moved to Phoenix in May, by the way, so thank you for all that.",
		"No longer need Celsius, I moved to Phoenix in May, but thank you.",
	} {
		got := remembered(t, said("Please always give me the temperatures in Celsius as well.", "A: Ok.", later, "A: Ok."))
		if sentAsCurrent(got, 1, "Celsius") {
			t.Errorf("after %q the instruction is still sent as current:\n%s", later, got)
		}
	}
}

// Someone else's words after a label of a few words ("Classic Gary at the
// pub last night: why would anyone …?", "Mein Nachbar heute früh am Zaun:
// wann mähst du …?") are a quote, often a jibe, not the person's open
// question; labelled takes any two to eight words before a colon as a label
// of the person's own. At 0e04815 they were facts.
func TestSkeptic36SomeoneElsesQuestionIsNoOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"Classic Gary at the pub last night: why would anyone pay for a gym?",
		"Overheard on the bus this morning: who even pays by cheque anymore?",
		"Mein Nachbar heute früh am Zaun: wann mähst du endlich deinen Rasen?",
		"Mi cuñado en la cena del domingo: ¿quién necesita un coche eléctrico?",
	} {
		for _, e := range compression.Extract(said(text, "A: Ok."), []int{0}) {
			if e.Kind == session.LedgerQuestion {
				t.Errorf("someone else's words are read as the person's open question: %q", e.Text)
			}
		}
	}
}

// A sigh at a notice ("closed on Mondays, who does that?") asks nothing:
// labelled makes it an open question. At 0e04815 it was a fact.
func TestSkeptic36AGroanUnderALabelIsNoOpenQuestion(t *testing.T) {
	text := "The sign on the door of the bakery: closed on Mondays, who does that?"
	for _, e := range compression.Extract(said(text, "A: Ok."), []int{0}) {
		if e.Kind == session.LedgerQuestion {
			t.Errorf("a groan is read as an open question: %q", e.Text)
		}
	}
}

// A name in apposition now joins any sentence before it that holds no
// value, though that sentence is about something else: the boiler and
// Karen's flight, the plumber and Lucía's arrival, become one line. At
// 0e04815 the name's sentence was its own line.
func TestSkeptic36ApposedNameJoinsAnotherSubject(t *testing.T) {
	for _, c := range []struct{ text, name, other string }{
		{"Still need to ring someone about the boiler. Karen, my sister, lands at Gatwick on the 14th at 6pm.", "Karen", "boiler"},
		{"The garden is a mess after the storm. Derek, the neighbour, says his fence panels cost £45 each.", "Derek", "garden"},
		{"Tengo que llamar al fontanero sin falta. Lucía, mi prima, llega el día 14 a las seis.", "Lucía", "fontanero"},
	} {
		got := remembered(t, said("The weather has been grim all week, honestly.", "A: Ok.", c.text, "A: Ok."))
		if l := lineOf(got, 3, c.name); l == "" || strings.Contains(l, c.other) {
			t.Errorf("%s's line is missing or joined to another subject (%s): %q\n%s", c.name, c.other, l, got)
		}
	}
}

// A message's second line that holds a code goes before a single-line
// message of plans: the doubled worth of each message's best line lets the
// raised beds and the river walk outrank the padlock code 0912. At
// 0e04815, with the same budget, the code was kept.
func TestSkeptic36SecondLineCodeLostToSingleLineMessages(t *testing.T) {
	got := rememberedWithin(t, said(
		"The gate code for the allotments is 4471, the shed key is under the blue pot. The padlock on the water tank is 0912, don't ask why.", "A: Ok.",
		"We had a lovely walk by the river on Sunday, the dog went in twice.", "A: Ok.",
		"The big plan this spring is to put in raised beds along the south fence.", "A: Ok.",
		"Honestly the weather this week has been absolutely miserable.", "A: Ok."), 60)
	if !strings.Contains(got, "0912") {
		t.Errorf("the padlock code is lost:\n%s", got)
	}
}

// "never mind that he always takes the wrong turning" is a jibe at the
// brother-in-law, not an instruction to the assistant: the sentence that
// holds the lift to Gatwick is read as a rule (ranked 40 up, dropped last).
// An old gap: 0e04815 read it so too.
func TestSkeptic36NeverMindThatHeIsNoInstruction(t *testing.T) {
	text := "My brother-in-law Osvaldo Benítez has a van and lives out near Ashford these days. He's offered to drive all six of us to Gatwick at 4am on the 3rd of July, which is really kind of him, never mind that he always takes the wrong turning at the roundabout."
	for _, e := range compression.Extract(said(text, "A: Ok."), []int{0}) {
		if e.Kind == session.LedgerRule {
			t.Errorf("a remark about someone is read as an instruction: %q", e.Text)
		}
	}
}
