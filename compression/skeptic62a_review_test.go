package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 2e0103d (the eighth review of stop 61): atAnAge as a
// function (a numeral or "her/his age" after "how she/he does it at", no
// longer "wie sie/er das mit", and no longer only without "?"); admires' count
// after "with" only for one person; sighIdioms "what day it is," "what day it
// is." "… anymore", "… half the time", "… lol". The sentences are this file's
// own.

// asksHolding62a fails for each text that gives no open question line
// holding word.
func asksHolding62a(t *testing.T, word string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		lines := kindLines(text, session.LedgerQuestion)
		if !strings.Contains(strings.ToLower(strings.Join(lines, "\n")), strings.ToLower(word)) {
			t.Errorf("%q gives no open question holding %q (question lines: %q; all: %v)", text, word, lines, read31(text))
		}
	}
}

// 1. REGRESSION (fails on 2e0103d, passes on its parent). German says an age
// with "mit" ("mit 85"): "wie sie das mit 85 noch macht" admires, as "how she
// does it at 85" does. With "wie sie/er das mit" gone from atAnAge and no
// German "mit <age>" in its place, the sigh is kept as an open question.
func TestSkeptic62aGermanAdmiringAtAnAgeIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Ich weiß nicht, wie sie das mit 85 noch macht.",
		"Keine Ahnung, wie er das mit 90 noch alles macht.",
		"Keine Ahnung, wie sie das mit 85 noch alles macht, ehrlich.")
}

// 2. REGRESSION (fails on 2e0103d, passes on its parent). The same for a
// count after "mit" with "macht" (admiring has "wie sie das macht", managing
// has no "macht"): "wie sie das mit drei Kindern macht" is a sigh, now an
// open question.
func TestSkeptic62aGermanAdmiringWithKidsIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Ich weiß nicht, wie sie das mit drei Kindern macht.")
}

// 3. REGRESSION (fails on 2e0103d, passes on its parent). atAnAge takes an
// age only as the very next word, a numeral or "her/his age": the everyday
// "at nearly 90", "at almost 80", "at that age" are read as open questions.
func TestSkeptic62aAdmiringAtNearlyAnAgeIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know how she does it at nearly 90.",
		"I really don't know how he does it at nearly ninety, he still drives to the allotment every day.",
		"I honestly don't know how she does it at almost 80, she still does the garden.",
		"I don't know how he does it at that age.")
}

// 4. REGRESSION (fails on 2e0103d, passes on its parent). atAnAge no longer
// spares a line with "?", and numeral holds times ("6am", "half"): a plain
// question about how someone manages at a time of day or of the year is lost,
// kept as a fact.
func TestSkeptic62aHowSheDoesItAtATimeAskedIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I don't know how she does it at half term, does she take the kids to work?",
		"I'm not sure how he does it at 6am, does he get the bus?")
}

// 5. REGRESSION (fails on 2e0103d, passes on its parent). "what day it is."
// and "what day it is," are sighs anywhere now, even where "it" is the event
// just named: the person's open question about the day of the parents'
// evening, the recital, the dentist, the plumber is lost (nothing kept, or a
// fact, or only "Tuesday or Wednesday").
func TestSkeptic62aWhatDayTheEventIsIsAQuestion(t *testing.T) {
	asksHolding62a(t, "parents' evening", "The parents' evening is next week but I'm not sure what day it is.")
	asksHolding62a(t, "recital", "Mia's recital got moved and I don't know what day it is.")
	asksHolding62a(t, "dentist", "The dentist moved my appointment and I've no idea what day it is, I'll have to ring them.")
	asksHolding62a(t, "plumber", "I'm not sure what day it is, Tuesday or Wednesday, that the plumber comes.")
}

// 6. REGRESSION (fails on 2e0103d, passes on its parent). The sigh "what day
// it is," is marked on the whole line, so the person's own open question
// after it in the same sentence is lost too (kept as a fact, or not at all).
func TestSkeptic62aQuestionAfterTheDaySighStays(t *testing.T) {
	asksHolding62a(t, "Gran",
		"No idea what day it is, and I still don't know who's collecting Gran from the station.",
		"No idea what day it is, and who's collecting Gran on Friday is still open.")
}

// Still missed after the fix (written as comments, not tests: they fail on
// 2e0103d, on its parent and after the fix):
//   - "Tom's leaving do is next week, no idea what day it is, I'll ask Sue."
//     reads as a fact: the not knowing after a comma is not the person's
//     lead, so when the leaving do is asks nothing.
//   - "Not sure how she does it at 7 on Saturdays, I'll ask her when she's
//     back." now is a question; "No idea how she does it at half term, I'll
//     ask her tomorrow." is still a fact ("half term" read as an amount).

// 9. STILL MISSED (fails on both). Spanish says the age with "a sus 90
// años" as often as "a los 90": the admiring sigh is read as an open
// question.
func TestSkeptic62aSpanishAdmiringASusAnosIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion, "No sé cómo lo hace a sus 90 años.")
}

// 10. STILL MISSED (fails on both). The Spanish sigh "no sé ni en qué día
// vivo" (the same as "I don't know what day it is anymore") is read as an
// open question.
func TestSkeptic62aSpanishWhatDayILiveInIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion, "No sé ni en qué día vivo.")
}
