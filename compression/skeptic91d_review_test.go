package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The fourth review of stop 91 (e0e2162, against its parent 57a949f),
// hunting regressions the first round (skeptic91a/b/c) does not cover. Each
// test passes on 57a949f and fails on e0e2162. What stands out:
//   - namedRole makes the name before "will be my …" a name word: the
//     role's clause is then the line's anchor and what the person says of
//     that person after it ("…, she's allergic to lilies", "… because he
//     never drinks", "… porque es la única que vive cerca") is cut off;
//   - "… decide it:" in a head of up to six words is read as decided, also
//     when the choice is left to the assistant or someone else ("You decide
//     it: …", "Help me decide it: …", an open question before) or put off
//     ("Tomorrow we decide it: …", "Then we'll decide it: …");
//   - namedAfterScrap reads a take-back that names the instruction by
//     another word than the instruction's own ("Forget the metric system",
//     "Vergiss die Übung", "Olvida el sistema métrico") with a name or a
//     number after it as a choice changed: no longer a take-back, and under
//     a budget it goes while the instruction it took back stays;
//   - the budget keeps as long as the instructions every line of the first
//     message, or right after a take-back, that names a length, a language
//     or a text: a one-off task ("Write me a short toast …", "Translate
//     this into English …", "Übersetz mir bitte diesen Text …") outlasts the
//     facts given later, and a first request the person took back later
//     outlasts the take-back, which goes: the memory then holds a request
//     the person withdrew.

// readText91d is what the memory reads of one message, its lines joined.
func readText91d(text string) string {
	var lines []string
	for _, e := range read31(text) {
		lines = append(lines, e.Text)
	}
	return strings.Join(lines, "\n")
}

// A role someone takes, then what they cannot have or stand: the role's
// clause, its name now a name word, is the whole line, and the allergy,
// the pregnancy, the halal, the fear of dogs are cut off.
func TestSkeptic91dRoleThenWhatTheyCannotHaveIsKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Priya will be my maid of honour, she's allergic to lilies so no lilies anywhere.", "allergic to lilies"},
		{"Amy is going to be my bridesmaid, she is pregnant so no alcohol at the hen do.", "pregnant"},
		{"Ahmed is going to be my co-driver, he only eats halal.", "halal"},
		{"Sophie will be our flower girl, she's terrified of dogs.", "terrified of dogs"},
		{"Nana will be our cook for the weekend, she hates coriander.", "coriander"},
		{"Beth is going to be my bridesmaid - she's vegan.", "vegan"},
	} {
		if got := readText91d(c.text); !strings.Contains(got, c.key) {
			t.Errorf("%q lost from %q: %q", c.key, c.text, got)
		}
	}
}

// A role someone takes, then who they are or why them: the clause after the
// role ("he a mechanic at the marina", "because he never drinks", "porque
// es la única que vive cerca") is cut off.
func TestSkeptic91dRoleThenWhoTheyAreIsKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Dion gonna be my jib man, he a mechanic at the marina.", "mechanic"},
		{"Kevin gonna be my best man, he hates speeches and never drinks.", "hates speeches"},
		{"Tom will be our driver because he never drinks.", "never drinks"},
		{"Tom will be our driver, he doesn't drink so he's happy to drive.", "doesn't drink"},
		{"Gran will be our babysitter, she loves the kids and won't take money.", "won't take money"},
		{"Lucía va a ser mi madrina porque es la única que vive cerca.", "vive cerca"},
	} {
		if got := readText91d(c.text); !strings.Contains(got, c.key) {
			t.Errorf("%q lost from %q: %q", c.key, c.text, got)
		}
	}
}

// "Help me decide it: the Honda or the Toyota": a choice the person asks
// help with is an open question, now read as decided.
func TestSkeptic91dHelpMeDecideItStaysAnOpenQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Help me decide it: the Honda or the Toyota.",
		"Please help me decide it: keep the old Golf or buy the Skoda.",
	)
	notReadAs(t, session.LedgerDecision,
		"Help me decide it: the Honda or the Toyota.",
		"Please help me decide it: keep the old Golf or buy the Skoda.",
		"Help us decide it: Crete or Sicily for the honeymoon.",
	)
}

