package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 37 (17e764e..5fd8f06) by a skeptic helper. Each test below
// fails at 5fd8f06 (and still at 04cb38d, committed during the review) and
// says what the person would lose, or what wrong context the model would be
// sent. Those marked "regression" pass at 17e764e; the one
// marked "older gap" fails there too. The sentences are this file's own.

// skeptic37Later is the memory of first, a remark, then later, each
// answered with "Ok.".
func skeptic37Later(t *testing.T, first, later string) string {
	t.Helper()
	return remembered(t, said(first, "A: Ok.", "Ugh, the school run this morning was chaos.", "A: Ok.", later, "A: Ok."))
}

// --- A word of change that changes nothing (Merge, the no-value path) -------

// Regression (e480e7a, 5fd8f06). A later message that says something else
// about the same event with "now", "no longer", "neue", "nicht mehr", "al
// final", "ya no" in it (shoes found for the reception, a guest who cannot
// come, a raffle prize, garlands still to buy, a dress bought) changes
// neither where nor when the event is. At 5fd8f06 the line that says where
// and when is marked "(updated in #5)": the model is told the venue and the
// date no longer hold, and the line loses 6 of its rank (and goes with the
// newer line when that one is dropped). The two lines share only the
// event's name ("wedding reception", "school fair", "Kindergeburtstag",
// "cena de empresa"), which sharesPhrase/sharesCompound take for the thing
// that changed. At 17e764e none was marked.
func TestSkeptic37NewsAboutAnEventDoesNotMoveIt(t *testing.T) {
	for _, c := range [][2]string{
		{"The wedding reception is at Hadley Barn near Ludlow.", "I've finally found shoes for the wedding reception now, the ones from Clarks."},
		{"The birthday party is in our back garden, assuming it doesn't rain.", "Uncle Pete is no longer coming to the birthday party, his knee again."},
		{"The school fair is on the 14th of June, on the playing field behind the school.", "The school fair raffle now has a hamper from Waitrose as first prize."},
		{"Der Kindergeburtstag von Lena ist am Samstag bei uns im Garten.", "Für den Kindergeburtstag von Lena brauche ich noch neue Girlanden."},
		{"Die Weihnachtsfeier der Firma ist im Brauhaus Früh am Dom.", "Mein Kollege Jonas kommt nicht mehr zur Weihnachtsfeier der Firma."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "Al final me he comprado un vestido nuevo para la cena de empresa."},
	} {
		got := skeptic37Later(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("where and when the event is, gone or marked as no longer holding: %q\n%s", l, got)
		}
	}
}

// Regression (e480e7a, 5fd8f06). The assistant's own confirmation ("I've
// updated the birthday party checklist with …", "Aquí tienes otra vez la
// lista de la cena de empresa …", "Ich habe die Liste für die
// Weihnachtsfeier der Firma jetzt … ergänzt") says nothing changed: it
// repeats the plan. At 5fd8f06 it marks the person's own line as updated by
// the assistant's message — the games the child chose, the date and the
// restaurant of the dinner, the date and the hall of the party — so the
// model reads the person's facts as superseded by its own chatter. At
// 17e764e none was marked.
func TestSkeptic37TheAssistantsConfirmationChangesNothing(t *testing.T) {
	for _, c := range []struct {
		msgs []string
		line int
		key  string
	}{
		{[]string{"The birthday party is in our back garden on Saturday, Zoe turns six.", "A: Lovely, six is a great age. What games would you like?",
			"A treasure hunt, and pass the parcel.", "A: Great choices. I've updated the birthday party checklist with the treasure hunt and pass the parcel."}, 3, "treasure"},
		{[]string{"La cena de empresa es el viernes 12 en el restaurante Miramar.", "A: Perfecto. ¿Cuántos sois?",
			"Unos veinte, con los de Sevilla.", "A: Genial. Aquí tienes otra vez la lista de la cena de empresa, ya con los de Sevilla."}, 1, "Miramar"},
		{[]string{"Die Weihnachtsfeier der Firma ist am 12. Dezember im Brauhaus Früh am Dom.", "A: Schön. Wie viele Leute kommen?",
			"Etwa zwanzig, mit den Kollegen aus Bonn.", "A: Gut. Ich habe die Liste für die Weihnachtsfeier der Firma jetzt um die Bonner Kollegen ergänzt."}, 1, "Brauhaus"},
	} {
		got := remembered(t, said(c.msgs...))
		if l := lineOf(got, c.line, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("the person's line is gone or marked as updated by the assistant: %q\n%s", l, got)
		}
	}
}

