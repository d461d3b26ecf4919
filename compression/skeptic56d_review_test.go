package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 2ee070b (stop 56, fourth review): each test fails on 2ee070b and
// passes on its parent 793fd58.

// "One thing:" and its kin label whatever the person says next: a habit of
// someone else's with "always", "never", "nunca", "nie" in it is no order to
// the assistant (toTheAssistant takes the bare "always"/"never" for one), and
// as a rule it sits above everything and tells the model to obey it.
func TestSkeptic56dThingLabelBeforeSomeonesHabitIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"One thing: the kids never eat broccoli, so skip it in the meal plan.",
		"Another thing: he always leaves the lights on in the garage.",
		"Noch eine Sache: die Nachbarin antwortet nie auf meine Nachrichten.",
		"Eine letzte Sache: Oma isst nie Fisch.",
		"Una última cosa: a mi madre nunca le ha gustado el pescado.",
	)
}

// "sag … zu mir" before a word one says, not a name: greetingNouns lists a
// few, but congratulations, "Gesundheit", "Prost" are no more names than
// "Hallo", and a one-off turns into a standing instruction.
func TestSkeptic56dSagWordZuMirIsNoName(t *testing.T) {
	never31(t, session.LedgerRule,
		"Ich hab die Prüfung bestanden, sag Glückwunsch zu mir!",
		"Sag Gesundheit zu mir, ich hab gerade geniest.",
		"Sag Prost zu mir, ich hab heute frei!",
	)
}

// calledAs reads lw[k] == "sag" with no bound on k: a clause that is only
// "bitte", "please", "por favor", "okay", "also" leaves k at its end, and any
// message with "zu mir", "call me", "llám…", "dime" and such a clause panics
// (nothing in the client recovers it).
func TestSkeptic56dAPleaseClauseDoesNotPanic(t *testing.T) {
	for _, text := range []string{
		"Komm morgen zu mir, bitte.",
		"Kannst du am Samstag zu mir kommen, bitte?",
		"Call me, please.",
		"Call me, please, Bea.",
		"Llámame, por favor.",
		"Bring the kids round to mine, please, and call me when you're here.",
		"Ruf mich an, wenn du zu mir kommst, okay?",
		"Dime, porfa, qué hago con la lavadora.",
	} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q panics: %v", text, r)
				}
			}()
			read31(text)
		}()
	}
}

// holds56d reports whether a line read of text holds word (lower-cased).
func holds56d(text, word string) bool {
	for _, e := range read31(text) {
		if strings.Contains(strings.ToLower(e.Text), word) {
			return true
		}
	}
	return false
}

// A move said as news after "but"/"pero", or with "last" in the new place,
// is still where the thing is now: movedTo wants the clause's first word
// among movedNews and no "last" anywhere, and cuts the new place.
func TestSkeptic56dANewPlaceAfterButStays(t *testing.T) {
	for _, c := range []struct{ text, place string }{
		{"Parents' evening is on Thursday at 6, but they've moved it to the sports hall.", "sports hall"},
		{"The christening is on Sunday at 11 at St Mary's, but they've moved it to the church hall because of the roof.", "church hall"},
		{"Mum's hip operation is on 3 March at Airedale, they've moved her to the ward on the last floor.", "ward"},
		// "… pero nos han puesto en la sala del fondo del centro cívico" held
		// at 793fd58, not at e5e722b: "en la" after "nos han puesto" was
		// taken out again for "en la lista negra" (skeptic56g_review_test.go).
		{"La cena de empresa es el 20 de diciembre a las 9 en el Asador Maite, pero ahora la han cambiado al salón de arriba.", "salón de arriba"},
	} {
		if !holds56d(c.text, c.place) {
			t.Errorf("%q: no line keeps where it is now (%q): %v", c.text, c.place, read31(c.text))
		}
	}
}

// dev55's own stall, put anywhere but "junto a", "al lado", "en la": the new
// place is no longer among newNow's words, and putUsThere lists only some
// ("nos ponen enfrente de", "cerca de", "nos pusieron en la", "nos han
// puesto frente a", "al fondo"), so the line is dropped beside the next.
func TestSkeptic56dThePutPlaceSaidOtherwiseStays(t *testing.T) {
	for _, put := range []string{
		"nos ponen enfrente de la iglesia, al otro lado de la plaza",
		"nos ponen cerca de la iglesia, al otro lado de la plaza",
		// "nos pusieron en la esquina de la iglesia" held at 793fd58, not at
		// e5e722b: "en la" is taken out (skeptic56g_review_test.go).
		"nos han puesto frente a la iglesia, al otro lado de la plaza",
		"nos han puesto al fondo, junto a la iglesia",
	} {
		talk := []string{
			"El puesto está en la plaza, al lado de la fuente, como siempre.", "A: Vale.",
			"En la plaza hay sombra, y la fuente da fresco a los clientes.", "A: Vale.",
			"La plaza se llena a las doce, la fuente es el punto de encuentro.", "A: Vale.",
			"Y en la carta, sorpresa: este año no estamos al lado de la fuente, " + put + ". Treinta y dos años en el mismo sitio y nos mueven por unas obras.", "A: Vale.",
		}
		if got := remembered(t, said(talk...)); lineWith(got, "iglesia") == "" {
			t.Errorf("%q: no line says where the stall is put now:\n%s", put, got)
		}
	}
}

// A worry's "que" clause with a clitic after "que" or "al final" in it, that
// settles nothing ("que la operan el lunes", "que le cuesta mucho andar",
// "que me toca trabajar"), is taken for a settled one: the open question is
// lost (and "que al final no tiene coche" becomes a decision).
func TestSkeptic56dAWorryWithAnUnsettlingQueClauseAsks(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Lo que me quita el sueño: quién va a cuidar a mamá, que la operan el lunes.",
		"Lo que me preocupa: quién va a cuidar de mi padre esa semana, que le cuesta mucho andar.",
		"Me preocupa una cosa: quién va a cuidar del perro, que se pone fatal con los extraños.",
		"Lo que me preocupa: quién va a llevar a los niños al colegio, que me toca trabajar de mañana.",
		"Lo que me quita el sueño: quién va a traer a la tía Remedios desde Almazán, que al final no tiene coche.",
		"Lo que me quita el sueño: quién va a traer a la tía Remedios desde Almazán, que ya la operaron de la cadera.",
	)
}
