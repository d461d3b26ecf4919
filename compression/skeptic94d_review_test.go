package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Fourth skeptical review of stop 94 (8ca7c56 against e76ec86), German and
// Spanish: where an event is held ("findet … statt", "se hace / se celebra
// en …", "se pasa a …", "nicht …, sondern …" / "no … sino …"; heldAt,
// notButPlace, whenNoun), a count before the word a third of the person's
// messages say (runningJoke), a job done "selbst" / "nosotros mismos"
// (doneOurselves), and what is kept after "Planänderung", "Schlechte
// Nachricht", "Mala noticia", "Plan B" (turned, concludesTurn in pick).
// Regressions pass on e76ec86 and fail on 8ca7c56; misses fail on both. The
// sentences are this file's own.

// "findet am Ostersonntag / am Heiligabend / am Vorabend / am Feiertag / im
// Advent statt": a new date, no new place. whenNoun knows the weekdays and
// months, not the feast days ("Ostersonntag", "Heiligabend" are no
// weekdays) nor "Vorabend", "Feiertag", "Advent", "Adventszeit", and the
// new findet … statt takes any "am/im …" for where the meeting is now: the
// parish hall is marked "updated in #3" by a date. The old people lose where
// their meeting is; the model, told the newer holds, thinks it moved.
// Regression.
func TestSkeptic94dFindetAmFeiertagStattIsADate(t *testing.T) {
	for _, when := range []string{
		"Das Seniorentreffen findet am Ostersonntag statt.",
		"Das Seniorentreffen findet am Heiligabend statt.",
		"Das Seniorentreffen findet am Vorabend statt.",
		"Das Seniorentreffen findet am Feiertag statt.",
		"Das Seniorentreffen findet im Advent statt.",
		"Das Seniorentreffen findet in der Adventszeit statt.",
	} {
		currentAfter90(t, "Gemeindehaus", "Das Seniorentreffen ist im Gemeindehaus.", when)
	}
}

// "findet in der Pause / in der Halbzeit / in der Mittagspause / in der
// Nacht / in der Früh statt": when in the day, not where — "Nacht" is no
// figure as "Abend" and "noche" are, "Früh" (Bavarian, Austrian: the
// morning), "Pause", "Halbzeit" no whenNoun. The club house is marked
// "updated in #3": the team loses where the prize-giving is.
// Regression.
func TestSkeptic94dFindetInDerPauseStattIsATime(t *testing.T) {
	for _, when := range []string{
		"Die Siegerehrung findet in der Pause statt.",
		"Die Siegerehrung findet in der Halbzeit statt.",
		"Die Siegerehrung findet in der Mittagspause statt.",
		"Die Siegerehrung findet in der Nacht statt.",
		"Die Siegerehrung findet in der Früh statt.",
	} {
		currentAfter90(t, "Vereinsheim", "Die Siegerehrung ist im Vereinsheim vom Sportplatz.", when)
	}
}

// "findet zum zehnten Mal / im Rahmen des Stadtfests / im Wechsel mit dem
// Chor / im Zuge der Renovierung / im Zweiwochenrhythmus statt": how often,
// as part of what, taking turns — figures of speech after "zum"/"im", read
// as where the meeting is held now. The parish hall is marked "updated in
// #3"; the model answers that the meeting moved.
// Regression.
func TestSkeptic94dFindetImRahmenStattIsNoPlace(t *testing.T) {
	for _, how := range []string{
		"Das Seniorentreffen findet zum zehnten Mal statt.",
		"Das Seniorentreffen findet im Rahmen des Stadtfests statt.",
		"Das Seniorentreffen findet im Wechsel mit dem Chor statt.",
		"Das Seniorentreffen findet im Zuge der Renovierung statt.",
		"Das Seniorentreffen findet im Zweiwochenrhythmus statt.",
	} {
		currentAfter90(t, "Gemeindehaus", "Das Seniorentreffen ist im Gemeindehaus.", how)
	}
}

