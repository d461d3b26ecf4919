package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// A message's first line holds what the message is about more often than an
// aside after another message's point (61% against 15% over the development
// parts' lines): when one must go, the aside goes, though it names more. At
// 17e764e the first line went: only a message's best line counted twice.
func TestAFirstLineOutranksAnAsideOfAnotherMessage(t *testing.T) {
	size := func(s string) int { return len(s) }
	ledger := []session.LedgerEntry{
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 10, Text: "Party's in the village hall on the green."},
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 14, Text: "Aunt Bev brings the big urn from St Mary's."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 20, Text: "Kieran Walsh from the Crown does the bar, cash only."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 11, Text: "Mum says Kieran's a lovely lad, poor Mum."},
	}
	kept, dropped := compression.FitLedger(ledger, 190, size, compression.LedgerView{})
	if len(dropped) != 1 || dropped[0].Text != ledger[3].Text {
		t.Errorf("want only the aside about Kieran dropped; kept %v, dropped %v", texts(kept), texts(dropped))
	}
}

func texts(l []session.LedgerEntry) []string {
	var out []string
	for _, e := range l {
		out = append(out, e.Text)
	}
	return out
}
