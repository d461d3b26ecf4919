package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 41). The sentences are this
// file's own.

// A label that opens every message with a mark and runs, words that stay and
// a figure that changes, to a dash ("🎧 Podcast 12 min left — …", what a
// phone shows) is taken off to the dash: a dash after the same word each time
// ends the label. Before, only the mark went and "Podcast 12 min left —" was
// glued to each message's first line. A dash after words that vary still sets
// a note's thing off ("📌 Council tax – £142", TestSkeptic39bEmojiBulleted…).
func TestALabelEndingInADashAfterTheSameWord(t *testing.T) {
	got := remembered(t, said(
		"🎧 Podcast 41 min left — The plumber comes on Friday at 9, he wants £120 cash.", "A: Ok.",
		"🎧 Podcast 33 min left — My neighbour Gwen Ashby has the spare key.", "A: Ok.",
		"🎧 Podcast 8 min left — The boiler is a Vaillant ecoTEC from 2011.", "A: Ok.",
		"🎧 Podcast 2 min left — Last thing, the skip arrives on the 14th.", "A: Ok.",
	))
	if strings.Contains(got, "left —") || strings.Contains(got, "Podcast") {
		t.Errorf("the label is kept on the memory's lines:\n%s", got)
	}
	for i, keys := range [][]string{{"plumber", "Friday"}, {"Gwen Ashby"}, {"Vaillant"}, {"skip", "14th"}} {
		if lineOf(got, 2*i+1, keys...) == "" {
			t.Errorf("no line of message %d holds %q:\n%s", 2*i+1, keys, got)
		}
	}
}

// A ban in voseo, as people write in Central America and the River Plate ("no
// me mandés recetas con carne", "nunca me sugerás hoteles caros", "no usés
// emojis"), is an instruction, as the same ban with "tú" was ("no me mandes
// …"). dev25's Honduran conversation had "no me recomendés tramitadores" read
// as a plain fact. Not a condition ("si me mandás la lista").
func TestABanInVoseoIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Ah, y una cosa, mirá: no me mandés recetas con carne, que en casa somos todos vegetarianos.",
		"Nunca me sugerás hoteles caros, vos sabés que viajamos con lo justo.",
		"Te pido una sola cosa: no usés emojis, mi teléfono viejo no los muestra.",
		"Che, no me recomendés academias de manejo, mi tío me enseña gratis.",
	)
	notReadAs(t, session.LedgerRule, "Si me mandás la lista del súper, la imprimo en el trabajo.")
}

// A number of two words joined ("forty-eight", "sechsundvierzig",
// "veintiséis") is a value as "forty" and "48" are: a message that gives it
// beside a sentence naming someone kept only the named one (dev26's Shetland
// knitter, "thirty-six balls").
func TestANumberOfJoinedWordsIsAValue(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Counted the yarn tonight. For the kits I need forty-eight skeins of the base colour alone. The kitchen table has vanished under wool and Marmalade has claimed the grey for a bed.", "forty-eight skeins"},
		{"Hab heute Abend die Wolle gezählt. Für die Kurse brauche ich sechsundvierzig Knäuel allein von der Grundfarbe. Der Küchentisch ist unter Wolle verschwunden und Mieze schläft im Grau.", "sechsundvierzig Knäuel"},
		{"Conté la lana esta noche. Para los talleres necesito veintiséis ovillos solo del color base. La mesa de la cocina desapareció bajo la lana y Canela se durmió en el gris.", "veintiséis ovillos"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// "Schick mir bitte keine Sprachnachrichten" orders the assistant as "Schreib
// mir …" does (dev26's "Schick mir bitte keine Links" was a plain fact;
// "schicken" is no word of output: "Immer schicken die mir die falschen
// Teile", the review). And
// what someone else always or never does is no order, whatever the verb:
// "They always show up hungry", "Er schickt mir nie die Belege", "He never
// tells me anything" (dev21 had "They always show up hungry" as a rule).
func TestSendMeAndWhatOthersAlwaysDo(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Noch was: Schick mir bitte keine Sprachnachrichten, die kann ich im Zug nicht abhören.",
		"Bitte schick mir keine Fotos von Rezepten, nur den Text.",
	)
	notReadAs(t, session.LedgerRule,
		"The twins come every Sunday. They always show up starving and leave the fridge empty.",
		"Der Steuerberater ist so eine Sache. Er schickt mir nie die Belege zurück.",
		"My landlord is hopeless. He never tells me when the plumber is coming.",
		"Mis vecinos son un desastre. Ellos nunca me dicen cuándo cortan el agua.",
	)
}

// What someone cannot have or will not eat, said with the word of another
// language or another form: "Ich vertrag kein Knoblauch", "tengo alergia a
// las nueces", "Mein Mann ist Vegetarier", "a nut allergy" — a liking or a
// limit as "allergic" and "vegetarian" were (dev19, dev20, dev23, dev24 had
// each lost to a sentence naming someone).
func TestLimitsInOtherWords(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Bevor du mir Rezepte vorschlägst: ich vertrag kein Knoblauch. Meine Schwester Gudrun lacht mich deswegen seit Jahren aus, beim Italiener in der Kantstraße.", "Knoblauch"},
		{"Una cosa importante: tengo alergia a las nueces. Mi cuñada Pilar siempre se olvida y trae turrón a la cena de la calle Mayor.", "nueces"},
		{"Und jetzt kommt's: Mein Mann ist Vegetarier. Der Metzger Kowalski in der Bahnhofstraße hat fast geweint.", "Vegetarier"},
		{"Heads up: Omar has a serious sesame allergy. His mum Farida drives him over from Harehills on Saturdays.", "sesame"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// "No me digas que …" before what happened is surprise ("No me digas que ya
// cerraron la panadería"), not a standing order: at stop 40 it was a rule the
// model would keep obeying. "No me digas los precios en dólares" still is one.
func TestDisbeliefIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"¡No me digas que ya cerraron la panadería de la esquina!",
		"Ay, no me digás que el bus de las seis ya no pasa por el centro.",
		"Don't tell me that the ferry to Mull is off again.",
		"Sag bloß nicht, dass der Bäcker am Markt zugemacht hat.",
	)
	readAs(t, session.LedgerRule, "No me digas los precios en dólares, ponlos en pesos.")
}

// A rule's label with a word of size ("Another small rule for you: …", "One
// more rule: …", "Noch eine kleine Regel: …", "Otra reglita: …") labels an
// instruction as "Another rule: …" did. dev25's "Another small rule for you:
// when you give me measurements use metres …" was lost once the label before
// it ("📶 Econet 910MB left —") was taken off. Not a rule of the house.
func TestASmallRuleIsARule(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Another small rule for you: when you list prices give them in rand, not dollars.",
		"One more rule: no exclamation marks in what you write.",
		"Noch eine kleine Regel: keine Emojis in deinen Antworten.",
		"Otra reglita: nada de emojis cuando me contestes.",
	)
	notReadAs(t, session.LedgerRule, "Another small rule in our house: shoes off at the door.")
}

