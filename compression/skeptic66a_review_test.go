package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 203894d against abc3e59. The sentences are this file's own.

// REGRESSION. "you can stop the" is a take-back wherever it stands, even in a
// message the person passes on from someone else about something that is
// no instruction ("the letters to the council"). The standing instruction
// to write in capitals, which shares only the word "letters", is dropped.
// At abc3e59 it was kept. The same goes for "You can stop the weather in
// Celsius", which drops an instruction about Buxton's weather that never
// said Celsius.
func TestSkeptic66aStoppingLettersToTheCouncilKeepsTheCapitals(t *testing.T) {
	got := remembered(t, said(
		"Please write your answers in capital letters, my eyes are bad.", "A: Ok.",
		"My grandson says you can stop the letters to the council now, the bins are sorted.", "A: Ok."))
	if line := lineOf(got, 1, "capital letters"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the instruction to write in capitals is taken back by letters to the council:\n%s", got)
	}
	got = remembered(t, said(
		"Always give me the weather for Buxton first, please.", "A: Ok.",
		"You can stop the weather in Celsius, give it in Fahrenheit.", "A: Ok."))
	if line := lineOf(got, 1, "Buxton"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the Buxton instruction is taken back by a remark on Celsius:\n%s", got)
	}
}

// REGRESSION. verblessFromNow reads any "X from now on, please" as a
// standing instruction, and a wish about the weather is the commonest such
// sentence. At abc3e59 none of these was an instruction.
func TestSkeptic66aAWishForSunshineIsNoInstruction(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Sunshine from now on, please!",
		"No more rain from now on, please.",
		"Nur noch Sonne ab jetzt, bitte!",
		"Buen tiempo a partir de ahora, por favor.")
}

// REGRESSION. "so I'm getting the" is read as a decision wherever it
// stands: test results waited for, the blame, the hang of something. At
// abc3e59 these were facts (or, the last, nothing at all); now each is a
// decision, and "the hang of it" is kept as a line.
func TestSkeptic66aGettingTheResultsIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"The biopsy was on Tuesday, so I'm getting the results on Friday.",
		"Tom broke the vase, so I'm getting the blame as usual.",
		"Three weeks on the new job, so I'm getting the hang of it now.")
}

// REGRESSION. "nobody knows" now counts as not knowing even when someone
// does know: "Nobody knows how to work the boiler except Gran" says Gran
// knows — a fact — and is read as an open question. At abc3e59 it was a
// fact.
func TestSkeptic66aNobodyButGranKnowsIsAFact(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Nobody knows how to work the boiler except Gran.")
	readAs(t, session.LedgerFact,
		"Nobody knows how to work the boiler except Gran.")
}

// REGRESSION. titleRun takes capitals typed for feeling ("Oh My God", "the
// Best Day Ever") as a title, a name, and the filler is kept as a memory
// line. At abc3e59 both were dropped.
func TestSkeptic66aCapitalsForFeelingAreNoTitle(t *testing.T) {
	for _, filler := range []string{
		"Oh My God, what a week it has been.",
		"Honestly it was the Best Day Ever with the kids.",
	} {
		got := remembered(t, said(
			"We're off to Lisbon on the 3rd of June.", "A: Ok.",
			filler, "A: Ok."))
		if lineOf(got, 3) != "" {
			t.Errorf("the filler %q is kept:\n%s", filler, got)
		}
	}
}

// REGRESSION. worryHead takes any 3–10-word sentence with "on my mind",
// "bothers me" … as a head and glues the next sentence to it, whatever it
// is about: the apology is kept on the flight's line. At abc3e59 the
// flight stood alone.
func TestSkeptic66aAWorryHeadGluesNoApologyToTheFlight(t *testing.T) {
	for _, text := range []string{
		"Sorry, that's on my mind a lot. Our flight to Lisbon is on the 3rd of June at 7am.",
		"That bothers me a lot. Our flight to Lisbon is on the 3rd of June at 7am.",
	} {
		got := remembered(t, said(text, "A: Ok."))
		if line := lineWith(got, "Lisbon"); line == "" || strings.Contains(line, "mind") || strings.Contains(line, "bothers") {
			t.Errorf("the flight is lost or glued to the remark before it:\n%s", got)
		}
	}
}

