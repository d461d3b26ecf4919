package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Readings of stop 94 (dev142 and dev143, measured blind at stop 93's end:
// three updates sent with their old value only). The messages here say what
// they lost in other words.

// inWordsSaidOften reads the last of texts in a conversation that says its
// other texts first, each answered: the words they repeat score nothing.
func inWordsSaidOften(texts ...string) string {
	var conv []string
	for _, text := range texts {
		conv = append(conv, text, "A: Ok.")
	}
	return readIn90(len(conv)-2, conv...)
}

// dev143's place update "Lunch now happening in Mama's backyard under the
// big tamarind tree, …": with Mama and lunch said often the line named
// nothing new, and an event happening somewhere was no place.
func TestAnEventNowHappeningSomewhere(t *testing.T) {
	for _, c := range []struct{ last, want string }{
		{"The picnic now happening in Auntie Vi's yard under the mango tree, she got the shade, a toilet and the long bench.", "Auntie Vi's yard"},
		{"The picnic is being held at the church hall, Auntie Vi got the key from the pastor.", "church hall"},
		{"The picnic is taking place at the old school, Auntie Vi sorted it.", "old school"},
	} {
		got := inWordsSaidOften(
			"The picnic for the tour group is on the beach by the jetty.",
			"Auntie Vi say the picnic need shade, she worried.",
			"Auntie Vi baking for the picnic, coconut tart and johnny bread.",
			"Auntie Vi want the picnic early, before the heat.",
			"The picnic got twenty people now, Auntie Vi counting plates.",
			"The beach is done. Sand flies ate the choir alive on Saturday and Marcia say she ain't sitting in the wind. "+c.last)
		if !strings.Contains(got, c.want) {
			t.Errorf("%q: the new place is lost: %q", c.last, got)
		}
	}
}

// dev143's place update "Se pasa pal parque frente a la iglesia, bajo los
// almendros.": "se pasa" (moved) with "pal" (para el) was no move.
func TestAPlaceMovedWithSePasa(t *testing.T) {
	for _, last := range []string{
		"Cambio: el salón tiene goteras. Se pasa pal patio de la escuela, bajo los mangos. El padre Rubén dijo que sí, pero sin cerveza.",
		"Cambio: el salón tiene goteras. La rifa se pasa al patio de la escuela. El padre Rubén dijo que sí, pero sin cerveza.",
	} {
		got := inWordsSaidOften(
			"La rifa va a ser en el salón comunal, a las cinco.",
			"La rifa del salón tiene tres premios, dice Chela.",
			"Chela vende los números de la rifa en el salón.",
			"El salón lo limpia Chela antes de la rifa.",
			"Para la rifa del salón hace falta un micrófono.",
			last)
		if !strings.Contains(got, "patio de la escuela") {
			t.Errorf("%q: the new place is lost: %q", last, got)
		}
	}
}

// dev142's choice update "Also machen wir das Heu doch selbst, mit Vaters
// altem Fendt …" after the contractor fell through: who does a job now, in
// words said often, was cut to the tractor it is done with.
func TestDoneOurselvesNow(t *testing.T) {
	got := inWordsSaidOften(
		"Das Heu macht der Lohnunternehmer Jessen, so ist es abgemacht.",
		"Das Heu muss vor dem Regen rein, sagt Vater.",
		"Vater fragt jeden Tag nach dem Heu.",
		"Für das Heu brauchen wir trockenes Wetter, Vater schaut Wetterbericht.",
		"Jessen kann nicht, seine Presse ist kaputt. Also machen wir das Heu doch selbst, mit Vaters altem Deutz und einer geliehenen Presse von Nachbar Hansen.")
	if !strings.Contains(got, "Also machen wir das Heu doch selbst") {
		t.Errorf("who does the hay now is lost: %q", got)
	}
	readAs(t, session.LedgerDecision,
		"So we'll do the flowers ourselves, with the buckets from the church.",
		"Lo hacemos nosotros mismos, con la lancha de Beto.",
	)
	notReadAs(t, session.LedgerDecision,
		"We enjoyed ourselves at the fair.",
		"We kept the news to ourselves for a week.",
		"Das wisst ihr doch selbst.",
		"We won't do the flowers ourselves.",
		"Should we do the flowers ourselves?",
	)
}
