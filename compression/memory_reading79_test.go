package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Two parts read at stop 79 (dev107 and dev108, measured blind at stop 78).
// The messages here say what they lost in other words.

// A label every message opens with comes off every line: a bar typed as the
// click letter "ǁ" ("Lath 8 ǁ …") closes it as "|" does, and a count of a
// whole that stays ("🌀 14/16 am Netz – …") is a status even when it goes
// down as well as up. Both stayed on the lines of a conversation each, the
// second half of it: "am Netz – Zur Orientierung …".
func TestLabelsOfBarsAndCountsOfAWhole(t *testing.T) {
	for _, c := range []struct {
		label func(n int) string
		left  string
	}{
		{func(n int) string { return fmt.Sprintf("Lath %d ǁ ", n) }, "Lath"},
		{func(n int) string { return fmt.Sprintf("🌀 %d/16 am Netz – ", []int{14, 16, 12, 9, 11, 13}[n-1]) }, "Netz"},
	} {
		labelComesOff79(t, c.label, c.left)
	}
}

// Orders said another way than the usual: units with "from now on" and an
// "always" but no please, "don't go telling me", and "give it to me in …"
// after "anything to do with the boat" — the first two were lost, the third
// (a first rule) kept as a plain fact.
func TestOrdersSaidTheirOwnWay(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Oh and another thing, you gave me something in Fahrenheit yesterday, mate. Celsius and kilometres from now on, always.", "Celsius and kilometres", session.LedgerRule},
		{"Rule number three while I think of it. Don't go telling me to buy new when a thing can be fixed.", "buy new", session.LedgerRule},
		{"Another thing for you to hang on to: anything to do with the boat, give it to me in feet and inches.", "feet and inches", session.LedgerRule},
	})
	never31(t, session.LedgerRule,
		"Miles from now on.",
		"Euros from now on, the bank says.",
		"Don't go telling Mum about the party.",
		"The garage gave it to me in euros.")
}

// A decision said by one word after it, a question still open by one word
// after it: "We're doing it barefoot. Decided." was dropped beside a line
// with a name, "Wer fährt sie heim? Ungelöst." too. Not a place still open
// for business.
func TestOneWordSaysDecidedOrUnsolved(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"We're doing it barefoot. Decided. Everyone, including Bev, including Nan in her chair.", "barefoot", session.LedgerDecision},
		{"Wir feiern im Garten. Entschieden. Die Tante Rösli kommt auch.", "Garten", session.LedgerDecision},
		{"Sie ist 93, wohnt in Netstal und wird um neun müde. Marco will nicht gehen. Wer fährt sie heim? Ungelöst.", "Wer fährt sie heim", session.LedgerQuestion},
		{"Who brings the chairs from Hollis Hall? Still open.", "chairs", session.LedgerQuestion},
	})
	// The line is a span of the message, from where it starts to the word
	// that decides: not its trimmed clause with the next sentence after it.
	for _, text := range []string{
		"Who plays at an eel supper when there's nobody left? I'll not have a disc jockey, mind. That's final.",
		"Who drives Nonna home after, when she's tired? Still unsolved.",
	} {
		for _, e := range linesOf57(nil, text) {
			if !strings.Contains(text, e.Text) {
				t.Errorf("%q is no span of %q", e.Text, text)
			}
		}
	}
	never31(t, session.LedgerQuestion, "The chemist on Main Street? Still open.")
	never31(t, session.LedgerDecision, "Dinner at Rosa's. Done.")
}

// What is still open, said after what is nearly settled, or as the next
// thing to sort out: each was kept as a plain line, or dropped.
func TestOpenAfterWhatIsNearlySettled(t *testing.T) {
	kindsAre73(t, []kindCase73{
		{"Lo del taller se medio está resolviendo, pero me falta otra: ¿quién me hace las fotos de las piezas para el catálogo?", "fotos", session.LedgerQuestion},
		{"Now I have to sort out getting her to Hobart for the festival. Ray says sail, it's only a day.", "Hobart", session.LedgerQuestion},
	})
}

