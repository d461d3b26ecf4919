package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A part read at stop 74 (dev90, measured blind at stop 73) lost four
// planted facts with room for all; each is a way of saying a fact that any
// conversation uses.

// vineyard74 are the first messages of a German conversation that names Lea
// and the Hof often, after churchBell57: a capital is a weak sign of a name,
// and neither word anchors anything.
var vineyard74 = append(append([]string{}, churchBell57...),
	"Lea hat einen Holzofen für den Hof aufgetrieben, den wir von einem Verein in Dernau leihen können.", "A: Ok.",
	"Der Name der Cuvée ist Neuanfang, Lea hat ihn vorgeschlagen und alle waren still am Tisch.", "A: Ok.",
	"Lea und ich kleben die Etiketten selbst auf dem Hof, mit der alten Maschine von Opa aus dem Keller.", "A: Ok.",
	"Die Theke baut der Schreiner aus Bad Neuenahr, Lea streicht sie mit Papa am Wochenende auf dem Hof.", "A: Ok.",
)

// Someone's constraint, said with their name opening a German sentence
// (where a capital is a weak sign of a name), stays beside a sentence that
// names and values more: "Lea will auf keinen Fall Plastikbecher" was
// dropped beside "Sie ist 19 und studiert Weinbau in Geisenheim".
func TestSomeonesConstraintStaysBesideANamedSentence(t *testing.T) {
	got := linesOf57(vineyard74, "Lea will auf keinen Fall Plastikbecher, nicht auf ihrem Hof, sagt sie, und es ist ja auch bald ihr Hof. Sie ist 19 und studiert Weinbau in Geisenheim, kommt jedes zweite Wochenende heim und bringt Ideen mit.")
	if !holds57(got, "Lea", "Plastikbecher") {
		t.Errorf("no line holds Lea's constraint: %v", got)
	}
	if !holds57(got, "Geisenheim") {
		t.Errorf("no line holds where she studies: %v", got)
	}
}

// "but" after "anything" or "nothing" means "except": what follows is the
// point of the sentence, not an aside to trim ("…, won't eat nothing fried
// in anything but lard" lost "lard").
func TestAnythingButIsNoAside(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Mommaw Pearl, she's Carl's mother, ninety-one, won't eat nothing fried in anything but lard. Says vegetable oil is for cars.", "lard"},
		{"My uncle Desmond, the one from Leeds, drinks nothing but Yorkshire Tea, so I'm bringing a box of 160 bags.", "Yorkshire Tea"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
	// A "but" that contrasts still ends the clause it follows.
	if got := read31("The venue is the Old Mill in Wetherby, 120 guests, but honestly I could not care less about the napkins."); holds57(got, "napkins") {
		t.Errorf("an aside after a contrasting but is kept: %v", got)
	}
}

// barra74 are the first messages of a conversation that speaks of the pier
// often, so "pier" names nothing.
var barra74 = []string{
	"Donald at the pier says she once failed a boat for a loose toilet seat.", "A: Ok.",
	"I'll be sitting in the van at the pier with one bar of signal and a cold tea.", "A: Ok.",
	"The pier at Castlebay was busy today, the ferry was late again and the pier office shut early.", "A: Ok.",
}

// Where the thing just named is, in a few words after it, stays with it: "…,
// so she's going to Northbay instead, on the old pier there" lost "the old
// pier" (the update's new place) in a conversation that speaks of the pier
// often.
func TestWhereANamedThingIsStaysWithIt(t *testing.T) {
	got := linesOf57(barra74, "The harbourmaster says the Castlebay pontoon is full of yachts all summer, so she's going to Northbay instead, on the old pier there.")
	if !holds57(got, "Northbay", "old pier") {
		t.Errorf("no line holds Northbay and the old pier: %v", got)
	}
	// Not an idiom of place: "…, by the way", "…, at the moment" say no
	// place, and stay trimmed.
	for _, idiom := range []string{"by the way", "at the moment", "on the whole"} {
		if got := linesOf57(barra74, "The harbourmaster says the pontoon is full, so she's going to Northbay instead, "+idiom+"."); holds57(got, idiom) {
			t.Errorf("an idiom after the name is kept: %v", got)
		}
	}
}

// A wish said with "also" or "really" between the person and the wanting is
// still their wish: "También quiero cajeta de coco, …, para los viejitos"
// and "I also want coconut fudge for the old folks" were dropped beside a
// sentence of filler with a number in it.
func TestAWishWithAlsoIsAWish(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"También quiero cajeta de coco, de la blanquita, para las gorras de los viejitos. Mi suegra tiene tres dientes y los cuida como oro.", "cajeta de coco"},
		{"I also want coconut fudge, the white kind, for the old folks. My mother-in-law has three teeth and guards them like gold.", "coconut fudge"},
	} {
		if got := read31(c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}

// A ban at the event, in words the conversation uses often, stays: found
// driving the binary at stop 74, "No kids at the wedding." left no line in
// a conversation about the wedding (its words named nothing new).
func TestABanAtTheEventStaysInAConversationAboutIt(t *testing.T) {
	before := []string{
		"I'm planning my wedding in Harrogate on 14 June, the wedding is at the Old Swan.", "A: Lovely!",
		"The wedding cake is lemon, and the kids from my sister's class made the wedding favours.", "A: Nice.",
		"My cousin's kids are a handful, but the wedding photographer says he's used to kids.", "A: Ok.",
	}
	if got := linesOf57(before, "No kids at the wedding."); !holds57(got, "No kids") {
		t.Errorf("the ban is lost: %v", got)
	}
	// News of what there was not stays out: "No signal at the wedding
	// venue" is no rule.
	if got := linesOf57(before, "No signal at the wedding, typical."); holds57(got, "signal") {
		t.Errorf("news of no signal is kept as a line: %v", got)
	}
}

// Two parts measured blind at stop 74 (dev91, dev92) lost seven facts with
// room for all; five of them were ways of saying things any conversation
// uses.

// What the person must still find someone for, under a head that says it
// bothers them, is an open question; and what they must sort out in
// Spanish ("Tengo que solucionar lo de …").
func TestWhatNobodyHasOfferedIsOpen(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"One thing bothering me: nobody has offered to run the bar at the slide show. Last time Keith did it.", "run the bar", session.LedgerQuestion},
		{"Tengo que solucionar lo de las etiquetas de alérgenos, que la inspectora me lo recordó. Huevo, almendra, gluten, y no sé si vale escrito a mano.", "alérgenos", session.LedgerQuestion},
	})
}

