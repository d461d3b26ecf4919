package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
)

// A second skeptic's review of d5e932b..ff4cab2 ("keep everything/things/all"
// as instructions, an order after a take-back as the new instruction, request
// labels, "you'd"/"you'll" and the usted imperatives as speaking to the
// assistant, "do me a favour and", a new place making an old one older, and
// the fixes of the first review): sentences people write where HEAD misreads
// them. The sentences are this file's own. Each test says whether it passes
// on d5e932b^ (41f5164).

// rememberedThree35b remembers first, a remark of no consequence, and later
// (messages 1, 3, 5).
func rememberedThree35b(t *testing.T, first, remark, later string) string {
	t.Helper()
	return remembered(t, said(first, "A: Ok.", remark, "A: Ok.", later, "A: Ok."))
}

// "Forget the metric thing … Give me the ferry prices for Santander in
// August": an order after a take-back is read as the new standing
// instruction even when it is a one-off question, and because it shares the
// words of the person's real instruction ("Always give me the ferry prices
// in euros") it marks that one "(updated in #5)" — the model is told the
// euro rule (or the grams rule) no longer holds, though nothing changed it.
// Passes on d5e932b^ (the one-off was a fact line and both instructions
// stayed current).
func TestSkeptic35bAOneOffAfterATakeBackLeavesTheInstructionCurrent(t *testing.T) {
	for _, c := range []struct{ rule, later, key string }{
		{"Always give me the ferry prices in euros, please.",
			"Forget the metric thing, my husband does the driving. Give me the ferry prices for Santander in August.", "euros"},
		{"Please write the recipes in grams, I don't have cups.",
			"Forget the vegetarian thing, Tom eats meat again. Just write me the recipes for the Sunday roast.", "grams"},
	} {
		got := rememberedThree35b(t, c.rule, "The weather has been grim all week, honestly.", c.later)
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated by the one-off after a take-back %q:\n%s", c.rule, c.later, got)
		}
	}
}

// After a take-back (of an instruction or of a plan), a one-off request in
// the next sentence ("Just tell me how long a 6kg turkey needs", "Dame la
// receta de la tortilla de mi abuela") becomes a standing instruction: it
// outranks every fact, is kept to the end, and the model keeps answering the
// turkey question or sending the tortilla recipe. Passes on d5e932b^.
func TestSkeptic35bAOneOffAfterATakeBackIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Forget the sprouts thing, Mum's bringing them anyway. Just tell me how long a 6kg turkey needs.", "turkey"},
		{"Forget what I said about the Airbnb in Porto, we're going to Lisbon instead. Give me three things to do there with kids.", "three things"},
		{"Vergiss das mit den Stichpunkten. Gib mir einfach die Zutaten für den Kuchen.", "Zutaten"},
		{"Olvídate de lo de las listas. Dame la receta de la tortilla de mi abuela.", "tortilla"},
	} {
		if s := said(c.text, "A: Ok."); readAsRule(s, c.key) {
			t.Errorf("a one-off request after a take-back is read as an instruction: %v", compression.Extract(s, []int{0}))
		}
	}
}

// A one-off task under a request label ("Small favour: check the spelling in
// my letter to the council", "A favour: count the words in my cover letter")
// is read as a standing instruction because it names spelling, words, links
// or sentences — and the spelling one marks the person's real instruction
// ("Please always check the spelling in your answers, I'm British …") as
// "(updated in #5)": the model drops British spelling. Passes on d5e932b^.
func TestSkeptic35bAOneOffTaskUnderARequestLabelIsNoInstruction(t *testing.T) {
	got := rememberedThree35b(t, "Please always check the spelling in your answers, I'm British so no American spellings.",
		"The weather has been grim all week, honestly.", "Small favour: check the spelling in my letter to the council, please.")
	if !sentAsCurrent(got, 1, "British") {
		t.Errorf("the spelling instruction is marked updated by a one-off request:\n%s", got)
	}
	for _, c := range []struct{ text, key string }{
		{"A favour: count the words in my cover letter, it has to be under 400.", "cover letter"},
		{"Small request before we begin: translate these three sentences into French for my daughter's homework.", "French"},
		{"Te pido un favor: pasame los enlaces de los horarios del tren a Rosario.", "Rosario"},
		{"Eine Bitte gleich vorweg: schau mal, ob die Wörter im Brief an den Vermieter richtig sind.", "Vermieter"},
	} {
		if s := said(c.text, "A: Ok."); readAsRule(s, c.key) {
			t.Errorf("a one-off task under a request label is read as an instruction: %q", c.text)
		}
	}
}

