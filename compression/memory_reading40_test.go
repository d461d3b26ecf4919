package compression_test

import (
	"strings"
	"testing"
)

// What the memory reads of how people write (stop 40). The sentences are this
// file's own.

// A thing of one word that moves ("The props live in the cellar" … "The props
// have moved, … so they're in my garage now") updates where it was, as a
// thing of two words did ("The music folders …"). Seen in a drive in tmux at
// stop 39. Not a line that opens with a place and names the thing of an older
// line inside it ("In the new flat there's carpet in the bedroom" places no
// flat).
func TestAThingOfOneWordMoves(t *testing.T) {
	for _, c := range [][2]string{
		{"The props live in the cellar under the hall, behind the boiler.", "The props have moved, the vicar wanted the cellar for the food bank, so they're in my garage now."},
		{"The costumes live in the vestry, behind the organ.", "The costumes have moved, the choir needed the vestry, so they're in my loft now."},
		{"Los disfraces están en la sacristía, detrás del órgano.", "Los disfraces se han mudado, ahora están en mi desván."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", c[1], "A: Ok."))
		if !strings.Contains(lineOf(got, 1), "updated in #3") {
			t.Errorf("the move does not update where the thing was:\n%s", got)
		}
	}
	got := remembered(t, said("The new flat is at 14 Mill Lane, by the river.", "A: Ok.", "In the new flat there's carpet in the bedroom, it has to go before the sofa arrives.", "A: Ok."))
	if strings.Contains(got, "updated in") {
		t.Errorf("a line that opens with a place updates the address:\n%s", got)
	}
}

// Where an instruction holds may be said as "in anything you write me", "en lo
// que me contestes", "in dem, was du mir schreibst": the assistant's answers,
// as "in your answers" says them. Not what the person does with the answers.
func TestInWhatYouWriteMeIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"And so you don't forget: zero emojis in anything you write me, they give me a headache.", "emojis"},
		{"Y te lo digo ya pa que no se te olvide: na de emojis ni caritas en lo que me contestes, que me ponen mala.", "emojis"},
		{"Bitte keine Anglizismen in dem, was du mir schreibst, da bin ich eigen.", "Anglizismen"},
	} {
		if ruleHolding(c.text, c.key) == "" {
			t.Errorf("%q is not read as an instruction: %q", c.text, rulesIn(c.text))
		}
	}
	for _, text := range []string{
		"Anything you write me I print out for my dad, he likes paper.",
		"Lo que me contestes me lo guardo en una libreta, que luego se me olvida todo.",
		"Ich les alles, was du mir schreibst, meiner Mutter vor.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// A sentence that announces something about how the assistant answers ("One
// more thing about how you answer me.") makes the order after it an
// instruction ("Any money calculation, show it in cedis only."). Not after
// the person's own doings or likings ("I read an article about how you answer
// questions", "I love how you talk to me").
func TestAnOrderAnnouncedBeforeIsAnInstruction(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Please, one more thing about how you answer me. Any money calculation, show it in cedis only. I don't know why everything has to be dollars.", "cedis only"},
		{"Una cosa sobre cómo me contestas. Dame siempre primero el precio, luego lo demás.", "primero el precio"},
		{"One more thing about how you answer me. Any money question, give me the total first and the rest after.", "total first"},
	} {
		if ruleHolding(c.text, c.key) == "" {
			t.Errorf("%q is not read as an instruction: %q", c.text, rulesIn(c.text))
		}
	}
	for _, text := range []string{
		"I read an article about how you answer questions, very clever. Tell me more about the ferry times to Orkney.",
		"I hate how you answer my sister, she says you're rude. Give her a break.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
}

// "Please don't tell the squirrels" is a joke, "don't tell anyone, it's a
// surprise" and "no se lo digas a mi madre" asides: the assistant tells no one,
// and none is an instruction kept for good (the tmux drive of stop 40 had the
// squirrels as one). "Don't tell me the calories", "No me digas los precios en
// dólares" are.
func TestDontTellSomeoneElseIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"The shed key lives in the green tin behind the compost bays. Please don't tell the squirrels.",
		"Please don't tell anyone, it's a surprise party for Jim.",
		"Por favor no se lo digas a mi madre, jaja, que se preocupa.",
	} {
		if got := rulesIn(text); len(got) > 0 {
			t.Errorf("%q is read as an instruction: %q", text, got)
		}
	}
	for _, c := range []struct{ text, key string }{
		{"Please don't tell me the calories, I don't want to know.", "calories"},
		{"No me digas los precios en dólares, por favor.", "dólares"},
	} {
		if ruleHolding(c.text, c.key) == "" {
			t.Errorf("%q is not read as an instruction: %q", c.text, rulesIn(c.text))
		}
	}
}
