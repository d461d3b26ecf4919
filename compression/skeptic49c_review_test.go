package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A third skeptic's review of stop 49, of 116d0c2 alone: the narrowings made
// after skeptic49_review_test.go and skeptic49b_review_test.go. Each test
// fails on 116d0c2; the sentences are this file's own. Unless its comment
// says otherwise, each sentence was read as the test wants at 412ce95 (before
// the narrowings): what they broke, or the false reading they let in.

// asks49c fails for each text of which no open question holds key.
func asks49c(t *testing.T, cases ...[2]string) {
	t.Helper()
	for _, c := range cases {
		if qs := kindLines(c[0], session.LedgerQuestion); lineWith(joinLines(qs), c[1]) == "" {
			t.Errorf("%q: no open question holds %q: %q", c[0], c[1], kinded(read31(c[0])))
		}
	}
}

// decides49c fails for each text of which no decision holds key.
func decides49c(t *testing.T, cases ...[2]string) {
	t.Helper()
	for _, c := range cases {
		if ds := kindLines(c[0], session.LedgerDecision); lineWith(joinLines(ds), c[1]) == "" {
			t.Errorf("%q: no decision holds %q: %q", c[0], c[1], kinded(read31(c[0])))
		}
	}
}

// ownUnsolved now refuses a line with a past word, "so" or "also" anywhere
// after "still haven't …" — "back" (a direction), "it was a nightmare last
// year" (a reason), "so hard" (an intensifier). The lift home, going back to
// work, the parking and who drives, the first-dance song and the food become
// plain facts: the model no longer knows they are still to be worked out.
func TestSkeptic49cAPastOrASoLaterInTheLineKeepsItOpen(t *testing.T) {
	asks49c(t,
		[2]string{"Still haven't sorted a lift back from the airport on the 14th.", "lift"},
		[2]string{"Still haven't decided whether to go back to work after the baby.", "work"},
		[2]string{"Still haven't figured out the parking for the minibus, it was a nightmare last year.", "parking"},
		[2]string{"Still haven't figured out the parking for the minibus, and also who drives it.", "parking"},
		[2]string{"Still haven't sorted the music for the first dance, it's so hard to choose.", "music"},
		[2]string{"Todavía no he resuelto lo de la comida, que era lo que más me preocupaba.", "comida"},
	)
}

// ownUnsolved's new `saying`/`sayVerbs` exclusion (meant for "…, Jim says
// he'll do it") also takes "what to say", and `saying` holds "if" and "si":
// a speech still to write and whether the hall has a kitchen or the
// scholarship comes through are lost as open questions ("haven't sorted" also
// left notKnowing, so wonders no longer takes the "if" line either).
func TestSkeptic49cWhatToSayAndWhetherStayOpen(t *testing.T) {
	asks49c(t,
		[2]string{"Still haven't figured out what to say at Grandad's funeral.", "funeral"},
		[2]string{"Still haven't sorted if the hall has a kitchen we can use.", "kitchen"},
		[2]string{"Sigo sin saber si me dan la beca.", "beca"},
	)
}

// vagueUnsolved counts words, so a terse line whose thing is one word
// ("flights", "dates") counts as saying nothing: the flights and the dates,
// still open, are kept as plain facts.
func TestSkeptic49cAOneWordThingIsNotVague(t *testing.T) {
	asks49c(t,
		[2]string{"Still haven't sorted flights.", "flights"},
		[2]string{"We still haven't decided dates.", "dates"},
	)
}

// After a vague "We still haven't decided.", any next sentence that opens
// with a question word is made the open question, a relative "Which is fine"
// or a "When we do" too: the model is told "the wedding's not till next
// summer" and "I'll let you know" are open questions. (At 412ce95 the next
// sentence was no question; the vague line itself was.)
func TestSkeptic49cAWhichOrWhenAfterAVagueLineIsNoQuestion(t *testing.T) {
	for _, text := range []string{
		"We still haven't decided. Which is fine, the wedding's not till next summer.",
		"We still haven't decided. When we do, I'll let you know.",
	} {
		for _, q := range kindLines(text, session.LedgerQuestion) {
			if lineWith(q, "summer") != "" || lineWith(q, "know") != "" {
				t.Errorf("%q: the next sentence is read as an open question: %q", text, q)
			}
		}
	}
}

