package compression_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// The review of stop 91 (a51a7b5), hunting regressions: each test passes on
// the parent (57a949f) and fails on the change.

// An emphatic "do" with a "please" after it: the change reads the line past
// both, so the please the parent read the order by is gone, and standing
// orders the parent kept ("Please explain any medical terms" still is one)
// are read as facts or as nothing.
func TestSkeptic91cDoPleaseStaysAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do please explain any medical terms, I'm not a nurse.",
		"Do please tell me the price in euros as well as pounds.",
		"Do please show the working when you do sums for me.",
		"Do please tell me when you're guessing.",
		"Do please give sources for health claims.",
		"Do please keep to British spelling.",
		"Do please keep the jokes out of it, this is serious for me.",
	)
}

// "any of these" points at something given to work on as "these" does: a
// one-off about the papers, pills or flats at hand, in a language or a
// look, is no standing order of how to talk to the person.
func TestSkeptic91cAnyOfTheseIsStillGivenMaterial(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Write to me in simple words about any of these pills on the list I sent.",
		"Answer me in German on any of these questions from the worksheet.",
		"Talk to me in plain terms about any of those three mortgage offers.",
		"Speak to me in plain English about any of this paperwork from the council.",
		"Reply to me in short sentences about any of these job ads.",
		"Write to me in bullet points on any of those five flats we looked at.",
		"Write to me in Italian about any of these dishes on the menu.",
	)
}

// "pedir" in a head is asking someone: what the person means to ask of the
// plumber, the landlord or the boss is not asked of the assistant.
func TestSkeptic91cPedirOfSomeoneElse(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Le voy a pedir una cosa al fontanero: nunca más cortar el agua sin avisar.",
		"Voy a pedirle una cosa al dueño del bar: nada de música alta después de las once.",
		"Le quiero pedir una cosa a la comunidad de vecinos: no más bicis en el portal.",
		"Le voy a pedir una cosa a Hacienda: nada de cartas en inglés.",
		"Le voy a pedir una cosa al electricista: nunca trabajar con la luz encendida.",
		"Le pienso pedir una cosa al jefe: nada de reuniones los viernes por la tarde.",
		"Le voy a pedir una cosa al peluquero: nunca más tan corto.",
	)
}

// Nor is what someone else will ask of the person ("nos va a pedir", "me
// va a pedir"): the teacher's, the boss's, the doctor's rule.
func TestSkeptic91cPedirBySomeoneElse(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"La profe nos va a pedir una cosa: siempre hablar en inglés en clase.",
		"Mi jefe me va a pedir una cosa seguro: nada de teletrabajo en diciembre.",
		"El médico me quiso pedir una cosa: nunca más de dos cafés al día.",
		"El entrenador nos suele pedir una cosa: siempre estirar antes de correr.",
		"El casero nos va a pedir una cosa: nunca tender la ropa en el balcón.",
	)
}

// A verb of talking under a head of a rule or a request is how the person
// is to talk to someone else when the head is someone else's or the
// person's own trip: read as an order to the assistant.
func TestSkeptic91cSomeoneElsesRuleToTalk(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Rule for the trip: talk to the guide in Spanish, it's good practice for me.",
		"Request from the landlord: speak to the neighbours in Dutch, they don't do English.",
		"One request from my tutor: speak only French during our sessions.",
		"Request from the dentist: talk in short sentences during the check-up so she can note it.",
		"Die Bitte vom Chef für das Meeting: sprich Englisch mit den Kunden aus Madrid.",
		"Regel für die Reise: red mit dem Guide nur Spanisch, das ist gute Übung.",
		"Omas Bitte für Weihnachten: rede am Tisch Deutsch, kein Englisch.",
		"Die Bitte meiner Chefin: sprich mit den Kunden aus Lyon Französisch.",
	)
}

