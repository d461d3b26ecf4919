package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Found driving the binary at stop 73: "Scrap the blue tiles, we're going
// with green ones after all." (after "We decided to go with the blue
// tiles") is a changed decision, not an instruction taken back: read as an
// instruction it was ranked with the person's orders and could take one
// back. A take-back of what the answers do stays one ("Scrap the bullet
// points, we're going with short paragraphs from now on").
func TestScrappingAChoiceIsADecisionNotAnInstruction(t *testing.T) {
	for _, c := range []struct {
		text, key string
		want      session.LedgerKind
	}{
		{"Scrap the blue tiles, we're going with green ones after all.", "green", session.LedgerDecision},
		{"Forget the caterer from Leeds, we went with Mrs Patel's kitchen instead.", "Patel", session.LedgerDecision},
		{"Vergiss die blauen Fliesen, wir nehmen doch die grünen.", "grünen", session.LedgerDecision},
		{"Olvida lo del hotel, al final nos quedamos en casa de mi tía.", "tía", session.LedgerDecision},
		{"Scrap the bullet points, go with short paragraphs in your answers from now on.", "paragraphs", session.LedgerRule},
		{"Forget the short answers, I need the detail now.", "detail", session.LedgerRule},
	} {
		if k := kindWith(c.text, "A: Ok.", c.key); k != c.want {
			t.Errorf("%q is read as %q, want %q", c.text, k, c.want)
		}
	}
}
