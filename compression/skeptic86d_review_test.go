package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The fourth review of stop 86 (fca372a and bb42b08 against bde46ae), the
// open questions only: worryHead reading a head before a colon, worryAsked
// and the joined question turned back to a fact when answeredNext, resigned
// kept out of deliberates, mysteryAsked and unseenHow (ownDoing). Each
// regression test passes on the parent (bde46ae) and fails on the change;
// the limitations, wrong on both, are skipped. The cases of the reviews
// skeptic86a and skeptic86b are not repeated.

// --- the joined question turned back to a fact (answeredNext) ---

// "The big headache is the horse box. Who's going to drive Bramble? I
// honestly don't know." — the person says outright the question is still
// open. The parent kept the worry and its question as one open question;
// the change reads the next sentence as its answer (answersDeliberation
// takes any sentence opening with "I"/"we"/"yo"/"ich", or of three words at
// most: "Ideas welcome.", "Tough one.") and turns the line into a fact, so
// the model forgets that no one drives the horse box yet. A lone question
// with the same sentences after it is a fact on both (see the limitation
// below); the joined one was read right.
func TestSkeptic86dANotKnowingAfterAWorrysQuestionKeepsItOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The big headache is the horse box. Who's going to drive Bramble? I honestly don't know.", "Bramble", session.LedgerQuestion},
		{"The big headache is the horse box. Who's going to drive Bramble? Ideas welcome.", "Bramble", session.LedgerQuestion},
		{"The big headache is the horse box. Who's going to drive Bramble? We're stuck.", "Bramble", session.LedgerQuestion},
		{"El gran problema es la comida. ¿Quién va a cocinar para cuarenta? Yo no tengo ni idea.", "cuarenta", session.LedgerQuestion},
		{"El gran problema es la comida. ¿Quién va a cocinar para cuarenta? Qué agobio.", "cuarenta", session.LedgerQuestion},
	})
}

// "Biggest worry is the food. Who's going to cook for forty people? I
// certainly can't." — the person rules themselves out: the question of who
// cooks is more open than before, not answered. "Yo desde luego no", "Ich
// ganz sicher nicht" (not me, that's for sure) the same. The parent kept an
// open question; the change turns it into a fact.
func TestSkeptic86dRulingOneselfOutIsNoAnswer(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Biggest worry is the food. Who's going to cook for forty people? I certainly can't.", "forty", session.LedgerQuestion},
		{"El gran problema es la comida. ¿Quién va a cocinar para cuarenta? Yo desde luego no.", "cuarenta", session.LedgerQuestion},
		{"Meine größte Sorge ist das Essen. Wer soll für vierzig Leute kochen? Ich ganz sicher nicht.", "vierzig", session.LedgerQuestion},
	})
}

// --- resigned kept out of deliberates ---

// "¿Qué le vamos a hacer a la abuela para su cumpleaños?" — what are we
// going to make for Grandma's birthday; "¿Qué se va a hacer con el dinero
// que sobre de la colecta?" — what is to be done with the money left over;
// "Was soll man machen mit dem restlichen Geld von der Sammlung?" the same
// in German. Real questions of the person's plans, open; resigned matches
// its sighs ("qué le vamos a hacer", "qué se va a hacer", "was soll man
// machen") anywhere in the line, whatever follows, and deliberates now
// refuses them: dropped or kept as facts (the parent kept open questions).
func TestSkeptic86dAPlanThatSoundsLikeASighIsStillOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"¿Qué le vamos a hacer a la abuela para su cumpleaños?", "abuela", session.LedgerQuestion},
		{"¿Qué le vamos a hacer de cena a los niños el sábado?", "cena", session.LedgerQuestion},
		{"¿Qué se va a hacer con el dinero que sobre de la colecta?", "colecta", session.LedgerQuestion},
		{"Was soll man machen mit dem restlichen Geld von der Sammlung?", "Sammlung", session.LedgerQuestion},
		{"Lo que me preocupa es la cena del sábado. ¿Qué le vamos a hacer de comer a los niños?", "niños", session.LedgerQuestion},
	})
}

// --- worryHead reading the head before a colon ---

