package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The misses of stop 67's blind parts, read at stop 68 (as dev79 and dev80),
// each shown on sentences of other people, places and words: each test fails
// on 600b43d.

// numbered68 is a conversation whose every message of the person opens with
// the label mark(n), the assistant answering "Ok." between them.
func numbered68(mark func(int) string, texts ...string) []string {
	var out []string
	for i, t := range texts {
		out = append(out, mark(i+1)+t, "A: Ok.")
	}
	return out
}

var formalWeek68 = []string{
	"the dance is on Thursday the 19th of June at the Marine Hotel in Ballycastle.",
	"tickets are £65 each, Aoife Mullan from 13B is collecting the money.",
	"the DJ is booked, DJ Mackers from Cushendun, he starts at 9pm.",
	"the buses leave from the school gates at 6:30, McMullan's Coaches are driving.",
	"Ruairí is lending Fionn his navy suit for the night.",
}

// A lettered numbering set off by a mark of its own word ("Q3 ☐ …", an exam
// paper's questions with a tick box) is a label of every message, as "Q3:"
// is: no line keeps it.
func TestALetteredNumberingBeforeAMarkIsALabel(t *testing.T) {
	for _, mark := range []func(int) string{
		func(n int) string { return fmt.Sprintf("Q%d ☐ ", n) },
		func(n int) string { return fmt.Sprintf("P%d ▸ ", n) },
	} {
		got := remembered(t, said(numbered68(mark, formalWeek68...)...))
		if strings.Contains(got, mark(3)) || strings.Contains(got, mark(5)) {
			t.Errorf("the label %q stays on the lines:\n%s", strings.TrimSpace(mark(3)), got)
		}
		if lineWith(got, "Fionn", "navy suit") == "" || lineWith(got, "Aoife Mullan", "£65") == "" {
			t.Errorf("the facts are not kept:\n%s", got)
		}
	}
}

// A label in angle quotes or lenticular brackets ("‹sechzehne› …", "【Day
// 4】 …") is a label of every message as "(16)" is; its closer is more than
// one byte, and the line starts after it, not inside it.
func TestALabelInAngleQuotesIsALabel(t *testing.T) {
	words := []string{"oans", "zwoa", "drei", "viere", "fümfe"}
	for _, pair := range [][2]string{{"‹", "›"}, {"【", "】"}} {
		mark := func(n int) string { return pair[0] + words[(n-1)%len(words)] + pair[1] + " " }
		got := remembered(t, said(numbered68(mark,
			"Was i no ned woaß: wer mir die Beleuchtung im Schaufenster macht.",
			"Die Eröffnung von der Werkstatt is am Samstag, den 6. September, um 10 Uhr.",
			"Der Glasbläser Toni Kufner aus Zwiesel liefert mir die Rohlinge.",
			"Die Miete für den Laden sind 640 Euro im Monat, warm.",
			"Gefeiert wird danach im Hinterhof unter der Linde.",
		)...))
		if strings.Contains(got, pair[0]) || strings.Contains(got, pair[1]) || !utf8Valid68(got) {
			t.Errorf("the label %s…%s stays on the lines, or is cut inside:\n%s", pair[0], pair[1], got)
		}
		if lineWith(got, "Toni Kufner", "Rohlinge") == "" || lineWith(got, "640 Euro") == "" {
			t.Errorf("the facts are not kept:\n%s", got)
		}
	}
}

func utf8Valid68(s string) bool {
	return !strings.ContainsRune(s, '\uFFFD') && strings.ToValidUTF8(s, "?") == s
}

// German single quotes (‚…‘) name a thing as English ones do: the wish after
// a colon stays with whose it is.
func TestGermanSingleQuotesNameAThing(t *testing.T) {
	got := remembered(t, said(
		"Mein Verlobter Luca hat eine einzige Bitte zur Musik: kein ‚Atemlos‘.",
		"A: Verstanden.",
		"Die Band heißt ‚Rebstock Swing‘ und kommt aus Breisach.",
	))
	if lineWith(got, "Luca", "Atemlos") == "" {
		t.Errorf("Luca's wish is lost:\n%s", got)
	}
	if lineWith(got, "Rebstock Swing", "Breisach") == "" {
		t.Errorf("the band is lost:\n%s", got)
	}
}

