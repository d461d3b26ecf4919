package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Reviews of stop 88 (heads of what is left to sort, "up in the air" and
// questions put to "me", a subject kept before its verb, a long number
// alone, a long address after a comma).

// "What I still need to sort is done, …" says it is sorted: what follows is
// news. Read by leftToSort, the news "Tom booked the minibus yesterday"
// became an open question.
func TestSkeptic88aWhatINeededToSortIsDoneIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What I still need to sort is done, Tom booked the minibus yesterday.",
		"What I still need to fix is fixed, the plumber came this morning.",
		"Was ich noch klären muss, ist schon erledigt, die Versicherung hat angerufen.")
}

// The thing to work out, answered in the same sentence ("is obvious: we
// need a bigger car", "is easy, the blue one", "…, so I'm taking it to Kwik
// Fit on Monday at 9", "…, and my sister Ana is doing the paella"), is no
// open question: the plan or the one who does it is the point.
func TestSkeptic88aWhatIsLeftToSortAnsweredIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What we need to work out is obvious: we need a bigger car.",
		"What I have to decide is easy, the blue one.",
		"What I have to sort out is the car, so I'm taking it to Kwik Fit on Monday at 9.",
		"What we have to organise is the food, and my sister Ana is doing the paella.",
		"Lo que nos falta organizar es la comida, y de eso se encarga mi hermana Ana.")
}

// "What I have to find is the courage to tell him", "What I need to settle
// is my stomach": a feeling, a remark, nothing to find out — not an open
// question.
func TestSkeptic88aCourageToFindIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What I have to find is the courage to tell him.",
		"What I need to settle is my stomach, too much coffee.",
		"What I have to find is a way to say no to my mother-in-law.")
}

// A question someone put to the person once, answered or only told ("The
// interview question that got me: …", "The question the examiner gave me:
// …. I got it right.") is a memory, not the person's open question: "me"
// in the head made it the person's own.
func TestSkeptic88aAQuestionPutToMeOnceIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"The interview question that got me: where I see myself in five years.",
		"The question the examiner gave me: what the stopping distance at 50 mph is. I got it right.")
}

// What was up in the air and is settled now ("until yesterday", "¡Me lo
// dieron!") is news, not an open question.
func TestSkeptic88aUpInTheAirUntilYesterdayIsNoQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Up in the air for me until yesterday: whether I'd get the visa. Got it this morning!",
		"Me tenía en el aire: si me daban el piso. ¡Me lo dieron!")
}

// A day's plan after a comma is its own fact, even when it names a street:
// "…, lunch Saturday at Mum's at 1pm, on Sunday the Market Street Fair in
// Otley" is two plans, read as one line.
func TestSkeptic88aAnotherDaysPlanAfterAStreetIsItsOwnLine(t *testing.T) {
	got := remembered(t, said("Dinner Friday at Luigi's with the Hendersons, lunch Saturday at Mum's at 1pm, on Sunday the Market Street Fair in Otley.", "A: Ok."))
	if l := lineWith(got, "Mum's", "Market Street Fair"); l != "" {
		t.Errorf("two days' plans joined in one line: %q\n%s", l, got)
	}
}

// A long number as an exclamation ("1000000%", "Thanks 1000000!") is
// noise, not a reference: kept as a line, it costs the memory a line.
func TestSkeptic88aAMillionPercentIsNoLine(t *testing.T) {
	for _, text := range []string{"Totally. 1000000%.", "Thanks 1000000!"} {
		got := remembered(t, said(text, "A: Ok."))
		if l := lineWith(got, "1000000"); l != "" {
			t.Errorf("%q: noise kept as a line: %q", text, l)
		}
	}
}

// A remark before a question that opens with its verb is no subject of it:
// "The rehearsal went well tonight, the band is happy, is the hall free next
// Tuesday …?" joins two remarks to the question (the rehearsal and the band,
// said often, scored nothing).
func TestSkeptic88aARemarkBeforeAQuestionIsNoSubject(t *testing.T) {
	before := []string{
		"We hold rehearsal at my house every Saturday, the rehearsal starts at eight.", "A: Ok.",
		"The rehearsal last week went late, the band played till midnight.", "A: Ok.",
		"Rehearsal again tonight, and the show is near, the band is nervous.", "A: Ok.",
		"Another rehearsal done, the band sounds better, the show will be good.", "A: Ok.",
	}
	for _, c := range []struct{ text, remark, asked string }{
		{"The rehearsal went well tonight, the band is happy, is the hall free next Tuesday for one more?", "band is happy", "hall free"},
		{"Another rehearsal done, is the show on the 11th or the 12th?", "rehearsal done", "11th"},
	} {
		got := remembered(t, said(append(append([]string(nil), before...), c.text, "A: Ok.")...))
		if l := lineWith(got, c.remark, c.asked); l != "" {
			t.Errorf("a remark glued to the question as its subject: %q\n%s", l, got)
		}
	}
}

// A filler aside is no subject either: "Anyway, as I said, is the 5th fine
// for the party?" kept "as I said" on the question's line.
func TestSkeptic88aAFillerAsideIsNoSubject(t *testing.T) {
	for _, c := range []struct{ text, filler string }{
		{"Anyway, as I said, is the 5th fine for the party?", "as I said"},
		{"Honestly, between you and me, is it too late to cancel the cake?", "between you and me"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineWith(got, c.filler); l != "" {
			t.Errorf("%q: the filler is kept on the line: %q", c.text, l)
		}
	}
}

// A moment's exclamation is no liking: "It's going to penalties. I cannot
// bear to watch.", "Did she say yes? I cannot bear the suspense, tell me!"
// were dropped as noise; as likings they are kept lines.
func TestSkeptic88aCannotBearToWatchIsNoLiking(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"It's 1-1 and going to penalties. I cannot bear to watch.", "cannot bear to watch"},
		{"Did she say yes? I cannot bear the suspense, tell me!", "suspense"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if l := lineWith(got, c.key); l != "" {
			t.Errorf("%q: an exclamation kept as a liking: %q\n%s", c.text, l, got)
		}
	}
}
