package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 58 in dev59 and dev60's misses (stop 57's blind parts). The
// sentences are this file's own.

// A comma inside a quoted title does not end its clause: dev60's speech
// title was cut in two at it, and neither line held the title.
func TestACommaInsideAQuotedTitle(t *testing.T) {
	const text = "The talk is done: we wrote it with the old teacher next door on Sunday and it's called 'Salt, Smoke and Sea', after the harbour of Bantry where Dad grew up."
	if !oneLine57(text, "'Salt, Smoke and Sea'") {
		t.Errorf("%q: no line holds the whole title: %v", text, read31(text))
	}
}

// A German "Ich hab keine Ahnung, wer …" is the person's open question, as
// "I have no idea who …" is (dev60: who plays the music at the festival) —
// but not a shrug ("…, ist mir auch egal", TestSkeptic49bGermanRhetorical…).
func TestGermanNoIdeaAfterHab(t *testing.T) {
	readAs(t, session.LedgerQuestion, "Ich hab noch keine Ahnung, wer am Sonntag den Kuchen mitbringt.")
	readAs(t, session.LedgerQuestion, "Wir haben keine Ahnung, wo das Zelt am Samstag steht.")
}

// A worry head before a German "wer" clause of a task to take on, its verb
// last, is an open question (dev59: who keeps the books) — not before what
// someone keeps doing.
func TestAWorryBeforeAGermanTask(t *testing.T) {
	readAs(t, session.LedgerQuestion, "Was mir Sorgen macht: wer beim Umzug den Transporter fährt.")
	never31(t, session.LedgerQuestion,
		"Was mir Kopfzerbrechen macht: wer jeden Abend die Musik so laut macht.",
		"Was mir Sorgen macht: wer da eigentlich zuständig ist.")
}

// Orders said in ways the reading did not know (dev59, dev60): the Irish
// "don't be giving me …", one short ban right after a ban, a limit on each
// answer, a ban on what goes into whatever the assistant suggests, "from
// now on" said last, "todo en pesos" after a condition on the answers.
func TestOrdersSaidOtherwise(t *testing.T) {
	readAs(t, session.LedgerRule, "Don't be sending me links to videos, I can't watch them at work.")
	if !readAs52("Don't be giving me long lists. No essays.", session.LedgerRule, "No essays") {
		t.Errorf("the short ban after a ban is no rule: %v", read31("Don't be giving me long lists. No essays."))
	}
	readAs(t, session.LedgerRule, "Ask me at most one question per answer.")
	readAs(t, session.LedgerRule, "Bitte nur eine Frage pro Nachricht.")
	readAs(t, session.LedgerRule, "Don't put peanuts in anything you suggest, my son is allergic.")
	readAs(t, session.LedgerRule, "So no meat in recipes from now on.")
	readAs(t, session.LedgerRule, "Cuando me hables de precios, todo en euros.")
	never31(t, session.LedgerRule,
		"Last time you gave me six options per answer.",
		"My aunt said: never put salt in anything you bake.",
		"Es kostet zwei Euro pro Nachricht.")
	if readAs52("Always answer me in English, please. No problem, I read it fine.", session.LedgerRule, "No problem") {
		t.Error("a phrase of talk after an order is read as a ban")
	}
	// Nor a short ban of a day, after an order (the second review).
	if readAs52("Don't suggest a DJ for Dad's 70th. No speeches on Saturday.", session.LedgerRule, "No speeches") {
		t.Error("a ban of a day after an order is read as an order to the assistant")
	}
}

// "…, always has" says again what someone did; no order to the assistant
// though a "you" stands in the head (dev59: a husband who hates having his
// photo taken was read as an instruction and merged away).
func TestAlwaysHasIsNoOrder(t *testing.T) {
	never31(t, session.LedgerRule, "Thing you should know about my Colin: he absolutely hates speeches, always has, he hid in the loo at his own retirement do.")
}

// shopOpening58 are the first messages of a German conversation that names
// Maren and Resi often, so their names anchor nothing.
var shopOpening58 = []string{
	"Die Maren und die Resi machen mit mir den Dorfladen in Rimbach auf, Eröffnung ist am 3. Mai.", "A: Ok.",
	"Die Maren macht die Kasse, die Resi die Regale, und ich die Lieferanten.", "A: Ok.",
	"Die Resi hat mit der Maren die Preisschilder geschrieben, 240 Stück.", "A: Ok.",
	"Die Maren fährt am Montag zum Großmarkt nach Mannheim, die Resi bleibt im Laden.", "A: Ok.",
}

