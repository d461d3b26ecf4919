package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Reviews of stop 87 (frankness orders, "let me say this once", heads of
// questions the person still cannot solve or with a "before" clause,
// Bavarian "dann halt X", what holds now after a scrapped choice).

// Someone described as never softening the truth is no order to the
// assistant: "Never sugarcoats anything" says how the GP talks. Read as a
// rule, the person's praise of their doctor becomes an instruction (and the
// fact about the GP is lost).
func TestSkeptic87aADoctorWhoNeverSugarcoatsIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "My GP is great. Never sugarcoats anything.")
}

// The person saying what they never did ("I never sugarcoated it and never
// will") speaks of themself: no standing instruction to the assistant.
func TestSkeptic87aNeverSugarcoatedItMyselfIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Never sugarcoated it, never will.")
}

// German, the same: "Beschönigt nix, redet Klartext" describes the new
// doctor (third person), not an order "beschönig nix" to the assistant.
func TestSkeptic87aBeschoenigtNixOfTheDoctorIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Der neue Hausarzt ist super. Beschönigt nix, redet Klartext.")
}

// What the person said to the vet (or the doctor) is their words to
// someone else: "if it's bad news, tell me straight" was for the vet, not
// a rule for the assistant (noise kept as an instruction, the fact of the
// visit read as the wrong kind).
func TestSkeptic87aWhatISaidToTheVetIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"I said to the vet: if it's bad news, tell me straight.",
		"Le dije al médico: si es grave, dímelo claro.")
}

// A mother's saying from childhood is her words, not the person's order.
func TestSkeptic87aMumsOldSayingIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "When we were kids, Mum would say: if you broke something, tell me straight.")
}

// A one-off question asked frankly under a hypothetical ("if it were your
// money …, would you buy this house?") was the person's question; now it is
// a rule, and the question is lost.
func TestSkeptic87aAFrankQuestionUnderAnIfStaysAQuestion(t *testing.T) {
	for _, text := range []string{
		"If it were your money, tell me straight: would you buy this house?",
		"If you were me, tell me straight, would you take the job?",
	} {
		if k := kindWith(text, "A: Ok.", "would you"); k != session.LedgerQuestion {
			t.Errorf("%q is read as %q, want a question", text, k)
		}
	}
}

// "Dann halt Pech" is "tough luck then", a shrug at a missed train, not a
// choice the person made.
func TestSkeptic87aDannHaltPechIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision, "Der Zug ist weg, dann halt Pech.", "Tja, dann eben Pech gehabt.")
}

// "Dann halt nicht, sagt er" is no decision (the change's own test), and
// neither are its dialect forms "ned", "net", "nich": the negation is
// missed, so someone's sulk becomes a choice.
func TestSkeptic87aDannHaltNedIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision, "Dann halt ned, sagt er.", "Dann halt net, sagt sie.", "Dann halt nich.")
}

// A sulky goodbye is no decision: "Dann halt tschüss!", "Dann halt gute
// Nacht." (said when the other side will not come along).
func TestSkeptic87aDannHaltTschuessIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision, "Dann halt tschüss!", "Dann halt gute Nacht.")
}

// A past question answered in the next sentence is no open question: the
// "before the wedding" clause lets the head read as one still to decide.
func TestSkeptic87aAnAnsweredQuestionBeforeTheWeddingIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What we had to decide, before the wedding: who would pay for the band? Dad did.",
		"What I needed to decide, before the move: where would the piano go? We put it in the hall in the end.")
}

// "still can't solve" with its answer in the next sentence: the code's own
// example ("Problem I can't solve: who drives the van back? Sorted, Dave is
// doing it.") with a "still" is read as an open question, though it is
// settled.
func TestSkeptic87aAStillUnsolvedQuestionAnsweredAfterIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Problem I still can't solve: who drives the van back on Sunday? Sorted, Dave is doing it.")
}

// Leaving the chat is no news to keep: after "Forget the budget
// spreadsheet", "The kids are screaming and I have to go now" is kept as a
// fact because it ends in "now".
func TestSkeptic87aGoingNowAfterAScrapIsNotKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Forget the budget spreadsheet. The kids are screaming and I have to go now.", "have to go"},
		{"Scrap the essay. Gotta run, talk later, bye for now.", "bye for now"},
		{"Olvida lo de la cena. Estoy agotada y me voy a dormir ahora.", "dormir"},
	} {
		if got := read31(c.text); holds57(got, c.key) {
			t.Errorf("%q: leaving the chat is kept: %v", c.text, got)
		}
	}
}

// A bare "Do not." (a reply to "Shall I add sugar?") panics in bareOrder
// (index out of range after "do not"), on the parent too: the whole
// conversation is lost to a crash.
func TestSkeptic87aABareDoNotDoesNotPanic(t *testing.T) {
	for _, text := range []string{"Do not.", "Please do not.", "do not!"} {
		_ = read31(text)
	}
}