// "you'll"/"you'd" are generic you in everyday remarks ("You'll never guess
// what the plumber charged us", "You'll always find Dad in the shed"), and
// "dígame" is how Spaniards answer the phone: with an "always"/"never" next
// to them the remark becomes a standing instruction that outranks every
// fact and is kept to the end. Passes on d5e932b^.
func TestSkeptic35bGenericYouIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"You'll never guess what the plumber charged us, four hundred quid for an hour.", "plumber"},
		{"Honestly you'd never believe how much the vet charged for one jab.", "vet"},
		{"You'll always find Dad in the shed on a Sunday afternoon.", "shed"},
		{"Mi suegra siempre contesta el teléfono con un dígame muy seco.", "suegra"},
	} {
		if s := said(c.text, "A: Ok."); readAsRule(s, c.key) {
			t.Errorf("a remark is read as an instruction: %q", c.text)
		}
	}
}

// Someone else's words, quoted ("Mi jefe siempre me dice: hágame el favor de
// llegar puntual", a grandmother's proverb "dígame con quién anda …", "Mum
// rang earlier: do me a favour and pick up some milk", "The vet was clear:
// keep all the windows shut", "Grandad always said you'll never regret …"),
// are read as the person's standing instruction to the assistant — ff4cab2
// fixed exactly this for the voseo "Escribime", but the new usted forms,
// "you'll", "do me a favour and" and "keep all" bring it back. The model is
// told to be punctual, to fetch milk or to keep windows shut, above every
// fact. Passes on d5e932b^.
func TestSkeptic35bSomeoneElsesOrderQuotedIsNoInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Mi jefe siempre me dice: hágame el favor de llegar puntual.", "puntual"},
		{"Mi abuela siempre decía: dígame con quién anda y le diré quién es.", "abuela"},
		{"Mum rang earlier: do me a favour and pick up some milk on your way.", "milk"},
		{"The vet was clear: keep all the windows shut for two weeks while Mog settles in.", "windows"},
		{"Grandad always said you'll never regret a good pair of boots.", "boots"},
	} {
		if s := said(c.text, "A: Ok."); readAsRule(s, c.key) {
			t.Errorf("someone else's words are read as an instruction: %q", c.text)
		}
	}
}

// Two different things kept in the same place ("The spare keys are in the
// kitchen drawer" … "The takeaway menus are in the kitchen drawer too")
// share the words of the place, not of what is placed, yet the first is
// marked "(updated in #5)": the model is told the keys are no longer in the
// drawer. Likewise a long compound that is the place ("Kinderzimmer"), two
// words of the place ("trastero del sótano"), or someone else's thing of the
// same name ("Sue's car keys are in her coat pocket"). Passes on d5e932b^.
func TestSkeptic35bTwoThingsInOnePlaceAreNoMove(t *testing.T) {
	for _, c := range []struct{ first, later, key string }{
		{"The spare keys are in the kitchen drawer.", "The takeaway menus are in the kitchen drawer too.", "spare keys"},
		{"Das Lego liegt im Kinderzimmer unter dem Bett.", "Die Bügelwäsche liegt im Kinderzimmer auf dem Stuhl.", "Lego"},
		{"Las bicis están en el trastero del sótano.", "Los adornos de Navidad están en el trastero del sótano.", "bicis"},
		{"The car keys are on the hook by the front door.", "Sue's car keys are in her coat pocket, she'll need them tonight.", "hook"},
	} {
		got := rememberedThree35b(t, c.first, "The weather has been grim all week, honestly.", c.later)
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.first, c.later, got)
		}
	}
}