// A task asked once is no standing order: "When you get a chance, give me a
// call about …" (a rule at stop 40; dev24 had "When you get a chance, help me
// draw up the fixtures" as one), "Cuando puedas, mandame …", and the German
// "Schreib mir eine Einkaufsliste für Samstag", which "schreib mir" made a
// rule. "When you give me recipes, use grams", "Schreib mir immer auf
// Deutsch" and "Schreib mir bitte keine langen Texte" still are rules.
func TestATaskAskedOnceIsNoOrder(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you get a chance, give me a call about the boiler quote.",
		"Cuando puedas, mandame la receta del chipá que te pedí.",
		"Schreib mir bitte eine Einkaufsliste für das Grillfest am Samstag.",
		"Schreib mir mal den Brief an die Hausverwaltung wegen der Heizung.",
	)
	readAs(t, session.LedgerRule,
		"When you give me recipes, use grams and millilitres.",
		"Schreib mir immer auf Deutsch, auch wenn ich Englisch schreibe.",
		"Schreib mir bitte keine langen Texte, ich lese am Handy.",
	)
}

// What is no standing order though it has the words of one: "Never mind, I
// found the receipt" drops a matter (it was a rule, ranked with the
// instructions); "My gran always says you should …" is her saying; "Keep it
// between us, but …" a confidence. "Never mind, you can write in English
// again" still takes an instruction back.
func TestWordsOfOrdersThatOrderNothing(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Never mind, I found the receipt from the garage in my coat pocket.",
		"Vergiss es, hat sich erledigt, der Ersatzschlüssel lag bei Frau Brandt.",
		"My gran always says you should never trust a man with a clean garage.",
		"Keep it between us, but Rita from the choir is moving to Dundee in March.",
	)
	readAs(t, session.LedgerRule, "Never mind, you can write in English again.")
}

// Instructions said the short ways people say them, each lost or read as a
// plain fact at stop 40: a bare ban on a look only answers have ("No emojis,
// please.", "Keine Stichpunkte, bitte", "Nada de viñetas"; an instruction of
// two words is kept though two words are otherwise too few), a wish with "if
// you" or "que me" ("I'd prefer if you didn't use …", "Prefiero que me
// contestes sin …"), a favour labelled as holding from now on ("Quick favour
// going forward: …"), "stop calling me …", "no me trates de usted", "evitá
// …". Not a table at a party, nor "No emojis at all?".
func TestShortInstructions(t *testing.T) {
	readAs(t, session.LedgerRule,
		"No emojis, please.",
		"Keine Stichpunkte, bitte.",
		"Nada de viñetas.",
		"No markdown, I paste everything into Word.",
		"I'd prefer if you didn't use exclamation marks.",
		"Prefiero que me contestes sin tecnicismos, que no soy ingeniera.",
		"Quick favour going forward: temperatures in Celsius, please.",
		"Please stop calling me madam.",
		"Te pido que no me trates de usted.",
		"Por favor, evitá los anglicismos.",
	)
	notReadAs(t, session.LedgerRule,
		"No tables at the party, the garden is too small.",
		"No emojis at all in your last message?",
		"I'd prefer if you came round on Tuesday instead.",
	)
}

// A task left for later said without a question ("I have no idea how to
// price the jam yet, we'll work on that", "Tenemos que ver todavía lo del
// transporte", "Más adelante me ayudás con …", "Irgendwann musst du mir mal
// erklären, wie …") is an open question: the first two were lost, having
// no name or value to keep them. Not what one could not do once.
func TestATaskForLaterIsAnOpenQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I have no idea how to price the plum jam yet, we'll work on that.",
		"Tenemos que ver todavía lo del transporte para la excursión.",
		"Más adelante me ayudás con el presupuesto del cumple de la nena.",
		"Irgendwann musst du mir mal erklären, wie das mit der Nebenkostenabrechnung geht.",
	)
	notReadAs(t, session.LedgerQuestion, "I had no idea how to swim until I was thirty.")
}

// readAs fails for each text that gives no line of the kind.
func readAs(t *testing.T, kind session.LedgerKind, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if len(kindLines(text, kind)) == 0 {
			t.Errorf("%q gives no %s line", text, kind)
		}
	}
}

// notReadAs fails for each text that gives a line of the kind.
func notReadAs(t *testing.T, kind session.LedgerKind, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got := kindLines(text, kind); len(got) > 0 {
			t.Errorf("%q gives %s lines: %q", text, kind, got)
		}
	}
}
