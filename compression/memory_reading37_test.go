package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A change said in words, with no value of a kind the older line has, marks
// the line it shares the most ordinary words with as updated: the two stay,
// the older marked. At 17e764e the older stood unmarked, as current as the
// newer (most place and choice updates of the development parts).
func TestAChangeWithoutAValueMarksWhatItChanges(t *testing.T) {
	for _, c := range [][2]string{
		{"The choir's summer concert is in St Anne's church hall on Mill Road.", "Change of plan: the choir's summer concert moved to the Corn Exchange instead."},
		{"Den Wohnungsschlüssel für Oma hat jetzt Frau Berger im Erdgeschoss.", "Planänderung beim Wohnungsschlüssel für Oma: den hat stattdessen Herr Yilmaz von gegenüber."},
		{"La cena de fin de curso de los niños será en el restaurante El Olivo.", "Cambio de planes: la cena de fin de curso de los niños al final es en casa de Marta."},
	} {
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("the older line is not marked as updated by #5: %q\n%s", l, got)
		}
		if lineOf(got, 5) == "" {
			t.Errorf("the change is gone:\n%s", got)
		}
	}
}

// A change that shares only a person's name with an earlier line changes
// nothing that line says.
func TestAChangeSharingOnlyANameMarksNothing(t *testing.T) {
	for _, c := range [][2]string{
		{"My neighbour Gwen Harris feeds the cat when we're away.", "Change of plan: Gwen Harris can't come to the barbecue now."},
		{"Mi vecina Gloria Prieto me riega las plantas cuando viajo.", "Cambio de planes: Gloria Prieto ya no viene a la barbacoa."},
		{"Unser Nachbar Jens Ohlsen gießt die Blumen, wenn wir weg sind.", "Planänderung: Jens Ohlsen kommt jetzt doch nicht zum Grillen."},
	} {
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("the first line is gone or marked as updated: %q\n%s", l, got)
		}
	}
}

// A change that names the old number beside the new ("instead of £24.99",
// "statt 149 Euro") updates the line that gives that number, though the two
// share no other word. At 17e764e the old prices stood unmarked.
func TestAChangeNamingTheOldNumberMarksItsLine(t *testing.T) {
	for _, c := range []struct{ old, new, value string }{
		{"Signed up with Fitzone. £24.99 a month, no contract.", "Fitzone emailed, it's £27.50 from March instead of £24.99.", "£24.99"},
		{"Der Kurs war im Oktober. Kostet 149 Euro im Semester.", "Die VHS hat geschrieben: jetzt 165 Euro statt 149 Euro.", "149 Euro"},
		{"Fui con Movistar. 39,90 al mes con fibra.", "Me han subido la tarifa: ahora 44,90 en vez de 39,90.", "39,90"},
	} {
		got := afterAnAside(t, c.old, c.new)
		if l := lineOf(got, 1, c.value); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("the old price's line is not marked as updated by #5: %q\n%s", l, got)
		}
	}
}

// An order on how to answer with the answers' shape beside it ("give me
// short replies", "dame respuestas cortas", "gib mir kurze Antworten") is an
// instruction though it says no "always": it is kept as one, and goes when
// it is taken back. At 17e764e it was a fact, so the take-back found no
// instruction and both stood (driven in tmux, stop 37).
func TestAnOrderOnTheAnswersShapeIsAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Hiya. Before anything: give me short replies, six bullet points at most, I'm reading on my phone.", "Forget the six bullet points thing, I'm at my laptop tonight, longer answers are fine."},
		{"Hola. Antes que nada: dame respuestas cortas, que leo en el móvil.", "Olvida lo de las respuestas cortas, ya estoy en el ordenador."},
		{"Hallo. Vorweg: gib mir bitte kurze Antworten, ich lese am Handy.", "Vergiss das mit den kurzen Antworten, ich sitze jetzt am Laptop."},
	} {
		got := remembered(t, said(c[0], "A: Ok.", "Something else entirely, the weather is grim.", "A: Ok."))
		if e := read31(c[0]); len(e) == 0 || e[0].Kind != session.LedgerRule {
			t.Errorf("not read as an instruction: %+v", e)
		}
		if lineOf(got, 1) == "" {
			t.Errorf("the instruction is gone:\n%s", got)
		}
		got = afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); l != "" {
			t.Errorf("the instruction taken back still stands: %q\n%s", l, got)
		}
	}
	for _, e := range read31("Give me short answers to the quiz questions below.") {
		if e.Kind == session.LedgerRule {
			t.Errorf("a task read as an instruction: %q", e.Text)
		}
	}
}

// Two words the whole conversation is about, said together in both lines,
// link a change to what it changes though each alone is too common to: at
// 17e764e (and in the tmux drive of stop 37) the party in the garden stood
// unmarked beside the party in the hall.
func TestAChangeOfTheConversationsSubjectMarksItsLine(t *testing.T) {
	filler := []string{"Ugh, the school run this morning was chaos.", "A: Ok.", "My back is killing me today.", "A: Ok.",
		"The neighbours are drilling again, of course.", "A: Ok.", "No news from the council yet.", "A: Ok."}
	for _, c := range [][3]string{
		{"The birthday party is in our back garden, assuming it doesn't rain.", "Twenty kids invited to the birthday party, and birthday party bags for all.", "Change of plan: the birthday party moves to the community hall on Elm Street instead."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "Para la cena de empresa somos veinte, y la cena de empresa sin discursos.", "Cambio de planes: la cena de empresa al final es en la bodega de Tomás."},
	} {
		msgs := append([]string{c[0], "A: Ok."}, filler...)
		msgs = append(msgs, c[1], "A: Ok.", c[2], "A: Ok.")
		got := remembered(t, said(msgs...))
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #13)") {
			t.Errorf("the older line is not marked as updated by #13: %q\n%s", l, got)
		}
	}
}

// Of two lines that say the change's words together, the one that opens with
// them is about them: the party's place, not that a party is planned (the
// tmux drive of stop 37, at 5fd8f06, marked "I'm planning my daughter Maya's
// 8th birthday party" as updated by the move).
func TestAChangeMarksTheLineThatOpensWithItsWords(t *testing.T) {
	got := remembered(t, said(
		"Hiya. I'm planning my daughter Maya's 8th birthday party and I am already tired.", "A: Ok.",
		"The birthday party is in our back garden, assuming it doesn't rain.", "A: Ok.",
		"Ugh, the school run this morning was chaos.", "A: Ok.",
		"Change of plan: the birthday party moves to the community hall on Elm Street instead.", "A: Ok."))
	if l := lineOf(got, 1, "planning"); l == "" || strings.Contains(l, "updated in") {
		t.Errorf("the plan is gone or marked as changed: %q\n%s", l, got)
	}
	if l := lineOf(got, 3, "garden"); !strings.Contains(l, "(updated in #7)") {
		t.Errorf("the garden is not marked as changed by #7: %q\n%s", l, got)
	}
}

// afterAnAside is the memory of first, an aside, then later (messages #1, #3,
// #5), each compacted as it comes.
func afterAnAside(t *testing.T, first, later string) string {
	t.Helper()
	return remembered(t, said(first, "A: Ok.", "Something else entirely, the weather is grim.", "A: Ok.", later, "A: Ok."))
}
