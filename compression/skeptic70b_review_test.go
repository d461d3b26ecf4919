package compression_test

import (
	"strings"
	"testing"
)

// A second skeptical review of stop 70's reading (8d78686..1e06ea7), the
// fixes of the first review among it: each test is a message a person would
// write. A REGRESSION fails on 1e06ea7 and passes on 8d78686; a STILL MISSED
// fails on both.

// REGRESSION: a count before a dash closes a label when every message that
// opens with the mark has the same words after it, three at least
// (labelCloser, dashCloser: skeleton of "14 Mill Road –" is "# mill road
// –"). Three houses on one street, or three buses to one place, have just
// that shape: "🏠 14 Mill Road – …", "🏠 27 Mill Road – …", "🏠 3 Mill Road –
// …"; "🚌 42 to Didsbury – …", "🚌 50 to Didsbury – …". The house number and
// the bus number are stripped as a label: the person loses which house
// each tenant and repair is, which bus goes to the clinic.
func TestSkeptic70bOneStreetsHousesAndOnePlacesBusesAreNoCount(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys [][2]string
	}{{
		[]string{
			"🏠 14 Mill Road – boiler service on Tuesday, the tenant is Mrs Okafor.", "A: Ok.",
			"🏠 27 Mill Road – the gutter needs clearing before winter, Gary is quoting.", "A: Ok.",
			"🏠 3 Mill Road – new tenants move in on the 1st, the Dunne family.", "A: Ok.",
		},
		[][2]string{{"14 Mill Road", "boiler"}, {"27 Mill Road", "gutter"}, {"3 Mill Road", "new tenants"}},
	}, {
		[]string{
			"🚌 42 to Didsbury – the one Mum takes to the clinic on Tuesdays.", "A: Ok.",
			"🚌 50 to Didsbury – quicker, but it doesn't stop near the clinic.", "A: Ok.",
			"🚌 23 to Didsbury – night bus, last one at 23:40.", "A: Ok.",
		},
		[][2]string{{"42 to Didsbury", "Mum"}, {"50 to Didsbury", "quicker"}, {"23 to Didsbury", "night bus"}},
	}} {
		got := remembered(t, said(c.msgs...))
		for _, k := range c.keys {
			if lineWith(got, k[0], k[1]) == "" {
				t.Errorf("no line holds %q with %q (stripped as a label):\n%s", k[0], k[1], got)
			}
		}
	}
}

// REGRESSION: in a loose skeleton a code after a number now takes its shape
// when it stands in brackets (skeleton: code(w) && !(loose && … &&
// inBrackets(w))), so "Problem 1 [6B] –" and "Problem 2 [7A] –" are one
// label "problem # [#a] –", "Passenger 1 [14C] –" and "Passenger 2 [14A] –"
// another, stripped from every message. The bracket is what the message is
// about: a boulder's grade, a passenger's seat. The climber loses the
// grades; the family loses who sits where — and Uncle Des's line goes
// altogether.
func TestSkeptic70bABracketedCodeAfterANumberIsWhatItSays(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys [][2]string
	}{{
		[]string{
			"Bouldering at the Arch in Bermondsey this week.", "A: Ok.",
			"Problem 1 [6B] – the yellow overhang, flashed it.", "A: Ok.",
			"Problem 2 [7A] – the blue arete, fell at the top twice.", "A: Ok.",
			"Problem 3 [6C] – the pink slab, my left ankle hurt after.", "A: Ok.",
		},
		[][2]string{{"6B", "yellow overhang"}, {"7A", "blue arete"}, {"6C", "pink slab"}},
	}, {
		[]string{
			"Flights to Tenerife on Saturday, here are the seats.", "A: Ok.",
			"Passenger 1 [14C] – me, aisle, I need to get up a lot with my knee.", "A: Ok.",
			"Passenger 2 [14A] – Granny Rose, window, she gets anxious.", "A: Ok.",
			"Passenger 3 [22F] – Uncle Des, on his own, he snores.", "A: Ok.",
		},
		[][2]string{{"14C", "aisle"}, {"14A", "Granny Rose"}, {"22F", "Uncle Des"}},
	}} {
		got := remembered(t, said(c.msgs...))
		for _, k := range c.keys {
			if lineWith(got, k[0], k[1]) == "" {
				t.Errorf("no line holds %q with %q:\n%s", k[0], k[1], got)
			}
		}
	}
}

// REGRESSION: "jan" needs no capital in shortMonth and "Mar." is a month
// only with its capital — but "Jan" and "Mar" are names (Dutch, Polish,
// German; Spanish for María del Mar), capitalized as every name is. "…, her
// name is Jan. 3 rooms upstairs …", "…, se llama Mar. 2 niños, …" are now one
// sentence, so when the day the cleaner or the sitter comes changes, the
// rooms, the children and the pay, still true, are marked updated with it:
// the person loses them as current facts.
func TestSkeptic70bANameThatIsAShortMonthEndsASentence(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{{
		[]string{
			"Our cleaner comes on Mondays, her name is Jan. 3 rooms upstairs and the bathroom, £15 an hour.", "A: Ok.",
			"The cleaner comes on Thursdays now.", "A: Ok.",
		}, "3 rooms upstairs",
	}, {
		[]string{
			"La canguro viene los martes, se llama Mar. 2 niños, 9 euros la hora, tiene llave del portal.", "A: Vale.",
			"La canguro viene los jueves ahora.", "A: Vale.",
		}, "2 niños",
	}} {
		got := remembered(t, said(c.msgs...))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "(updated") {
			t.Errorf("%q: lost or marked updated with the day the name's sentence gives: %q\n%s", c.msgs[0], l, got)
		}
	}
}