// A place told in a story ("on holiday in Devon the car keys were in the
// cool box for two days") and a meeting put on another day with "gelegt"
// ("Die Jahreshauptversammlung haben wir auf den 14. März gelegt") say
// nothing of where the thing is now, yet the current place is marked
// "(updated in #5)": the model thinks the keys are no longer on the hook
// and the meeting no longer in the Vereinsheim / the Aula. Passes on
// d5e932b^.
func TestSkeptic35bAStoryOrANewDateMovesNothing(t *testing.T) {
	for _, c := range []struct{ first, remark, later, key string }{
		{"The car keys are on the hook by the front door.", "The weather has been grim all week, honestly.",
			"Funny story: on holiday in Devon the car keys were in the cool box for two days and nobody noticed.", "hook"},
		{"Die Jahreshauptversammlung ist im Vereinsheim am Sportplatz.", "Das Wetter war die ganze Woche mies.",
			"Die Jahreshauptversammlung haben wir auf den 14. März gelegt.", "Vereinsheim"},
		{"Der Elternabend der 3b ist in der Aula.", "Das Wetter war die ganze Woche mies.",
			"Den Elternabend der 3b haben wir auf den Donnerstag gelegt.", "Aula"},
	} {
		got := rememberedThree35b(t, c.first, c.remark, c.later)
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.first, c.later, got)
		}
	}
}

// "ggf.", "evtl.", "inkl.", "Av." before an article or a pronoun in the
// middle of a sentence ("bringt ggf. die Stehtische mit", "Wir kommen evtl.
// ein bisschen später", "920 Euro inkl. der Nebenkosten", "Av. Los Leones")
// now end the sentence: the line is cut in two and a half is dropped — the
// model loses that the rent includes the service charges, who comes late, or
// which avenue. The opening word is not checked for a capital. Passes on
// d5e932b^.
func TestSkeptic35bAnAbbreviationBeforeAnArticleMidSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Der Caterer bringt ggf. die Stehtische mit, das klären wir noch.", []string{"Caterer", "Stehtische"}},
		{"Wir kommen evtl. ein bisschen später, weil Jonas bis fünf Training hat.", []string{"kommen", "später"}},
		{"Die Miete beträgt jetzt 920 Euro inkl. der Nebenkosten.", []string{"920", "Nebenkosten"}},
		{"Nos vemos en el café de Av. Los Leones con Providencia a las seis.", []string{"café", "Leones"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line of %q holds %q:\n%s", c.text, c.keys, got)
		}
	}
}

// A name that ends in "-ly" ("Holly, my goddaughter, …", "Molly, my niece,
// …") is taken for an adverb ("Honestly, my husband, …") and is no name any
// more: the sentence that says who does the readings or the cake is lost,
// and only "She's twelve …" / "She'll bring it on Saturday morning" is
// kept — with no one it is about. Passes on d5e932b^.
func TestSkeptic35bANameEndingInLyBeforeMyIsAName(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Holly, my goddaughter, is doing the readings. She's twelve and wants to read the bit about love being patient.", []string{"Holly", "readings"}},
		{"Molly, my niece, is doing the cake. She'll bring it on Saturday morning.", []string{"Molly", "cake"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// The speaker's own alternative after "Aber"/"Pero" ("Ich hasse
// Sprachnachrichten. Aber lieber kurz schreiben", "Odio los audios de
// WhatsApp. Pero prefiero mil veces un mensaje escrito") is no longer joined
// to the dislike: "aber"/"pero" is taken for another subject, and the
// alternative is a line of its own that does not say what it is instead of.
// Passes on d5e932b^.
func TestSkeptic35bButBeforeTheSpeakersAlternative(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Ich hasse Sprachnachrichten. Aber lieber kurz schreiben, das les ich in der Pause.", []string{"Sprachnachrichten", "schreiben"}},
		{"Odio los audios de WhatsApp. Pero prefiero mil veces un mensaje escrito.", []string{"WhatsApp", "mensaje"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// "Debería haberlo hecho hace años, pero al final he decidido vender la
// caravana": a regret opening with "debería"/"deberíamos" is taken for
// deliberation ("Should I …?"), so the decision is no decision and, beside
// a remark that names someone, a place and a day, it is dropped — the model
// never learns the caravan is being sold. Passes on d5e932b^.
func TestSkeptic35bARegretBeforeADecisionIsNoDoubt(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Debería haberlo hecho hace años, pero al final he decidido vender la caravana.", "caravana"},
		{"Deberíamos haberlo pensado antes, pero hemos decidido no renovar el alquiler del local.", "alquiler"},
	} {
		got := remembered(t, said("We're sorting out the house and family things this year.", "A: Ok.", "It has been a long week, honestly.", "A: Ok.",
			c.text+" Mi primo Tito se rió de eso el viernes en el bar Manolo, el muy sinvergüenza.", "A: Ok."))
		if lineOf(got, 5, c.key) == "" {
			t.Errorf("%q is lost:\n%s", c.text, got)
		}
	}
}
