package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 55 in dev53 and dev54's misses (stop 54's blind parts) and in
// plain instructions the reading left out.

// A ban on what goes in the answers after a condition on them is an
// instruction: "When you answer me, don't use bullet points" read nothing
// at all (the "use" after "don't" was left out for "when you merge, don't
// use the brakes"); dev54's "Oh, and love, when you answer me, don't put
// them little bullet points, …" was a fact. Spanish bans what the answers
// are made as: "no me hagas listas de esas con puntitos" (dev53) — not "No
// me hagas reír".
func TestABanOnTheAnswersIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"When you answer me, don't use bullet points.",
		"When you reply, don't use bullet points.",
		"Oh, and love, when you answer me, don't put them little bullet points, it looks like a form from the council.",
		"Otra cosa: no me hagas listas de esas con puntitos, escríbemelo seguido, como una carta, que las listas me marean.",
		"No me hagas una tabla, cuéntamelo como a un amigo.",
	)
	never31(t, session.LedgerRule, "When you merge, don't use the brakes.", "No me hagas reír, el Fermín con corbata.")
}

// "No me hagas listas" for now only is no standing order ("esta vez",
// "hoy", "todavía"), but "cada vez que …" is every time: the read-through
// of stop 55 found "vez" and "ahora" alone counted as a one-off.
func TestNoMeHagasListasEveryTimeIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule, "No me hagas listas cada vez que te pregunto algo, me mareo.", "Oye, no me hagas esquemas ahora que lo pienso, que no los leo.")
	never31(t, session.LedgerRule, "No me hagas listas esta vez, cuéntamelo como a un amigo.")
}
