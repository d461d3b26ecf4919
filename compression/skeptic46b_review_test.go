package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A second skeptic's review of stop 46's changes (git diff 286cbce..HEAD --
// compression/): the new way of answering said as a wish or a look allowed
// again after a take-back (wishedWay, lookAllowed), "kannschde … vergesse"
// and "Anfang" (canForget), reasons after an order (reasonAt, notGetting),
// still-open heads, allergies in the instructions' tier, the "so I'll …"
// clause that points back, and medicine stems. Every test below fails on
// HEAD; those that passed at 286cbce say so. The sentences are this file's
// own.

// notGetting ("don't understand", "don't know", "don't get") after
// "because" or "as" now drops any order before it, not only a one-off
// "explain what an ISA is": a person who says once why they need German or
// plain words — the commonest reason there is — loses that standing
// instruction, and the next answers come back in English and jargon. All
// four were rules at 286cbce.
func TestSkeptic46bNotUnderstandingKeepsAStandingOrder(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Write to me in German, because I don't understand English well.", "German"},
		{"Write to me in German, as I don't understand English well.", "German"},
		{"Talk to me in plain English, because I don't understand jargon.", "English"},
		{"Write to me in simple words, because I don't understand long sentences.", "simple"},
	})
}

// A clause after an order that opens "my … is" or "as my … is" is now cut
// as a reason, and the question in it goes with it: "explain what a break
// clause is, my landlord is asking" is one answer, yet it is now a standing
// rule, and the person's own question about the council letter — an open
// question at 286cbce — is gone. (All three were no rule at 286cbce.)
func TestSkeptic46bAQuestionInTheReasonIsNoStandingOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Explain to me in plain English, my landlord is asking what a break clause is.",
		"Explain to me in simple English, as my daughter is asking what a mortgage is.",
		"Talk to me in plain English, we are trying to work out what the letter from the council means.")
}

// wishedWay takes "need"/"want"/"brauch"/"necesito" with "step", "Schritt"
// or "paso" two words on as a wished way of answering: after a take-back,
// "I need to step out" (the person leaving the chat for ten minutes) is now
// an instruction to the assistant for the rest of the conversation. All
// were facts or nothing at 286cbce.
func TestSkeptic46bSteppingOutIsNoWayOfAnswering(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget what I said about short answers. I need to step out now, back in ten minutes.", "step"},
		{"Forget the no-lists thing. I need to step away for a bit, my mum is calling.", "step"},
		{"Vergiss das mit den kurzen Antworten. Ich brauch jetzt einen Schritt Abstand, meld mich später.", "Schritt"},
		{"Olvida lo de las respuestas cortas. Necesito dar un paso atrás, luego te escribo.", "paso"},
	} {
		if ruleWith(c[0], c[1]) {
			t.Errorf("%q: a rule holds %q: %q", c[0], c[1], kinded(read31(c[0])))
		}
	}
}

// English "will" is a wish verb to wishedWay, and any subject will do: after
// a take-back, what the boss or the landlord will want ("details of the
// budget by Friday") is read as the person's standing order to the
// assistant, and a deadline of someone else becomes how every answer must
// look. Both were facts at 286cbce.
func TestSkeptic46bSomeoneElsesWishIsNoInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget what I said about bullet points. My boss will want details of the budget by Friday.", "budget"},
		{"Forget the short-answer rule. The landlord will need details of the damage by Monday.", "landlord"},
	} {
		if ruleWith(c[0], c[1]) {
			t.Errorf("%q: a rule holds %q: %q", c[0], c[1], kinded(read31(c[0])))
		}
	}
}

// The wish after a take-back is a rule even when the person says it holds
// this once ("This time", "Just for now", "Diesmal"), words the other orders
// are checked for (onceOnly): the detailed answer for one court letter
// becomes how to answer from now on, over the person's wish for short
// answers. At 286cbce none was a rule.
func TestSkeptic46bAWishForThisOnceIsNoRule(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget the short answers. This time I need it in detail, it's for the court.", "court"},
		{"Forget the short answers. Just for now I want it in detail, it's for the court.", "court"},
		{"Vergiss das mit den drei Sätzen. Diesmal brauch ich's ausführlich, nur für den Brief an die Kasse.", "Kasse"},
	} {
		if ruleWith(c[0], c[1]) {
			t.Errorf("%q: a rule holds %q: %q", c[0], c[1], kinded(read31(c[0])))
		}
	}
}

