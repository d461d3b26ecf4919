package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Skeptic's review of stop 48 (the commits after 7787cfd): valueOfIt,
// foundHead/afterTag, dateSetHeads, prayers/without, stillSought,
// questionTopic, spokenHour, scrappedObject. Each test failed on the code
// under review; the sentences are this file's own.

// "This year …" and the German article "Das …" open a sentence about a new
// thing, not one that points back: the gym fee is joined onto the car
// insurance line, so when the car insurance price changes the gym fee is
// marked out of date — the person's still-valid £45 gym fee looks stale, and
// the German line puts the car's 300 Euro on the flat's viewing.
func TestSkeptic48ADeterminerOpeningIsNoValueOfTheSentenceBefore(t *testing.T) {
	got := remembered(t, said(
		"I finally sorted the car insurance with Aviva after an hour on the phone and a lot of hold music, they were very patient with me. This year the gym membership is £45 a month.", "A: Noted.",
		"Aviva rang back, the car insurance is now £62 a month.", "A: Noted."))
	if l := lineWith(got, "£45"); l == "" || strings.Contains(l, "updated in") || strings.Contains(l, "Aviva") {
		t.Errorf("the gym fee is on the car insurance line or marked updated by it:\n%s", got)
	}
	got = remembered(t, said("Wir haben gestern den ganzen Nachmittag die Wohnung in der Lindenstraße angeschaut und der Makler Herr Vogel war wirklich sehr freundlich zu uns. Das Auto kostet 300 Euro im Monat.", "A: Gut."))
	if lineWith(got, "Lindenstraße", "300 Euro") != "" {
		t.Errorf("the car's cost is joined onto the flat:\n%s", got)
	}
}

// "We have three kids." is no head that someone was found: joined with
// "Aoife, the eldest, is 12", the number of children and Aoife's age share a
// line, and when Aoife turns 13 the line is marked updated — the person's
// "three kids" now reads as out of date.
func TestSkeptic48WeHaveIsNoFoundHead(t *testing.T) {
	got := remembered(t, said(
		"We have three kids. Aoife, the eldest, is 12 and mad into camogie.", "A: Noted.",
		"Aoife is 13 now, she had her birthday on Sunday.", "A: Noted."))
	if l := lineWith(got, "three kids"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the number of children is marked updated by Aoife's birthday:\n%s", got)
	}
}

// A dash inside a found head ("Found a plumber – finally.", "Hired a nanny
// — at last!") is read as a message tag, so the head is no longer a found
// head and is dropped: the memory keeps "Kevin Byrne, … €60 an hour" but
// loses that he is the plumber (and that Oksana is the nanny).
func TestSkeptic48ADashInAFoundHeadLosesWhoWasFound(t *testing.T) {
	for _, c := range []struct{ text, role, name string }{
		{"Found a plumber – finally. Kevin Byrne, he's Ma's cousin's lad, €60 an hour.", "plumber", "Kevin"},
		{"Hired a nanny — at last! Oksana Petrenko, €15 an hour, she minded the Byrnes' twins.", "nanny", "Oksana"},
	} {
		got := remembered(t, said(c.text, "A: Noted."))
		if lineWith(got, c.role) == "" {
			t.Errorf("no line says who %s is the %s:\n%s", c.name, c.role, got)
		}
	}
}

// A date that is NOT fixed ("Der Termin steht noch aus", "La fecha está por
// decidir") or a romantic date ("I got a date!") is read as a head that a
// date is set and swallows the unrelated sentence after it; when the date
// is then given, the rent / the boiler man's visit is marked out of date.
func TestSkeptic48DateHeadSwallowsAnUnrelatedValue(t *testing.T) {
	for _, c := range []struct{ first, later, key string }{
		{"Der Termin steht noch aus. Die Miete ist ab Mai 950 Euro.", "Der Termin ist jetzt am 12. Juni, sagt die Praxis.", "950 Euro"},
		{"I got a date! The boiler man comes Tuesday at 9.", "The date is now Friday at 8, wish me luck.", "boiler"},
		{"La fecha está por decidir. El fontanero viene el martes a las 9.", "La fecha ahora es el viernes 14.", "fontanero"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.later, "A: Ok."))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("%q is marked updated by the date:\n%s", c.key, got)
		}
	}
}

