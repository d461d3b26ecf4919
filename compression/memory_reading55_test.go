package compression_test

import (
	"slices"
	"strings"
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
	for _, text := range []string{
		"When you answer me, don't use bullet points.",
		"When you reply, don't use bullet points.",
		"Oh, and love, when you answer me, don't put them little bullet points, it looks like a form from the council.",
		"Otra cosa: no me hagas listas de esas con puntitos, escríbemelo seguido, como una carta, que las listas me marean.",
		"No me hagas una tabla, cuéntamelo como a un amigo.",
	} {
		if !slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerRule }) {
			t.Errorf("%q: no instruction in %v", text, read31(text))
		}
	}
	never31(t, session.LedgerRule, "When you merge, don't use the brakes.", "No me hagas reír, el Fermín con corbata.")
}

// A head that says the person cannot solve or crack what follows labels an
// open question ("Problem I can't crack: where do we keep the choir blazers
// so they don't crease on the ferry?" was a fact, dropped under the budget
// when driving the TUI) — not "I can't crack walnuts: my hands are too weak".
func TestAProblemICantCrackIsAnOpenQuestion(t *testing.T) {
	for _, text := range []string{
		"Problem I can't crack: where do we keep the choir blazers so they don't crease on the ferry?",
		"Problem I can't solve: who drives the van back on Sunday?",
	} {
		if !slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerQuestion }) {
			t.Errorf("%q: no open question in %v", text, read31(text))
		}
	}
	never31(t, session.LedgerQuestion, "I can't crack walnuts: my hands are too weak.")
}

// What the person's project needs, said in the first person plural, is kept
// beside a sentence that names someone (dev53: "For the gloves we need proper
// hessian sacking, …" went for "Nan says that melts … in Exeter …") — not
// "we need to talk".
func TestWhatWeNeedIsKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Sausage and mash at school today. For the gloves we need proper hessian sacking, them old coffee sacks, not the plasticky stuff off the internet. Nan says that melts straight onto your skin and then you're up the hospital in Exeter all night.", "hessian sacking"},
		{"Wir brauchen noch zwölf Biertischgarnituren vom Schützenverein. Der Karl-Heinz aus Meschede hat gestern wieder über das Wetter geschimpft.", "Biertischgarnituren"},
	} {
		got := read31(c.text)
		if !slices.ContainsFunc(got, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, c.key) }) {
			t.Errorf("%q is not kept: %v", c.key, got)
		}
	}
}
