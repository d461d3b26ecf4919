package compression_test

import "testing"

// A third skeptical review of stop 70's reading (1e06ea7..53e9104), the
// fixes of the second review among it: each test is a message a person
// would write. A REGRESSION fails on 53e9104 and passes on 1e06ea7; a STILL
// MISSED fails on both.

// REGRESSION: saidFirst lets "don't lecture me …", "don't try to talk me
// out of …" be an order only when every word before it is a lead-in
// (negatedLeadIns, orderLeadIns). People open such an order with their own
// aside: "I know, I know, …", "Yes, yes, …", "Please, for once, …", "It's my
// money, …" — none a subject doing the nagging, as "My daughters, thank God,
// …" is. Each message is now dropped altogether: the person loses that the
// answers are not to lecture them about the cigarettes, about money, or to
// argue them out of what they decided.
func TestSkeptic70cAnOrderAfterThePersonsOwnAsideIsStillAnOrder(t *testing.T) {
	for _, c := range []struct{ msg, key string }{
		{"I know, I know, don't lecture me about the cigarettes.", "cigarettes"},
		{"Yes, yes, don't lecture me about the cigarettes.", "cigarettes"},
		{"Please, for once, don't lecture me about money.", "money"},
		{"It's my money, don't try to talk me out of it.", "talk me out"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.key) == "" {
			t.Errorf("%q: the order is lost:\n%s", c.msg, got)
		}
	}
}

// REGRESSION: monthGoesOn lets a shortened month and its day go on only
// before a mark, a preposition of dateGoesOnWith, a year or the end. A day
// is as often followed by its time or a word of when — "Oct. 3 10:30am",
// "Aug. 21 around 7pm", "Nov. 12 between 8 and 1", "Oct. 3 (a Friday)",
// "Sept. 14 after work" — and the sentence is now cut after the month: "My
// MRI is on Oct." and "3 10:30am at the Royal Victoria" (1e06ea7 took any
// day after the month). The person loses which day the scan, the flight,
// the funeral and the engineer are.
func TestSkeptic70cAShortenedMonthsDayBeforeATimeOfDay(t *testing.T) {
	for _, c := range []struct{ msg, date, what string }{
		{"My MRI is on Oct. 3 10:30am at the Royal Victoria, Dr Shah is doing it.", "Oct. 3", "MRI"},
		{"Dad's flight lands on Aug. 21 around 7pm at Belfast City, I'm picking him up.", "Aug. 21", "flight"},
		{"Aunt Vera's funeral is on Oct. 3 (a Friday) at St Mary's in Cleethorpes.", "Oct. 3", "funeral"},
		{"The gas engineer comes Nov. 12 between 8 and 1, British Gas.", "Nov. 12", "gas engineer"},
		{"My smear test got moved to Sept. 14 after work, at the Brook Street surgery.", "Sept. 14", "smear test"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.date, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.date, c.what, got)
		}
	}
}

// STILL MISSED: eatsNone takes "hasn't had" only right before a food of
// foods: "he hasn't had red meat since the heart attack", "she hasn't had
// any meat since …" put a word between. The sentence is dropped: the cook
// loses that Dad and Nan eat no meat.
func TestSkeptic70cMeatGivenUpWithAWordBetween(t *testing.T) {
	for _, msg := range []string{
		"Cooking for Dad on Sunday. Important: he hasn't had red meat since the heart attack, so no beef.",
		"Cooking for Nan on Sunday. Important: she hasn't had any meat since the heart attack, so no beef.",
	} {
		got := remembered(t, said(msg, "A: Ok."))
		if lineWith(got, "meat") == "" {
			t.Errorf("%q: no line holds \"meat\":\n%s", msg, got)
		}
	}
}

// STILL MISSED: someone still missing for a task, said as it is most often
// said — "yet" at the end, "anybody", German's "hat sich noch niemand
// gemeldet": stillSought and nobodyYet have "haven't got anyone yet",
// "haven't found anyone yet", "hab ich noch niemanden". Each is dropped
// beside a sentence naming something new: the person loses that the
// comfrey stall still needs someone.
func TestSkeptic70cNobodyYetSaidTheCommonWay(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{often69("I haven't got anyone for the comfrey stall yet."), "comfrey stall"},
		{often69("Haven't found anybody yet for the comfrey stall."), "comfrey stall"},
		{often69de("Für den Beinwellstand hat sich noch niemand gemeldet."), "Beinwellstand"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// STILL MISSED: monthGoesOn lets a month go on into a lower-case word only
// as "mid-Oct." (one word) or after a German day: "In early Oct. we fly to
// Lisbon …", "Ab Mitte Okt. sind die Handwerker im Haus …", "Anfang Okt.
// fliegen wir nach Lissabon …" end at the month. The date is a line of its
// own or dropped: the person loses when they fly, when the builders come.
func TestSkeptic70cAShortenedMonthAfterEarlyOrMitte(t *testing.T) {
	for _, c := range []struct{ msg, date, what string }{
		{"In early Oct. we fly to Lisbon for Marta's wedding, Dad's paying for the flights.", "Oct.", "Lisbon"},
		{"Ab Mitte Okt. sind die Handwerker im Haus, wir wohnen dann bei meiner Schwester in Fulda.", "Okt.", "Handwerker"},
		{"Anfang Okt. fliegen wir nach Lissabon zur Hochzeit von Marta.", "Okt.", "Lissabon"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.date, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.date, c.what, got)
		}
	}
}

// Left (stop 70), two cases of this review fixed only in part:
//
// "Room 12 [2B] – Mum and Dad, ground floor for Dad's hip.", "Room 31 [S1]
// – …", "Room 4 [B12] – Granny, next to reception." and "Locker 112 [B3] –
// Ella's", "Locker 7 [A14] – …": the numbering is no longer stripped as a
// label (a numbering before a code is one only when it runs on as the
// messages go, a few at a time), but a line still splits at the dash when
// the code and a name are two subjects ("Room 4 [B12]" / "Granny, next to
// reception."), as it did before this stop.
//
// "🏠 3 Mill Road – new tenants move in on the 1st, the Dunne family.", "🏠 14
// Mill Road – …", "🏠 27 Mill Road – …" (and buses 23, 42, 50 to Didsbury):
// the numbers are no longer stripped (a count before a dash moves a few at
// a time), but "the Dunne family" is a line apart from the address, as
// before this stop.
