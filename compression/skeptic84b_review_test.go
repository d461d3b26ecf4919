package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions found in a second review of the parts read at stop 84.

// enoughWith: "Enough with / quit it with / knock it off with the X" opening
// a sentence is read as "stop using X" of the answers whenever X holds a
// word of a way of answering (formal, simple, tables) — but people say it
// of their life and to their children and mothers: news and chatter became
// standing instructions.
func TestSkeptic84bEnoughOfItInTheirLifeIsNoInstruction(t *testing.T) {
	for text, key := range map[string]string{
		"Enough with the formal dinners! We're doing a barbecue this year.":   "formal",
		"Quit it with the simple stuff, Tommy. You're ten now.":               "simple",
		"Knock it off with the tables! The kids were climbing on them again.": "tables",
		"Quick one: enough with the formal dinners, Mum!":                     "Mum",
	} {
		if k := kindWith(text, "A: Ok.", key); k == session.LedgerRule {
			t.Errorf("%q is read as an instruction", text)
		}
	}
}

// noOneFor: having no one to look after, to hug or to impress is a person's
// life after the children left or a death — not a job still to fill; it
// was read as an open question.
func TestSkeptic84bNoOneToCareForIsNoOpenQuestion(t *testing.T) {
	for text, key := range map[string]string{
		"I've no one to look after now the kids have moved out.": "kids",
		"I've no one to hug since Tom died.":                     "Tom",
		"I've got nobody to impress anymore, I'm seventy-eight.": "seventy",
	} {
		if k := kindWith(text, "A: Ok.", key); k == session.LedgerQuestion {
			t.Errorf("%q is read as an open question", text)
		}
	}
}

// orderAfterRule after a take-back said as a statement: an order for this
// once ("Give me bullet points this time", "… the steps in a numbered list
// this time", "Now give me the recipe in bullet points") became a standing
// instruction.
func TestSkeptic84bThisTimeAfterAStatementTakeBackIsATask(t *testing.T) {
	for _, c := range []struct{ first, text, key string }{
		{"Always answer in German.", "You don't have to use German anymore. Give me bullet points this time.", "bullet"},
		{"Please answer in paragraphs.", "You don't have to write paragraphs anymore. Give me the steps in a numbered list this time.", "numbered"},
		{"Please call me Mrs Dunn.", "You don't need to call me Mrs Dunn anymore, Pat is fine. Now give me the recipe in bullet points.", "recipe"},
	} {
		if k := kindWithIn(c.key, c.first, "A: Sure.", c.text); k == session.LedgerRule {
			t.Errorf("%q: the task for once is read as an instruction", c.text)
		}
	}
}

// An earlier instruction on the look of the answers is superseded by a
// one-off order after a take-back of another instruction.
func TestSkeptic84bOneOffOrderSupersedesAnEarlierLook(t *testing.T) {
	got := remembered(t, said(
		"Please use bullet points. And call me Dr Lee.",
		"A: Of course, Dr Lee.",
		"You don't need to call me Dr Lee anymore, Sam is fine. Give me a numbered list this time.",
	))
	if !currentLine(got, "bullet points") {
		t.Errorf("the instruction of bullet points is no longer current:\n%s", got)
	}
}

// Limitation: a job whose object is followed by "to" ("drive me to the
// hospital") is taken for company and stays a fact, and a German ban after
// "Nee," is not read (before the change too).
func TestSkeptic84bNoOneToDriveMeAndNeeMachKeine(t *testing.T) {
	t.Skip("limitation: noOneFor drops a job with \"to\" after its object; bareOrder's mach reads no \"Nee,\" before it")
	kindsAre73(t, []kindCase73{
		{"I've nobody to drive me to the hospital on Tuesday.", "hospital", session.LedgerQuestion},
		{"Nee, mach mir keine Tabellen, ich les das eh am Handy.", "Tabellen", session.LedgerRule},
	})
}
