package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 86b3106 (stop 63: an order to explain like someone
// with how and why after it, "give them in pounds" on whatever the assistant
// gives, new worry heads, "who's going to say a few words", "Wohin mit …?"
// and a short head before a deliberating question, counts of people in
// words, "a fiver", what someone named does, "X told me," — and the fixes
// of the first review: missing heads that ask only when a question word
// opens a clause, carriedAsks with ownDoing, "coming or going" anywhere,
// atAnAge of kin or a name only, a lone price onto a dated sentence only
// when it was ordered or bought), against its parent 4064b3e. The sentences
// are this file's own; remembered, said, lineOf, never31, notReadAs,
// asksHolding62a, updatedIn61b and talk62e are reused.
//
// REGRESSION: fails on 86b3106, passes on 4064b3e.
// STILL MISSED: fails on both.

// 1. REGRESSION. orderOnWhatever's new branch ("…, give them in pounds")
// takes any "give/send/make it|them in|as …" after "any X you give …" as an
// order to the assistant, also when someone else said it ("My boss said",
// "The vet said", "The school said") and "you" is anyone: the boss's rule
// for the client, the vet's advice on the dog's food and the school's
// deadline for forms become standing instructions for every answer.
func TestSkeptic63bReportedAdviceOnWhateverYouGiveIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"My boss said any figures you give the client, give them in euros.",
		"The vet said whatever you give him, give it in small bits.",
		"The school said any forms you give them, give them in by Friday.")
}

// 2. REGRESSION. bareOrder now reads only the first clause of a long
// sentence when every clause after it opens with a "because", "no", "since",
// "weil", "que" …, so a request to explain one thing, whose reason names
// the thing (the council's letter about the bins) or the one occasion it
// is for (Monday's appointment at the Sparkasse), becomes a standing
// instruction — what 86b3106's own test refuses for the same letter in an
// apposition.
func TestSkeptic63bExplainingOneThingWithItsReasonIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Explain it like I'm twelve, because the letter from the council about the bins makes no sense to me.",
		"Erklär mir das wie einem Kind, weil ich am Montag um neun den Termin bei der Sparkasse habe.")
}

// 3. REGRESSION. A missing head now asks only when the question word opens
// the part after the colon or a clause after a comma and "and": the way
// lists are written, the last item joined by "and" without a comma ("the
// cake and who's driving Nan", "Musik, Deko und wer die Kasse macht"), the
// question word is mid-clause, and who collects Nan, who does the till, who
// picks up the grandmother are kept as settled facts.
func TestSkeptic63bAMissingListEndingInWhoStillAsks(t *testing.T) {
	asksHolding62a(t, "Nan",
		"What's still missing: the cake and who's driving Nan.",
		"What's still missing: the cake, the DJ and who's picking up Nan from the station.")
	asksHolding62a(t, "Kasse", "Was noch fehlt: Musik, Deko und wer die Kasse macht.")
	asksHolding62a(t, "abuela", "Lo que falta: la tarta y quién recoge a la abuela en la estación.")
}

// 4. REGRESSION. "coming or going" is now a day sigh wherever it stands in
// the sentence, and wonders then reads only what comes after the idiom: an
// open question said before it in the same sentence (who picks up Nan, who
// does the funeral flowers, quién recoge a la abuela, wer Oma abholt) is
// kept as a fact.
func TestSkeptic63bAnOpenQuestionBeforeComingOrGoingStaysOpen(t *testing.T) {
	asksHolding62a(t, "Nan", "I still don't know who's picking up Nan on Saturday, and honestly I don't know whether I'm coming or going.")
	asksHolding62a(t, "flowers", "No idea who's doing the flowers for the funeral yet, I don't know if I'm coming or going this week.")
	asksHolding62a(t, "abuela", "Todavía no sé quién recoge a la abuela el sábado, es que no sé si voy o vengo.")
	asksHolding62a(t, "Oma", "Ich weiß noch nicht, wer Oma am Samstag abholt, ich weiß echt nicht, ob ich komme oder gehe.")
}

// 5. REGRESSION. carriedAsks now stops asking after the day sigh when any
// word of ownDoing follows "or how much"/"or which" — "I", "I've", and the
// Spanish "he", which is English "he" too — so what is owed to the plumber,
// what the boiler cost, which form went back are no longer open: the first
// two are lost from the memory altogether.
func TestSkeptic63bTheDaySighThenWhatIOweStillAsks(t *testing.T) {
	asksHolding62a(t, "plumber", "No idea what day it is, or how much I owe the plumber.")
	asksHolding62a(t, "boiler", "No idea what day it is, or how much he charged us for the boiler.")
	asksHolding62a(t, "form", "No idea what day it is, or which form I've sent back to the school.")
}

