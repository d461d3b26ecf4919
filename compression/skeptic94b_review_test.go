package compression_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Second skeptical review of stop 94 (9077127): the German and Spanish
// readings of where an event is held ("se pasa al/pal …", "se hace/celebra
// en …", "findet … statt", "zieht um ins …", "nicht … sondern im …" / "no …
// sino en …"), a job done ourselves as a decision ("machen wir … selbst",
// "lo hacemos nosotros mismos"), and where we do it after "Planänderung",
// "Schlechte Nachricht", "Mala noticia" (placedPlan). Regressions pass on
// e76ec86 and fail on 9077127; misses fail on both.

// sk94bSommerfest and sk94bCena are conversations that say the event and its
// place often (the setting of memory_reading94_test.go).
var (
	sk94bSommerfest = []string{
		"Das Sommerfest ist im Hinterhof vom Wirt, mit Bänken, Zelt und Grill unter der Linde.",
		"Der Wirt sagt, das Sommerfest im Hinterhof wird groß, mit Musik und Tombola.",
		"Fürs Sommerfest braucht der Wirt Bänke, Tische und Geschirr aus dem Pfarrheim.",
		"Der Wirt will das Sommerfest früh anfangen, wegen der Nachbarn und der Kinder im Hinterhof.",
		"Die Linde im Hinterhof kriegt Lampions, sagt der Wirt, und die Kinder malen Schilder fürs Sommerfest.",
	}
	sk94bCena = []string{
		"La cena de la cofradía es en el frontón, como siempre, con las perolas de Tomás.",
		"La cena de la cofradía la cocina Tomás, con sus hermanas y el cuñado.",
		"Tomás dice que la cena empieza tarde, que en el frontón hace fresco.",
		"Para la cena Tomás pone el vino y la cofradía el pan y las perolas.",
	}
)

// sk94bLast is what the memory reads of last, said after said, each
// answered "Ok." (inWordsSaidOften of memory_reading94_test.go, which the
// parent lacks).
func sk94bLast(said []string, last string) string {
	return inWordsSaidOften(append(slices.Clone(said), last)...)
}

// "findet im engsten Familienkreis statt", "im kleinen Kreis": how a party
// is held (only the family), not where. findet … statt takes any "im …"
// within four words for its place, and the place of the line before is
// marked "updated": the person loses that the party is still at the Krone,
// and the model answers that it moved.
// Regression.
func TestSkeptic94bFindetImFamilienkreisStattMovesNothing(t *testing.T) {
	for _, how := range []string{
		"Die Hochzeitsfeier findet im engsten Familienkreis statt.",
		"Die Hochzeitsfeier findet im kleinen Kreis statt.",
	} {
		currentAfter90(t, "Gasthaus", "Die Hochzeitsfeier ist im Gasthaus Krone.", how)
	}
}

// "findet im Anschluss an die Sitzung statt": when (right after the
// meeting), not where. The Krone is marked "updated" by a time; the person
// loses where the Christmas party is.
// Regression.
func TestSkeptic94bFindetImAnschlussStattIsATime(t *testing.T) {
	currentAfter90(t, "Gasthaus",
		"Die Weihnachtsfeier ist im Gasthaus Krone.",
		"Die Weihnachtsfeier findet im Anschluss an die Sitzung statt.")
	currentAfter90(t, "Hinterhof",
		"Das Sommerfest ist im Hinterhof vom Wirt.",
		"Das Sommerfest findet im Anschluss an die Messe statt.")
}

// "findet in den Ferien nicht statt": a time it does not happen at all —
// findet … statt reads neither the time nor the "nicht". The gym is
// marked "updated": the parent loses where the training is for the rest of
// the year.
// Regression.
func TestSkeptic94bFindetInDenFerienNichtStattIsNoPlace(t *testing.T) {
	currentAfter90(t, "Turnhalle",
		"Das Training ist in der Turnhalle der Grundschule.",
		"Das Training findet in den Ferien nicht statt.")
	currentAfter90(t, "Halle",
		"Das Kinderturnen ist in der Halle am Sportplatz.",
		"Das Kinderturnen findet in den Sommerferien nicht statt.")
}

// "nicht im Sommer, sondern im Herbst": notButPlace knows months, weekdays
// and "Sommer"/"Winter", not "Herbst" or "Frühling". A new season marks the
// castle "updated": the couple lose where the wedding is.
// Regression.
func TestSkeptic94bSondernImHerbstIsATime(t *testing.T) {
	currentAfter90(t, "Schloss",
		"Die Hochzeit ist im Schloss am See.",
		"Die Hochzeit ist nicht im Sommer, sondern im Herbst.")
	currentAfter90(t, "Dorfkirche",
		"Die Taufe ist in der Dorfkirche.",
		"Die Taufe ist nicht im Frühling, sondern im Herbst.")
}

