package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The second review of stop 85 (commits 619f80e and 1af7458 against
// 8471a9e). Each test passes on the parent (8471a9e) and fails on the
// change, unless it is skipped as a limitation (wrong on both).

// talksOf makes "when we talk X" a condition on the answers, so whatever
// follows that starts with an excluding word ("nothing", "nada", "nichts"),
// an "always/never/siempre/nunca/nie" or "round up" becomes a standing
// instruction: a remark of how such talks go (at home, with Dad) is read as
// an order to the assistant.
func TestSkeptic85bHowTalksGoIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When we talk politics at dinner, nothing ever gets resolved.",
		"When we talk money at home, nothing gets decided, my husband just shrugs.",
		"When I talk Spanish, nothing comes out right, it's embarrassing.",
		"Whenever we talk football, nothing else exists for him.",
		"When we talk money, always ends in tears with us two.",
		"Cuando hablamos de política en casa, nada se resuelve.",
		"Cuando hablamos de dinero, siempre acabamos discutiendo.",
		"Cuando hablamos del tema, nunca llegamos a nada.",
		"Wenn wir über Politik reden, nichts als Streit.",
		"Wenn wir über Geld reden, nie kommt was dabei raus.",
		"When we talk Christmas, round up the cousins for a call.",
	)
}

// "talk someone into it", "talk him round" is persuading, not a topic:
// what follows is a plan for others, not an order on the answers.
func TestSkeptic85bTalkingSomeoneRoundIsNoTopic(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When I talk Tom into it, round up the kids and meet us there.",
		"When I talk him round, put the champagne on ice.",
	)
}

// stillDoubting takes a doubt about everything ("anything", "any of it",
// "nada", "allem") or a "sigo sin decidir nada" for a question still open:
// a mood, no question, is kept as one (a noise line the parent left out, or
// a fact turned question).
func TestSkeptic85bDoubtingEverythingIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I'm still not sure about anything anymore.",
		"Still not sure about any of it, honestly.",
		"Still not sure about anything at the moment, work is chaos.",
		"Aún no estoy seguro de nada, la verdad.",
		"Noch unsicher wegen allem, ehrlich gesagt.",
		"Sigo sin decidir nada, la verdad, estoy agotada.",
	)
}

// A verdict on a thing the person already has, with no "but" right after
// the doubt, is a feeling, not a question to settle.
func TestSkeptic85bFeelingAboutAThingHadIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Honestly still not sure about the gym, it's handy but the music is awful.",
		"Honestly still not sure about the new sofa, it's comfy but the colour is off.",
	)
}

// Without a "but", a doubt about a thing one already has reads as one
// still to settle (the reviewer called it arguable; kept open at stop 85:
// telling "I've been going … and love it" from "Mother's hearing aid
// whistles at anything electric" needs more than one phrasing).
func TestSkeptic85bLimitationFeelingWithoutABut(t *testing.T) {
	t.Skip("limitation: a doubt about a thing had, without a but, is read as an open question")
	notReadAs(t, session.LedgerQuestion,
		"Still not sure about the gym, I've been going three times a week since January and love it.",
	)
}

// usePlan rules out only a few hedge words, and only English ones
// (probably, maybe …): a hedge after the plan ("I think", "I guess", "I
// suppose", "I reckon", "likely", "possibly", "tentatively", "supongo",
// "creo", "probablemente", "a lo mejor", "espero") makes it a decision, and
// "I think", "I guess", "creo" are even cut off the line.
func TestSkeptic85bAHedgedUsePlanIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We'll use the barn, I think.",
		"We'll use the barn, I guess.",
		"We're going to use the barn, I suppose, but who knows.",
		"We're going to use the barn, I reckon.",
		"We'll use the barn, I believe.",
		"We'll use the barn, I imagine.",
		"We'll use the barn, likely.",
		"We'll use the barn, possibly.",
		"We'll use the barn, tentatively.",
		"We'll use the barn, might change.",
		"We'll use the barn. Maybe.",
		"We'll use the barn. Or the marquee, not sure yet.",
		"Usaremos el salón, supongo.",
		"Usaremos el salón, creo.",
		"Usaremos el salón, probablemente.",
		"Usaremos el salón, a lo mejor.",
		"Vamos a usar la carpa, espero.",
		"Vamos a usar la carpa, en teoría.",
	)
}

