package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The seventh review of stop 86 (fca372a … c886d25 against bde46ae), of
// what remains of the change: an order split off a condition with no comma
// (orderApart, assistantTalks, idiomAfterOrder), a limit with a threat after
// it (limitAlone's cut, ownReaction), a count with its bound after it
// (bounded, countedBefore, becauseWords). Each regression test passes on the
// parent (bde46ae) and fails on the change; a limitation (wrong on both) is
// skipped.

// --- orderApart ---

// Limitations first.

// With a comma the same idioms and complaints are rules on both: "When you
// talk about toddler tantrums, tell me about it, …" (agreement), "When you
// talk about meal prep, tell me when I'm supposed to find the time."
// (exasperation), and a one-off "let me know" about someone else's talk.
func TestSkeptic86gLimitationIdiomsAfterTheConditionWithACommaAreRules(t *testing.T) {
	t.Skip("limitation: 'When you talk about toddler tantrums, tell me about it, …', 'When you talk about meal prep, tell me when I'm supposed to find the time.', 'When you talk about the wedding with Mum, give me a heads up first.' are rules on both")
	notReadAs(t, session.LedgerRule,
		"When you talk about toddler tantrums, tell me about it, mine threw a shoe at me today.",
		"When you talk about meal prep, tell me when I'm supposed to find the time.",
		"When you talk about the wedding with Mum, give me a heads up first.",
		"Wenn du mit Oma über die Reise sprichst, gib mir vorher kurz Bescheid.")
}

// "When you talk about toddler tantrums tell me about it, mine threw a shoe
// at me today", "When you talk about the cost of living tell me about it,
// our rent went up 200 euros": "tell me about it" is the idiom of agreeing
// (me too, I know), no order; "tell me something I don't know" and "tell me
// I'm not the only one" are a shrug and a plea. idiomAfterOrder knows "call
// me", "give me strength", "show me one who", not these, so the person's
// news (the rent up 200 euros) becomes a standing instruction. The parent
// kept a fact or nothing.
func TestSkeptic86gTellMeAboutItIsAgreementNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you talk about toddler tantrums tell me about it, mine threw a shoe at me today.",
		"When you talk about the cost of living tell me about it, our rent went up 200 euros.",
		"When you talk about screen time tell me something I don't know, mine are glued to the iPad.",
		"When you talk about picky eaters tell me I'm not the only one.")
}

// "When you talk about meal prep tell me when I'm supposed to find the
// time", "When you talk about the Mediterranean diet tell me who can afford
// it", "Cuando me hables de autocuidado dime cuándo se supone que lo hago",
// "Wenn du über Selbstfürsorge redest zeig mir mal, wann ich das machen
// soll": exasperation at the assistant's advice, a rhetorical question (no
// one can, there is no time), not how to answer from now on. The parent
// kept a fact; the change keeps a rule.
func TestSkeptic86gARhetoricalTellMeWhenIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you talk about meal prep tell me when I'm supposed to find the time.",
		"When you talk about self-care tell me when exactly I'm supposed to do that.",
		"When you talk about the Mediterranean diet tell me who can afford it.",
		"Cuando me hables de autocuidado dime cuándo se supone que lo hago.",
		"Wenn du über Selbstfürsorge redest zeig mir mal, wann ich das machen soll.")
}

// "When you talk about the wedding with Mum give me a heads up first",
// "Cuando hables del coche con papá dame un toque", "Wenn du mit Oma über
// die Reise sprichst gib mir vorher kurz Bescheid": a one-off "let me know"
// about a talk with someone of the family — the assistant talks with no
// Mum. skeptic86e fixed "When you talk to Mum give me a heads-up" and
// "Wenn du mit dem Vermieter redest gib mir Bescheid"; with what the talk is
// about added ("about the wedding with Mum", "mit Oma über die Reise", "del
// coche con papá", four words at most) assistantTalks takes it for the
// assistant's talk, and "a heads up" (two words), "Bescheid", "un toque" are
// no idiom to idiomAfterOrder. The parent kept a fact.
func TestSkeptic86gLetMeKnowAboutATalkWithFamilyIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you talk about the wedding with Mum give me a heads up first.",
		"When you talk about money to Dad give me a heads up.",
		"Cuando hables del coche con papá dame un toque.",
		"Wenn du mit Oma über die Reise sprichst gib mir vorher kurz Bescheid.",
		"Wenn du mit deiner Schwester über die Hochzeit redest gib mir Bescheid.")
}

// --- limitAlone ---

