package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptic's review of stop 46's changes (git diff 39029ff..HEAD --
// compression/): "Answer me in short sentences" with a head of asking and a
// reason after it, "what a …" as an exclamation, "Still open:" heads, the
// "so I'll …" clause kept with the name before, medicines by their stems, the
// line after a plan taken back, and allergies ranked high. Every test below
// fails on HEAD; those that passed at 39029ff say so. The sentences are this
// file's own.

// asks46 reports whether the message alone is read into an open question.
func asks46(text string) bool {
	return slices.ContainsFunc(read31(text), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerQuestion })
}

// "what a" and "how a" were added to the exclamations ("what a mess that
// was"), but a question the person puts off or says is open often goes on
// with "what a fair price …", "how a heat pump would work …". The first two
// were open questions at 39029ff and are now plain facts (the first cut to
// "no rush: …"): the person's question for later is lost from the open
// questions. The "Still open:" head the change adds misses the same shape.
func TestSkeptic46WhatAAndHowAStillAsk(t *testing.T) {
	for _, text := range []string{
		"Something to think about later, no rush: what a fair price for the old van would be.",
		"Not urgent, for another day: how a heat pump would work in our old stone cottage.",
		"Still open: what a fair price for the old van would be.",
	} {
		if !asks46(text) {
			t.Errorf("%q: no open question: %q", text, kinded(read31(text)))
		}
	}
}

// A "so" clause that goes on with the speaker ("…, so we moved svc-2 …",
// "…, so I'll collect Uncle Bob …") is now kept on the line of the name
// before, though it is about another name. When that other name changes
// later, the whole joined line is marked "(updated in #3)": svc-1's port,
// Ruth's landing time and the flight's departure — all still true — read as
// outdated, and under a budget an updated line is the first to go. At
// 39029ff the two were separate lines and only the second was marked.
func TestSkeptic46ASoClauseOfAnotherNameDoesNotOutdateTheFirst(t *testing.T) {
	for _, c := range [][3]string{
		{"svc-1 listens on port 8080 since Monday, so we moved svc-2 to port 9090 on Tuesday.", "svc-2 is now on port 9191.", "8080"},
		{"My sister Ruth lands in Glasgow at 9 on Friday, so I'll collect Uncle Bob from Dundee on Saturday instead.", "Change: Uncle Bob now comes down from Dundee by bus on Sunday.", "Ruth"},
		{"Flight LH 2404 leaves Munich at 7:15, so I'll book the 9:40 train from Manchester Airport to Lancaster.", "I've now booked the 10:10 train to Lancaster instead.", "7:15"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if line := lineWith(got, c[2]); line == "" || strings.Contains(line, "(updated in") {
			t.Errorf("%q is lost or marked outdated by %q:\n%s", c[2], c[1], got)
		}
	}
}

// The reason clause now cut from what follows an order ("…, because …")
// hides the question in it: "Explain to me in plain English, because I can't
// work out what my pension letter means" asks to have one letter explained,
// and at 39029ff it was a task (or a fact); now it is a standing rule, and
// the assistant is told for the rest of the conversation to do what was one
// answer, while the task itself is gone.
func TestSkeptic46AReasonDoesNotHideWhatIsAsked(t *testing.T) {
	never31(t, session.LedgerRule,
		"Explain to me in simple words, because I don't get what an ISA is.",
		"Explain to me in plain English, because I can't work out what my pension letter means.")
}

// The reason after "Answer me in short sentences" is only cut after
// "because" or an old "for": said with "as", or with no conjunction at all,
// its "what they were" reads as a question and the whole instruction — the
// one a person with bad eyes needs kept — is lost (nothing at all is
// remembered of these messages).
func TestSkeptic46AReasonInOtherWordsKeepsTheOrder(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Answer me in short sentences, as my eyes are not what they were.", "short sentences"},
		{"Answer me in short sentences, my eyes are not what they were.", "short sentences"},
		{"Answer me in short sentences, because my son reads them out to me.", "short sentences"},
	})
}

// A head before a colon that reports nothing is now skipped when looking for
// someone else's words, but "begged" and "begs" are words of saying that the
// head test does not know: the boss's and the daughter's words to the person
// are now read as the person's standing order to the assistant (they were
// facts at 39029ff).
func TestSkeptic46SomeoneWhoBegsGivesNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"My boss begged: write to me in short sentences, max five lines.",
		"My daughter begs me every week: talk to me in plain English, Mum.")
}

// Medicines by their stems keep "Dad is on warfarin.", but the commonest
// medicines outside the list — apixaban and rivaroxaban (blood thinners),
// citalopram and sertraline, pregabalin — still leave nothing at all of a
// short message: the person's medicine is forgotten.
func TestSkeptic46MedicinesOutsideTheStemsAreKept(t *testing.T) {
	for _, c := range [][2]string{
		{"Dad is on apixaban.", "apixaban"},
		{"Grandad is on rivaroxaban.", "rivaroxaban"},
		{"My wife is on citalopram.", "citalopram"},
		{"My son is on sertraline.", "sertraline"},
		{"She is on pregabalin.", "pregabalin"},
	} {
		if lineWith(remembered(t, said(c[0], "A: Ok.")), c[1]) == "" {
			t.Errorf("%q is not remembered: %q", c[1], kinded(read31(c[0])))
		}
	}
}