// REGRESSION. The worry head joined to the quote hides the quote's update:
// "The roof quote from Hendersons came in at £8,400", revised to £7,900 in
// the next message, stays in memory unmarked, the old price read as
// current. At abc3e59 the old quote was gone once revised.
func TestSkeptic66aAWorryHeadHidesTheRevisedQuote(t *testing.T) {
	got := remembered(t, said(
		"The big problem is the money. The roof quote from Hendersons came in at £8,400.", "A: Ok.",
		"Hendersons revised the roof quote to £7,900.", "A: Ok."))
	if line := lineWith(got, "£8,400"); line != "" && !strings.Contains(line, "updated in #3") {
		t.Errorf("the revised quote's old price is kept as current:\n%s", got)
	}
}

// REGRESSION. "That's the question." now makes any question before it the
// person's open question, a rhetorical sigh too. At abc3e59 it was no
// question line.
func TestSkeptic66aARhetoricalSighIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Why does it always rain on bank holidays? That's the question.",
		"Why do I bother? That's the question.")
}

// STILL MISSED. The worry head joins only on the exact words listed: "The
// biggest headache", "The main worry", "Die größte Sorge" do not join,
// and the head (the horse box, the roof timbers) is lost; the German
// "weiß bis jetzt keiner" is still no question. (Stop 66 took the values out
// of the middle sentences, "that Friday", "von 1810": the second review
// keeps a value apart from the question it comes with.)
func TestSkeptic66aABiggestHeadacheJoinsToo(t *testing.T) {
	for _, head := range []string{"The biggest headache is the horse box.", "The main worry is the horse box."} {
		got := remembered(t, said(
			head+" Sandra's lorry is taking her own horses to Kelso, so I still don't know who's going to drive Bramble down from the yard.", "A: Ok."))
		if lineWith(got, "horse box", "drive Bramble") == "" {
			t.Errorf("the worry and what it is are apart:\n%s", got)
		}
	}
	got := remembered(t, said(
		"Die größte Sorge ist der Dachstuhl. Der ist aus alter Eiche, aber ob wir einen Statiker brauchen, das weiß bis jetzt keiner.", "A: Ok."))
	if lineWith(got, "Dachstuhl", "Statiker") == "" {
		t.Errorf("the worry and what it is are apart:\n%s", got)
	}
}

// STILL MISSED. namedKin wants the relative right after "my"/"me": "Connor
// is me older brother" and "Connor's me brother" are lost as before.
func TestSkeptic66aConnorIsMeOlderBrother(t *testing.T) {
	for _, kin := range []string{"Connor is me older brother.", "Connor's me brother."} {
		got := remembered(t, said(
			"nan's only demand is that the telly works by teatime so she can watch her Heartbeat repeats. Connor says he'll sort the aerial. "+kin+" we'll see", "A: Ok."))
		if !strings.Contains(got, strings.TrimSuffix(kin, ".")) {
			t.Errorf("who Connor is to the person is lost:\n%s", got)
		}
	}
}

// STILL MISSED. The take-back of capitals works only with "you can stop
// the" (or Spanish "ya puedes dejar"): "Feel free to stop using capital
// letters now", "You can knock off the capital letters now" and German
// "Die Großbuchstaben kannst du jetzt lassen" leave the capitals in force.
func TestSkeptic66aOtherWaysToStopTheCapitals(t *testing.T) {
	for _, c := range [][2]string{
		{"Please write your answers in CAPITAL LETTERS, my eyes are bad.", "My grandson set the phone up with big writing. Feel free to stop using capital letters now."},
		{"Please write your answers in CAPITAL LETTERS, my eyes are bad.", "You can knock off the capital letters now, my grandson made the writing bigger."},
		{"Schreib mir bitte immer in Großbuchstaben, ich sehe schlecht.", "Die Großbuchstaben kannst du jetzt lassen, mein Enkel hat die Schrift größer gemacht."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if line := lineOf(got, 1); line != "" && !strings.Contains(line, "updated in #3") {
			t.Errorf("the capitals are not taken back by %q:\n%s", c[1], got)
		}
	}
}

// STILL MISSED. The new not-knowing and "that is the question" phrases
// miss the next word order: "Keiner weiß, wer …" (not "weiß keiner"), "Das
// ist hier die große Frage" (only "das ist hier die frage" and "das ist die
// große frage" are listed).
func TestSkeptic66aGermanWordOrdersOfNotKnowing(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Keiner weiß, wer den Grill mitbringt.",
		"Wer bringt die Torte mit? Das ist hier die große Frage.")
}

// Left as a note at stop 66: 12. "So I'm buying the …", "So I'm getting a …"
// (and "So I'm getting the …", which the stop's reading had made a decision)
// are facts: the first review found "so I'm getting the results on Friday", "…
// the blame", "… the hang of it" read as decisions, and the words alone cannot
// tell a choice made from news; the choice's line is kept as a fact when it is
// the message's most specific.
