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
