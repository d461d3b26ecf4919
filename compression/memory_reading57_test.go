package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Read at stop 57 in dev57 and dev58's misses (stop 56's blind parts). The
// sentences are this file's own.

// oneLine57 reports a line read from text (its message alone) that holds
// every word.
func oneLine57(text string, words ...string) bool {
	return holds57(read31(text), words...)
}

// A plain order on the answers under a condition of the person's asking
// ("When I ask what to do, just give me one answer") is an instruction:
// dev58's third order was read as nothing at all. (An order after "Another
// thing," was read too, until the second review found it in someone
// else's advice.)
func TestAnOrderUnderACondition(t *testing.T) {
	readAs(t, session.LedgerRule, "When I ask what to do, give me a short answer.")
	never31(t, session.LedgerRule, "If I ever ask you what I take, that's it.")
}

// churchBell57 are the first messages of a German conversation of many
// nouns (so a capital is a weak sign of a name) that names Rainer often.
var churchBell57 = []string{
	"Mein Mann Rainer fährt mit zur Glockenweihe, die Glocke wird in Karlsruhe gegossen.", "A: Ok.",
	"Rainer hat mit dem Gemeindekirchenrat die Inschrift ausgesucht, das Spendenkonto läuft über die Sparkasse.", "A: Ok.",
	"Der Zimmermann repariert den Glockenstuhl, Rainer hilft ihm, die Eiche kommt aus dem Sägewerk an der Elbe.", "A: Ok.",
	"Zur Weihe kommt der Posaunenchor aus Perleberg und Rainer backt mit der Frauenhilfe Kuchen mit Sahne, Sahnetorte und Streusel.", "A: Ok.",
}

// linesOf57 are the lines read of text said after the messages before.
func linesOf57(before []string, text string) []session.LedgerEntry {
	msgs := append(append([]string{}, before...), text, "A: Ok.")
	return compression.Extract(said(msgs...), []int{len(before)})
}

// holds57 reports a line of lines that holds every word.
func holds57(lines []session.LedgerEntry, words ...string) bool {
	return slices.ContainsFunc(lines, func(e session.LedgerEntry) bool {
		return !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(e.Text, w) })
	})
}

// A German "aber" right after a relative pronoun is inside the clause it
// opens: the line was cut after "die" and lost what she cannot eat (dev58).
func TestAButInsideARelativeClause(t *testing.T) {
	const text = "Die Predigt hält Superintendentin Dr. Ulrike Menzel, eine feine Frau, die aber keine Sahne verträgt und das bei jeder Gelegenheit erwähnt."
	if got := linesOf57(churchBell57, text); !holds57(got, "Menzel", "keine Sahne") {
		t.Errorf("%q: no line holds Menzel and what she cannot eat: %v", text, got)
	}
}

// "…, that's the only one Grandpa eats" says more of what the clause before
// named: one line (dev57 kept the cake and whose it is apart).
func TestThatIsGoesOnAboutTheClauseBefore(t *testing.T) {
	const text = "Pie for Sunday is Key Lime, has to be, that's the only pie Grandpa'll touch, says anything else is 'just sweet cardboard.' Mom's on it."
	if !oneLine57(text, "Key Lime", "Grandpa") {
		t.Errorf("%q: no line holds the pie and whose it is: %v", text, read31(text))
	}
}

// What someone takes badly ("verträgt … schlecht", "keine … verträgt") and
// insists on ("will unbedingt") is a liking, which stays beside a line with
// a code: it was dropped in a conversation that names him often (dev58).
func TestWhatSomeoneTakesBadlyStaysBesideACode(t *testing.T) {
	const text = "Rainer verträgt lange Busfahrten schlecht, ihm wird hinten übel, er will unbedingt vorne sitzen, direkt hinter dem Fahrer. Die Buchungsnummer ist RZ-48213, Platz 4 und 5 sind unsere."
	if got := linesOf57(churchBell57, text); !holds57(got, "Rainer", "vorne sitzen") {
		t.Errorf("%q: no line holds what Rainer insists on: %v", text, got)
	}
	never31(t, session.LedgerRule, "Die beiden vertragen sich nicht.")
}

// A worry before what the person says they do not know is an open question
// ("Was mir den Schlaf raubt: Ich weiß immer noch nicht, wer …" was a fact,
// dev57).
func TestAWorryBeforeNotKnowingIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion, "What keeps me up at night: I still don't know who'll drive Grandma.",
		"Stuck at the garage waiting on a part, so here's what's nagging me: I still got no idea who's gonna feed the dogs.")
	const text = "Was mir den Schlaf raubt: Ich weiß immer noch nicht, wer die Tische aufbaut."
	if line := kindLines(text, session.LedgerQuestion); len(line) == 0 || !strings.HasPrefix(line[0], "Was mir den Schlaf raubt") {
		t.Errorf("%q: the worry is not on the question's line: %q", text, line)
	}
	never31(t, session.LedgerQuestion, "What keeps me up at night: my neighbour doesn't know how to turn his music down.")
}

// "Mavis rang. She wants …": whom "she" is, a short sentence before says by
// a name that got in touch; one line (dev57 kept the wish without whose).
func TestANameThatRangBeforeWhatSheWants(t *testing.T) {
	const text = "Doreen rang. She wants a proper armchair for the speeches, not one of those plastic stools."
	if !oneLine57(text, "Doreen", "armchair") {
		t.Errorf("%q: no line holds Doreen and her armchair: %v", text, read31(text))
	}
	const texted = "Owen texted. He can't make the rehearsal on Thursday, his car's at the garage."
	if !oneLine57(texted, "Owen", "rehearsal") {
		t.Errorf("%q: no line holds Owen and what he can't make: %v", texted, read31(texted))
	}
}
