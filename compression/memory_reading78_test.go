package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Two parts read at stop 78 (dev103 and dev104, measured blind at stop 77).
// The messages here say what they lost in other words.

// An order whose condition comes after it is an order: a conversation's
// first instruction, "put the bottom line first when you answer me", was
// kept as a plain fact and lost to the budget — the same order with "when
// you answer me" first was a rule. Not what someone else does when the
// assistant answers, nor the person's feeling about it.
func TestOrdersWithTheirConditionAfter(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Put the total at the top when you answer me, then the details.", "total at the top", session.LedgerRule},
		{"Start with the price when you write to me.", "price", session.LedgerRule},
		{"Number the steps when you give me instructions.", "Number the steps", session.LedgerRule},
		{"Number the steps when you give me a list.", "Number the steps", session.LedgerRule},
		{"Pon el precio arriba del todo cuando me contestes.", "precio arriba", session.LedgerRule},
		{"Fang mit dem Preis an, wenn du mir antwortest.", "Preis", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"I get nervous when you answer me in English.",
		"Mum reads along when you reply to me.",
		"Tell Mum hello when you call me.")
}

// What a message counts, names or says is kept beside what the message
// names more loudly: a count in words ("four of the eight are shot",
// "forty-two"), who someone is when the name opens the sentence ("Gazza,
// the mechanic at the servo, …"), where a thing is done in a German passive
// with "unten" before the place. Each line was dropped for a line of the
// same message with a name, a figure or a quote in it.
func TestLinesBesideLouderOnes(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Every cabin has its own little water heater, and four of the eight are shot. The plumber is Ronnie Pitman out of Bakersville.", []string{"four of the eight"}},
		{"Box count so far: forty-two, and we've only done the spare room. Found Wal's 1987 Ranger Christmas photos.", []string{"Box count", "forty-two"}},
		{"Gazza, the mechanic at the servo, is going over the troopy before the run. He found a cracked radiator hose in Darwin, which he calls 'character'.", []string{"Gazza", "mechanic"}},
	})
	// In words the conversation uses often.
	cellar := []string{
		"Die Anlage kommt in den Hobbykeller, der Hobbykeller ist groß genug.", "A: Ok.",
		"Im Hobbykeller neben der Waschküche steht noch das alte Regal, die Waschküche bleibt frei.", "A: Ok.",
		"Der Hobbykeller und die Waschküche haben beide Strom.", "A: Ok.",
	}
	linesHold78(t, cellar, []holdCase78{
		{"Gebaut wird unten im Hobbykeller, hinter der Waschküche. Is trocken, hat Licht. Ich bin eins achtzig, der Keller is 1,75 Meter hoch.", []string{"Hobbykeller"}},
	})
	// An age in words between the name and the rest stays on the
	// person's line, as an age in digits does.
	text := "I am Francie Quinn, seventy-two, from Ardboe on the shore of Lough Neagh, forty years fishing eels."
	if got := linesOf57(nil, text); !holds57(got, "Francie Quinn", "fishing eels") {
		t.Errorf("%q: no line holds the name and the work: %v", text, got)
	}
}

// A few words of news, then its value with no subject of its own, are one
// line: "¡Llegó la seña! Mil dólares …" kept the thousand dollars without
// saying what they were.
func TestNewsThenItsValue(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"¡Llegó la seña! Mil dólares por transferencia, Sebastián me mandó el comprobante.", []string{"seña", "Mil dólares"}},
		{"Quote's in. $3,200 for the lot, labour extra.", []string{"Quote", "$3,200"}},
		{"Quote's in. €3,200 for the lot, labour extra.", []string{"Quote", "€3,200"}},
	})
}

// What the person has no one for yet, or what worries them, is open: "Thing
// that's keeping me up at night: nobody's put their hand up to take over the
// bus run", "Das Einzige, was mir noch Bauchweh macht: wohin mit dem alten
// Fett?".
func TestOpenWithNoOneYet(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Thing that's keeping me up at night: nobody's put their hand up to take over the community bus run after I finish.", "bus run", session.LedgerQuestion},
		{"Nobody's put their hand up for the raffle table yet.", "raffle", session.LedgerQuestion},
		{"Das Einzige, was mir noch Bauchweh macht: wohin mit dem alten Frittierfett nach dem Markt?", "Frittierfett", session.LedgerQuestion},
	})
}

