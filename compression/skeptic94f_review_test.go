package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Sixth skeptical review of stop 94 (93caf78 against e76ec86), German and
// Spanish: the running joke after a colon (runningJoke, verdictShape), the
// short form of a job still unfilled (stillLacking), a job done "selbst" /
// "nosotros mismos" (doneOurselves), a change of plan said mid-line
// (turned), what a change of plan settled (concludesTurn), where we go after
// bad news (placedPlan), and where an event is held (heldThere,
// notButPlace). Regressions pass on e76ec86 and fail on 93caf78; misses fail
// on both. The sentences are this file's own.

// sk94fLineOf is the line of the given kind read of text that holds want,
// or "".
func sk94fLineOf(text string, kind session.LedgerKind, want string) string {
	for _, l := range kindLines(text, kind) {
		if strings.Contains(l, want) {
			return l
		}
	}
	return ""
}

// A flea-market list where each thing has its price after a colon —
// "Kommode: 80 Euro", "Nähmaschine: 60 Euro", "Bücher: 1 Euro das Stück";
// "Cómoda: 800 pesos", "Libros: 10 pesos cada uno". Four messages of nine
// say "Euro"/"pesos" after a colon, so verdictShape takes the currency for a
// running joke's "stars", and runningJoke makes every price a plain word:
// "Nähmaschine: 60 Euro" and "Bücher: 1 Euro" are lost, "Geschirr von Oma,
// das ganze Service: 40 Euro" is cut to "Geschirr von Oma", and in Spanish
// the old price of the chest and the price of the dishes and books go. The
// seller asks "what did I want for the sewing machine?" and the model has no
// price. Regression.
func TestSkeptic94fAPriceAfterAColonIsNoRunningJoke(t *testing.T) {
	for _, c := range []struct {
		said  []string
		wants []string
	}{
		{[]string{
			"Am Samstag ist Flohmarkt am Kirchplatz, ich verkaufe Omas Sachen.",
			"Kommode: 80 Euro, die ist aus Eiche.",
			"Nähmaschine: 60 Euro, läuft noch gut.",
			"Meine Nachbarin hilft beim Aufbauen, sie bringt einen Tapeziertisch mit.",
			"Geschirr von Oma, das ganze Service: 40 Euro.",
			"Bücher: 1 Euro das Stück.",
			"Wir fangen um sieben an, der Markt geht bis zwei.",
			"Standplatz hab ich schon bezahlt.",
			"Kommode: 30 Euro, sonst nimmt sie keiner.",
		}, []string{"Nähmaschine: 60 Euro", "Service: 40 Euro", "Bücher: 1 Euro"}},
		{[]string{
			"El domingo pongo un puesto en el tianguis con las cosas de mi abuela.",
			"Cómoda: 800 pesos, es de cedro.",
			"Máquina de coser: 600 pesos, todavía sirve.",
			"Mi vecina me ayuda a montar, trae una mesa plegable.",
			"La vajilla completa de la abuela: 400 pesos.",
			"Libros: 10 pesos cada uno.",
			"Empezamos a las siete y el tianguis acaba a las dos.",
			"El lugar ya lo pagué.",
			"Cómoda: 300 pesos, si no nadie se la lleva.",
		}, []string{"abuela: 400 pesos", "Libros: 10 pesos"}},
	} {
		got := remembered(t, said(answered94(c.said...)...))
		for _, want := range c.wants {
			if !strings.Contains(got, want) {
				t.Errorf("the price %q is lost:\n%s", want, got)
			}
		}
	}
}

