package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A review of stop 92's readings (ab17cd3): the markers that make a line no
// instruction at all (forOneSpan, drilledIn, toldUs), the emphatic "do",
// the "pedir" heads and their talking verb, the person's own request head,
// and the names a take-back scraps. Each test but the last three passes on
// 7590e34 and fails on ab17cd3; the last three fail on both.

// "Answer in German from now on, and I mean it this time": "this time"
// said to insist on a standing order, or to widen it ("not just this
// time", "nicht nur diesmal", "no solo esta vez") — forOneSpan reads every
// such line as no instruction, so the person who finally loses patience
// loses the instruction too (a fact or nothing).
func TestSkeptic92cThisTimeThatInsistsOrWidens(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Answer in German from now on, and I mean it this time.",
		"No more bullet points, I mean it this time.",
		"Ab jetzt bitte immer auf Deutsch antworten, und diesmal meine ich es ernst.",
		"Keine Emojis mehr, diesmal im Ernst.",
		"De ahora en adelante contéstame en español, y esta vez, en serio.",
		"Keep your answers short from now on, not just this time.",
		"Antworte bitte immer auf Deutsch, nicht nur diesmal.",
		"Contéstame siempre en español, no solo esta vez.",
	)
}

// "Never use bullet points, my boss always says they look lazy": the
// person's own order to the assistant with someone else's words as the
// reason for it ("always says", "taught me", "told us", "nos dijo") — read
// as advice quoted, not an instruction, so the bullet points, the cups,
// the English come back.
func TestSkeptic92cOrderWithSomeonesWordsAsItsReason(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Never use bullet points, my boss always says they look lazy.",
		"Please answer in plain English, my wife always says I overcomplicate things.",
		"Always give me recipes in grams, my grandmother taught me to bake by weight.",
		"Always write to me in Spanish, my teacher told us immersion is the best way.",
		"Háblame siempre en inglés, la profe nos dijo que es la mejor forma de aprender.",
	)
}

// "Bitte antworte immer kurz, das lange Zeug hat uns gestern nur
// verwirrt": "hat uns" and "hat mir immer" are any German perfect with
// "uns" or "mir" ("hat uns verwirrt", "hat mir zu steif geklungen"), no
// advice at all — the instruction becomes a fact.
func TestSkeptic92cGermanPerfectWithUnsOrMir(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Bitte antworte immer kurz, das lange Zeug hat uns gestern nur verwirrt.",
		"Antworte bitte immer auf Deutsch, meine Tochter hat uns das Handy auf Englisch eingestellt.",
		"Sprich mich bitte mit Du an, das Sie hat mir immer zu steif geklungen.",
	)
}

// "Never suggest meat dishes, not even at the weekend": "at the weekend"
// anywhere in the line — widening the ban, in the reason, or as the very
// words an instruction is about — and the instruction is gone: meat
// dishes suggested to a vegetarian, long answers, "at the weekend" again.
func TestSkeptic92cAtTheWeekendThatIsNoSpanOfTheOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Never suggest meat dishes, not even at the weekend.",
		"Keep your answers short, I only have time to read them at the weekend.",
		`Please use American English: say "on the weekend", not "at the weekend".`,
	)
}

// "Do use metric, as I said at the start": the person reminding of an
// order they gave — othersWords reads "said" as someone else's words, so
// the emphatic order is a fact and Fahrenheit stays.
func TestSkeptic92cEmphaticDoWithMyOwnSaid(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do use metric, as I said at the start.",
		"Do use metric, I said so at the start.",
	)
}

// "Do keep the answers short, my holiday is over and I'm back at work":
// onceSpans' words anywhere after the "do" — here saying the span is over
// and the order starts now — and the order is lost.
func TestSkeptic92cEmphaticDoAfterTheHolidayIsOver(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep the answers short, my holiday is over and I'm back at work.",
		"Do use metric from now on, the trip to Ohio is over.",
	)
}

// "I have a request: talk to me in French for the next ten minutes":
// ownRequestHead takes a present "I have a request" (a request made now,
// not one recalled) as the person's own standing request, so a request
// for ten minutes, a dinner or a drive is kept as an instruction for the
// whole conversation — the model keeps talking French.
func TestSkeptic92cNewRequestForAWhileReadAsStanding(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"I have a request: talk to me in French for the next ten minutes.",
		"I have a request: speak to me in Italian over dinner, my nonna is visiting.",
		"I have a request: talk to me in French on the way to the airport.",
		"Ich habe eine Bitte: sprich mit mir Englisch bis zum Abendessen.",
		"Yo tengo un pedido: háblame en inglés durante la próxima media hora.",
	)
}

