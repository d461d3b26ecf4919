package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 44, read from dev31 and
// dev32 after they were measured blind as heldout28 and heldout29): each test
// failed on the code before (the English and German places of the second
// were read before as well, alone in a conversation; the Spanish one was
// not). The sentences are this file's own, not the corpus's.

// People say who they are as name, age, work: "I'm Tomasz, 41, a welder at
// the shipyard". The age alone between commas made the work a new subject's
// clause, so the name went on one line and the work on another. A clause
// after an age that opens with "and" is still someone else ("Jana, 33, and
// Tom Berger, 35, …" stays whole: it was never split).
func TestAnAgeBetweenANameAndTheWorkKeepsThemTogether(t *testing.T) {
	for _, c := range []struct{ text, name, work string }{
		{"Hi, I'm Tomasz, Tom to everyone, 41, welder at the shipyard in Gdynia, living in Orłowo with my wife.", "Tomasz", "welder"},
		{"Moin, ich bin Frauke Janssen, 58, Hebamme mit eigener Praxis in Leer.", "Frauke Janssen", "Hebamme"},
		{"Buenas, soy Itziar, 29 años, enfermera de noche en el hospital de Basurto.", "Itziar", "enfermera"},
		{"Name's Dale Pruitt, 66, retired Postal Service carrier, out in Rapid City.", "Dale Pruitt", "carrier"},
	} {
		if !someLineHolds(c.text, c.name, c.work) {
			t.Errorf("%q: no line holds %q with %q: %q", c.text, c.name, c.work, kinded(read31(c.text)))
		}
	}
}

// A sentence that draws from the one before where something goes now —
// "So …", "Así que …", "… deshalb …" with a place — is the person's plan,
// often the new place of something said before: it stayed unread beside a
// line that names someone. A ban drawn the same way is not a place ("So no
// nuts anywhere near her plate" is read as it was).
func TestWhereSomethingGoesDrawnFromWhatCameBefore(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The forecast for Saturday is awful and Pastor Reuben says no tents on the lawn. So we're moving the whole lunch into the parish hall basement.", "parish hall basement"},
		{"Der Bauhof von Herrn Grabowski ist im Mai doch belegt. Die Bühne kommt deshalb auf den Platz vor der Feuerwehr.", "Platz vor der Feuerwehr"},
		{"Don Eusebio necesita el granero hasta octubre. Así que la cena se hace en el patio de la cooperativa, que no se moja.", "patio de la cooperativa"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: no line holds %q: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
	for _, text := range []string{
		"My niece Priya is allergic to cashews. So no nuts anywhere near her plate, ever.",
		"Mi suegro Anselmo no come marisco. Así que nada de gambas en la mesa.",
	} {
		for _, e := range read31(text) {
			if strings.HasPrefix(e.Text, "So no") || strings.HasPrefix(e.Text, "Así que nada") {
				t.Errorf("%q: the ban was read as a place of its own: %q", text, e.Text)
			}
		}
	}
}

// A reading of five words before a mark opens every message ("Wind SW 6 Bft
// ·", "Wind N 3 Bft ·"): its letters vary as its number does. It was kept on
// every first line, where it took room and made a head read as a figure.
func TestAReadingWithVaryingLettersIsAPrefix(t *testing.T) {
	facts := []string{
		"The boatbuilder is Henrik Lund from Skagen.",
		"The new mast costs 4,200 euros with fitting.",
		"We launch her on the 9th of May at the slipway.",
		"The spare sails are in the loft above the garage.",
	}
	dirs := []string{"SW", "N", "NNE", "W"}
	var msgs []string
	for i, f := range facts {
		msgs = append(msgs, fmt.Sprintf("Wind %s %d Bft · %s", dirs[i], i+3, f), "A: Noted.")
	}
	got := remembered(t, said(msgs...))
	if strings.Contains(got, "Bft") {
		t.Errorf("the reading stays in the memory:\n%s", got)
	}
	for _, f := range facts {
		if !strings.Contains(got, strings.TrimSuffix(f, ".")) {
			t.Errorf("%q is not in the memory:\n%s", f, got)
		}
	}
}

// An open question can come first and the not knowing after it, in a short
// clause of its own ("Who …, still I don't know", "Wer …, weiß ich noch
// nicht", "Quién …, todavía no lo sé"), or be asked as it would be said,
// its verb first, after "I don't know" ("I still don't know does she need a
// vet cert …"). Both were plain lines before, dropped beside any line that
// names something. Not the past ("Where we had the party last year, I don't
// know") nor a question to the assistant.
func TestAnOpenQuestionAskedFirstOrAsItWouldBeSaid(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Who will bring the folding tables for the fete, still I don't know. Last year it was Marek's van but he moved to Leeds.", "folding tables"},
		{"Wer die Musik beim Sommerfest macht, weiß ich noch nicht. Der Hannes aus Kempten hat abgesagt.", "Musik beim Sommerfest"},
		{"Quién trae las sillas para la cena, todavía no lo sé. Don Julián dice que él no.", "sillas para la cena"},
		{"I still don't know does the pony need a passport to travel to the Clifden show, or is the vet letter enough.", "passport"},
	} {
		got := kindLines(c.text, session.LedgerQuestion)
		if !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%q: open question lines %q, want one holding %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"Where we had the party last year, I don't know.",
		"I don't know, do you think the caterer in Bray is any good?",
		"If it rains on Saturday, I don't know.",
	} {
		if got := kindLines(text, session.LedgerQuestion); len(got) > 0 {
			t.Errorf("%q is read as an open question: %q", text, got)
		}
	}
}