// A diet log that notes the weight after a colon — "Gewicht: 84 Kilo",
// "peso: 83 kilos" — in three or four of nine messages: the unit is taken
// for a running joke's verdict, the weights become plain words, and each line
// is cut before them ("Montag: Frühstück ausgelassen"). The person who
// tracks their weight with the assistant loses every weight they logged.
// Regression.
func TestSkeptic94fAWeightLoggedAfterAColonIsNoRunningJoke(t *testing.T) {
	for _, c := range []struct {
		said  []string
		wants []string
	}{
		{[]string{
			"Ich mach jetzt die Diät mit dem Intervallfasten, der Arzt hat es empfohlen.",
			"Montag: Frühstück ausgelassen, Gewicht: 84 Kilo.",
			"Dienstag war schwer, abends Pizza bei Tante Gerda.",
			"Mittwoch: nur Suppe, Gewicht: 83 Kilo.",
			"Meine Frau macht mit, sie will fünf Kilo runter.",
			"Donnerstag Radfahren mit dem Nachbarn, eine Stunde.",
			"Freitag: Gewicht: 82 Kilo, endlich geht was.",
			"Samstag Grillfest, da war nix mit Fasten.",
			"Sonntag: Gewicht: 83 Kilo, wegen dem Grillfest.",
		}, []string{"Gewicht: 84 Kilo", "Gewicht: 83 Kilo"}},
		{[]string{
			"Empecé la dieta del ayuno intermitente, me la recomendó el médico.",
			"Lunes: sin desayuno, peso: 84 kilos.",
			"El martes fue duro, pizza en casa de la tía Rosa.",
			"Miércoles: solo sopa, peso: 83 kilos.",
			"Mi mujer también la hace, quiere bajar cinco kilos.",
			"Jueves bici con el vecino, una hora.",
			"Viernes: peso: 82 kilos, por fin.",
			"Sábado barbacoa, nada de ayuno.",
			"Domingo: peso: 83 kilos, por la barbacoa.",
		}, []string{"peso: 84 kilos", "peso: 83 kilos"}},
	} {
		for i := 1; i <= 3; i += 2 {
			conv := answered94(c.said...)
			got := readIn90(2*i, conv...)
			if !strings.Contains(got, c.wants[i/2]) {
				t.Errorf("%q: the weight is lost: %q", c.said[i], got)
			}
		}
	}
}

// The short form of stillLacking takes any "Noch keine Gäste …", "Todavía
// no hay invitados …", "Noch kein Schiedsrichter …" of five or six words
// for a job or a head count still open: "Noch keine Gäste haben abgesagt"
// (nobody has cancelled — good news), "Noch kein Schiedsrichter beschwert,
// gut", "Todavía no hay invitados que cancelen", "Noch keine Gäste,
// herrlich ruhig" and "Todavía no hay invitados, qué paz" (the host enjoying
// the quiet before the party). Each is an open question on the change: the
// model is told the person still has to find guests or a referee.
// Regression: a fact on the parent, a question on the change.
func TestSkeptic94fNobodyHasCancelledYetIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"Noch keine Gäste haben abgesagt.",
		"Noch keine Gäste abgesagt, super.",
		"Noch kein Schiedsrichter beschwert, gut.",
		"Todavía no hay invitados que cancelen.",
		"Noch keine Gäste, herrlich ruhig.",
		"Noch immer keine Gäste, schön ruhig.",
		"Todavía no hay invitados, qué paz.",
		"Todavía sin invitados, qué tranquilidad.",
	)
}

// "selbst" before what it stresses means "even": "Jetzt machen wir selbst
// die kleinsten Sachen doppelt" (now we do even the smallest things twice),
// "Jetzt kochen wir selbst für den Hund noch extra, so verwöhnt ist der",
// "Jetzt holen wir selbst das Brot … mit dem Auto, so faul sind wir
// geworden", "Jetzt machen wir selbst Fehler, die früher nie passiert sind".
// doneOurselves takes any "selbst" after "wir", a verb of doing and
// "jetzt"/"also" for a job the family now does itself: a complaint or a
// joke becomes a decision the model should follow. Regression: a fact or no
// line on the parent, a decision on the change.
func TestSkeptic94fSelbstMeaningEvenIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Jetzt machen wir selbst die kleinsten Sachen doppelt.",
		"Jetzt kochen wir selbst für den Hund noch extra, so verwöhnt ist der.",
		"Jetzt holen wir selbst das Brot beim Bäcker mit dem Auto, so faul sind wir geworden.",
		"Jetzt machen wir selbst Fehler, die früher nie passiert sind.",
		"Jetzt bringen wir selbst den Biomüll schon zum Wertstoffhof, so streng ist die Gemeinde.",
	)
}

