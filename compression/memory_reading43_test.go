package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 43, read from dev29 and
// dev30 after they were measured blind as heldout26 and heldout27): each case
// failed on the code before. The sentences are this file's own, not the
// corpus's.

// An open question asked without a question mark: the person says they do
// not know yet what a question word opens. Before, "Todavía no sé quién va
// a cuidar al perro" was a plain line, dropped beside any line that names
// something; "Not decided yet whether …" was read as a decision made; and the
// German one lost its head ("wer die Musik beim Fest macht").
func TestAnOpenQuestionWithoutAQuestionMark(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"I still don't know who will drive us to the airport on Sunday, my brother says his car is broken again.", "who will drive"},
		{"Haven't worked out where we put the extra guests yet, the spare room is full of boxes.", "where we put"},
		{"Not decided yet whether we paint the fence green or leave it as it is.", "whether we paint"},
		{"Ich weiß immer noch nicht, wer die Musik beim Fest macht, der Hannes hat abgesagt.", "Ich weiß immer noch nicht, wer"},
		{"Noch unklar ist, wo wir das Zelt aufstellen, die Wiese ist zu nass.", "wo wir das Zelt"},
		{"Todavía no sé quién va a cuidar al perro cuando viajemos, mi suegra no puede.", "quién va a cuidar"},
		{"No tengo claro dónde vamos a poner el escenario, el patio es muy chico.", "dónde vamos a poner"},
	} {
		got := kindLines(c.text, session.LedgerQuestion)
		if len(got) == 0 || !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("%q: open question lines %q, want one holding %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"Tom has no idea where the keys went, typical.",
		"She didn't know who he was at the party.",
		"No idea how, but the cat got onto the roof again.",
		"I don't know if I mentioned it, but my knee is bad.",
		"Ich war mir lange unsicher, ob ich den Golf verkaufen soll, aber jetzt ist er weg.",
		"I have no idea how to thank you, the party was perfect.",
	} {
		if got := kindLines(text, session.LedgerQuestion); len(got) > 0 {
			t.Errorf("%q is read as an open question: %q", text, got)
		}
	}
}

// A clause that says what something is now stays on its line, though it
// opens with a word that points back ("…, it's a buffet for the party now,
// because …"): before, it was cut as an aside, and the line said only what
// was dropped. So does a lead-in that says from when ("Desde ahora, cuando
// me hables de …, poneme …"), which was cut as a clause that names nothing.
func TestWhatSomethingIsNowIsNoAside(t *testing.T) {
	if !someLineHolds("After the trial run Uncle Joe says forget the barbecue, it's a buffet for the party now, because of the rain.", "buffet") {
		t.Errorf("the new value went as an aside: %q", kinded(read31("After the trial run Uncle Joe says forget the barbecue, it's a buffet for the party now, because of the rain.")))
	}
	text := "Desde ahora, cuando me hables de distancias, poneme todo en kilómetros, nada de millas. Acá nadie sabe qué es una milla."
	if !someLineHolds(text, "Desde ahora", "kilómetros") {
		t.Errorf("%q: no line holds its lead-in: %q", text, kinded(read31(text)))
	}
}

// "From today on" in the three languages, right before an order, says it
// holds from then on, as "from now on" does: before, "de hoy en adelante explicame con calma y
// con detalle" was a plain line, and the take-back of the first instruction
// went with it.
func TestFromTodayOnIsAnOrder(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Mi nieto me agrandó la letra. De hoy en adelante explicame todo con calma y con detalle, que tengo tiempo.", "con detalle"},
		{"Good news about my eyes. From today on give me the long version, with all the steps.", "long version"},
		{"Die neue Brille ist da. Von heute an schreib mir bitte ausführlich, mit allen Schritten.", "ausführlich"},
	} {
		if got := ruleHolding(c.text, c.want); got == "" {
			t.Errorf("%q: no instruction holds %q: %q", c.text, c.want, kinded(read31(c.text)))
		}
	}
}

// When the memory must drop, the person's lines that say no message's point
// (not its first line, nor its best, nor one with a figure, a decision, an
// open question, a code, a change) go before any line that does: of them
// one in nine holds a fact. Before, a short remark after the point outranked
// a longer first line for what it cost ("Nora laughed at me again." stayed,
// "The farrier comes on the 14th …" went).
func TestARemarkGoesBeforeAMessagesPoint(t *testing.T) {
	points := []string{
		"The farrier comes on the 14th to do all four shoes for the show, and he wants the mare tied up in the yard before he gets there.",
		"The vet said the cough is nothing at all and cleared her for the show, so there are no more papers needed for the class either.",
		"My granddaughter booked the trailer from the man in Cashel for the weekend of the show, the one with the good ramp on the back.",
	}
	remarks := []string{"Nora laughed at me again.", "Nora said a prayer.", "Nora made her cakes."}
	var all []session.LedgerEntry
	for i := range points {
		// The weights the reader gives such lines: a long point that names
		// little, a short remark with a name and a number.
		all = append(all,
			session.LedgerEntry{Kind: session.LedgerFact, Msg: 4 * i, User: true, Text: points[i], Weight: 9},
			session.LedgerEntry{Kind: session.LedgerFact, Msg: 4 * i, User: true, Text: remarks[i], Weight: 6})
	}
	size := func(text string) int { return wordCount(text) }
	var only []session.LedgerEntry
	for _, e := range all {
		if !strings.HasPrefix(e.Text, "Nora") {
			only = append(only, e)
		}
	}
	// Room for the points and a little more, at nine tenths: the remarks
	// must go.
	budget := size(strings.Join(compression.LedgerLines(only, compression.LedgerView{}), "\n"))*10/9 + 2
	kept, _ := compression.FitLedger(all, budget, size, compression.LedgerView{})
	for _, p := range []string{"farrier", "vet", "trailer"} {
		if !containsLine(kept, p) {
			t.Errorf("with room for %d words the line of the %s went, and a remark stayed:\n%s", budget, p, strings.Join(compression.LedgerLines(kept, compression.LedgerView{}), "\n"))
		}
	}
}

// containsLine reports a memory line holding the words.
func containsLine(ls []session.LedgerEntry, words string) bool {
	for _, e := range ls {
		if strings.Contains(e.Text, words) {
			return true
		}
	}
	return false
}

// kinded are the lines with their kinds.
func kinded(ls []session.LedgerEntry) []string {
	out := make([]string, len(ls))
	for i, e := range ls {
		out[i] = fmt.Sprintf("[%s] %s", e.Kind, e.Text)
	}
	return out
}