// REGRESSION: dissuades makes any clause that opens with "don't" and goes on
// "nag me", "lecture me", "try to talk me out of" an instruction
// (negatedOrder) — also when the clause is what others do, after a subject
// set off by an aside: "My daughters, thank God, don't nag me about the
// stairlift any more." A fact about the family is read as an order to the
// assistant, and when the person later drops their instructions, it goes
// with them: the person loses that the daughters have come round.
func TestSkeptic70bWhatOthersDontNagAboutIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ msg, key string }{
		{"My daughters, thank God, don't nag me about the stairlift any more.", "stairlift"},
		{"My kids, bless them, don't try to talk me out of the solo trips any more.", "solo trips"},
	} {
		got := remembered(t, said(
			c.msg, "A: Ok.",
			"Please keep your answers short.", "A: Ok.",
			"Forget all my instructions from before, answer however you like.", "A: Ok.",
		))
		if l := lineWith(got, c.key); l == "" || strings.Contains(l, "(updated") {
			t.Errorf("%q: taken back with the instructions: %q\n%s", c.msg, l, got)
		}
	}
}

// STILL MISSED: Spanish shortens agosto and marzo as "ago." and "mar.",
// lower-case, as it writes every month: "el 15 de ago. de 2026", "el 3 de
// mar. de 2026" — the very shape the change claims ("el 9 de dic. de
// 2025"). The first review's fix took "ago" out of shortMonths (English's
// "two years ago. 3 …") and let "mar" in only with a capital (the sea), but
// neither is ambiguous before "de" and a year. The date is cut in three
// lines: the person loses the year of the wedding and the move.
func TestSkeptic70bSpanishAgoAndMarBeforeDeAndAYear(t *testing.T) {
	for _, c := range []struct{ msg, date, what string }{
		{"La boda de mi prima es el 15 de ago. de 2026 en Úbeda, en la iglesia de San Pablo.", "ago. de 2026", "boda"},
		{"La mudanza es el 3 de mar. de 2026, con Mudanzas Rufino de Linares.", "mar. de 2026", "mudanza"},
	} {
		got := remembered(t, said(c.msg, "A: Vale."))
		if lineWith(got, c.date, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.date, c.what, got)
		}
	}
}

// STILL MISSED: a shortened month that no number follows still ends a
// sentence though a lower-case word goes on: "From mid-Oct. the builders
// are in, …" (the date is dropped altogether), "Wir sind am 10. Okt. in
// Südtirol, …" (the German day before its month, with no year: the date
// and where are two lines). The person loses when the builders come, or
// where they are on the 10th.
func TestSkeptic70bAShortenedMonthBeforeALowerCaseWord(t *testing.T) {
	for _, c := range []struct{ msg, date, what string }{
		{"From mid-Oct. the builders are in, so we'll be at my sister's in Frome.", "mid-Oct.", "builders"},
		{"Wir sind am 10. Okt. in Südtirol, im Hotel Post in Sexten.", "Okt.", "Südtirol"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.date, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.date, c.what, got)
		}
	}
}

// STILL MISSED: the likings the change claims, said the commonest other
// way: "he hasn't had meat for a year" (eatsNone knows "eaten", "touched",
// "drunk", not "had"), "Colm asked me for just one thing: …" (preferred
// has "asked me for one thing", not with "just"). Both are dropped: the
// cook loses that the boy eats no meat, the person what Colm asked.
func TestSkeptic70bLikingsSaidTheCommonerWay(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		keys []string
	}{
		{[]string{"Our Callum, 15, has gone mad for lentils since the school trip. Important for you: he hasn't had meat for a year, so no bacon in the soup.", "A: Noted."}, []string{"hasn't had meat"}},
		{often69("Colm asked me for just one thing: no radio in the polytunnel, not even on low."), []string{"Colm", "no radio"}},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// STILL MISSED: the open questions the change claims, said with "yet" or in
// German's order: "she doesn't know yet whether …" (unsureWhether has
// "doesn't know whether", and "don't know yet whether" for the person only),
// "Haven't got anyone yet for the comfrey stall" (stillSought wants
// "still"), "Für den Beinwellstand hab ich noch niemanden." (the phrase is
// "noch niemanden für", the stall named first). Each is dropped beside a
// sentence naming something new: the person loses what is still open.
func TestSkeptic70bOpenQuestionsSaidWithYet(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{often69("The surveyor came round: she doesn't know yet whether the comfrey bed wall will hold another winter."), "comfrey bed wall"},
		{often69("Haven't got anyone yet for the comfrey stall on the day."), "comfrey stall"},
		{often69de("Für den Beinwellstand hab ich noch niemanden."), "Beinwellstand"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// Left (stop 70), two cases of this review not fixed:
//
// REGRESSION, left as a trade: "Nadia Okafor's coming to the reunion! Nadia
// was our first choir director …" is one line (namedAgain), so "Change of
// plan: Nadia Okafor isn't coming to the reunion now" marks who she is
// updated with the visit. Not joining loses the role from the name's line
// (stop 69's blind part lost "Gus Tremblay" + "lawyer" so); a line marked
// "(updated in #N)" is still sent.
//
// STILL MISSED: "Nadia Okafor is coming on Saturday! Nadia was our first choir
// director …" — the day makes the news a value, and joins keeps a role off a
// valued line (an update of the day would mark the role); the role's
// sentence, opening with a first name, scores nothing and is dropped.
