package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of bf5ca1a (the third review of stop 63) against its
// parent d8a35c4: carriedAsks and dutyToPay after the day sigh, sighGoesOn
// only when one clause follows, "need to sort out" out of stillUnsolved,
// "hired/sorted/reserved" in booked, orderOnWhatever only before a unit or a
// language and with no report anywhere, the explain-with-reasons branch only
// with a way right after "everything", "einfach" as a plain way, counts of
// people in words only with a holdsPeople word, fewer livingVerbs, whoSays
// not before yes/no, a missing list's who/where/when opening any clause.
// The sentences are this file's own; remembered, said, lineOf, readAs,
// notReadAs, never31, read31, asksHolding62a, notUpdated60d and talk62e are
// reused.
//
// REGRESSION: fails on bf5ca1a, passes on d8a35c4.
// STILL MISSED: fails on both.

// keepsNothing63d fails for each message whose memory keeps a line.
func keepsNothing63d(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got := remembered(t, said(text, "A: Ok.")); strings.Contains(got, "- #1 ") {
			t.Errorf("%q keeps a line:\n%s", text, got)
		}
	}
}

// 1. REGRESSION. carriedAsks now lets "or how much/how many" ask whenever
// the word after it is the person's own ("I've", "I") or a duty word
// ("got to", "need to", "tengo que") is anywhere after the sigh: the sigh
// about one's own sleep or about nagging the kids is sent as an open
// question still to settle. d8a35c4 kept nothing of them. (Fixed but for
// "No idea what day it is, or how many times I've got to tell the kids to
// tidy up.": "got to" asks, as the third review wanted for "how many
// chairs I've got to borrow for Saturday"; left out of the test.)
func TestSkeptic63dTheDaySighAboutMyOwnSleepIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No idea what day it is, or how much I've slept this week.",
		"No sé ni qué día es hoy, ni cuántas horas tengo que dormir para recuperarme.")
}

// 2. REGRESSION. sighGoesOn now drops the sigh only when a single clause
// follows it: a tag at its end ("to be honest", "ehrlich", "madre mía")
// makes two, and the sigh's tail is kept as a fact ("or how many hours
// I've slept, to be honest."). d8a35c4 kept nothing.
func TestSkeptic63dTheDaySighWithATagAtTheEndKeepsNothing(t *testing.T) {
	keepsNothing63d(t,
		"I don't even know what day it is, or how many hours I've slept, to be honest.",
		"Keine Ahnung, welcher Tag heute ist, oder wie viele Kaffees ich hatte, ehrlich.",
		"No sé ni qué día es hoy, ni cuántos cafés llevo, madre mía.")
}

// 4. REGRESSION. "sorted" in booked joins a lone price onto a dated
// sentence wherever "sorted" stands in it ("…, all sorted."), also when the
// price is of the things listed after it — the very case the last review
// split ("The ceremony's at 1pm on Saturday. £640, flowers, …"). When the
// ceremony's time changes, the flowers' price is marked old with it.
func TestSkeptic63dAllSortedDoesNotMakeTheFlowersPriceOld(t *testing.T) {
	got := remembered(t, said(talk62e(
		"The ceremony's at 1pm on Saturday, all sorted. £640, flowers, buttonholes and two arches.",
		"The ceremony is at 2pm now.")...))
	notUpdated60d(t, got, 1, "£640")
}

// 5. REGRESSION. "any X you give me, give/keep them in …" is now a rule
// only before a unit or a language and with no "said" anywhere: "plain
// English", "Python", "the 24-hour clock" are facts, and "…, like I said"
// (the person repeating their own rule) keeps nothing at all.
func TestSkeptic63dAnyAnswersKeptInPlainEnglishIsARule(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Any summaries you give me, keep them in plain English.",
		"Any code you give me, give it in Python.",
		"Any times you give me, give them in the 24-hour clock.",
		"Any prices you give me, give them in euros, like I said.")
}