// "se celebra en la sobremesa / se hace en el descanso / en la Nochevieja /
// en la madrugada / en la hora del almuerzo / en el transcurso de la tarde":
// a time after "se hace/celebra en", none of them in whenNouns, read as the
// new place of the meal. Grandma's patio is marked "updated in #3": the
// family loses where the meal is.
// Regression.
func TestSkeptic94dSeCelebraEnLaSobremesaIsATime(t *testing.T) {
	for _, when := range []string{
		"La comida se celebra en la sobremesa.",
		"La comida se hace en el descanso.",
		"La comida se hace en la Nochevieja.",
		"La comida se celebra en la madrugada.",
		"La comida se hace en la hora del almuerzo.",
		"La comida se hace en el transcurso de la tarde.",
	} {
		currentAfter90(t, "patio", "La comida la montamos en el patio de la abuela.", when)
	}
	currentAfter90(t, "terraza", "La merienda está en la terraza de la tía Carmen.", "La merienda se hace en la sobremesa.")
}

// "se celebra en el cumpleaños de la abuela / en el aniversario / se hace
// en la fiesta del pueblo / en el marco de las fiestas / se celebra en la
// fecha de siempre": the occasion the meal goes with, or the usual date — no
// place, yet each marks Grandma's patio "updated in #3".
// Regression.
func TestSkeptic94dSeCelebraEnElCumpleanosIsNoPlace(t *testing.T) {
	for _, occasion := range []string{
		"La comida se celebra en el cumpleaños de la abuela.",
		"La comida se celebra en el aniversario de la abuela.",
		"La comida se hace en la fiesta del pueblo.",
		"La comida se hace en el marco de las fiestas.",
		"La comida se celebra en la fecha de siempre.",
	} {
		currentAfter90(t, "patio", "La comida la montamos en el patio de la abuela.", occasion)
	}
}

// "se pasa a la siguiente semana / al turno de noche / al horario de
// verano / al puente / a la Cuaresma": the rehearsal moves in time (the next
// week, the night shift, the summer timetable, the long weekend, Lent);
// heldAt's "se pasa al/a la …" checks whenNoun on the word right after the
// article, and "siguiente", "turno", "horario", "puente", "Cuaresma" are none.
// The parish hall is marked "updated in #3": the choir loses where it
// rehearses.
// Regression.
func TestSkeptic94dSePasaALaSiguienteSemanaIsATime(t *testing.T) {
	for _, when := range []string{
		"El ensayo del coro se pasa a la siguiente semana.",
		"El ensayo del coro se pasa al turno de noche.",
		"El ensayo del coro se pasa al horario de verano.",
		"El ensayo del coro se pasa al puente.",
		"El ensayo del coro se pasa a la Cuaresma.",
	} {
		currentAfter90(t, "salón", "El ensayo del coro está en el salón de la parroquia.", when)
	}
}

// "nicht zum Mittagessen, sondern zum Kaffee", "nicht heute, sondern am
// Ostersonntag", "nicht vormittags, sondern zur Mittagszeit", "no se come en
// la comida sino en la merienda", "no se la damos en Navidad sino en el
// cumpleaños": a meal, a feast day or an occasion after "sondern"/"sino",
// read as the new place (notButPlace checks whenNoun, which knows none of
// them). Where the cake is kept, where the meeting is, where the bike is
// hidden are marked "updated in #3".
// Regression.
func TestSkeptic94dSondernZumKaffeeIsATime(t *testing.T) {
	currentAfter90(t, "Kühlschrank", "Die Torte steht im Kühlschrank bei Oma.", "Die Torte gibt es nicht zum Mittagessen, sondern zum Kaffee.")
	currentAfter90(t, "Kühlschrank", "Die Torte steht im Kühlschrank bei Oma.", "Die Torte gibt es nicht heute, sondern am Ostersonntag.")
	currentAfter90(t, "Gemeindehaus", "Das Treffen ist im Gemeindehaus.", "Das Treffen ist nicht vormittags, sondern zur Mittagszeit.")
	currentAfter90(t, "nevera", "La tarta está en la nevera de la abuela.", "La tarta no se come en la comida sino en la merienda.")
	currentAfter90(t, "trastero", "La bici está en el trastero de la abuela.", "La bici no se la damos en Navidad sino en el cumpleaños.")
}

