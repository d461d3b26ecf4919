package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 542b481 and 63265f3 ("in the end", "am Ende",
// "letztendlich" among the words that say a value changed; atAnAge after
// "how <anyone> does it at"; "what's missing" heads only whole; "nothing
// now", "ya nada", "nichts mehr" after a task label; the day sigh carrying
// its not knowing past "or", "ni", "oder", "let alone"; a price alone in its
// clause). The sentences are this file's own; remembered, said, lineOf,
// leftUnmarked, never31 and asksHolding62a are reused.

// 1. REGRESSION (fails on 63265f3, passes on c551528). "In the end" is as
// often the idiom "it'll all work out in the end", "in the end it's your
// call" as a new value: a line that says it and names a new date or price of
// something else (Sarah's sleepover, Dave's service) marks the party or the
// boiler quote, still current, "(updated in #3)".
func TestSkeptic62dInTheEndAsAnIdiomUpdatesNothing(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		kept string
	}{
		{[]string{
			"Sarah's party is on Saturday at 2pm at the bowling alley.", "A: Ok.",
			"Sarah's sleepover is on Friday at 6pm, it'll all work out in the end.", "A: Ok.",
		}, "Saturday at 2pm"},
		{[]string{
			"Sarah's party is on Saturday at 2pm at the bowling alley.", "A: Ok.",
			"Sarah's sleepover is on Friday at 6pm, we'll sort the food in the end.", "A: Ok.",
		}, "Saturday at 2pm"},
		{[]string{
			"The quote for the new boiler from Dave was £2,400.", "A: Ok.",
			"In the end it's your call, but Dave also wants £80 for the annual service.", "A: Ok.",
		}, "£2,400"},
	} {
		leftUnmarked(t, c.msgs, c.kept, "an idiom beside a value of something else")
	}
}

// 2. REGRESSION (fails on 63265f3, passes on c551528). German "am Ende"
// is mostly "am Ende des Monats / des Jahres" (a date) or "am Ende des
// Tages" (the idiom), not "in the end": the rent is marked as changed by
// the service charges due at the end of the year, Oma's arrival on Friday
// by her staying until Sunday.
func TestSkeptic62dAmEndeDesMonatsUpdatesNothing(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		kept string
	}{
		{[]string{
			"Die Miete für die Wohnung in der Bergstraße ist 850 Euro.", "A: Ok.",
			"Die Nebenkosten für die Wohnung kommen am Ende des Jahres, etwa 300 Euro.", "A: Ok.",
		}, "850 Euro"},
		{[]string{
			"Oma kommt am Freitag um 14 Uhr mit dem Zug aus Kassel.", "A: Ok.",
			"Oma bleibt bis Sonntag, am Ende des Tages zählt nur, dass sie da ist.", "A: Ok.",
		}, "Freitag um 14 Uhr"},
	} {
		leftUnmarked(t, c.msgs, c.kept, "'am Ende des …' beside a value of something else")
	}
}

// 3. REGRESSION (fails on 63265f3, passes on c551528). "how <anyone> does
// it at <number>" is admiring only of a person; of a dentist, the council or
// an insurer it asks how they handle someone of that age, and the question
// is kept as a fact.
func TestSkeptic62dHowAnOfficeDoesItAtAnAgeAsks(t *testing.T) {
	asksHolding62a(t, "dentist", "I'm not sure how the dentist does it at 18, whether Josh still gets it free.")
	asksHolding62a(t, "council", "No idea how the council does it at 16, whether you need an adult to sign.")
	asksHolding62a(t, "insurance", "Not sure how the insurance does it at 70, whether Dad needs a medical.")
}

// 5. REGRESSION (fails on 63265f3, passes on c551528). "What's still
// missing for Saturday:", "Was noch fehlt fürs Sommerfest:" say what the
// missing thing is for; taken whole only, the heads no longer label the
// open question after them.
func TestSkeptic62dWhatIsMissingForAnEventLabelsAQuestion(t *testing.T) {
	asksHolding62a(t, "urn", "What's still missing for Saturday: who's bringing the urn for the teas.")
	asksHolding62a(t, "Bierbänke", "Was noch fehlt fürs Sommerfest: wer die Bierbänke vom Sportplatz holt.")
}

// 6. REGRESSION (fails on 63265f3, passes on c551528). "nothing now",
// "nichts mehr", "ya nada" followed by "except", "apart from", "nur noch",
// "solo" name what is still left: the task is kept as a fact, or only its
// tail.
func TestSkeptic62dNothingNowExceptLeavesATask(t *testing.T) {
	asksHolding62a(t, "vet", "Still to do: nothing now, except ring the vet about Bella's jabs.")
	asksHolding62a(t, "Gran", "What's still missing: nothing now, apart from who's picking Gran up from the station.")
	asksHolding62a(t, "Servietten", "Was noch fehlt: nichts mehr, nur noch wer die Servietten von Jana holt.")
	asksHolding62a(t, "sillas", "Lo que falta: ya nada, solo quién recoge las sillas del colegio.")
}

// 7. REGRESSION (fails on 63265f3, passes on c551528). After the day sigh,
// "or", "ni", "oder" often go on with the same joke ("or what my own name
// is", "ni cómo me llamo"): now any question word after them asks, and the
// sigh is kept as an open question.
func TestSkeptic62dTheDaySighGoingOnIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No idea what day it is, or what my own name is lol.",
		"I honestly don't know what day it is, or what month it is for that matter.",
		"No sé ni qué día es hoy, ni cómo me llamo.",
		"Ich weiß nicht, welcher Tag heute ist, oder wie ich heiße.")
}

// Still missed after the fix (written as comments, not tests):
//   - "I don't know how my nan does it at 90, she still does the crossword
//     every day." keeps only "I don't know how my nan does it at 90" (on
//     c551528 the whole sentence was an open question): what she still does
//     is cut as a clause that names nothing — as it is after "how she does it
//     at 90" on both commits.
//   - "Rhona's quoted for the tablecloths at last. £95.50, white linen, with
//     the discount.": a price with pence does not join ("£95," does).
