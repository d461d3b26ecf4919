package compression_test

import "testing"

// A skeptical review of the fourth review of stop 70 and its refactor
// (147d844, afd2cab): each test is a message a person would write. A
// REGRESSION fails on afd2cab and passes on bb48c28 (the compression
// package of 147d844~1); a STILL MISSED fails on both.

// REGRESSION: monthGoesOn now lets a shortened month after "early/late/mid/
// Mitte/Anfang/Ende" go on only before a lower-case word, to stop "late
// Oct. 3 of us are going". But what follows a part of a month is as often a
// capital: "I", a name, and in German every noun. "In late Oct. I have my
// knee replacement …" is now two lines ("In late Oct." / "I have my knee
// …"), "Mid Oct. Tom starts his new job at the council." keeps only "Mid
// Oct." (the new job is dropped), and "Ende Okt. Umzug nach Köln, …",
// "Anfang Okt. Hochzeit meiner Schwester in Fulda, …" lose their date
// altogether. bb48c28 kept each as one line.
func TestSkeptic71aPartOfMonthBeforeACapital(t *testing.T) {
	for _, c := range []struct{ msg, month, what string }{
		{"In late Oct. I have my knee replacement at St Vincent's, so I can't drive for six weeks.", "Oct.", "knee"},
		{"Mid Oct. Tom starts his new job at the council.", "Oct.", "council"},
		{"In early Nov. Marta gets married in Lisbon and Dad is paying for the flights.", "Nov.", "Lisbon"},
		{"Ende Okt. Umzug nach Köln, die Wohnung in der Südstadt haben wir schon.", "Okt.", "Köln"},
		{"Anfang Okt. Hochzeit meiner Schwester in Fulda, ich bin Trauzeugin.", "Okt.", "Fulda"},
		{"Mitte Nov. OP am Knie im Klinikum Rechts der Isar.", "Nov.", "Knie"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.month, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.month, c.what, got)
		}
	}
}

// REGRESSION: the same change, where the month does end the sentence: the
// sentence after it now stands alone and, naming only a family word or a
// first name, is dropped. "We're off to Lanzarote in early Oct. Gran is
// minding the dog." keeps no line of who minds the dog; "Mum's hip op is in
// late Nov. Dad will need lifts to the hospital every day." loses the
// lifts; "… in mid Oct. Jake from next door is lending us his camping
// stove." loses the stove (bb48c28 kept each message whole).
func TestSkeptic71aSentenceAfterAPartOfMonthIsKept(t *testing.T) {
	for _, c := range []struct{ msg, who, what string }{
		{"We're off to Lanzarote in early Oct. Gran is minding the dog.", "Gran", "dog"},
		{"Mum's hip op is in late Nov. Dad will need lifts to the hospital every day.", "Dad", "lifts"},
		{"The kitchen fitters come in mid Oct. Jake from next door is lending us his camping stove.", "Jake", "stove"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.who, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.who, c.what, got)
		}
	}
}

// REGRESSION: a part of a month before a year ends at the month now (a year
// is no lower-case word): "The wedding is booked for late Oct. 2027 at
// Ballymagarvey Village" is "… late Oct." and "2027 at Ballymagarvey
// Village, 120 guests."; "Unser Baby kommt voraussichtlich Ende Okt. 2026
// …" likewise. The date is cut in two (bb48c28 kept it whole).
func TestSkeptic71aPartOfMonthBeforeAYear(t *testing.T) {
	for _, c := range []struct{ msg, month, year string }{
		{"The wedding is booked for late Oct. 2027 at Ballymagarvey Village, 120 guests.", "Oct.", "2027"},
		{"Unser Baby kommt voraussichtlich Ende Okt. 2026 und wir brauchen bis dahin ein größeres Auto.", "Okt.", "2026"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.month, c.year) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.month, c.year, got)
		}
	}
}

