package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The fourth review of stop 85 (commits 619f80e … 5810662 against
// 8471a9e). Each test passes on the parent (8471a9e) and fails on the
// change, unless it is skipped as a limitation (wrong on both).

// talkOrders holds "number" as an order ("number the steps"), but after
// "when we talk X" the word is as often the noun: "number one rule …",
// "number agreement …", "number of arguments …" — a remark, now a
// standing instruction (a fact on the parent).
func TestSkeptic85dANumberNounAfterTheTalkIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When we talk money, number one rule is never lend to family.",
		"When we talk money, number one priority is the mortgage, then the car.",
		"When I talk Spanish, number agreement is what trips me up.",
		"When I talk German, number and gender always trip me up.",
		"When we talk politics, number of arguments goes through the roof.",
	)
}

// "round … to" within four words takes "round about 500 to 600" (about,
// roughly) for an order to round: the food budget becomes an instruction.
func TestSkeptic85dRoundAboutAnAmountIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When we talk money, round about 500 to 600 a month is our food budget.",
	)
}

// "ponme" is also "pour me" / "get me" at a bar: a joke asking for a drink
// before the talk ("ponme una cerveza", "una copa de vino", "un café") is
// no order on how to give numbers, yet becomes an instruction.
func TestSkeptic85dPonmeADrinkIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Cuando hablemos de dinero, ponme una cerveza que lo voy a necesitar.",
		"Cuando hablemos de la boda, ponme una copa de vino antes.",
		"Cuando hablemos de dinero, ponme un café primero, jaja.",
	)
}

// doubtAside takes a verdict that goes on with "but"/"aber"/"pero" for no
// open question — not one that goes on with "though", "although", "even
// though", "aunque", "obwohl": the same remark, now an open question.
func TestSkeptic85dADoubtWithAThoughIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still not sure about the haircut, though everyone at work loves it.",
		"Still not sure about the new sofa, although it is really comfy.",
		"Still not sure about the sofa even though it's comfy.",
		"Still not sure about the new car, although the kids love it.",
		"Todavía no estoy segura del corte de pelo, aunque a todos les gusta.",
		"Aún no estoy segura del vestido, aunque a mi madre le encanta.",
		"Noch unsicher wegen der Frisur, obwohl alle sie mögen.",
		"Immer noch unsicher wegen der Küche, obwohl sie schon eingebaut ist.",
	)
}

// A doubt about people named by what they are to the person, in the
// plural ("the neighbours", "my in-laws", "los vecinos nuevos", "der
// neuen Nachbarn"), is a doubt about someone, yet personWord does not
// know them: read as an open question.
func TestSkeptic85dADoubtOfPeopleInThePluralIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still not sure about the new neighbours, they're really loud at night.",
		"Still not sure about the neighbours, they party every weekend.",
		"Still not sure about my in-laws, they're hard to read.",
		"Todavía no estoy segura de los vecinos nuevos, hacen mucho ruido.",
		"Noch unsicher wegen der neuen Nachbarn, die sind so laut.",
	)
}

// A doubt about oneself ("myself", "me and Tom", "mí misma") is a mood,
// no question still to settle: pointingBack has "him", "her", not "me",
// "myself".
func TestSkeptic85dADoubtOfOneselfIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still not sure about myself in that dress, honestly.",
		"Still not sure about myself as a mum some days.",
		"Still not sure about me and Tom, honestly.",
		"Todavía no estoy segura de mí misma en este trabajo.",
	)
}

// A taste, or a verdict on something watched, read or tried ("pineapple
// on pizza", "coriander", "sushi", "the last episode", "the book club
// pick", "AI in general") is a remark, now an open question.
func TestSkeptic85dATasteIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Still not sure about pineapple on pizza lol.",
		"Still not sure about coriander, it tastes like soap to me.",
		"Still not sure about sushi, tried it twice now.",
		"Todavía no estoy seguro del sushi, lo probé dos veces.",
		"Still not sure about AI in general, honestly.",
		"Still not sure about the last episode, it felt rushed.",
		"Still not sure about the second season, it dragged.",
		"I'm still not sure about the ending of that film we watched.",
		"Still not sure about the book club pick, the first chapter was slow.",
		"Still not sure about the new Taylor Swift album, it's growing on me.",
	)
}

// needed() keeps a sentence with anyone else's "needs" before "I booked
// it …": small talk about a pet's walk or feeding, or "needs no
// introduction", is no thing ordered, yet is kept as a line (left out on
// the parent).
func TestSkeptic85dNoRemarkOfAnothersNeedKeptBeforeIt(t *testing.T) {
	noRemarkKept85(t, [][2]string{
		{"Sorry, the dog needs walking before the rain. I booked it for the 14th, reference KX4471.", "walking"},
		{"Sorry, the cat needs feeding, back in a sec. I ordered it from Argos, order 5521.", "feeding"},
		{"Anna needs no introduction, she's the one who organised everything. I booked it for the 14th, reference KX4471.", "introduction"},
	})
}

// Limitations: wrong on the parent too.

func TestSkeptic85dLimitationRoundItTo(t *testing.T) {
	t.Skip("limitation: 'When we talk money, round it to whole dollars' stays a fact (the order to round is lost), on the parent too")
	kindsAre73(t, []kindCase73{
		{"When we talk money, round it to whole dollars.", "whole dollars", session.LedgerRule},
	})
}

func TestSkeptic85dLimitationSmallTalkOfANeedBeforeIt(t *testing.T) {
	t.Skip("limitation: small talk of someone's need before 'I ordered it' ('the baby needs feeding', 'Mia needs me', 'die Kleine braucht …') is kept as a line, on the parent too")
	noRemarkKept85(t, [][2]string{
		{"Sorry for the delay, the baby needs feeding every two hours. I ordered it yesterday from Argos, order 5521.", "feeding"},
		{"Sorry, Mia needs me every five minutes today. I ordered it from Argos, order 5521.", "Mia needs me"},
		{"Entschuldige, die Kleine braucht gerade viel Aufmerksamkeit. Den hab ich gestern bei Amazon bestellt, Bestellnummer 4471.", "Aufmerksamkeit"},
	})
}

func TestSkeptic85dLimitationACapitalisedThingIsTakenForSomeone(t *testing.T) {
	t.Skip("limitation: a doubt about a capitalised thing ('Airbnb', 'Lisbon or Porto', 'Ikea') is taken for a name of someone: no open question, on the parent too")
	kindsAre73(t, []kindCase73{
		{"Still not sure about Airbnb or a hotel for the Lisbon trip.", "Airbnb", session.LedgerQuestion},
		{"Still not sure about Lisbon or Porto for the honeymoon.", "Porto", session.LedgerQuestion},
		{"Still undecided about Ikea or a proper carpenter for the kitchen.", "carpenter", session.LedgerQuestion},
	})
}