// lookAllowed says that after a take-back "the lists are fine now" is the
// person's; but someone's lists in the same message ("Tom's lists", "the
// shopping lists") are news about lists, not a look allowed in the answers.
// They are now standing rules. Both were facts at 286cbce.
func TestSkeptic46bSomeonesListsAreNoLookAllowed(t *testing.T) {
	for _, c := range [][2]string{
		{"Forget the no-lists rule. Anyway, Tom's lists are fine now, he redid them.", "Tom's"},
		{"Forget what I said about lists. The shopping lists are fine now, Tom fixed the app.", "shopping"},
	} {
		if ruleWith(c[0], c[1]) {
			t.Errorf("%q: a rule holds %q: %q", c[0], c[1], kinded(read31(c[0])))
		}
	}
}

// "anfang" now makes anything "kannste vergessen" a take-back of the
// answers: the person's verdict on a film's or a book's first part ("the
// start of the film you can forget, it gets good from the middle") is now
// a standing rule. Both were facts at 286cbce.
func TestSkeptic46bAFilmsStartIsNoTakeBack(t *testing.T) {
	never31(t, session.LedgerRule,
		"Den Anfang vom Film kannste vergessen, ab der Mitte wird er richtig gut.",
		"Den Anfang vom Buch kannschde vergesse, der isch zäh.")
}

// "offen" alone now opens a still-open head, so "Offen gesagt:" (frankly)
// before a "wie …"/"wer …" makes an open question of a verdict on last
// Sunday's dinner and of a rhetorical "who would have thought": the
// assistant is told the person still waits for answers never asked. Both
// were facts at 286cbce.
func TestSkeptic46bFranklyIsNoOpenQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Offen gesagt: wie das Essen bei Oma lief, war eine Katastrophe.",
		"Offen gesagt: wer hätte das gedacht.")
}

// Every line of the person with "allerg" or "intoleran" anywhere in it now
// shares the instructions' tier: a boss intolerant of typos, neighbours
// intolerant of noise, colleagues off with hay fever go before Gran's
// hearing aid appointment on the 14th when the memory is short. At 286cbce
// the appointment stayed.
func TestSkeptic46bAWordOfAllergyIsNoAllergy(t *testing.T) {
	for _, first := range []string{
		"My new boss is totally intolerant of typos, he sends everything back.",
		"Mum says the neighbours are intolerant of any noise after nine.",
		"Hay fever season is brutal, half my office is off with allergies.",
	} {
		msgs := []string{first, "A: Ha."}
		for _, l := range []string{
			"The plumber comes on Tuesday at 9 to fix the boiler.",
			"Gran's hearing aid appointment is on the 14th at 10:30.",
			"The car's MOT runs out on 3 March.",
			"Parents' evening at Tom's school is Thursday at 6.",
		} {
			msgs = append(msgs, l, "A: Noted.")
		}
		if got := rememberedWithin(t, said(msgs...), 20); !strings.Contains(got, "14th") {
			t.Errorf("%q outranks the appointment:\n%s", first, got)
		}
	}
}

// objectsBack takes "her" for a pointer back at the name before, but "her"
// is as often a possessive of someone new ("Gran from her care home"): the
// clause about Gran stays on Ruth's line, and when Gran's pick-up changes,
// Ruth's landing time — still true — is marked "(updated in #3)", first to
// go under a budget. Failed at 286cbce too (every "so I'll" clause joined).
func TestSkeptic46bAPossessiveHerPointsAtNoOneBefore(t *testing.T) {
	for _, c := range [][3]string{
		{"My sister Ruth lands in Glasgow at 9 on Friday, so I'll collect Gran from her care home in Paisley at 11.", "Change: Gran now gets collected at 2 on Saturday.", "Ruth"},
		{"Uncle Bob's train gets into York at 6:40, so I'll drive Auntie Pat to her physio at 5 instead.", "Auntie Pat's physio moved to Thursday at 4.", "6:40"},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if line := lineWith(got, c[2]); line == "" || strings.Contains(line, "(updated in") {
			t.Errorf("%q is lost or marked outdated by %q:\n%s", c[2], c[1], got)
		}
	}
}

// The stems added for the first review (pregabalin, sertraline, apixaban)
// leave out their everyday neighbours: gabapentin (given with or instead of
// pregabalin), venlafaxine, tramadol and prednisone still leave nothing at
// all of a short message, and the person's medicine is forgotten. Failed at
// 286cbce too.
func TestSkeptic46bEverydayMedicinesAreKept(t *testing.T) {
	for _, c := range [][2]string{
		{"Mum is on gabapentin.", "gabapentin"},
		{"Dad is on venlafaxine.", "venlafaxine"},
		{"Dad is on tramadol.", "tramadol"},
		{"Gran is on prednisone.", "prednisone"},
	} {
		if lineWith(remembered(t, said(c[0], "A: Ok.")), c[1]) == "" {
			t.Errorf("%q is not remembered: %q", c[1], kinded(read31(c[0])))
		}
	}
}
