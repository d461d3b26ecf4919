package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 42). The sentences are this
// file's own.

// A currency written short with a dot before its amount ("Rs. 42,000", "Bs.
// 150") does not end the sentence: before, "He is asking Rs." was one line
// and "38,000 for the trip" another, neither saying what costs what. After
// an amount the dot still ends one ("… about 900 rs. Then …").
func TestACurrencyWithADotBeforeItsAmount(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The driver is asking Rs. 38,000 for the trip to Nuwara Eliya and back.", "Rs. 38,000 for the trip"},
		{"Donated Rs. 5,000 to the school library in Amma's name.", "Donated Rs. 5,000"},
		{"The guide in Sorata wants Bs. 150 a day for the trek.", "guide in Sorata wants Bs. 150"},
	} {
		if !slices.ContainsFunc(read31(c.text), func(e session.LedgerEntry) bool { return strings.Contains(e.Text, c.want) }) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.want, read31(c.text))
		}
	}
}