// mendip74 are the first messages of a conversation that names Nobby often.
var mendip74 = []string{
	"Nobby turns ninety in March, he was the club's first leader back in 1958.", "A: Ok.",
	"Nobby still remembers every passage in Swildon's, he drew the first survey by candle.", "A: Ok.",
	"We're doing a slide show for Nobby at the hut, and a dinner after.", "A: Ok.",
	"Nobby's daughter sent the old photos from Spain, a whole box of them.", "A: Ok.",
}

// What someone named insists on, said in a relative clause after the
// thing, is no aside to trim: "…, fruit with marzipan underneath, which
// Nobby insists on because sponge 'isn't a proper cake'" lost Nobby.
func TestWhatSomeoneInsistsOnStaysWithTheThing(t *testing.T) {
	got := linesOf57(mendip74, "Gemma says £85 for the cake, fruit with marzipan underneath, which Nobby insists on because sponge 'isn't a proper cake'. Her price seems fair. They reckon the Toplady fellow sheltered in the cleft at Burrington in a storm.")
	if !holds57(got, "Nobby", "fruit") {
		t.Errorf("no line holds what Nobby insists on: %v", got)
	}
}

// A changed decision of plain words stays beside a sentence that names
// more: "Also gibt's jetzt doch Leberkässemmeln für alle." (the new choice
// of an update) was dropped beside "Das Problem nämlich: der Lenz sagt, …".
func TestAChangedDecisionStaysBesideANamedSentence(t *testing.T) {
	got := linesOf57(vineyard74, "Das Problem nämlich: der Lenz sagt, mit dem ganzen Vieh und den Fotografen am Weg wird's trotzdem Mittag, bis wir drunten sind. Also gibt's jetzt doch Leberkässemmeln für alle. Der Papa hat kurz getobt und dann eine bestellt.")
	if !holds57(got, "Leberkässemmeln") {
		t.Errorf("the new choice is lost: %v", got)
	}
}

// What someone named before an apposition is or does stays with the name:
// "Mi hermano Facundo, el Facu, es el socio y va a estar en la cocina" was
// cut to "Mi hermano Facundo, el Facu" — not a place's remark ("…, en
// Tafí, es un sitio precioso" stays trimmed).
func TestWhatSomeoneIsAfterTheirNicknameStays(t *testing.T) {
	if got := read31("Mi hermano Facundo, el Facu, es el socio y va a estar en la cocina. Estudió gastronomía en Neuquén."); !holds57(got, "Facundo", "cocina") {
		t.Errorf("no line holds Facundo and the kitchen: %v", got)
	}
	if got := read31("El sitio es la finca de mi tío, en Tafí, es un sitio precioso."); holds57(got, "precioso") {
		t.Errorf("a remark after a place is kept: %v", got)
	}
}
