package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// readIn90 is what the memory reads of message i of a whole conversation
// (the words of all its messages known, as the evaluation reads a part):
// its lines, joined.
func readIn90(i int, texts ...string) string {
	var lines []string
	for _, e := range compression.Extract(said(texts...), []int{i}) {
		lines = append(lines, e.Text)
	}
	return strings.Join(lines, "\n")
}

// Parts read at stop 90 (dev132 and dev133, measured blind at stop 89: each
// kept its first instruction in 3 of 4 conversations at both windows, and
// heldout133 missed its rule update and its places). The messages here say
// what they lost in other words.

// Taken out after the third round of reviews of stop 90 (each round found
// new misreadings, so they went rather than narrow again; the reviews' tests
// in skeptic90a … skeptic90f_review_test.go stay as guards):
//   - a voseo order of how to answer ("Eso sí: respondeme en un solo párrafo,
//     …", dev132's first instruction): "Respondeme en inglés esta vez, que es
//     para mandarle a mi jefe", "Escribime en inglés el mail para el dueño",
//     words said to a cousin;
//   - a ban of a look after a condition on the answers ("One thing, when you
//     answer me, no bullet points please", a rule of dev133): questions,
//     looks left free, rules of a teacher or an office said after it ("When
//     you answer, no bullet points, that's the golden rule for IELTS
//     essays");
//   - "from now on" and a please with no verb ("Ab jetzt bitte immer zuerst
//     das Datum", dev133's rule update): resolutions, house and work rules
//     ("From now on please always the price first on the menu board");
//   - the Spanish clitic order of form ("las distancias decímelas en horas de
//     caminata, no en kilómetros"): orders to a waiter, a nurse, a son, told
//     or quoted;
//   - "short answers" under a rule head ("One rule for the whole chat: short
//     answers in dot points"): "Rule of thumb: short answers win
//     interviews";
//   - "mit allem Drum und Dran" as a length after a take-back: a letter for
//     Grandma ("Schreib ruhig ausführlich, mit allem Drum und Dran, die Oma
//     freut sich").

// Taken out after the first review of stop 90: "sag mir" as an order
// ("Ab sofort sag mir immer zuerst, was es kostet") read quotes and figures
// as rules ("\"Sag mir immer die Wahrheit\", hat Opa früher gesagt", "sag
// mir nie wieder IKEA"; skeptic90a_review_test.go).

// Taken out after the second round of reviews of stop 90: "the question is
// who/how …" as an open question ("question is how we gonna dig the septic
// through that coral rock") read rhetorical remarks, quizzes and questions
// answered in the next sentence as open ("The question is what she sees in
// him", "The question is who hosts Christmas this year. It's my sister";
// skeptic90c/d_review_test.go).

// Taken out after the reviews of stop 90: a question after a head that
// calls it one ("dumb question maybe but who gonna handle bookings and keys
// …?") read shrugs and questions asked by others ("Fair question but what do
// we do, cry about it?", "Her question but who's paying for the chairs?");
// "gonna" as a word of what is still to be done read "What am I gonna do,
// cry about it?"; "… and I don't know what" after something to do read "I
// have to admit he fixed the boiler himself and I don't know how" and "…,
// call the bank and I don't know what" (whatnot).

// "Kein Laminat in den Wohnungen, auf gar keinen Fall." was dropped in its
// conversation (the laminate, said often, scored nothing): a thing ruled
// out, then said to be out whatever happens, is what the person wants.
// ("gesetzt" as a verb of placing, for "Den Sicherungskasten hat er in den
// Abstellraum unter der Treppe gesetzt", was taken out after the first
// review: "Er hat die alte Heizung auf die Liste … gesetzt" marked where the
// heater stands as outdated.)
func TestAFirmBanInWordsSaidOften(t *testing.T) {
	var conv []string
	for _, text := range []string{
		"Der Zählerkasten im Flur macht mir Sorgen, Gerd auch.",
		"Gerd sagt, der Zählerkasten im Flur ist alt.",
		"Gerd hat den Zählerkasten im Flur fotografiert.",
		"Der neue Zählerkasten ist bestellt, sagt Gerd, der Flur wird gestrichen.",
		"Den Zählerkasten hat Gerd in den Flur unter die Treppe gesetzt.",
		"Fliesen für die Schlafzimmer, sagt Gerd, aber ich weiß nicht.",
		"In den Schlafzimmern Fliesen? Gerd meint ja.",
		"Fliesen sind kalt in Schlafzimmern.",
		"Keine Fliesen in den Schlafzimmern, auf gar keinen Fall.",
	} {
		conv = append(conv, text, "A: Ok.")
	}
	if got := readIn90(16, conv...); !strings.Contains(got, "Keine Fliesen") {
		t.Errorf("the firm ban is lost: %q", got)
	}
	notReadAs(t, session.LedgerRule, "Kein Problem, auf keinen Fall.")
}

