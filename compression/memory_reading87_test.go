package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Parts read at stop 87 (dev124 and dev125, measured blind at stop 86:
// dev125 kept two choices stale and lost an instruction not to soften the
// truth). The messages here say what they lost in other words.

// Orders to say things straight, or not to soften them, were talk: "Let me
// say this once: don't sugarcoat anything for me. If an idea of mine is dumb,
// tell me straight." kept no instruction.
func TestAnOrderNotToSoftenTheTruth(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Let me say this once: don't sugarcoat anything for me. I can take it.", "sugarcoat", session.LedgerRule},
		{"If an idea of mine is dumb, tell me straight.", "tell me straight", session.LedgerRule},
		{"Don't sugarcoat it.", "sugarcoat", session.LedgerRule},
		{"Just give it to me straight.", "straight", session.LedgerRule},
		{"Wenn mei Idee a Schmarrn is, sag's mir direkt.", "direkt", session.LedgerRule},
		{"Beschönig nix, i vertrag des.", "Beschönig", session.LedgerRule},
		{"Si algo no te cuadra, dímelo claro.", "dímelo claro", session.LedgerRule},
		{"No me endulces nada, por favor.", "endulces", session.LedgerRule},
	})
	// Not a cake, someone else's words, or a question.
	notReadAs(t, session.LedgerRule,
		"Don't sugarcoat the cake, it needs no icing at all.",
		"He told me straight that the boat is finished.",
		"Tell me straight, is it bad?",
		"If you see him, tell me straight away.")
}

// A question under a head with a "before" clause was a fact ("Was i noch
// klären muss, bevor's losgeht: dürfen Hunde mit an die Theke, oder ned?").
func TestAQuestionTheHeadSaysIsUnsolved(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Was i noch klären muss, bevor's losgeht: dürfen Hunde mit an die Theke, oder ned?", "Hunde", session.LedgerQuestion},
		{"Was ich noch regeln muss, bevor wir aufmachen: wer macht die Kasse?", "Kasse", session.LedgerQuestion},
	})
}

// A question under a head that says the person still cannot solve it is a
// fact: "What I still can't solve: where do I borrow forty long tables …?".
//
// Read so at first and taken out again: the reviews of stop 87 showed that
// such a question is as often answered in the next sentence ("Sorted, Dave
// is doing it", "Turns out Tom took it"), and the readings of an answer
// there took news, updates and hedges for answers ("Turns out the pipe is
// cracked", "Update: my budget went up", "Sorted, unless Dave bails").
func TestAQuestionTheHeadSaysIsStillUnsolved(t *testing.T) {
	t.Skip("limitation: a head of what the person still can't solve before a question is read as a fact, and the line may be dropped")
	kindsAre73(t, []kindCase73{
		{"What I still can't solve: where do I borrow forty long tables and benches for the overflow outside?", "forty long tables", session.LedgerQuestion},
		{"Something we can't solve yet: who drives the minibus on Sunday?", "minibus", session.LedgerQuestion},
	})
}

// renken87 are messages before, so that the words of the smokehouse are
// ordinary in the conversation.
var renken87 = []string{
	"Der Papa sitzt am Kanapee und schimpft über die Renken, die Buche und den Holzhandel.", "A: Ok.",
	"Heut warn die Renken klein, der Papa hat vom Kanapee aus gschimpft.", "A: Ok.",
	"Der Holzhandel hat angrufen, die Buche kommt am Freitag, sagt der Papa vom Kanapee.", "A: Ok.",
	"Die Renken san guat glaufen, und der Papa is am Kanapee eingschlafen.", "A: Ok.",
}

// A Bavarian "dann halt" settling for a thing was talk, and so was what was
// bought with a participle without its "ge-": "Der Papa hat vom Kanapee
// gmeint, dann halt Erlenholz …", "Dazu hab i a Kernthermometer kauft, damit
// i ned mehr raten muss." were dropped beside the news before them.
func TestSettlingForAThingAndBuyingItInBavarian(t *testing.T) {
	const text = "Beim Holzhandel in Breitbrunn is die Buche aus, alles weg an die Pizzerien. Der Papa hat vom Kanapee gmeint, dann halt Erlenholz, des is eh milder für Renken. Hat er nie. Dazu hab i a Kernthermometer kauft, damit i ned mehr raten muss."
	got := linesOf57(renken87, text)
	for _, want := range []string{"Erlenholz", "Kernthermometer"} {
		if !holds57(got, want) {
			t.Errorf("no line holds %q: %v", want, got)
		}
	}
	if k := kindWith("Na guat, dann halt Erlenholz.", "A: Ok.", "Erlenholz"); k != session.LedgerDecision {
		t.Errorf("settling for alder is read as %q", k)
	}
	// Not a "then not", nor someone buying now.
	notReadAs(t, session.LedgerDecision, "Dann halt nicht, sagt er.")
	if got := read31("Die Oma kauft a Brot beim Bäcker, und die Renken san heut guat."); holds57(got, "kauft") && !holds57(got, "Renken") {
		t.Errorf("a present 'kauft' read as bought: %v", got)
	}
}