// What is said of someone after the words that say who they are, or who
// told the person: "Rhys's mum Deirdre rang to remind me, again, that she's
// allergic to prawns" (cut after "again", and read as a question), "Mi
// hermano Jhonatan, el menor, es el que hace las mariposas" (cut after "el
// menor"), "Lustige Sache: der Gregor mag gar keinen Veltliner" in words the
// conversation uses often (cut to "Lustige Sache").
func TestWhatIsSaidAfterWhoItIs(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Rhys's mum Deirdre rang to remind me, again, that she's allergic to prawns. Like properly, EpiPen allergic.", []string{"Deirdre", "allergic to prawns"}},
		{"Mi hermano Jhonatan, el menor, es el que hace las mariposas y los pescaditos articulados, tiene unas manos de ángel. Va conmigo a Bogotá.", []string{"Jhonatan", "mariposas"}},
	})
	never31(t, session.LedgerQuestion, "Rhys's mum Deirdre rang to remind me, again, that she's allergic to prawns.")
	linesHold78(t, wine79, []holdCase78{
		{"Lustige Sache: der Gregor mag gar keinen Veltliner. Im Weinviertel! Also brauchen wir beim Ausschank auch an Roten, sonst steht mein eigener Mann den ganzen Abend mit am Soda-Zitron da.", []string{"Gregor", "keinen Veltliner"}},
	})
}

// What a message says of things the conversation names often: which one on
// the left, a piece not for sale, what was fitted new.
// Each line was dropped for a line of the same message with a name in it.
func TestPlacesAndThingsInWordsSaidOften(t *testing.T) {
	linesHold78(t, cellar79, []holdCase78{
		{"Zur Orientierung: das Presshaus ist in der Kellergasse Richtung Ottenthal, das vierte links nach dem Marterl mit der blauen Madonna. Der Wallner sagt, mein Opa hat dort 1968 gefeiert.", []string{"Presshaus", "vierte links"}},
	})
	linesHold78(t, piece79, []holdCase78{
		{"Le pusimos 'la Mariposa del Magdalena' a la pieza estrella de Corpacoa. Jhonatan lleva tres semanas en ella. Esa no está a la venta, es para que la gente se quede mirando.", []string{"no está a la venta"}},
	})
	linesHold78(t, boat79, []holdCase78{
		{"Storm last night, power out on the whole south of the island till lunch. Ray Pitman took the day off. I fitted the new cleats myself, solid bronze, four of them, from the chandlery in Hobart.", []string{"fitted the new cleats", "bronze"}},
	})
}

// A constraint said of "her" or "his" right after the sentence that names
// her or him joins it, as one said of "she" or "he" does: "Her one condition
// is that nobody puts brown sugar on it" kept the condition without whose it
// was.
func TestAConditionOfHersJoinsWhoSheIs(t *testing.T) {
	linesHold78(t, nil, []holdCase78{
		{"Grandma Ardis is making the lefse herself, 300 rounds, she's 81 and rolls it thinner than printer paper. Her one condition is that nobody puts brown sugar on it in front of her. She's a butter and white sugar woman.", []string{"Ardis", "brown sugar"}},
	})
}

// A decision or an open question said outright ("… Decided.", "…
// Ungelöst.") is the message's point: under a budget it outlives a remark of
// the same message that names someone. Driven at num_ctx 2048, "We're doing
// it barefoot. Decided." was dropped and "including Nan in her chair." kept.
func TestSaidOutrightOutranksARemark(t *testing.T) {
	size := compression.Sizer{Message: func(m session.Message) int { return len(m.Content) / 4 }, Text: func(s string) int { return len(s) / 4 }}
	s := said("Lath 1 ǁ Hi, I'm Hallie, vet tech out of Viroqua. Celsius and kilometres from now on, always.", "A: ok",
		"Lath 2 ǁ Grandma Ardis is making the lefse herself, 300 rounds. Her one condition is that nobody puts brown sugar on it in front of her.", "A: ok",
		"Lath 3 ǁ We're doing it barefoot. Decided. Everyone, including Nan in her chair.", "A: ok",
		"Lath 4 ǁ Marco will nicht gehen, ich auch nicht. Wer fährt die Nonna heim? Ungelöst.", "A: ok")
	s, _ = compression.KeepFacts(s, 8, "test", size, 80, day)
	var lines []string
	for _, e := range s.Ledger {
		lines = append(lines, e.Text)
	}
	kept := strings.Join(lines, "\n")
	if !strings.Contains(kept, "barefoot") {
		t.Errorf("the decision is dropped for the budget, before a remark of its message:\n%s", kept)
	}
}