// sk94dTabletten and sk94dPastillas are conversations about a father's
// pills, which a third of the messages name or more.
var (
	sk94dTabletten = []string{
		"Mein Vater ist seit Montag aus dem Krankenhaus zurück.",
		"Die Tabletten für das Herz stehen in der Küche im Schrank.",
		"Der Arzt hat gesagt, die Tabletten nur nach dem Essen.",
		"Meine Schwester kommt am Wochenende und schaut nach ihm.",
		"Er vergisst die Tabletten manchmal, deshalb gibt es eine Box.",
		"Die Pflegerin kommt jeden Morgen um acht.",
		"Vom Blutdruck her geht es ihm besser, sagt sie.",
		"Die Tabletten holt meine Mutter in der Apotheke am Markt.",
	}
	sk94dPastillas = []string{
		"Mi papá salió del hospital el lunes y ya está en casa.",
		"Las pastillas del corazón están en la cocina, en el armario de arriba.",
		"El médico dijo que las pastillas siempre después de comer.",
		"Mi hermana viene el fin de semana a verlo.",
		"A veces se le olvidan las pastillas, por eso le compramos un pastillero.",
		"La enfermera viene todas las mañanas a las ocho.",
		"La tensión la tiene mejor, dice ella.",
		"Las pastillas las recoge mi madre en la farmacia de la plaza.",
	}
)

// A dose in words of the pills the conversation is about: "zwei Tabletten
// am Morgen", "drei Tabletten", "tres pastillas", "cuatro pastillas al día".
// runningJoke takes any word a third of the messages say for a running
// joke, so the number before it is no value and the line (which names
// nothing else) is dropped: the family loses how many pills the father
// takes — the value the model most needs here.
// Regression.
func TestSkeptic94dADoseOfThePillsTalkedOfIsNoJoke(t *testing.T) {
	for _, c := range []struct {
		said []string
		dose string
	}{
		{sk94dTabletten, "Ab jetzt nimmt er zwei Tabletten am Morgen."},
		{sk94dTabletten, "Abends sind es drei Tabletten."},
		{sk94dTabletten, "Der Arzt sagt, vier Tabletten am Tag sind zu viel."},
		{sk94dPastillas, "Por la noche son tres pastillas."},
		{sk94dPastillas, "El médico dice que cuatro pastillas al día es mucho."},
	} {
		if got := inWordsSaidOften(append(append([]string(nil), c.said...), c.dose)...); !strings.Contains(got, c.dose) {
			t.Errorf("%q: the dose is lost: %q", c.dose, got)
		}
	}
}

// The head count of the party the conversation plans: "Es kommen zwölf Gäste
// mehr als geplant", "Vienen treinta invitados más", "Ahora son cuarenta
// invitados", "Solo caben veinte invitados en el salón". The guests are said
// in a third of the messages, so the count is read as a running joke and the
// line dropped: the hosts lose how many people to cater and seat for.
// Regression.
func TestSkeptic94dTheGuestCountIsNoJoke(t *testing.T) {
	gaeste := []string{
		"Wir planen die Hochzeit von meiner Schwester im Juni.",
		"Die Gäste kommen aus ganz Bayern, manche von weit her.",
		"Für die Gäste brauchen wir noch Zimmer im Dorf.",
		"Die Tante fragt, ob die Gäste auch Kinder mitbringen dürfen.",
		"Das Essen macht der Metzger aus dem Nachbarort.",
		"Die Musik spielt eine Blaskapelle aus Passau.",
		"Die Gäste sollen um drei Uhr an der Kirche sein.",
		"Meine Mutter näht das Kleid selber.",
	}
	invitados := []string{
		"Estamos organizando el bautizo de Lucía para el sábado.",
		"Los invitados vienen de Sevilla y de Huelva.",
		"Para los invitados hay que alquilar sillas.",
		"Mi suegra quiere sentar a los invitados por familias.",
		"La comida la hace el catering de Paco.",
		"El cura dice que la misa es a las doce.",
		"Los invitados tienen que aparcar detrás de la iglesia.",
		"La tarta la compra mi hermana en la pastelería Reyes.",
	}
	for _, c := range []struct {
		said  []string
		count string
	}{
		{gaeste, "Es kommen zwölf Gäste mehr als geplant."},
		{invitados, "Vienen treinta invitados más."},
		{invitados, "Ahora son cuarenta invitados."},
		{invitados, "Solo caben veinte invitados en el salón."},
	} {
		if got := inWordsSaidOften(append(append([]string(nil), c.said...), c.count)...); !strings.Contains(got, c.count) {
			t.Errorf("%q: the count is lost: %q", c.count, got)
		}
	}
}