// "You decide it: pasta or risotto tonight": the choice left to the
// assistant or to someone else, both options still open, read as decided.
func TestSkeptic91dAChoiceLeftToSomeoneIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"You decide it: pasta or risotto tonight.",
		"Ok you decide it: the blue tiles or the green ones.",
		"Mum, you decide it: Lanzarote or Tenerife.",
		"The kids always decide it: beach or mountains.",
	)
}

// "Tomorrow we decide it: barn or hall": a decision put off, read as made.
func TestSkeptic91dADecisionPutOffIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Tomorrow we decide it: barn or hall.",
		"Then we'll decide it: barn or hall.",
		"Next week we decide it: the venue, the band, the menu.",
		"Then we decide it: barn or hall, whichever is free.",
	)
}

// takeBacks91d are instructions and their take-backs that name the
// instruction by another word than its own, a name, a place or a number
// after it.
var takeBacks91d = []struct{ order, back, key string }{
	{"Always give me distances in kilometres.", "Forget the metric system, we moved to Texas in May.", "Texas"},
	{"Dame siempre las distancias en kilómetros.", "Olvida el sistema métrico, ahora vivimos en Texas.", "Texas"},
	{"Gib mir Entfernungen immer in Kilometern.", "Vergiss das metrische System, wir wohnen jetzt in Texas.", "Texas"},
	{"Antworte mir bitte immer auf Englisch.", "Vergiss die Übung, mein Kurs in Leeds ist vorbei.", "Leeds"},
	{"Only suggest vegetarian recipes, please.", "Forget the veggie-only rule, Tom eats chicken again since March.", "chicken"},
	{"Schlag mir bitte nur vegetarische Gerichte vor.", "Vergiss das Fleischverbot, Tom isst seit März wieder Hähnchen.", "Hähnchen"},
}

// A take-back that names the instruction in other words ("the metric
// system" for kilometres, "die Übung" for English) with a name or a place
// after it is read as a choice changed, no longer a take-back.
func TestSkeptic91dTakeBackInOtherWordsStaysATakeBack(t *testing.T) {
	for _, c := range takeBacks91d {
		s := keptAsFacts(said(c.order, "A: Ok.", c.back, "A: Ok."), 100000)
		if k := kindOf(s, 2); k != session.LedgerRule {
			t.Errorf("after %q, %q is read as %q, not an instruction taken back:\n%s", c.order, c.back, k, ledgerText(s))
		}
	}
}

// Read as a decision, such a take-back goes for the budget and the
// instruction it took back stays alone: "always give me distances in
// kilometres" to someone now living in Texas.
func TestSkeptic91dBudgetKeepsTheOrderAndDropsItsTakeBackInOtherWords(t *testing.T) {
	for _, c := range takeBacks91d {
		for _, budget := range []int{50, 60, 70} {
			s := keptAsFacts(said(beforeOrders(c.order, "A: Ok.", c.back, "A: Ok.")...), budget)
			if kept(s, c.order) && !kept(s, c.key) {
				t.Errorf("at %d words %q stays, its take-back %q went:\n%s", budget, c.order, c.back, ledgerText(s))
			}
		}
	}
}

