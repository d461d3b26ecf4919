package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of a320eb0 (stop 75): what the change reads worse than ade8e33
// did, and what its new readings still miss.

// REGRESSION: "work out" followed by how long, "and", "so" or a comma is
// exercise, not something still to solve; workingOut lists only some of the
// words after it, so a workout is now an open question.
func TestSkeptic75aWorkingOutIsStillExercise(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I still need to work out for 45 minutes.",
		"I still have to work out and shower before the party.",
		"I still need to work out so I'll be a bit late.",
		"Still need to work out, haven't been to the gym since Monday.")
}

// REGRESSION: a short head that only says the question is meant frankly
// ("Face it:", "Seriously:", "Ehrlich jetzt:", "Seamos sinceros:") opens a
// rhetorical question; any head of three words without "let's" now hands
// its question to deliberates, so "Face it: who's going to hire …?" is open
// where "Let's face it: …" (the change's own counter-example) is not.
func TestSkeptic75aRhetoricalQuestionAfterAFrankHead(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Face it: who's going to hire a 60 year old?",
		"Seriously: who's going to eat 40 sausage rolls?",
		"Ehrlich jetzt: wer soll das alles essen?",
		"Seamos sinceros: ¿quién va a notar la diferencia?")
}

// REGRESSION: a head naming a problem before a rhetorical "who" question is
// a complaint, not a task to settle; whoDoes takes any "who" after a worry
// head of up to eight words as open.
func TestSkeptic75aRhetoricalWhoAfterAProblemHead(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"The real issue: who in their right mind would pay £40 for a candle?",
		"Das eigentliche Problem: wer kauft heute noch CDs?",
		"El problema de fondo: ¿quién compra hoy en día un periódico?",
		"Mum's problem: who wants to live in a bungalow anyway?",
		"The problem is: who cares?")
}

// REGRESSION: a worry head's question settled in the next sentence ("Dave
// said he'd do it") is no longer open; it was a fact before the change.
func TestSkeptic75aProblemHeadQuestionSettledAfter(t *testing.T) {
	never31(t, session.LedgerQuestion, "Next headache: who's going to drive Gran? Dave said he'd do it.")
}

// REGRESSION: "when X comes up" is also a one-off event (my turn, my exam),
// and a request tied to it is once, not a standing rule: topicComesUp takes
// any "when … comes up" for what the talk turns to.
func TestSkeptic75aOneOffRequestWhenAnEventComesUp(t *testing.T) {
	never31(t, session.LedgerRule,
		"When my turn comes up, wish me luck!",
		"When my exam comes up, remind me to bring two pencils.")
}

// REGRESSION: "drop my", "ditch the", "scrap my" are plain verbs of the
// person's own plans (taking the car in, getting rid of a sofa, scrapping
// an old car); the new revocation phrases read them as instructions to the
// assistant — and a plan taken back for a new one ("we're staying home") is
// no rule either.
func TestSkeptic75aPlansWithDropDitchScrapAreNoRules(t *testing.T) {
	never31(t, session.LedgerRule,
		"I'll drop my car off at Kwik Fit on Monday.",
		"Gonna ditch the gym membership, never go anyway.",
		"Gotta ditch the old sofa before the new one comes.",
		"Gonna scrap my old Corsa, it failed its MOT.",
		"Might scrap my plans for the weekend, feeling rough.",
		"Ditch my plan to go to Spain, we're staying home.")
}

// REGRESSION: "I'm getting …" after a take-back is often the reason, not a
// new choice; with "i'm getting" in choiceAfter, taking back the standing
// quiz or joke instruction is read as a decision and no longer takes the
// rule back.
func TestSkeptic75aTakeBackWithImGettingStaysARule(t *testing.T) {
	lines := linesOf57([]string{
		"Hi, I'm Tom, I'm revising for my GCSEs. End every answer with a quick quiz question so I can test myself.", "A: Ok.",
		"The maths exam is on the 12th of June.", "A: Ok.",
	}, "Scrap the quizzes, I'm getting enough practice at school.")
	if !slices57(lines, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerRule && strings.Contains(e.Text, "quizzes")
	}) {
		t.Errorf("the take-back of the quiz instruction is no rule: %v", lines)
	}
	lines = linesOf57([]string{
		"Hi, I'm Tom. Please end every reply with a little joke, it cheers me up.", "A: Ok.",
		"We're planning Dad's 70th in the village hall.", "A: Ok.",
	}, "Forget the jokes, I'm getting tired of them to be honest.")
	if !slices57(lines, func(e session.LedgerEntry) bool {
		return e.Kind == session.LedgerRule && strings.Contains(e.Text, "jokes")
	}) {
		t.Errorf("the take-back of the joke instruction is no rule: %v", lines)
	}
}

