package compression_test

import "testing"

// A fourth skeptical review of stop 70's reading (53e9104..bb48c28): each
// test is a message a person would write. A REGRESSION fails on bb48c28 and
// passes on 53e9104; a STILL MISSED fails on both.

// REGRESSION: monthGoesOn lets a shortened month after "early/late/mid/
// Ende" go on whatever follows (partOfMonth checks nothing of next). When
// the next sentence opens with a count, the count is read as the month's
// day: "We fly out late Oct. 3 of us are going: me, Tom and Gran." becomes
// one line reading "late Oct. 3" — a day the person never gave — and "Die
// Hochzeit ist Ende Okt. 2 Tage vorher …" says "Ende Okt. 2" (53e9104 ended
// both at the month). The person loses when they fly, when the wedding is.
func TestSkeptic70dAPartOfAMonthBeforeACount(t *testing.T) {
	for _, c := range []struct{ msg, month, n string }{
		{"We fly out late Oct. 3 of us are going: me, Tom and Gran.", "Oct.", "3"},
		{"Die Hochzeit ist Ende Okt. 2 Tage vorher kommt meine Schwester Anja.", "Okt.", "2"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if l := lineWith(got, c.month, c.n); l != "" {
			t.Errorf("%q: the count is read as the month's day: %q\n%s", c.msg, l, got)
		}
	}
}

// REGRESSION: countNoun ends a shortened month's sentence only before a
// lower-case plural of four letters or more; "2 de mis hijos" goes on ("de"
// is no plural), so "en sept." takes the count as its day: "Nos mudamos a
// Sevilla en sept. 2 de mis hijos empezaron …" is one line that says they
// moved on 2 September (53e9104 ended the sentence at the month). The
// person loses when they moved.
func TestSkeptic70dAMonthThenACountOfSome(t *testing.T) {
	for _, c := range []struct{ msg, month, n string }{
		{"Nos mudamos a Sevilla en sept. 2 de mis hijos empezaron en el colegio Alameda.", "sept.", "2"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if l := lineWith(got, c.month, c.n); l != "" {
			t.Errorf("%q: the count is read as the month's day: %q\n%s", c.msg, l, got)
		}
	}
}

// STILL MISSED: eatsNone and stillSought/nobodyYet said a little
// differently: "hasn't had any red meat" (two words of foodKinds between),
// "haven't got anyone to run … yet" (no "for"), "hat sich bis jetzt noch
// niemand gemeldet" (words inside the phrase). The cook loses that Dad eats
// no meat; the organiser that the comfrey stall still needs someone.
func TestSkeptic70dMeatAndNobodyYetSaidOtherwise(t *testing.T) {
	for _, msg := range []string{
		"Cooking for Dad on Sunday. Important: he hasn't had any red meat since the heart attack, so no beef.",
	} {
		got := remembered(t, said(msg, "A: Ok."))
		if lineWith(got, "meat") == "" {
			t.Errorf("%q: no line holds \"meat\":\n%s", msg, got)
		}
	}
	for _, c := range []struct {
		msgs []string
		key  string
	}{
		{often69("I haven't got anyone to run the comfrey stall yet."), "comfrey stall"},
		{often69de("Für den Beinwellstand hat sich bis jetzt noch niemand gemeldet."), "Beinwellstand"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// Left (stop 70), a case of this review not fixed:
//
// STILL MISSED: a shortened month ending a sentence before a count of the
// next ("The wedding was in Feb. 12 guests got food poisoning", "Started the
// new job in Jan. 6 people report to me", "Dad had his stroke in Nov. 1 side
// of his face …") is still read as a date on one line: by monthGoesOn when
// the word after the count is no lower-case plural ("people", "side"), and
// by another path for "guests" (not traced). Written this way the two
// sentences cannot be told from "in Feb. 12 we fly" without knowing the
// words.

// Stop 71: TestSkeptic70dAPageNumberingMovingFarKeepsItsCorrection ('Page 12
// [Ch2]', 'Page 45 [Ch3]', 'Page 88 [Ch5]' as a label of every message, fixed
// at 147d844 by risesEach) is taken back: numbers rising in bigger steps are
// as often lots and rooms ('Lot 112 [A3]', 'Room 104 [K2]'; skeptic71a), whose
// numbers are facts. Pages that jump stay on their lines.