// A request of the first message read as a fact ("Please talk simple to
// me, no big words"), then taken back ("Forget what I said about simple
// words, my grandson reads this out to me now"): the budget now keeps the
// request as long as the instructions and drops the take-back, so the
// memory holds the request the person withdrew.
func TestSkeptic91dATakenBackFirstRequestOutlastsItsTakeBack(t *testing.T) {
	for _, c := range []struct{ first, back, request, gone string }{
		{"Hello. This is Lorna, 66, retired from housekeeping. Please talk simple to me, no big words, my eyes and my English both old already.",
			"Forget what I said about simple words, my grandson Callum reads this out to me now.", "no big words", "grandson"},
		{"Hallo, ich bin Gerda, 78, war Schneiderin. Bitte sprich einfach mit mir, keine schweren Wörter, mein Deutsch ist nicht so gut.",
			"Vergiss das mit den einfachen Wörtern, mein Enkel liest mir jetzt alles vor.", "keine schweren Wörter", "Enkel"},
	} {
		for _, budget := range []int{30, 40, 50, 60} {
			s := keptAsFacts(said(beforeOrders(c.first, "A: Ok.", c.back, "A: Ok.")...), budget)
			if kept(s, c.request) && !kept(s, c.gone) {
				t.Errorf("at %d words the withdrawn %q stays, its take-back %q went:\n%s", budget, c.request, c.back, ledgerText(s))
			}
		}
	}
}

// A one-off writing task in the first message that names a length ("a
// short toast", "a quick rundown", "eine kurze Einladung"), done in the
// next answer, is kept as long as the instructions, over the orders given
// later.
func TestSkeptic91dFirstMessageWritingTaskOutlastsLaterFacts(t *testing.T) {
	for _, c := range [][2]string{
		{"Write me a short toast for my brother's wedding in Porto.", "toast"},
		{"Give me a quick rundown of the plot of Hamlet, I have a test tomorrow.", "Hamlet"},
		{"Hallo! Schreib mir eine kurze Einladung für den Geburtstag meiner Tochter.", "Einladung"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Sure.")...), 70)
		if kept(s, c[1]) && !kept(s, "ZX-343") {
			t.Errorf("%q kept, the order ZX-343 dropped:\n%s", c[0], ledgerText(s))
		}
	}
}

// A one-off translation or reading of a text in the first message
// ("Translate this into English …", "Bitte lies den Text …", "tradúceme
// este texto al inglés …"): the language or the "Text" makes it a request
// of how to answer, kept over the orders given later.
func TestSkeptic91dFirstMessageTranslationTaskOutlastsLaterFacts(t *testing.T) {
	for _, c := range [][2]string{
		{"Translate this into English for my landlord: the heating is broken.", "landlord"},
		{"Bitte lies den Text und sag mir, ob die Kündigung so passt.", "Kündigung"},
		{"Por favor, tradúceme este texto al inglés para mi casero.", "casero"},
	} {
		s := keptAsFacts(said(beforeOrders(c[0], "A: Sure.")...), 70)
		if kept(s, c[1]) && !kept(s, "ZX-343") {
			t.Errorf("%q kept, the order ZX-343 dropped:\n%s", c[0], ledgerText(s))
		}
	}
}

// A one-off task right after a take-back in its message, with no please
// but a language or a length ("Translate this into English …", "Schreib
// mir eine kurze Nachricht …"), is not what holds instead: kept as long as
// the instructions, it outlasts the orders given later.
func TestSkeptic91dOneOffTaskAfterATakeBackOutlastsLaterFacts(t *testing.T) {
	for _, c := range [][3]string{
		{"Keep answers to three sentences, please.", "Forget the three sentences. Translate this into English for my landlord: the boiler has been broken since Monday.", "boiler"},
		{"Antworte immer in Stichpunkten.", "Vergiss das mit den Stichpunkten. Schreib mir eine kurze Nachricht an die Lehrerin wegen Zahnarzt.", "Lehrerin"},
		{"Antworte immer in Stichpunkten.", "Vergiss das mit den Stichpunkten. Übersetz mir bitte diesen Text ins Englische für meinen Vermieter.", "Vermieter"},
	} {
		for budget, order := range map[int]string{60: "ZX-242", 70: "ZX-343"} {
			s := keptAsFacts(said(beforeOrders(c[0], "A: Ok.", c[1], "A: Ok.")...), budget)
			if kept(s, c[2]) && !kept(s, order) {
				t.Errorf("at %d words %q kept, the order %s dropped:\n%s", budget, c[1], order, ledgerText(s))
			}
		}
	}
}
