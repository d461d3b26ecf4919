package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of stop 94's English readings (9077127 against e76ec86): an
// event "now happening / being held / taking place" somewhere and "in Auntie
// Vi's yard" (located, memory_kinds.go), "we'll do X ourselves" read as a
// decision (doneOurselves, memory_clauses.go), and after a "change of plan"
// or "bad news" head a "We …" sentence with a place kept as the message's
// point (placedPlan, badNews, turned in pick, memory_read.go). The sentences
// are this file's own.

// An event that is now "being held / happening / taking place in the spring"
// moves in time, not in space: "in the spring" follows an article, is no
// figure, and the new held reading takes it for a place, so the venue line
// ("The reunion is at the Red Lion in Hexham") is marked "updated in #3".
// The person loses where the reunion is: the model, told the newer holds,
// thinks it has left the Red Lion. Regression: the venue stays current on the
// parent, marked updated on the change.
func TestSkeptic94aAnEventHeldInTheSpringMovesNoVenue(t *testing.T) {
	for _, moved := range []string{
		"The reunion is now being held in the spring.",
		"The reunion is now happening in the spring.",
		"Update: the reunion is taking place in the spring now, Dave's still in hospital.",
		"Change of plan: the reunion is now being held in the spring instead.",
	} {
		current90(t, remembered(t, said(okTurns90("The reunion is at the Red Lion in Hexham.", moved)...)), 1, "Red Lion")
	}
}

// The same with other spans of time after an article: "being held in a
// month", "in a fortnight", "in the evenings", "in the holidays". Each marks
// the venue line as changed, though only the date or hour moved: the model
// no longer knows where the quiz, the AGM, book club or the fete is.
// Regression: current on the parent, "updated in #3" on the change.
func TestSkeptic94aAnEventHeldInAFortnightOrTheEveningsMovesNoVenue(t *testing.T) {
	for _, c := range [][3]string{
		{"The quiz night is at the Crown on Mill Lane.", "The quiz night is being held in a month, the quizmaster is away.", "Crown"},
		{"The AGM is at the community centre on Elm Street.", "The AGM is now being held in a fortnight, the chair is ill.", "community centre"},
		{"The book club is at Jenny's flat in Leith.", "Book club is now being held in the evenings, not lunchtimes.", "Jenny's flat"},
		{"The school fete is at the village hall on Ashby Road.", "The school fete is now being held in the holidays.", "village hall"},
	} {
		current90(t, remembered(t, said(okTurns90(c[0], c[1])...)), 1, c[2])
	}
}

// "in Auntie Vi's good books", "on Uncle Joe's side", "in Mr Khan's good
// books" are idioms of favour, no place, but the new kin-title branch of
// located ("in Auntie Vi's yard") reads any noun after "<title> <name>'s" as
// one. A line that says where the person is (the hospital ward, the kennels,
// the Leeds office) is marked "updated in #3": the model thinks Dad has left
// the Royal Infirmary. Regression: current on the parent, updated on the
// change.
func TestSkeptic94aInAuntiesGoodBooksMovesNobody(t *testing.T) {
	for _, c := range [][3]string{
		{"Dad is at the Royal Infirmary, ward 7.", "Dad is on Uncle Joe's side now, after the row about the will.", "Royal Infirmary"},
		{"The dog is at the kennels on Mill Lane till Sunday.", "The dog is in Auntie Vi's bad books now, she ate the cake.", "kennels"},
		{"Priya is at the Leeds office this month.", "Priya is in Mr Khan's good books now, she landed the contract.", "Leeds office"},
		{"Leo is at the Bramley Nursery on Hill Road.", "Leo is in Auntie Vi's good books again now.", "Bramley Nursery"},
	} {
		current90(t, remembered(t, said(okTurns90(c[0], c[1])...)), 1, c[2])
	}
}

// "A lot is happening in the house this week", "Nothing is happening in the
// garden yet" (after a copula, "happening in the …" is now a place): sighs
// and a non-event, kept as lines of their own beside the fact they come with
// (and weighted as a place, +4). The person loses room to filler; "Nothing is
// happening in the garden" even reads as where something is. Regression:
// no such line on the parent, kept on the change.
func TestSkeptic94aSomethingHappeningSomewhereIsFiller(t *testing.T) {
	noLineWith94(t, "happening",
		"A lot is happening in my life.",
		"Nothing is happening in the garden yet.",
		"The boiler guy comes Thursday at 8. A lot is happening in the house this week.",
		"Nothing is happening in the garden yet. The tomatoes went in on May 3rd.",
	)
}