// "Le pido una cosa: hábleme en español sencillo, como si yo fuera un
// niño": "como si" says how to talk (simply, as to a child), not a role
// played for a while — the request is a fact and the model goes back to
// its usual Spanish.
func TestSkeptic92cComoSiThatSaysHowToTalk(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Le pido una cosa: hábleme en español sencillo, como si yo fuera un niño.",
		"Le pido una cosa: hábleme en español claro, como si yo no supiera nada de leyes.",
	)
}

// "Please call me Captain" … "Forget the name of the wine, I found the
// bottle": any name noun in a take-back now counts against a naming
// instruction, whatever the name was of (a wine, a novel, a hotel, a
// restaurant the person tried to recall) — the instruction is deleted
// and the model stops calling the person Captain, Dr. Okafor, Kapitän,
// Pepa.
func TestSkeptic92cForgetTheNameOfAThingDeletesANamingRule(t *testing.T) {
	for _, c := range [][3]string{
		{"Please call me Captain, it makes me laugh.", "What was the wine we had in Lisbon, a red from the Douro?", "Forget the name of the wine, I found the bottle in the recycling."},
		{"Please address me as Dr. Okafor.", "I'm trying to remember a novel about a ghost in Ohio.", "Forget the title, I remembered it myself: Beloved."},
		{"Nenn mich bitte Kapitän, das gefällt mir.", "Wie hieß das Hotel in Husum, wo wir 2019 waren?", "Vergiss den Namen, ich hab die Rechnung wiedergefunden."},
		{"Llámame Pepa, que Josefa me suena a monja.", "¿Cómo se llamaba el restaurante de Holbox con la terraza azul?", "Olvida el nombre, ya lo encontré en las fotos."},
	} {
		s := keptAsFacts(said(c[0], "A: Ok.", c[1], "A: Ok.", c[2], "A: Ok."), 100000)
		if !standingRule(s, 0) {
			t.Errorf("after %q the instruction %q is gone:\n%s", c[2], c[0], ledgerText(s))
		}
	}
}

// "Please call me Sam" … "Scrap that name, the shop will be called Rainey's
// Bimini Bread": one naming instruction anywhere in the conversation and
// no new name of anything is a decision any more — the bakery's name is
// read as a take-back and deletes "call me Sam".
func TestSkeptic92cAnyNamingRuleBlocksANameChosen(t *testing.T) {
	s := keptAsFacts(said("Please call me Sam, nobody uses Samantha.", "A: Ok.",
		"We're opening a bakery in Alice Town in March.", "A: Ok.",
		"Scrap that name, the shop will be called Rainey's Bimini Bread.", "A: Ok."), 100000)
	if kindOf(s, 4) != session.LedgerDecision || !standingRule(s, 0) {
		t.Errorf("the shop's new name is no decision, or \"call me Sam\" is taken back:\n%s", ledgerText(s))
	}
}

// "Scrap that name, the café is actually going to be called The Blue
// Door", "…, the boat will be called Sea Biscuit, not Sea Breeze": a name
// chosen, with "actually"/"eigentlich" for emphasis or the name it beat
// after "not" — read as a name corrected, the decision becomes a take-back
// and the memory no longer says what was chosen.
func TestSkeptic92cNameChosenReadAsNameCorrected(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Scrap that name, the café is actually going to be called The Blue Door.",
		"Vergiss den Namen, der Laden heißt jetzt eigentlich Brotzeit am Deich.",
		"Forget that name, the boat will be called Sea Biscuit, not Sea Breeze.",
		"Scrap that name, the puppy is called Biscuit, not Pepper, the kids voted.",
	)
}

// Fails on both: "Tenía un pedido: que me hables de usted." — the person's
// own request recalled, with Spanish's dropped subject (no "yo"), or "I
// made one request" — ownRequestHead wants "I/yo/ich had", so the reminder
// is a fact, the model goes on saying "tú".
func TestSkeptic92cOwnRequestRecalledWithoutYoOrHad(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Tenía un pedido: que me hables de usted. ¿Por qué me tuteas otra vez?",
		"Tenía un solo pedido: que me contestes en español.",
		"I made one request: use metric. Why Fahrenheit again?",
	)
}

// Fails on both: "Do keep it short from now on." — curt reads "Do keep it
// short." past the "do" but only up to four words, so the same order
// made explicitly lasting leaves no line at all (nor does "Keep it short
// from now on.").
func TestSkeptic92cDoKeepItShortFromNowOn(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep it short from now on.",
		"Do keep things short from now on.",
		"Keep it short from now on.",
	)
}

// A miss this review found and stop 92 left (it failed before the change
// too): "Te pido un favor: háblame en inglés mientras practico para la
// entrevista." is read as a standing instruction; a reading of "mientras
// practico para …" took standing orders with an everyday reason along
// ("…, mientras practico para el examen y después también"; skeptic92e).