// An instruction taken back in a message that first says why, in the
// instruction's words ("my son read your answers and says with two
// sentences I miss things. So forget the two sentences: explain in detail
// …"), was read as a plan that changed: the why, a line of the same
// message, named the count as much as the instruction did. The new
// instruction was kept as a fact, the old one stayed current, and a small
// budget dropped the new one (dev124's first instruction, 5,000 bytes).
func TestATakeBackAfterItsOwnReason(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"Keep your answers to two sentences, I read you on the bus.",
			"My son read your answers and says with two sentences I miss half of it. So forget the two sentences: explain in detail, all the steps, I have time now.", "explain in detail"},
		{"Antworte mir in höchstens drei Sätzen, ich les das in der Pause.",
			"Meine Tochter hat deine Antworten mitgelesen und sagt, mit drei Sätzen verpasse ich die Hälfte. Also vergiss das mit den drei Sätzen: erklär mir alles ausführlich, Schritt für Schritt.", "ausführlich"},
	} {
		s := keptAsFacts(said(c.rule, "A: Ok.", "The plumber comes on Tuesday at eight.", "A: Ok.", c.back, "A: Ok."), 100000)
		var rule, old bool
		for _, e := range s.Ledger {
			if e.Kind == session.LedgerRule && strings.Contains(e.Text, c.key) {
				rule = true
			}
			if e.Msg == 0 && e.Kind == session.LedgerRule && e.Newer == 0 {
				old = true
			}
		}
		if !rule || old {
			t.Errorf("after %q: the new instruction is a rule %v, the old one still current %v", c.back, rule, old)
		}
	}
}

// First instructions of older parts lost at 5,000 bytes (found at stop 90
// reading why twelve were): after a take-back, "so longer answers are fine,
// proper detail" was a fact, and the budget dropped it.
func TestLongerAnswersFineAfterATakeBack(t *testing.T) {
	for _, back := range []string{
		"You can forget the two sentences thing now. It's getting complicated, so longer answers are fine, proper detail.",
		"Forget the two sentences rule. Longer answers are fine now, I'm at my desk.",
	} {
		s := keptAsFacts(said("Keep it to two sentences please.", "A: Ok.", back, "A: Ok."), 100000)
		n := 0
		for _, e := range s.Ledger {
			if e.Msg == 2 && e.Kind == session.LedgerRule {
				n++
			}
		}
		if n < 2 {
			t.Errorf("after %q: %d rule lines, want the take-back and the new way", back, n)
		}
	}
}

// More first instructions and their updates lost at 5,000 bytes: "Ok honestly
// forget the bullet points thing from the start" was a fact (two lead-ins
// before the take-back), and the way wanted now after a reason and "so"
// ("…, so just talk to me in normal sentences") one too; "Eine Bitte gleich:
// kein Englisch, gell" under a request head was a fact.
func TestATakeBackAfterTwoLeadInsAndAnOrderAfterItsReason(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Ok honestly forget the emoji thing from the start.",
		"Eine Bitte gleich: kein Englisch, gell.")
	s := keptAsFacts(said("Please answer me in bullet points.", "A: Ok.",
		"Ok honestly forget the bullet points thing from the start. I read this at night on the couch now, so just talk to me in normal sentences.", "A: Ok."), 100000)
	n := 0
	for _, e := range s.Ledger {
		if e.Msg == 2 && e.Kind == session.LedgerRule {
			n++
		}
	}
	if n < 2 {
		t.Errorf("%d rule lines in the take-back's message, want the take-back and the new way:\n%v", n, s.Ledger)
	}
}
