package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Two parts read at stop 78 (dev103 and dev104, measured blind at stop 77).
// The messages here say what they lost in other words.

// An order whose condition comes after it is an order: a conversation's
// first instruction, "put the bottom line first when you answer me", was
// kept as a plain fact and lost to the budget — the same order with "when
// you answer me" first was a rule. Not what someone else does when the
// assistant answers, nor the person's feeling about it.
func TestOrdersWithTheirConditionAfter(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Put the total at the top when you answer me, then the details.", "total at the top", session.LedgerRule},
		{"Start with the price when you write to me.", "price", session.LedgerRule},
		{"Number the steps when you give me instructions.", "Number the steps", session.LedgerRule},
		{"Pon el precio arriba del todo cuando me contestes.", "precio arriba", session.LedgerRule},
		{"Fang mit dem Preis an, wenn du mir antwortest.", "Preis", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"I get nervous when you answer me in English.",
		"Mum reads along when you reply to me.",
		"Tell Mum hello when you call me.")
}
