package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 8eb768c (the fixes of the review of stop 37) by a skeptic helper
// who never saw the corpus. Each test below fails at 8eb768c and says what
// the person would lose, or what wrong context the model would be sent.
// Those marked "regression of 8eb768c" pass at 8eb768c^; the one marked
// "older gap" fails there too. The sentences are this file's own. (Their
// names hold "Names" so that `go test ./compression -run Names` runs them.)

// --- The old number said first (namesOld) -------------------------------------

// Regression of 8eb768c (namesOld). People name the old value before the new
// one at least as often as after it: "from £24.99 to £27.50", "no longer
// £24.99, it's £27.50 now", "von 149 Euro auf 165 Euro", "de 39,90 a 44,90",
// "antes 39,90, ahora 44,90". namesOld credits the old number only when it
// stands after the new one, so these changes no longer find the line that
// gave the old price (it shares nothing else with them): the old price
// stands unmarked beside the new one, and the model, told both are current,
// may quote the gym or the course at the old price. namesOld also looks the
// values up in the text as written while the values are lower-cased, so
// "10:15AM now instead of 9:30AM" (the order 8eb768c does accept) finds
// neither and the swimming time stays unmarked. At 8eb768c^ (sharesValue,
// either order) every old line was marked "(updated in #5)".
func TestSkeptic37bAChangeThatNamesTheOldValueFirstMarksIt(t *testing.T) {
	for _, c := range []struct{ old, new, value string }{
		{"Signed up with Fitzone. £24.99 a month, no contract.", "Fitzone emailed, the price changed from £24.99 to £27.50.", "£24.99"},
		{"Signed up with Fitzone. £24.99 a month, no contract.", "Fitzone emailed: it's no longer £24.99, it's £27.50 now.", "£24.99"},
		{"Der Kurs war im Oktober. Kostet 149 Euro im Semester.", "Die VHS hat den Preis geändert, von 149 Euro auf 165 Euro.", "149 Euro"},
		{"Fui con Movistar. 39,90 al mes con fibra.", "Me han cambiado la tarifa de 39,90 a 44,90.", "39,90"},
		{"Fui con Movistar. 39,90 al mes con fibra.", "Me han cambiado la tarifa: antes 39,90, ahora 44,90.", "39,90"},
		{"Signed up for Saturday swimming. Lessons start 9:30AM, bring a towel.", "The pool emailed, it's 10:15AM now instead of 9:30AM.", "9:30AM"},
	} {
		got := afterAnAside(t, c.old, c.new)
		if l := lineOf(got, 1, c.value); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("the old value's line is not marked as updated by #5: %q\n%s", l, got)
		}
	}
}

// --- A move said without "instead" (switched) -------------------------------------

// Regression of 8eb768c (switched). To keep "now", "neu", "al final" of news
// from marking an event's place, switched keeps only a few words of a move,
// and loses the most common: "We've moved the birthday party to the
// community hall" (not "moved to"), "has been postponed", "changed … to",
// "is now at", "ins Brauhaus Sion verschoben", "Hemos movido / cambiado la
// cena de empresa al Asador", "se ha aplazado", "ahora es en el Asador". The
// old place stands unmarked beside the new: the model is told the party is
// in the back garden and in the hall, the dinner at the Miramar and at the
// Asador, as equally current — and, with no mark, the old place keeps its
// rank in a full memory. At 8eb768c^ every old line was marked "(updated in
// #5)".
func TestSkeptic37bAChangeThatNamesAMoveMarksTheOldPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"The birthday party is in our back garden, assuming it doesn't rain.", "We've moved the birthday party to the community hall, the forecast is awful."},
		{"The birthday party is in our back garden, assuming it doesn't rain.", "We moved the birthday party to the community hall because of the forecast."},
		{"The birthday party is in our back garden, assuming it doesn't rain.", "We've changed the birthday party to the community hall, the forecast is awful."},
		{"The birthday party is in our back garden, assuming it doesn't rain.", "The birthday party is now at the community hall, the forecast is awful."},
		{"The school fair is on the playing field behind the school.", "The school fair has been postponed, the playing field is flooded."},
		{"Die Weihnachtsfeier der Firma ist im Brauhaus Früh am Dom.", "Wir haben die Weihnachtsfeier der Firma ins Brauhaus Sion verschoben, das Früh hat zu."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "Hemos movido la cena de empresa al Asador Donostia, el Miramar cierra por obras."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "Hemos cambiado la cena de empresa al Asador Donostia, el Miramar cierra por obras."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "La cena de empresa se ha aplazado, el Miramar cierra por obras."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "La cena de empresa ahora es en el Asador Donostia, el Miramar cierra por obras."},
	} {
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("the old place is not marked as updated by #5: %q\n%s", l, got)
		}
		if lineOf(got, 5) == "" {
			t.Errorf("the move is gone:\n%s", got)
		}
	}
}

// --- "a las N" before a verb (countsThing) ----------------------------------------