// A new price in words at a flea market where most prices are said in
// digits with "Euro"/"pesos": "Die Kommode geht jetzt für dreißig Euro
// weg", "La cómoda ahora la dejo en trescientos pesos". The currency, said
// in a third of the messages, makes the number a running joke: the new price
// is dropped and the old one ("für 80 Euro", "en 800 pesos") is no longer
// marked "updated" — the old value reads as current.
// Regression.
func TestSkeptic94dANewPriceInWordsIsNoJoke(t *testing.T) {
	euro := []string{
		"Am Samstag ist Flohmarkt am Kirchplatz, ich verkaufe Omas Sachen.",
		"Der Standplatz kostet 15 Euro, hab ich schon bezahlt.",
		"Die Kommode will ich für 80 Euro loswerden.",
		"Meine Nachbarin hilft beim Aufbauen, sie bringt einen Tapeziertisch mit.",
		"Das Geschirr von Oma, das ganze Service, soll 40 Euro bringen.",
		"Die Bücher gebe ich für 1 Euro das Stück her.",
		"Wir fangen um sieben an, der Markt geht bis zwei.",
		"Die alte Nähmaschine ist noch gut, da will ich 60 Euro.",
		"Die Kommode geht jetzt für dreißig Euro weg.",
	}
	pesos := []string{
		"El domingo pongo un puesto en el tianguis con las cosas de mi abuela.",
		"El lugar cuesta 100 pesos, ya lo pagué.",
		"La cómoda la quiero vender en 800 pesos.",
		"Mi vecina me ayuda a montar, trae una mesa plegable.",
		"La vajilla de la abuela, completa, que salga en 400 pesos.",
		"Los libros los doy a 10 pesos cada uno.",
		"Empezamos a las siete y el tianguis acaba a las dos.",
		"La máquina de coser todavía sirve, por esa pido 600 pesos.",
		"La cómoda ahora la dejo en trescientos pesos.",
	}
	for _, c := range []struct {
		said     []string
		old, new string
	}{
		{euro, "80", "dreißig"},
		{pesos, "800", "trescientos"},
	} {
		got := remembered(t, said(answered94(c.said...)...))
		if lineOf(got, 17, c.new) == "" {
			t.Errorf("the new price %q is lost:\n%s", c.new, got)
		}
		if l := lineOf(got, 5, c.old); !strings.Contains(l, "updated in #17") {
			t.Errorf("the old price reads as current: %q\n%s", l, got)
		}
	}
}

// "uns … selbst": a reflexive "we … ourselves" in German is no job done
// ourselves — "Jetzt machen wir uns doch selbst das Leben schwer" (we make
// life hard for ourselves), "Also machen wir uns jetzt selbst Vorwürfe" (we
// blame ourselves), "Dann machen wir uns halt selbst verrückt"; nor a habit
// said in the next clause ("Den Kuchen backen wir doch selbst, wie jedes
// Jahr": doneOurselves looks for "jedes" in the clause of "selbst" only) or
// a liking ("Wir machen das doch selbst am liebsten"). Each is read as a
// decision — a feeling or a custom the model takes for a plan just made.
// Regression.
func TestSkeptic94dUnsSelbstIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Jetzt machen wir uns doch selbst das Leben schwer.",
		"Also machen wir uns jetzt selbst Vorwürfe.",
		"Dann machen wir uns halt selbst verrückt.",
		"Den Kuchen backen wir doch selbst, wie jedes Jahr.",
		"Wir machen das doch selbst am liebsten.",
	)
}

// "lo … nosotros mismos" after "pues", "entonces", "ahora": what we saw,
// know or understand ("Pues lo vimos nosotros mismos en la tele", "Entonces
// lo sabemos nosotros mismos mejor que nadie", "Ahora lo entendemos nosotros
// mismos") — any verb in -mos counts as doing the job. Each becomes a
// decision.
// Regression.
func TestSkeptic94dNosotrosMismosOfKnowingIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Pues lo vimos nosotros mismos en la tele.",
		"Entonces lo sabemos nosotros mismos mejor que nadie.",
		"Ahora lo entendemos nosotros mismos.",
	)
}

