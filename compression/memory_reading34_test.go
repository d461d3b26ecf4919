package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// What the memory reads of how people write (stop 34, read from the corpus
// parts dev11 and dev12 — heldout8 and heldout9 until they were measured
// blind at stop 33): each case failed before. The sentences are this file's
// own, not the corpus's.

// A label of a weekday and a date on every message ("Mo 03.03. – ", "Do
// 06.03. – ") is a prefix, as a timestamp is: the date a message was written
// is no line, and the message's point is kept.
func TestAWeekdayAndDateLabelIsAPrefix(t *testing.T) {
	got := remembered(t, said(
		"Mo 03.03. – Für die Anmeldung nehmen wir heuer das grüne Formular von der Gemeinde, des liegt im Rathaus aus.", "A: Gut.",
		"Do 06.03. – Die Zelte kommen vom Pfarrer, aber erst am Freitag, hat er gsagt, und nur wenn's ned regnet.", "A: Gut.",
		"Sa 08.03. – Fürs Grillen hamma an Gasgrill vom Schorsch, der Kohlegrill is eh hinüber.", "A: Gut.",
		"Di 11.03. – Die Startnummern druckt uns der Copyshop am Bahnhof, gegen Barzahlung.", "A: Gut.",
	))
	for _, label := range []string{"03.03", "06.03", "08.03", "11.03"} {
		if l := lineWith(got, label); l != "" {
			t.Errorf("the label %s is a line: %s", label, l)
		}
	}
	if lineOf(got, 1, "Formular", "Rathaus") == "" || lineOf(got, 5, "Gasgrill") == "" {
		t.Errorf("the messages' points are not kept:\n%s", got)
	}
}

