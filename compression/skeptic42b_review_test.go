package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptic's review of stop 42 (e20ce00..25d4a95): the sentences it joins
// ("So/Also …" after the sentence before, a short head that says a mind was
// made up), what a label's colon or a short head before a ban now keeps, and
// the request kept though it names nothing. Each test shows context a person
// would lose, or a wrong line the model would be sent. The sentences are this
// file's own.

// current fails when the line of message n holding keys is missing or reads
// as outdated: a value still true that the model would take for an old one.
func current(t *testing.T, got string, n int, what string, keys ...string) {
	t.Helper()
	l := lineOf(got, n, keys...)
	if l == "" {
		t.Errorf("%s is lost:\n%s", what, got)
	} else if strings.Contains(l, "(updated in") {
		t.Errorf("%s reads as outdated, though nothing changed it:\n%s", what, got)
	}
}

// English "Also" adds another thing; it is not German "Also" (= "so"), and
// says nothing follows from the sentence before. consequence takes "also " as
// a consequence, so a sister's move and the gym fee become one line: when the
// gym fee goes up again, the sister's move reads as outdated; when the sister
// moves elsewhere instead, the current £45 gym fee reads as outdated.
func TestSkeptic42bEnglishAlsoAddsAnotherThingItDoesNotFollow(t *testing.T) {
	first := "Beatriz is moving in with her boyfriend in Leeds next spring. Also the gym membership is now £45 a month."
	got := remembered(t, said(
		first, "A: Ok.",
		"The gym membership went up again, it's £50 a month from March.", "A: Ok.",
	))
	current(t, got, 1, "Beatriz's move to Leeds", "Beatriz", "Leeds")
	got = remembered(t, said(
		first, "A: Ok.",
		"Change of plan: Beatriz is moving to York instead, with her boyfriend.", "A: Ok.",
	))
	current(t, got, 1, "the £45 gym fee", "gym", "£45")
}

// "Decided on the blue tiles" holds its choice; it is no head waiting for
// it. decisionHead takes any "decided" followed by "on"/"with"/"about" for
// one, so the next sentence, on something else entirely, is glued on: the
// car insurance renewal. When Admiral's price changes, the tile decision
// reads as outdated.
func TestSkeptic42bADecisionThatHoldsItsChoiceTakesNoOtherSubject(t *testing.T) {
	got := remembered(t, said(
		"Decided on the blue tiles for the bathroom. The car insurance renewal is £412 with Admiral.", "A: Ok.",
		"Admiral came back and the renewal is £450 now.", "A: Ok.",
	))
	current(t, got, 1, "the decision on the blue tiles", "blue", "tiles")
}

// The same with a value in the decision: "We agreed on £350 for the van"
// is a decision with its amount, and decisionHead does not look at the value
// when "on" follows. Two values on one line: the nursery start moving marks
// the agreed £350 outdated.
func TestSkeptic42bAnAgreedPriceIsNotAHeadForTheNextValue(t *testing.T) {
	got := remembered(t, said(
		"We agreed on £350 for the van with Tom. Kemi starts nursery on 2 September.", "A: Ok.",
		"Kemi's nursery start moved to 9 September.", "A: Ok.",
	))
	current(t, got, 1, "the £350 agreed for the van", "£350", "van")
}

// "I agreed with my sister about the car" is what was agreed with whom; the
// dentist's appointment after it is another matter. decisionHead reads
// "agreed" + "with" as a head, the two become one line, and when the dentist
// moves the appointment again the agreement about the car reads as outdated.
func TestSkeptic42bAgreedWithSomeoneIsNoHeadForTheDentist(t *testing.T) {
	got := remembered(t, said(
		"I agreed with my sister about the car. The dentist moved my appointment to Tuesday at 3pm.", "A: Ok.",
		"The dentist moved me again, Thursday at 10am now.", "A: Ok.",
	))
	current(t, got, 1, "the agreement with the sister about the car", "sister", "car")
}

