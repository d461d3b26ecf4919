package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The fifth skeptical review of stop 94 (93caf78 against e76ec86), English:
// the running joke of a verdict after a colon (runningJoke, verdictShape), a
// job done ourselves (doneOurselves), an order on how to answer followed by
// reasons (ordersWithReasons, "send me" in bareOrder), a job still lacking
// in a few words (stillLacking, jobWords), where an event is held
// (heldThere), and what is kept after "Bad news" / "Sad news" (turned,
// placedPlan, concludesTurn in pick). Regressions pass on e76ec86 and fail
// on 93caf78; misses fail on both. The sentences are this file's own.

// A training or feeding log: a runner ends each run with "Distance: 3
// miles.", a new mother each feed with "Feed: 120 ml." — the log's own
// shape, in a quarter of the messages or more. verdictShape counts "mile" and
// "ml" as the running joke's "stars", so every figure after the colon is no
// value and is cut from its line: the runner loses how far each run went
// (the 6-mile long run before a half marathon), the mother how much the baby
// drank at each feed. Regression: the figures kept on the parent, cut on
// the change.
func TestSkeptic94eALogsFiguresAreNoRunningJoke(t *testing.T) {
	runs := []string{
		"Started the couch to 5k plan today with Jess. Distance: 2 miles.",
		"Legs are sore, Jess says stretch more.",
		"Tuesday was rest day, did yoga instead.",
		"Went round the park with Jess. Distance: 3 miles.",
		"New trainers from Sports Direct, Nike Pegasus.",
		"Rain, so treadmill at the gym. Distance: 3 miles.",
		"Jess has a cold, ran on my own.",
		"Long run along the canal on Sunday. Distance: 6 miles.",
		"My knee twinged a bit after the hill.",
		"The half marathon is on October 12th in Cardiff.",
	}
	feeds := []string{
		"Isla woke at 5 again, fed her straight away. Feed: 120 ml.",
		"Health visitor Janine came, Isla is on the 50th centile.",
		"Tried the Tommee Tippee bottle, she hated it.",
		"Afternoon feed was fussy. Feed: 90 ml.",
		"Mum came over and did the bath.",
		"Isla had a good nap in the pram by the canal.",
		"Night feed at 2, she was starving. Feed: 150 ml.",
		"Her jabs are on the 14th at the surgery.",
		"Growth spurt I think, she fed loads. Feed: 180 ml.",
		"Tom is back from Leeds on Friday.",
	}
	for _, c := range []struct {
		texts []string
		at    int
		want  string
	}{
		{runs, 0, "2 miles"},
		{runs, 7, "6 miles"},
		{feeds, 0, "120 ml"},
		{feeds, 8, "180 ml"},
	} {
		if got := eachInWordsSaidOften(c.texts...)[c.at]; !strings.Contains(got, c.want) {
			t.Errorf("%q: the figure %q is lost: %q", c.texts[c.at], c.want, got)
		}
	}
}

// A family's week said one day a message, each with its time after a colon:
// "Pickup: 5 pm.", "Appointment: 9 am.", "Drop-off: 6 pm." — a quarter of
// the messages, so "pm" is taken for the running joke's "stars" and every
// time after a colon is no value: the lines keep the day and the place and
// lose when to collect the child from swimming, from Brownies, from the
// party. The model, asked when pickup is, has no answer. Regression: the
// times kept on the parent, cut on the change.
func TestSkeptic94eTimesAfterAColonAreNoRunningJoke(t *testing.T) {
	week := []string{
		"Monday is swimming at Riverside. Pickup: 5 pm.",
		"Lily needs new goggles, the strap snapped.",
		"Tuesday is the dentist with Dr Shah. Appointment: 9 am.",
		"Grandma is staying till Thursday.",
		"Wednesday is Brownies at the church hall. Drop-off: 6 pm.",
		"Jake has a cough, keeping an eye on it.",
		"Thursday is parents evening with Mrs Cole. Slot: 4 pm.",
		"Friday is Jake's party at the bowling alley. Pickup: 7 pm.",
		"Tom is away in Leeds all week.",
		"The car goes in for its MOT on Saturday.",
	}
	got := eachInWordsSaidOften(week...)
	for _, c := range []struct {
		at   int
		want string
	}{{0, "5 pm"}, {4, "6 pm"}, {6, "4 pm"}, {7, "7 pm"}} {
		if !strings.Contains(got[c.at], c.want) {
			t.Errorf("%q: the time %q is lost: %q", week[c.at], c.want, got[c.at])
		}
	}
}

