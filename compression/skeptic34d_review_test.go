package compression_test

import (
	"testing"

	"github.com/ollm/ollm/compression"
)

// A skeptic's review of eb6a4b9..c6337d9 (likings, places, instructions and
// take-backs in other words): sentences people write where those changes
// now send the wrong context. Each test fails on c6337d9.

// Expected: a remark that the person's phone is fine again takes back no
// instruction on how long the answers are; nor are remarks that someone is
// better now instructions.
func TestSkeptic34dSomethingFineAgainIsNoAnswerAllowedAgain(t *testing.T) {
	got := remembered(t, said(
		"Please keep your answers short, I read them on my phone.", "A: Ok.",
		"My phone is fine now that I use the new charger.", "A: Good.",
	))
	if !sentAsCurrent(got, 1, "short") {
		t.Errorf("the instruction to keep answers short is lost after a remark about the phone:\n%s", got)
	}
	for _, text := range []string{
		"Mum's hip is fine now and she uses the stairs without help.",
		"Papas Knie ist wieder okay und er benutzt keine Krücken mehr.",
		"La abuela ya está bien y habla con todo el mundo.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: asking for something once more ("write me the list again",
// "remind me again what you can use") is a one-off request: the standing
// instruction about that thing stays, and the request is no instruction.
func TestSkeptic34dAskingForSomethingAgainTakesNothingBack(t *testing.T) {
	for _, c := range []struct{ rule, ask, key string }{
		{"Escribe siempre la lista de la compra ordenada por pasillos, por favor.",
			"¿Puedes escribirme otra vez la lista de la compra? La he borrado sin querer.", "pasillos"},
		{"Schreib die Einkaufsliste bitte immer nach Gängen sortiert.",
			"Kannst du mir die Einkaufsliste wieder schreiben? Ich hab sie gelöscht.", "Gängen"},
		{"Always suggest a dairy-free swap when a recipe uses buttermilk.",
			"Remind me again what you can use instead of buttermilk?", "dairy-free"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.ask, "A: Sure."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after the one-off %q:\n%s", c.rule, c.ask, got)
		}
	}
	text := "Kannst du mir erklären wie ich den Filter wieder einbaue?"
	if s := said(text, "A: Ok."); readAsRule(s, "") {
		t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
	}
}

// Expected: taking back words said to someone else, or taking library books
// back, is no take-back of an instruction to the assistant: the instruction
// on messages to the sister (or on library books) stays.
func TestSkeptic34dTakingBackSomethingElseKeepsTheInstruction(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"When you help me write messages to my sister, always keep them gentle, she's going through a lot.",
			"Can you help me write a message to take back what I said to my sister yesterday?", "gentle"},
		{"Wenn du mir bei Nachrichten an meine Schwester hilfst, formuliere sie bitte immer freundlich.",
			"Hilf mir bitte bei einer Nachricht an meine Schwester: ich nehme zurück, was ich gestern gesagt habe.", "freundlich"},
		{"Please always recommend books I can borrow from the library rather than buy.",
			"On Saturdays I take back the library books and do the big shop.", "borrow"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.back, "A: Sure."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.rule, c.back, got)
		}
	}
	for _, text := range []string{
		"Los viernes retiro lo que necesito del cajero para la semana.",
		"Die Pfandflaschen nehme ich zurück zum Laden, das ist kein Problem.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction (a take-back): %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: "como antes" (like before) in a remark, and "go back to normal"
// in a request about one's sleep, take back no instruction.
func TestSkeptic34dEverydayWordsOfBeforeTakeNothingBack(t *testing.T) {
	for _, c := range []struct{ rule, later, key string }{
		{"Por favor, ten siempre en cuenta que la abuela es celíaca cuando me des recetas.",
			"Este domingo comemos en casa de la abuela, como antes.", "celíaca"},
		{"Dame siempre las recetas para cuatro, cocino para la abuela también.",
			"Como antes, los domingos comemos en casa de la abuela.", "cuatro"},
		{"Always keep in mind that I work night shifts when you plan my meals.",
			"Can you help me get my sleep to go back to normal after the night shifts?", "meals"},
	} {
		got := remembered(t, said(c.rule, "A: Vale.", c.later, "A: Ok."))
		if !sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is lost or marked updated after %q:\n%s", c.rule, c.later, got)
		}
	}
}

// Expected: allowing emojis again takes back the emoji ban only; the other
// half of the same instruction ("always answer in Spanish") is still sent.
func TestSkeptic34dAllowedAgainKeepsTheOtherHalfOfTheInstruction(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"Please never use emojis and always answer in Spanish.", "You can use emojis again, I've changed my mind.", "Spanish"},
		{"Bitte verwende nie Emojis und antworte immer auf Deutsch.", "Du kannst wieder Emojis verwenden, hab's mir anders überlegt.", "Deutsch"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.back, "A: Ok."))
		if lineWith(got, c.key) == "" {
			t.Errorf("%q is lost with the emoji ban after %q:\n%s", c.rule, c.back, got)
		}
	}
}

// Expected: a one-off question that mentions what always happens ("why my
// bread always comes out flat") is no standing instruction.
func TestSkeptic34dAQuestionAboutWhatAlwaysHappensIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Explain why my bread always comes out flat.",
		"Tell me why the cat always sleeps on my laptop.",
		"Dime por qué el pan siempre me sale plano.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a "don't" that someone else said to the person (the vet, the
// landlord, an invitation) is their rule, not an instruction to the
// assistant.
func TestSkeptic34dSomeoneElsesDontIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"The vet said it's fine, just don't use the flea spray for a week.",
		"My landlord texted: don't use the dryer after 10pm, the neighbours complain.",
		"The invitation says: don't bring presents, just yourselves.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a wish about what someone else does ("que mi suegra no hablara
// de política", "que Marta escriba la carta") is no instruction.
func TestSkeptic34dAWishAboutSomeoneElseIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Preferiría que mi suegra no hablara de política en la cena.",
		"Prefiero que Marta escriba la carta sin prisas.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: "from now on" opening a sentence about someone else's new
// routine is news about them, no instruction.
func TestSkeptic34dFromNowOnAboutSomeoneElseIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"A partir de ahora Lucía llama a su abuela cada domingo.",
		"De ahora en adelante mi hermano nos da clases de guitarra los martes.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// Expected: a way of answering allowed again in other everyday words
// ("bullet points are fine now", "emojis are fine again", "ya puedes volver
// a usar …") takes back the ban: the ban is no longer sent as current, and
// the take-back is kept.
func TestSkeptic34dAWayOfAnsweringAllowedAgainInOtherWords(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"Please never use bullet points in your answers.", "Actually, bullet points are fine now.", "bullet"},
		{"Please don't use emojis in your answers.", "Emojis are fine again.", "emojis"},
		{"Por favor, no uses emojis en tus respuestas.", "Ya puedes volver a usar emojis.", "emojis"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", c.back, "A: Ok."))
		if sentAsCurrent(got, 1, c.key) {
			t.Errorf("%q is still sent as current after %q:\n%s", c.rule, c.back, got)
		}
		if lineOf(got, 3) == "" {
			t.Errorf("the take-back %q is not kept:\n%s", c.back, got)
		}
	}
}
