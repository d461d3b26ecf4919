package compression_test

import (
	"slices"
	"testing"
)

var pad35c = []string{
	"We are planning my nan's 90th birthday lunch at the Old Bell on Sunday, everyone is coming along.",
	"A: That sounds lovely, a Sunday lunch at the Old Bell is a good choice for a big family day.",
	"The florist is Petals on Park Street and they are doing white roses for the tables.",
	"A: White roses will look lovely on the tables, Petals on Park Street should do a good job.",
	"Edith needs a lift from the village, she uses a walker so the front seat is best for her.",
	"A: Then the front seat for Edith, and room in the boot for the walker.",
	"Parking is round the back of the pub, there are plenty of spaces and it is free on Sundays.",
}

// A short reply by the model that holds nothing but the values asked for (a
// password, a phone number) is no "language" by the reader's test, yet its
// values are real: once compacted away, the model sees them nowhere, and
// before 56a9825 the notice counted them. Now they are neither counted nor
// named (nor in Missing).
func TestSkeptic35cAShortReplyOfValuesIsStillLost(t *testing.T) {
	texts := append([]string{"What was the Wi-Fi password the landlord gave us?", "A: kx7#Rb-2291", "And the number for the boiler people?", "A: 0345 600 1234"}, pad35c...)
	res := compactedFactsOnly(t, said(append(texts, "Fine.")...))
	for _, v := range []string{"kx7#Rb-2291", "0345"} {
		if !slices.Contains(res.LostValues, v) {
			t.Errorf("the model's value %q, now nowhere the model sees, is not counted as lost: %q (Lost %d)", v, res.LostValues, res.Lost)
		}
	}
}

// The same with one terse reply of labelled values.
func TestSkeptic35cATerseListOfValuesIsStillLost(t *testing.T) {
	texts := append([]string{"What was the Wi-Fi password the landlord gave us?", "A: Wi-Fi: kx7Rb2291, bins: Tue, boiler: 0345-600-1234"}, pad35c...)
	res := compactedFactsOnly(t, said(append(texts, "Fine.")...))
	for _, v := range []string{"kx7Rb2291", "0345-600-1234"} {
		if !slices.Contains(res.LostValues, v) {
			t.Errorf("the model's value %q, now nowhere the model sees, is not counted as lost: %q (Lost %d)", v, res.LostValues, res.Lost)
		}
	}
}

// "Forget the metric thing" takes back "use metric units throughout" as a
// whole: the instruction asks for nothing else. ruleUpdate's new case sees
// "units" (a measure) missing from the take-back and keeps the instruction,
// marked as updated; before f634ac8 it went.
func TestSkeptic35cForgetTheMetricThingTakesItAllBack(t *testing.T) {
	for _, texts := range [][]string{
		{"Please use metric units throughout.", "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", "Forget the metric thing, I'm in the US now.", "A: Ok."},
		{"Please use imperial units throughout.", "A: Ok.", "The weather has been grim all week, honestly.", "A: Ok.", "Forget the imperial thing.", "A: Ok."},
	} {
		got := remembered(t, said(texts...))
		if l := lineOf(got, 1, "units"); l != "" {
			t.Errorf("the instruction taken back whole stays in memory: %q\n%s", l, got)
		}
	}
}