// After "Planänderung", "Schlechte Nachricht", "Cambio de planes", "Mala
// noticia", "Plan B", any "Also/Así que … jetzt/ahora" is kept as what the
// change settled: "Also heißt es jetzt erst mal abwarten", "Also ich bin
// jetzt echt fertig", "Así que ahora a esperar", "Así que ahora estamos
// todos tristes", "Así que nada, ahora a ver qué pasa" — sighs with nothing
// settled, kept as lines where the parent kept only the news. The person
// loses room to filler, and the model reads a sigh as the plan.
// Regression.
func TestSkeptic94dASighAfterBadNewsIsNoLine(t *testing.T) {
	for _, c := range [][2]string{
		{"Planänderung: Oma liegt im Krankenhaus. Also heißt es jetzt erst mal abwarten.", "abwarten"},
		{"Schlechte Nachricht: Opa ist gestürzt. Also ich bin jetzt echt fertig.", "fertig"},
		{"Cambio de planes: la abuela está en el hospital. Así que ahora a esperar.", "esperar"},
		{"Mala noticia: se murió el perro de la vecina. Así que ahora estamos todos tristes.", "tristes"},
		{"Plan B para la fiesta, llueve. Así que nada, ahora a ver qué pasa.", "pasa"},
	} {
		noLineWith94(t, c[1], c[0])
	}
}

// "Der Plan bleibt" (the plan stays — nothing changed) opens with "plan b"
// to opensWithin, a prefix match: badNews' "Plan B" reads it as a change of
// plan, and the sigh after it is kept as what the change settled ("Also
// heißt es jetzt warten", "Also ich bin jetzt echt müde"). A message that
// says nothing changed is read as a turn.
// Regression.
func TestSkeptic94dDerPlanBleibtIsNoPlanB(t *testing.T) {
	noLineWith94(t, "warten", "Der Plan bleibt wie besprochen. Also heißt es jetzt warten.")
	noLineWith94(t, "müde", "Unser Plan bleibt. Also ich bin jetzt echt müde.")
}

// sk94dMaehne and sk94dCrin say the ribbons for the mane often (the setting
// of TestWhatAChangeOfPlanSettled).
var (
	sk94dMaehne = []string{
		"Die Schleifen für die Mähne sind rot, hat die Oma gesagt, rote Schleifen.",
		"Die Oma bindet die Schleifen, die Mähne muss vorher gewaschen werden.",
		"Für die Mähne kauf ich Schleifen bei der Oma im Laden.",
		"Die Mähne ist lang, die Oma sagt, da passen viele Schleifen rein.",
	}
	sk94dCrin = []string{
		"Las cintas para la crin son rojas, lo dijo la abuela, cintas rojas.",
		"La abuela trenza las cintas, la crin hay que lavarla antes.",
		"Para la crin compro las cintas en la tienda de la abuela.",
		"La crin es larga, la abuela dice que caben muchas cintas.",
	}
)

// A miss left at stop 94 (kept as a comment):
// // Miss: what the change settled, said with another "so" — "Daher doch weiße
// // Schleifen", "Dann halt doch weiße Schleifen, …" (thenItIs wants three or
// // four words), "Pues ahora van cintas blancas", "Total, que ahora van
// // cintas blancas", "Pues nada, cintas blancas entonces" — or with "otra
// // vez" ("Así que otra vez cintas blancas": againWords has "nuevo", not
// // "vez"). The white ribbons are lost in both; the red ones read as current.
// func TestSkeptic94dWhatTheChangeSettledSaidOtherwiseMiss(t *testing.T) {
// 	const de = "Planänderung bei der Mähne: der Richter hat gmeint, rot hat heuer jede zweite. "
// 	const es = "Cambio de planes con la crin: el juez dijo que este año todas llevan rojo. "
// 	for _, c := range []struct {
// 		said       []string
// 		last, want string
// 	}{
// 		{sk94dMaehne, de + "Daher doch weiße Schleifen.", "weiße Schleifen"},
// 		{sk94dMaehne, de + "Dann halt doch weiße Schleifen, schaut eh feiner aus.", "weiße Schleifen"},
// 		{sk94dCrin, es + "Pues ahora van cintas blancas.", "cintas blancas"},
// 		{sk94dCrin, es + "Total, que ahora van cintas blancas.", "cintas blancas"},
// 		{sk94dCrin, es + "Pues nada, cintas blancas entonces.", "cintas blancas"},
// 		{sk94dCrin, es + "Así que otra vez cintas blancas, como el año pasado.", "cintas blancas"},
// 	} {
// 		if got := inWordsSaidOften(append(append([]string(nil), c.said...), c.last)...); !strings.Contains(got, c.want) {
// 			t.Errorf("%q: what the change settled is lost: %q", c.last, got)
// 		}
// 	}
// }

