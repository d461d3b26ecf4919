package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions of stop 89 found by a skeptical review: sentences the parent
// read right and the change reads wrong.

// noRuleHolds89 fails when a rule line of one of texts holds key.
func noRuleHolds89(t *testing.T, key string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		for _, l := range kindLines(text, session.LedgerRule) {
			if strings.Contains(l, key) {
				t.Errorf("%q: %q is read as a rule", text, l)
			}
		}
	}
}

// keptWithin89 fails unless the memory kept within budget words holds
// every one of want.
func keptWithin89(t *testing.T, budget int, msgs []string, want ...string) {
	t.Helper()
	got := rememberedWithin(t, said(msgs...), budget)
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("within %d words the memory lost %q:\n%s", budget, w, got)
		}
	}
}

// "Give me a moment, I have to upload the photos first" under a heads-up head becomes a standing rule.
func TestSkeptic89aAMomentUnderAHeadsUpIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Nur zur Info für dich: gib mir kurz Zeit, ich muss die Fotos erst hochladen.")
}

// A joke about stealing the assistant's jokes becomes a rule ranked above the person's facts.
func TestSkeptic89aAnyJokeYouTellMeConsiderItStolen(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Any joke you tell me, consider it stolen.")
}

// A remark about the wife disagreeing becomes a rule.
func TestSkeptic89aWhateverYouTellMeChancesAre(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Whatever you tell me, chances are my wife will disagree.")
}

// "Believe me, I've heard worse" after "whatever you tell me" becomes a rule.
func TestSkeptic89aWhateverYouTellMeBelieveMe(t *testing.T) {
	notReadAs(t, session.LedgerRule, "Whatever you tell me about the market, believe me, I've heard worse.")
}

// "Better I'll text my sister" after a ban on advice becomes an order on how answers look.
func TestSkeptic89aMejorLeMandoUnTexto(t *testing.T) {
	noRuleHolds89(t, "hermana", "No me des consejos de pareja, ya tengo bastante. Mejor le mando un texto a mi hermana.")
}

// A liking for paper shopping lists after "no lists" becomes a rule about lists, beside the ban it contradicts.
func TestSkeptic89aPrefieroLasListasDeLaCompra(t *testing.T) {
	noRuleHolds89(t, "compra", "No uses listas conmigo. Prefiero las listas de la compra en papel, eso sí.")
}

// What the grandmother would rather write her granddaughter becomes an order to the assistant.
func TestSkeptic89aLieberSchreibIchMeinerEnkelin(t *testing.T) {
	noRuleHolds89(t, "Enkelin", "Keine Emojis bitte, das ist mir zu kindisch. Lieber schreib ich meiner Enkelin einen richtigen Text zum Geburtstag.")
}

// "Call it what you like, it's still chemo" is kept as the newer note and takes back "don't call it a journey".
func TestSkeptic89aCallItWhatYouLikeTakesBackTheBan(t *testing.T) {
	got := remembered(t, said(
		"Hi, I'm Dana, I'm on chemo since March.",
		"A: I'm sorry to hear that.",
		"Don't call it a 'journey' when you write to me. Call it what you like, it's still chemo.",
		"A: Understood."))
	if strings.Contains(got, "Call it what you like") {
		t.Errorf("the shrug is kept as a newer naming order than the ban:\n%s", got)
	}
}

// "Call him stubborn, but …" becomes a naming rule next to "call him Frank".
func TestSkeptic89aCallHimStubborn(t *testing.T) {
	noRuleHolds89(t, "stubborn", "Don't call him 'your dad' in your replies, call him Frank. Call him stubborn, but he won't see a doctor.")
}

// The idiom "Call it a hunch, but …" becomes an order to call the art "a hunch".
func TestSkeptic89aCallItAHunch(t *testing.T) {
	noRuleHolds89(t, "hunch", "Quit calling it 'content' in your answers, it's my art. Call it a hunch, but I think the algorithm hates me.")
}

// What science still doesn't know, realised watching a documentary, becomes the person's open question.
func TestSkeptic89aTheBottomOfTheOceanIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion, "Watching the documentary I realised: we still don't know what's at the bottom of the ocean.")
}

// Parents who chose not to learn the baby's sex get an open question "boy or girl?".
func TestSkeptic89aNotFoundOutOnPurposeIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion, "We haven't found out whether it's a boy or a girl, we want it to be a surprise.")
}
