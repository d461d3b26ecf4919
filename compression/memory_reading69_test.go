package compression_test

import (
	"strings"
	"testing"
)

// The misses of stop 68's blind parts, read at stop 69 (as dev81 and dev82),
// each shown on sentences of other people, places and words: each test fails
// on 5d033b9.

// often69 names its people and things in several messages, as a
// conversation does: a name the conversation uses often scores nothing, so
// a later sentence about it must be kept for what it says.
func often69(later ...string) []string {
	return oftenIn69([]string{
		"Planning the allotment open day with Auntie Brid and my neighbour Colm.",
		"Auntie Brid is doing the jam stall, Colm is doing the raffle.",
		"The comfrey is coming up nicely, Auntie Brid says it'll be ready by June.",
		"Colm wants to sell comfrey tea as well, Auntie Brid thinks nobody will buy it.",
		"Rain again today, Colm says the comfrey loves it.",
	}, " Raffle tickets are £2 each from Jessie Burke at number 12.", later)
}

// often69de is often69 in German: a language that capitalizes its nouns.
func often69de(later ...string) []string {
	return oftenIn69([]string{
		"Ich plane mit meiner Tante Resi und dem Nachbarn Colm den Tag der offenen Gärten.",
		"Die Tante macht den Marmeladenstand, Colm macht die Tombola.",
		"Der Beinwell kommt schön, die Tante sagt, im Juni ist er so weit.",
		"Colm will auch Beinwelltee verkaufen, die Tante meint, den kauft keiner.",
		"Heute wieder Regen, Colm sagt, der Beinwell mag das.",
	}, " Die Lose kosten 2 Euro bei Jessie Burke in der Nummer 12.", later)
}

// oftenIn69 is a conversation of the messages, then of each later message
// beside a sentence that names something new (the message's other line,
// which must not stand in for it), the assistant answering "Ok.".
func oftenIn69(msgs []string, beside string, later []string) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m, "A: Ok.")
	}
	for _, l := range later {
		out = append(out, l+beside, "A: Ok.")
	}
	return out
}

// A person who gives their name, then their age, then what they do in the
// first person ("My name is …, I'm 71, and I was the …", "Ich bin …, 51, aus
// …, arbeite …") is one line of who they are: the name and the role were
// two lines, neither the whole fact.
func TestWhatTheyDoStaysWithTheNameTheyGive(t *testing.T) {
	for _, c := range []struct{ msg, name, role string }{
		{"Morning. My name is Edwin Marsh, I'm 68, and I was the lock keeper at Tardebigge for twenty years before I retired.", "Edwin Marsh", "lock keeper"},
		{"Ich bin Jutta Kernbach, 47, aus Hofheim, arbeite in einer Zahnarztpraxis und bin seit Januar Kassenwartin vom Chor.", "Jutta Kernbach", "Kassenwartin"},
	} {
		got := remembered(t, said(c.msg, "A: Nice to meet you."))
		if lineWith(got, c.name, c.role) == "" {
			t.Errorf("%q: no line holds %q with %q:\n%s", c.msg, c.name, c.role, got)
		}
	}
}

// Introducing oneself joins only what goes on in the first person: another
// person after the age is a line of their own.
func TestAnotherPersonAfterTheIntroductionIsTheirOwnLine(t *testing.T) {
	got := remembered(t, said("I'm Edwin Marsh, 68, and my wife Maureen runs the tea room at Hanbury Wharf.", "A: Nice to meet you."))
	if l := lineWith(got, "Maureen", "tea room"); l == "" || strings.Contains(l, "Edwin") {
		t.Errorf("the wife's line is not her own: %q\n%s", l, got)
	}
}

// What someone insists on is a liking, kept though the conversation names
// them often: "Colm insists on the end plot, next to the tap".
func TestWhatSomeoneInsistsOnIsKept(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{often69("Colm insists on the end plot, next to the tap, no idea why."), "plot"},
		{often69de("Colm besteht auf dem Beet ganz hinten, neben dem Wasserhahn."), "Wasserhahn"},
		{often69("Colm insiste en la parcela del final, junto al grifo."), "grifo"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, "Colm", c.word) == "" {
			t.Errorf("%q is not kept:\n%s", c.msgs[len(c.msgs)-2], got)
		}
	}
}

// Where something grows, or where a thing is done in a German passive
// opened by its participle ("Gekocht wird in der Küche der Tante"), is a
// place, kept though it names nothing new.
func TestWhereItGrowsOrIsDoneIsKept(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		word string
	}{
		{often69("The comfrey grows on the bank behind the old pump house, Auntie Brid planted it."), "pump"},
		{often69de("Der Beinwell wächst auf der Wiese hinterm alten Sportplatz, den hat Colm gepflanzt."), "Sportplatz"},
		{often69de("Gekocht wird in der Küche der Tante, weil sie den großen Herd hat."), "Küche"},
		{often69de("Gefeiert wird im Schuppen von Colm, wenn es regnet."), "Schuppen"},
	} {
		got := remembered(t, said(c.msgs...))
		if lineWith(got, c.word) == "" {
			t.Errorf("%q is not kept:\n%s", c.msgs[len(c.msgs)-2], got)
		}
	}
}

// A letter after a capitalized word names one of a series ("Vitamin E",
// "Plan B", "Halle C"): a value, kept though the rest of the sentence is
// the conversation's own words.
func TestALetterOfASeriesIsAValue(t *testing.T) {
	got := remembered(t, said(often69de("Die Tante sagt, der Beinwell braucht kein Konservierungsmittel, nur Vitamin E gegen das Ranzigwerden.")...))
	if lineWith(got, "Vitamin", "E") == "" {
		t.Errorf("the Vitamin E line is not kept:\n%s", got)
	}
}

// A liking said of "she'll", "he'd" after the sentence that names whose it
// is joins that sentence, as one of "she" or "she's" does: "Mum came round
// … She'll come to the opening but won't set foot inside, she can't abide
// heat" kept "she can't abide heat" without whose.
func TestALikingOfShellJoinsWhoseItIs(t *testing.T) {
	for _, c := range []struct{ msg, who, liking string }{
		{"My mum came round with a bag of plums this morning. She'll come to the barbecue but won't sit outside, she can't abide wasps.", "mum", "wasps"},
		{"My brother came over to help with the fence. He'll do the posts but won't touch the creosote, he can't stand the smell.", "brother", "smell"},
	} {
		got := remembered(t, said(c.msg, "A: Ok."))
		if lineWith(got, c.who, c.liking) == "" {
			t.Errorf("%q: the liking is kept without whose it is:\n%s", c.msg, got)
		}
	}
}
