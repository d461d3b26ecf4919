package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Review of 1adf5c8 (stop 56's final narrowing) against e5e722b, the stop's
// start. Each test fails on 1adf5c8 and passes on e5e722b. The sentences are
// this file's own.

// givenToMe takes any word of more than four letters with "me" in it and an
// enclitic ending for an imperative with "me" written on: names ("Jaime",
// "Pamela", "Graeme"), "gemelos", "Altersheime", "bedtime". Under "One
// thing:" with an "always"/"nunca"/"immer" (toTheAssistant) someone else's
// habit becomes a standing instruction.
func TestSkeptic56gThingLabelBeforeAWordWithMeInItIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Una cosa: Jaime nunca come pescado.",
		"Una cosa: mis gemelos nunca comen verdura.",
		"Una cosa: Pamela siempre trae el postre.",
		"Noch eine Sache: Jaime kommt immer zu spät.",
		"Noch eine Sache: Oma findet Altersheime immer furchtbar.",
		"One thing: Graeme always brings the wine.",
		"One thing: the kids never go to bed before bedtime.",
	)
}

// secondPersonVerb takes any word after "me" ending in "-ás"/"-és": the
// voseo of "you know me" and the future "me dirás" are no orders.
func TestSkeptic56gThingLabelBeforeMeAndASecondPersonIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Una cosa: ya me conocés, siempre llego tarde.",
		"Una cosa: seguro que me dirás que estoy loca, pero siempre he querido vivir en Cádiz.",
	)
}

// An enclitic "me" asked once ("otra vez", "no lo pillé") is a one-off
// request, not a standing instruction.
func TestSkeptic56gThingLabelBeforeAOneOffEncliticIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Una cosa: explícamelo otra vez, no lo pillé.",
		"Una cosa: explícamelo otra vez en pocas palabras, no lo pillé.",
	)
}

// looksFirst takes a look of the answers among the first three words even
// as the subject of someone else's taste: someoneFirst knows articles and
// pronouns, not a bare plural ("emojis", "tables", "Tabellen").
func TestSkeptic56gThingLabelBeforeALookAsSubjectIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"One thing: emojis always make Mum laugh.",
		"One thing: tables always confuse my dad.",
		"One thing: headings always look odd in my Word documents.",
		"Eine Sache: Emojis findet Oma immer toll.",
		"Eine Sache: Tabellen hasst mein Chef immer.",
	)
}

// howLong lets any clause that opens with "so" or "wie" follow "schreib
// ruhig ausführlich": "so freut sie sich mehr" (that way), "wie im letzten
// Brief an Tante Erna", "so lange Briefe liest Oma gern" are of the letter
// for someone else.
func TestSkeptic56gGoAheadWayBeforeASoOrWieClauseForSomeoneIsNoRule(t *testing.T) {
	oneOffLetter56(t,
		"Das mit dem Siezen kannst du vergessen, die Oma ist da locker. Schreib ruhig ausführlich, so freut sie sich mehr.",
		"Das mit dem Siezen kannst du vergessen, die Oma ist da locker. Schreib ruhig ausführlich, wie im letzten Brief an Tante Erna.",
		"Das mit dem Siezen kannst du vergessen, die Oma ist da locker. Schreib ruhig ausführlich, so wie sie es mag.",
		"Das mit dem Siezen kannst du vergessen, wir sind per du. Schreib ruhig ausführlich, so lange Briefe liest Oma gern.",
	)
}

// The pro-drop "das mit der Tabelle kannst vergessen" calls off one table
// (the train times, now that they drive), not a way of answering.
func TestSkeptic56gProDropForgetOfOneTableIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Wir fahren doch mit dem Auto. Das mit der Tabelle kannst vergessen.",
	)
}

// ustedOrder's task check looks at taskStart words only: "lo que …" (a text
// to write) and a question asked once right after the way pass as a
// standing order.
func TestSkeptic56gUstedOneOffTextOrQuestionIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Escríbame en inglés lo que tengo que decir en la aduana.",
		"Escríbame en inglés lo que pone en el cartel de la foto.",
		"Contésteme corto y claro, ¿me conviene la hipoteca fija o variable?",
		"Contésteme corto, ¿cuánto se tarda de Madrid a Toledo en tren?",
	)
}

// putUsThere takes "in"/"en" and a definite article for a place: "they've
// put us in the picture" (told us), "in the same boat", "nos han puesto en
// la lista negra" rank as a move in pick, and under a budget the flight is
// gone.
func TestSkeptic56gPutUsInTheFigurativeKeepsTheFlight(t *testing.T) {
	for _, c := range []struct {
		msg   string
		words []string
	}{
		{"The flight to Rome is on the 9th at 6am. They've put us in the picture about the strike.", []string{"Rome", "9th"}},
		{"The flight to Rome is on the 9th at 6am. They've put us in the same boat as everyone else with the refunds.", []string{"Rome", "9th"}},
		{"El vuelo a Roma es el día 9 a las 6 de la mañana. Y encima nos han puesto en la lista negra de la aerolínea.", []string{"Roma", "9"}},
	} {
		got := rememberedWithin(t, said(append(beforeOrders(), c.msg, "A: Noted.")...), 120)
		if lineWith(got, c.words...) == "" {
			t.Errorf("%q: the flight is gone from the memory:\n%s", c.msg, got)
		}
	}
}
