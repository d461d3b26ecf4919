package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// kindCase73 is a message, a word of its line and the kind it must be read as.
type kindCase73 struct {
	text, key string
	want      session.LedgerKind
}

// kindsAre73 reports each message whose line is read as another kind.
func kindsAre73(t *testing.T, cases []kindCase73) {
	t.Helper()
	for _, c := range cases {
		if k := kindWith(c.text, "A: Ok.", c.key); k != c.want {
			t.Errorf("%q is read as %q, want %q", c.text, k, c.want)
		}
	}
}

// Found driving the binary at stop 73: "Scrap the blue tiles, we're going
// with green ones after all." (after "We decided to go with the blue
// tiles") is a changed decision, not an instruction taken back: read as an
// instruction it was ranked with the person's orders and could take one
// back. A take-back of what the answers do stays one ("Scrap the bullet
// points, we're going with short paragraphs from now on").
func TestScrappingAChoiceIsADecisionNotAnInstruction(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Scrap the blue tiles, we're going with green ones after all.", "green", session.LedgerDecision},
		{"Forget the caterer from Leeds, we went with Mrs Patel's kitchen instead.", "Patel", session.LedgerDecision},
		{"Vergiss die blauen Fliesen, wir nehmen doch die grünen.", "grünen", session.LedgerDecision},
		{"Olvida lo del hotel, al final nos quedamos en casa de mi tía.", "tía", session.LedgerDecision},
		{"Scrap the bullet points, go with short paragraphs in your answers from now on.", "paragraphs", session.LedgerRule},
		{"Forget the short answers, I need the detail now.", "detail", session.LedgerRule},
		{"Never mind the blue tiles, we went with green.", "green", session.LedgerDecision},
		{"Never mind the word limit, we're fine with long answers.", "long answers", session.LedgerRule},
		{"Scrap the 100 words rule, we've got time now.", "100 words", session.LedgerRule},
	})
}

// The first instruction of a part measured blind at stop 73 was lost
// altogether: an order after a clause that only says it is meant frankly
// ("I'll be straight with you che, …") was read as a fact, and a plain
// one at that. Said so, it is an instruction — not someone else's wish
// ("To be honest, the vicar wants short speeches").
func TestAnOrderSaidFranklyIsAnInstruction(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"I'll be straight with you che, write to me plain, no lists and no bullet things, one paragraph and done.", "one paragraph", session.LedgerRule},
		{"I'll be honest with you, keep the answers to three lines, I read them on the tractor.", "three lines", session.LedgerRule},
		{"Para serte sincera, contéstame siempre en frases cortas.", "frases cortas", session.LedgerRule},
		{"To be honest, the vicar wants short speeches at the reception.", "vicar", session.LedgerFact},
	})
}

// Who takes on a job, said of "she" after a long sentence that names her,
// is one line with her name (a part measured blind at stop 73: "She's doing
// the catering side" was lost beside Sandra's line).
func TestAJobTakenOnBySheJoinsHerName(t *testing.T) {
	got := read31("The missus, Sandra, says I'm no good at paperwork and she's right. She's doing the catering side, she ran the school kitchen at Fox Bay for years.")
	if !holds57(got, "Sandra", "catering") {
		t.Errorf("no line holds Sandra and the catering: %v", got)
	}
}

// Rule facts of the corpus read as questions or facts (a scan at stop 73):
// an order to stop, asked ("Can you stop telling me to sell online as
// well?", "Could you stop saying 'reach out'?") or after a head of lead-in
// words ("Real quick: quit giving me the safety lectures, please."), is an
// instruction — not a favour asked once ("Can you stop by the bakery on your
// way home?") nor someone else's ("Could you stop saying that to the kids,
// she asked me.").
func TestAnOrderToStopAskedIsAnInstruction(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Can you stop telling me to sell online as well?", "sell online", session.LedgerRule},
		{"Could you stop saying 'reach out'?", "reach out", session.LedgerRule},
		{"Real quick: quit giving me the safety lectures, please.", "safety lectures", session.LedgerRule},
		{"Can you stop by the bakery on your way home?", "bakery", session.LedgerQuestion},
		{"Could you stop saying that to the kids, she asked me.", "kids", session.LedgerQuestion},
	})
}
