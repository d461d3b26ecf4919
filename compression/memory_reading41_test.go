package compression_test

import (
	"strings"
	"testing"
)

// What the memory reads of how people write (stop 41). The sentences are this
// file's own.

// A label that opens every message with a mark and runs, words that stay and
// a figure that changes, to a dash ("🎧 Podcast 12 min left — …", what a
// phone shows) is taken off to the dash: a dash after the same word each time
// ends the label. Before, only the mark went and "Podcast 12 min left —" was
// glued to each message's first line. A dash after words that vary still sets
// a note's thing off ("📌 Council tax – £142", TestSkeptic39bEmojiBulleted…).
func TestALabelEndingInADashAfterTheSameWord(t *testing.T) {
	got := remembered(t, said(
		"🎧 Podcast 41 min left — The plumber comes on Friday at 9, he wants £120 cash.", "A: Ok.",
		"🎧 Podcast 33 min left — My neighbour Gwen Ashby has the spare key.", "A: Ok.",
		"🎧 Podcast 8 min left — The boiler is a Vaillant ecoTEC from 2011.", "A: Ok.",
		"🎧 Podcast 2 min left — Last thing, the skip arrives on the 14th.", "A: Ok.",
	))
	if strings.Contains(got, "left —") || strings.Contains(got, "Podcast") {
		t.Errorf("the label is kept on the memory's lines:\n%s", got)
	}
	for i, keys := range [][]string{{"plumber", "Friday"}, {"Gwen Ashby"}, {"Vaillant"}, {"skip", "14th"}} {
		if lineOf(got, 2*i+1, keys...) == "" {
			t.Errorf("no line of message %d holds %q:\n%s", 2*i+1, keys, got)
		}
	}
}