// "myself" after a thing done by another verb: "I'm finding it hard to
// forgive myself" (a feeling), "I'll believe it when I see it myself"
// (doubt), "I'll take a long bath and treat myself", "I'll put the kettle on
// and calm myself down". doneOurselves finds "it", "a", "the" anywhere
// between "I'll"/"I'm …ing" and "myself" and reads a job the person chose
// to do themselves: each is a decision, which the model takes for a plan
// just made (the first review tested "we … ourselves" with nothing between;
// here the object belongs to another verb). Regression: a fact or nothing on
// the parent, a decision on the change.
func TestSkeptic94eMyselfAfterAnotherVerbsThingIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"I'm finding it hard to forgive myself.",
		"I'll believe it when I see it myself.",
		"I'll take a long bath and treat myself.",
		"I'll put the kettle on and calm myself down.",
	)
}

// "Still don't have a boss, I'm freelance", "Still no manager, thank
// goodness", "Still don't have a TV at home": no one and nothing wanted —
// a way of life, a relief. The new few-words reading of stillLacking takes
// any job word (or capitals) after "still no" / "still don't have a" for a
// job still to fill: each is an open question, and the model offers to help
// find a boss, a manager, a television. Regression: a fact or nothing on the
// parent, a question on the change.
func TestSkeptic94eNoBossWantedIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still don't have a boss, I'm freelance.",
		"Still no manager, thank goodness.",
		"Still don't have a TV at home.",
	)
}

// A cook's or a decorator's tip, with the person's own reasons after it:
// "Use plain flour, I never bother with self-raising, it just burns", "Use
// short strokes, I find it easier, they don't leave streaks", "Use plain
// yoghurt, I tried the flavoured one, it was far too sweet". "plain" and
// "short" are words of the answers' manner, and ordersWithReasons now cuts
// the reasons away (they open with "I" and "it"/"they"): an instruction on
// how to answer, held for every answer. Regression: a fact on the parent,
// a rule on the change.
func TestSkeptic94eATipWithItsReasonsIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Use plain flour, I never bother with self-raising, it just burns.",
		"Use short strokes, I find it easier, they don't leave streaks.",
		"Use plain yoghurt, I tried the flavoured one, it was far too sweet.",
	)
}

// What the person tells others, said with the person's "I": "Use plain
// English, I said to the council, they never listen", "Use simple words, I
// tell the kids, it's the best way". ordersWithReasons takes "I said to the
// council" for a reason, so the advice given to someone else becomes an
// order to the assistant, for every answer. Regression: a fact on the
// parent, a rule on the change.
func TestSkeptic94eAdviceToOthersIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Use plain English, I said to the council, they never listen.",
		"Use simple words, I tell the kids, it's the best way.",
	)
}

// How to write one thing for others, the reason being who they are: "Be
// casual, they're a friendly bunch, it's only a barbecue", "Be simple,
// they're only six, they won't get long words". "they're" opens a reason
// (reasonPronouns), so the one-off (a barbecue invite, a story for six-year-
// olds) is read as how to answer from now on: the person gets chatty or
// baby-simple answers ever after. Regression: a fact on the parent, a rule
// on the change.
func TestSkeptic94eOneThingForOthersIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Be casual, they're a friendly bunch, it's only a barbecue.",
		"Be simple, they're only six, they won't get long words.",
	)
}