// After "Bad news" or "Change of plan", any sentence opening "We" with "at
// the …" / "in the …" is kept as where the plan goes now (placedPlan only
// checks the first word, not that a plan follows): "We cried in the car park
// for ages", "We laughed about it at the cafe afterwards", "We nearly fainted
// at the desk". The person gets filler kept as the message's point, and a
// place (car park, cafe, desk) the model may take for where something is
// happening. Regression: dropped on the parent, kept on the change.
func TestSkeptic94aWeCriedSomewhereAfterBadNewsIsNoPlan(t *testing.T) {
	for _, c := range [][2]string{
		{"Bad news, the vet says Biscuit has diabetes. We cried in the car park for ages. He needs insulin twice a day, 4 units.", "cried"},
		{"Change of plan, the hike is off. We laughed about it at the cafe afterwards. Lucy wants to try again on the 22nd.", "laughed"},
		{"Bad news: the vet bill came to £900. We nearly fainted at the desk. Insurance covers half.", "fainted"},
		{"Bad news: I failed my driving test. We stopped at the chippy on the way home to cheer me up.", "chippy"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// A job done ourselves in the past is a fact, not a choice: "We painted the
// whole house ourselves", "We made the wedding cake ourselves", "We used to
// do the taxes ourselves". doneOurselves looks at no tense, so each becomes a
// decision, and the person's history reads as a plan the model should
// follow. Regression: a fact on the parent, a decision on the change.
func TestSkeptic94aJobsDoneOurselvesInThePastAreNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We painted the whole house ourselves.",
		"We made the wedding cake ourselves.",
		"We used to do the taxes ourselves.",
	)
}

// A habit is no choice made: "We always cook Christmas dinner ourselves",
// "We usually do the garden ourselves", "We grow all our vegetables
// ourselves". Read as decisions, they stand beside (and, newer, over) a real
// decision about the same job. Regression: a fact or nothing on the parent,
// a decision on the change.
func TestSkeptic94aHabitsDoneOurselvesAreNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We always cook Christmas dinner ourselves.",
		"We usually do the garden ourselves.",
		"We grow all our vegetables ourselves.",
	)
}

// Reflexive verbs end on "ourselves" with nothing done by the person for
// anyone: "We totally embarrassed ourselves", "We started blaming
// ourselves", "We keep reminding ourselves", "We could hardly believe
// ourselves", "We really outdid ourselves", "We had to pinch ourselves", "We
// need to brace ourselves", "We need to look after ourselves", "We'll have to
// defend ourselves". towardsSelf lists a handful of such verbs only; every
// other one makes a decision out of a feeling. Regression: a fact or nothing
// on the parent, a decision (kept as a line) on the change.
func TestSkeptic94aReflexiveOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We totally embarrassed ourselves.",
		"We started blaming ourselves.",
		"We keep reminding ourselves.",
		"We could hardly believe ourselves.",
		"We really outdid ourselves.",
		"We had to pinch ourselves.",
		"We need to brace ourselves.",
		"We need to look after ourselves.",
		"We'll have to defend ourselves.",
	)
}

// A doing ourselves only weighed, or only if something else happens, is no
// decision: "We could do it ourselves", "We might do the flowers ourselves",
// "Maybe we'll do the flowers ourselves", "If the caterer cancels, we'll do
// the food ourselves". doneOurselves checks negation and questions, not
// hedges or conditions: the model is told a choice was made that is still
// open. Regression: a fact or nothing on the parent, a decision on the
// change.
func TestSkeptic94aMaybeWellDoItOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We could do it ourselves.",
		"We might do the flowers ourselves.",
		"Maybe we'll do the flowers ourselves.",
		"If the caterer cancels, we'll do the food ourselves.",
	)
}

// In a conversation: "We've decided Greenway will do the hedges this year."
// then "We usually do the hedges ourselves." (how it used to be). The
// parent keeps the decision alone; the change keeps the habit too, as a
// decision, newer — and the memory's header tells the model the newer note
// holds where two disagree, so it answers that the family does the hedges
// itself. Regression: no line of #3 on the parent, one on the change.
func TestSkeptic94aUsuallyDoneOurselvesDoesNotFollowTheDecision(t *testing.T) {
	for _, c := range [][2]string{
		{"We've decided Greenway will do the hedges this year.", "We usually do the hedges ourselves."},
		{"We decided on Mario's Catering for the food at the christening.", "Last year we made the food ourselves."},
	} {
		got := remembered(t, said(okTurns90(c[0], c[1])...))
		if l := lineOf(got, 3); l != "" {
			t.Errorf("the old habit is kept beside (and after) the decision: %q\n%s", l, got)
		}
	}
}