// Regression of 8eb768c (countsThing). Spanish puts the time first and the
// verb after it: "A las 9 empieza la función", "el domingo a las 8 sale el
// autobús", "el sábado a las 10 juega Pablo". countsThing takes any ordinary
// word after "a las N" for what N counts, so these clock times are read as
// counts ("num:empieza", "num:sale", "num:juega"), and the later time ("ahora
// es a las 11", "sale a las 9", "lo han movido a las 12") no longer revalues
// them: the old time stands unmarked beside the new, and the parent may be
// at the school at nine for a play that starts at eleven. At 8eb768c^ every
// old time was marked "(updated in #5)".
func TestSkeptic37bALasBeforeAVerbNamesAClockTime(t *testing.T) {
	for _, c := range [][2]string{
		{"A las 9 empieza la función de Navidad del cole de Lucía.", "Cambio de planes: la función de Navidad ahora es a las 11."},
		{"El domingo a las 8 sale el autobús de la excursión del cole.", "Cambio de planes: el autobús de la excursión sale a las 9."},
		{"El sábado a las 10 juega Pablo en el polideportivo.", "Cambio de planes: el partido de Pablo ahora es a las 12."},
		{"El sábado a las 10 juega Pablo en el polideportivo de Canillas.", "Nos han cambiado la hora: Pablo juega a las 12."},
	} {
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); !strings.Contains(l, "(updated in #5)") {
			t.Errorf("the old time is not marked as updated by #5: %q\n%s", l, got)
		}
	}
}

// --- A label or a thanks before the order (shapedAnswers) --------------------------

// Regression of 8eb768c (shapedAnswers). People put a label or a thanks
// before an order on how to answer: "Important: give me short answers",
// "One request: …", "Quick request, …", "Going forward, …", "Wichtig: gib
// mir …", "Eine Sache noch: gib mir …", "Una cosa: dame …", "Importante:
// dame …", "Gracias, dame …", "Por cierto, dame …". The rewritten
// shapedAnswers reads the whole line and drops the order unless the word
// before it is one of a short list (8eb768c^ cut at ": " and read each
// clause), so these are facts again: the instruction is ranked as a fact and
// dropped with them from a full memory, and when the person takes it back
// ("Forget the short answers thing, I'm at my laptop now") nothing is taken
// back — the model goes on answering in two lines on the laptop. At
// 8eb768c^ each was an instruction and went with its take-back.
func TestSkeptic37bALabelThatNamesTheOrderKeepsItAnInstruction(t *testing.T) {
	for _, s := range []string{
		"Important: give me short answers, I'm on my phone.",
		"One request: give me short answers, I'm reading on my phone.",
		"Quick request, give me short answers, I'm on my phone.",
		"Going forward, give me short answers, I'm on my phone.",
		"Wichtig: gib mir kurze Antworten, ich lese am Handy.",
		"Eine Sache noch: gib mir kurze Antworten, ich lese am Handy.",
		"Una cosa: dame respuestas cortas, que leo en el móvil.",
		"Importante: dame respuestas cortas, que leo en el móvil.",
		"Gracias, dame respuestas cortas, que leo en el móvil.",
		"Por cierto, dame respuestas cortas, que leo en el móvil.",
	} {
		if e := read31(s); len(e) == 0 || e[0].Kind != session.LedgerRule {
			t.Errorf("not read as an instruction: %q -> %+v", s, e)
		}
	}
	for _, c := range [][2]string{
		{"Important: give me short answers, I'm on my phone.", "Forget the short answers thing, I'm at my laptop now."},
		{"Wichtig: gib mir kurze Antworten, ich lese am Handy.", "Vergiss das mit den kurzen Antworten, ich sitze jetzt am Laptop."},
		{"Una cosa: dame respuestas cortas, que leo en el móvil.", "Olvida lo de las respuestas cortas, ya estoy en el ordenador."},
		{"Gracias, dame respuestas cortas, que leo en el móvil.", "Olvida lo de las respuestas cortas, ya estoy en el ordenador."},
	} {
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); l != "" {
			t.Errorf("the instruction taken back still stands: %q\n%s", l, got)
		}
	}
}

// --- News that says "statt" or "instead" of something else (switched) ----------------

// Older gap (fails at 8eb768c^ too; 8eb768c set out to close it: "a change
// said in words links only when it says a thing was put elsewhere or
// replaced"). German says an event takes place with "findet … statt", and
// switched holds "statt ": "Die Weihnachtsfeier der Firma findet wie jedes
// Jahr statt und Jonas hält die Rede" marks the Brauhaus Früh as no longer
// holding. "instead" of a detail ("cupcakes instead of a big cake", "vino en
// vez de cava") marks where the event is, though nothing of it was replaced.
// The model is told the venue is out of date, and the venue's line loses
// its rank in a full memory.
func TestSkeptic37bNewsThatNamesStattOrInsteadMovesNothing(t *testing.T) {
	for _, c := range [][2]string{
		{"Die Weihnachtsfeier der Firma ist im Brauhaus Früh am Dom.", "Die Weihnachtsfeier der Firma findet wie jedes Jahr statt und Jonas hält die Rede."},
		{"The birthday party is in our back garden, assuming it doesn't rain.", "For the birthday party I'm doing cupcakes instead of a big cake."},
		{"La cena de empresa es en el restaurante Miramar, el de siempre.", "Para la cena de empresa llevo yo el vino en vez de cava."},
	} {
		got := afterAnAside(t, c[0], c[1])
		if l := lineOf(got, 1); l == "" || strings.Contains(l, "updated in") {
			t.Errorf("where the event is, gone or marked as no longer holding: %q\n%s", l, got)
		}
	}
}