// "Send me the summary first, then the full minutes", "Send me the formal
// one first", "Send me the short version first": one document, the order of
// its parts or versions this once. "send" is now a verb of giving the
// answers, and "first" lets a definite thing through, so each is an
// instruction held for every answer. Regression: a fact or nothing on the
// parent, a rule on the change.
func TestSkeptic94eSendMeTheSummaryFirstIsOnce(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Send me the summary first, then the full minutes.",
		"Send me the formal one first.",
		"Send me the short version first.",
	)
}

// After "Bad news" / "Sad news" / "Terrible news", a sigh with "after all":
// "So much for the new part after all", "So it wasn't the battery after
// all", "So all that saving was for nothing after all", "So I was worrying
// for nothing after all". turned now holds for those heads, and pick keeps
// every decision-kind line of the message: sarcasm and relief are kept as
// decisions beside the news, as if something were settled. Regression: no
// such line on the parent, a decision on the change.
func TestSkeptic94eAfterAllSighsAfterBadNewsAreNoDecision(t *testing.T) {
	for _, c := range [][2]string{
		{"Bad news: the car failed its MOT. So much for the new part after all.", "new part"},
		{"Bad news: the car failed its MOT. So it wasn't the battery after all.", "battery"},
		{"Terrible news from Mum's side. So all that saving was for nothing after all.", "saving"},
		{"Bad news: the car failed its MOT. So I was worrying for nothing after all.", "worrying"},
	} {
		for _, e := range read31(c[0]) {
			if e.Kind == session.LedgerDecision && strings.Contains(e.Text, c[1]) {
				t.Errorf("%q: a sigh kept as a decision: %q", c[0], e.Text)
			}
		}
	}
}

