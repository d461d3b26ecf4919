package compression_test

import (
	"strings"
	"testing"
)

// A skeptical review of stop 70's reading (8d78686..de143bf): each test is a
// message a person would write. A REGRESSION fails on de143bf and passes on
// 8d78686; a STILL MISSED fails on both.

// REGRESSION: a landlord's notes open with a house mark, the house's number
// and street, and a dash ("🏠 14 Mill Road – …"). dashCloser now reads a
// first word with digits as a count that changes from message to message,
// so "# … Road –" closes a label of every message and the address of each
// house is stripped: the person loses which house each fact is about.
func TestSkeptic70aAHouseNumberBeforeADashIsNoCount(t *testing.T) {
	got := remembered(t, said(
		"I manage a few rental houses for my mum.", "A: Ok.",
		"🏠 14 Mill Road – boiler service on Tuesday, the tenant is Mrs Okafor.", "A: Ok.",
		"🏠 3 Station Road – the gutter needs clearing before winter, Gary from Hillside Roofing is quoting.", "A: Ok.",
		"🏠 27 Mill Road – new tenants move in on the 1st, the Dunne family.", "A: Ok.",
	))
	for _, address := range []string{"14 Mill Road", "3 Station Road", "27 Mill Road"} {
		if lineWith(got, address) == "" {
			t.Errorf("the address %q is stripped as a label:\n%s", address, got)
		}
	}
}

// REGRESSION: a teacher's notes open with the period and the class it is
// taught to ("Period 2 – 9C: …", "Period 5 – 11B: …"). In a loose skeleton
// a code after a number now takes its shape ("#a:"), so the class becomes
// part of a label of every message and is stripped: the person loses which
// class each essay, exam and cover is for.
func TestSkeptic70aAClassAfterThePeriodIsNoNumbering(t *testing.T) {
	got := remembered(t, said(
		"I teach English at Ridgeway Academy.", "A: Ok.",
		"Period 2 – 9C: Macbeth essays are due on Friday.", "A: Ok.",
		"Period 5 – 11B: their mock exam moved to Thursday the 14th.", "A: Ok.",
		"Period 3 – 8A: Mrs Holt is covering while I'm on the trip.", "A: Ok.",
	))
	for _, c := range [][2]string{{"9C", "Macbeth"}, {"11B", "mock exam"}, {"8A", "Mrs Holt"}} {
		if lineWith(got, c[0], c[1]) == "" {
			t.Errorf("no line holds the class %q with %q:\n%s", c[0], c[1], got)
		}
	}
}

// REGRESSION: "ago" (English) and "mar" (Spanish: the sea) are in
// shortMonths, so "… two years ago. 3 bedrooms, …" and "… a cinco minutos
// del mar. 3 habitaciones, …" are now one sentence. When the person
// corrects the first ("we moved in three years ago", "está a diez minutos
// del mar"), the house's rooms and boiler, still true, are marked updated
// with it: the person loses them as current facts.
func TestSkeptic70aAgoAndTheSeaAreNoShortenedMonths(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{{
		[]string{
			"We moved into the cottage two years ago. 3 bedrooms, and the boiler is a Worcester Bosch from 2009.", "A: Ok.",
			"Correction, we moved into the cottage three years ago.", "A: Ok.",
		}, "3 bedrooms",
	}, {
		[]string{
			"Tenemos una casita en Conil, a cinco minutos del mar. 3 habitaciones, y la caldera es una Junkers de 2009.", "A: Vale.",
			"Perdona, la casita está a diez minutos del mar, no a cinco.", "A: Vale.",
		}, "3 habitaciones",
	}} {
		got := remembered(t, said(c.msgs...))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "(updated") {
			t.Errorf("%q: the line is lost or marked updated by the correction of the sentence before: %q\n%s", c.msgs[0], l, got)
		}
	}
}

// REGRESSION: "märz" is in shortMonths though "März" is the month's whole
// name, and "80" reads as a day: "Die Hochzeit ist im März. 80 Gäste
// kommen, …" is one sentence. When the wedding moves to April, the guest
// count, still true, is marked updated with it: the person loses how many
// guests come.
func TestSkeptic70aMärzIsAWholeMonthThatEndsASentence(t *testing.T) {
	got := remembered(t, said(
		"Die Hochzeit ist im März. 80 Gäste kommen, gefeiert wird im Gasthof Krone in Oberstdorf.", "A: Ok.",
		"Die Hochzeit ist jetzt doch im April.", "A: Ok.",
	))
	if l := lineWith(got, "80 Gäste"); l == "" || strings.Contains(l, "(updated") {
		t.Errorf("the guest count is lost or marked updated by the new month: %q\n%s", l, got)
	}
}

