package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Regressions of stop 90 found by a fifth skeptical review, of what was
// added last (c961932 against ded9656): two lead-ins before an instruction
// or a take-back phrase, "short answers" and a language banned under a
// head, the way wanted after a take-back ("so …", "longer answers are
// fine", "mit allem Drum und Dran"), a take-back ignoring the lines of its
// own message with a "you" in them, and the narrowed voseo, look-ban,
// "from now on please" and clitic readings — each read right by the parent
// and wrong by the change.

// The husband's habit after "Ok so" becomes a rule and marks the person's "always answer me in English" as changed: the assistant may switch to French.
func TestSkeptic90eAHusbandsHabitAfterLeadInsChangesNoLanguageOrder(t *testing.T) {
	currentAfter90(t, "English",
		"Please always answer me in English, even when I write in French.",
		"We moved to Lyon last spring with the kids.",
		"Ok so my husband always answers the phone in French.")
}

// Someone else's or the person's own habit after two lead-ins ("Pues bueno mi jefe nunca contesta …", "So yeah I never answer …") becomes a standing rule for the assistant.
func TestSkeptic90eHabitsAfterLeadInsAreNoRules(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Oh well my boss never replies to emails on Fridays.",
		"So yeah I never answer unknown numbers.",
		"Pues bueno mi jefe nunca contesta los whatsapp.",
		"Y bueno mi mamá siempre escribe en mayúsculas.",
		"Pues ya mi novio nunca responde los audios.")
}

// A request dropped ("Oh well never mind, I'll ask my sister-in-law …", "Ok well forget it, I'll check the prices myself") deletes the standing order it shares a word with.
func TestSkeptic90eDroppingARequestAfterLeadInsKeepsTheOrder(t *testing.T) {
	currentAfter90(t, "Spanish",
		"Always answer me in Spanish please, I'm learning it.",
		"Can you help me write a birthday card for my brother?",
		"Oh well never mind, I'll ask my sister-in-law, she speaks Spanish.")
	currentAfter90(t, "euros",
		"Always give me the prices in euros, I live in Lyon.",
		"What would a flight to Lisbon cost in May?",
		"Ok well forget it, I'll check the prices myself on the app.")
}

// A one-off "answer with one word: is tofu healthy?" after "Ok honestly" becomes a standing rule: every later answer is one word.
func TestSkeptic90eAOneOffAnswerShapeAfterLeadInsIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Ok honestly answer with one word: is tofu healthy?",
		"Oh and answer in one line: what's 15% of 80?",
		"Ok honestly keep it short: is it safe to eat raw eggs?")
}

// A barbecue called off after "Ok so" is read as a take-back, and the new plan in its message (pizza at ours) is lost.
func TestSkeptic90eAPlanCalledOffAfterLeadInsKeepsTheNewPlan(t *testing.T) {
	for _, back := range []string{
		"Ok honestly forget the barbecue. It's going to rain all weekend, so never mind, we'll do pizza at ours.",
		"Ok so forget the barbecue. It's going to rain all weekend, so never mind, we'll do pizza at ours.",
	} {
		keptWithin89(t, 100000, okTurns90(
			"Please keep your answers short, I read on the tram.",
			"We wanted to do a barbecue on Saturday at the lake with the Millers.",
			back), "pizza at ours")
	}
}

// The in-laws' table rule ("Rule at my in-laws' dinner table: no English") becomes a rule and marks "always answer in English" as changed.
func TestSkeptic90eNoEnglishAtTheInLawsTableChangesNoLanguageOrder(t *testing.T) {
	currentAfter90(t, "English",
		"Always answer in English please, my German is still bad.",
		"My in-laws live in Munich, we visit them every Sunday.",
		"Rule at my in-laws' dinner table: no English.")
	currentAfter90(t, "Englisch",
		"Antworte mir bitte auf Englisch, ich will üben.",
		"Wir fahren im Sommer zu den Schwiegereltern nach Sevilla.",
		"Regel am Tisch der Schwiegereltern: kein Englisch.")
}

// Interview wisdom, an exam, a boss or a mum's table rule about "short/long answers" under a head becomes a rule for the assistant.
func TestSkeptic90eShortAnswersElsewhereUnderAHeadAreNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Rule of thumb: short answers win interviews.",
		"Another thing: long answers on the exam cost me points.",
		"One rule my mum had: short answers at the table, no phones.",
		"Thing is: short answers annoy my boss.",
		"First thing: long answers bore my kids.")
}

// "Golden rule of job interviews: short answers, …" read as a rule pushes the interview's time and place out of a small memory.
func TestSkeptic90eInterviewWisdomPushesOutTheInterview(t *testing.T) {
	keptWithin89(t, 20, okTurns90(
		"My interview is at Barclays on Friday at 9:30, room 4B, with Ms Patel.",
		"I need to bring my passport and two payslips.",
		"Golden rule of job interviews: short answers, then stop talking."), "Barclays on Friday at 9:30")
}