// What someone gave the person is news of a thing, as what they bought is:
// "Nos regaló una caja de colofonia …", "Dr. Studer hat mir eine Paste
// mitgegeben, Milbemax für Welpen" were dropped beside a line of the same
// message with a name or a figure.
func TestWhatSomeoneGaveIsAThing(t *testing.T) {
	violins := []string{
		"Don Eusebio arregla los violines, don Eusebio tiene el cello también.", "A: Ok.",
		"Los violines de don Eusebio están en su taller, los violines y el cello.", "A: Ok.",
		"Don Eusebio dice que el cello tarda, los violines no.", "A: Ok.",
	}
	linesHold78(t, violins, []holdCase78{
		{"Hoy don Eusebio entregó los tres violines arreglados, suenan como nuevos, y el cello se lo queda hasta la otra semana. Le pagué la mitad. Nos regaló una caja de colofonia que él mismo hace con resina de curupaú, huele a monte.", []string{"colofonia"}},
	})
	pups := []string{
		"Dr. Studer kommt am Montag zu den Welpen, Dr. Studer impft die Welpen.", "A: Ok.",
		"Die Welpen sind jetzt drei Wochen, Dr. Studer war zufrieden mit den Welpen.", "A: Ok.",
		"Lea hilft bei den Welpen, und Dr. Studer zeigt ihr alles.", "A: Ok.",
	}
	linesHold78(t, pups, []holdCase78{
		{"Entwurmt wird mit zwei, vier, sechs und acht Wochen. Dr. Studer hat mir eine Paste mitgegeben, Milbemax für Welpen, die schmatzen sie wie Honig.", []string{"Milbemax"}},
	})
}

// labelComesOff79 reports each line of six messages, each opened by
// label(n), that still holds left, a word of the label.
func labelComesOff79(t *testing.T, label func(n int) string, left string) {
	t.Helper()
	says := []string{
		"Grandma Ardis is making the lefse herself, 300 rounds.",
		"The officiant is Pastor Jan Solberg from Coon Prairie.",
		"Date is set: Saturday, September 20th.",
		"Our budget is $9,000 all in.",
		"Tyler's allergic to shellfish, so no shrimp boil.",
		"The tent comes from Vernon County Rentals on Friday.",
	}
	var msgs []string
	var at []int
	for i, s := range says {
		at = append(at, len(msgs))
		msgs = append(msgs, label(i+1)+s, "A: Ok.")
	}
	for _, e := range compression.Extract(said(msgs...), at) {
		if strings.Contains(e.Text, left) {
			t.Errorf("the label stays on the line %q", e.Text)
		}
	}
}

// Conversations before a message that use its words often, so that they
// score nothing in it (shared with skeptic79a_review_test.go).
var (
	wine79 = []string{
		"Der Gregor und ich machen den Ausschank, der Veltliner kommt vom Onkel.", "A: Ok.",
		"Der Gregor holt den Veltliner am Freitag, der Veltliner ist schon gekühlt.", "A: Ok.",
		"Beim Veltliner hilft der Gregor, der Gregor kennt den Veltliner.", "A: Ok.",
	}
	cellar79 = []string{
		"Das Presshaus in der Kellergasse bei Ottenthal gehört uns, das Marterl steht davor.", "A: Ok.",
		"In der Kellergasse Richtung Ottenthal ist das Marterl, das Presshaus ist alt.", "A: Ok.",
		"Das Marterl, die Kellergasse, das Presshaus: alles bei Ottenthal.", "A: Ok.",
	}
	piece79 = []string{
		"La mariposa de Jhonatan es la pieza estrella, la mariposa tiene alas que tiemblan.", "A: Ok.",
		"Jhonatan trabaja en la mariposa, la mariposa va a Bogotá.", "A: Ok.",
		"La gente va a mirar la mariposa de Jhonatan en la feria de Bogotá.", "A: Ok.",
	}
	boat79 = []string{
		"The couta is in the shed at Alonnah, the couta needs cleats and a motor.", "A: Ok.",
		"Hobart has the chandlery, the chandlery in Hobart has bronze cleats.", "A: Ok.",
		"Bronze cleats for the couta from Hobart, that's the plan.", "A: Ok.",
		"Four bronze cleats, solid bronze, from the chandlery in Hobart for the couta.", "A: Ok.",
	}
)