// "The big worry is sorted: Dad's cousin is driving Gran up on Friday.
// Who's bringing the cake?" — the head says the worry is solved, and what
// follows is how. worryHead now reads only "the big worry is sorted" and
// takes it for a worry, so the settled arrangement is joined to the next,
// unrelated question and kept as one open question: the model would take
// Gran's lift for still open (a question is not updated by news either).
// The parent kept the arrangement apart (a fact, or a decision).
func TestSkeptic86dAWorrySaidSolvedIsNoOpenQuestion(t *testing.T) {
	keyNotReadAs86(t, session.LedgerQuestion, []keyed86{
		{"The big worry is sorted: Dad's cousin is driving Gran up on Friday. Who's bringing the cake?", "Dad's cousin"},
		{"The main worry is gone: the landlord agreed to fix the boiler on Monday. Who's going to let him in?", "landlord"},
		{"El gran problema ya está resuelto: mi primo lleva a la abuela el viernes en su coche. ¿Quién trae la tarta?", "mi primo"},
		{"Die größte Sorge ist erledigt: Onkel Karl fährt die Oma am Freitag. Wer bringt den Kuchen mit?", "Onkel Karl"},
		{"Das große Problem ist gelöst: der Saal ist für den 14. gebucht, 600 Euro. Wer macht die Musik?", "Saal"},
	})
}

// "My biggest worry was the weather: but it turned out sunny all day.
// Who's going to return the chairs?" — a worry that was, and did not come
// true; the chairs are another matter. The head in the past is read as a
// worry now, and "it turned out sunny" becomes part of an open question.
func TestSkeptic86dAWorryThatWasIsNoOpenQuestion(t *testing.T) {
	keyNotReadAs86(t, session.LedgerQuestion, []keyed86{
		{"My biggest worry was the weather: but it turned out sunny all day. Who's going to return the chairs?", "sunny"},
		{"Was mir Sorgen machte, war das Wetter: am Ende schien den ganzen Tag die Sonne. Wer bringt die Stühle zurück?", "Sonne"},
	})
}

// "The main worry is my mum: she's 82 and hates flying, so we're driving
// her down on Friday. Who's taking the dog?" — the facts of the worry (her
// age, the drive on Friday) and another question. "What worries me is the
// drive: six hours with two toddlers, we leave at 7am on Saturday. Can you
// suggest some car games?" — a request to the assistant after the facts.
// Now that a long sentence with a worry before its colon is a worry head,
// any question after it is joined to it and the whole is one open
// question: the plan (driving Mum down on Friday, leaving at 7am) is no
// longer a fact. The parent kept the facts apart.
func TestSkeptic86dTheFactsOfAWorryStayFactsBeforeAnotherQuestion(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The main worry is my mum: she's 82 and hates flying, so we're driving her down on Friday. Who's taking the dog?", "Friday", session.LedgerFact},
		{"What worries me is the drive: six hours with two toddlers, we leave at 7am on Saturday. Can you suggest some car games?", "7am", session.LedgerFact},
		{"What worries me is the weather: they say rain all weekend and the party is outdoors. Can you suggest some indoor games for kids?", "outdoors", session.LedgerFact},
		{"Was mir Sorgen macht, ist das Wetter: es soll das ganze Wochenende regnen und die Feier ist draußen. Kannst du mir ein paar Spiele für drinnen vorschlagen?", "regnen", session.LedgerFact},
	})
}

// --- mysteryAsked and unseenHow ---

// "How we lost that match is still a mystery", "How I passed that exam is
// beyond me", "Cómo llegamos a casa esa noche es un misterio para mí",
// "Wie wir das Spiel gewonnen haben, ist mir schleierhaft": wonder at what
// is done and past, nothing to find out. mysteryAsked means to leave out
// the past, but its check (bygone) misses a plain past verb, a Spanish
// preterite of "we" (the same as the present: "llegamos", "ganamos") and a
// German perfect; with "we"/"I" as ownDoing they are open questions now.
func TestSkeptic86dAMysteryOfWhatWeDidIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How we lost that match is still a mystery.",
		"How I passed that exam is beyond me.",
		"How we got home that night is a mystery to me.",
		"Cómo llegamos a casa esa noche es un misterio para mí.",
		"Cómo ganamos ese partido es un misterio para mí.",
		"Wie wir das Spiel gewonnen haben, ist mir schleierhaft.",
		"Wie ich die Prüfung bestanden hab, ist mir ein Rätsel.",
	)
}

