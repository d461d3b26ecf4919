package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The fourth review of stop 92 (f4c8978 against 7590e34): regressions only,
// each passes on the parent and fails on the change.

// "Scrap the band name, we're called The Loud Ones now." — a name scrapped
// with a noun of its own ("the band name", "the company name") fails
// onlyAName, so the new name is no decision any more but an instruction the
// person never gave: the band's new name is lost as a decision and the
// model is told to obey a "scrap".
func TestSkeptic92fScrappedNameWithItsOwnNoun(t *testing.T) {
	texts := []string{
		"Scrap the band name, we're called The Loud Ones now.",
		"Forget the company name, it'll be called Blue Harbour Ltd.",
	}
	readAs(t, session.LedgerDecision, texts...)
	notReadAs(t, session.LedgerRule, texts...)
}

// "So we decide the menu together, no one gets left out." — how a family
// means to choose, with "no one" read as the "…, no sit-down" of what the
// choice is not: settledPlain invents a decision nobody made.
func TestSkeptic92fSoWeDecideTogetherNoOne(t *testing.T) {
	notReadAs(t, session.LedgerDecision, "So we decide the menu together, no one gets left out.")
}

// "I had one request: no English at the wedding, my grandmother only speaks
// Polish." — the person's request of a wedding, its language taken for
// words of answering (ofAnswering): the model is told never to use English.
func TestSkeptic92fOwnRequestOfAnEventsLanguage(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"I had one request: no English at the wedding, my grandmother only speaks Polish.",
		"I had one request: no speeches in English, half the guests are from Kraków.")
}

// "Answer me in Spanish from now on" … "The Spanish, you can't get it right
// anyway, forget it." — the person giving up on the assistant's Spanish;
// noChance takes "you can't get" for what cannot be bought, so the take-back
// is missed and the Spanish instruction stays.
func TestSkeptic92fYouCantGetItRightForgetIt(t *testing.T) {
	for _, c := range [][]string{
		{"Answer me in Spanish from now on, I'm practising.", "The Spanish, you can't get it right anyway, forget it."},
		{"Always use metric units.", "Metric, you can't find that in American recipes anyway, forget it."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok."), 100000)
		if standingRule(s, 0) {
			t.Errorf("%q does not take back %q:\n%s", c[1], c[0], ledgerText(s))
		}
	}
}

// "Do keep your answers in a format that will match my notes." — "match"
// the verb read as onceSpans' football match: the emphatic instruction is
// lost.
func TestSkeptic92fEmphaticDoWithMatchTheVerb(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep your answers in a format that will match my notes.",
		"Do use colours that match the brand in your answers.")
}

// "Please answer me in English. My son's teacher is strict about his
// homework. Full sentences only." — the teacher's rule for the homework, a
// way of writing said with "only" after an instruction of the message
// (onlyWay): the model is told to answer in full sentences only.
func TestSkeptic92fOnlyOfSomeoneElsesWriting(t *testing.T) {
	for _, c := range []struct{ text, only string }{
		{"Please answer me in English. My son's teacher is strict about his homework. Full sentences only.", "Full sentences only"},
		{"Keep your answers short please. The essay competition rules are strict. Plain prose only.", "Plain prose only"},
	} {
		for _, r := range kindLines(c.text, session.LedgerRule) {
			if strings.Contains(r, c.only) {
				t.Errorf("%q: someone else's %q read as an instruction: %q", c.text, c.only, r)
			}
		}
	}
}

// "Please call me Sam" … "Always call our dog Captain Woof in the stories"
// … "Scrap that name, he wants to be called Sir Barks now." — the dog's new
// name: the take-back by a name noun (namesAnew) reaches every naming
// instruction, so the person's own "call me Sam" is marked updated (no
// longer standing) — and with "I'm called Sammy", the son's story name too.
func TestSkeptic92fScrappedNameReachesAnotherNamingRule(t *testing.T) {
	for _, c := range []struct {
		texts []string
		keep  int
	}{
		{[]string{"Please call me Sam, nobody uses Samantha.", "A: Ok.", "Always call our dog Captain Woof in the stories.", "A: Ok.", "Scrap that name, he wants to be called Sir Barks now.", "A: Ok."}, 0},
		{[]string{"Please call me Sam, nobody uses Samantha.", "A: Ok.", "In the bedtime stories, always call my son Sir Max.", "A: Ok.", "Scrap that name, I'm called Sammy by everyone now.", "A: Ok."}, 2},
	} {
		s := keptAsFacts(said(c.texts...), 100000)
		if !standingRule(s, c.keep) {
			t.Errorf("%q no longer stands after %q:\n%s", c.texts[c.keep], c.texts[4], ledgerText(s))
		}
	}
}