// "lord help" is cut out of "landlord help" as a sigh to heaven: the
// person's real question about the boiler bill is lost (a fact, and its
// "do you think?" dropped).
func TestSkeptic48LandlordHelpIsNoPrayer(t *testing.T) {
	questionsHold(t, "Would my landlord help me with the boiler bill, do you think?")
}

// A question label that says the question is settled ("Question answered:
// the red one.", "Frage erledigt: die Garage.", "Pregunta contestada: el
// martes.") is read as an open question: the assistant is told to still
// chase a decision the person has already made.
func TestSkeptic48ASettledQuestionLabelIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Question answered: the red one.",
		"Question settled: the blue sofa.",
		"Frage erledigt: die Garage.",
		"Frage geklärt: der rote Teppich.",
		"Pregunta contestada: el martes.",
		"Duda resuelta: el lunes.")
}

// stillSought words inside ordinary statements make chatter and facts
// about others open tasks: the brother's job hunt, an empty office, nobody
// complaining, a van that turned out not to be needed, a coffee — each would
// be kept as something the person still wants done.
func TestSkeptic48StillWithoutSomeoneIsNoOpenTask(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"My brother is still looking for a job since the factory closed.",
		"I thought we'd still need a van but Dad's lending us his.",
		"I still need a coffee before I can think straight.",
		"Still no one believes me about the ghost in the attic.",
		"Bisher hat sich noch niemand beschwert.",
		"Son las nueve y todavía no hay nadie en la oficina.")
}

// "around ten of us" is a headcount, not a time: read as a time it gives
// the dinner a new time, and the line with the real time (7pm) is dropped
// from memory altogether.
func TestSkeptic48AHeadcountAroundIsNoTime(t *testing.T) {
	got := remembered(t, said(
		"Dinner at ours on Saturday is at 7pm.", "A: Noted.",
		"Dinner at ours on Saturday is now around ten of us, Mark's bringing his brothers.", "A: Noted."))
	if l := lineWith(got, "7pm"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the dinner's time is lost or marked updated by a headcount:\n%s", got)
	}
}

// Counts said with "at", "by", "back to" ("at twelve now", "up by two",
// "back to six") are read as hours: the class's 7pm, the quiz's 8pm and the
// book club's 19:30 are marked out of date though no time changed.
func TestSkeptic48ACountAfterAtByOrBackToIsNoTime(t *testing.T) {
	for _, c := range []struct{ first, later, key string }{
		{"Yoga is at 7pm on Mondays in the parish hall.", "Yoga in the parish hall is at twelve now, Sinead says it's full.", "7pm"},
		{"The fundraiser quiz starts at 8pm on Friday in the GAA club.", "The fundraiser quiz in the GAA club now has teams of four, up by two.", "8pm"},
		{"Book club meets at 19:30 on Thursdays at Priya's.", "Book club at Priya's is back to six again, the Murphys rejoined.", "19:30"},
	} {
		got := remembered(t, said(c.first, "A: Noted.", c.later, "A: Noted."))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("a count marked the time %s updated:\n%s", c.key, got)
		}
	}
}

// A score ("lost … three to two") is read as the hour two: the match's
// kick-off at 11am is marked out of date by the result.
func TestSkeptic48AScoreIsNoTime(t *testing.T) {
	got := remembered(t, said(
		"The under-10s match kicks off at 11am on Saturday in Ballybrack.", "A: Noted.",
		"The under-10s lost the match in Ballybrack three to two again, the ref was shocking.", "A: Noted."))
	if l := lineWith(got, "11am"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the score marked the kick-off updated:\n%s", got)
	}
}

// "Vergiss die Konzertkarten nicht" is "don't forget the tickets", not
// "scrap the tickets": the line saying where the tickets are is marked
// updated by the change of transport, so the person is told the tickets'
// place is out of date.
func TestSkeptic48DontForgetIsNoScrap(t *testing.T) {
	got := remembered(t, said(
		"Wir fahren mit dem Auto zum Konzert in der Stadthalle.", "A: Gut.",
		"Die Konzertkarten liegen in der Küchenschublade.", "A: Gut.",
		"Vergiss die Konzertkarten nicht, wir nehmen stattdessen die Straßenbahn.", "A: Gut."))
	if l := lineWith(got, "Küchenschublade"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("'don't forget the tickets' marked where they are updated:\n%s", got)
	}
}