// The next sentence "settles" the open one when it decides anything at all,
// or ends in "so that's that" (here a shrug, nothing settled): the float for
// the cashbox, still open, becomes a plain fact.
func TestSkeptic49cTheNextSentenceMustSettleTheSameThing(t *testing.T) {
	asks49c(t,
		[2]string{"Still haven't sorted the float for the cashbox. We've decided the stall opens at ten though.", "float"},
		[2]string{"Still haven't sorted the float for the cashbox. Jo's away till Monday, so that's that.", "float"},
	)
}

// With "fixed" gone and "half" a partly-word anywhere in the head, a fixed
// wedding date and the half-term plan ("half term" is a school holiday, not
// half of anything) are no longer decisions.
func TestSkeptic49cAFixedDateAndHalfTermAreDecided(t *testing.T) {
	decides49c(t,
		[2]string{"The date's fixed: Saturday 14 June, at the registry office.", "June"},
		[2]string{"Half term's sorted: the kids are at my mum's all week.", "kids"},
	)
}

// settledHead now refuses any rest with a word of unknowing, so "keine
// Frage" and "no question about it" ("beyond doubt") undo the decision — and
// the English one is even made an open question: the model is told the lamb
// is still being decided.
func TestSkeptic49cNoQuestionAboutItIsStillDecided(t *testing.T) {
	decides49c(t,
		[2]string{"Die Farbe steht fest: Waldgrün, keine Frage.", "Waldgrün"},
		[2]string{"Menu's settled: lamb, no question about it.", "lamb"},
	)
	if qs := kindLines("Menu's settled: lamb, no question about it.", session.LedgerQuestion); len(qs) > 0 {
		t.Errorf("a settled menu is read as an open question: %q", qs)
	}
}

// toldToMe's "but"/"though" guard, meant for "Don't call me a hypocrite, but
// …", also drops a plain ban on a form of address: "sir" leaves no line at
// all, "love" only a fact, and the model may go on saying both.
func TestSkeptic49cDontCallMeThoughIsStillARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Just don't call me sir, though. Makes me feel ancient.", "sir"},
		{"Don't call me love, but Sheila is fine.", "love"},
	})
}

// calledAs's contrast guard ("Call me Scrooge, but …") also skips a name
// with the one not to use after "aber"/"pero", and its asked guard a name
// with a nod ("yeah?", "would you?"): Sepp, Pili, Sam and Bea are called by
// their full or formal names again; Bea's line is even an open question.
func TestSkeptic49cANameWithButOrANodIsStillARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Nenn mich Sepp, aber bitte nicht Josef.", "Sepp"},
		{"Llámame Pili, pero nunca Pilar.", "Pili"},
		{"Just call me Sam, yeah?", "Sam"},
		{"Call me Bea, would you? Everyone does.", "Bea"},
	})
}

// Bans the narrowings drop: a number anywhere after "no tables" now counts
// the tables ("five inches" is the screen), "mehr" must be followed by a
// persistent phrase ("in den Antworten" is not one), and a family member in
// the rest keeps "and one more rule" from being read as a label (the daughter is
// why, not whose rule). Tables, emojis and swearing come back.
func TestSkeptic49cNarrowedBansStillHold(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"No tables, please, my phone screen is only five inches.", "tables"},
		{"Keine Emojis mehr in den Antworten, bitte.", "Emojis"},
		{"And one more rule: no swearing, my daughter reads over my shoulder.", "swearing"},
	})
}

// alwaysIn now needs a word of its unit list after "immer in": grams,
// degrees and kilos are not in it, and "tus listas" left persistent: recipes
// come in cups, weights in pounds, lists unnumbered again.
func TestSkeptic49cUnitsAndListsStillHold(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Rezepte bitte immer in Gramm, nicht in Tassen.", "Gramm"},
		{"Temperaturen bitte immer in Grad.", "Grad"},
		{"Gewichte bitte immer in Kilo.", "Kilo"},
		{"Tus listas, siempre numeradas, por favor.", "numeradas"},
	})
}

// replaces now keeps a line of score 1 after "… can't … now": chatter about
// how Dad drove before ("He was fine in the car until last week") is kept
// as the newest note beside the take-back, as if it still held.
func TestSkeptic49cChatterAfterATakeBackIsNotKept(t *testing.T) {
	got := remembered(t, said("Dad drives us to the airport on the 3rd.", "A: Ok.",
		"Dad can't drive us now, Dr Kaur says no driving after the eye op. He was fine in the car until last week. Our neighbour Raj offered to take us in his van.", "A: Ok."))
	if l := lineWith(got, "fine", "car"); l != "" {
		t.Errorf("chatter is kept as a note: %q\n%s", l, got)
	}
}