// "No potato salad for me though, …", "Kein Schweinefleisch für ihn, …": what
// someone will not have, said as a ban for them, is a liking. Before, it was
// a plain line beside one that names someone, and dropped. Not "No problem
// for me, …", which rules nothing out.
func TestNothingOfSomethingForSomeoneIsALiking(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Sunday Gloria made rice and beans with stew chicken for the whole family. No potato salad for me though, mayonnaise turns my stomach.", "potato salad"},
		{"Mein Schwager Ulf kommt Samstag auch zum Grillen an den Baggersee. Kein Schweinefleisch für ihn, das verträgt er nicht.", "Schweinefleisch"},
	} {
		if !someLineHolds(c.text, c.want) {
			t.Errorf("%q: no line holds %q: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
	if someLineHolds("My brother Kevin from Dundalk is driving us. No problem for me, honestly.", "No problem") {
		t.Errorf("a line of no problem was kept: %q", kinded(read31("My brother Kevin from Dundalk is driving us. No problem for me, honestly.")))
	}
}

// "Do you remember Tom Hanley from Galway?" is a question about someone,
// not a standing order: "remember to" marked the start of "remember Tom",
// and the line went into the memory as a rule, kept to the last.
func TestRememberingSomeoneIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule, "Do you remember Tom Hanley from Galway?", "You remember Tony from the pub quiz?")
	if !ruleWith("Please remember to always answer in Spanish.", "Spanish") {
		t.Errorf("the order to remember is no rule: %v", kinded(read31("Please remember to always answer in Spanish.")))
	}
}

// "… is Marcos Bol, schoolteacher from San Antonio village": what someone is
// follows the name as a clause of its own, in lower case. It named a place,
// so it was read as another subject's clause, and the name and the work went
// on two lines. Another subject after a comma still splits ("svc-2 on 9090").
func TestARoleRightAfterTheNameStaysWithIt(t *testing.T) {
	for _, c := range []struct{ text, name, work string }{
		{"The third paddler is Colm Ruane, schoolteacher from Letterfrack, quiet as a heron.", "Colm Ruane", "schoolteacher"},
		{"Para el techo llamé a don Eliseo Quispe, carpintero de Urubamba, el mejor del valle.", "Eliseo Quispe", "carpintero"},
	} {
		if !someLineHolds(c.text, c.name, c.work) {
			t.Errorf("%q: no line holds %q with %q: %q", c.text, c.name, c.work, kinded(read31(c.text)))
		}
	}
	if someLineHolds("svc-1 listens on 8080, svc-2 on 9090.", "svc-1", "svc-2") {
		t.Errorf("two subjects on one line: %q", kinded(read31("svc-1 listens on 8080, svc-2 on 9090.")))
	}
}

