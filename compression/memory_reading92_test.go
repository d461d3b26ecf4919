package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 92 (dev136 and dev137, measured blind at stop 91). The
// messages here say what they lost in other words.

// dev137's decisions (7 of 12 blind at 14,336): "So we decide buffet style,
// no sit-down." and "We decide the colours: pink and orange, …" — Caribbean
// English says what was decided without a past tense — read as facts and
// dropped beside a line that names someone; "Okay, we settle it: the rush
// going from the lighthouse …" too.
func TestAChoiceSaidWithAPlainWeDecide(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"So we decide chicken souse for the breakfast, no ham.",
		"We decide the shirts: white with a green stripe, Kendrick ordering them.",
		"Alright, we settle it: the boat leaving from the government dock at six.",
		"We settled it: the christening at the small church in Arthur's Town.",
	)
	notReadAs(t, session.LedgerDecision,
		"We decide tomorrow which band plays first.",
		"We decide whether the boat goes at six.",
		"We decide the shirts at the meeting on Friday, Kendrick wants green.",
		"We decide the menu together every year, Vernon brings the fish.",
		"Do we decide the shirts now?",
		"We settle it tomorrow when Kendrick come back.",
	)
}

// dev136's rule update: "Okay, change of plan on the answers, hon. That
// three-sentence business, forget it. I need whole recipes now, every step,
// …" — the "hon" it shares with "Also hon, when you give me recipes or
// weather, use cups and Fahrenheit …" took that instruction back too, and
// what the person needs now was read as nothing.
func TestATakeBackThatCallsThePersonHon(t *testing.T) {
	s := keptAsFacts(said(
		"Hi hon. Please keep your answers to four sentences, tops.", "A: Ok.",
		"Also hon, when you give me a route, use miles and feet like a normal American.", "A: Ok.",
		"Okay, change of plan on the answers, hon. That four-sentence business, forget it. I need whole directions now, every turn, I got lost twice today.", "A: Ok.",
	), 100000)
	if !standingRule(s, 2) || standingRule(s, 0) {
		t.Errorf("the miles-and-feet instruction was taken back with the length, or the length stayed:\n%s", ledgerText(s))
	}
	if !slices.ContainsFunc(s.Ledger, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerRule && strings.HasPrefix(e.Text, "I need whole directions now")
	}) {
		t.Errorf("what the person needs now is no instruction:\n%s", ledgerText(s))
	}
}

// dev137's open question: "Big problem I ain't solve yet: where we getting
// goatskins for the drums." — "ain't solve" says "haven't solved" in
// Caribbean English; read as a plain remark, it lost to the next sentence's
// name.
func TestAProblemNotSolvedInDialect(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Big problem I ain't solve yet: where we finding a trailer for the boat. My cousin Delroy on the north side gat one but it broke.",
		"One thing I ain't figure out: who driving Granny to the church.",
	)
}

// dev136's thing: "You can't do Christmas without good kielbasa and you
// cannot buy real smoked kielbasa on Culebra, forget it." — "forget it"
// after what cannot be had read as an instruction taken back.
func TestForgetItAfterWhatCannotBeHad(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"You cannot buy proper black pudding on this island, forget it.",
		"Richtiges Schwarzbrot kriegt man hier nicht, vergiss es.",
	)
	readAs(t, session.LedgerRule, "The four-lines business, forget it.")
}

// dev136's rule update goes on: "I need whole recipes now, every step, …
// Give me as long as it takes, I'll read it with my cheaters on." — what is
// needed now and how long, after a take-back in its message.
func TestAsLongAsItTakesAfterATakeBack(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Okay, change of plan on the answers, love. That four-lines business, forget it. I need whole directions now, every turn. Give me as long as it takes, I'll read it with my glasses on.",
	)
	if got := kindLines("Okay, change of plan on the answers, love. That four-lines business, forget it. I need whole directions now, every turn. Give me as long as it takes, I'll read it with my glasses on.", session.LedgerRule); len(got) != 3 {
		t.Errorf("the take-back, what is needed now and how long are three instructions, got %q", got)
	}
}

// Taken out after the third review of stop 92: "going up to" as a price
// changed ("I can go up to £400 for the sofa" is a budget, "The hotel
// across the road is going up to £220" another's price) and "más temprano",
// "más tarde", "früher los", "später los" as a time changed ("Mi hermana
// llega más tarde a la reunión" is one person's time): both marked the wrong
// older line as updated (skeptic92d).

// Taken out after the fourth review of stop 92: a way of answering said
// alone with "only" ("Plain words only.", dev136's rule, after "don't put
// them little faces and pictures in your answers") as an instruction — after
// an instruction of its message only, and of how text is written only, it
// still took someone else's rule ("My son's teacher is strict about his
// homework. Full sentences only."), a relative's language or an oven's
// units (skeptic92b, skeptic92e, skeptic92f).