// A job done ourselves only proposed, the other way still open: "Dann
// machen wir es halt selbst, oder wir fragen den Nachbarn", "Machen wir das
// dann doch selbst oder fragen wir den Nachbarn" (a question without its
// mark), "Pues lo pintamos nosotros mismos, ¿no?" (a tag asking the
// other's yes), "Pues lo pintamos nosotros mismos, o llamamos al pintor",
// "Entonces lo montamos nosotros mismos, ¿o qué opinas?". doneOurselves
// looks for a question or an "or" only in the clause of "selbst"/"mismos":
// each is a decision on the change ("¿no?" even cut off the line), where
// the choice is still open. Regression.
func TestSkeptic94fDoneOurselvesOrSomethingElseIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Dann machen wir es halt selbst, oder wir fragen den Nachbarn.",
		"Machen wir das dann doch selbst oder fragen wir den Nachbarn",
		"Pues lo pintamos nosotros mismos, ¿no?",
		"Pues lo pintamos nosotros mismos, o llamamos al pintor",
		"Entonces lo montamos nosotros mismos, ¿o qué opinas?",
	)
}

// Spanish -ar verbs in -amos are the same in the present and the preterite:
// "Así que lo llevamos nosotros mismos al taller ayer por la mañana", "Pues
// lo preparamos nosotros mismos anoche y salió riquísimo", "Entonces lo
// arreglamos nosotros mismos anteayer", "Pues ayer lo montamos nosotros
// mismos en dos horas". doneOurselves reads "así que / pues / entonces" and
// "lo …amos nosotros mismos" as a plan, whatever "ayer" or "anoche" say:
// what the family did yesterday becomes a decision about what it does now.
// Regression: a fact on the parent, a decision on the change.
func TestSkeptic94fNosotrosMismosYesterdayIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Así que lo llevamos nosotros mismos al taller ayer por la mañana.",
		"Pues lo preparamos nosotros mismos anoche y salió riquísimo.",
		"Entonces lo arreglamos nosotros mismos anteayer, ya funciona.",
		"Así que anoche lo pintamos nosotros mismos, quedó precioso.",
		"Pues ayer lo montamos nosotros mismos en dos horas.",
		"Así que el domingo lo cocinamos nosotros mismos y sobró comida.",
	)
}

// Someone else's plan that the person doubts: "Also machen wir das Heu doch
// selbst, sagt Papa, aber ich glaub nicht dran", "Papa meint, jetzt machen
// wir das Heu doch selbst", "Entonces lo hacemos nosotros mismos, dice mi
// padre, pero yo no me lo creo" (the Spanish line even cut before the
// doubt). doneOurselves looks at no "sagt"/"meint"/"dice" nor the "aber" /
// "pero" after: Dad's idea becomes the family's decision. Regression: a
// fact on the parent, a decision on the change.
func TestSkeptic94fSomeoneElsesDoneOurselvesIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Also machen wir das Heu doch selbst, sagt Papa, aber ich glaub nicht dran.",
		"Papa meint, jetzt machen wir das Heu doch selbst.",
		"Entonces lo hacemos nosotros mismos, dice mi padre, pero yo no me lo creo.",
	)
}

// "Planänderung", "Rolle rückwärts" further on in the line than its third
// word: "Opa liegt im Krankenhaus, also gibt es eine Planänderung. Wir
// bleiben bei ihm.", "Opa ist gestürzt, darum kurzfristig eine
// Planänderung. …", "Papa ist gestürzt, also Rolle rückwärts beim Urlaub.
// …". The parent's `turned` took the head anywhere in the message and kept
// the decision beside the news; the change wants it among a line's first
// three words, so the decision "Wir bleiben bei ihm" is dropped beside the
// named news line. The family's new plan is lost. Regression.
func TestSkeptic94fAChangeOfPlanMidLineKeepsItsDecision(t *testing.T) {
	for _, text := range []string{
		"Opa liegt im Krankenhaus, also Planänderung. Wir bleiben bei ihm.",
		"Opa liegt im Krankenhaus, also gibt es eine Planänderung. Wir bleiben bei ihm.",
		"Opa ist gestürzt, darum kurzfristig eine Planänderung. Wir bleiben bei ihm.",
		"Opa ist gestürzt und liegt im Krankenhaus, also kurze Planänderung. Wir bleiben bei ihm.",
		"Papa ist gestürzt, also Rolle rückwärts beim Urlaub. Wir bleiben bei ihm.",
	} {
		if sk94fLineOf(text, session.LedgerDecision, "Wir bleiben bei ihm") == "" {
			t.Errorf("%q: the decision is lost: %v", text, read31(text))
		}
	}
}