// 6. REGRESSION. atAnAge now admires only kin, a partner or a bare name
// right after "how": a friend ("my friend Jean"), a godmother, an old
// neighbour ("old Mr Jenkins", "the lady next door") doing it at 85 or 94
// is no longer admired, and the sigh is kept as an open question.
func TestSkeptic63bAdmiringAFriendOrNeighbourAtAnAgeIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No idea how my friend Jean does it at 85, she still swims every morning.",
		"I don't know how my godmother does it at 89, she still drives to Bath.",
		"I don't know how old Mr Jenkins does it at 94, he still does his own garden.",
		"I don't know how the lady next door does it at 90, honestly.")
}

// 7. REGRESSION. Two new ways a rhetorical "who" becomes an open question:
// whoSays lets "who … say" through asksAfter ("I don't know who could say no
// to that face", "No sé quién puede decir eso de mi madre"), and
// deliberates now drops any head of three words or fewer before the colon,
// so "Let's face it:" or "I mean:" before a who-is-going-to no longer keeps
// the self-doubt from being read as a task to settle.
func TestSkeptic63bARhetoricalWhoIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"I don't know who could say no to that face.",
		"No sé quién puede decir eso de mi madre.",
		"Let's face it: who's going to hire a 58-year-old?",
		"I mean: who's going to listen to me anyway?")
}

// 8. REGRESSION. The new worry heads ("mich beschäftigt", "mich noch
// umtreibt") are taken in any tense and of any kind of question: a worry
// that was ("Was mich beschäftigt hat: …", settled in the next sentence)
// and a football result ("wer gewinnt am Samstag das Derby?", a contest,
// which askedLabel's own comment excludes) are kept as open questions.
func TestSkeptic63bAPastWorryOrAContestIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Was mich beschäftigt hat: wer die Kasse macht. Hat sich aber erledigt, Jana macht es.",
		"Was mich noch umtreibt: wer gewinnt am Samstag das Derby?")
}

// 9. REGRESSION. A lone price now joins a dated sentence only after
// "bought"/"ordered" (purchased), not after "booked", which the new comment
// names itself: "Booked the caterer for Saturday 14 June. £850, …" splits,
// the £850 line no longer says it is the caterer's, and when the caterer
// goes up to £920 the old price is sent as current.
func TestSkeptic63bABookedPriceIsMarkedOldWhenItChanges(t *testing.T) {
	got := remembered(t, said(talk62e(
		"Booked the caterer for Saturday 14 June. £850, three courses, buffet style.",
		"The caterer is £920 now, they've added canapés.")...))
	updatedIn61b(t, got, 1, 3, "£850")
}

// 10. REGRESSION. Filler now kept beside the facts: a count of people said
// in words is a value wherever it stands, so a figure of speech ("about a
// hundred people have asked me …") is kept as a line of its own; and
// habitOf keeps any "he/she + verb-s" after a named clause, so a remark on
// someone ("he talks the hind legs off a donkey", "she loves a good
// natter") is kept on the line of the meeting.
func TestSkeptic63bACountOrARemarkInPassingIsNotKept(t *testing.T) {
	got := remembered(t, said(talk62e(
		"Dad's retirement do is at the cricket club on Friday the 3rd, forty people so far.",
		"Honestly, about a hundred people have asked me what he's going to do with himself.")...))
	if l := lineOf(got, 3, "hundred"); l != "" {
		t.Errorf("a figure of speech is kept: %q\n%s", l, got)
	}
	for _, c := range []struct{ msg, keep, drop string }{
		{"I bumped into Gary Wills at the tip on Saturday, he talks the hind legs off a donkey.", "Gary", "donkey"},
		{"Coffee with Linda at Costa on Wednesday at 11, she loves a good natter.", "Linda", "natter"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if l := lineOf(got, 1, c.keep); l == "" || lineOf(got, 1, c.drop) != "" {
			t.Errorf("%q: want %q kept without %q:\n%s", c.msg, c.keep, c.drop, got)
		}
	}
}

// 11. STILL MISSED. An order quoted from a letter ("The letter says any
// documents you send them, send them as copies") is read as the person's
// own order to the assistant, on 4064b3e as on 86b3106: "says" before the
// "any X you send" is not looked at.
func TestSkeptic63bAnOrderQuotedFromALetterIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"The letter says any documents you send them, send them as copies, not originals.")
}

// 12. STILL MISSED. "coming or going" is a sigh only with the apostrophes
// daySigh lists: typed without one ("if im coming or going", as phones and
// hurried people type it) or in full ("whether I am coming or going") it
// is kept as an open question, on both commits.
func TestSkeptic63bComingOrGoingTypedPlainlyIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"honestly dont know if im coming or going this week",
		"I don't know whether I am coming or going at the moment.")
}