// "nicht …, sondern im Gegenteil", "sondern zum Glück": figures of speech
// after "sondern", taken for the new place; the meeting's place is marked
// "updated" by news that it goes ahead.
// Regression.
func TestSkeptic94bSondernImGegenteilIsNoPlace(t *testing.T) {
	for _, news := range []string{
		"Das Treffen fällt nicht aus, sondern im Gegenteil, es kommen mehr Leute.",
		"Das Treffen wird nicht abgesagt, sondern zum Glück nur verschoben.",
	} {
		currentAfter90(t, "Gemeindehaus", "Das Treffen ist im Gemeindehaus.", news)
	}
}

// "se pasa a la semana que viene": the rehearsal moves to next week, a
// time; "se pasa al final": the cake is handed round at the end. Read as a
// move of place, each marks the old place "updated": the choir loses where
// it rehearses, the family where the cake is.
// Regression.
func TestSkeptic94bSePasaALaSemanaQueVieneIsATime(t *testing.T) {
	currentAfter90(t, "salón",
		"El ensayo del coro está en el salón de la parroquia.",
		"El ensayo del coro se pasa a la semana que viene.")
	currentAfter90(t, "salón",
		"El ensayo del coro está en el salón de la parroquia.",
		"El ensayo del coro se pasa al mes que viene.")
	currentAfter90(t, "nevera",
		"La tarta está en la nevera de la abuela.",
		"La tarta se pasa al final, después de la cena.")
}

// "eso se pasa al rato": it wears off after a while — comfort, no place
// and nothing to remember; the change keeps it as a fact.
// Regression.
func TestSkeptic94bSePasaAlRatoIsNoLine(t *testing.T) {
	noLine90(t, "Tranquila, eso se pasa al rato.")
}

// "se hace en un momento", "en un santiamén": it is quick to make, no
// place. Kept as a line where the parent kept none, and after "La paella
// está en la cocina de Pepe" it marks Pepe's kitchen "updated": the
// friends lose where the paella is.
// Regression.
func TestSkeptic94bSeHaceEnUnMomentoIsATime(t *testing.T) {
	noLine90(t,
		"Esto se hace en un santiamén.",
		"La tortilla se hace en un momento, no te preocupes.",
		"Eso se hace en un rato.")
	currentAfter90(t, "cocina",
		"La paella está en la cocina de Pepe.",
		"La paella se hace en un momento, así que tranquilos.")
}

// "se celebra en la intimidad": held privately (only the family), not
// where. Grandma's patio is marked "updated": the family lose where the
// meal is.
// Regression.
func TestSkeptic94bSeCelebraEnLaIntimidadIsNoPlace(t *testing.T) {
	currentAfter90(t, "patio",
		"La comida la montamos en el patio de la abuela.",
		"La comida se celebra en la intimidad, solo la familia.")
}

// "Die Marmelade machen wir jedes Jahr selber", "Wir backen unseren Kuchen
// immer selbst": a habit of years, no choice made now. Read as a decision
// the model takes a custom for a fresh plan (and a plan that replaces
// another).
// Regression.
func TestSkeptic94bSelbstOfAHabitIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Die Marmelade machen wir jedes Jahr selber.",
		"Wir backen unseren Kuchen immer selbst.",
		"Unsere Nudeln machen wir seit Jahren selbst.",
		"Wir kochen jeden Tag selbst.",
	)
}

// "nosotros mismos" after any verb in -mos: a feeling about ourselves
// ("Estamos muy orgullosos de nosotros mismos"), something seen ("Lo vimos
// nosotros mismos"), done long ago ("Lo hicimos nosotros mismos el año
// pasado"), a habit ("Siempre pintamos la casa nosotros mismos"). Each is
// read as a decision — the first two where the parent kept no line at all.
// Regression.
func TestSkeptic94bNosotrosMismosIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Estamos muy orgullosos de nosotros mismos.",
		"Nos reímos mucho de nosotros mismos.",
		"Tenemos que cuidarnos a nosotros mismos.",
		"Lo vimos nosotros mismos.",
		"Lo hicimos nosotros mismos el año pasado.",
		"Siempre pintamos la casa nosotros mismos.",
	)
}

// After "Schlechte Nachricht:", placedPlan keeps any "Wir …" line with an
// "ins/auf dem …": "Wir schließen ihn ins Gebet ein" (we pray for him),
// "Wir halten euch … auf dem Laufenden" (we'll keep you posted) — words of
// comfort kept as facts beside the news, where the parent dropped them.
// Regression.
func TestSkeptic94bBadNewsThenWordsOfComfortAreNoPlan(t *testing.T) {
	for _, c := range []struct{ last, filler string }{
		{"Schlechte Nachricht: der Wirt ist gestürzt und liegt mit gebrochener Hüfte im Krankenhaus. Wir schließen ihn ins Gebet ein.", "Gebet"},
		{"Schlechte Nachricht: der Wirt ist gestürzt und liegt im Krankenhaus. Wir halten euch wegen dem Sommerfest auf dem Laufenden.", "Laufenden"},
	} {
		if got := sk94bLast(sk94bSommerfest, c.last); strings.Contains(got, c.filler) {
			t.Errorf("%q: words of comfort kept: %q", c.last, got)
		}
	}
}