// After "Bad news" or "Sad news", placedPlan keeps any "We'll …" / "We're
// going to …" line with "in the …" / "on the …": "We'll be in the doghouse
// for weeks", "We're going to take it on the chin", "We're going to be on
// the edge of our seats", "We'll be in the wars for a bit" — idioms, no
// place (the third review found "in our prayers"). Each is kept as where the
// plan goes now. Regression: dropped on the parent, kept on the change.
func TestSkeptic94eIdiomsAfterBadNewsAreNoPlan(t *testing.T) {
	for _, c := range [][2]string{
		{"Bad news: I scratched Dad's new car on Tuesday. We'll be in the doghouse for weeks.", "doghouse"},
		{"Bad news: I scratched Dad's new car on Tuesday. We're going to take it on the chin.", "chin"},
		{"Sad news, Nan's had another stroke. We're going to be on the edge of our seats.", "edge"},
		{"Sad news, Nan's had another stroke. We'll be in the wars for a bit.", "wars"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// picnic94e says the picnic and Auntie Vi often (the setting of
// TestAnEventNowHappeningSomewhere).
var picnic94e = []string{
	"The picnic for the tour group is on the beach by the jetty.",
	"Auntie Vi say the picnic need shade, she worried.",
	"Auntie Vi baking for the picnic, coconut tart and johnny bread.",
	"Auntie Vi want the picnic early, before the heat.",
	"The picnic got twenty people now, Auntie Vi counting plates.",
}

// "The picnic is held in the highest regard round here", "… held in the
// highest esteem by the church": praise, no venue. heldThere takes "held in
// the <noun>" for where the event is, weights the line as a place and keeps
// it as the message's point, and the real news of the message — Marcia
// bringing the folding tables from the school — is dropped. The person
// loses who brings the tables. Regression: the tables kept on the parent,
// the praise kept in their place on the change.
func TestSkeptic94eHeldInTheHighestRegardIsNoVenue(t *testing.T) {
	for _, last := range []string{
		"The picnic is held in the highest regard round here. Marcia bringing the folding tables from the school.",
		"The picnic is held in the highest esteem by the church. Marcia bringing the folding tables from the school.",
	} {
		got := inWordsSaidOften(append(append([]string(nil), picnic94e...), last)...)
		if !strings.Contains(got, "folding tables") {
			t.Errorf("%q: who brings the tables is lost: %q", last, got)
		}
		if strings.Contains(got, "highest") {
			t.Errorf("%q: praise kept as where the picnic is: %q", last, got)
		}
	}
}

// "The picnic is now being held at the mercy of the weather", "The picnic
// taking place at the mercy of the weather": a worry, no venue. heldThere
// reads "at the mercy" as the place, so the line is kept (and weighted as a
// place) beside the real news: filler the model may read as where the
// picnic is. Regression: dropped on the parent, kept on the change.
func TestSkeptic94eAtTheMercyOfTheWeatherIsNoVenue(t *testing.T) {
	for _, last := range []string{
		"The picnic is now being held at the mercy of the weather. Marcia bringing the folding tables from the school.",
		"The picnic taking place at the mercy of the weather. Marcia bringing the folding tables from the school.",
	} {
		if got := inWordsSaidOften(append(append([]string(nil), picnic94e...), last)...); strings.Contains(got, "mercy") {
			t.Errorf("%q: a worry kept as where the picnic is: %q", last, got)
		}
	}
}

// A miss left at stop 94 (kept as a comment):
// // Miss: a job still unfilled said with "We" or otherwise: "We still don't
// // have a referee for Saturday's match" (lackingOpeners know "still don't
// // have a", not after "We"), "We've still got no referee …", "We're still
// // without a referee …". Each stays a fact: the club loses that a referee
// // is still to be found. Fails on both.
// func TestSkeptic94eWeStillDontHaveARefereeMiss(t *testing.T) {
// 	readAs(t, session.LedgerQuestion,
// 		"We still don't have a referee for Saturday's match.",
// 		"We've still got no referee for Saturday's match.",
// 		"We're still without a referee for Saturday's match.",
// 	)
// }

// fishFry94e says the fish fry and Marcia often (the setting of
// TestWhereWeDoItAfterAChangeOfPlan).
var fishFry94e = []string{
	"The fish fry for the youth group is under the sea grape on the sand, pots and all.",
	"Marcia say the fish fry need three pots and the sand must be flat.",
	"Pots borrowed from the church, Marcia carrying them, fish fry ready.",
	"La carpa de la casa de doña Marta es vieja, pero la casa es grande.",
	"Doña Marta dice que en la casa caben todos, la carpa no hace falta.",
}

// A miss left at stop 94 (kept as a comment):
// // Miss: where the plan goes now after "Change of plan", said by one person
// // or as "Let's": "I'll fry down in the old school yard", "I'm going to fry
// // …", "Let's fry …" (plansAhead knows "we" only). The new place is lost
// // beside the line about the sand; the model keeps the beach. Fails on both.
// func TestSkeptic94eIllFryThereAfterAChangeOfPlanMiss(t *testing.T) {
// 	const why = "Change of plan for the fish fry. Marcia was right, the sand under the sea grape too soft, one pot nearly tip when we try it. "
// 	for _, last := range []string{
// 		why + "I'll fry down in the old school yard, flat concrete and a standpipe right there.",
// 		why + "I'm going to fry down in the old school yard, flat concrete and a standpipe right there.",
// 		why + "Let's fry down in the old school yard, flat concrete and a standpipe right there.",
// 	} {
// 		if got := inWordsSaidOften(append(append([]string(nil), fishFry94e...), last)...); !strings.Contains(got, "old school yard") {
// 			t.Errorf("%q: where we fry now is lost: %q", last, got)
// 		}
// 	}
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: an order on how to answer with reasons that open with "my": "Give
// // me prices in pounds only, my eyes aren't great, the rand just confuses
// // me", "Use metric units, my husband can't do inches, he's from Germany"
// // (ordersWithReasons wants a reason word, "I"/"we" or "it"/"they" first).
// // Each stays a fact: the person gets rand and inches again. Fails on both.
// func TestSkeptic94eOrderWithReasonsOpeningMyMiss(t *testing.T) {
// 	readAs(t, session.LedgerRule,
// 		"Give me prices in pounds only, my eyes aren't great, the rand just confuses me.",
// 		"Use metric units, my husband can't do inches, he's from Germany.",
// 	)
// }
