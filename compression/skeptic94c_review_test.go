package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The third skeptical review of stop 94 (8ca7c56 against e76ec86), in
// English: what a change of plan settled and the lines kept after a "Change
// of plan" / "Bad news" / "Plan B" head (concludesTurn, placedPlan and turned
// in pick, memory_read.go), a number word before a word a third of the
// person's messages say read as the conversation's running joke (runningJoke
// in class, memory_clauses.go), where an event is held and whose place it is
// (heldAt and the kin-title branch of located, memory_kinds.go), and a job
// done ourselves read as a decision (doneOurselves, memory_clauses.go).
// Regressions pass on e76ec86 and fail on 8ca7c56; misses fail on both. The
// sentences are this file's own.

// Conversations that talk of one thing in a third of the person's messages
// or more: the chairs for a christening, the kids, a slimmer's stone, a
// baby's naps, a shop worker's hours.
var (
	chairs94c = []string{
		"The christening lunch is at our house on May 4th.",
		"The chairs from church are wobbly, Mum says.",
		"We'll put the chairs out on the patio if it's sunny.",
		"Dad is fixing the old chairs in the garage.",
		"The florist is Bloom & Wild on Market Street.",
		"The chairs need cushions, Auntie Pat is sewing some.",
		"The cake is from Greggs, don't judge.",
		"Father Tom says we can keep the chairs till Monday.",
		"The godparents are Sarah and Ben.",
	}
	kids94c = []string{
		"The kids start school on September 3rd.",
		"The kids need new shoes before then.",
		"My sister is lending us her car for the school run.",
		"The kids love the new park on Elm Road.",
		"Dinner is usually at 6 for the kids.",
		"The kids' swimming lessons are on Tuesdays at Riverside pool.",
		"Jake's birthday party is on the 20th at the bowling alley.",
		"The kids want a dinosaur cake.",
		"Grandma is coming on Friday.",
	}
	stone94c = []string{
		"I started Slimming World in January at 15 stone.",
		"My target is 11 stone by the wedding.",
		"Weigh-in is Tuesdays at the church hall with Karen.",
		"I had a bad week, the stone I lost at Easter came back.",
		"My sister did the same thing last year.",
		"I do Couch to 5k on Mondays and Thursdays.",
		"Karen says the first stone is the hardest.",
		"The wedding is on August 9th in Whitby.",
		"My dress is a size 16 from Monsoon.",
	}
	naps94c = []string{
		"Baby Isla was born on March 2nd, 7lb 4oz.",
		"Her naps are all over the place.",
		"The health visitor is Janine, she comes Thursdays.",
		"The naps in the pram work better than the cot.",
		"Isla's naps get shorter when she's teething.",
		"My mum has her on Wednesdays so I can nap too.",
		"She's on Aptamil First Infant Milk.",
		"The naps at nursery will be different, Janine says.",
		"Her jabs are on the 14th at the surgery.",
	}
	hours94c = []string{
		"I work at the Co-op on Baker Street.",
		"My manager keeps changing my hours.",
		"The hours are killing me this month.",
		"I asked HR about my hours on Monday.",
		"My contract says the hours can change with a week's notice.",
		"The pay is £11.44 an hour.",
		"Next week my hours drop because of a new starter.",
		"My rota comes out on Thursdays.",
		"Sam covers my shift on Saturday.",
	}
)

// A count of what the conversation talks of is no running joke: "We need
// twenty chairs in total" among messages about the christening chairs,
// "Fourteen kids are coming" in a parent's, "As of today I've lost two
// stone" in a slimmer's, "She does three naps a day now" in a new mother's,
// "I'm doing forty hours this week" in a shop worker's. runningJoke takes any
// word a third of the messages say for the joke's "stars", so the number
// word counts nothing (even "a day", "this week", which perPeriod read as a
// value, come after it): the line goes, or keeps its other half only. The
// person loses how many chairs to borrow, how many kids to feed, the weight
// lost, the baby's naps, the week's hours. Regression: kept on the parent,
// lost on the change.
func TestSkeptic94cACountOfWhatTheConversationTalksOfIsNoJoke(t *testing.T) {
	for _, c := range []struct {
		said       []string
		last, want string
	}{
		{chairs94c, "We need twenty chairs in total.", "twenty chairs"},
		{kids94c, "Fourteen kids are coming.", "Fourteen kids"},
		{stone94c, "As of today I've lost two stone.", "two stone"},
		{naps94c, "She does three naps a day now.", "three naps"},
		{hours94c, "I'm doing forty hours this week, plus a Sunday.", "forty hours"},
	} {
		if got := inWordsSaidOften(append(slices.Clone(c.said), c.last)...); !strings.Contains(got, c.want) {
			t.Errorf("%q: the count is lost: %q", c.last, got)
		}
	}
}

