package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The third review of stop 88 (heads of a call made, "made my mind up",
// what is left to sort or left in the air, "cannot bear", a subject kept
// before its verb): messages the change reads worse than the code before.

// Someone's verdict on a thing that is so (a jury's, the judges', the MOT,
// the survey, the doctor, the inspector) is news, not the person's
// decision: the verdict branch of callHead only leaves out "X's verdict".
func TestSkeptic88cSomeonesVerdictIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Jury verdict: guilty on all counts, he got six years.",
		"The judges' verdict: we came second, gutted.",
		"MOT verdict: failed on the brakes, £240 to fix.",
		"Survey verdict: the roof needs £8,000 of work.",
		"Doctor verdict: it's a sprain, not a break.",
		"Inspection verdict: we passed, five stars for hygiene!",
		"Taste test verdict: the kids preferred the cheap one.")
}

// A telephone call made "this morning", "today", "on behalf of Mum", "on
// my lunch break", a "big call last night with Mum" is a call, and what
// follows is what the person was told: news, not a decision.
func TestSkeptic88cAPhoneCallIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Made a call this morning: the plumber can't come till Thursday.",
		"Made a call today: the clinic can't see me till March.",
		"Made a call on behalf of Mum: the GP can see her Tuesday at 10.",
		"Made a call on my lunch break: the garage says the car's ready Friday.",
		"Big call last night with Mum: she's moving to Spain.",
		"Big call this morning: the surgeon says the op went well.")
}

// A big call made by someone else (the referee, Dad, Mum, the boss) is
// their news, not the person's decision.
func TestSkeptic88cSomeoneElsesBigCallIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"The ref made a big call: penalty to United in the 90th minute.",
		"Dad made a big call: he's retiring in May.",
		"Mum's made a big call: she's selling the house in Harrogate.",
		"My boss made a big call today: the whole team works from home from June.")
}

// "Settled" a bill, a deposit, a claim, a bet, an argument, or the baby
// (paid, won, put to sleep) is no choice made: what follows is a fact.
func TestSkeptic88cABillOrABetSettledIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We have settled the bill: 240 euros in all, tip included.",
		"I've settled the deposit: £500 paid to the landlord yesterday.",
		"We've settled the claim: the insurance paid out £3,000 last week.",
		"We've settled the bill with the caterers: £1,450, all paid.",
		"Finally settled the bet: Sam owes me a tenner, it was 1966.",
		"Finally settled the argument: Tom was right, the Eiffel Tower is 330 metres.",
		"Finally settled the baby: she's asleep at last.")
}

// "made my mind up" not yet ("haven't quite", "haven't really … yet",
// "can't say I've"), later ("once I've", "when I've"), or too late ("I
// wish I'd", "if I had") is no decision made.
func TestSkeptic88cAMindNotMadeUpYetIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"I still haven't quite made my mind up about the job offer.",
		"I haven't really made my mind up yet on the flat.",
		"I'm nearly there but haven't fully made my mind up on the dress.",
		"I can't say I've made my mind up on the kitchen yet.",
		"I'll tell you once I've made my mind up about the car.",
		"When I've made my mind up I'll let the venue know.",
		"Once we've made our minds up we'll book it.",
		"I wish I'd made my mind up sooner, the cheap flights are gone.",
		"If I had made my mind up sooner we'd have got the cheap flights.",
		"I never made my mind up about that film.")
}

// What was left to sort and is sorted in the next sentence of the same
// message ("Sorted it this morning actually.", "Mum picked blue.", "Hab's
// gestern mit dem Chef geklärt.", "Ya llamé y está todo bien.") is no open
// question.
func TestSkeptic88cWhatIsLeftToSortAndSortedNextIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What I still need to sort is the licence for the boat trips. Sorted it this morning actually.",
		"What we need to decide is the colour of the cake. Mum picked blue.",
		"Was ich noch klären muss, ist der Urlaub. Hab's gestern mit dem Chef geklärt.",
		"Lo que me falta resolver es el seguro. Ya llamé y está todo bien.")
}

// "Lo que nos queda por decidir es el menú. Mi madre eligió paella.": the
// answer, "Mi madre eligió paella", was the line kept; the change keeps the
// question and loses what was chosen.
func TestSkeptic88cTheAnswerAfterWhatIsLeftToDecideIsKept(t *testing.T) {
	got := remembered(t, said("Lo que nos queda por decidir es el menú. Mi madre eligió paella.", "A: Ok."))
	if l := lineWith(got, "paella"); l == "" {
		t.Errorf("what was chosen is lost:\n%s", got)
	}
}

// A joke or a worry in the words of what is left to sort, with no comma
// ("What I need to find is a husband lol", "What I need to fix is my
// sleep.") is no open question.
func TestSkeptic88cAJokeOrAWorryLeftToSortIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What I need to find is a husband lol",
		"What I need to fix is my sleep.")
}

// What was in the air and is answered in the same message ("¡Me las
// dieron!", "Al final las hace mi primo.") is no open question, even under
// the head of dev128.
func TestSkeptic88cWhatIsInTheAirAndAnsweredIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Me queda una cosa en el aire: si me dan las vacaciones. ¡Me las dieron!",
		"Me queda una cosa en el aire: quién hace las fotos. Al final las hace mi primo.")
}

// "I can't bear the thought of moving again, but we have to." says the
// person is moving again: the line was kept, and the change drops it as an
// exclamation.
func TestSkeptic88cTheThoughtOfMovingAgainIsKept(t *testing.T) {
	got := remembered(t, said("I can't bear the thought of moving again, but we have to.", "A: Ok."))
	if l := lineWith(got, "moving again"); l == "" {
		t.Errorf("the line of moving again is lost:\n%s", got)
	}
}

// A filler that has its own verb before the doubled one ("The thing is, is
// that …", "El caso, es que …", "La verdad, es que …", "Die Sache ist, ist
// dass …") is no subject: the change keeps it on the line.
func TestSkeptic88cAFillerWithItsOwnVerbIsNoSubject(t *testing.T) {
	for _, c := range []struct{ text, key, filler string }{
		{"The thing is, is that the venue is double booked on the 14th.", "double booked", "thing is"},
		{"El caso, es que el salón está ocupado el día 14.", "ocupado", "El caso"},
		{"La verdad, es que prefiero quedarme en casa el sábado.", "quedarme", "La verdad"},
		{"Die Sache ist, ist dass wir nur fünf Plätze im Auto haben.", "Plätze", "Sache ist"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, c.filler) {
			t.Errorf("%q: the line keeps the filler %q or is lost: %q\n%s", c.text, c.filler, l, got)
		}
	}
}
