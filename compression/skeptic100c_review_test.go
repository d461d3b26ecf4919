package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 100 (1cdf8c4..bc5d8a5) by a third skeptic helper:
// paidForIt, dealt and their case in joins; doubtLine/ownAsk. The sentences
// are this file's own.

// --- an amount of "it"/"her" after an aside that says "came" ---------------

// dealt only asks for a word: someone who "came" along is an aside of the
// kind skeptic100a's Kev was, and the price of the caravan, the motorbike
// and the mare goes onto it — "paid £2,000 for her" after "My daughter came
// to say goodbye" reads as paid for the daughter.
func TestSkeptic100cSomeoneWhoCameIsNotWhatWasSold(t *testing.T) {
	apart98(t, "Finally sold the old caravan. The kids came with me to hand over the keys. A couple from Whitby paid £3,000 for it.", "kids", "£3,000")
	apart98(t, "Finally sold the motorbike. My brother came to help. A lad from Derby paid £2,500 for it.", "brother", "£2,500")
	apart98(t, "Sold the old mare at last. My daughter came to say goodbye. A riding school in Ayr paid £2,000 for her.", "daughter", "£2,000")
}

// --- what was booked, bought or found instead -----------------------------

// The sentence before says "booked" or "bought" — of the new thing, not of
// the one sold: the caravan's price reads as the villa's, the boat's as what
// is paid for the wife's cruise, the scrapped van's as the Fiat's, the sold
// house's as the new flat's.
func TestSkeptic100cWhatWasGotInsteadTakesTheSoldThingsPrice(t *testing.T) {
	apart98(t, "We're selling the caravan. Booked a villa in Crete instead. A couple from Leeds are paying £4,000 for it.", "Crete", "£4,000")
	apart98(t, "The boat's sold at last. My wife booked a cruise to celebrate. A lad from Carradale is paying £4,500 for her.", "cruise", "£4,500")
	apart98(t, "Finally got rid of the old van. Bought a little Fiat instead. The scrapyard gave me £400 for it.", "Fiat", "£400")
	apart98(t, "We sold Mum's house. She's found a lovely flat near us. The buyers paid £240,000 for it.", "flat", "£240,000")
}

// On the new thing's line, the sale's price is marked out of date when the
// new thing falls through: the money from the caravan, the boat and Mum's
// house is still what it was.
func TestSkeptic100cTheNewThingFallingThroughMarksTheSalePriceOld(t *testing.T) {
	stillCurrent48b(t,
		"We're selling the caravan. Booked a villa in Crete instead. A couple from Leeds are paying £4,000 for it.",
		"The villa in Crete fell through, so we've booked one in Rhodes instead.", "£4,000")
	stillCurrent48b(t,
		"The boat's sold at last. My wife booked a cruise to celebrate. A lad from Carradale is paying £4,500 for her.",
		"The cruise fell through, so my wife booked a week in Skye instead.", "£4,500")
	stillCurrent48b(t,
		"We sold Mum's house. She's found a lovely flat near us. The buyers paid £240,000 for it.",
		"The flat near us fell through, so Mum's looking at a bungalow in Kirkby instead.", "£240,000")
}

// --- "le", "nos", "dafür": no dealt asked ---------------------------------

// "Le pagamos" is paid to whom the message names first (the carer, Ana), but
// is joined to whatever short sentence comes just before: the brother reads
// as paid 12 euros an hour, Ana is lost from the pay.
func TestSkeptic100cLeIsPaidToWhomTheSentenceBeforeDoesNotName(t *testing.T) {
	apart98(t, "Encontramos a Rosario para cuidar a mi madre. Mi hermano no puede ayudar. Le pagamos 12 euros por hora.", "hermano", "12 euros")
	apart98(t, "Mi madre necesita ayuda en casa. Mi hermano vive en Madrid. Le pagamos 12 euros por hora.", "hermano", "12 euros")
	apart98(t, "Ana se queda con los niños el sábado. Los niños la adoran. Le vamos a pagar 50 euros.", "adoran", "50 euros")
}