// A question under a long label whose sentence is read as two runs came out
// as the same line twice ("Wind O 3 Bft · Was ich noch fragen wollte, weil
// ich's nicht weiß: Gibt es …?"): one line now. And a reading whose
// direction is "O" or "SO" (German for east and south-east, ordinary words
// in Spanish) is a prefix as "SW" is.
func TestOneSentenceGivesNoLineTwice(t *testing.T) {
	text := "Wind O 3 Bft · Was ich noch fragen wollte, weil ich's nicht weiß: Gibt es diesen Zuschuss nur, wenn man ihn vor Baubeginn beantragt? Frau Wiechmann hat was gesagt."
	seen := map[string]bool{}
	for _, e := range read31(text) {
		if seen[e.Text] {
			t.Errorf("the line %q is read twice", e.Text)
		}
		seen[e.Text] = true
	}
	var msgs []string
	for i, f := range []string{"Der Dachdecker heißt Torsten Möller.", "Das Reet kommt aus Ungarn, 180 Bund.", "Das Gerüst steht ab dem 4. Mai.", "Der Container steht hinter der Kirche."} {
		msgs = append(msgs, fmt.Sprintf("Wind %s %d Bft · %s", []string{"O", "SO", "NO", "W"}[i], i+3, f), "A: Notiert.")
	}
	if got := remembered(t, said(msgs...)); strings.Contains(got, "Bft") {
		t.Errorf("the reading stays in the memory:\n%s", got)
	}
}

// Where something goes now, drawn from the sentence before ("So we're moving
// the prize-giving into the fire station hall in Laboe"), says a message's
// point as its first line does: under a budget a remark after another
// message's point goes first. Driving it in tmux, the plan went and the
// storm warning that led to it stayed.
func TestWhereSomethingGoesNowOutranksARemark(t *testing.T) {
	size := func(s string) int { return len(s) }
	ledger := []session.LedgerEntry{
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 14, Text: "Gesa Thomsen from Heikendorf is the race officer again."},
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 12, Text: "Mum says Gesa is a lovely woman, poor Mum."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 14, Text: "The forecast for Saturday is a storm warning and the mole is closed."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 6, Text: "So we're moving the prize-giving into the fire station hall."},
	}
	kept, dropped := compression.FitLedger(ledger, 240, size, compression.LedgerView{})
	if len(dropped) != 1 || dropped[0].Text != ledger[1].Text {
		t.Errorf("want only the remark about Gesa dropped; kept %v, dropped %v", texts(kept), texts(dropped))
	}
}

// How to talk to the person, said the way people open a conversation: "Please
// talk to me in plain English, no big words", "explain everything to me in
// simple English", "schreib mer höchstens fünf Sätze am Stück", "red mit mir
// ka Bundesdeutsch". These were facts: with room for all they stayed, but
// under a budget the first instruction went with the lines that say no
// message's point (the development parts' first instruction at 5,000 bytes:
// 119 of 128, now 123). A one-off with a thing of its own is no rule.
func TestHowToTalkToMeIsARule(t *testing.T) {
	rulesHold(t, []struct{ text, key string }{
		{"Morning. Mi name Delia. Please talk to mi in plain English, no big words, mi head full already.", "plain English"},
		{"One thing first: explain everything to me in simple English, no jargon, I am a nurse not an engineer.", "simple English"},
		{"Servus! Bevor mir anfangen: red mit mir ka Bundesdeutsch, heast.", "Bundesdeutsch"},
		{"Gude! Eins vorneweg: schreib mer höchstens fünf Sätze am Stück, isch les des uff'm Dach.", "fünf Sätze"},
		{"Hola, soy Marisa. Háblame en castellano sencillo, que el inglés no lo llevo.", "castellano"},
	})
	never31(t, session.LedgerRule,
		"Explain the difference between the two insurance plans in simple English.",
		"Write at most 200 words about the club's history for the newsletter.",
		"My son always says: talk to me in plain English, Dad.")
}