// "Respondeme en inglés esta vez" (for the boss, this once) becomes a rule and marks "respondeme siempre en castellano" as changed.
func TestSkeptic90eRespondemeEnInglesEstaVezChangesNoStandingOrder(t *testing.T) {
	currentAfter90(t, "castellano",
		"Respondeme siempre en castellano, aunque te escriba en inglés.",
		"Laburo en una empresa de logística en Rosario.",
		"Respondeme en inglés esta vez, que es para mandarle a mi jefe.")
}

// A one-off email to write in English, or what the person wrote to a niece ("Escribime en inglés"), becomes a standing rule.
func TestSkeptic90eEscribimeEnInglesOnceOrToANieceIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Escribime en inglés el mail para el dueño del depto, porfa.",
		"\"Escribime en inglés\", le escribí a mi sobrina para que practique.")
}

// A plan line that says "you" ("I wanted you to help me with a short speech", "Your idea to pay … in euros") no longer marks the plan, and "forget the short speech / the euros" deletes the person's order.
func TestSkeptic90eAPlanLineWithYouKeepsTheOrder(t *testing.T) {
	currentAfter90(t, "short",
		"Keep your answers short please, three lines max.",
		"The plumber comes on Tuesday at eight.",
		"I wanted you to help me with a short speech for my sister's wedding. Forget the short speech, she wants 10 minutes now.")
	currentAfter90(t, "euros",
		"Give me all prices in euros please.",
		"We're renting a cottage in Cornwall in August.",
		"Your idea to pay the deposit in euros was good but the owner wants pounds. Forget the euros, we pay 400 pounds.")
}

// The same with "du weißt ja" and "te conté": the wedding speech and the son's race take back "antworte kurz" and the kilometres.
func TestSkeptic90eAPlanLineWithDuOrTeKeepsTheOrder(t *testing.T) {
	currentAfter90(t, "kurz",
		"Antworte mir bitte immer kurz, höchstens drei Sätze.",
		"Der Klempner kommt am Dienstag um acht.",
		"Du weißt ja, die Rede für die Hochzeit sollte kurz sein. Vergiss das mit kurz, jetzt will sie 10 Minuten.")
	currentAfter90(t, "kilómetros",
		"Dame siempre las distancias en kilómetros, no en millas.",
		"El plomero viene el martes a las ocho.",
		"Te conté que mi hijo iba a correr la carrera de 10 millas. Olvidate de lo de las millas, ahora corre la de 5 km.")
}

// Someone else's rule said after the ban ("When you answer, no bullet points, that's the golden rule for IELTS essays") becomes a rule on the answers.
func TestSkeptic90eALookBanThenSomeoneElsesRuleIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"When you answer, no bullet points, that's the golden rule for IELTS essays.",
		"When you reply, no emojis, that's basic email etiquette at my office.",
		"When you write, no headings, the tutor takes marks off.",
		"When you answer, no emojis, she said in the group chat for the parents.")
}

// What goes on the menu board, the coffee kitty or the shop's labels "from now on please" becomes an instruction to the assistant.
func TestSkeptic90eFromNowOnPleaseAtWorkIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"From now on please always the price first on the menu board, the tourists get confused.",
		"Ab jetzt bitte nur noch Euro in der Kaffeekasse, keine Franken mehr.",
		"A partir de ahora por favor siempre primero el precio en las etiquetas de la tienda.",
		"Ab jetzt bitte immer zuerst die Uhrzeit in den Kalender eintragen, dann den Rest, Schatz.")
}

// What the person says to the waiter, the nurse or grandma ("le pido", "le digo", "le ruego"), or to Mum or Juan by name ("…mélas en X, no en Y"), becomes a rule for the assistant.
func TestSkeptic90eCliticFormOrderToSomeoneNamedIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"El café házmelo en taza, no en vaso, le pido siempre al mozo.",
		"Las pastillas dámelas en la mano, no en la mesa, le digo a la enfermera.",
		"Los mensajes mándamelos en audio, no en texto, le ruego a mi abuela.",
		"Mamá, las empanadas házmelas en el horno, no en la freidora.",
		"Las facturas mándamelas en PDF, no en papel, Juan.",
		"Las empanadas házmelas en el horno, no en la freidora, mi amor.")
}

// After a card called off, the letter to write for grandma ("schreib ruhig ausführlich, mit allem Drum und Dran, Oma liest gern lange Briefe") becomes a standing rule.
func TestSkeptic90eALongLetterForGrandmaIsNoRule(t *testing.T) {
	for _, text := range []string{
		"Vergiss die Karte. Schreib ruhig ausführlich, mit allem Drum und Dran, die Oma freut sich.",
		"Vergiss das mit der Karte, wir schreiben Oma lieber einen Brief. Schreib ruhig ausführlich, mit allem Drum und Dran, Oma liest gern lange Briefe.",
	} {
		for _, e := range read31(text) {
			if e.Kind == session.LedgerRule && strings.Contains(e.Text, "Schreib ruhig") {
				t.Errorf("the letter for grandma is read as a rule: %q", e.Text)
			}
		}
	}
}
