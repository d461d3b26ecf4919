package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 88 (dev128 and dev129, measured blind at stop 87:
// heldout128 kept 7 of 12 open questions at 14,336). The messages here say
// what they lost in other words.

// Open questions under heads said in other words were remarks or dropped:
// "The thing that worry me: where I will find …?", "Still one thing I have
// not solve: who will carry …".
func TestOpenQuestionsUnderHeadsOfOtherWords(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"The thing that worry me: where I will find fresh lilies for the altar this year?", "lilies", session.LedgerQuestion},
		{"Still one thing I have not solve: who will drive the old truck in the parade.", "old truck", session.LedgerQuestion},
		{"One thing I have not solved: who picks up the cake on Saturday.", "cake", session.LedgerQuestion},
	})
}

// "Me queda una cosa en el aire: quién hace las fotos de la comparsa." (an
// open question of dev129) is a remark. Read so at first (a head with "me
// queda", "nos queda", "mir bleibt") and taken out again: the reviews of stop
// 88 showed such a head's question as often answered in the next sentence
// ("… si me dan las vacaciones. ¡Me las dieron!", "… quién hace las fotos.
// Al final las hace mi primo."), which the memory does not read.
func TestAQuestionLeftToMeInTheAir(t *testing.T) {
	t.Skip("limitation: a question under 'Me queda una cosa en el aire:' is read as a fact")
	kindsAre73(t, []kindCase73{
		{"Me queda una cosa en el aire: quién lleva las sillas al salón.", "sillas", session.LedgerQuestion},
	})
}

// What the person says is still to sort, said as "what I still need to sort
// is X", was a remark, and dropped: "What I still need to sort is insurance
// for the thatch."
//
// Read so at first and taken out again: the reviews of stop 88 showed such a
// sentence as often says the thing is done, obvious or taken on in the same
// or the next sentence ("… is done, Tom booked the minibus", "… is the menú.
// Mi madre eligió paella."), or is a joke or a worry ("… is a husband lol",
// "… is my sleep").
func TestWhatIsLeftToSortIsAnOpenQuestion(t *testing.T) {
	t.Skip("limitation: 'What I still need to sort is X' is read as a remark, and the line may be dropped")
	kindsAre73(t, []kindCase73{
		{"What I still need to sort is the licence for the boat trips.", "licence", session.LedgerQuestion},
		{"What we still have to figure out is parking for the guests.", "parking", session.LedgerQuestion},
		{"Lo que todavía me falta resolver es el permiso de la municipalidad.", "permiso", session.LedgerQuestion},
		{"Was ich noch klären muss, ist die Versicherung für den Steg.", "Versicherung", session.LedgerQuestion},
	})
	notReadAs(t, session.LedgerQuestion,
		"What I had to sort was the licence, and it's done now.")
}

// A subject in words the conversation uses often was cut from its line
// when an aside stood between it and its verb: "The last séance, the big
// one before the feast, is Saturday the eleventh of October" kept "is
// Saturday the eleventh of October, …".
func TestASubjectSaidOftenStaysBeforeItsVerb(t *testing.T) {
	got := remembered(t, said(
		"We hold rehearsal at my house every Saturday, the rehearsal starts at eight.", "A: Ok.",
		"The rehearsal last week went late, the band played till midnight.", "A: Ok.",
		"Rehearsal again tonight, and the show is near, the band is nervous.", "A: Ok.",
		"Another rehearsal done, the band sounds better, the show will be good.", "A: Ok.",
		"The last rehearsal, the big one before the show, is Saturday the eleventh of October, with the whole band. After that we rest.", "A: Ok."))
	if l := lineWith(got, "eleventh of October"); l == "" || !strings.Contains(l, "last rehearsal") {
		t.Errorf("the date's line lost what it is the date of: %q\n%s", l, got)
	}
}

