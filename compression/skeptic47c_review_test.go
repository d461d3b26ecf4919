package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of stop 47 (f152cd3: banFromNow, untagged, putInUnits, the German
// wish before its verb) by a skeptic helper. Each test below fails on
// f152cd3 and was read right at cf0eb04 (the commit before): the new rules
// turn household rules, plans, other people's words and real questions into
// standing instructions to the assistant. The sentences are this file's own.

// A house rule said from now on, with a tag that asks for a nod, is for the
// family, not for the answers: at cf0eb04 it was a fact, or nothing.
func TestSkeptic47CAHouseRuleFromNowIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"From now on, no phones at the dinner table, okay?",
		"From now on, no shoes in the house, okay?",
		"Ab jetzt keine Schuhe in der Wohnung, ja?",
		"Ab jetzt kein Handy beim Essen, gell?",
		"De ahora en adelante, nada de móviles en la mesa, ¿vale?")
}

// "…, right?" after a new ban someone else made asks whether it is so; the
// tag is no nod asked of the assistant ("Is that even legal?").
func TestSkeptic47CAQuestionAboutSomeonesNewBanIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"From now on, no parking on the verge, right? Is that even legal?",
		"From now on, no overtime on Sundays, right?",
		"From now on, no smoking in the flats, right? The landlord sent a letter.",
		"Ab jetzt keine Plastiktüten mehr im Supermarkt, oder?")
}

// The person's own resolution from now on ("no alcohol for me", "keine
// Süßigkeiten mehr, ich will abnehmen") is a plan of their life, not a ban
// on what the answers say: ownFor lets "for me" through, and "unless I …"
// no longer stops it.
func TestSkeptic47CAPersonalResolutionIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"From now on, no alcohol for me.",
		"Ab jetzt kein Alkohol mehr für mich.",
		"De ahora en adelante, nada de pan para mí.",
		"Ab jetzt keine Süßigkeiten mehr, ich will abnehmen.",
		"From now on, no junk food unless I'm travelling.")
}

// A convention checked with "…, right?" or "…, oder?" and a place or a kind
// of text ("in the UK", "in a eulogy", "im Lebenslauf") is a real question,
// not an order with a nod; untagged drops the tag and reads an order.
func TestSkeptic47CAConventionCheckedWithATagIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Use British spelling in the UK, right?",
		"Use 24-hour time in Germany, right?",
		"Avoid jargon in a eulogy, right?",
		"Use metric units for baking, right?",
		"Benutze keine Aufzählungen im Lebenslauf, oder?")
}

// Someone else who writes or says things to the person in a language or a
// currency ("Mi jefe me escribe en inglés") is a fact of their life:
// putInUnits reads "me escribe en inglés" as a request, whoever the subject.
func TestSkeptic47CSomeoneElseWritingToMeInALanguageIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Mi jefe me escribe en inglés y no entiendo nada.",
		"El casero me dice en inglés que no hay agua caliente.",
		"Mi novio me lo dice en italiano cuando se enfada.",
		"Mi profe me escribe en inglés los deberes.",
		"El banco me da en dólares los intereses.")
}

// A question ("¿Cómo me lo dices en francés?" — how do you say it in
// French) and a one-off task on a letter are no standing request.
func TestSkeptic47CASpanishQuestionOrTaskIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"¿Cómo me lo dices en francés?",
		"¿Me escribes en inglés una carta para mi casero?",
		"Si me lo pones en euros te lo pago hoy.")
}

// Worse than a wrong line: the boss's English is read as a new language
// instruction and marks the person's real one as updated, so the model is
// told the Spanish no longer holds.
func TestSkeptic47CTheBossesEnglishKeepsTheSpanishInstruction(t *testing.T) {
	for _, later := range []string{
		"Mi jefe me escribe en inglés y no entiendo nada.",
		"El casero me lo dice en inglés y me pierdo.",
	} {
		got := remembered(t, said("Contéstame siempre en español, por favor.", "A: Claro.", later, "A: Vaya."))
		if !sentAsCurrent(got, 1, "Contéstame siempre en español") {
			t.Errorf("after %q the Spanish instruction is no longer current:\n%s", later, got)
		}
	}
}
