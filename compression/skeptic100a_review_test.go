package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 100 (1cdf8c4..ba3597a) by a skeptic helper: paidForIt,
// askedOfUs, ownAsk/doubtLine. The sentences are this file's own.

// An amount of "it" after an aside about someone else is joined onto the
// aside: the caravan's price sits with Kev's move to Spain.
func TestSkeptic100aPaidForItJoinsTheAsideBetween(t *testing.T) {
	apart98(t, "Finally sold the old caravan. My neighbour Kev is moving to Spain. A couple from Whitby paid £3,000 for it.", "Kev", "£3,000")
	apart98(t, "Picked up Sam's new bike today. The shop was heaving, I queued for ages. Paid £350 for it with a helmet and lights.", "heaving", "£350")
}

// Kev's move changes, and the caravan's price is marked out of date with it.
func TestSkeptic100aAnAsidesUpdateMarksThePriceOld(t *testing.T) {
	stillCurrent48b(t,
		"Finally sold the old caravan. My neighbour Kev is moving to Spain. A couple from Whitby paid £3,000 for it.",
		"Kev isn't moving to Spain after all, he's moving to Portugal instead.", "£3,000")
}

// "Aber dafür" is "on the other hand": the train's price is not the
// fully booked flight's.
func TestSkeptic100aAberDafuerIsOnTheOtherHand(t *testing.T) {
	apart98(t, "Der Flug nach Lissabon ist leider ausgebucht. Aber dafür kostet der Zug nur 90 Euro.", "Flug", "90 Euro")
}

// A total of everything said before is put on the last sentence's line
// only: the flowers read as costing the whole 400.
func TestSkeptic100aATotalOfAllGoesOnTheLastThingsLine(t *testing.T) {
	apart98(t, "Die Torte kostet 120 Euro. Die Blumen macht Imke. Zusammen 400 Euro mit der Deko.", "Imke", "400 Euro")
	apart98(t, "The cake is £120 from Bettys. My aunt Sue is doing the flowers. All in £400 with the decorations.", "Sue", "£400")
}

// A Spanish "le" doubled by whom it is ("Le pagué … al fontanero") names
// whom it is paid to in the same sentence: it is not the sentence before's.
func TestSkeptic100aADoubledCliticNamesItsOwnPerson(t *testing.T) {
	apart98(t, "Mi madre se viene a vivir con nosotros. Le pagué 180 euros al fontanero por la caldera.", "madre", "180 euros")
	apart98(t, "Mi suegra se queda con los niños el finde. Le pagamos 60 euros a Lucía por limpiar la casa.", "suegra", "60 euros")
}

// "La paga" is a noun (the pay), not "I pay her".
func TestSkeptic100aLaPagaIsANoun(t *testing.T) {
	apart98(t, "A Marta por fin le dieron la plaza fija en el colegio. La paga extra son 900 euros este año.", "Marta", "900 euros")
}

// Typed in lower case, a long sentence names "one thing" by its capitals:
// skeptic48b's Volvo comes back, and the grandkids' fee marks it old.
func TestSkeptic100aALowerCaseLongSentenceTakesTheAmount(t *testing.T) {
	stillCurrent48b(t,
		"my neighbour brendan is finally selling his old estate car, the one his late wife used to drive the grandkids around in every summer. he is asking €3,000 for it.",
		"brendan's grandkids now charge €5 to wash a car.", "€3,000")
}

// An offer for the caravan is a fact; on the doubt's line it is a question.
func TestSkeptic100aAnOfferIsNoQuestion(t *testing.T) {
	isKind98(t, session.LedgerFact, "I still don't know if we're keeping the caravan. Someone at work offered £3,000 for it.", "£3,000")
}

// A question of the person's own after a doubt about something else is
// put on the doubt's line: two open questions become one.
func TestSkeptic100aAnUnrelatedOwnQuestionJoinsTheDoubt(t *testing.T) {
	apart98(t, "I've no idea what to get Dad for his birthday. Do I still need to renew the car insurance?", "Dad", "insurance")
	apart98(t, "I still don't know who's picking Gran up from the station. Should we book the Italian place or the Thai one?", "Gran", "Italian")
	apart98(t, "I still don't know how we'll get the piano up the stairs. Do we need to tell the neighbours about the party?", "piano", "party")
	apart98(t, "Ich weiß noch nicht, wer Oma vom Bahnhof abholt. Sollen wir beim Italiener oder beim Thai reservieren?", "Oma", "Italiener")
}

// A question someone keeps asking, shrugged at, is answered two sentences
// later: it is not open.
func TestSkeptic100aAnsweredLaterIsNotOpen(t *testing.T) {
	notKind98(t, session.LedgerQuestion, "Gran keeps asking what we're calling the puppy. I don't know. We had a long list going. In the end we went with Pickle.", "puppy")
	notKind98(t, session.LedgerQuestion, "Mi suegra pregunta qué vamos a servir de postre. No lo sé. Mi hermana quería flan. Al final hacemos tarta de queso.", "postre")
	notKind98(t, session.LedgerQuestion, "Mum keeps asking where we're going for Christmas. No idea. Sarah wants to host. Dave says we're going to his.", "Christmas")
}

// MISS: "All in £640" of three words is not a total (len(ws) > 3), and
// the sentence before is lost.
func TestSkeptic100aAllInOfThreeWords(t *testing.T) {
	t.Skip("a total joins nothing since the first review of stop 100 (TestSkeptic100aATotalOfAllGoesOnTheLastThingsLine): it is of all the message lists")
	together98(t, "Marta is doing the flowers. All in £640, she's bringing two arches.", "flowers", "£640")
}

// MISS: "Dafür" first is never looked at (the loop starts at its second
// word), though it is paidForIt's own example.
func TestSkeptic100aDafuerFirst(t *testing.T) {
	together98(t, "Die Scheune für die Feier ist gebucht. Dafür zahlen wir 300 Euro.", "Scheune", "300 Euro")
}