// A plan on a condition in other words than if/unless/si: "weather
// permitting", "as long as", "provided", "assuming", "depends on",
// "once probate clears", "mientras no llueva", "a no ser que", "salvo
// que", "siempre y cuando", "en caso de que", "depende del tiempo".
func TestSkeptic85bAConditionalUsePlanIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We're going to use the garden, weather permitting.",
		"We'll use the garden, fingers crossed for sun.",
		"We'll use the tent as long as it doesn't rain.",
		"We'll use the tent depending on the weather.",
		"We'll use the barn, provided Tom agrees.",
		"We'll use the barn, assuming it's free.",
		"We'll use the barn, depends on Tom.",
		"We'll use the barn should it rain.",
		"We'll use the barn. Unless Tom says no.",
		"We'll use the money from Gran for a new roof, once probate clears.",
		"Vamos a usar la carpa mientras no llueva.",
		"Vamos a usar la carpa, a no ser que llueva.",
		"Vamos a usar la carpa salvo que llueva.",
		"Usaremos la carpa siempre y cuando no llueva.",
		"Usaremos la carpa en caso de que no llueva.",
		"Vamos a usar la carpa, depende del tiempo.",
		"Vamos a usar el dinero de la abuela para el tejado, cuando se resuelva la herencia.",
	)
}

// A plan the person asks the assistant to confirm, or someone else's plan
// said after it, is no decision: "We'll use the barn?", "…, right?", "…,
// ¿no?", "…, Tom says".
func TestSkeptic85bAnAskedOrReportedUsePlanIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We'll use the barn?",
		"So we'll use the barn then?",
		"We'll use the barn — what do you think?",
		"We'll use the barn, right?",
		"We'll use the barn, won't we?",
		"We're going to use the barn, aren't we?",
		"Vamos a usar la furgoneta, ¿no?",
		"Vamos a usar la furgoneta, ¿verdad?",
		"We'll use the barn, Tom says.",
		"We'll use the barn, says Tom, but I haven't seen it yet.",
	)
}

// "whatever's" keeps its apostrophe, so it is no "whatever": nothing
// chosen yet. "We'll use it." names nothing: a noise line.
func TestSkeptic85bUsingWhateverOrItIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"We'll use whatever's in the freezer.",
		"We'll use it.",
	)
}

// maybeChosen cuts the first clause only at a comma, colon or a
// but/that/dass/que: a maybe of the telling with no mark after it
// ("Perhaps unsurprisingly we went with …", "Maybe Tom told you we
// decided …", "Probably worth noting we decided …") drops the decision;
// and when the first clause itself holds a decision word ("Probably the
// best decision we made: …") the whole line is lost.
func TestSkeptic85bAMaybeOfTheTellingWithoutACommaKeepsItsDecision(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Perhaps unsurprisingly we went with the cheaper quote.", "cheaper quote", session.LedgerDecision},
		{"Probably no surprise we decided on the barn again.", "barn", session.LedgerDecision},
		{"Perhaps the biggest news is we've decided to move to Leeds.", "Leeds", session.LedgerDecision},
		{"Perhaps you remember we decided on the barn for the reception.", "barn", session.LedgerDecision},
		{"Probably worth noting we decided on the barn for the reception.", "barn", session.LedgerDecision},
		{"Maybe worth mentioning we decided to go with Anna's caterer.", "caterer", session.LedgerDecision},
		{"Maybe it's obvious we chose the barn.", "barn", session.LedgerDecision},
		{"Probably I should tell you we decided on Portugal.", "Portugal", session.LedgerDecision},
		{"Maybe you'll laugh we decided to get a dog.", "dog", session.LedgerDecision},
		{"Maybe Tom told you we decided to go with the barn.", "barn", session.LedgerDecision},
		{"Probably Tom told you we decided on the barn.", "barn", session.LedgerDecision},
		{"Maybe Anna mentioned we went with the Red Lion for the party.", "Red Lion", session.LedgerDecision},
		{"Vielleicht wichtig zu wissen wir haben uns für die Scheune entschieden.", "Scheune", session.LedgerDecision},
		{"Probably the best decision we made: we're going with the barn.", "barn", session.LedgerDecision},
		{"Probably the best decision we made this year: we're going with the barn.", "barn", session.LedgerDecision},
	})
}