// With a comma a limit of what the person drinks is a rule on both.
func TestSkeptic86gLimitationAnOwnLimitWithACommaIsARule(t *testing.T) {
	t.Skip("limitation: 'Always give me the wine pairing. Two max, or I get a migraine.' reads 'Two max, …' as a rule on both")
	if k := kindWith("Always give me the wine pairing. Two max, or I get a migraine.", "A: Ok.", "Two max"); k == session.LedgerRule {
		t.Errorf("the person's own limit of two glasses is read as a rule")
	}
}

// "Always give me the wine pairing. Two max or I get a migraine.", "Always
// tell me the caffeine content. Two max or I'm up all night.": how much the
// person drinks (two glasses, two coffees) and what it does to them — a
// fact about the person, no bound on the assistant's answers. The threat is
// the person's own body, as ownReaction wants ("or my brain melts"), but
// the count is of the person's drinking, not of the answers: read after an
// order, it becomes a rule that the answers be "two max". The parent kept
// a fact (or, in Spanish, nothing).
func TestSkeptic86gTheirOwnDrinkingLimitIsNoRule(t *testing.T) {
	keyNotReadAs86(t, session.LedgerRule, []keyed86{
		{"Always give me the wine pairing. Two max or I get a migraine.", "Two max"},
		{"Always tell me the caffeine content. Two max or I'm up all night.", "Two max"},
		{"Dame siempre el maridaje con vino. Dos como máximo o me da migraña.", "Dos como máximo"},
		{"Dime siempre cuánta cafeína tiene. Dos como máximo o me desvelo.", "Dos como máximo"},
		{"Gib mir immer den passenden Wein dazu. Höchstens zwei oder ich krieg Migräne.", "Höchstens zwei"},
		{"Gib mir immer den Koffeingehalt an. Höchstens zwei oder ich schlafe nicht.", "Höchstens zwei"},
	})
}

// --- bounded ---

// "We've had power cuts, six at least, this winter and the landlord won't
// do anything", "I've had job interviews, ten at least, this month and no
// offers yet": the count's bound after it now closes the line, and what
// follows — when, and the news after it (the landlord does nothing, no
// offers yet) — is lost. becauseWords keep a since-when ("since she started
// daycare"), not "this winter", "this month", "this term". The parent kept
// the sentence whole.
func TestSkeptic86gWhenAndWhatFollowsABoundedCountAreKept(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"We've had power cuts, six at least, this winter and the landlord won't do anything.", []string{"power cuts", "landlord"}},
		{"I've had job interviews, ten at least, this month and no offers yet.", []string{"interviews", "no offers"}},
		{"We've had viewings, twelve at least, this month and still no offer on the house.", []string{"viewings", "no offer"}},
		{"My son has had colds, five at least, this term and he's missed a lot of school.", []string{"colds", "missed"}},
		{"My son has lost water bottles, five at least, this school year.", []string{"water bottles", "school year"}},
		{"We've had power cuts, six at least, this winter alone.", []string{"power cuts", "winter"}},
	})
}

// "We need hotel rooms, ten at least, that allow dogs", "I need recipes,
// five at least, that work in a slow cooker": what kind of thing is wanted,
// in a relative clause after the bound. The line ends at "ten at least" and
// the dogs, the slow cooker are lost ("which" is an aside and kept, "that"
// is not). The parent kept the sentence whole.
func TestSkeptic86gARelativeClauseAfterABoundedCountIsKept(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"We need hotel rooms, ten at least, that allow dogs.", []string{"hotel rooms", "dogs"}},
		{"I need recipes, five at least, that work in a slow cooker.", []string{"recipes", "slow cooker"}},
		{"We need tents, four at least, that sleep six people.", []string{"tents", "sleep six"}},
		{"I need dresses, two at least, that I can wear to both weddings.", []string{"dresses", "weddings"}},
	})
}

// "Thanks for the recipes, two at least look great", "Thanks for the
// tips, two at least were new to me": thanks for the assistant's own
// answers, nothing to remember. countedBefore takes "recipes"/"tips" for
// what is counted and verdictBefore looks only at the clause's first word
// ("Thanks", not "Good"), so the count makes the reply a fact. The parent
// kept nothing (skeptic86c fixed "Thanks a lot, two at least were useful").
func TestSkeptic86gThanksForTheRecipesWithACountIsNoLine(t *testing.T) {
	for _, text := range []string{
		"Thanks for the recipes, two at least look great.",
		"Thanks for the recipes, two at least were great.",
		"Thanks for the tips, two at least were new to me.",
	} {
		if got := linesOf57(nil, text); len(got) > 0 {
			t.Errorf("%q keeps lines: %v", text, got)
		}
	}
}