// "Nos piden", "Nos pasan" of the flat and the grant go onto a remark about
// the mother-in-law or the husband.
func TestSkeptic100cNosGoesOntoARemark(t *testing.T) {
	apart98(t, "Encontramos un piso en Triana, tres habitaciones y terraza. Mi suegra está encantada. Nos piden 900 euros de fianza.", "suegra", "900 euros")
	apart98(t, "Nos dieron la subvención para el tejado. Mi marido está feliz. Nos pasan 3.000 euros en marzo.", "marido", "3.000 euros")
}

// "Dafür zahlen wir" of the castle, the babysitter and the car goes onto
// Oma coming and the children's joy: 8,000 euros "for" Oma.
func TestSkeptic100cDafuerGoesOntoARemark(t *testing.T) {
	apart98(t, "Die Hochzeit ist im Schloss Bückeburg. Oma kommt auch. Dafür zahlen wir 8.000 Euro.", "Oma", "8.000 Euro")
	apart98(t, "Wir haben einen Babysitter für Samstag gefunden. Die Kinder freuen sich schon. Dafür zahlen wir 40 Euro.", "Kinder", "40 Euro")
	apart98(t, "Wir haben endlich ein Auto gekauft. Die Kinder sind begeistert. Dafür zahlen wir 12.000 Euro.", "Kinder", "12.000 Euro")
}

// --- doubtLine / ownAsk ---------------------------------------------------

// The question after a doubt is its own open line (since the second review
// of stop 100) even when it names nothing: "Am I being unreasonable?" is sent
// to the model as an open question of nothing; on 1cdf8c4 the doubt's line
// said what it was about and no bare line was made.
func TestSkeptic100cAnOwnQuestionOfNothingStandsAlone(t *testing.T) {
	onlyWith60c(t, "I don't know what to do about my sister and the wedding. Am I being unreasonable?", "unreasonable", "sister")
	onlyWith60c(t, "I don't know what to do about the neighbours and their dog barking all night. Am I being petty?", "petty", "dog")
	onlyWith60c(t, "No sé qué hacer con mi hermana y la boda. ¿Tengo razón o me paso?", "razón", "hermana")
	onlyWith60c(t, "Ich weiß nicht, was ich mit meinem Sohn und seinem Handy machen soll. Soll ich es ihm nachts wegnehmen?", "wegnehmen", "Handy")
}

// The own question's line takes the fact after it, and the quote is read as
// an open question: "The quote was £12,000" is no question.
func TestSkeptic100cAQuoteAfterAnOwnQuestionIsNoQuestion(t *testing.T) {
	isKind98(t, session.LedgerFact, "I don't know how we'll pay for the new roof. Do we take out a loan? The quote was £12,000.", "£12,000")
	isKind98(t, session.LedgerFact, "I still don't know where we're having Mia's party. Do we need to book the hall this week? The church hall is £80.", "£80")
}

// --- misses ---------------------------------------------------------------

// MISS: an aside between the thing and its price, joined on 1cdf8c4 already:
// the sofa's price with Mum, the pram's with the buggy, the cot's with the
// car seat, the bouncy castle's with the hall.
func TestSkeptic100cMissAnAsideBeforeThePriceOnTheBase(t *testing.T) {
	t.Skip("a miss of the code before stop 100 (an aside between a thing and its price takes the price: an earlier reading of \"it\" after a short sentence), left")
	apart98(t, "Finally picked up the new sofa. Mum came too. Paid £800 for it.", "Mum", "£800")
	apart98(t, "Sold the pram on Facebook. Bought a buggy instead. Got £150 for it.", "buggy", "£150")
	apart98(t, "Bought a second-hand cot for the baby. The car seat came from my sister. Paid £40 for it.", "car seat", "£40")
	apart98(t, "We've hired a bouncy castle for Mia's party. The hall is booked too. We're paying £80 for it.", "hall is booked", "£80")
}