// REGRESSION: an itinerary sent day by day ("1 Lisbon → …", "2 Sintra →
// …") opens with a counted number and varying words before a mark, so
// countedLabelCloser strips the day's place — the fact of where the hotel
// and the train are; a bake sale's counts and bakes go the same way.
func TestSkeptic75aCountedDayLabelKeepsThePlace(t *testing.T) {
	trip := []string{
		"Planning our Portugal trip, I'll send it day by day.", "A: Ok.",
		"1 Lisbon → land 14:20 on TP1331, hotel is Casa do Príncipe.", "A: Ok.",
		"2 Sintra → train from Rossio at 9, Pena Palace tickets for 10:30.", "A: Ok.",
	}
	if got := linesOf57(trip, "3 Porto → Alfa Pendular at 11:39, Airbnb on Rua das Flores."); !holds57(got, "Porto") {
		t.Errorf("the day's place is cut as a label: %v", got)
	}
	bakes := []string{
		"40 cupcakes · Mrs Patel is baking them, nut free.", "A: Ok.",
		"45 flapjacks · Gran's doing those, she wants them back in tins.", "A: Ok.",
	}
	if got := linesOf57(bakes, "50 brownies · Dave's mum, no walnuts because of Ellie."); !holds57(got, "brownies") {
		t.Errorf("what Dave's mum bakes is cut as a label: %v", got)
	}
}

// REGRESSION: a musing on what most people want is junk beside the facts
// of the message; mostWant marks it a liking and it is kept.
func TestSkeptic75aMostPeopleMusingIsNoLiking(t *testing.T) {
	got := linesOf57(nil, "Most people just want a quiet life, to be fair. Anyway, the van is booked for Saturday at 8 from Hertz in Leeds.")
	if holds57(got, "quiet life") {
		t.Errorf("a musing on most people is kept: %v", got)
	}
}

// STILL MISSED: what nearly all customers want ("Fast alle Kunden wollen
// …") or ask for ("Most customers ask for it …") is the same liking as
// "Die meisten Kunden wollen …", and is lost beside the named wish.
func TestSkeptic75aWhatNearlyAllCustomersWant(t *testing.T) {
	got := linesOf57(cider75, "Fast alle Kunden wollen naturtrüb, klaren Saft will fast keiner mehr, sagt der Alois. Die Weber-Schwestern aus Welschingen wollen ihren Saft mit Quitte gemischt, jedes Jahr gleich.")
	if !holds57(got, "naturtrüb") {
		t.Errorf("no line holds what nearly all customers want: %v", got)
	}
	got = linesOf57(cider75, "Most customers ask for it unsweetened, says the farmer. The Miller twins from Leek want theirs with ginger, every single year.")
	if !holds57(got, "unsweetened") {
		t.Errorf("no line holds what most customers ask for: %v", got)
	}
}

// STILL MISSED: a rule on what the talk turns to, said with "when it comes
// to", "wenn's ums …" or "get onto", is the same rule as "any time money
// comes up, show your arithmetic".
func TestSkeptic75aTopicRuleVariants(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"When it comes to money, show your working.", "working", session.LedgerRule},
		{"Wenn's ums Geld geht, rechne mir alles vor.", "rechne", session.LedgerRule},
		{"Any time we get onto money, show your working.", "working", session.LedgerRule},
	})
}

// STILL MISSED: the change's own announcing heads ("Jetzt kommt's:", "El
// problema es otro:") before a plain who or where question, and a head
// naming the sore point ("Der Knackpunkt:"), are open questions; the
// Spanish one is lost altogether.
func TestSkeptic75aOpenQuestionsAfterAnnouncingHeads(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"El problema es otro: ¿dónde duerme la abuela?", "abuela", session.LedgerQuestion},
		{"Jetzt kommt's: Wer holt die Oma vom Bahnhof ab?", "Oma", session.LedgerQuestion},
		{"Der Knackpunkt: Wer sagt's der Mama?", "Mama", session.LedgerQuestion},
	})
}

// STILL MISSED: "quit" with a named thing the lists lack ("podcasts",
// "supplements") and the Spanish and German "stop recommending apps"
// without a "me" are the same order as "quit suggesting apps".
func TestSkeptic75aQuitSuggestingOtherThings(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Quit suggesting podcasts.", "podcasts", session.LedgerRule},
		{"Please quit recommending supplements.", "supplements", session.LedgerRule},
		{"Deja de recomendar apps, por favor.", "apps", session.LedgerRule},
		{"Hör auf, Apps vorzuschlagen.", "Apps", session.LedgerRule},
	})
}

// STILL MISSED: asides of the same kind as headAsides, a word changed ("no
// offense meant", "while I think about it", "sin ofender", "nimm's mir
// nicht übel"), still hide the rule after the head.
func TestSkeptic75aRuleUnderAsideVariants(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Another thing, no offense meant: please quit suggesting apps.", "apps", session.LedgerRule},
		{"Another rule while I think about it: give me driving times in hours and kilometres both.", "kilometres", session.LedgerRule},
		{"Otra cosa, sin ofender: deja de sugerirme apps.", "apps", session.LedgerRule},
		{"Noch was, nimm's mir nicht übel: keine Emojis mehr.", "Emojis", session.LedgerRule},
	})
}

// STILL MISSED: an open question under the same aside heads ("while I
// remember", "bevor ich's vergess", "ahora que me acuerdo") is read as a
// plain fact.
func TestSkeptic75aQuestionUnderAsideHead(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"One more thing while I remember: who's bringing the chairs?", "chairs", session.LedgerQuestion},
		{"Noch was, bevor ich's vergess: wer holt die Oma vom Bahnhof ab?", "Oma", session.LedgerQuestion},
		{"Otra cosa, ahora que me acuerdo: ¿quién recoge a la abuela?", "abuela", session.LedgerQuestion},
	})
}
