package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// A review of stop 92's readings settledPlain, onlyWay, the endearments in
// calledBy, wishedWay and orderAfterRule after a take-back, "ain't solve" in
// unknowing and noChance, on ab17cd3. Each test passes on its parent
// (7590e34) and fails on ab17cd3.

// "We decide the date by Friday": a choice still to make, its day said in
// words stillToCome lacks ("by Friday", "on Sunday", "in June"), or a step
// of a plan ("And then we decide the food") — read as made, so the model
// tells the person the date is settled when nobody has chosen it.
func TestSkeptic92bWeDecideWithTheDayStillAhead(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We decide the date by Friday.",
		"We decide the budget on Sunday.",
		"We decide the fish for the fry in June.",
		"And then we decide the food.",
	)
}

// "We decide the venue when we see both halls": a choice put off until
// something happens — read as made, the venue counted as chosen.
func TestSkeptic92bWeDecideOnACondition(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We decide the venue when we see both halls.",
		"We decide the colours if the budget allows.",
	)
}

// "We decide the menu, the hotel just cooks it": who decides, or how a club
// decides — a standing fact of the family or the club, not a choice made;
// read as a decision, a choice the person never made is remembered.
func TestSkeptic92bWhoDecidesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We decide the menu, the hotel just cooks it.",
		"We decide by vote in this club.",
	)
}

// "Ok we decide the colours: pink or orange." — two colours still to choose
// between, asked without a question mark as people type; read as decided,
// the open choice is lost and the model may take both colours as chosen.
func TestSkeptic92bWeDecideBetweenTwoStillOpen(t *testing.T) {
	notReadAs(t, session.LedgerDecision, "Ok we decide the colours: pink or orange.")
}

// "Mi suegra no habla inglés. Solo español.": what a relative speaks, said
// with "only" — read as an instruction to answer in Spanish only, one the
// person never gave (they write to the assistant in English, or in
// Spanish about someone else).
func TestSkeptic92bOnlyTheLanguageSomeoneSpeaks(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Mi suegra no habla inglés. Solo español.",
		"My grandmother is coming from Oaxaca next week. She speaks no English. Spanish only.",
	)
}

// "The oven in the rental is German. Celsius only.": what a dial or a tool
// shows — read as an instruction, so every temperature or length the model
// gives from then on is switched, though the person asked for nothing.
func TestSkeptic92bOnlyTheUnitsOfAThing(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"The oven in the rental is German. Celsius only.",
		"The tape measure in the shed is ancient. Imperial only.",
	)
}

// "The council form won't take attachments. Plain text only.": what a form
// takes — read as an instruction for the assistant's answers, and the fact
// that the form takes no attachments is lost with it (the German message
// becomes an instruction whole).
func TestSkeptic92bOnlyTheFormatOfAForm(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"The council form won't take attachments. Plain text only.",
		"Das Portal vom Amt nimmt keine Anhänge. Nur Text.",
	)
	if !strings.Contains(strings.Join(kindLines("The council form won't take attachments. Plain text only.", session.LedgerFact), " "), "attachments") {
		t.Errorf("the form that takes no attachments is lost: %v", read31("The council form won't take attachments. Plain text only."))
	}
}

// "German only." as the answer to the assistant's "What language is the
// tour given in?": a fact of the tour, read as an instruction — the model
// starts answering in German.
func TestSkeptic92bOnlyAsAnAnswerToTheAssistant(t *testing.T) {
	s := said(
		"We're doing a walking tour in Vienna on Saturday.",
		"A: Nice! What language is the tour given in?",
		"German only.",
		"A: Ok.",
	)
	for _, e := range compression.Extract(s, []int{2}) {
		if e.Kind == session.LedgerRule {
			t.Errorf("the tour's language read as an instruction: %q", e.Text)
		}
	}
}

