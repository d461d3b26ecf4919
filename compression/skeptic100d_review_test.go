package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 100 (1cdf8c4..bc5d8a5) by a skeptic helper: askedOfUs,
// ownShrugs and decidedAfter, and the question line after a doubt (ownAsk,
// doubtLine). The sentences are this file's own.

// --- askedOfUs -------------------------------------------------------------

// Settled after the shrug in words decidedAfter lacks ("gone for",
// "picked", "we're going to", "machen jetzt doch", "elegimos", "vamos a
// hacer"): the question is sent as still open next to its answer.
func TestSkeptic100dAskedOfUsSettledInOtherWords(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Gran keeps asking what we're calling the puppy. I don't know. The kids have gone for Biscuit.", "puppy"},
		{"Gran keeps asking what we're calling the puppy. No idea. We've picked Biscuit now, the kids love it.", "puppy"},
		{"Mum keeps asking where we're going for Christmas. No idea. We're going to Dave's, that's final.", "Christmas"},
		{"Oma fragt jeden Tag, was wir zum Nachtisch machen. Ich weiß es nicht. Wir machen jetzt doch Rote Grütze.", "Nachtisch"},
		{"Mi suegra no para de preguntar qué vamos a servir de postre. No lo sé. Elegimos el flan de la abuela.", "postre"},
		{"Mi suegra no para de preguntar qué vamos a servir de postre. No lo sé. Vamos a hacer flan, como siempre.", "postre"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// Settled before it is asked: Crete is booked; Mum's asking and the sigh
// leave nothing open.
func TestSkeptic100dAskedOfUsAnsweredBefore(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "We booked Crete for the first week of May. Mum still keeps asking where we're going. I don't know.", "where we're going")
}

// How the person feels or once felt is no plan to settle: "what I'm so
// stressed about", "what I ever saw in him", "was ich eigentlich an ihm
// finde".
func TestSkeptic100dAskedOfUsFeelingsAreNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Mum keeps asking what I'm so stressed about. I don't know.", "stressed")
	notKind98(t, session.LedgerQuestion, "Mum keeps asking what I ever saw in him. I don't know.", "saw in him")
	notKind98(t, session.LedgerQuestion, "Meine Mutter fragt ständig, was ich eigentlich an ihm finde. Ich weiß es nicht.", "an ihm finde")
}

// What the person did before, in a past form that neither ends in "-ed" nor
// is in pastTense ("put", "said"): someone else's question of the past.
func TestSkeptic100dAskedOfUsWhatIDidIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Dad keeps asking where I put his glasses. No idea.", "glasses")
	notKind98(t, session.LedgerQuestion, "Tom keeps asking what I said to his mum. I don't know.", "his mum")
}

// --- ownAsk / doubtLine ------------------------------------------------------

// The question after a doubt is answered in the next sentence ("Jan says
// no", "Turns out …", "Nein, Jan sagt …", "Mi hermana dice que …"): no
// later sentence is looked at, and it is sent as open.
func TestSkeptic100dOwnAskAnsweredInTheNextSentence(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"I still don't know how we'll take payments at the stall. Do I need one of those card readers? Jan says no, the market lends them out.", "card readers"},
		{"I still don't know how we'll get the sofa home. Do we need to hire a van? Turns out the shop delivers for free.", "van"},
		{"Ich weiß noch nicht, wie wir am Stand kassieren. Brauche ich so ein Kartenlesegerät? Nein, Jan sagt, bar reicht völlig.", "Kartenlesegerät"},
		{"Todavía no sé cómo vamos a cobrar en el puesto. ¿Necesito uno de esos lectores de tarjeta? Mi hermana dice que con Bizum basta.", "lectores"},
	} {
		notKind98(t, session.LedgerQuestion, c.text, c.want)
	}
}

// "Have I mentioned …?", "¿Tengo que contarte lo del casero? Quiere vender
// el piso.": news told as a question; the landlord's sale (a fact on
// 1cdf8c4) is sent as an open question.
func TestSkeptic100dOwnAskNewsToldAsAQuestionStaysAFact(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "I still don't know where we'll live next year. Have I mentioned the landlord is selling up?", "landlord")
	notKind98(t, session.LedgerQuestion, "No sé todavía dónde vamos a vivir el año que viene. ¿Tengo que contarte lo del casero? Quiere vender el piso.", "casero")
}

// A sigh in question form is nothing to settle.
func TestSkeptic100dOwnAskRhetoricalIsNoOpenQuestion(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "I still don't know how we'll pay for the new roof. Am I the only one who never has any savings?", "savings")
	notKind98(t, session.LedgerQuestion, "I still don't know how we'll pay for the new roof. Are we the only family on the street without any savings?", "savings")
}

// "Shall we make a list together?", "¿Hacemos una lista juntos?", "Machen
// wir eine Liste?": a suggestion to the assistant, not the person's open
// question.
func TestSkeptic100dOwnAskSuggestionToTheAssistant(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "I still don't know what to pack for Norway. Shall we make a list together?", "list")
	notKind98(t, session.LedgerQuestion, "Todavía no sé qué llevar al viaje a Noruega. ¿Hacemos una lista juntos?", "lista")
	notKind98(t, session.LedgerQuestion, "Ich weiß noch nicht, was ich zur Hochzeit anziehe. Machen wir eine Liste mit Ideen?", "Liste")
}

// --- misses ----------------------------------------------------------------

// MISS: "what time" is not in askedWh's place: the question is a fact.
func TestSkeptic100dMissWhatTimeAskedOfUs(t *testing.T) {
	t.Skip("a miss left: \"what time\" before the person (askedOfUs reads the subject right after the question word)")
	isKind98(t, session.LedgerQuestion, "Sam keeps asking what time we're leaving tomorrow. No idea.", "leaving")
}

// MISS: the answer after the shrug, "Vamos a hacer flan", is lost.
func TestSkeptic100dMissTheDessertChosenIsLost(t *testing.T) {
	t.Skip("a miss left: the plan that settles a shrugged question is a plain line of words said often")
	together98(t, "Mi suegra no para de preguntar qué vamos a servir de postre. No lo sé. Vamos a hacer flan, como siempre.", "flan")
}

// MISS: the choice after the question, "we'll drive", is lost.
func TestSkeptic100dMissTheChoiceAfterTheQuestionIsLost(t *testing.T) {
	t.Skip("a miss left: a choice after the person's own question (\"Actually no, we'll drive\") is no decision line")
	together98(t, "I still don't know how we'll get to Gran's on Sunday. Should we take the train? Actually no, we'll drive, it's cheaper.", "drive")
}
