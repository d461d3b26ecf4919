package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 63 in dev69's and dev70's misses (stop 62's blind parts). The
// sentences are this file's own.

// An order on how to explain, like someone, holds though reasons follow it in
// the same sentence ("…, sin palabras técnicas, que si no me lío").
func TestAnOrderToExplainLikeSomeoneWithReasonsAfterIt(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Antes de nada: explícamelo todo como a un crío, sin palabras técnicas, que si no me lío.",
		"First thing: explain everything like I'm twelve, no jargon at all, because I'm new to all of this.")
	notReadAs(t, session.LedgerRule,
		"Explain it like I'm twelve, the letter from the council about the bins, because I can't make head nor tail of it.")
}

// What the assistant gives, whatever it is, in a unit: "any prices you give
// me, give them in pounds" is an order for every answer.
func TestWhateverYouGiveInAUnitIsAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Small thing: any prices you give me, give them in dollars, not pesos, right?",
		"Whatever distances you give me, put them in miles.",
		"Cualquier precio que me des, dámelo en euros, que con las libras me lío.")
	notReadAs(t, session.LedgerRule,
		"Any prices you gave me last week were in euros, which was fine.",
		"All the prices they gave me were in euros, so I had to convert them.")
}

// Not knowing after a head of the person's own ("Was mich noch umtreibt:",
// "One thing I still haven't a notion about:") asks; "who's going to say a
// few words" asks who speaks, not what to say; "wohin mit …?" asks where
// to put something.
func TestOpenQuestionsAfterAHeadAndWithoutAVerb(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Was mich noch beschäftigt: ich weiß nicht, wer am Samstag die Kasse macht.",
		"One thing I still haven't a notion about: who's going to say a few words at the opening.",
		"Neue Sorge: wohin mit dem Hund am Umzugstag?",
		"Wohin mit den ganzen Kisten, wenn der Keller voll ist?")
	notReadAs(t, session.LedgerQuestion,
		"I don't know what to say, you've been brilliant.",
		"Honestly, no idea what to say to that.")
}

// A count of people in words is a value though the word after it is an
// ordinary one: "Da passen sechzig Leute rein" keeps its line beside lines
// that name more.
func TestACountOfPeopleInWordsIsAValue(t *testing.T) {
	got := remembered(t, said(
		"Gefeiert wird im Gemeindehaus neben der Kirche St. Martin, der Pfarrer gibt es uns gegen eine Spende. Da passen siebzig Leute rein, wenn keiner tanzt. Im Sterberegister von St. Martin stehen übrigens neun Bergers allein zwischen 1790 und 1812.", "A: Ok."))
	if lineOf(got, 1, "siebzig Leute") == "" {
		t.Errorf("the count is lost:\n%s", got)
	}
}

// "a fiver", "a tenner" are amounts, and a new one updates the old price.
func TestAFiverIsAnAmount(t *testing.T) {
	got := remembered(t, said(
		"Prices for the stall: £3 a tub for the fudge, and the tablet is £2 a bar.", "A: Ok.",
		"The gazebo goes up on the green by the war memorial at seven.", "A: Ok.",
		"Sugar's gone up and cream's gone up, so the tubs are going up to a fiver each. Three pound was never going to last.", "A: Ok."))
	if lineOf(got, 5, "a fiver") == "" {
		t.Errorf("the new price is lost:\n%s", got)
	}
}

// What someone does, said after the clause that names them ("…, he sells
// horse tack", "…, sie trinkt nur halbtrocken"), stays with the name; so does
// who told the person what follows ("Tyler told me, very serious, he's …"),
// a name the conversation uses often.
func TestWhatSomeoneNamedDoesStaysWithTheName(t *testing.T) {
	for _, c := range []struct{ msg, name, what string }{
		{"The fella on the next stall is Davy Orr, he sells second-hand tools and has done since the seventies.", "Davy Orr", "second-hand tools"},
		{"Meine Schwester Irmgard mag übrigens keinen Rotwein, sie trinkt nur Weißherbst, schon immer.", "Irmgard", "Weißherbst"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineOf(got, 1, c.name, c.what) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.name, c.what, got)
		}
	}
	var talk []string
	for _, m := range []string{
		"Jodie starts on Saturday, she's saving for a car.",
		"Jodie wants to learn the milk steaming first.",
		"Jodie saw the grinder and nearly cried.",
		"Jodie's mum dropped her off and stayed for a latte.",
		"Jodie knocked the milk jug over twice, bless her.",
		"Jodie told me, very serious, she's allergic to sesame, proper hospital allergic, so she won't touch the tahini bars or the seeded loaf. I've put a sign up by the till.",
	} {
		talk = append(talk, m, "A: Ok.")
	}
	got := remembered(t, said(talk...))
	if line := lineOf(got, 11, "sesame"); !strings.Contains(line, "Jodie") {
		t.Errorf("whose allergy it is is lost: %q\n%s", line, got)
	}
}

// A day sigh that goes on sighing ("…, or how much sleep I've had since
// Tuesday") keeps nothing: found driving at stop 63, where its end was kept
// as a line of its own once the review's fix made it no question.
func TestADaySighThatGoesOnKeepsNothing(t *testing.T) {
	for _, msg := range []string{
		"No idea what day it is, or how much sleep I've had since Tuesday.",
		"Honestly no idea what day it is, or how many coffees I've had since Monday.",
	} {
		got := remembered(t, said("The stall has to be up by half eight on Saturday.", "A: Ok.", msg, "A: Ok."))
		if lineOf(got, 3) != "" {
			t.Errorf("%q keeps a line:\n%s", msg, got)
		}
	}
	readAs(t, session.LedgerQuestion, "No idea what day it is, or when the plumber is coming on Tuesday.")
}