// A miss left at stop 94 (kept as a comment: "Das Sommerfest machen wir jetzt im Pfarrheim" after a forecast is still lost; "findet wegen dem vielen Regen drüben im Pfarrheim statt" is read since the first review):
// // Miss: "findet … statt" with the place more than four words on ("findet
// // wegen dem vielen Regen drüben im Pfarrheim statt"), "machen wir jetzt im
// // Pfarrheim": the new place of the summer party is lost in both.
// func TestSkeptic94bFindetWithThePlaceFurtherOn(t *testing.T) {
// 	for _, c := range []struct{ last, want string }{
// 		{"Für den Samstag sagen sie 30 Liter Regen an. Das Sommerfest findet wegen dem vielen Regen drüben im Pfarrheim statt. Der Wirt is beleidigt.", "Pfarrheim"},
// 		{"Für den Samstag sagen sie 30 Liter Regen an. Das Sommerfest machen wir jetzt im Pfarrheim neben der Kirche. Der Wirt is beleidigt.", "Pfarrheim"},
// 	} {
// 		if got := sk94bLast(sk94bSommerfest, c.last); !strings.Contains(got, c.want) {
// 			t.Errorf("%q: the new place is lost: %q", c.last, got)
// 		}
// 	}
// }

// Miss: "nicht …, sondern" with a word before the place ("sondern diesmal
// im Pfarrheim", "sondern drüben im Pfarrheim") or "bei" ("sondern bei der
// Feuerwehr"): the new place is lost in both.
func TestSkeptic94bSondernThenAWordBeforeThePlace(t *testing.T) {
	for _, c := range []struct{ last, want string }{
		{"Für den Samstag sagen sie 30 Liter Regen an. Also feiern wir nicht im Hinterhof, sondern diesmal im Pfarrheim. Der Wirt is beleidigt.", "Pfarrheim"},
		{"Für den Samstag sagen sie 30 Liter Regen an. Also wird ned im Hinterhof gfeiert, sondern drüben im Pfarrheim. Der Wirt is beleidigt.", "Pfarrheim"},
		{"Für den Samstag sagen sie 30 Liter Regen an. Also wird nicht im Hinterhof gefeiert, sondern bei der Feuerwehr. Der Wirt is beleidigt.", "Feuerwehr"},
	} {
		if got := sk94bLast(sk94bSommerfest, c.last); !strings.Contains(got, c.want) {
			t.Errorf("%q: the new place is lost: %q", c.last, got)
		}
	}
}

// Miss: the change's own case in other words — after "Mala noticia:" /
// "Schlechte Nachricht:", "Vamos a hacer la cena en el polideportivo nuevo",
// "Wir gehen mit dem Sommerfest ins Pfarrheim": where we do it now is lost
// in both.
func TestSkeptic94bWhereWeDoItAfterBadNews(t *testing.T) {
	if got := sk94bLast(sk94bCena, "Mala noticia: el frontón tiene goteras. Vamos a hacer la cena en el polideportivo nuevo, que tiene tejado."); !strings.Contains(got, "polideportivo") {
		t.Errorf("where the dinner is now is lost: %q", got)
	}
	if got := sk94bLast(sk94bSommerfest, "Schlechte Nachricht: für den Samstag sagen sie 30 Liter Regen an. Wir gehen mit dem Sommerfest ins Pfarrheim neben der Kirche."); !strings.Contains(got, "Pfarrheim") {
		t.Errorf("where the summer party is now is lost: %q", got)
	}
}

// A miss left at stop 94 (kept as a comment: "Bueno, pues la comida la cocinamos nosotras." is still no decision; the German ones are read since the first review):
// // Miss: who does the job now, said without "selbst"/"mismos" at the end:
// // "Also machen wir das Heu halt doch selber mit dem alten Deutz", "Dann
// // kochen wir eben selbst für die ganze Truppe", "Bueno, pues la comida la
// // cocinamos nosotras" — no decision in both (the last no line at all).
// func TestSkeptic94bDoneOurselvesSaidOtherwise(t *testing.T) {
// 	readAs(t, session.LedgerDecision,
// 		"Also machen wir das Heu halt doch selber mit dem alten Deutz.",
// 		"Dann kochen wir eben selbst für die ganze Truppe.",
// 		"Bueno, pues la comida la cocinamos nosotras.",
// 	)
// }