// What someone named often wants, refuses or cannot have stays beside a
// sibling sentence with a value (dev59, dev60: a German "will … unbedingt",
// a Spanish "ni loco", a German clause before the "dass" it governs).
func TestWhatSomeoneNamedOftenWants(t *testing.T) {
	for _, c := range []struct {
		text  string
		words []string
	}{
		{"Die Maren will im Laden unbedingt Sojamilch haben. Der Bäcker liefert ab 6:30 Uhr, 80 Brötchen.", []string{"Maren", "Sojamilch"}},
		{"Die Resi will nicht, dass einer von uns ihre 12 Vasen trägt, die packt sie selber ein. Der Bäcker liefert ab 6:30 Uhr, 80 Brötchen.", []string{"Resi", "Vasen"}},
	} {
		if got := linesOf57(shopOpening58, c.text); !holds57(got, c.words...) {
			t.Errorf("%q: no line holds %q: %v", c.text, c.words, got)
		}
	}
	chino := []string{
		"El Chino y yo llevamos la peña del Chino en Resistencia, somos 30 socios.", "A: Ok.",
		"El Chino maneja el camión y yo hago las cuentas, el Chino no sabe ni sumar.", "A: Ok.",
		"El Chino trajo la parrilla y el Chino compró el carbón.", "A: Ok.",
	}
	const text = "El Chino avisó que él no se sube al escenario ni loco, que le da vergüenza. Veinte años en la ruta 16 y le tiene miedo a un micrófono de la radio de Resistencia."
	if got := linesOf57(chino, text); !holds57(got, "Chino", "escenario") {
		t.Errorf("%q: no line holds what the Chino refuses: %v", text, got)
	}
}

// A medicine whose name ends in an antihistamine's stem is a medicine
// (dev59 cetirizine, dev60 loratadina): its sentence stays beside one with
// a date.
func TestAnAntihistamineIsAMedicine(t *testing.T) {
	const text = "Hay fever's back since the 14th of April and he's sneezing already. He can only take fexofenadine, the rest knocks him out."
	if !oneLine57(text, "fexofenadine") {
		t.Errorf("%q: the medicine is dropped: %v", text, read31(text))
	}
}

// A plan said right after a sentence that opens with a change of mind is
// the new choice (dev59: the register from the butcher, glass bottles).
func TestAPlanAfterAChangeOfMind(t *testing.T) {
	const text = "Cambio de planes con la sidra: nada de garrafas, que mi primo Toni dice que en plástico se estropea. La vamos a embotellar en botellas de cristal de un litro, más bonitas."
	if !oneLine57(text, "botellas de cristal") {
		t.Errorf("%q: the new choice is dropped: %v", text, read31(text))
	}
}

// An order to number things after a condition on what the person asks is
// an instruction (dev59).
func TestNumberAfterACondition(t *testing.T) {
	readAs(t, session.LedgerRule, "When I ask you about the knitting pattern, number the rows and keep each one short.")
}

// An exclamation inside a short quote ends no sentence: dev60's booking was
// cut at "'Grovely!" and its day went to a line without the fair.
func TestAnExclamationInsideAQuote(t *testing.T) {
	const text = "Got a pitch at the Beltane fair in Peebles, where everyone shouts 'Huzzah! Huzzah!' I'll be selling cones there on the 14th of June."
	if !oneLine57(text, "Beltane", "14th of June") {
		t.Errorf("%q: the fair and its day are apart: %v", text, read31(text))
	}
	// A quote that opens after the exclamation does not hold it on.
	if text := "What a night! 'Dave' was the name on the cake, £40 from Greggs."; oneLine57(text, "What a night", "Dave") {
		t.Errorf("%q: the exclamation before a quote is joined to it: %v", text, read31(text))
	}
}

// A Spanish sentence that drops its subject, its verb of liking first ("Quiere
// un ocre, como el trigo de verdad" after "La abuela Candelaria tiene
// clarísimo …", dev19), goes on about whom the sentence before names: one line.
func TestASpanishLikingWithoutItsSubject(t *testing.T) {
	for _, c := range []struct{ text, name, liked string }{
		{"La abuela Pilar tiene clarísimo que el mantel no puede ser 'blanco hospital', que eso es de clínica. Quiere un crema, como el lino de verdad, dice.", "Pilar", "crema"},
		{"Mi cuñado Julián tiene clarísimo que la paella no lleva chorizo, que eso es de guiris. Quiere una de marisco, como la de su madre.", "Julián", "marisco"},
	} {
		if !oneLine57(c.text, c.name, c.liked) {
			t.Errorf("%q: %s and what is wanted are apart: %v", c.text, c.name, read31(c.text))
		}
	}
}