// Regression (e480e7a, 5fd8f06, 98c75c5). The wrong mark costs the fact
// itself when the memory is full: the venue's line, marked as updated by
// "I've finally found shoes for the wedding reception now", loses 6 of its
// rank while the shoes line gains 6 as the "newest value", so with room for
// 45 words the shoes stay and Hadley Barn goes — the person asks "where's
// the reception again?" and the memory cannot say. At 17e764e the venue was
// kept at this budget (the shoes went).
func TestSkeptic37AWrongMarkCostsTheVenueInAFullMemory(t *testing.T) {
	got := rememberedWithin(t, said(
		"The wedding reception is at Hadley Barn near Ludlow.", "A: Ok.",
		"My sister Kate is doing the flowers, peonies and eucalyptus.", "A: Ok.",
		"The gift list is at John Lewis, reference WED4471.", "A: Ok.",
		"Dad's speech is capped at five minutes, he's been warned.", "A: Ok.",
		"I've finally found shoes for the wedding reception now, the ones from Clarks.", "A: Ok."), 45)
	if lineOf(got, 1, "Hadley", "Barn") == "" {
		t.Errorf("the reception's venue is gone from a full memory:\n%s", got)
	}
}

// --- A shared long number (sharesValue) ---------------------------------------

// Regression (88fa920). "X instead of Y" names Y as the old value, but
// sharesValue credits a line that shares either number: when another thing
// of the person's life happens to stand at the new value (Maya's swimming at
// 18:00, the phone contract at £27.50 / 29,99 Euro), that line is marked
// "(updated in #5)" — the model is told Maya's swimming time and the phone
// tariff no longer hold — while the football and the gym, which did change,
// stand unmarked. At 17e764e nothing was marked (no word shared).
func TestSkeptic37TheNewValueDoesNotNameWhatChanged(t *testing.T) {
	for _, c := range []struct{ first, other, change, key string }{
		{"Tom's football training is Thursdays at 17:30 at Hove Park.", "Maya's swimming lesson is Thursdays at 18:00 at the King Alfred.",
			"Coach texted, from next week it's 18:00 instead of 17:30.", "swimming"},
		{"The gym membership at Fitzone is £24.99 a month.", "My phone contract with Three is £27.50 a month.",
			"They emailed, it's £27.50 from March instead of £24.99.", "phone"},
		{"Das Fitnessstudio kostet 24,99 Euro im Monat.", "Mein Handyvertrag bei O2 kostet 29,99 Euro im Monat.",
			"Die haben geschrieben: ab März 29,99 Euro statt 24,99 Euro.", "Handyvertrag"},
	} {
		got := remembered(t, said(c.first, "A: Ok.", c.other, "A: Ok.", c.change, "A: Ok."))
		if l := lineOf(got, 3, c.key); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("a line that only shares the new value is gone or marked as updated: %q\n%s", l, got)
		}
	}
}

// --- Where a line stands (placed) ----------------------------------------------

// Regression (98c75c5). A number of three digits or more now weighs its line
// ×6 wherever it stands, against ×2 for a message's best line: a year or a
// count said as an aside ("I haven't been this tired since 2019", "I've asked
// him about 100 times", "no estaba tan cansada desde 2019") outranks the
// message's point, the landlord's agreement to pay half the boiler. With
// room for 35 words the aside stays and Mrs Okafor's decision goes. At
// 17e764e (aside and best line both ×2) the decision was kept.
func TestSkeptic37AYearInAnAsideOutranksTheDecision(t *testing.T) {
	for _, c := range [][2]string{
		{"Morning! Ugh, the school run was absolute chaos again today. Anyway, the plumber Dave Kettle comes Tuesday to look at the boiler.",
			"Honestly I haven't been this tired since 2019, the baby was up all night. The landlord, Mrs Okafor, agreed to split the cost of the boiler."},
		{"Morning! The plumber Dave Kettle comes Tuesday to look at the boiler.",
			"I've asked him about 100 times to text before he comes, he never does. The landlord, Mrs Okafor, agreed to split the cost of the boiler."},
		{"¡Buenos días! El fontanero, Paco Gil, viene el martes a mirar la caldera.",
			"Uf, no estaba tan cansada desde 2019, la niña no ha dormido nada. La casera, la señora Okafor, ha aceptado pagar la mitad de la caldera."},
	} {
		got := rememberedWithin(t, said(c[0], "A: Ok.", c[1], "A: Ok."), 35)
		if lineOf(got, 3, "Okafor") == "" {
			t.Errorf("the landlord's decision went for an aside:\n%s", got)
		}
	}
}

