package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 53 in dev49 and dev50's misses (stop 52's blind parts). The
// sentences are this file's own.

// held reports whether a memory line of message n holds all the words, and
// fails the test when none does.
func held53(t *testing.T, memory string, n int, words ...string) {
	t.Helper()
	if lineOf(memory, n, words...) == "" {
		t.Errorf("no line of message %d holds %q:\n%s", n, words, memory)
	}
}

// A German "Also" is "so": "Also feiern wir abends in der Scheune" is where
// the party is now, after the news that the hall is shut. The sentence was
// dropped beside a line that named someone, and the update's newest value
// with it (dev50, live at stop 52: stale).
func TestGermanAlsoSaysWhereItIsNow(t *testing.T) {
	got := remembered(t, said(
		"Schlechte Nachricht aus dem Adler: Im Saal ist die Decke feucht, da kommt Wasser vom Dach, und der Mann vom Bauamt hat ihn gesperrt. Also tanzen wir abends in der Turnhalle der Grundschule, groß, trocken, mit einer Bühne, auf die notfalls die ganze Kapelle passt. Frau Krüger macht trotzdem den Ausschank.",
		"A: Ok."))
	held53(t, got, 1, "Turnhalle der Grundschule")
}

// "Me mam" is the dialect's "my mum": the sentence after, about "she", goes
// with her ("Me mam rang. She's … allergic to straw" lost the mam).
func TestMamIsFamily(t *testing.T) {
	got := remembered(t, said(
		"Me mam rang. She's coming to watch but she won't go near the barn cos she's allergic to straw, streaming eyes and all, so she'll sit in the café with a brew. Fair enough.",
		"A: Ok."))
	held53(t, got, 1, "mam", "allergic to straw")
}

// Rounding is a way of answering: "From now on, round everything to the
// whole dollar" was no line at all.
func TestRoundingIsAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"From now on, round everything to the whole euro.",
		"From now on, round every price to the whole euro, I can't be doing with cents.",
		"From now on, when we talk money, round everything to the whole dollar. I stare at cents all day.",
		"Ab jetzt runde bitte alle Beträge auf ganze Euro.",
		"De ahora en adelante redondea todo al euro.")
	notReadAs(t, session.LedgerRule, "We drove round the roundabout twice from now on, says Dad.", "The round table is booked.")
}

// An order to stop doing something in the answers: "please stop telling me
// to stay calm" was a fact, and lost beside a line with a name.
func TestStoppingIsAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Little favour: please stop telling me to relax and breathe. I AM relaxed.",
		"Stop telling me to drink water, please.",
		"Quit giving me the safety lectures, please.",
		"Stop apologising all the time.",
		"Deja de decirme que me calme, por favor.")
	notReadAs(t, session.LedgerRule,
		"Stop telling me what to do, she said.",
		"Tell Dave to stop sending me memes.",
		"Jess won't stop sending me memes.",
		"My boss keeps telling me to stop.")
}

// Someone's one request is what they want: "Priya has one request,
// non-negotiable: …" was dropped beside a sentence with a number.
func TestSomeonesOneRequest(t *testing.T) {
	got := remembered(t, said(
		"Priya has one request, non-negotiable: no lilies anywhere near the altar. Fair enough. Table 12 would sneeze through the whole vows and not even say sorry.",
		"A: Ok."))
	held53(t, got, 1, "Priya", "no lilies")
}

// What someone told the person, after the telling, is the line's point, not
// an aside: "…, that she's making trifle" was cut once the name was known.
func TestWhatSomeoneToldStaysWithTheTelling(t *testing.T) {
	got := remembered(t, said(
		"Marjorie informed me, not asked, informed me, that she's making trifle for the raffle table. Sherry and custard. Nobody under fifty touches it, but you don't tell Marjorie that, you just hand it to Colin.",
		"A: Ok."))
	held53(t, got, 1, "Marjorie", "making trifle")
}

// What the person has to do, after a "but", is no aside: "…, aber
// Handschuhe muss ich selbst besorgen" was cut after the name; and what
// the person has to get ("besorgen") is a fact of its own, as what was got
// ("besorgt") is — the sentence was dropped beside two that anchored.
func TestADutyAfterAButStays(t *testing.T) {
	for _, tag := range []string{"🍇 81 °Oe – ", ""} {
		got := remembered(t, said(
			tag+"Werkzeug: Klaus leiht uns Leitern und Eimer, aber Handschuhe muss ich selbst besorgen. Greta hat beim Baumarkt gleich welche gekauft, die gelben, damit man sie im Gras wiederfindet. Eine erstaunlich vernünftige Überlegung. Ich habe ihr dafür spontan eine Eins mit Sternchen gegeben.",
			"A: Ok."))
		held53(t, got, 1, "Handschuhe muss ich selbst besorgen")
	}
	got := remembered(t, said("Tom is bringing the gazebo, but I have to say it's a bit small.", "A: Ok."))
	if lineOf(got, 1, "have to say") != "" {
		t.Errorf("a way of speaking kept as a duty:\n%s", got)
	}
}

// What is still to sort out with a "must", "have to", "noch klären" is an
// open question.
func TestStillToSortOutIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Still must sort out who feeds the hens while I'm away.",
		"Still have to figure out how we get the piano up the stairs.",
		"Wir müssen noch klären, wer die Hühner füttert.")
}