// Spanish dislikes with the object as a pronoun before the verb ("el orujo
// de hierbas no lo soporta") are likings, as "no soporta el orujo" is.
func TestASpanishDislikeWithItsObjectBeforeIsALiking(t *testing.T) {
	// Beside a sentence that names people, a dislike that names no one
	// still stays.
	got := remembered(t, said(
		"Eusebio es muy suyo: el anís de guindas no lo soporta, dice que sabe a jarabe. Anoche en la serie Selim le quemó la barca a Kerem en Estambul.",
		"A: Tomo nota.",
		"Maite es igual: la cerveza tostada no la aguanta. El domingo Zeynep le escondió las cartas a Nermin en el almacén del puerto.",
	))
	if lineWith(got, "Eusebio", "anís") == "" || lineWith(got, "Maite", "cerveza tostada") == "" {
		t.Errorf("the dislikes are lost:\n%s", got)
	}
}

// What keeps the person from sleeping, put as a question after a colon, is an
// open question in German as in English.
func TestAWorryThatKeepsOneAwakeIsAQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Was mich nachts nicht schlafen lässt: welche Versicherung zahlt, wenn mir ein Bus voller Touristen das Glasregal umschmeißt?",
		"Lo que no me deja dormir: ¿quién paga si se cae la estantería de cristal con los turistas dentro?",
	)
}

// What someone named before wants, said with "er will" / "sie will" and
// "nur", is a liking.
func TestWhatHeWantsOnlyIsALiking(t *testing.T) {
	got := remembered(t, said(
		"Da Schorsch mag koan Trubel, er hasst Leut in Rudeln, sagt er. Er will an dem Tag nur hinterm Grill stehn, Würstl wenden und mit koam reden. Des passt mir, dann verzählt er ned den Touristen aus Passau, dass i früher Heavy Metal ghört hab.",
	))
	if lineWith(got, "Grill", "nur") == "" {
		t.Errorf("what Schorsch wants is lost:\n%s", got)
	}
}

// A ban on what the assistant tells the person, under a condition on what
// the person talks about, is a standing instruction; the surprise "don't
// tell me …" without a condition stays none.
func TestABanOnTellingUnderTheirConditionIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"And I mean this kindly: when I go on about the Beast, don't tell me it's a myth or an escaped pet, Kit does that enough for the whole parish.",
		"Wenn ich vom Biest erzähle, sag mir bitte nicht, dass es ein Mythos ist.",
		"Cuando hablo de la Bestia, no me digas que es un mito.",
		// "esta serie" is no one occasion as "esta noche" is (the
		// read-through of stop 68).
		"Cuando hablo de esta serie, no me digas quién muere.",
	)
	never31(t, session.LedgerRule,
		"Don't tell me it's raining again.",
		"No me digas que Pepe se ha olvidado otra vez.",
		"When I got home, don't tell me you saw it, the dog had eaten the cake.",
	)
}

// Once a numbering's label is off the line, what opens the message after it
// is read as the message's start: a condition on what the person asks after
// its "and", an order after "and this is a rule now:", a wish with "I do not
// want" (each was kept before only because the label's "Q15" anchored it as
// a code, as a fact).
func TestWhatFollowsALabelIsReadAsTheMessagesStart(t *testing.T) {
	readAs(t, session.LedgerRule,
		"and when I ask you to write a message for the residents' group chat, write it like me, not like a council officer.",
		"also, and this is a rule now: stop telling me to take breaks every time I say I'm revising.",
	)
	got := remembered(t, said(
		"saying it now so it's on record: I do not want a limo. I'd rather go in Granny Rose's wee red Micra to the Londonderry Arms.",
	))
	if lineWith(got, "not want a limo") == "" {
		t.Errorf("the wish is lost:\n%s", got)
	}
}

// Left at stop 68: "Gareth thinks there will be about sixty-two lots once we
// have dragged everything out" keeps no line beside a sentence that names
// a date (a part read at stop 68): "lots" is a common word, so the number
// word before it is read as no value. Reading every tens-and-units number
// word as a value ("sixty-two", "zweiundsechzig", "veintidós") kept it,
// and lost three facts of the development parts where such a word in filler
// ("Perdió siete a veintiuno", "der Keller is eins fünfundsiebzig") outranked
// the fact beside it, or split "I am Francie Quinn, seventy-two, from
// Ardboe …, forty years fishing eels" at the age: not done.

// Left at stop 68: "Do I need product liability on top?" and "Und wer fährt
// die Leute nachts heim?" keep no question line (a part read at stop 68).
// Reading a question of yes or no about what the person must do ("do I
// need", "should we", "brauche ich", "necesito") and a who-question with
// a verb of a job in the present as open questions made open questions of
// questions answered in the same message ("Should I book the restaurant?
// Already did …"), of knowledge ("Who pays the stamp duty in Scotland, buyer
// or seller?"), of television and of regret ("Should I have taken the
// earlier train?"; skeptic68b_review_test.go): taken out.
