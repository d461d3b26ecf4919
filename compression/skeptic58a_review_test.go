package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of stop 58 (22f8e5d): readings its changes made worse than at
// 55fda50. Each test fails at 22f8e5d and passes at 55fda50. The sentences
// are this file's own.

// What someone else does in each message or answer is no limit on the
// assistant's answers: perAnswer takes any opening word that is no pronoun
// or article for an order's verb, and a name ("Sarah", "Maren"), "Mi
// jefe", "Jeder Spieler" or a dropped subject ("Gets …") is none of those.
// The person loses a plain fact about Sarah or the quiz, and the model gets
// a standing instruction nobody gave ("ten emojis per message").
func TestSkeptic58aSomeoneElsesPerMessageIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Sarah sends me ten emojis per message.",
		"My son asks me five questions per answer I give him.",
		"Gets two points per answer in the quiz.",
		"Maren schreibt immer drei Seiten pro Nachricht.",
		"Jeder Spieler bekommt zwei Punkte pro Antwort.",
		"Mi jefe pone tres emojis por mensaje.",
	)
}

// A short phrase of politeness after a negated order ("No offence.", "No
// hard feelings.", "Kein Thema.") is no second ban: banList's new
// one-clause case knows only a few talk nouns, so these become rule lines
// the model is told to keep to for the whole conversation.
func TestSkeptic58aPolitePhraseAfterABanIsNoRule(t *testing.T) {
	for _, c := range []struct{ text, words string }{
		{"Please don't send me any more links to diets. No offence.", "No offence"},
		{"Don't give me recipes with pork. No hard feelings.", "No hard feelings"},
		{"Bitte keine Emojis in den Antworten. Kein Thema.", "Kein Thema"},
		{"No bullet points please. No big deal.", "No big deal"},
	} {
		if readAs52(c.text, session.LedgerRule, c.words) {
			t.Errorf("%q: %q is read as a rule: %v", c.text, c.words, read31(c.text))
		}
	}
}

// A "doesn't matter" / "mir egal" anywhere in the sentence now cancels the
// open question (wonders asks marks(lower, shrugs) of the whole line), even
// when it only waves off a detail of what is still to solve: which train,
// where to sleep, who fetches Gran — the person still has to settle it, and
// the model is no longer told it is open.
func TestSkeptic58aADetailWavedOffKeepsTheQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I don't know which train to take to Galway on Friday, it doesn't matter if it's an early one.",
		"I've no idea where we'll stay in Cork yet, doesn't matter much as long as it's cheap.",
		"No idea who's picking Gran up from the airport on the 14th, I don't care who as long as someone does.",
		"Keine Ahnung, wer am Samstag die Oma abholt, mir egal wer, Hauptsache einer macht's.",
	)
}

// With "hab"/"habe"/"also" now allowed before "keine Ahnung", German
// admiration and indignation ("how they manage it every day, respect",
// "how anyone can be so rude") become open questions the model is told the
// person still has to solve.
func TestSkeptic58aGermanNoIdeaOfWonderIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Ich hab echt keine Ahnung, wie die das jeden Tag schaffen, Respekt.",
		"Also ich hab keine Ahnung, wie der das jeden Tag schafft, Hut ab.",
		"Ich habe keine Ahnung, wie man so unverschämt sein kann.",
	)
}

// After "Change of plans …" a sentence that says what is still to be
// found, or only whom they will ask, is no new choice: planAfterTurn takes
// any "we'll"/"vamos a"/"wir werden" for a decision. The model is told the
// person decided ("We'll have to find somewhere else", "I'm going to ask
// Aunt Rose if she'll bake it"), when the venue and the baker are open.
func TestSkeptic58aAnOpenTaskAfterAChangeOfPlanIsNoDecision(t *testing.T) {
	never31(t, session.LedgerDecision,
		"Change of plans for the wedding: the castle is booked out. We'll have to find somewhere else by June.",
		"Cambio de planes con la boda: el castillo está lleno. Vamos a tener que buscar otro sitio antes de junio.",
		"Kommando zurück bei der Feier: der Saal ist weg. Wir werden was anderes suchen müssen.",
		"Change of plan: Mum's off the hook for the cake. I'm going to ask Aunt Rose if she'll bake it.",
	)
}

// The Irish "never be giving out …" that a mother said is her saying, as
// "Never shout at the kids …, my mam always said" is (read as a fact at
// both commits): spelled now turns it into "never give out", which is read
// as a standing order to the assistant.
func TestSkeptic58aIrishSayingOfSomeoneElseIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Never be giving out to the kids in front of their friends, my mam always said.",
	)
}

// A ban on "anything you write/make" that the person says they tell others
// (their son, their students) is their advice to them, not a ban on what
// the assistant suggests: bannedInWhatever looks at the first clause only,
// and the model gets an order nobody gave it.
func TestSkeptic58aAdviceToOthersOnAnythingTheyMakeIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"Don't post anything you write for school on Instagram, I tell my son that every week.",
		"Don't sell anything you make below cost, that's the first thing I teach at my workshops.",
	)
}

// A quoted message or note is no title: the new reading keeps every comma
// inside any quote from ending a clause, so each value of a text message
// (Mum's flight, Dad's pick-up; the Maths and the Irish exam) is joined
// with the others on one line instead of standing on its own.
func TestSkeptic58aAQuotedMessageKeepsItsSubjectsApart(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Tom's text: \"Train cancelled, Mum's flight lands at 9:40, Dad picks up Gran at 6\".", "9:40", "Gran at 6"},
		{"The note from the school: \"Maths exam on Monday the 4th, Irish exam on Wednesday the 6th, the trip to Dublin is cancelled, uniforms from September\".", "Monday the 4th", "Wednesday the 6th"},
	} {
		if oneLine57(c.text, c.a, c.b) {
			t.Errorf("%q: %q and %q stand on one line: %v", c.text, c.a, c.b, read31(c.text))
		}
	}
}