// A duty after where it is for, under a head that says the person cannot
// solve it: "Problema que no sé cómo resolver: para la carpa necesitamos un
// toldo" is an open question.
func TestAnUnsolvedDutyAfterWhereItIsFor(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Problema que no sé cómo resolver: para la carpa necesitamos un toldo, y el mío es chiquito.",
		"Problem I don't know how to solve: for the stage we need a generator.")
	notReadAs(t, session.LedgerQuestion, "The plumber couldn't solve it: for the boiler we need a new valve.")
}

// A Zulu time is a log's stamp, not a code: "0005Z — Final count's a
// hundred and forty-one guests" was split at the "and", and the stamp
// stood in every line.
func TestZuluTimesArePrefixes(t *testing.T) {
	var msgs []string
	for i, text := range []string{
		"The barn's swept and the lights are up, Bonnie says it looks like a dance hall.",
		"Tyler's folks are driving in from Tulsa on Friday, they're bringing the smoker.",
		"Final count's a hundred and forty-one guests. Kaylee keeps them in a spreadsheet.",
		"Wind's out of the north, we might need the tent walls after all.",
	} {
		msgs = append(msgs, fmt.Sprintf("%02d%02dZ — %s", 1+i*5, 10+i*7, text), "A: Ok.")
	}
	got := remembered(t, said(msgs...))
	held53(t, got, 5, "a hundred and forty-one guests")
	if strings.Contains(got, "Z — ") {
		t.Errorf("a Zulu stamp kept in the memory:\n%s", got)
	}
}

// A Spanish "Decisión de …:" says a decision.
func TestSpanishDecisionHead(t *testing.T) {
	readAs(t, session.LedgerDecision, "Decisión de la capitana: los niños no van a tirar petardos, ni uno.")
}

// A remark between a condition and its order leaves the order one:
// "Wenn du mir was ausrechnest, und das wirst du oft müssen, dann schreib …".
func TestARemarkBetweenConditionAndOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Wenn du mir was ausrechnest, und das wirst du noch oft müssen, dann schreib das Ergebnis immer zuerst.",
		"When you work out prices for me, and you will a lot, always give me the total first.")
}

// What children wished for is a liking: "das haben sich die Kinder
// gewünscht" was dropped beside an order number.
func TestWishedForIsALiking(t *testing.T) {
	got := remembered(t, said(
		"Für die Kinder haben wir eine Hüpfburg in Traktorform bestellt, bei einem Verleih in Güstrow, Bestellnummer HB-2210, falls was schiefgeht. Die Frau am Telefon klang, als ginge bei ihr öfter was schief. Dazu Sackhüpfen auf der Wiese, das haben sich die Kinder gewünscht. Handy liegt auf dem Zaunpfahl, da geht's.",
		"A: Ok."))
	held53(t, got, 1, "Sackhüpfen")
}

// What to say somewhere is an open question ("Still don't know what I'm
// gonna say in my speech"); what to say alone is thanks.
func TestWhatToSaySomewhereIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion, "Still don't know what I'm gonna say in my speech. Bonnie says five minutes tops.")
	notReadAs(t, session.LedgerQuestion, "I don't know what to say, thank you so much.", "Honestly don't know how to say thanks to her.")
}

// When the memory must drop, a line that says what something is now
// ("The banquet's moving to the Legion hall") is its message's point, not
// the reason before it ("The furnace … is shot …, so scratch that"): the
// reason stayed and the new place went (development, 5,000 bytes: 105
// updates' old value kept without the new one).
func TestTheNewValueOutlivesItsReason(t *testing.T) {
	msgs := []string{
		"The curling banquet is in the upstairs lounge at the rink on Saturday the 14th, cocktails from six.", "A: Ok.",
		"Deb is bringing her chili in two slow cookers and Ray from the Co-op is sponsoring the prizes.", "A: Ok.",
		"Registration closes January 30, no exceptions, not even for my cousin Linda.", "A: Ok.",
		"Bad news, folks. The furnace in the upstairs lounge is shot and the repair guy from Selkirk can't come until March, so scratch that. The banquet's moving to the Legion hall, which honestly has better parking.", "A: Ok.",
		"Anita needs numbers by Friday, so here's my guess: 120 people for the banquet.", "A: Ok.",
	}
	for _, budget := range []int{64, 68, 72} {
		got := rememberedWithin(t, said(msgs...), budget)
		if strings.Contains(got, "furnace") && !strings.Contains(got, "Legion") {
			t.Errorf("with room for %d words the reason stayed and the new place went:\n%s", budget, got)
		}
	}
}

// What replaces a decision's old plan does not push the decision out: "We'll
// pass the bucket instead" stayed and "Decision made: no raffle" went (found
// driving the TUI, with the rule above).
func TestADecisionKeepsItsPlaceBesideItsInstead(t *testing.T) {
	msgs := []string{
		"The tractor run is on Sunday the 9th of August, leaving from Kelly's yard at eleven.", "A: Ok.",
		"The entry is 20 euro a tractor and it all goes to the hospice in Galway.", "A: Ok.",
		"Decision made: no raffle, people are sick of raffles. We'll pass the bucket instead.", "A: Ok.",
		"Garda sergeant Martin Fahy will escort us through Tuam, he needs the route by Friday.", "A: Ok.",
	}
	for _, budget := range []int{36, 52, 56, 68} {
		if got := rememberedWithin(t, said(msgs...), budget); !strings.Contains(got, "no raffle") {
			t.Errorf("with room for %d words the decision went:\n%s", budget, got)
		}
	}
}
