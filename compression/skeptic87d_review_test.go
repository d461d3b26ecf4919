package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// The fourth review of stop 87 (a ban on calling something a word in what
// the assistant writes, what a thing is now after "no more X.", the new
// words of a liking, a liking's rank): cases the first three reviews did
// not try.

// notKept87d reports each text whose memory keeps a line holding key.
func notKept87d(t *testing.T, key string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got := read31(text); holds57(got, key) {
			t.Errorf("%q: the line with %q is kept: %v", text, key, got)
		}
	}
}

// "Nenn mir …", "Nenne mir …" asks the assistant to name something now —
// three reasons, a few ideas for a card — not to call a thing by a word:
// with a "du" and a "schreiben" anywhere after it, it is read as a naming
// ban, and a one-off task is kept as a standing rule the model is to follow
// in every answer (and the rule outranks every fact when the budget drops
// lines).
func TestSkeptic87dNennMirAsksForAListNotARule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Nenn mir drei Gründe, warum du ihr schreiben solltest.",
		"Nenne mir bitte ein paar Beispiele, wie du einen Brief ans Finanzamt schreiben würdest.",
		"Nenn mir mal ein paar Ideen, was du auf eine Geburtstagskarte für meine Oma schreiben würdest.",
		"Nenn mir drei Vorteile von Linux, die du in einem Blogartikel schreiben würdest.",
		"Nenne mir drei Bücher, die du empfehlen würdest, ich muss eine Rezension schreiben.")
}

// A naming ban with its speaker after it is advice the person was given —
// by a wife, a therapist, a lawyer, a sister — for the person's own
// letters, not an instruction to the assistant; "sagt meine Therapeutin",
// "dice mi hermana", "my wife says" are not in toldOthers. Someone else's
// words are kept as the person's rule.
func TestSkeptic87dANamingBanSaidBySomeoneElseIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Don't call him lazy when you answer him, my wife says.",
		"Don't call it a failure when you write about it in your journal, my therapist keeps saying.",
		"Don't call it a divorce when you write to the kids' school, call it a separation, my lawyer said.",
		"Nenn es nicht Scheitern, wenn du darüber schreibst, sagt meine Therapeutin.",
		"Nenn sie nicht Oma, wenn du ihr schreibst, das mag sie nicht, sagt mein Mann.",
		"No lo llames, deja que él te vuelva a escribir, dice mi hermana.")
}

// After "No more chit-chat.", "No more excuses." the "Now …" sentence only
// turns to the next topic ("Now down to business with the budget", "Now the
// fun part: the menu"): nothing was replaced, and the transition is kept as
// a fact where the parent kept nothing.
func TestSkeptic87dANoMoreThenATransitionIsNotKept(t *testing.T) {
	notKept87d(t, "business", "No more chit-chat. Now down to business with the budget.")
	notKept87d(t, "fun part", "So, no more complaining from me. Now the fun part: the menu.")
	notKept87d(t, "difficult part", "Okay, no more stalling. Now the difficult part of the speech.")
	notKept87d(t, "birthday cake", "No more drama, I promise. Now about that birthday cake.")
	notKept87d(t, "wedding plans", "No more talk about work. Now back to the wedding plans, where were we.")
	notKept87d(t, "real work", "No more excuses. Now the real work starts for me and the team.")
	notKept87d(t, "getting serious", "No more messing around. Now it's getting serious with the renovation.")
}

// After "No more small talk." the "Now give me …", "Now tell me …" is a
// request for this answer, done once the assistant replies: kept as a fact
// of the person's, where the parent kept nothing.
func TestSkeptic87dANoMoreThenARequestIsNotKept(t *testing.T) {
	notKept87d(t, "numbers", "No more small talk. Now give me the numbers for the loan.")
	notKept87d(t, "menu options", "No more questions about the budget. Now tell me about the menu options.")
}

// "Cannot eat" of being full, nervous or busy talking says nothing the
// person likes or will not have: "I'm so full I cannot eat another thing",
// "I cannot eat right now, too anxious" are kept as likings (and ranked 3
// higher) where the parent kept nothing.
func TestSkeptic87dFullOrNervousCannotEatIsNotKept(t *testing.T) {
	notKept87d(t, "another thing", "I'm so full I cannot eat another thing.")
	notKept87d(t, "this much", "Haha I literally cannot eat this much.")
	notKept87d(t, "anxious", "I cannot eat right now, too anxious.")
	notKept87d(t, "typos", "I cannot eat and talk at the same time, sorry for the typos.")
}

// A wants-head with no want after it — "who knows", "quién sabe",
// "whatever", "I don't care anymore" — says nothing anyone wants: the shrug
// is kept as a liking where the parent kept nothing.
func TestSkeptic87dAWantsHeadBeforeAShrugIsNotKept(t *testing.T) {
	notKept87d(t, "wants", "What he wants: who knows.", "What he wants: whatever, I'm done with him.")
	notKept87d(t, "care anymore", "What they want: honestly, I don't care anymore.")
	notKept87d(t, "quiere", "Lo que quiere: quién sabe.")
}

// "Why would he want …?", "What does she want a new phone for, …" are the
// person wondering aloud, not what anyone wants: "he want the", "she want
// a" read the rhetorical question as a liking, kept as a fact where the
// parent kept nothing.
func TestSkeptic87dAWonderingWhyWouldHeWantIsNotKept(t *testing.T) {
	notKept87d(t, "car back", "Why would he want the car back now? He never drives it.")
	notKept87d(t, "party", "Why would she want a party at her age?")
	notKept87d(t, "new phone", "What does she want a new phone for, she has one.")
}

// "Rather" as "quite" ("The hall is rather small") says no liking, yet the
// line ranks 3 higher as one: over budget, the aside outlives who does the
// barbecue, which the parent kept.
func TestSkeptic87dRatherAsQuiteDoesNotOutrankAFact(t *testing.T) {
	ledger := compression.Extract(said(
		"The party is in the village hall on Saturday. The hall is rather small, to be honest.", "A: Ok.",
		"Aunt Bev is bringing the big urn from St Mary's. Uncle Jim is doing the barbecue with his own grill.", "A: Ok."), []int{0, 2})
	size := func(s string) int { return len(s) }
	full := size(strings.Join(compression.LedgerLines(ledger, compression.LedgerView{}), "\n"))
	kept, dropped := compression.FitLedger(ledger, full-10, size, compression.LedgerView{})
	if !holds57(kept, "Uncle Jim") {
		t.Errorf("who does the barbecue is dropped before the aside: kept %v, dropped %v", texts(kept), texts(dropped))
	}
}