// "Forget the mija thing, it feels weird now" after "Always call me mija,
// …": the take-back names the instruction by the word it is about, and
// "mija" (and "sweetie") are now no word a take-back names — the model goes
// on calling her mija, or never says sweetie again, after she took it back.
func TestSkeptic92bTakeBackOfAnAddressByItsWord(t *testing.T) {
	for _, c := range [][]string{
		{"Always call me mija, like my abuela did.", "Answer in short paragraphs please.", "Forget the mija thing, it feels weird now."},
		{"Stop calling me sweetie, I'm fifty-two.", "Use metric units always.", "Okay scrap the sweetie ban, it's grown on me."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if standingRule(s, 0) || !standingRule(s, 2) {
			t.Errorf("%q still stands after %q, or the other instruction went:\n%s", c[0], c[2], ledgerText(s))
		}
	}
}

// "Forget the honey thing, I eat it again now" after "Never put honey in
// any recipe you give me, I'm vegan": honey the food is now no word a
// take-back names — the ban stays and the person gets no honey in recipes
// though they said they eat it again.
func TestSkeptic92bTakeBackOfHoneyTheFood(t *testing.T) {
	s := keptAsFacts(said(
		"Never put honey in any recipe you give me, I'm vegan.", "A: Ok.",
		"Keep your answers short, please.", "A: Ok.",
		"Forget the honey thing, I eat it again now.", "A: Ok.",
	), 100000)
	if standingRule(s, 0) || !standingRule(s, 2) {
		t.Errorf("the honey ban still stands, or the length went:\n%s", ledgerText(s))
	}
}

// "Forget the three-sentence limit. I need full time care for Mum now, …":
// after a take-back, what the person needs in their life ("full time care",
// "whole grain bread") read as a new instruction on the answers — an
// instruction never given, and the fact of Mum's care kept as one.
func TestSkeptic92bANeedOfLifeAfterATakeBack(t *testing.T) {
	for _, text := range []string{
		"Forget the three-sentence limit. I need full time care for Mum now, every day is a struggle.",
		"Never mind the Spanish. I need whole grain bread for my diet now.",
	} {
		if got := kindLines(text, session.LedgerRule); len(got) != 1 {
			t.Errorf("%q: only the take-back is an instruction, got %q", text, got)
		}
	}
}

// "Forget the short answers. I need decent shoes, every step hurts.": the
// steps of a sore foot after a take-back read as "every step" of an answer
// — an instruction the person never gave.
func TestSkeptic92bEveryStepOfASoreFoot(t *testing.T) {
	text := "Forget the short answers. I need decent shoes, every step hurts."
	if got := kindLines(text, session.LedgerRule); len(got) != 1 {
		t.Errorf("%q: only the take-back is an instruction, got %q", text, got)
	}
}

// "Problem I ain't solve but Kendrick did: where to park the boat." — the
// problem is solved (Kendrick did); read as an open question, the model
// keeps asking about parking that is sorted.
func TestSkeptic92bAintSolveButSolvedBySomeone(t *testing.T) {
	notReadAs(t, session.LedgerQuestion, "Problem I ain't solve but Kendrick did: where to park the boat.")
}

// "The Spanish practice, I can't keep up with it, forget it." — a take-back
// that says why with "can't" (German "das kann ich nicht, vergiss es") is
// now read as what cannot be had: nothing taken back, so the model answers
// in Spanish, or says "Sie", after the person dropped it.
func TestSkeptic92bCantBeforeForgetItStillTakesBack(t *testing.T) {
	for _, c := range [][]string{
		{"Please answer in Spanish from now on, I'm practising.", "What's a good fish for a fry?", "The Spanish practice, I can't keep up with it, forget it."},
		{"Sieze mich bitte immer.", "Was koche ich heute?", "Das mit dem Siezen, das kann ich nicht, vergiss es."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("%q still stands after %q:\n%s", c[0], c[2], ledgerText(s))
		}
	}
}
