package compression_test

import (
	"fmt"
	"testing"

	"github.com/ollm/ollm/session"
)

// The skeptic's review of stop 86 (fca372a): an order after a condition
// with no comma (orderApart), a limit with a threat after it (limitAlone),
// "ya quedó" / "quedamos así" as settled (settledHead), a count with its
// bound after it (bounded). Each regression test passes on the parent
// (bde46ae) and fails on fca372a.

// linesOrPanic86a reads one message; a panic in the reader is returned as
// an error instead of ending the test binary.
func linesOrPanic86a(text string) (lines []session.LedgerEntry, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return linesOf57(nil, text), nil
}

// --- orderApart ---

// "Whenever I go to the doctor they tell me to lose weight", "Whenever I
// drink coffee after four it'll keep me up all night": what happens to the
// person, told with no comma. orderApart splits at "tell me" / "keep me"
// although a subject ("they", "it'll") stands before the verb, and the fact
// becomes a standing instruction to the assistant. With a comma ("…
// doctor, they tell me …") the parent and fca372a both read a fact; the
// split is not the same as a comma.
func TestSkeptic86aANarratedHabitWithTellMeIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Whenever I go to the doctor they tell me to lose weight.",
		"Whenever I drink coffee after four it'll keep me up all night.")
}

// "Whenever we go to my in-laws they give us way too much food", "When you
// sign up at our gym they give us a free towel": someone else giving the
// person something. conditional's own comment says "not 'when you sign up,
// they give you a towel'"; with "give us" and no comma it is now a rule.
func TestSkeptic86aSomeoneElseGivingUsIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Whenever we go to my in-laws they give us way too much food.",
		"When you sign up at our gym they give us a free towel.")
}

// "Cuando me ve mi abuela siempre me dice dame un abrazo", "Cuando me fui
// de casa mi padre me dijo dime siempre dónde estás": what the grandmother
// and the father say, quoted in a story. orderApart takes "dame"/"dime"
// anywhere past the third word for an order to the assistant.
func TestSkeptic86aAQuotedDameInAStoryIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Cuando me ve mi abuela siempre me dice dame un abrazo.",
		"Cuando me fui de casa mi padre me dijo dime siempre dónde estás.")
}

// "Wenn du so schlau bist zeig mir doch mal, wie das geht" is a sarcastic
// challenge ("if you're so clever, show me then"), no standing instruction:
// the parent kept nothing, fca372a keeps a rule. (With a comma both read a
// rule: see the limitation below.)
func TestSkeptic86aASarcasticChallengeIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Wenn du so schlau bist zeig mir doch mal, wie das geht.")
}

// "When you see Tom give me a quick shout": the idiom of getting in touch
// that callIdioms means to exclude, with an adjective before "shout".
// callIdioms looks only at the word right after "a", so it slips through.
func TestSkeptic86aAQuickShoutIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "When you see Tom give me a quick shout.")
}

// --- limitAlone ---

// A guest cap set by the venue, said after a real order ("give me the
// running total"): "Fifty max or the venue charges extra" is a fact about
// the venue, someone else's limit (limitAlone's comment: not "Five kilos
// max, that's what the airline allows"). Cut at "or", it is now a rule, in
// all three languages (the parent kept the English and German as facts and
// dropped the Spanish one).
func TestSkeptic86aAVenuesCapAfterAnOrderIsNoRule(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Give me the running total of guests at the end of every answer. Fifty max or the venue charges extra.", "Fifty max"},
		{"Bitte zähl bei jeder Antwort die Zusagen mit. Höchstens fünfzig oder der Saal kostet extra.", "Höchstens fünfzig"},
		{"Dame siempre el total de invitados al final. Cincuenta como máximo o el salón cobra extra.", "Cincuenta"},
	})
}

// --- settledHead ---

// "Así: primero cortas la cebolla y luego la fríes." — a one-word head
// "así" before a colon. The new branch reads ws[len(ws)-2] with one word:
// index out of range [-1], the reader panics (the parent kept a fact).
func TestSkeptic86aAHeadOfAsiAloneDoesNotPanic(t *testing.T) {
	for _, text := range []string{
		"Así: primero cortas la cebolla y luego la fríes.",
		"Así: tres párrafos cortos y sin emojis.",
	} {
		if _, err := linesOrPanic86a(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// "Quedó así: 3 a 1 para el Madrid" (how a match ended), "Quedamos así:
// sin luz y sin agua tres días" (how the storm left us): "quedar así" of an
// outcome, no choice made. Read as decisions.
func TestSkeptic86aHowThingsEndedUpIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Quedó así: 3 a 1 para el Madrid.",
		"Quedamos así: sin luz y sin agua tres días.")
}

// "Ya quedó: arreglé la fuga del lavabo con cinta", "Ya quedó: ya
// funciona el wifi": Mexican "ya quedó" = it's done / fixed, news of a
// repair. The new branch does not look at the tense of what follows (the
// comma branch above it does: "Resuelto, por fin: la gotera venía del piso
// de arriba" is no decision).
func TestSkeptic86aYaQuedoOfARepairIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Ya quedó: arreglé la fuga del lavabo con cinta.",
		"Ya quedó: ya funciona el wifi.")
}

