package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Second review of stop 33 (8c85826..HEAD, and 72dea47..HEAD in particular)
// by a skeptic helper. Each test below fails on HEAD and says what the person
// would lose or what wrong line the model would be sent. Every case in it was
// read right at 8c85826 (the non-test files of that commit, with these
// tests): the wrong reading comes from this stop's rules. Checked commit by
// commit: the first four fail since d2d9025 (a short remark on the person
// just named), the two "When I ask" ones since c4395ac, the bracket one
// since 90c4130. The sentences are this file's own.

// A short sentence on the person just named is not always a remark: "He's a
// paramedic.", "Es abogado." say who the person is, and are as short as "He
// means well.". Passed over as a remark, they are lost whenever the next
// sentence is about something else: the memory keeps "My cousin Declan lives
// in Cork." and the model no longer knows Declan is a paramedic, Priya a
// junior doctor, Rafa a lawyer, Andrés a plumber (at 8c85826 each was one
// line with the name).
func TestSkeptic33bWhoSomeoneIsIsNoRemark(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"My cousin Declan lives in Cork. He's a paramedic. The boiler man comes on Tuesday at 8.", []string{"Declan", "paramedic"}},
		{"My new flatmate is called Priya. She's a junior doctor. The rent is £650 each, due on the 1st.", []string{"Priya", "doctor"}},
		{"Mi cuñado Rafa vive en Málaga. Es abogado. La boda es el 14 de junio en Cádiz.", []string{"Rafa", "abogado"}},
		{"Mi vecino Andrés vive en el tercero. Es fontanero. La junta de vecinos es el jueves a las 8.", []string{"Andrés", "fontanero"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// The shortest sentences about a person are often the weightiest: "Sie ist
// schwanger.", "Er ist gestorben.", "Ella es diabética.", "Es ciego." Read
// as a remark like "Sie ist so lieb.", each is dropped: the memory says
// grandpa Heinz "has been in hospital since March" (the model may ask how
// he is doing, days before his funeral), and the Christmas dinner is planned
// without knowing the mother-in-law is diabetic or the father blind.
func TestSkeptic33bNewsOnThePersonIsNoRemark(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Meine Schwester Anna wohnt in Köln. Sie ist schwanger. Die Hochzeit ist am 14. Juni in Kiel.", []string{"Anna", "schwanger"}},
		{"Mein Opa Heinz lag seit März im Krankenhaus. Er ist gestorben. Die Beerdigung ist am Freitag um 11.", []string{"Heinz", "gestorben"}},
		{"Mi suegra Carmen vive con nosotros. Ella es diabética. La cena de Navidad es en casa.", []string{"Carmen", "diabética"}},
		{"Mi padre Antonio vive solo en Sevilla. Es ciego. La cita del médico es el lunes a las 9.", []string{"Antonio", "ciego"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// The remark rule takes any short sentence opening with "er", "sie", "es"
// for a remark on a person, though it as often says what the thing just
// named is: the yoga class is free, the holiday flat is step-free (the
// father who comes along needs it). Both are dropped; at 8c85826 each was
// one line with the class or the flat.
func TestSkeptic33bWhatAThingIsIsNoRemark(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Der Yogakurs bei Frau Meyer ist dienstags um 19 Uhr. Er ist kostenlos. Der Handwerker kommt am Mittwoch.", []string{"Yogakurs", "kostenlos"}},
		{"Die Ferienwohnung in Prerow ist vom 3. bis 10. August gebucht. Sie ist barrierefrei. Mein Vater kommt mit.", []string{"Ferienwohnung", "barrierefrei"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// Past a remark, a short unrelated fact after it is glued onto the sentence
// before the remark: the plumber's visit becomes part of the yoga class's
// line, the sister's arrival part of the passport form's, payday part of
// the boss's return. One line of two subjects: an update of one (the
// plumber comes Thursday instead) replaces the other with it. At 8c85826
// each pair was two lines.
func TestSkeptic33bARemarkGluesNoUnrelatedFactOn(t *testing.T) {
	for _, c := range []struct {
		text string
		a, b string
	}{
		{"El curso de yoga con Marta es los martes a las 7. Es gratis. El fontanero viene el miércoles.", "yoga", "fontanero"},
		{"La solicitud del pasaporte tiene que estar en el registro antes del viernes. Es urgente. Mi hermana llega el lunes.", "pasaporte", "hermana"},
		{"My boss Karen Hughes is back from leave. She's fine. Payday is the 28th.", "Karen", "Payday"},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if l := lineOf(got, 1, c.a, c.b); l != "" {
			t.Errorf("%q and %q are one line: %q", c.a, c.b, l)
		}
	}
}

// "When I ask …, then …" is no rule when someone else answers: Dave, Papa,
// Marta, "everyone", "they" (the Spanish verb says so), or the son's one
// word. The check for someone named after "then" looks for a capital in the
// lower-cased text, so it never fires. Each is kept as a standing
// instruction to the assistant: the model is told "then Dave always says
// no", "dann sagt Papa immer nein", "nunca contestan" as orders to follow.
func TestSkeptic33bWhenIAskSomeoneElseAnswersIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"When I ask whether I can leave early, then Dave always says no. My shift ends at 6.",
		"Wenn ich frage, ob ich länger bleiben darf, dann sagt Papa immer nein. Ich bin 16.",
		"Cuando pregunto si puedo salir antes, entonces Marta dice que no. Mi turno acaba a las 6.",
		"When I ask whether we can get a dog, then everyone laughs. We live in a flat on Elm Road.",
		"Cuando pregunto por la factura en la gestoría, nunca contestan. Es la de marzo, 340 euros.",
		"When I ask how he is, only one word back. My son Leo is 15.")
}

// In Spanish the verb says who does it: "siempre pido descuento" (I always
// ask for a discount), "siempre reservo para cuatro" (I always book for
// four) are the person's own habits when they ask something, not an order
// to the assistant. Read as rules, the model is told to "always ask for a
// discount" and "always book for four" from then on.
func TestSkeptic33bWhenIAskThenMyOwnHabitIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Cuando pregunto por el precio en el mercado, siempre pido descuento. Mi puesto favorito es el de Manoli.",
		"Cuando pregunto si hay mesa en La Tasquita, siempre reservo para cuatro. Vamos el sábado a las nueve.",
		"Cuando pregunto por el menú del día, siempre acabo pidiendo lo mismo. El bar está en la calle Feria.")
}

// A short bracket held together in a sentence longer than a line makes one
// clause longer than a line, which is clipped or cut where a clause starts:
// the new time of the physio appointment is clipped off ("has been moved
// from Monday at four to…"; in German the new day, "Mittwoch"), and the
// dentist appointment line loses its subject ("since my cousin's wedding
// … is moved to Thursday 9 May", as if the wedding were moved). At 8c85826
// the sentence was cut at the bracket's comma and both halves kept.
func TestSkeptic33bABracketInALongSentenceKeepsWhatFollows(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"My physio appointment for the knee I twisted playing five-a-side on the astroturf behind the leisure centre last Thursday night (left knee, the bad one) has been moved from Monday at four to Wednesday 9 April at 8:15.",
			[]string{"Wednesday", "8:15"}},
		{"La cita del fisio para la rodilla que me torcí jugando al fútbol sala en la pista de detrás del polideportivo el jueves pasado por la noche (la izquierda, la mala) se ha cambiado del lunes a las cuatro al miércoles 9 de abril a las 8:15.",
			[]string{"miércoles", "8:15"}},
		{"Mein Physiotermin für das Knie das ich mir beim Hallenfußball auf dem Kunstrasen hinter dem Sportzentrum letzten Donnerstagabend verdreht habe (links, das schlechte) ist von Montag um vier auf Mittwoch, den 9. April um 8:15 verschoben.",
			[]string{"Mittwoch", "8:15"}},
		{"The dentist appointment for the cracked filling at the bottom left that has been bothering me ever since my cousin's wedding in Devon last month (the one with the fireworks, ugh) is moved to Thursday 9 May at 8:15.",
			[]string{"dentist"}},
	} {
		got := remembered(t, said(c.text, "A: Okay."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}