// Where vehicles are parked is where they are: "parken auf der Wiese hinter
// der Halle", "aparcamos en el solar detrás del polideportivo", "park on the
// gravel behind the church".
func TestWhereThingsAreParkedIsAPlace(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Die Wohnmobile der Gäste parken auf dem Schotterplatz hinter der Turnhalle. Hab i mit dem Bürgermeister so ausgmacht. Letztes Jahr war des a Chaos, sag i dir.", "Schotterplatz"},
		{"Las furgonetas de los feriantes aparcan en el solar detrás del polideportivo. Lo he hablado con el concejal, por escrito y todo. El año pasado fue un caos, te lo juro.", "solar"},
		{"The visiting teams' minibuses park on the gravel behind the church hall. I sorted that with the vicar, in writing even. Last year was chaos, honestly.", "gravel"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if strings.HasPrefix(c.text, "Die") {
			got = inGerman(t, c.text)
		}
		if !strings.Contains(got, c.key) {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// Things taken somewhere ("Los hemos llevado al desván", "Wir haben sie in
// den Keller gebracht") are there now, and the sentence that moves them is
// one line with the one before that names them.
func TestWhereThingsWereTakenIsWhereTheyAre(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Ojo, los disfraces ya no están en el trastero, mi hermana lo necesita para la bici. Los hemos llevado al desván de la casa de mi abuela. Está más lejos, pero bueno.", []string{"disfraces", "desván"}},
		{"Achtung, die Bierbänke sind nicht mehr in der Scheune, der Bauer braucht sie selber. Wir haben sie in den Keller vom Pfarrhaus gebracht. Weiter weg, aber egal.", []string{"Bierbänke", "Keller"}},
	} {
		got := remembered(t, said(c.text, "A: Vale."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// "Whenever I ask you for …, do NOT show …" is a rule: the order after the
// condition may open with its negation ("do not", "don't").
func TestANegatedOrderAfterAConditionIsARule(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"First thing: whenever I ask you for vocab drills, do NOT show the translations until I type done.", "translations"},
		{"Whenever I ask for a crossword clue, don't tell me the answer unless I say give up.", "answer"},
	} {
		if !ruleWith(c.text, c.key) {
			t.Errorf("no rule holds %q: %v", c.key, read31(c.text))
		}
	}
	never31(t, "rule", "Whenever I ask my brother for help, don't expect him to turn up on time.")
}

// Number words of tens and hundreds are values in German and Spanish too
// ("achtzig Gäste", "setecientos folletos"), so that a line that counts
// with them is the message's point, not its filler.
func TestTensAndHundredsInWordsAreValues(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Si no me fallan las cuentas, llevaré unos setecientos folletos a la feria, bien doblados. Me he pasado la semana doblando, con paciencia, aunque la muñeca se queja un poco. Perdone usted el desahogo.", "setecientos folletos"},
		{"Wir rechnen mit ungefähr achtzig Gästen beim Sommerfest. Ich hab die ganze Woche Listen geschrieben, mit Kaffee und viel Geduld, und der Rücken meckert schon.", "achtzig Gästen"},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if strings.HasPrefix(c.text, "Wir") {
			got = inGerman(t, c.text)
		}
		if lineWith(got, c.key) == "" {
			t.Errorf("no line holds %q:\n%s", c.key, got)
		}
	}
}

// "hemos acordado" is a decision; "le ruego que me recuerde …" asks for a
// reminder (usted); "no quiere que …" is someone's constraint.
func TestSpanishAgreedRemindAndNotWanted(t *testing.T) {
	kinds := map[string]string{}
	for _, text := range []string{
		"Mi hermano y yo hemos acordado vender la furgoneta antes del verano. No da para más, la pobre.",
		"Le ruego que me recuerde pedir cita con el notario para lo de la herencia. Con tanto lío se me olvida todo.",
	} {
		for _, e := range read31(text) {
			kinds[e.Text] = string(e.Kind)
		}
	}
	if k := kinds["Mi hermano y yo hemos acordado vender la furgoneta antes del verano."]; k != "decision" {
		t.Errorf("the agreement is read as %q: %v", k, kinds)
	}
	found := false
	for text, k := range kinds {
		found = found || k == "question" && strings.Contains(text, "notario")
	}
	if !found {
		t.Errorf("the reminder is no open task: %v", kinds)
	}
	got := remembered(t, said("Mi suegra, por cierto, no quiere que pongamos flores de plástico en la mesa, lo tiene clarísimo. Prefiere poner romero del jardín, aunque huela a cocina. Es más terca que una mula.", "A: Vale."))
	if lineWith(got, "flores de plástico") == "" {
		t.Errorf("her constraint is not kept:\n%s", got)
	}
}

// A short exclaimed head that says something changes ("The book club is
// moving!!", "Change to choir practice!", "Der Stammtisch zieht um!") is one
// line with the sentence after it, which says how: what changes and its new
// value on one line.
func TestAnExclaimedChangeHeadJoinsItsNews(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"The book club is moving!! The café on Market Street is shutting for a refit, so from next week we meet in Priya's kitchen instead. Same wine, fewer chairs.", []string{"book club", "Priya's kitchen"}},
		{"change to choir practice!! the rehearsal got moved to 19:45, same hall as always. fine by me, bedtime is chaos anyway.", []string{"choir", "19:45"}},
		{"¡Cambio en el coro! El ensayo pasa a las ocho y media, en la misma sala. Mejor para mí, la verdad.", []string{"coro", "ocho y media"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
	// A head that says nothing changes, or a question, stays apart.
	got := remembered(t, said("Nothing is changing! Priya still hosts in her kitchen on Thursdays at eight.", "A: Ok."))
	if lineWith(got, "Nothing is changing") != "" {
		t.Errorf("a head that says nothing changes is kept:\n%s", got)
	}
}

// A sentence that gives the name of someone the sentence before speaks of
// ("Finally met the new landlord today. His name is Graham Pike …", "Sie
// heißt …", "Se llama …") is one line with it: who the name is.
func TestANameGivenAfterItsRoleJoinsIt(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Finally met the new landlord in person today. His name is Graham Pike and he collects the rent himself, in cash. Old school, I suppose.", []string{"landlord", "Graham Pike"}},
		{"Hoy he conocido por fin al fontanero nuevo. Se llama Rubén Ortiz y viene los martes. Muy formal, eso sí.", []string{"fontanero", "Rubén Ortiz"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
	got := inGerman(t, "Heute endlich die neue Chorleiterin kennengelernt. Sie heißt Ulrike Brandt und kommt aus Kassel. Sehr streng, aber herzlich.")
	if lineWith(got, "Chorleiterin", "Ulrike Brandt") == "" {
		t.Errorf("no line holds the choir leader's name:\n%s", got)
	}
}

// How old someone is, right after their name, says who they are: "the
// eldest is Rosa, she's nine and …", "Pablo, tiene seis años".
func TestAnAgeAfterANameSaysWhoItIs(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"ok so. the eldest is Rosa, she's nine and wants to be an astronaut and a baker. the little one is Theo, my chaos goblin.", []string{"Rosa", "nine"}},
		{"El mayor es Pablo, tiene seis años y quiere ser bombero. La pequeña es Vera, que manda en casa.", []string{"Pablo", "seis"}},
	} {
		got := remembered(t, said(c.text, "A: Ok."))
		if lineOf(got, 1, c.keys...) == "" {
			t.Errorf("no line holds %q:\n%s", c.keys, got)
		}
	}
}

// A list item is a point of its own however short ("- a sun hat", "-
// sandals"): the person set it apart.
func TestAShortListItemIsKept(t *testing.T) {
	text := "Packing list the camp sent round, I copied it word for word:\n- a sun hat\n- sandals\n- a refillable water bottle\nNo idea where half of it is, honestly. The loft is a disaster zone."
	got := remembered(t, said(text, "A: Ok."))
	for _, k := range []string{"sun hat", "sandals", "water bottle"} {
		if lineWith(got, k) == "" {
			t.Errorf("no line holds %q:\n%s", k, got)
		}
	}
	got = remembered(t, said("Things to sort today:\n- ok\n- done\n- the boiler service, Tuesday at 9", "A: Ok."))
	for _, l := range strings.Split(got, "\n") {
		if strings.HasSuffix(l, " ok") || strings.HasSuffix(l, " done") {
			t.Errorf("an item that says nothing is a line: %s", l)
		}
	}
}

// "Forget the eight people, we've got twelve coming now" takes back a plan,
// not an instruction: what it names is in an earlier plan and in no
// instruction, and it gives the plan's new value. The line must not reach the
// model as a rule for its answers, nor take the instruction with it.
func TestATakingBackThatTakesNothingBackIsNoRule(t *testing.T) {
	s := said(
		"Always answer me in French, please, I'm practising for my exam.", "A: D'accord.",
		"We're expecting eight people at the barbecue on Saturday, so two packs of sausages.", "A: Ok.",
		"Re the barbecue: forget the eight people, we've got twelve coming now, so I'm buying two more packs of sausages.", "A: Ok.",
	)
	s = keptAsFacts(s, 100000)
	for _, e := range s.Ledger {
		if strings.Contains(e.Text, "twelve") && e.Kind == session.LedgerRule {
			t.Errorf("the barbecue's change of plan is a rule: %q", e.Text)
		}
		if strings.Contains(e.Text, "French") && e.Kind != session.LedgerRule {
			t.Errorf("the instruction is no longer one: %q", e.Text)
		}
	}
	got := window.SummaryText(s)
	if lineWith(got, "twelve") == "" || lineWith(got, "Always answer me in French") == "" {
		t.Errorf("the plan's change or the instruction is lost:\n%s", got)
	}
	// One that takes an instruction back still does.
	got = remembered(t, said(
		"Always answer me in French, please, I'm practising for my exam.", "A: D'accord.",
		"Exam's done! You can forget the French thing now, English is fine again.", "A: Great.",
	))
	if lineWith(got, "Always answer me in French") != "" {
		t.Errorf("the instruction taken back is still sent:\n%s", got)
	}
}

// "Nos han subido el trastero a 95 euros" says the price went up: the old
// price is marked as older.
func TestTheyHaveRaisedItIsANewPrice(t *testing.T) {
	got := remembered(t, said(
		"El trastero del barrio nos cuesta 80 euros al mes, con la llave incluida.", "A: Vale.",
		"Nos han subido el trastero a 95 euros al mes, qué abuso.", "A: Vaya.",
	))
	if l := lineOf(got, 1, "80 euros"); !strings.Contains(l, "updated in #3") {
		t.Errorf("the old price reads as current:\n%s", got)
	}
}

// A liking said in other words is a liking: "is partial to", "está
// obsesionado con", "le chiflan", "no soportan", "no tolera", "es más de … que
// de …", "schwört auf". Each sentence stands in a message beside a remark that
// is not one, after two messages of the same conversation.
func TestALikingInOtherWords(t *testing.T) {
	context := map[string][]string{
		"en": {"We're planning the family weekend at the lake house, it's been a while since everyone was together.", "A: Sounds lovely.",
			"The drive up takes about four hours, so we'll stop halfway for lunch somewhere, probably.", "A: Sure."},
		"es": {"Estamos organizando el fin de semana familiar en la casa del lago, hace mucho que no estamos todos juntos.", "A: Qué bien.",
			"El viaje dura unas cuatro horas, así que pararemos a medio camino para comer en algún sitio.", "A: Claro."},
	}
	around := map[string][2]string{
		"en": {"Honestly the planning is half the fun for me.", "Anyway, that's one more thing sorted."},
		"es": {"La verdad es que ha hecho un tiempo horrible toda la semana.", "En fin, una cosa menos."},
	}
	for _, c := range []struct{ lang, text, key string }{
		{"en", "I'm partial to a long walk before breakfast.", "walk"},
		{"es", "El pequeño está obsesionado con los dinosaurios.", "dinosaurios"},
		{"es", "Al abuelo le chiflan los crucigramas.", "crucigramas"},
		{"es", "Los mellizos no soportan las setas, ni escondidas en la salsa.", "setas"},
		{"es", "Sara no tolera nada picante.", "picante"},
		{"es", "Mi madre es más de té que de café.", "té"},
	} {
		a := around[c.lang]
		msgs := append(append([]string(nil), context[c.lang]...), a[0]+" "+c.text+" "+a[1], "A: Ok.")
		if c.lang == "es" && c.key != "dinosaurios" && c.key != "té" {
			// Beside a remark that says what the person likes, vaguely.
			msgs[4] = "La verdad es que organizar es casi lo que más me gusta. " + c.text + " " + a[1]
		}
		if got := remembered(t, said(msgs...)); lineOf(got, 5, c.key) == "" {
			t.Errorf("%q is not kept:\n%s", c.text, got)
		}
	}
}

// A line that is a liking only by its words ("organizar es lo que más me
// gusta") names nothing: it does not hide a line of the same message that
// says more ("Lucía solo toma leche de avena").
func TestAVagueLikingHidesNoLineThatSaysMore(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Lucía solo toma leche de avena.", "avena"},
		{"Mamá no duerme en una tienda de campaña ni loca.", "campaña"},
		{"Mi cuñado no perdona el café de puchero por las mañanas.", "puchero"},
	} {
		got := remembered(t, said(
			"Estamos organizando el fin de semana familiar en la casa del lago, hace mucho que no estamos todos juntos.", "A: Qué bien.",
			"El viaje dura unas cuatro horas, así que pararemos a medio camino para comer en algún sitio.", "A: Claro.",
			"La verdad es que organizar es casi lo que más me gusta. "+c.text+" En fin, una cosa menos.", "A: Vale.",
		))
		if lineOf(got, 5, c.key) == "" {
			t.Errorf("%q is not kept:\n%s", c.text, got)
		}
	}
}

// A place after a word that says which part of the house or the plot ("ist
// hinten in der Garage", "is upstairs in the airing cupboard", "está arriba
// en el altillo") is where the thing is.
func TestWhereAfterWhichPart(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Ehrlich gesagt war das Wetter die ganze Woche trüb. Der Sicherungskasten ist hinten in der Garage, hinter den Fahrrädern. Na ja, wieder ein Punkt erledigt.", "Sicherungskasten"},
		{"Honestly the weather has been grim all week. The spare duvet is upstairs in the airing cupboard. Anyway, that's one more thing sorted.", "duvet"},
		{"La verdad es que ha hecho un tiempo horrible toda la semana. El ventilador está arriba en el altillo del pasillo. En fin, una cosa menos.", "ventilador"},
	} {
		msgs := []string{"We're planning the family weekend at the lake house, it's been a while since everyone was together.", "A: Sounds lovely.",
			"The drive up takes about four hours, so we'll stop halfway for lunch somewhere, probably.", "A: Sure.", c.text, "A: Ok."}
		if strings.HasPrefix(c.text, "Ehrlich") {
			msgs[0], msgs[2] = "Wir planen das Familienwochenende im Ferienhaus am See, wir waren lange nicht mehr alle zusammen.",
				"Die Fahrt dauert ungefähr vier Stunden, also machen wir unterwegs irgendwo Mittagspause."
		}
		if strings.HasPrefix(c.text, "La verdad") {
			msgs[0], msgs[2] = "Estamos organizando el fin de semana familiar en la casa del lago, hace mucho que no estamos todos juntos.",
				"El viaje dura unas cuatro horas, así que pararemos a medio camino para comer en algún sitio."
		}
		if got := remembered(t, said(msgs...)); lineOf(got, 5, c.key) == "" {
			t.Errorf("%q is not kept:\n%s", c.text, got)
		}
	}
}

// An instruction said in other words is one: a wish about how the assistant
// answers ("I'd appreciate it if you answered …", "Mir wäre lieb, wenn du …",
// "Te agradecería que no usaras …"), a "don't" with a verb of answering, how
// to talk to the person, a look the answers must not have, "duz mich", an
// order after a four-word opening or with "ab jetzt". Each stands in the
// first message, after what the conversation is about.
func TestAnInstructionInOtherWords(t *testing.T) {
	open := map[string]string{
		"en": "Hi! I'm sorting out my late dad's garden shed and I'll be asking you lots of things over the next weeks.",
		"de": "Hallo! Ich räume gerade den Gartenschuppen von meinem verstorbenen Vater aus und werde dich in den nächsten Wochen viel fragen.",
		"es": "¡Hola! Estoy vaciando el cobertizo del jardín de mi difunto padre y te voy a preguntar muchas cosas estas semanas.",
	}
	for _, c := range []struct{ lang, text, key string }{
		{"en", "I'd appreciate it if you answered in plain English without jargon.", "jargon"},
		{"en", "Talk to me like a friend, not like a manual.", "friend"},
		{"en", "Just so you know, I'm colour-blind, so don't describe things by colour.", "colour"},
		{"de", "Eine Bitte vorab: keine Aufzählungszeichen.", "Aufzählungszeichen"},
		{"de", "Sprich mit mir wie mit einer Freundin, nicht wie ein Handbuch.", "Freundin"},
		{"de", "Bitte duz mich einfach.", "duz"},
		{"de", "Mir wäre lieb, wenn du keine Fachbegriffe benutzt.", "Fachbegriffe"},
		{"es", "Te agradecería que no usaras tecnicismos.", "tecnicismos"},
		{"es", "A partir de ahora, dame las medidas siempre en centímetros.", "centímetros"},
		{"de", "Gib mir Maße ab jetzt immer in Zentimetern.", "Zentimetern"},
	} {
		if !readAsRule(said(open[c.lang]+" "+c.text, "A: Ok."), c.key) {
			t.Errorf("%q is not read as an instruction: %v", c.text, compression.Extract(said(open[c.lang]+" "+c.text, "A: Ok."), []int{0}))
		}
	}
}

// Not instructions: a one-off wish ("if you could check this email", "if
// you wrote a cover letter"), a secret ("don't tell Mum"), comfort ("don't
// worry"), someone else's rule under a condition, talk about something.
func TestNoInstructionInTheseWords(t *testing.T) {
	for _, text := range []string{
		"I'd appreciate it if you could check this email for typos.",
		"I'd appreciate it if you wrote a cover letter for me.",
		"Don't tell Mum about the surprise party, she reads over my shoulder.",
		"Don't worry about the budget for now.",
		"I don't use the shed much anymore.",
		"Talk to me about mortgages, I'm lost.",
		"Te agradecería que me escribieras una carta para el banco.",
		"Mir wäre lieb, wenn du mir beim Brief an die Bank hilfst.",
		"Her rule was simple: when you reverse, don't use the mirrors alone.",
		"Give me a minute, I always forget where I put the receipts.",
		"Des is bei dem scho immer so gwesen, der is vorsichtig.",
		"Tom can drive again now, the cast came off.",
	} {
		if s := said(text, "A: Ok."); readAsRule(s, "") {
			t.Errorf("%q is read as an instruction: %v", text, compression.Extract(s, []int{0}))
		}
	}
}

// sentAsCurrent reports a line of message n holding all the words and not
// marked as updated.
func sentAsCurrent(memory string, n int, words ...string) bool {
	l := lineOf(memory, n, words...)
	return l != "" && !strings.Contains(l, "(updated in")
}

// readAsRule reports a line of the first message read as an instruction
// holding key.
func readAsRule(s *session.Session, key string) bool {
	for _, e := range compression.Extract(s, []int{0}) {
		if e.Kind == session.LedgerRule && strings.Contains(e.Text, key) {
			return true
		}
	}
	return false
}

// An instruction taken back in other words goes, or is marked as updated:
// what it ruled out allowed again ("You can use bullet points again", "Du
// kannst wieder …", "Ya puedes usar … otra vez"), and "Olvídate de lo de …"
// after an instruction that opens with four words ("A partir de ahora, …").
// The instruction stands in the first message, the take-back two messages
// on.
func TestAnInstructionTakenBackInOtherWords(t *testing.T) {
	for _, c := range []struct{ rule, back, key string }{
		{"Please never use bullet points in your answers, I find them hard to read.", "You can use bullet points again, I've changed my mind.", "bullet"},
		{"Bitte benutze in deinen Antworten keine Aufzählungen.", "Du kannst wieder Aufzählungen benutzen, hab's mir anders überlegt.", "Aufzählungen"},
		{"Por favor, no uses viñetas en tus respuestas.", "Ya puedes usar viñetas otra vez, he cambiado de opinión.", "viñetas"},
		{"A partir de ahora, dame las medidas siempre en centímetros.", "Olvídate de lo de los centímetros, las pulgadas también valen.", "centímetros"},
	} {
		got := remembered(t, said(c.rule, "A: Ok.", "The shed roof leaks in the corner above the workbench.", "A: Ok.", c.back, "A: Ok."))
		if old := lineOf(got, 1, c.key); old != "" && !strings.Contains(old, "updated in") {
			t.Errorf("%q is still sent as current after %q:\n%s", c.rule, c.back, got)
		}
		if lineOf(got, 5, c.key) == "" && lineOf(got, 5) == "" {
			t.Errorf("the take-back %q is not kept:\n%s", c.back, got)
		}
	}
}

// A way of answering allowed again takes back no instruction that does not
// rule it out: "Please use British spelling in your answers" stays current
// when long answers are fine now.
func TestWhatIsAllowedAgainLeavesOtherInstructions(t *testing.T) {
	got := remembered(t, said("Please use British spelling in your answers.", "A: Ok.", "Actually, long answers are fine now, I'm on my laptop.", "A: Ok."))
	if l := lineOf(got, 1, "British"); l == "" || strings.Contains(l, "updated") {
		t.Errorf("the first instruction is lost or marked as updated:\n%s", got)
	}
}