// REGRESSION: partOf ends a shortened month's sentence before any day
// followed by "of", meant for "in Aug. 2 of the kids"; but "of" after a day
// also says which year: "Mum passed away on Feb. 14 of last year, …" is now
// "Mum passed away on Feb." and "14 of last year, so Valentine's Day is
// hard for Dad." — the day torn from the month (bb48c28 kept one line).
func TestSkeptic71aDayOfLastYear(t *testing.T) {
	for _, c := range []struct{ msg, month, day string }{
		{"Mum passed away on Feb. 14 of last year, so Valentine's Day is hard for Dad.", "Feb.", "14"},
		{"We got the keys on Aug. 2 of this year and the boiler broke the same week.", "Aug.", "2"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.month, c.day) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.month, c.day, got)
		}
	}
}

// REGRESSION: risesEach makes a numbering before a bracketed code a label
// whenever it rises message to message, however far — dropping the
// smallSteps check the third review added so that room and locker numbers
// stay. Numbers listed in order are just as often what the line is about:
// auction lots (112, 140, 203) and a wedding's hotel rooms (104, 118, 203)
// are now stripped as labels, and the memory no longer says which lot has
// which reserve, or who sleeps in which room (bb48c28 kept "Lot 140
// [B1]", "Room 118 [T1] – the twins").
func TestSkeptic71aRisingNumbersThatAreNoLabels(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		nums []string
	}{
		{[]string{
			"Lot 112 [A3] – Gran's writing desk, reserve £400.", "A: Ok.",
			"Lot 140 [B1] – the Moorcroft vase, reserve £250.", "A: Ok.",
			"Lot 203 [C2] – Grandad's war medals, not selling below £600.", "A: Ok.",
		}, []string{"112", "140", "203"}},
		{[]string{
			"Room 104 [K2] – Mum and Dad, they need the lift because of Dad's hip.", "A: Ok.",
			"Room 118 [T1] – the twins, they've asked for a cot too.", "A: Ok.",
			"Room 203 [K1] – Gran and Aunt Sheila.", "A: Ok.",
		}, []string{"104", "118", "203"}},
	} {
		got := remembered(t, said(c.msgs...))
		for _, n := range c.nums {
			if lineWith(got, n) == "" {
				t.Errorf("%q: the number %s is stripped as a label:\n%s", c.msgs[0], n, got)
			}
		}
	}
}

// STILL MISSED: "haven't got anyone to" was added, not its twin "haven't
// got anybody to"; nor "haven't managed to find anyone to", "Nobody's
// signed up for … yet"; German "hat sich leider noch niemand gemeldet",
// "hat sich noch immer niemand gemeldet" (a word inside the phrase, as "bis
// jetzt" was). Each line is dropped: the organiser loses that the comfrey
// stall still needs someone.
func TestSkeptic71aNobodyYetSaidOtherwise(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{often69("I haven't got anybody to run the comfrey stall yet."), "comfrey stall"},
		{often69("I haven't managed to find anyone to run the comfrey stall."), "comfrey stall"},
		{often69("Nobody's signed up for the comfrey stall yet."), "comfrey stall"},
		{often69de("Für den Beinwellstand hat sich leider noch niemand gemeldet."), "Beinwellstand"},
		{often69de("Für den Beinwellstand hat sich noch immer niemand gemeldet."), "Beinwellstand"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.key) == "" {
			t.Errorf("%q: no line holds %q:\n%s", c.msgs[len(c.msgs)-2], c.key, got)
		}
	}
}

// Left as notes at stop 71 (still missed before and after): a part of a month
// said otherwise ('A mediados de oct. empiezan las obras …', 'A finales de
// oct. Marta se casa …', 'At the end of Oct. we move to Leeds', 'Mid-Oct. Tom
// starts …') loses the date or the fact; 'he hasn't had any processed meat
// since the heart attack', 'he hasn't had a drop of alcohol', 'no ha comido
// carne roja desde el infarto' keep nothing; 'Invoice 1043 [Q3] – Harlow
// Design still hasn't paid' loses the invoice number, the repeated '[Q3]'
// making the opening a label of its own. The 'nobody yet' phrasings of the
// review are fixed.
