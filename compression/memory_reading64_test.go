package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 64 in dev71's and dev72's misses (stop 63's blind parts). The
// sentences are this file's own.

// A change of plan that scraps a thing by a word an instruction shares ("So
// scrap the fours, it's three to a heat") changes the plan the facts name as
// much: the instruction "three or four lines max" stays in force. (The heats
// of four are not marked older: a scrap that names a fact line marks it only
// with a word of change — "it's three to a heat now" — and marking it
// without one marked unrelated lines in two earlier reviews' tests.)
func TestAChangeOfPlanLeavesTheRuleThatSharesItsNumber(t *testing.T) {
	got := remembered(t, said(
		"Rule for you: keep your answers short, three or four lines max, I read them on my phone between jobs.", "A: Ok.",
		"And we're going with heats of four in the first round, top two through.", "A: Ok.",
		"So scrap the fours, it's three to a heat, top two through.", "A: Ok."))
	if line := lineOf(got, 1, "three or four lines"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the instruction is lost or marked updated:\n%s", got)
	}
}

// A ban on two looks of the answers ("No emojis or exclamation marks") is an
// instruction, in Scots too ("nae bullet points or stars"); so is "Just
// write to me in sentences".
func TestABanOfTwoLooksIsARule(t *testing.T) {
	readAs(t, session.LedgerRule,
		"No emojis or exclamation marks, please.",
		"Keine Stichpunkte oder Sternchen, bitte.",
		"Sin emojis ni negritas, por favor.",
		"No bullet points or headings, just plain text.",
		"One thing first: nae bullet points or stars, just write to me in sentences like a body would.",
		"Just write to me in sentences.")
	notReadAs(t, session.LedgerRule,
		"No emojis or kisses from Dave since the row.",
		"No emojis and no kiss, nothing.")
}

// "I'm going back on what I said at the start about no lists" takes the first
// instruction back; going back on what was said about someone takes nothing
// back.
func TestGoingBackOnWhatISaidAtTheStart(t *testing.T) {
	got := remembered(t, said(
		"Morning. Tam Currie, 71, retired postie. One thing first: nae bullet points or stars, just write to me in sentences like a body would.", "A: Ok.",
		"Right, I'm going back on what I said at the start about nae lists. For the day itself a list is grand. Everything else, keep it in sentences.", "A: Ok."))
	if line := lineOf(got, 1, "bullet points"); !strings.Contains(line, "updated in #3") {
		t.Errorf("the first instruction is not marked updated:\n%s", got)
	}
	got = remembered(t, said(
		"When you help me with emails to my landlord, keep them formal.", "A: Ok.",
		"I'm going back on what I said about my landlord last week, he fixed the boiler.", "A: Ok."))
	if line := lineOf(got, 1, "formal"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the instruction is lost or marked updated:\n%s", got)
	}
}

// A name of two capitalized parts joined by a hyphen names something in
// German too, where every noun is capitalized: "die Ortenau-Rundschau", in a
// conversation whose mill and father are said often.
func TestAHyphenedNameNamesInGerman(t *testing.T) {
	got := remembered(t, said(
		"Die Mühle vom Vater läuft wieder, das Rad dreht sich seit Montag.", "A: Ok.",
		"Der Vater steht jeden Morgen an der Mühle und schaut dem Rad zu.", "A: Ok.",
		"Diese Woche hat der Vater die Mühle geölt, nächste Woche kommt das Rad dran.", "A: Ok.",
		"Die Ortenau-Rundschau will einen Bericht über die Mühle und den Vater bringen. Eine junge Reporterin kommt nächste Woche, mit Fotograf. Ich hab gesagt, bitte nicht in der Kittelschürze fotografieren. Sie hat gelacht. Ich hab nicht gescherzt. Die Schürze kommt in den Schrank.", "A: Ok."))
	if lineOf(got, 7, "Ortenau-Rundschau") == "" {
		t.Errorf("the paper is lost:\n%s", got)
	}
}

// Not knowing who will do something, a reason after a colon, is an open
// question: "No sé quién va a subir este año: son cuatro horas andando".
func TestNotKnowingWithAReasonAfterAColonAsks(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Pero no sé quién va a subir este año: son cuatro horas andando.",
		"I still don't know who's going up the hill this year: it's a four-hour walk.",
		"Ich weiß nicht, wer das Zelt aufbaut: der Bauhof hat abgesagt.")
	notReadAs(t, session.LedgerQuestion,
		"No idea what Gary was thinking: who buys a boat in November?",
		"I don't know who cracked the windscreen: I need to ring the insurance today.")
}

// "half three" is a time, British for half past three: a line that moves
// something to it keeps it beside a line that names more.
func TestHalfThreeIsATime(t *testing.T) {
	got := remembered(t, said(
		"Turns out the 17th is Cemetery Sunday in the parish, the blessing of the graves is at two and the whole road will be up at the Kilmore graveyard. So we've pushed the throw-off back to half three. Conan's raging, says his arm'll go cold.", "A: Ok."))
	if lineOf(got, 1, "half three") == "" {
		t.Errorf("the new time is lost:\n%s", got)
	}
}