// The same loss as an update: "Mum says we need fifteen chairs for the lunch
// on May 4th" (kept by its date), then "Ben's family are coming too, so we
// need twenty chairs now". The change keeps "Ben's family are coming too"
// and drops the new count, so fifteen chairs stands as the current number
// and the model answers it. Regression: the line of #17 holds "twenty
// chairs" on the parent, not on the change.
func TestSkeptic94cANewCountOfChairsIsKept(t *testing.T) {
	msgs := []string{
		"The christening lunch is at our house on May 4th.",
		"Mum says we need fifteen chairs for the lunch on May 4th.",
		"The chairs from church are wobbly, Mum says.",
		"We'll put the chairs out on the patio if it's sunny.",
		"Dad is fixing the old chairs in the garage.",
		"The chairs need cushions, Auntie Pat is sewing some.",
		"The cake is from Greggs, don't judge.",
		"Father Tom says we can keep the chairs till Monday.",
		"Ben's family are coming too, so we need twenty chairs now.",
		"The godparents are Sarah and Ben.",
	}
	got := remembered(t, said(okTurns90(msgs...)...))
	if lineOf(got, 17, "twenty chairs") == "" {
		t.Errorf("the new count of chairs is lost, fifteen reads as current:\n%s", got)
	}
}

// Where a book or a film "takes place" is its story's setting, not where
// the club meets: "The book club novel takes place in the Highlands" after
// "The book club is at Jenny's flat in Leith". heldAt reads "takes place in
// the …" as the event held there, and the club's venue is marked "updated in
// #3": the model thinks book club moved to the Highlands. Regression:
// current on the parent, updated on the change.
func TestSkeptic94cAStorysSettingIsNoVenue(t *testing.T) {
	for _, c := range [][3]string{
		{"The book club is at Jenny's flat in Leith.", "The book club novel takes place in the Highlands, Jenny chose it.", "Jenny's flat"},
		{"The book club is at Jenny's flat in Leith.", "The book for book club takes place in the Highlands.", "Jenny's flat"},
		{"The film club is at the Scout hut on Friday.", "The film club film takes place in the Highlands.", "Scout hut"},
	} {
		current90(t, remembered(t, said(okTurns90(c[0], c[1])...)), 1, c[2])
	}
}

// An event now held "in the coming days", "in a couple of years", "in the
// next few days", "in a few weeks", "in the early hours", "in the lunch
// break" moves in time; one held "in the rain", "in the sunshine", "in the
// heat wave" does not move at all. whenNouns knows "week", "month",
// "spring" (the first review's words), not "weeks", "days", "years",
// "hours", "break" or the weather, so each is read as the new venue and the
// old one is marked "updated in #3": the person loses where the reunion, the
// AGM, the quiz, the fete or sports day is. Regression: current on the
// parent, updated on the change.
func TestSkeptic94cHeldInTheComingDaysOrTheRainMovesNoVenue(t *testing.T) {
	for _, c := range [][3]string{
		{"The reunion is at the Red Lion in Hexham.", "The reunion will now be held in the coming days.", "Red Lion"},
		{"The reunion is at the Red Lion in Hexham.", "The reunion will now take place in a couple of years.", "Red Lion"},
		{"The reunion is at the Red Lion in Hexham.", "The reunion is now being held in a few weeks.", "Red Lion"},
		{"The meeting is at the town hall on Monday.", "The meeting is now happening in the next few days.", "town hall"},
		{"The party is at the Crown.", "The party is now being held in the early hours.", "Crown"},
		{"The quiz is at the Crown on Mill Lane.", "The quiz is now being held in the lunch break.", "Crown"},
		{"The fete is at the village hall on Ashby Road.", "The fete is now being held in the rain, whatever happens.", "village hall"},
		{"The fete is at the village hall on Ashby Road.", "The fete will now take place in the sunshine, fingers crossed.", "village hall"},
		{"The sports day is at the rec on Friday.", "Sports day is now being held in the heat wave, the school says hats on.", "rec"},
	} {
		current90(t, remembered(t, said(okTurns90(c[0], c[1])...)), 1, c[2])
	}
}

