package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The third review of stop 85 (commits 619f80e, 1af7458 and c2cb396
// against 8471a9e). Each test passes on the parent (8471a9e) and fails on
// the change, unless it is skipped as a limitation (wrong on both).

// The `talked` check in conditional() skips the rest of the loop ("continue")
// whenever the clause after "when I talk X" does not open with condOrders,
// output or "round … to" — and so it skips the opensMine/bansTelling check
// that made "When I talk politics, don't tell me to calm down" a rule on
// the parent. The ban on what the assistant says is lost (a fact, or no
// line at all).
func TestSkeptic85cATalkConditionKeepsItsBanOnTelling(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"When I talk politics, don't tell me to calm down, I just need to vent.", "calm down", session.LedgerRule},
		{"When I talk work, don't tell me to quit, I just need to vent.", "quit", session.LedgerRule},
		{"When I talk football, don't tell me the scores, I record the games.", "scores", session.LedgerRule},
		{"Whenever I talk money, don't tell me to make a budget.", "budget", session.LedgerRule},
		{"When I talk my ex, don't tell me to move on.", "move on", session.LedgerRule},
		{"Btw, whenever I talk politics, don't tell me to calm down.", "calm down", session.LedgerRule},
		{"Wenn ich über meinen Ex rede, sag mir bitte nicht, dass ich ihn vergessen soll.", "vergessen", session.LedgerRule},
		{"Wenn ich über die Arbeit rede, sag mir nicht, dass ich kündigen soll.", "kündigen", session.LedgerRule},
		{"Wenn ich über meine Schwiegermutter rede, erzähl mir bitte nicht, sie meint es gut.", "Schwiegermutter", session.LedgerRule},
	})
}

// An idiom that opens with an output word after "when we talk X" ("call
// me old-fashioned", "give or take", "tell you what", "keep calm and carry
// on", "nenn mich altmodisch") is a remark, not an order on the answers:
// the parent kept it as a fact (or left it out), the change makes it a
// standing instruction.
func TestSkeptic85cAnIdiomAfterTheTalkIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When we talk cars, call me old-fashioned, but I still want a manual.",
		"When we talk music, call me a snob, but nothing beats vinyl.",
		"When we talk money, give or take a few quid, we're fine.",
		"When I talk football, tell you what, nobody beats my dad.",
		"When we talk money, keep calm and carry on, as Gran says.",
		"When we talk holidays, show me the money is what Tom says.",
		"Wenn wir über Politik reden, nenn mich altmodisch, aber ich wähle immer noch Papier.",
	)
}

// A note for someone else (a babysitter's list) after "when we talk X" is
// no order to the assistant, who has no sticker chart to show.
func TestSkeptic85cAnOrderForSomeoneElseAfterTheTalkIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When we talk bedtime, show them the sticker chart, it works.",
	)
}

// stillDoubting makes a doubt about what the assistant said or worked out
// an open question unless it opens with "what", "your" or a pronoun: "the
// way you calculated the tip", "the numbers you gave me", "the last
// answer", "the maths in your last answer", "whether you understood me",
// "entender lo que quieres decir", "que me hayas entendido", "la cuenta
// que me hiciste", "der Rechnung von vorhin" — a remark on the answer,
// kept as a question still to settle (a fact or no line on the parent).
func TestSkeptic85cADoubtOfTheAnswerIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I'm still not sure about the way you calculated the tip.",
		"Still not sure about the numbers you gave me, the total looked too high.",
		"Still not sure about the answer you gave about the mortgage.",
		"Still not sure about the recipe you sent, it looked really salty.",
		"Still not sure about the last answer, it seemed off.",
		"Still not sure about the suggestion you made, to be honest.",
		"Still not sure about the maths in your last answer.",
		"Still unsure about whether you understood me.",
		"Todavía no estoy segura de entender lo que quieres decir.",
		"Aún no estoy seguro de haberlo entendido bien.",
		"Todavía no estoy seguro de que me hayas entendido.",
		"Todavía no estoy segura de la cuenta que me hiciste, me parece alta.",
		"Noch unsicher wegen der Rechnung von vorhin, die kommt mir zu hoch vor.",
	)
}