// What was decided stays before "they have decided": the clause, in words
// the conversation uses often, scored nothing and was cut, and the line
// kept only "they have decided: …".
func TestWhatWasDecidedBeforeItsVerb(t *testing.T) {
	before := []string{
		"Dede wants a big white wedding one day, she says.", "A: Ok.",
		"The big white wedding would be at the cathedral, the white wedding people all say so.", "A: Ok.",
		"My sister had a big white wedding, and her white wedding cost a fortune.", "A: Ok.",
	}
	text := "Dede and Kofi sat me down last night. No big white wedding after this one, they have decided: the traditional marriage is enough."
	if got := linesOf57(before, text); !holds57(got, "No big white wedding") {
		t.Errorf("%q: no line holds what was decided: %v", text, got)
	}
}

// Measures asked for in inches, feet or any unit of length are an order on
// the answers, as "in metric" was: two first instructions were lost ("give
// me all your measurements in feet and inches", "I'll need sizes in inches
// from now on, please" — the second was not even a line).
func TestMeasuresInAnyUnit(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"One thing: give me all your measurements in feet and inches, that's how docks work here.", "feet and inches", session.LedgerRule},
		{"I'll need sizes in inches from now on, please.", "inches", session.LedgerRule},
		{"Give me all the sizes in centimetres.", "centimetres", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"The shelf is 30 inches wide.",
		"Vern measured everything in inches.")
}

// The person's own "not …, ever" is a constraint of theirs, kept however
// plain its words: "I'm not driving after dark, ever" was cut from its line.
func TestNotEver(t *testing.T) {
	for _, text := range []string{
		"I'm not driving after dark, ever.",
		"And I'm not driving after dark, ever, not a bus, so we're parked up by four every day.",
		"Ich fahre niemals nachts, das ist mir zu gefährlich.",
	} {
		if got := linesOf57(nil, text); !holds57(got, "after dark") && !holds57(got, "niemals nachts") {
			t.Errorf("%q: no line holds the constraint: %v", text, got)
		}
	}
}

// A decision under a head that says so stays beside a line with a name:
// "Ich habe entschieden: kein Welpe ins Ausland." was dropped for "Ein Herr
// aus Freiburg im Breisgau wollte zwei Welpen …".
func TestADecisionSaidAloud(t *testing.T) {
	before := []string{
		"Die Welpen sind da, sechs Welpen, und jeder Welpe ist gesund.", "A: Ok.",
		"Ein Welpe geht vielleicht ins Ausland, ein Welpe nach Bern.", "A: Ok.",
		"Käufer aus dem Ausland fragen viel, das Ausland zahlt gut für einen Welpe.", "A: Ok.",
	}
	text := "Ein Herr aus Freiburg im Breisgau wollte zwei Welpen und hätte sofort bezahlt. Ich habe entschieden: kein Welpe ins Ausland. Er war nicht erfreut."
	if got := linesOf57(before, text); !holds57(got, "kein Welpe ins Ausland") {
		t.Errorf("%q: no line holds the decision: %v", text, got)
	}
}

// The person's wish for the answers, the answers its object, is an order
// on them ("I'd like your answers short", as "I want your answers in plain
// English" was); so is writing everything in a look ("Write everything in
// lowercase", which made no line at all). Not a wish by when, nor writing
// everything somewhere.
func TestWishesForTheAnswers(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"I'd like your answers short and without jargon.", "answers short", session.LedgerRule},
		{"I'd prefer your replies in German.", "German", session.LedgerRule},
		{"Me gustaría tus respuestas más cortas.", "respuestas", session.LedgerRule},
		{"Write everything in lowercase for me.", "lowercase", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"I'd like your answers by Friday.",
		"Write everything in the notebook Mum gave you.")
}

// holdCase78 is a message and the words one of its lines must hold.
type holdCase78 struct {
	text string
	keys []string
}

// linesHold78 reports each message, read after the messages before, that
// has no line holding all its keys.
func linesHold78(t *testing.T, before []string, cases []holdCase78) {
	t.Helper()
	for _, c := range cases {
		if got := linesOf57(before, c.text); !holds57(got, c.keys...) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.keys, got)
		}
	}
}