// A medicine is now a name, and a clause after a name that goes on with a
// pronoun is cut from its line: "she's diabetic too" (Mum's diagnosis) and
// "it gave him awful muscle pains" (why Dad stopped his statin, a side
// effect a doctor must hear of) were kept at 39029ff and are now lost.
func TestSkeptic46AMedicineDoesNotCutWhatFollows(t *testing.T) {
	for _, c := range [][2]string{
		{"Mum takes metformin at night, she's diabetic too.", "diabetic"},
		{"Dad stopped the atorvastatin, it gave him awful muscle pains.", "pains"},
	} {
		if got := remembered(t, said(c[0], "A: Ok.")); lineWith(got, c[1]) == "" {
			t.Errorf("%q is lost:\n%s", c[1], got)
		}
	}
}

// "olol" is a medicine stem (bisoprolol), so laughter typed out
// ("lolololol", "Lololol") is now a medicine, a name a note keeps: junk lines
// that take room from real facts under a budget. At 39029ff nothing was kept.
func TestSkeptic46LaughterIsNoMedicine(t *testing.T) {
	for _, text := range []string{"lolololol no way", "Lololol that's so him."} {
		if got := read31(text); len(got) > 0 {
			t.Errorf("%q is kept: %q", text, kinded(got))
		}
	}
}

// A head that says a question is still open opens one only in the few words
// listed: "Still pending:", "Still to decide:", "Aún pendiente:" and a
// "Sigue pendiente:" before "cuántas …" or "si …" (whether) stay plain facts,
// and the open question — who picks Gran up, how many chairs, whether the
// aunt comes — is not among the person's open questions.
func TestSkeptic46StillOpenInOtherWords(t *testing.T) {
	for _, text := range []string{
		"Still pending: who picks up Gran from the station.",
		"Still to decide: who picks up Gran from the station.",
		"Aún pendiente: quién recoge a la abuela en Atocha.",
		"Sigue pendiente: cuántas sillas hacen falta para el bautizo.",
		"Sigue pendiente: si mi tía viene a la boda o no.",
	} {
		if !asks46(text) {
			t.Errorf("%q: no open question: %q", text, kinded(read31(text)))
		}
	}
}

// "still open" is matched anywhere in the head, so a shop that is still open
// before an exclamation or an invitation now makes an open question ("what
// luck", "who wants mulled wine, come by!"): the memory tells the assistant
// the person is still waiting for an answer to what was never asked. Both
// were facts at 39029ff.
func TestSkeptic46AShopStillOpenIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"The chemist on Hope Street is still open: what luck, I need Dad's inhaler.",
		"Our Christmas market stall is still open: who wants mulled wine, come by!")
}

// The line after a plan taken back is kept only when it says "after all"
// (or "doch", "al final"): "she won't come in … now", "she's not coming in
// … anymore", "ya no entra …" lose the new meeting place, and only the old
// one (the arrivals hall) is remembered.
func TestSkeptic46APlanTakenBackInOtherWords(t *testing.T) {
	for _, c := range [][2]string{
		{"Sheena rang tonight. The parking at Aberdeen airport is a nightmare, she says, so she won't come in to the arrivals hall now; she'll wait outside at the bus stop, in her green van. I wrote it on the back of my hand.", "bus stop"},
		{"Sheena rang tonight. The parking at Aberdeen airport is a nightmare, she says, so she's not coming in to the arrivals hall anymore; she'll wait outside at the bus stop, in her green van. I wrote it on the back of my hand.", "bus stop"},
		{"Lucía me llamó anoche. Aparcar en el aeropuerto es una pesadilla, dice, así que ya no entra a la terminal de llegadas; me espera fuera en la parada del autobús, en su furgoneta verde. Lo apunté en la mano.", "parada del autobús"},
	} {
		if got := remembered(t, said(c[0], "A: Ok.")); !strings.Contains(got, c[1]) {
			t.Errorf("the new meeting place %q is lost:\n%s", c[1], got)
		}
	}
}

// An allergy outranks the other likings only when it is said as "allergic",
// "alergia" or "intolerant" in a line read as a liking: being coeliac, a
// German compound ("Erdnussallergie") and a child who needs the EpiPen go
// first under a budget, while who prefers the sweet Fanta stays.
func TestSkeptic46AllergiesInOtherWordsOutrankLikings(t *testing.T) {
	for _, c := range [][2]string{
		{"I can't have gluten at all, I'm coeliac, even crumbs make me ill.", "coeliac"},
		{"Ich habe eine Erdnussallergie, eine richtige, mir schwillt der Hals zu.", "Erdnussallergie"},
		{"My son can't eat peanuts at all, his throat swells up and we need the EpiPen.", "EpiPen"},
	} {
		if got := rememberedWithin(t, said(beforeLikings(c[0])...), 40); !strings.Contains(got, c[1]) {
			t.Errorf("%q went before a liking:\n%s", c[1], got)
		}
	}
}