// --- "a las" (valueKind) ----------------------------------------------------------

// Regression (eb41786). "a las" before a number is "to the" as often as "at"
// ("invitamos a las 12 familias", we invited the 12 families): valueKind now
// reads every "a las N" as a clock time, so "Ahora son 15 familias" gives a
// count that no longer revalues a time, and the 12 families stand unmarked
// beside the 15 as equally current. At 17e764e ("num:familias") the older
// line was marked "(updated in #5)".
func TestSkeptic37ACountAfterALasIsNoClockTime(t *testing.T) {
	for _, c := range [][2]string{
		{"Para el cumple de Lucía invitamos a las 12 familias de su clase.", "Ahora son 15 familias, se suman las del baloncesto."},
		{"Para el cumple de Lucía hemos invitado a las 12 familias de su clase.", "Al final invitamos a 15 familias, también las del equipo de baloncesto."},
	} {
		got := skeptic37Later(t, c[0], c[1])
		if l := lineOf(got, 1, "12"); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("the old count of families is not marked as updated by #5: %q\n%s", l, got)
		}
	}
}

// --- Instructions on the answers' shape (shapedAnswers) ----------------------------

// Regression (259ef63). Replies the person asks to have written for others —
// under the reviews of their business, on a quiz sheet for seven-year-olds —
// are a task, not an order on how the assistant answers. At 5fd8f06 they are
// read as instructions: ranked 40 above every fact and dropped last, they
// tell the model to keep all its answers short for the rest of the
// conversation. answersOf stops only at "to/for/on/…" right after the noun,
// not at "under each review" nor at "short on the quiz sheet". At 17e764e
// they were facts.
func TestSkeptic37RepliesWrittenForOthersAreNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Write short replies under each review on our Google page, thanking them.",
		"Escribe respuestas cortas debajo de cada reseña de Google, dando las gracias.",
		"Make the answers short on the quiz sheet, the kids are only seven.")
}

// Older gap (fails at 17e764e too; 259ef63 set out to close it). Spanish says
// "shorter answers" as "respuestas más cortas" and "very short" as "muy
// cortas", the shape after the noun with a word between, and English lists
// shapes ("short, simple answers"): shapedAnswers looks only right beside the
// noun, so these stay facts (the English cut to "simple answers, I'm on my
// phone."), and "Olvida lo de las respuestas cortas" finds no instruction to
// take back — the model keeps answering short on the person's laptop.
func TestSkeptic37AShapeNotRightBesideTheNounIsAnInstruction(t *testing.T) {
	for _, c := range [][2]string{
		{"Hola. Antes que nada: dame respuestas más cortas, que leo en el móvil.", "Olvida lo de las respuestas cortas, ya estoy en el ordenador."},
		{"Hola. Antes de nada: dame respuestas muy cortas, que voy en el autobús.", "Olvida lo de las respuestas cortas, ya estoy en el ordenador."},
		{"Hi. First thing: give me short, simple answers, I'm on my phone.", "Forget the short answers thing, I'm at my laptop now."},
	} {
		if e := read31(c[0]); len(e) == 0 || e[0].Kind != session.LedgerRule || !strings.Contains(e[0].Text, "short") && !strings.Contains(e[0].Text, "cortas") {
			t.Errorf("not read as an instruction: %+v", e)
		}
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); l != "" {
			t.Errorf("the instruction taken back still stands: %q\n%s", l, got)
		}
	}
}