// A reference number alone in its sentence was dropped as a bare number:
// "He say give you the number in case I lose it. Here it is: 5830017264."
func TestAReferenceNumberAloneIsKept(t *testing.T) {
	got := remembered(t, said(
		"My son sent the money by Western Union. He said give you the number in case I lose it. Here it is: 5830017264. Gus drives a city bus there, twenty years now, and he still begs me for green seasoning in a jar.", "A: Ok."))
	if lineWith(got, "5830017264") == "" {
		t.Errorf("the reference number is not kept:\n%s", got)
	}
	// A number of a few digits alone still says nothing.
	got = remembered(t, said("We counted them twice. 250. Then we went home for tea and a long nap.", "A: Ok."))
	if l := lineWith(got, "250"); l != "" && len(strings.Fields(l)) <= 3 {
		t.Errorf("a bare number is kept as a line: %q", l)
	}
}

// "I cannot bear …" was no liking ("can't bear" was), and the line went
// for one that named a place: "I cannot bear the bouyon music the young
// people play, …".
func TestCannotBearIsALiking(t *testing.T) {
	got := remembered(t, said(
		"I will tell you something about me. I cannot bear the accordion music the young people play, it goes straight in my head like a nail. Right now a car is parked below my gallery in Babonneau with the music going full.", "A: Ok."))
	if lineWith(got, "cannot bear", "accordion") == "" {
		t.Errorf("what the person cannot bear is not kept:\n%s", got)
	}
}

// A long address after a comma was a line of its own, cut from what is
// there: "Los sacos se quedan … en el garaje de mi tía Chona, en la calle
// Pérez de Brito de Santa Cruz, a dos pasos de la plaza."
func TestALongAddressStaysWithWhatIsThere(t *testing.T) {
	for _, c := range []struct{ text, a, b string }{
		{"Los sacos se quedan desde el domingo en el garaje de mi tía Rosario, en la calle Pérez de Brito de Santa Cruz, a dos pasos de la plaza.", "tía Rosario", "Pérez de Brito"},
		{"The sacks stay from Sunday in my aunt Rosario's garage, on Pérez de Brito Street in Santa Cruz, two steps from the square.", "Rosario", "Pérez de Brito"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineWith(got, c.a, c.b) == "" {
			t.Errorf("the address is cut from what is there:\n%s", got)
		}
	}
	// Another subject after a place is still a line of its own.
	got := remembered(t, said("We booked the Hotel Miramar for the 12th, in Madrid Lena starts at Siemens on the Gran Vía.", "A: Ok."))
	if lineWith(got, "Miramar", "Siemens") != "" {
		t.Errorf("two subjects joined:\n%s", got)
	}
}

// Decisions under heads that say a call was made were remarks: "Fireplace
// verdict: it stays.", "Made a call on the salt pigs: they're no going in
// this year", "We have settled the toast at long last: Wendy will do it.", "I've
// made my mind up, the bowls are all going in the celadon glaze."
//
// Read so at first and taken out again: the third review of stop 88 showed
// the same heads as often say someone else's verdict ("Jury verdict: guilty",
// "MOT verdict: failed on the brakes"), a telephone call ("Made a call this
// morning: the plumber can't come"), a bill paid or a bet won ("We've
// settled the bill: …"), or a mind not made up yet ("I haven't quite made
// my mind up").
func TestDecisionsUnderHeadsOfACallMade(t *testing.T) {
	t.Skip("limitation: a decision under a head of a call made or a verdict is read as a fact")
	kindsAre73(t, []kindCase73{
		{"Shed verdict: it stays where it is.", "Shed", session.LedgerDecision},
		{"Made a call on the guest list last night: it's adults only.", "adults only", session.LedgerDecision},
		{"Last big call before we open: dogs welcome, on leads, water bowl by the door.", "dogs welcome", session.LedgerDecision},
		{"We have settled the speech at long last: Wendy will do it.", "Wendy", session.LedgerDecision},
		{"And I've made my mind up, the mugs are all going in the green glaze.", "green glaze", session.LedgerDecision},
	})
	notReadAs(t, session.LedgerDecision,
		"The vet's verdict: it's a sprain, rest for two weeks.",
		"Made a call to the council about the bins: nobody answered.",
		"Mum's verdict: too salty, but she ate two plates.",
		"Made a call with the bank this morning: they still haven't found the payment.")
}

// Not a mind not made up (found reading all parts at stop 88: "I haven't
// made my mind up and the cousins all have opinions" was a decision).
func TestAMindNotMadeUpIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"I haven't made my mind up and the cousins all have opinions.",
		"I can't make my mind up about the cake, chocolate or lemon.")
}
