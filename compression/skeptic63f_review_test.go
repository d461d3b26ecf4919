package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 4571ab3 (the fifth review of stop 63) against its
// parent d782f77, on plain everyday messages. The sentences are this file's
// own; said, lineOf, talk62e and held63e are reused (the review wrote a
// copy of held63e, not in d782f77; the copy went once both stood in main).
//
// REGRESSION: fails on 0beade2, passes on d782f77.
// STILL MISSED: fails on both.

// kinds63f are the kinds of the lines of message n (#n as the memory
// numbers it).
func kinds63f(ledger []session.LedgerEntry, n int) []session.LedgerKind {
	var out []session.LedgerKind
	for _, e := range ledger {
		if e.Msg+1 == n {
			out = append(out, e.Kind)
		}
	}
	return out
}

// 1. REGRESSION. After the day sigh, a count of the person's own chores
// that is no sleep, coffee or hours ("how many nappies I've changed", "how
// many emails I've answered today") no longer sighs on (carriedAsks now
// wants a sighNoun or "slept"): the tired moan is kept as an open question,
// and the model is asked to find out how many nappies were changed.
// d782f77 dropped both as filler.
func TestSkeptic63fAChoreCountAfterTheDaySighIsNoQuestion(t *testing.T) {
	for _, msg := range []string{
		"Honestly no idea what day it is, or how many nappies I've changed this week.",
		"No idea what day it is, or how many emails I've answered today.",
	} {
		got, ledger := held63e(t, "We're moving house on Friday 4 July, from Leeds to York.", msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}

// 3. REGRESSION. A "What's still missing:" list whose who-clause only
// describes a person (no task in it) now asks whenever another item follows
// (listAsks: k < len(list)-1) — the very case the fourth review fixed ("my
// brother, who flies in from Dublin on Friday") comes back as soon as "and
// the rings" follows. "Gran, who's being brought by my uncle" is settled,
// yet the model is told who brings Gran is open. d782f77 kept each as a
// fact.
func TestSkeptic63fAWhoThatDescribesInAMissingListAsksNothing(t *testing.T) {
	for _, msg := range []string{
		"What's still missing: my brother, who flies in from Dublin on Friday, and the rings.",
		"What's still missing: Gran, who's being brought by my uncle, and the rings.",
		"What's still missing: Auntie Jean, who lives in Perth, and the photographer.",
	} {
		got, ledger := held63e(t, "Wedding's on Saturday 6 September at the Trout in Cockermouth.", msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}

// 4. REGRESSION. "saying" and "of" before a question word (missingAbout)
// make a missing thing that merely shows a known place ask: "a sign saying
// where to park", "a map of where the barn is" are things to make, not
// questions. d782f77 kept both as facts.
func TestSkeptic63fASignSayingWhereIsNoQuestion(t *testing.T) {
	for _, msg := range []string{
		"What's still missing: a sign saying where to park, and the table plan.",
		"What's still missing: a map of where the barn is for the invitations.",
	} {
		got, ledger := held63e(t, "Wedding's on Saturday 6 September at the Trout in Cockermouth.", msg)
		if slices.Contains(kinds63f(ledger, 3), session.LedgerQuestion) {
			t.Errorf("%q is held as an open question:\n%s", msg, got)
		}
	}
}

// 5. REGRESSION. An order to explain everything like someone is no longer
// a standing instruction when its reason holds any definite article
// (bareOrder): "because the whole mortgage thing goes over my head", "since
// all the jargon …", "weil ich die Fachbegriffe …", "que los términos …"
// are general reasons, not one letter in hand — the rule is lost, and later
// answers are no longer kept simple. d782f77 read each as a rule.
func TestSkeptic63fExplainEverythingWithAGeneralReasonIsARule(t *testing.T) {
	for _, c := range []struct{ first, msg string }{
		{"We're remortgaging the house, the fixed rate ends on 30 September.", "Explain everything like I'm five, because the whole mortgage thing goes over my head."},
		{"We're remortgaging the house, the fixed rate ends on 30 September.", "Explain everything to me like I'm a beginner, since all the jargon goes over my head."},
		{"Wir schulden die Hypothek um, die Zinsbindung endet am 30. September.", "Erklär mir alles wie einem Kind, weil ich die Fachbegriffe nie verstehe."},
		{"Estamos cambiando la hipoteca, el tipo fijo acaba el 30 de septiembre.", "Explícamelo todo como a un niño, que los términos de los bancos no los entiendo."},
	} {
		got, ledger := held63e(t, c.first, c.msg)
		if !slices.Contains(kinds63f(ledger, 3), session.LedgerRule) {
			t.Errorf("%q is no instruction:\n%s", c.msg, got)
		}
	}
}

// 7. REGRESSION. "fits" is now a verb of a living, so the idiom "he fits
// right in" is kept after the name as if it said what he does: filler in a
// fact line. d782f77 kept "Our lodger is Tomasz" alone.
func TestSkeptic63fFitsRightInIsFiller(t *testing.T) {
	got, _ := held63e(t,
		"Our lodger is Tomasz, he fits right in.",
		"The rent is £600 a month from 1 August.",
	)
	if l := lineOf(got, 1, "Tomasz"); l == "" || strings.Contains(l, "fits right in") {
		t.Errorf("the lodger's line keeps the filler (or is lost): %q\n%s", l, got)
	}
}

// Still missed, left as notes (each failed on 0beade2 and on d782f77):
//
// "No sé ni qué día es hoy, ni cuántos pañales he cambiado esta semana."
// is an open question: the Spanish "he cambiado" is not read as the
// person's own doing ("he" was taken out of it: it is English "he" too).
//
// "Explain everything like I'm five, because I'm rubbish with the
// paperwork." is a fact, not an instruction.