// takenUpAsIt keeps whatever sentence stands before "I ordered it", "I
// booked it", "Den hab ich … bestellt", "La compré …": when "it" is a thing
// of an earlier message, the sentence before is an apology or small talk,
// kept as a line.
func TestSkeptic85bNoSmallTalkKeptBeforeAnItOfEarlier(t *testing.T) {
	noRemarkKept85(t, [][2]string{
		{"Sorry for the late reply, the kids have been up all night with colds. I ordered it yesterday from Argos, order 55821, arrives Thursday.", "late reply"},
		{"Sorry for the slow reply, total chaos here today. I booked it for the 14th, reference KX4471.", "slow reply"},
		{"What a lovely morning, the sun is finally out. I reserved it for Friday at 8, table 12.", "lovely morning"},
		{"The weather has been awful all week, rain rain rain. I hired them for the 14th, the band costs 800.", "weather"},
		{"Tom is so stressed with his thesis, poor thing. We rented it for the whole of August, 1200 a month.", "thesis"},
		{"The kids were a nightmare at the supermarket, total meltdown. We bought it anyway, the Lego set, 60 euros.", "nightmare"},
		{"Puh, was für eine Woche, echt anstrengend. Den hab ich jetzt bei Obi bestellt, Bestellnummer 4471.", "Woche"},
		{"Perdona el retraso, ha sido un día de locos en el curro. La compré ayer en Leroy Merlin, pedido 5521.", "retraso"},
	})
}

// "recog" is among the Spanish stems of getting a thing, but "La recogí
// del colegio", "Los recogí" is picking up a child, the children: the
// remark before is kept.
func TestSkeptic85bPickingUpTheChildrenIsNoThingGot(t *testing.T) {
	noRemarkKept85(t, [][2]string{
		{"Qué día más largo, madre mía, no paro. La recogí del colegio a las 3:15 y Tom se la queda hasta las 6.", "Qué día"},
		{"Qué día más largo, madre mía, no paro. Los recogí del colegio a las 3:15, Tom los tiene hasta las 6.", "Qué día"},
	})
}

// Limitations: wrong on the parent too.

func TestSkeptic85bLimitationPlaceDoubtedIsTakenForSomeone(t *testing.T) {
	t.Skip("limitation: 'Still not sure about Lisbon vs Porto' — a capital after the doubt is taken for someone (doubtOfSomeone), so a place still to choose is a fact, on the parent too")
	kindsAre73(t, []kindCase73{
		{"Still not sure about Lisbon vs Porto.", "Lisbon", session.LedgerQuestion},
		{"Still undecided about Portugal vs Spain for the honeymoon.", "Portugal", session.LedgerQuestion},
	})
}

func TestSkeptic85bLimitationTalkingOrdersInOtherShapes(t *testing.T) {
	t.Skip("limitation: 'Wenn wir über Geld sprechen, immer in Euro' and 'round it all up to …' (an 'it' after the verb) stay facts, on the parent too")
	kindsAre73(t, []kindCase73{
		{"Wenn wir über Geld sprechen, immer in Euro.", "Euro", session.LedgerRule},
		{"When we talk recipes, round it all up to the nearest spoon.", "spoon", session.LedgerRule},
	})
}

func TestSkeptic85bLimitationQuotedOrHalfHedgedUse(t *testing.T) {
	t.Skip("limitation: a quoted plan not agreed to is a decision, and one with a probably for its second half loses its first, on the parent too")
	notReadAs(t, session.LedgerDecision, `Tom said "we'll use the barn", but I haven't agreed.`)
	kindsAre73(t, []kindCase73{
		{"We'll use the barn for the ceremony and probably the marquee for dinner.", "barn", session.LedgerDecision},
	})
}