// "I still can't see how we lost that game", "Sigo sin ver cómo perdimos
// el vuelo", "Ich seh immer noch nicht, wie wir das Spiel verloren haben",
// "Ich sehe noch nicht, was ich falsch gemacht habe": a grumble over what
// happened, or a protest of innocence — no question still to solve. The
// past is not seen ("lost", "perdimos", "verloren haben", "gemacht habe"),
// and "we"/"I" make it the person's own doing.
func TestSkeptic86dStillCantSeeHowWeLostIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"I still can't see how we lost that game.",
		"Still can't see how we made it to the airport on time.",
		"Sigo sin ver cómo perdimos el vuelo.",
		"Aún no veo dónde nos equivocamos con el presupuesto.",
		"Ich seh immer noch nicht, wie wir das Spiel verloren haben.",
		"Ich sehe noch nicht, was ich falsch gemacht habe.",
	)
}

// "How I'm still single is a mystery to me", "How we manage with three kids
// and one bathroom is a mystery to me", "Cómo llegamos a fin de mes con tres
// hijos es un misterio para mí", "Wie ich das alles schaffe, ist mir ein
// Rätsel": a joke about oneself, or wonder at how one copes — said in the
// present of what the person already does. No open question; now read as
// one because "I"/"we" is the person's own doing.
func TestSkeptic86dAJokeAboutOneselfIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"How I'm still single is a mystery to me.",
		"What I'm doing with my life is a mystery to me.",
		"How we manage with three kids and one bathroom is a mystery to me.",
		"Cómo llegamos a fin de mes con tres hijos es un misterio para mí.",
		"Cómo seguimos casados después de treinta años es un misterio para mí.",
		"Wie ich das alles schaffe, ist mir ein Rätsel.",
	)
}

// "Tom is planning the honeymoon as a surprise. Where we're going is a
// mystery to me." — someone else keeps it secret on purpose; the person has
// nothing to find out (and the assistant should not try). "we" makes it the
// person's own doing, an open question.
func TestSkeptic86dSomeoneElsesSurpriseIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Tom is planning the honeymoon as a surprise. Where we're going is a mystery to me.",
		"Mein Mann plant die Flitterwochen als Überraschung. Wohin wir fliegen, ist mir ein Rätsel.",
	)
}

// --- limitations: read wrong by both ---

// A lone question of who is to do it, with a sentence after it that says
// it is still open, is a fact on both ("Who's going to drive Bramble? I
// honestly don't know.", "Ideas welcome."): answersDeliberation takes any
// sentence opening with "I"/"we", or of three words at most, for an answer.
func TestSkeptic86dLimitationALoneQuestionWithNotKnowingAfter(t *testing.T) {
	t.Skip("limitation: 'Who's going to drive Bramble? I honestly don't know.' (alone) is a fact on both")
	kindsAre73(t, []kindCase73{
		{"Who's going to drive Bramble? I honestly don't know.", "Bramble", session.LedgerQuestion},
		{"Who's going to drive Bramble? Ideas welcome.", "Bramble", session.LedgerQuestion},
		{"¿Quién va a cocinar para cuarenta? Qué agobio.", "cuarenta", session.LedgerQuestion},
	})
}

// "Lo que más me preocupaba era el tiempo: al final hizo sol todo el día."
// — a worry that did not come true, the weather in the end: no one decided
// it. "al final" is read as a choice made at last on both.
func TestSkeptic86dLimitationTheWeatherInTheEndIsNoDecision(t *testing.T) {
	t.Skip("limitation: 'Lo que más me preocupaba era el tiempo: al final hizo sol todo el día.' is a decision on both")
	notReadAs(t, session.LedgerDecision,
		"Lo que más me preocupaba era el tiempo: al final hizo sol todo el día.",
		"Lo que más me preocupaba era la lluvia, pero al final hizo sol.",
	)
}