// An "usted" order relayed under someone else's request ("Una petición de
// mi jefe: escríbame …") is the boss's to the person, not the person's to
// the assistant.
func TestSkeptic91cRelayedUstedRequest(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Una petición de mi jefe: escríbame los informes en inglés a partir del lunes.",
		"La única petición del cliente: respóndame siempre por escrito y en inglés.",
		"Una petición del jefe para la reunión: hábleme en inglés delante de los clientes.",
	)
}

// "Scrap that", "Vergiss das", "Olvida eso" after an instruction take it
// back; the reason after them names someone or something (a German noun
// is capitalized) or says a number. The change reads them as a choice
// changed: the instruction stands untaken-back beside a decision.
func TestSkeptic91cTakeBackWithAReason(t *testing.T) {
	for _, c := range []struct{ order, back string }{
		{"No mushrooms in any recipe you suggest, please.", "Actually scrap that, Dr Okafor says a few are fine."},
		{"Keep everything under 100 words, I read on my phone.", "Scrap that, I'm on the laptop at the office until Friday."},
		{"Don't suggest any recipes with pork.", "Forget that, my husband Yusuf eats everything now."},
		{"Schlag mir nie Rezepte mit Pilzen vor.", "Vergiss das wieder, mein Arzt sagt, das ist kein Problem."},
		{"Schlag mir keine Fleischgerichte vor.", "Ignorier das, mein Mann hat die Fastenzeit hinter sich."},
		{"No me sugieras recetas con huevo.", "Olvida eso, mi médico dice que 2 huevos al día están bien."},
		{"No me recomiendes vinos caros.", "Olvida eso, que me ha tocado la lotería de Navidad."},
		{"No me pongas recetas con gluten.", "Olvídate de eso, el análisis del día 3 salió bien."},
	} {
		s := keptAsFacts(said(c.order, "A: Ok.", c.back, "A: Ok."), 100000)
		ruled := false
		for _, e := range s.Ledger {
			if e.Msg == 2 && e.Kind == session.LedgerRule {
				ruled = true
			}
		}
		if !ruled {
			t.Errorf("after %q, %q is no instruction taken back:\n%s", c.order, c.back, ledgerText(s))
		}
	}
}

// A name the conversation says often now scores above a rare word: a
// sentence of chatter that says it twice outranks the message's real news,
// which is lost.
func TestSkeptic91cChatterAboutTheTopicOutranksTheNews(t *testing.T) {
	days := []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"}
	for _, c := range []struct{ name, last, key string }{
		{"Gerald", "Gerald was grumpy again, as usual with Gerald. The kitchen tap wobbles and sprays water sideways.", "tap wobbles"},
		{"Priya", "Priya phoned twice, and Priya sounded tired. The car's brakes squeal when reversing downhill.", "brakes squeal"},
		{"Priya", "Long chat with Priya, Priya cried a bit. My laptop battery barely lasts an hour now.", "laptop battery"},
		{"Marisol", "Hablé con Marisol, Marisol está agobiada. El coche pierde aceite por debajo del motor.", "pierde aceite"},
		{"Marisol", "Ay Marisol, siempre Marisol con sus cosas. Mi portátil se apaga solo cuando se calienta.", "portátil"},
	} {
		var conv []string
		for i := range 5 {
			conv = append(conv, fmt.Sprintf("Spoke with %s on %s, we talked about the garden.", c.name, days[i]), "A: Ok.")
		}
		conv = append(conv, c.last, "A: Ok.")
		if got := readIn90(len(conv)-2, conv...); !strings.Contains(got, c.key) {
			t.Errorf("%q lost for the chatter: %q", c.key, got)
		}
	}
}

