package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 56 in dev55 and dev56's misses (stop 55's blind parts).

// Spanish "usted" imperatives order the answers as the "tú" ones do:
// "contésteme en pocas líneas" after "Le pido un favor:" was a fact (dev56's
// first instruction, read nothing of in its message).
func TestUstedImperativesAreInstructions(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Le pido un favor: contésteme en pocas líneas y háblele a una de sumercé, como gente decente, que el tú me suena a rolo.",
		"Por favor, contésteme en pocas líneas.",
		"Le pido una cosa: respóndame siempre en castellano.",
		"Escríbame corto, que leo en el celular.",
	)
	never31(t, session.LedgerRule, "Mi suegra me dijo: contésteme cuando pueda.")
}

// A take-back said without its "du" ("des mit den drei Sätzen kannst
// vergessen", Bavarian) is one, and the order after it in the message is
// what holds now (dev55's first instruction, taken back at its turn 37).
func TestAProDropTakeBackAndItsOrder(t *testing.T) {
	const text = "Übrigens, des mit den drei Sätzen kannst vergessen. Die Steffi liest etz mit und will alles genau wissen, also schreib ruhig ausführlich, so lang wie's halt braucht."
	if ruleHolding(text, "drei Sätzen") == "" || ruleHolding(text, "schreib ruhig ausführlich") == "" {
		t.Errorf("%q: the take-back and the order after it are not both instructions: %q", text, rulesIn(text))
	}
	never31(t, session.LedgerRule, "Den Anfang vom Film kannst vergessen, der Rest war super.")
}

// An open question under a worry or under what is not clear, with or
// without its question mark (dev55): "Una cosa que no tengo clara: ¿dónde
// dejo la furgoneta …?", "Was mir no Kopfweh macht: wo sollen die Leit
// parken?", "Lo que de verdad me quita el sueño: quién va a cortar."
func TestAWorryLabelsAnOpenQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Una cosa que no tengo clara: ¿dónde dejo la furgoneta frigorífica el día de la fiesta?",
		"Was mir no Kopfweh macht: wo sollen die Leit parken?",
		"Lo que de verdad me quita el sueño: quién va a cortar.",
	)
	never31(t, session.LedgerQuestion, "Lo que me quita el sueño: el vecino y su perro.", "Was mir Kopfweh macht: der Lärm von der Baustelle.")
}

// Where something has been moved to, said after where it no longer is, stays
// on the line though the conversation uses its words often (dev56: "…
// no longer going in Shed 3, they've moved all the long-wool breeds to the
// new sheep pavilion …" kept "Shed 3" alone; dev55: "… no estamos al lado
// de la fuente, nos ponen junto al palco de la música …" kept nothing).
func TestWhereItIsMovedToStays(t *testing.T) {
	talk := []string{
		"The school nativity is on the 12th, in the school hall, at two.",
		"A: Noted.",
		"Our Jack is a shepherd in the school nativity, the hall is always freezing.",
		"A: Noted.",
		"The school hall has the piano, and the school choir sings first.",
		"A: Noted.",
		"Update from the school office: the Year 2 nativity is no longer in Hall 3, they've moved the whole thing to the big church next door because of the boiler.",
		"A: Noted.",
	}
	if got := remembered(t, said(talk...)); lineWith(got, "church") == "" {
		t.Errorf("no line says where the nativity moved:\n%s", got)
	}
	talk = []string{
		"El puesto está en la plaza, al lado de la fuente, como siempre.",
		"A: Vale.",
		"En la plaza hay sombra, y la fuente da fresco a los clientes.",
		"A: Vale.",
		"La plaza se llena a las doce, la fuente es el punto de encuentro.",
		"A: Vale.",
		"Y en la carta, sorpresa: este año no estamos al lado de la fuente, nos ponen junto a la iglesia, al otro lado de la plaza. Treinta y dos años en el mismo sitio y nos mueven por unas obras.",
		"A: Vale.",
	}
	if got := remembered(t, said(talk...)); lineWith(got, "iglesia") == "" {
		t.Errorf("no line says where the stall is put now:\n%s", got)
	}
}

// A worry before who is to do something, with a clause on whom it names
// after it, is an open question (found driving: "Lo que me quita el sueño:
// quién va a traer a la tía Remedios desde Almazán, que ya no conduce").
func TestAWorryWithAClauseOnWhomItNames(t *testing.T) {
	readAs(t, session.LedgerQuestion, "Lo que me quita el sueño: quién va a traer a la tía Remedios desde Almazán, que ya no conduce.")
}

// "One thing:" before how to answer labels an order (dev55's first
// instruction, "One thing: give me everything in pounds and Fahrenheit",
// was a fact and went under a budget) — not before news or a task.
func TestOneThingBeforeHowToAnswerIsAnInstruction(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Hi, I'm Dot, I keep bees in Wexford. One thing: give me everything in pounds and Fahrenheit, the metric stuff confuses me.",
		"Noch eine Sache: schreib mir alles in Stichpunkten, ich lese das im Zug.",
	)
	never31(t, session.LedgerRule, "One thing: the dog ate my shoe.", "One thing: give me the ferry prices for Santander.", "Una cosa: dame la receta de la tortilla.")
}

// A label with nothing after it but a comma panicked in askedLabel (found by
// the final review of stop 56, on e5e722b too: "One thing: ,").
func TestALabelBeforeNothingDoesNotPanic(t *testing.T) {
	for _, text := range []string{"One thing: ,", "Una duda: ,", "Question: , ,"} {
		_ = kindLines(text, session.LedgerQuestion)
	}
}