// "in Uncle Joe's debt", "on Mr Khan's team", "on Mr Khan's radar", "on
// Auntie Vi's nerves", "on Uncle Joe's case", "on Mr Khan's project": the
// kin-title branch of located takes any noun after "<title> <name>'s" for a
// place, and abstractOwned lists only the first review's "good/bad books"
// and "side". Where the person is (the hospital, the office, the kennels)
// is marked "updated in #3": the model thinks Dad has left the Royal
// Infirmary, Priya the Leeds office. Regression: current on the parent,
// updated on the change.
func TestSkeptic94cKinTitleIdiomsMoveNobody(t *testing.T) {
	for _, c := range [][3]string{
		{"Dad is at the Royal Infirmary, ward 7.", "Dad is in Uncle Joe's debt now, after the loan.", "Royal Infirmary"},
		{"Priya is at the Leeds office this month.", "Priya is on Mr Khan's team now.", "Leeds office"},
		{"Priya is at the Leeds office this month.", "Priya is on Mr Khan's radar now, she landed the contract.", "Leeds office"},
		{"The dog is at the kennels on Mill Lane till Sunday.", "The dog is on Auntie Vi's nerves now.", "kennels"},
		{"Dad is at the Royal Infirmary, ward 7.", "Dad is on Uncle Joe's case about the will now.", "Royal Infirmary"},
		{"Mia is at the Leeds office this month.", "Mia is on Mr Khan's project now.", "Leeds office"},
	} {
		current90(t, remembered(t, said(okTurns90(c[0], c[1])...)), 1, c[2])
	}
}

// "So" opening a story in the past is no plan: "So we painted the nursery
// ourselves last weekend", "So we found the leak ourselves in the end", "So
// I bought a ticket for myself too", "So I made a cup of tea for myself and
// went to bed", "So we had the beach all to ourselves". doneOurselves takes
// "so" before "we"/"I" for a plan whatever the verb's tense (the first
// review's "We painted the whole house ourselves" had no "so"): what the
// person did reads as a choice the model should follow, and the beach and
// the tea are kept as decisions where the parent dropped them. Regression:
// a fact or nothing on the parent, a decision on the change.
func TestSkeptic94cSoThenThePastDoneOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"So we painted the nursery ourselves last weekend.",
		"So we found the leak ourselves in the end.",
		"So I bought a ticket for myself too.",
		"So I made a cup of tea for myself and went to bed.",
		"So we had the beach all to ourselves.",
	)
}

// "to ourselves", "for ourselves", "a fool of myself" say no job done by the
// person instead of someone else: "We'll have the house to ourselves this
// weekend" (the kids are away), "We'll see the damage for ourselves when we
// get there", "We'll see it for ourselves on Saturday", "I'll make a fool
// of myself at the karaoke" (a worry, kept where the parent dropped it).
// doneOurselves wants only "we'll" and an article before "ourselves". The
// model is told of choices nobody made. Regression: a fact or nothing on
// the parent, a decision on the change.
func TestSkeptic94cToOrForOurselvesIsNoJobDone(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We'll have the house to ourselves this weekend.",
		"We'll have the whole place to ourselves on Saturday.",
		"We'll see the damage for ourselves when we get there.",
		"We'll see it for ourselves on Saturday.",
		"I'll make a fool of myself at the karaoke.",
	)
}

// A job done ourselves only probably, hopefully, or on a condition that
// hedged and conditionWords do not list ("unless", "in case", "as long as",
// "once", "should …", or an "if" past the sixth word): "We'll probably do
// the food ourselves", "We'll do the food ourselves unless Mum objects",
// "Should the caterer cancel, we'll do the food ourselves". The model is
// told the family settled on doing the food when it is still open.
// Regression: a fact or nothing on the parent, a decision on the change.
func TestSkeptic94cProbablyOrUnlessDoneOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We'll probably do the food ourselves.",
		"Hopefully we'll do the decorating ourselves.",
		"We'll do all the food and the cake ourselves if the caterer cancels.",
		"We'll do the food ourselves unless Mum objects.",
		"We'll do the food ourselves in case the caterer lets us down.",
		"We'll do the flowers ourselves, as long as Mum helps.",
		"Unless the caterer calls back, we'll do the food ourselves.",
		"Once the kids are older, we'll do the camping trip ourselves.",
		"Should the caterer cancel, we'll do the food ourselves.",
	)
}