// "only take(s) his/her …" is now a liking: an anchored line, and the
// message's other fact, plain but specific, is no longer kept beside it.
func TestSkeptic91cOnlyTakeHisCostsTheOtherFact(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"My father-in-law is staying with us. He'll only take his coffee black. The spare room radiator rattles all night.", "radiator rattles"},
		{"Grandma visits at Easter. She'll only take her tea with lemon. The guest bed's mattress sags badly in the middle.", "mattress sags"},
		{"My uncle arrives tomorrow. He'll only take his eggs soft-boiled. The boiler in the cellar keeps cutting out.", "boiler"},
		{"Our new lodger moved in. She only takes her porridge with salt. The shower drain upstairs is clogged again.", "shower drain"},
		{"Auntie is staying a week. She'd only take her coffee with oat milk. The washing machine leaks from the door seal.", "washing machine"},
	} {
		var lines []string
		for _, e := range read31(c.text) {
			lines = append(lines, e.Text)
		}
		if got := strings.Join(lines, "\n"); !strings.Contains(got, c.key) {
			t.Errorf("%q lost from %q: %q", c.key, c.text, got)
		}
	}
}

// An apology for typos in the first message has a "please" and now goes
// with the instructions, last: at a budget where the parent kept the
// person's decision (or who they are), the change keeps the apology and
// drops both.
func TestSkeptic91cFirstMessageApologyOutlastsFacts(t *testing.T) {
	orders := func(first ...string) []string {
		msgs := append([]string(nil), first...)
		for i := range 12 {
			msgs = append(msgs, fmt.Sprintf("Order ZX-%d4%d ships from Hall %d on the %dth at 10:%d0.", i, i, i+1, i+3, i), "A: Noted.")
		}
		return msgs
	}
	for _, c := range []struct {
		msgs []string
		keys []string
	}{
		{[]string{"I'm Rosa, I run a small bakery in Girona with 4 staff. Please excuse the typos, I type on my old Nokia.", "A: No problem.",
			"We decided to order the flour from Harinas Pastelería Sol from now on.", "A: Good."}, []string{"Girona", "Pastelería"}},
		{[]string{"I'm Rosa, I run a small bakery in Girona with 4 staff. Please forgive my spelling, I left school at fourteen.", "A: No problem.",
			"We decided to order the flour from Harinas Pastelería Sol from now on.", "A: Good."}, []string{"Girona", "Pastelería"}},
		{[]string{"Ich bin Rosa, ich habe eine kleine Bäckerei in Girona mit 4 Leuten. Bitte entschuldige die Tippfehler, ich tippe auf meinem alten Handy.", "A: Kein Problem.",
			"Wir haben entschieden, das Mehl ab jetzt bei der Mühle Harinas Sol zu bestellen.", "A: Gut."}, []string{"Girona", "Mühle"}},
		{[]string{"Soy Rosa, tengo una panadería pequeña en Girona con 4 empleadas. Perdona las faltas por favor, escribo con un Nokia viejo.", "A: Tranquila.",
			"Hemos decidido pedir la harina a Harinas Sol a partir de ahora.", "A: Bien."}, []string{"Girona", "Hemos decidido"}},
	} {
		s := keptAsFacts(said(orders(c.msgs...)...), 190)
		got := ledgerText(s)
		if !slices91c(got, c.keys) {
			t.Errorf("at 190 words neither of %q is kept:\n%s", c.keys, got)
		}
	}
}

func slices91c(text string, keys []string) bool {
	for _, k := range keys {
		if strings.Contains(text, k) {
			return true
		}
	}
	return false
}

// "Never mind" / "Vergiss es" / "Olvida eso" before news with a name or a
// number: what turned up where is a fact, not a choice changed.
func TestSkeptic91cNewsAfterNeverMindIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Never mind, I found the charger in Jake's car.",
		"Never mind, the keys were in Tom's jacket all along.",
		"Forget it, my wallet turned up at the Tesco customer desk.",
		"Vergiss es, der Hausmeister hat den Schlüssel gefunden.",
		"Vergiss es, die Brille lag im Auto unter dem Sitz.",
		"Olvida eso, el paquete de Amazon llegó esta mañana.",
		"Never mind, the parcel from Zalando arrived at 9.",
	)
}