// --- bounded ---

// "Thanks, two at least of those ideas are good", "Gracias, dos por lo
// menos de tus ideas están bien", "Yeah, two at most, whatever": a reply on
// the assistant's own ideas, nothing to remember. The parent kept nothing
// (as it still keeps nothing of "Thanks, at least two of those ideas are
// good"); the count before its bound now makes it a value line.
func TestSkeptic86aAVerdictOnTheIdeasIsNoLine(t *testing.T) {
	for _, text := range []string{
		"Thanks, two at least of those ideas are good.",
		"Gracias, dos por lo menos de tus ideas están bien.",
		"Yeah, two at most, whatever.",
	} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}

// "She's been to Paris, twice at least, and still doesn't speak French":
// the parent kept one line; now "twice at least" closes a line and "and
// still doesn't speak French." stands alone, with no one who doesn't.
// "I've told him, twice at least, that the cat stays": the parent kept
// "twice at least, that the cat stays."; now only "twice at least" is
// kept, and what was said is lost.
func TestSkeptic86aABoundedCountBetweenCommasKeepsItsSentence(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"She's been to Paris, twice at least, and still doesn't speak French.", []string{"Paris", "French"}},
		{"I've told him, twice at least, that the cat stays.", []string{"cat stays"}},
	})
}

// --- limitations: read wrong by both ---

// A one-off request with a comma is a standing rule in both: the assistant
// would keep sending links. ("Falls du was findest, schick mir den Link.")
func TestSkeptic86aLimitationAOneOffAfterAConditionIsARule(t *testing.T) {
	t.Skip("limitation: 'Falls du was findest, schick mir den Link.' is read as a standing rule by both")
	notReadAs(t, session.LedgerRule, "Falls du was findest, schick mir den Link.")
}

// "When you see Tom, give me a shout." with a comma is a rule in both,
// although fca372a's own test says the same words without the comma are no
// rule: callIdioms is only consulted by orderApart.
func TestSkeptic86aLimitationAShoutWithACommaIsARule(t *testing.T) {
	t.Skip("limitation: 'When you see Tom, give me a shout.' (with a comma) is a rule in both; callIdioms is orderApart's only")
	notReadAs(t, session.LedgerRule, "When you see Tom, give me a shout.")
}

// The sarcastic challenge with a comma is a rule in both.
func TestSkeptic86aLimitationASarcasticChallengeWithACommaIsARule(t *testing.T) {
	t.Skip("limitation: 'Wenn du so schlau bist, zeig mir doch mal, wie das geht.' is a rule in both")
	notReadAs(t, session.LedgerRule, "Wenn du so schlau bist, zeig mir doch mal, wie das geht.")
}

// A venue's cap after an order, with a comma, is a rule in both (and so is
// "Fifty max, that's what the venue allows", cut to "Fifty max").
func TestSkeptic86aLimitationAVenuesCapWithACommaIsARule(t *testing.T) {
	t.Skip("limitation: 'Fifty max, or the venue charges extra.' after an order is a rule in both")
	for _, text := range []string{
		"Give me the running total of guests at the end of every answer. Fifty max, or the venue charges extra.",
		"Give me the running total of guests at the end of every answer. Fifty max, that's what the venue allows.",
	} {
		if k := kindWith(text, "A: Ok.", "Fifty max"); k == session.LedgerRule {
			t.Errorf("%q: the venue's cap is read as a rule", text)
		}
	}
}

// German verdicts on the assistant's ideas are kept as facts by both:
// "Danke, zwei mindestens davon sind brauchbar", "Danke, mindestens zwei
// davon sind brauchbar" (the English and Spanish ones the parent dropped).
func TestSkeptic86aLimitationAGermanVerdictOnTheIdeasIsKept(t *testing.T) {
	t.Skip("limitation: 'Danke, (mindestens) zwei (mindestens) davon sind brauchbar.' keeps a fact in both")
	for _, text := range []string{"Danke, zwei mindestens davon sind brauchbar.", "Danke, mindestens zwei davon sind brauchbar."} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}

// "I've told him, twice at least, that the cat stays": both lose who was
// told ("I've told him"); fca372a loses the rest as well (see above).
func TestSkeptic86aLimitationWhoWasToldIsLost(t *testing.T) {
	t.Skip("limitation: 'I've told him, twice at least, that the cat stays.' loses 'I've told him' in both")
	linesHold78(t, nil, []holdCase78{{"I've told him, twice at least, that the cat stays.", []string{"told him", "cat stays"}}})
}