// A mood ("the whole thing", "life in general", "a lot of
// things", "much", "adulting", "der ganzen Sache", "cómo me siento") is no
// question still open: allOrNone catches only "anything", "nada", "allem"
// …; the parent kept a fact or no line, the change a noise question.
func TestSkeptic85cAMoodIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still not sure about the whole thing, honestly.",
		"Still not sure about life in general lol.",
		"Still not sure about a lot of things lately.",
		"Still not sure about much these days, honestly.",
		"Still not sure about adulting lol.",
		"Noch unsicher wegen der ganzen Sache, ehrlich gesagt.",
		"Aún no estoy seguro de cómo me siento con todo esto.",
	)
}

// A doubt told in the past and settled in the same sentence ("I was still
// unsure about the flat until I saw the garden, now I love it") is no
// question still open.
func TestSkeptic85cAPastDoubtSettledIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I was still unsure about the flat until I saw the garden, now I love it.",
	)
}

// needed() takes any need word for someone needing the thing the next
// sentence orders as "it": the person's own needs of the moment ("I needed
// a minute", "I need to vent", "exactly what I needed to hear", "Need to
// run", "needed that laugh") are kept as lines before "I booked it …".
func TestSkeptic85cNoSmallTalkWithANeedKeptBeforeIt(t *testing.T) {
	noRemarkKept85(t, [][2]string{
		{"Sorry, I needed a minute to calm down after that call. I booked it for the 14th, reference KX4471.", "calm down"},
		{"Sorry, I need to vent for a sec, work was awful today. I booked it for the 14th, reference KX4471.", "vent"},
		{"Thanks, exactly what I needed to hear. I booked it for the 14th, reference KX4471.", "needed to hear"},
		{"Need to run in a sec, school pickup. I ordered it from Argos, order 55821.", "school pickup"},
		{"Phew, needed that laugh. I booked it for the 14th, reference KX4471.", "laugh"},
	})
}

// Limitations: wrong on the parent too.

func TestSkeptic85cLimitationTalkOrdersWithALeadWord(t *testing.T) {
	t.Skip("limitation: an order after the talk condition that opens with please/just/always, 'use' (left out of output on purpose) or 'correct my …' stays a fact, on the parent too")
	kindsAre73(t, []kindCase73{
		{"When we talk money, please round everything to whole dollars.", "whole dollars", session.LedgerRule},
		{"When we talk money, just round to whole dollars.", "whole dollars", session.LedgerRule},
		{"When we talk money, always round to whole dollars.", "whole dollars", session.LedgerRule},
		{"When we talk recipes, use grams not cups.", "grams", session.LedgerRule},
		{"When I talk Spanish, correct my grammar please.", "grammar", session.LedgerRule},
	})
}

func TestSkeptic85cLimitationSpanishBanAfterTalk(t *testing.T) {
	t.Skip("limitation: 'Cuando hablemos de mi ex, no me digas …' stays a fact ('hablemos' is no opensMine verb), on the parent too")
	kindsAre73(t, []kindCase73{
		{"Cuando hablemos de mi ex, no me digas que lo olvide.", "olvide", session.LedgerRule},
	})
}

func TestSkeptic85cLimitationRemarksAfterTalkReadAsRules(t *testing.T) {
	t.Skip("limitation: 'da igual' (output 'da') and 'answer is always no' are read as rules after the talk condition, on the parent too")
	notReadAs(t, session.LedgerRule,
		"Cuando hablemos de política, da igual, nunca nos vamos a poner de acuerdo.",
		"When we talk budgets, answer is always no with my husband.",
	)
}
