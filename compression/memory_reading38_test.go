package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// rulesIn are the instruction lines read from text alone.
func rulesIn(text string) []string {
	return kindLines(text, session.LedgerRule)
}

// kindLines are the lines of kind read from text (its message alone).
func kindLines(text string, kind session.LedgerKind) []string {
	var out []string
	for _, e := range read31(text) {
		if e.Kind == kind {
			out = append(out, e.Text)
		}
	}
	return out
}

// ruleHolding is the instruction line read from text that holds want, or "".
func ruleHolding(text, want string) string {
	for _, e := range read31(text) {
		if e.Kind == session.LedgerRule && strings.Contains(strings.ToLower(e.Text), strings.ToLower(want)) {
			return e.Text
		}
	}
	return ""
}

// What a label puts before everything else ("Quick thing before we get
// going:", "Vorab eine Sache:", "Lo primero:") and says to the assistant is
// an instruction, though it says no "always": an order to the person ("talk
// to me in plain words"), an order on whatever the assistant quotes. At
// 7d8ee3a each was a fact of a first message, and in four of the eighty
// development conversations (heldout16 and heldout17, read at stop 38) it
// lost its place to the message's other lines: the first instruction gone.
func TestAnUpFrontLabelMakesAnOrderAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Hello there, my nephew set this up for me. Quick thing before we get going: talk to me in plain words, I get lost in jargon. I'm restoring a 1972 caravan.", "plain words"},
		{"Evening. One thing before we start: answer me in numbered steps, I'm not great with walls of text.", "numbered steps"},
		{"Hi! First thing: every price you quote, give it in rand, the dollars confuse me.", "rand"},
		{"Moin. Vorab eine Sache: schreib mir alles in Stichpunkten, ich lese das im Zug.", "Stichpunkten"},
		{"Hola. Lo primero: contéstame en frases cortas, que leo en el bus.", "frases cortas"},
		{"Buenas. Una cosa antes de empezar: escríbeme sin palabras en inglés, que no las entiendo.", "palabras en inglés"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}

// What such a label puts first and is news, not said to the assistant, is
// no instruction: who the person is, a date, what they are doing.
func TestAnUpFrontLabelBeforeNewsIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"Before I forget: my sister lands at six on Friday.",
		"Before we start: you won't believe the week I've had.",
		"First thing tomorrow: send me the invoice, the accountant wants it.",
		"Vorweg: ich bin Doreen, 46, aus Arnstadt.",
		"Antes que nada: mi hija cumple quince en marzo.",
	} {
		for _, l := range rulesIn(text) {
			t.Errorf("news read as an instruction: %q", l)
		}
	}
}

// An order on how to answer after an instruction is taken back is the new
// instruction, though no "me" or "the" stands between the verb and the
// answers' look ("Just write normal paragraphs"). At 7d8ee3a it was a fact,
// and the fact lost its place to the take-back's lines (dev20).
func TestTheNewWayToAnswerAfterATakeBackIsAnInstruction(t *testing.T) {
	text := "About how you answer me: forget the bullet points, they drive me mad. Just write normal full paragraphs, I'm on the laptop now."
	if ruleHolding(text, "normal full paragraphs") == "" {
		t.Errorf("the new way to answer is no instruction: %+v", read31(text))
	}
	task := "Forget the bullet points, they drive me mad. Write three paragraphs on the club's history for the newsletter."
	if l := ruleHolding(task, "paragraphs"); l != "" {
		t.Errorf("a task read as an instruction: %q", l)
	}
}

// A short sentence that says a price went up, with no number, and the
// sentence after with the new one are one line: at 7d8ee3a the amount stood
// alone ("… it comes to £1,250 all in"), the caterer it is for on no line or
// another (dev20's band, read at stop 38).
func TestWhatChangedAndItsNewValueAreOneLine(t *testing.T) {
	for _, c := range [][3]string{
		{"Bad news, the caterer raised the price. With the fuel surcharge and the extra staff it comes to £1,250 all in. I nearly choked on my tea.", "caterer", "£1,250"},
		{"Mist, die Band ist teurer geworden. Wegen Sprit und neuer Anlage wollen sie jetzt 2.100 Euro für den Abend. Ich hab geschluckt.", "Band", "2.100 Euro"},
		{"Uf, el salón subió el precio. Por la luz y por el aire acondicionado, ahora son 14.000 pesos por la noche. Mi esposo casi se desmaya.", "salón", "14.000 pesos"},
		{"I've rethought the allotment shed. We'll now put it behind the compost bins, out of the wind.", "shed", "compost bins"},
	} {
		got := remembered(t, said(c[0], "A: Ok."))
		if lineOf(got, 1, c[1], c[2]) == "" {
			t.Errorf("no line holds %q and %q:\n%s", c[1], c[2], got)
		}
	}
	// A head that gives its value already takes no second one.
	got := remembered(t, said("The caterer raised the price to £1,100. The florist wants £300 for the arch.", "A: Ok."))
	if l := lineOf(got, 1, "£1,100", "£300"); l != "" {
		t.Errorf("two values on one line: %q", l)
	}
}

// A sentence whose only word of instruction says how often ("always",
// "nie", "siempre") is an instruction only when that clause orders the
// assistant; what someone always does, or what always happens, is not one.
// At c05a133 these were kept as instructions: a "you" anywhere, or a "never"
// opening a clause, was enough (nineteen such lines of the development
// parts, none a fact a writer marked).
func TestWhatAlwaysHappensIsNoInstruction(t *testing.T) {
	for _, text := range []string{
		"You know what choirs are like, there's always someone who sings flat.",
		"You can never be too careful with ladders, my grandad said.",
		"If you have never been to Naples, imagine the traffic times ten.",
		"Also the noise. You never get used to it, you just stop hearing it.",
		"My neighbour says never use the cheap padlocks because they snap.",
		"Danke für dein Verständnis, ich weiß, dass das nicht immer geht.",
		"Wie immer in der Familie, das ist bei uns Tradition.",
		"Ay, la cocina nunca ha sido lo mío, por eso te tengo a ti.",
	} {
		for _, l := range rulesIn(text) {
			t.Errorf("read as an instruction: %q", l)
		}
	}
	for _, c := range [][2]string{
		{"And never, EVER suggest a bouncy castle, the garden slopes.", "bouncy castle"},
		{"Cuando te pregunte por precios, dámelos siempre con IVA incluido.", "IVA"},
		{"Oye, y esto vale para siempre: cuando te pida recetas, dámelas sin gluten.", "sin gluten"},
		{"I'd appreciate it if you'd always put the price in rand.", "rand"},
		{"Wenn du mir Teile vorschlägst, dann immer aus einem Laden in Deutschland.", "Deutschland"},
		{"Schlag mir bitte nie Fertigsoßen vor.", "Fertigsoßen"},
	} {
		if ruleHolding(c[0], c[1]) == "" {
			t.Errorf("no instruction holding %q: %+v", c[1], read31(c[0]))
		}
	}
}