// sk94fMaehne says the ribbons for the mane often (the setting of
// TestWhatAChangeOfPlanSettled).
var sk94fMaehne = []string{
	"Die Schleifen für die Mähne sind rot, hat die Oma gesagt, rote Schleifen.",
	"Die Oma bindet die Schleifen, die Mähne muss vorher gewaschen werden.",
	"Für die Mähne kauf ich Schleifen bei der Oma im Laden.",
	"Die Mähne ist lang, die Oma sagt, da passen viele Schleifen rein.",
}

// After "Planänderung bei der Mähne: …", concludesTurn keeps any "Also …
// doch …" as what the change settled: "Also war die ganze Aufregung um die
// Schleifen doch umsonst", "Also doch alles für die Katz mit den
// Schleifen", "Also doch wieder das alte Lied mit der Mähne", "Drum hat die
// Oma doch recht gehabt" — sighs in words the conversation says often, which
// the parent dropped. Room goes to filler, and the model reads a sigh as the
// new plan for the ribbons. Regression.
func TestSkeptic94fASighWithDochAfterAChangeIsNoLine(t *testing.T) {
	const head = "Planänderung bei der Mähne: der Richter hat gmeint, rot hat heuer jede zweite. "
	for _, c := range [][2]string{
		{"Also war die ganze Aufregung um die Schleifen doch umsonst.", "Aufregung"},
		{"Also doch alles für die Katz mit den Schleifen.", "Katz"},
		{"Also doch wieder das alte Lied mit der Mähne.", "Lied"},
		{"Drum hat die Oma doch recht gehabt.", "recht"},
	} {
		texts := append(append([]string(nil), sk94fMaehne...), head+c[0])
		if got := inWordsSaidOften(texts...); strings.Contains(got, c[1]) {
			t.Errorf("%q: the sigh is kept: %q", c[0], got)
		}
	}
}