// A miss left at stop 94 (kept as a comment: "now happening over at", "happening up at … now" are still no place; "will be held at", "will now take place at", "is going to be held at", "takes place at … now" are since the first review):
// // Miss: where an event will be held, said with a future or a word between
// // ("will be held at", "will now take place at", "is going to be held at",
// // "takes place at", "now happening over at", "happening up at"), in words
// // the conversation says often, is still lost: the held reading wants
// // "happening"/"held"/"taking" right after "now", "being" or a copula, and
// // the place right after it. The person loses the new venue. Fails on both.
// func TestSkeptic94aAnEventWillBeHeldSomewhereMiss(t *testing.T) {
// 	for _, c := range []struct{ last, want string }{
// 		{"The picnic will be held at the church hall, Auntie Vi got the key.", "church hall"},
// 		{"The picnic will now take place at the church hall, Auntie Vi got the key.", "church hall"},
// 		{"The picnic is going to be held at the church hall, Auntie Vi got the key.", "church hall"},
// 		{"The picnic takes place at the church hall now, Auntie Vi got the key.", "church hall"},
// 		{"The picnic now happening over at the church hall, Auntie Vi got the key.", "church hall"},
// 		{"The picnic happening up at the old school now, Auntie Vi sorted it.", "old school"},
// 	} {
// 		got := inWordsSaidOften(
// 			"The picnic for the tour group is on the beach by the jetty.",
// 			"Auntie Vi say the picnic need shade, she worried.",
// 			"Auntie Vi baking for the picnic, coconut tart and johnny bread.",
// 			"Auntie Vi want the picnic early, before the heat.",
// 			"The picnic got twenty people now, Auntie Vi counting plates.",
// 			"The beach is done. Sand flies ate the choir alive on Saturday and Marcia say she ain't sitting in the wind. "+c.last)
// 		if !strings.Contains(got, c.want) {
// 			t.Errorf("%q: the new place is lost: %q", c.last, got)
// 		}
// 	}
// }

// A miss when written, read since the first review of stop 94 but for "I'll
// do the flowers myself" (taken out after the third review: "I'm finding it
// hard to forgive myself" read as a decision). The same choice of who does
// a job, said otherwise: "we'll do the flowers by ourselves", "we're doing the
// food ourselves this year", "we'll sort out the food ourselves", "Mum and
// I will do the food ourselves", "we'll just cook everything ourselves from
// now on", "we'll move the furniture ourselves on Saturday". doneOurselves
// wants "we" and "ourselves" last (or before "now"/"then"), not after "by",
// and "sort" counts as choosing. The person loses who does the job now: it
// stays a fact, beside the old plan. Fails on both.
func TestSkeptic94aDoneMyselfOrByOurselvesMiss(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"The florist cancelled, so we'll do the flowers by ourselves.",
		"The caterer let us down, so we're doing the food ourselves this year.",
		"The caterer let us down, so we'll sort out the food ourselves.",
		"The caterer let us down, so Mum and I will do the food ourselves.",
		"The caterer let us down, so we'll just cook everything ourselves from now on.",
		"The removal firm fell through, so we'll move the furniture ourselves on Saturday.",
	)
}

// A miss left at stop 94 (kept as a comment: "Us frying in the old school yard now" after "Change of plan" is still lost; the other heads are read since the first review):
// // Miss: where we do it now after a head the change does not know ("Plans
// // changed", "New plan", "Plan B", "Sad news", "Terrible news"), or said "Us
// // frying in …" (the same dialect as "We going to fry …"), in words said
// // often: the new place is lost beside the line about the sand. Fails on
// // both.
// func TestSkeptic94aWhereWeFryAfterOtherHeadsMiss(t *testing.T) {
// 	const why = "Marcia was right, the sand under the sea grape too soft, one pot nearly tip when we try it. "
// 	for _, last := range []string{
// 		"Plans changed for the fish fry. " + why + "We going to fry down in the old school yard, flat concrete and a standpipe right there.",
// 		"New plan for the fish fry. " + why + "We going to fry down in the old school yard, flat concrete and a standpipe right there.",
// 		"Plan B for the fish fry. " + why + "We going to fry down in the old school yard, flat concrete and a standpipe right there.",
// 		"Sad news about the fish fry. " + why + "We going to fry down in the old school yard, flat concrete and a standpipe right there.",
// 		"Terrible news about the fish fry. " + why + "We going to fry down in the old school yard, flat concrete and a standpipe right there.",
// 		"Change of plan for the fish fry. " + why + "Us frying in the old school yard now, flat concrete and a standpipe right there.",
// 	} {
// 		got := inWordsSaidOften(
// 			"The fish fry for the youth group is under the sea grape on the sand, pots and all.",
// 			"Marcia say the fish fry need three pots and the sand must be flat.",
// 			"Pots borrowed from the church, Marcia carrying them, fish fry ready.",
// 			"La carpa de la casa de doña Marta es vieja, pero la casa es grande.",
// 			"Doña Marta dice que en la casa caben todos, la carpa no hace falta.",
// 			last)
// 		if !strings.Contains(got, "old school yard") {
// 			t.Errorf("%q: where we do it now is lost: %q", last, got)
// 		}
// 	}
// }