// "Nothing decided." says no decision was made: it is no head of a
// decision. decisionHead takes it for one ("Floor decided." shape), so the
// plumber's appointment after it is one line with it, read as a decision the
// person made — and "Still undecided about the kitchen." matches "decided"
// inside "undecided", gluing the tiler's bill to the kitchen that is still
// open.
func TestSkeptic42bNothingDecidedIsNoDecisionHead(t *testing.T) {
	for _, text := range []string{
		"Nothing decided. The plumber comes on Monday at 8am.",
		"Still undecided about the kitchen. The tiler charged £900 for the bathroom.",
	} {
		for _, e := range read31(text) {
			if strings.Contains(e.Text, "plumber") && e.Kind == session.LedgerDecision {
				t.Errorf("%q: the plumber's visit is read as a decision: %q", text, e.Text)
			}
			if strings.Contains(e.Text, "£900") && strings.Contains(e.Text, "decided") {
				t.Errorf("%q: the bill is glued to what is not decided: %q", text, e.Text)
			}
		}
	}
}

// "Would you believe it?", "Can you imagine?", "Could you scream?" are
// exclamations, not requests. The pick change keeps a question-kind line
// that names nothing beside a named sentence, so each is kept as an open
// task for the assistant, ranked above facts (rank gives a question +8): the
// memory tells the small model the person still waits for an answer to
// "Would you believe it?", a line that says nothing once the turn is gone.
func TestSkeptic42bAnExclamationIsNoOpenRequest(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Lunch with Graham was fun. Would you believe it?",
		"Dinner at Priya's was lovely. Can you imagine?",
		"Rang Vodafone about the bill. Could you scream?",
		"Lunch with Graham was fun. Can you guess what he ordered?",
	)
}

// "She'll let me know next week" is what Dr Ayala will do, not a request to
// the assistant; kept now as an open question of its own line, apart from
// the sentence that says who "she" is, the memory holds a task nobody set
// and a "she" of no one.
func TestSkeptic42bSomeoneElsesPromiseIsNoOpenRequest(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Saw Dr Ayala about my knee. She'll let me know next week.",
		"Met Tomás at the market. He'll let me know.",
	)
}

// The exclamation kept as a request costs a fact: with room for sixteen
// words, e20ce00 kept the mother's penicillin allergy beside Graham's move;
// now "Would you believe it?" competes for the room and the allergy is
// dropped from the memory.
func TestSkeptic42bAnExclamationCrowdsOutAnAllergy(t *testing.T) {
	got := rememberedWithin(t, said(
		"Mum is allergic to penicillin.", "A: Ok.",
		"Graham moved to Leeds with the kids. Would you believe it?", "A: Ok.",
	), 16)
	if lineWith(got, "penicillin") == "" {
		t.Errorf("the mother's penicillin allergy is lost:\n%s", got)
	}
}

// A liking said of "he" after a sentence that names someone else joins it
// only because a liking is taken to be theirs (joins: "what 'he' does after
// 'Sarah is doing the turkey' may be another's, so only a liking joins").
// chosenOver makes any "instead of" a liking, so "He's bringing red wine
// instead of beer" — his, not Sarah's — is glued to Sarah's line, and when
// the wine plan changes, Sarah doing the turkey reads as outdated.
func TestSkeptic42bInsteadOfIsNoLikingOfTheOneNamedBefore(t *testing.T) {
	got := remembered(t, said(
		"My sister Sarah is doing the turkey on Christmas Day. He's bringing red wine instead of beer.", "A: Ok.",
		"Change of plan: he's bringing beer now, the red wine is off.", "A: Ok.",
	))
	current(t, got, 1, "Sarah doing the turkey", "Sarah", "turkey")
}

// A ban said after a short head with a colon is the person's only when the
// head is: "His reply: no advice, please.", "Rule from Marta: no lectures,
// please.", "Their only ask: no emojis, please." quote someone else's
// answer. bareBan now reads the rest after any short head and checks only
// thirdParties ("Mum's verdict"), so each becomes a standing order on the
// assistant's answers that the person never gave.
func TestSkeptic42bSomeoneElsesAnswerAfterAColonIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"His reply: no advice, please.",
		"Rule from Marta: no lectures, please.",
		"Their only ask: no emojis, please.",
	)
}