// After "Change of plan" or "Bad news", concludesTurn keeps any sentence
// opening "So" with "now" or "again" as what the change settled: "So now
// I'm gutted", "So we're back to square one again", "So that's that now",
// "So now you know why I'm grumpy" — and "So I was late again" after a
// driving story's "U-turn" (mindChanged marks it anywhere). Sighs the
// parent dropped are kept as lines, and they read as the message's new
// state of things. Regression: no such line on the parent, one on the
// change.
func TestSkeptic94cSoNowAfterBadNewsIsFiller(t *testing.T) {
	for _, c := range [][2]string{
		{"Change of plan: we're not going to Spain. So now I'm gutted.", "gutted"},
		{"Bad news: the venue flooded. So we're back to square one again.", "square one"},
		{"Bad news: the vet says Biscuit has diabetes. So that's that now.", "that's that"},
		{"Change of plan for tonight. So now you know why I'm grumpy.", "grumpy"},
		{"I had to do a U-turn on the A1 because of the crash. So I was late again.", "late again"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// After "Bad news" or "Sad news", placedPlan keeps any "We'll …" / "We're
// …ing" line with "in our …": "We'll keep him in our prayers", "We're
// holding him in our hearts", "We'll be thinking of him in our prayers"
// (the English of the second review's "Wir schließen ihn ins Gebet ein",
// which plansAhead now turns away in German only). Words of comfort are
// kept as where the plan goes now, beside the news. Regression: dropped on
// the parent, kept on the change.
func TestSkeptic94cPrayersAfterBadNewsAreNoPlan(t *testing.T) {
	for _, c := range [][2]string{
		{"Bad news: Grandad had a stroke on Sunday. We'll keep him in our prayers.", "prayers"},
		{"Bad news: Grandad had a stroke on Sunday. We're holding him in our hearts.", "hearts"},
		{"Bad news: Grandad had a stroke on Sunday. We'll be thinking of him in our prayers.", "prayers"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// mare94c says often that the mare goes in hand (the setting of
// TestWhatAChangeOfPlanSettled).
var mare94c = []string{
	"The mare goes in hand at the show, Aoife leading her.",
	"Aoife walks the mare every morning for the show.",
	"The show class for the mare is in hand, decided with Aoife.",
	"Aoife says the mare is calm enough for the show.",
}

// A miss left at stop 94 (kept as a comment):
// // Miss: what a change of plan settled, said without "So … now/again/after
// // all" or a decision's words: "She's going in the ridden class now" (no
// // "so"), "So it's the ridden class" (no "now"), "Ridden class, not in hand"
// // after "Change of heart", "In the end she'll go ridden" after "Plan B". The
// // person loses the new class; the model keeps "in hand". Fails on both.
// func TestSkeptic94cWhatAChangeOfPlanSettledSaidOtherwiseMiss(t *testing.T) {
// 	for _, last := range []string{
// 		"Change of plan. The mare behaved so well under Aoife on the beach on Sunday. She's going in the ridden class now, not in hand.",
// 		"Change of plan. The mare behaved so well under Aoife on the beach on Sunday. So it's the ridden class, not in hand.",
// 		"Change of heart about the mare. She behaved so well under Aoife on the beach on Sunday. Ridden class, not in hand.",
// 		"Plan B for the mare. She behaved so well under Aoife on the beach on Sunday. In the end she'll go ridden, not in hand.",
// 	} {
// 		if got := inWordsSaidOften(append(slices.Clone(mare94c), last)...); !strings.Contains(got, "ridden") {
// 			t.Errorf("%q: what the change settled is lost: %q", last, got)
// 		}
// 	}
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: who does a job now, said without "ourselves": "it's down to us to
// // do the food now", "we'll do the food between us", "the food is on us
// // now", "Mum and me are doing the food", "we'll DIY the food". The first
// // three keep no line at all; the others are facts beside the caterer's
// // plan. Fails on both.
// func TestSkeptic94cDoneByUsSaidOtherwiseMiss(t *testing.T) {
// 	readAs(t, session.LedgerDecision,
// 		"The caterer let us down, so it's down to us to do the food now.",
// 		"The caterer let us down, so we'll do the food between us.",
// 		"The caterer let us down, so the food is on us now.",
// 		"The caterer let us down, so Mum and me are doing the food.",
// 		"The caterer let us down, so we'll DIY the food.",
// 	)
// }

// stars94c ends each message with a rating (the setting of
// TestARunningJokeCountsNothing).
var stars94c = []string{
	"The tour van came today. Van: four stars.",
	"Mama cooked fish for the crew. Fish: five stars.",
	"Rain all morning, no tourists. Weather: one star.",
	"Printed the flyers at the library. Printer: two stars.",
	"Kenya helped with the website. Kenya: five stars.",
	"The dock man was late again. Dock man: zero stars.",
	"Bought fuel for the boat. Fuel price: one star.",
	"Tishelle tried the new menu. Menu: four stars.",
	"The church ladies came to test the tour. Ladies: three stars.",
}

// A miss left at stop 94 (kept as a comment; a verdict in digits is a value again since the third review, which found "Distance: 6 miles", "Pickup: 5 pm", "Nähmaschine: 60 Euro" lost as jokes):
// // Miss: the running joke in figures, "Porch: 5 stars.", is still a value
// // (runningJoke looks at number words only), so the rating stays in the line
// // beside the swept porch: room spent on the joke. Fails on both.
// func TestSkeptic94cTheRunningJokeInFiguresMiss(t *testing.T) {
// 	got := inWordsSaidOften(append(slices.Clone(stars94c), "Swept the porch for the lunch. Porch: 5 stars.")...)
// 	if strings.Contains(got, "5 stars") {
// 		t.Errorf("the running joke is kept: %q", got)
// 	}
// }