// A miss left at stop 94 (kept as a comment):
// // Miss: heads of a change the reader does not know — "Kurze Änderung bei
// // …", "Blöde Sache mit …", "Cambio de último momento con …", "Hubo un cambio
// // con …": the "Also doch …" / "Así que ahora …" after them is lost in both.
// func TestSkeptic94dOtherHeadsOfAChangeMiss(t *testing.T) {
// 	const de = " der Richter hat gmeint, rot hat heuer jede zweite. Also doch weiße Schleifen."
// 	const es = " el juez dijo que este año todas llevan rojo. Así que ahora cintas blancas."
// 	for _, c := range []struct {
// 		said       []string
// 		last, want string
// 	}{
// 		{sk94dMaehne, "Kurze Änderung bei der Mähne:" + de, "weiße Schleifen"},
// 		{sk94dMaehne, "Blöde Sache mit der Mähne:" + de, "weiße Schleifen"},
// 		{sk94dCrin, "Cambio de último momento con la crin:" + es, "cintas blancas"},
// 		{sk94dCrin, "Hubo un cambio con la crin:" + es, "cintas blancas"},
// 	} {
// 		if got := inWordsSaidOften(append(append([]string(nil), c.said...), c.last)...); !strings.Contains(got, c.want) {
// 			t.Errorf("%q: what the change settled is lost: %q", c.last, got)
// 		}
// 	}
// }

// A miss left at stop 94 (kept as a comment; "steigt jetzt im Pfarrheim" is read since the second review, "geht … über die Bühne" and "Gefeiert wird jetzt im …" are not):
// // Miss: where the summer party is held now, in everyday German the held
// // reading does not know — "steigt jetzt im Pfarrheim" (colloquial "takes
// // place"), "geht jetzt im Pfarrheim über die Bühne", "Gefeiert wird jetzt
// // im Pfarrheim" (the passive wants the place right after "wird"): the new
// // place is lost in both, and the back yard reads as current.
// func TestSkeptic94dSteigtImPfarrheimMiss(t *testing.T) {
// 	said := []string{
// 		"Das Sommerfest ist im Hinterhof vom Wirt, mit Bänken, Zelt und Grill unter der Linde.",
// 		"Der Wirt sagt, das Sommerfest im Hinterhof wird groß, mit Musik und Tombola.",
// 		"Fürs Sommerfest braucht der Wirt Bänke, Tische und Geschirr aus dem Pfarrheim.",
// 		"Der Wirt will das Sommerfest früh anfangen, wegen der Nachbarn und der Kinder im Hinterhof.",
// 		"Die Linde im Hinterhof kriegt Lampions, sagt der Wirt, und die Kinder malen Schilder fürs Sommerfest.",
// 	}
// 	const rain = "Für den Samstag sagen sie 30 Liter Regen an. "
// 	for _, last := range []string{
// 		rain + "Das Sommerfest steigt jetzt im Pfarrheim neben der Kirche.",
// 		rain + "Das Sommerfest geht jetzt im Pfarrheim über die Bühne.",
// 		rain + "Gefeiert wird jetzt im Pfarrheim neben der Kirche.",
// 	} {
// 		if got := inWordsSaidOften(append(append([]string(nil), said...), last)...); !strings.Contains(got, "Pfarrheim") {
// 			t.Errorf("%q: the new place is lost: %q", last, got)
// 		}
// 	}
// }