// After "Mala noticia:", placedPlan keeps any "Vamos a …" with "al/en la
// …" as where we go now: "Vamos a seguir al pie del cañón" (we'll keep at
// it), "Vamos a poner al mal tiempo buena cara" (put a brave face on it),
// "Vamos a ir al grano con los médicos", "Vamos a levantar la cabeza en la
// próxima", "Vamos a echarlo mucho de menos en la casa" — sayings and
// comfort kept as lines where the parent kept the news alone. Regression.
func TestSkeptic94fSpanishSayingsAfterBadNewsAreNoPlan(t *testing.T) {
	for _, c := range [][2]string{
		{"Mala noticia: a la abuela la operan el lunes. Vamos a seguir al pie del cañón.", "cañón"},
		{"Mala noticia: a la abuela la operan el lunes. Vamos a poner al mal tiempo buena cara.", "buena cara"},
		{"Mala noticia: a la abuela la operan el lunes. Vamos a ir al grano con los médicos.", "grano"},
		{"Malas noticias: perdimos la final. Vamos a levantar la cabeza en la próxima.", "cabeza"},
		{"Mala noticia: se murió el perro. Vamos a echarlo mucho de menos en la casa.", "de menos"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// "se hace en un minuto / en un dos por tres / en un plis plas / en un
// pispás / en el acto": how quickly something is done, not where. heldAt
// takes "se hace en" and whenNoun knows "momento" and "santiamén" but not
// "minuto", "dos", "plis", "pispás", "acto": each is kept as a fact where
// the parent kept nothing, or glued to the real line ("El médico nuevo se
// llama Ramírez. Eso se hace en un minuto, me dijo."). Filler kept.
// Regression.
func TestSkeptic94fSeHaceEnUnMinutoIsNoPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"Eso se hace en un minuto.", "minuto"},
		{"Eso se hace en un dos por tres.", "dos por tres"},
		{"Eso se hace en un plis plas.", "plis plas"},
		{"Se hace en un pispás.", "pispás"},
		{"Eso se hace en el acto.", "acto"},
		{"El médico nuevo se llama Ramírez. Eso se hace en un minuto, me dijo.", "minuto"},
		{"El cerrajero es Manolo, el del barrio. Dice que eso se hace en el acto.", "acto"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// "no …, sino del/de la …": whose fault it is or what one speaks of, not a
// place — "No es culpa tuya sino del tiempo", "No hablo de ti sino de la
// situación", "No es cosa tuya sino del destino". notButPlace takes "del"
// (a contraction of "de", no place) and "de la" for a place after "sino":
// words of comfort kept as facts where the parent kept nothing. Regression.
func TestSkeptic94fSinoDelTiempoIsNoPlace(t *testing.T) {
	for _, c := range [][2]string{
		{"No es culpa tuya sino del tiempo.", "tiempo"},
		{"No hablo de ti sino de la situación.", "situación"},
		{"No es cosa tuya sino del destino.", "destino"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// A miss left at stop 94 (kept as a comment):
// // Miss: the change's own order with its reasons, in German and Spanish —
// // "Gib mir die Preise nur in Euro, keine Dollar und keine Pfund, ich komm
// // sonst total durcheinander" (a fact, cut after "ich komm"), "Dame los
// // precios solo en euros, nada de dólares ni libras, que me lío cuando pones
// // dólares" (a fact: "the prices" with an article is one thing to give), and
// // "Schick mir keine Aufzählungen" ("schick" is no verb of the answers, only
// // "send" was added). The person's standing wish about prices and lists is
// // lost in both.
// func TestSkeptic94fAnOrderWithItsReasonsInGermanAndSpanishMiss(t *testing.T) {
// 	readAs(t, session.LedgerRule,
// 		"Gib mir die Preise nur in Euro, keine Dollar und keine Pfund, ich komm sonst total durcheinander.",
// 		"Dame los precios solo en euros, nada de dólares ni libras, que me lío cuando pones dólares.",
// 		"Schick mir keine Aufzählungen.",
// 	)
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: a job still unfilled said shorter than the short form's k+3 words
// // or with "fehlt/falta": "Todavía no tengo árbitro", "Aún no tenemos
// // árbitro", "Sigo sin cronometrador" (no line at all), "Noch kein
// // Schiedsrichter da", "Uns fehlt noch ein Zeitnehmer", "Me falta el juez de
// // llegada" (facts). The open job is no question in both.
// func TestSkeptic94fAJobStillUnfilledSaidShorterMiss(t *testing.T) {
// 	readAs(t, session.LedgerQuestion,
// 		"Todavía no tengo árbitro.",
// 		"Aún no tenemos árbitro.",
// 		"Sigo sin cronometrador.",
// 		"Noch kein Schiedsrichter da.",
// 		"Uns fehlt noch ein Zeitnehmer.",
// 		"Me falta el juez de llegada.",
// 	)
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: the new plan after a change of plan said mid-line, in words the
// // reader does not take for a decision: "Es regnet die ganze Woche, also
// // Planänderung. Wir feiern drinnen.", "La abuela está en el hospital, así
// // que cambio de planes. Lo celebramos en casa.", "Llueve toda la semana, así
// // que cambio de planes. Nos vemos en el bar." — only the news is kept in
// // both; where the party is now is lost.
// func TestSkeptic94fTheNewPlanAfterAChangeMidLineMiss(t *testing.T) {
// 	for _, c := range [][2]string{
// 		{"Es regnet die ganze Woche, also Planänderung. Wir feiern drinnen.", "drinnen"},
// 		{"La abuela está en el hospital, así que cambio de planes. Lo celebramos en casa.", "en casa"},
// 		{"Llueve toda la semana, así que cambio de planes. Nos vemos en el bar.", "en el bar"},
// 	} {
// 		kept := false
// 		for _, e := range read31(c[0]) {
// 			kept = kept || strings.Contains(e.Text, c[1])
// 		}
// 		if !kept {
// 			t.Errorf("%q: the new plan is lost: %v", c[0], read31(c[0]))
// 		}
// 	}
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: the decision after "Pues nada, cambio de planes: …" or "Hola a
// // todos, hay cambio de planes: …" ("Nos mudamos con él unas semanas") is
// // lost in both, though after a bare "Cambio de planes: …" it is kept.
// func TestSkeptic94fTheDecisionAfterAGreetingAndAChangeMiss(t *testing.T) {
// 	for _, text := range []string{
// 		"Pues nada, cambio de planes: papá se cayó. Nos mudamos con él unas semanas.",
// 		"Hola a todos, hay cambio de planes: papá se cayó. Nos mudamos con él unas semanas.",
// 	} {
// 		if sk94fLineOf(text, session.LedgerDecision, "Nos mudamos") == "" {
// 			t.Errorf("%q: the decision is lost: %v", text, read31(text))
// 		}
// 	}
// }