// jersey87 are messages before, so that the jockey's name is ordinary in the
// conversation.
var jersey87 = []string{
	"Jaheim rode the goat round the yard twice this morning, Jaheim is a natural.", "A: Ok.",
	"Jaheim says the goat likes him better than me, Jaheim is not wrong.", "A: Ok.",
	"Jaheim school out early so Jaheim come and help with the feed.", "A: Ok.",
	"Jaheim mother vex because Jaheim clothes always full of goat.", "A: Ok.",
}

// What holds now, said at the end of a message that opens by scrapping the
// old choice, was dropped as filler beside the news between them, and the
// old choice stayed the newest: "Scrap the red and gold. Cudjoe went and
// print red and gold for his jockey, out of pure spite. So Jaheim running in
// purple and white now."
func TestWhatHoldsNowAfterAScrappedChoice(t *testing.T) {
	const text = "Scrap the red and gold. Cudjoe went and print red and gold for his jockey, out of pure spite, I sure of it. So Jaheim running in purple and white now. The printing in Canaan came to TT$240 for two shirts, paid already."
	if got := linesOf57(jersey87, text); !holds57(got, "purple and white") {
		t.Errorf("no line holds the new colours: %v", got)
	}
	// Not what the person is doing this minute.
	const doing = "Scrap the Circle K. The manager says a dozen trucks idling by his pumps at four a.m. is a problem, fair enough. Sending the group text now."
	if got := read31(doing); holds57(got, "Sending the group text") {
		t.Errorf("what the person is doing now is kept: %v", got)
	}
}

// A ban on calling something by a word in what the assistant writes was a
// fact: "Please, do not call it a restaurant when you write things for us."
func TestABanOnAWordForWhatTheAssistantWrites(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Please, do not call it a restaurant when you write things for us. It is a home dinner.", "restaurant", session.LedgerRule},
		{"Nenn es bitte nicht Restaurant, wenn du für uns schreibst.", "Restaurant", session.LedgerRule},
		{"No lo llames restaurante cuando escribas para nosotros.", "restaurante", session.LedgerRule},
	})
	notReadAs(t, session.LedgerRule, "Don't call it a comeback.", "Don't call it a day yet, we still have the garage to clear.")
}

// fjord87 are messages before, so that the words of the guesthouse are
// ordinary in the conversation.
var fjord87 = []string{
	"The guests come on Saturday, the lamb is in the shed, the dessert is rhubarb porridge.", "A: Ok.",
	"Sigrid baked for the guests again, the dessert and the lamb and the bread.", "A: Ok.",
	"The dessert on Saturday is the porridge, Sigrid says the guests will love the lamb.", "A: Ok.",
	"Booking from Holland, one lady, two guests, the lamb again.", "A: Ok.",
}

// What someone will not eat, what someone wants after a head, a Creole "she
// want them", and what a thing is now after "no more" were dropped beside
// the news around them.
func TestLikingsAndANewValueTheReadingLost(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"First booking came! Six people from Germany and Holland for the first Saturday. One lady wrote she cannot eat gluten. Ja ja, I will make a lamb thing.", "cannot eat gluten"},
		{"La licenciada ya me dijo lo que quiere: acabado mate, nada de brillo, como de hacienda. Hoy un chavo de Querétaro quiso cambiarme una ollita.", "acabado mate"},
		{"Antoinette call. She say when the beans dry she want them in jute sacks, not the plastic rice bags. Fitzroy say the old Nutmeg Pool in Gouyave might have.", "jute sacks"},
		{"The sheep came through the fence last night and ate all of the rhubarb, and they were not Símun's. So, no more rhubarb porridge. Now the dessert will be pancakes with blueberry jam. Nobody complains about pancakes.", "pancakes with blueberry"},
	} {
		if got := linesOf57(fjord87, c.text); !holds57(got, c.key) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.key, got)
		}
	}
}