// 6. REGRESSION. The order to explain everything like someone, with a
// reason after it, now needs the way right after "everything": "to me",
// "bitte" between them and it is a fact ("Explain everything to me like
// I'm twelve, because …"), or nothing at all ("Explain everything please
// like I'm five, …").
func TestSkeptic63dExplainEverythingToMeLikeIsARule(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Explain everything to me like I'm twelve, because I've never done a tax return.",
		"Explain everything please like I'm five, because this is all new to me.",
		"Erklär mir alles bitte wie einem Kind, weil ich keine Ahnung von Steuern habe.")
}

// 7. REGRESSION. "einfach" as a way of explaining (plainly) is mostly the
// German "just": "Erklär mir einfach, wie die Grundsteuer funktioniert"
// asks for one explanation now, the shape the code's own comment rules out
// ("Erkläre ausführlich, wie die Grundsteuer funktioniert"), and is kept
// as a standing instruction for every answer.
func TestSkeptic63dJustExplainThisOnceIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Erklär mir einfach, wie die Grundsteuer funktioniert.",
		"Erklär mir einfach nochmal, was die Ärztin gemeint hat.",
		"Erklär mir das einfach nochmal, bitte.")
}

// 8. REGRESSION. A count of people in words is a value only with a
// holdsPeople word in the sentence: "having" is none, so the head count of
// a barbecue and its update are both lost, and the memory is empty.
func TestSkeptic63dHowManyWeAreHavingIsKept(t *testing.T) {
	got := remembered(t, said(talk62e(
		"We're having thirty people at the barbecue.",
		"Actually we're having forty people now.")...))
	if lineOf(got, 1, "thirty") == "" || lineOf(got, 3, "forty") == "" {
		t.Errorf("the head count or its update is lost:\n%s", got)
	}
}

// 9. REGRESSION. With "makes", "keeps", "bakes", "conduce", "lleva" out of
// livingVerbs, what someone named does for a living is cut off the line of
// the meeting: Bev's wedding cakes, Carl's bees, Owen's market stall,
// Andrés's school bus, Paco's bar are lost.
func TestSkeptic63dWhatSomeoneDoesForALivingIsKept(t *testing.T) {
	for _, c := range []struct{ msg, keep string }{
		{"Tea with Aunt Bev on Monday, she makes wedding cakes for a living.", "wedding cakes"},
		{"Meeting Carl at the allotment on Sunday, he keeps bees up there.", "bees"},
		{"Drinks with Owen on Friday at 7, he bakes for the farmers' market.", "market"},
		{"Café con Andrés el martes, él conduce el autobús del colegio.", "autobús"},
		{"Comida con Paco el domingo, él lleva el bar de la plaza.", "bar"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineOf(got, 1, c.keep) == "" {
			t.Errorf("%q: %q is lost:\n%s", c.msg, c.keep, got)
		}
	}
}

// 11. REGRESSION. A missing list now asks when any clause of it opens with
// who, where or when — also a relative clause on the item, just like the
// "which" the code refuses ("the bunting, which Sue is dropping round"):
// the brother's arrival and the bakery Gran orders from are sent as open
// questions.
func TestSkeptic63dARelativeWhoOrWhereInAMissingListAsksNothing(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What's still missing: my brother, who flies in from Dublin on Friday.",
		"What's still missing: the keys for the hall, where the party is on Saturday.",
		"Was noch fehlt: die Torte vom Bäcker, wo Oma immer bestellt.")
}

// Left unfixed, as notes (each failed on bf5ca1a and passed on d8a35c4):
//
// 3. "We have to sort out a babysitter for Friday night.", "I need to sort
// out the car insurance before we go on the 12th.", "I've got to sort out
// a present for Mum's 60th." are facts, not open questions: "need to sort
// out" without "still" was read as open at d8a35c4 and taken out after the
// third review ("Right, I need to sort out the washing, back in a bit").
// The words alone do not tell an errand from a chore of the moment.
//
// 10. "I still don't know who's going to say no to the caterer, we can't
// afford both.", "Todavía no sé quién va a decir que sí al catering."
// keep nothing: who says yes or no was made rhetorical after the third
// review ("No idea who's going to say yes to that job, the pay's awful",
// "Honestly don't know who's going to say no to Gran"). The words alone do
// not tell them apart.