// STILL MISSED: a shortened month before a range of days ("Oct. 14-16",
// "Aug. 21-28") still ends a sentence: dayNumber takes no range, and the
// month is on one line and its days on the next — the date the change
// claims to keep whole.
func TestSkeptic70aAShortenedMonthBeforeARangeOfDays(t *testing.T) {
	for _, c := range []struct{ msg, date, what string }{
		{"The conference is Oct. 14-16 in Leeds and I'm presenting on the second day.", "Oct. 14-16", "Leeds"},
		{"We're in Kerry Aug. 21-28 with the kids, staying at my aunt Noreen's in Dingle.", "Aug. 21-28", "Kerry"},
	} {
		got := remembered(t, said(c.msg, "A: Noted."))
		if lineWith(got, c.date, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.date, c.what, got)
		}
	}
}

// STILL MISSED: what someone no longer eats, said with the British "he's
// not eaten" or the Spanish "lleva un año sin comer carne", is still dropped
// beside a sentence naming them: eatsNone knows only "hasn't/haven't" and
// German's verb before "kein". The cook loses that the boy eats no meat.
func TestSkeptic70aNotEatenSaidOtherwise(t *testing.T) {
	for _, c := range []struct{ msg, key string }{
		{"Our Callum, 15, has gone mad for lentils since the school trip. Important for you: he's not eaten meat for a year, so no bacon in the soup.", "not eaten meat"},
		{"Nuestro Hugo, 15, se ha enganchado a las lentejas desde la excursión. Importante para ti: lleva un año sin comer carne, así que nada de chorizo en el guiso.", "sin comer carne"},
	} {
		got := remembered(t, said(c.msg, "A: Noted."))
		if lineWith(got, c.key) == "" {
			t.Errorf("%q: no line holds %q:\n%s", c.msg, c.key, got)
		}
	}
}

// STILL MISSED: a first clause of when with a common word before the
// preposition ("Right after the concert, …", "Just before the concert, …")
// still leaves the line: whenOpens wants the preposition as the clause's
// first word, and "right", "just" score nothing. The person loses when
// everyone goes to the Bell Inn.
func TestSkeptic70aRightAfterSaysWhenToo(t *testing.T) {
	for _, c := range []struct {
		before []string
		msg    string
		when   string
	}{{
		[]string{"The choir has its concert on Sunday.", "The concert is in the abbey, the choir sings at four.", "Tickets for the concert are sold at the door."},
		"Right after the concert, we're all going to the Bell Inn on Church Street for sandwiches.", "after the concert",
	}, {
		[]string{"The choir has its concert on Sunday.", "The concert is in the abbey, the choir sings at four.", "Tickets for the concert are sold at the door."},
		"Just before the concert, we're all meeting at the Bell Inn on Church Street for a warm-up.", "before the concert",
	}} {
		var msgs []string
		for _, b := range c.before {
			msgs = append(msgs, b, "A: Ok.")
		}
		got := remembered(t, said(append(msgs, c.msg, "A: Ok.")...))
		if !strings.Contains(got, c.when) {
			t.Errorf("%q: the line lost %q:\n%s", c.msg, c.when, got)
		}
	}
}

// STILL MISSED: someone still missing for a task after a first clause of
// when ("Before the open day, I still haven't got anyone for the comfrey
// stall") is no open question — stillSought must open within three words,
// and the clause whenOpens keeps pushes it past them — so the whole line is
// dropped: the person loses that the stall has no one.
func TestSkeptic70aStillNoOneAfterAClauseOfWhen(t *testing.T) {
	for _, msg := range []string{
		"Before the open day, I still haven't got anyone for the comfrey stall.",
		"After the raffle, still no one for the comfrey stall clean-up.",
	} {
		got := remembered(t, said(often69(msg)...))
		if lineWith(got, "comfrey stall") == "" {
			t.Errorf("%q: no line holds %q:\n%s", msg, "comfrey stall", got)
		}
	}
}

// STILL MISSED: the news of someone in a sentence of seven words or more
// ("Nadia Okafor is coming to the reunion!") and the sentence after that
// says who she is: namedAgain takes six words at most, and the sentence
// after is dropped altogether — the person loses who Nadia is.
func TestSkeptic70aWhoSomeoneIsAfterLongerNews(t *testing.T) {
	for _, c := range []struct{ msg, name, role string }{
		{"Nadia Okafor is coming to the reunion! Nadia was our first choir director, back when we rehearsed in the scout hut.", "Nadia", "choir director"},
		{"Gus Tremblay is coming to the wedding after all! Gus was our draft lawyer when we set up the bakery.", "Gus", "draft lawyer"},
	} {
		got := remembered(t, said(c.msg, "A: Lovely."))
		if lineWith(got, c.name, c.role) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.name, c.role, got)
		}
	}
}
