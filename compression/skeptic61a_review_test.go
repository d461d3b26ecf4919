package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of stop 61 (6490219 → 193226c: ownLeads' words that
// move the talk on, stillBetween, worryBeforeWho, toSolve heads, "nicht
// weiß"/"nicht wissen" as not knowing, "this is a rule" labels). The
// sentences are this file's own. Helpers from skeptic31 (never31) and
// reading41 (readAs) are reused.
//
// Group 1 — Wrong: each test fails on 193226c and passes on 6490219.

// 1. worryBeforeWho: a "what bugs me is who …?" that is an annoyance at
// what someone did, asked of no one, is now an open question of the
// person's (the colon-less head goes through askedLabel, where a rest with
// a question mark under any worry passes; no past, no rhetorical check
// beyond "who does he think he is"). 6490219 read none as a question.
func TestSkeptic61aWrongAnnoyanceAfterBugsMeIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What bugs me is who on earth thought that was a good idea?",
		"What bugs me is who gave them permission to park there?")
}

// 2. worryBeforeWho: who is to be someone's new boss or the next prime
// minister is decided by others, not a task of the person's ("contested"
// knows "replace", "win", "elected", not "be the new/next"). The no-colon
// worry now makes each an open question. 6490219 read none as a question.
func TestSkeptic61aWrongWorryOverOthersChoiceIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"What worries me is who's going to be the new manager.",
		"What keeps me up at night is who's going to be the next prime minister.",
		"Lo que me preocupa es quién va a ser el nuevo jefe.")
}

// 3. toSolve: "mystery to solve: why …?" is a rhetorical why (the worry
// heads exclude "why"/"warum"/"por qué", the puzzle head does not).
// 6490219 read each as a fact.
func TestSkeptic61aWrongMysteryWhyIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Mystery to solve: why do socks always vanish in the wash?",
		"Otro misterio por resolver: ¿por qué los calcetines siempre desaparecen?",
		"Ein Rätsel zu lösen: warum verschwinden immer die Socken?")
}

// 4. toSolve: a head that says there is nothing to decide, or that it is
// not the person's problem, ends in "to decide"/"to solve"/"que decidir"
// all the same: negated(head) is not checked for the puzzle. 6490219 read
// each as a fact.
func TestSkeptic61aWrongNothingToDecideIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Not my problem to solve: where does Gary park his van?",
		"Nothing left to decide: who else would we ask but Gran?",
		"Nada que decidir: ¿quién mejor que la abuela?")
}

// 5. toSolve: someone else's problem to solve, named in the head (a
// friend, the council), is kept as the person's own open question — the
// family check in askedLabel's last loop catches "mi hermano", not Pablo,
// Tom or the council. 6490219 read each as a fact.
func TestSkeptic61aWrongSomeoneElsesThingToDecideIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Pablo tiene mucho que decidir: ¿acepta el trabajo en Madrid?",
		"Tom hat noch was zu klären: nimmt er den Job in Berlin an?",
		"Problem for the council to solve: where do all these new families park?")
}

// 6. ruleLabels: "and this is a rule:", "y esto es una norma:", "und das
// ist eine Regel:" after a clause naming the house, the landlord, the
// mother-in-law, the allotment, is said of their rule (as
// skeptic30/33/49 settle: a household's rule is no instruction to the
// assistant). The model is told "no pets in the flat" as an order for its
// answers. 6490219 read each as a fact. (The older "one rule:" label has
// the same weakness; the new labels are the ones people use most for a
// rule of their household: "and that's a rule".)
func TestSkeptic61aWrongHouseholdThisIsARuleIsNoInstruction(t *testing.T) {
	never31(t, session.LedgerRule,
		"Our landlord is strict, and this is a rule: no pets in the flat.",
		"In our house, this is a rule: no phones at the dinner table.",
		"Mi suegra es muy estricta, y esto es una norma: nadie se sienta a la mesa sin lavarse las manos.",
		"Im Kleingarten, und das ist eine Regel: kein Grillen nach 22 Uhr.")
}

// 7. stillBetween: "ist"/"es" and "eigentlich" stretch the window to the
// question word of "ist eigentlich egal, wo …" — the person says where or
// when does NOT matter, and it is kept as their open question. 6490219
// read no question.
func TestSkeptic61aWrongDoesNotMatterIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Keine Ahnung, es ist eigentlich egal, wo wir essen.",
		"Weiß ich nicht, ist eigentlich auch egal, wann wir fahren.",
		"Keine Ahnung, ist eigentlich egal, wer das macht.")
}

// 8. stillBetween: "todavía es"/"aún es" stretch the window to the "si" of
// "como si" (as if): a musing is kept as the person's open question of
// whether. 6490219 read a fact (the first) or nothing.
func TestSkeptic61aWrongComoSiIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"No sé, todavía es como si fuera mi niña pequeña.",
		"No sé, aún es como si fuera ayer.")
}

// 9. notKnowing's "noch nicht weiß" now matches someone else's in a
// subordinate clause, and settledHead refuses a decision whose rest holds
// any not knowing: "Steht fest: …, auch wenn meine Mutter das noch nicht
// weiß" — a settled plan the mother has not been told — loses its
// decision (both lines become facts). 6490219 read a decision.
func TestSkeptic61aLostDecisionBesideSomeoneElsesNichtWeiss(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Steht fest: wir ziehen im Mai nach Hamburg, auch wenn meine Mutter das noch nicht weiß.",
		"Die Farbe steht fest: Waldgrün, auch wenn Papa das noch nicht weiß.",
		"Steht fest: die Hochzeit ist am 3. Mai, auch wenn Tante Gisela es noch nicht weiß.")
}

// 10. ownLeads: the new moving-on words ("Naja", "Pues", "Besides",
// "Meanwhile") open sighs and idioms, now kept as open questions: "wo mir
// der Kopf steht" (I'm overwhelmed), "dónde tengo la cabeza" (I'm
// scatter-brained), "who he thinks he is". 6490219 read nothing. Caveat:
// the same sentences without the opening word are misread on both commits
// (wonders has no filter for these idioms); the commit spreads that.
func TestSkeptic61aWrongSighAfterMovingOnWordIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Naja, ich weiß nicht, wo mir der Kopf steht.",
		"Pues no sé dónde tengo la cabeza.",
		"Besides, I don't know who he thinks he is.",
		"Anyway, I don't know how she puts up with him.")
}

// Group 2 — Missed: the meanings the commit means to catch, in plain
// common phrasings; each test fails on both 193226c and 6490219.

// 11. "By the way", "Por cierto", "Ach ja" move the talk on as "Anyway",
// "Übrigens" do, but are not in ownLeads: the open question is lost ("By
// the way, I still don't know who's bringing the gazebo" gives no line at
// all) or a fact.
func TestSkeptic61aMissedByTheWayOpenQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"By the way, I still don't know who's bringing the gazebo.",
		"Por cierto, todavía no sé quién va a recoger las sillas.",
		"Ach ja, ich weiß noch nicht, wer die Bänke holt.")
}

// 12. "The only thing I don't know yet is who …", "Das Einzige, was ich
// noch nicht weiß, ist, wer …", "Lo único que no sé todavía es quién …"
// — the commit's "Lo que no sé todavía es …" with "only" in it. The
// English one gives no line at all.
func TestSkeptic61aMissedTheOnlyThingIDontKnow(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"The only thing I don't know yet is who's doing the raffle.",
		"Das Einzige, was ich noch nicht weiß, ist, wer die Kasse macht.",
		"Lo único que no sé todavía es quién va a traer las sillas.")
}

// 13. worryBeforeWho: the worry must start in the first three words and be
// followed by a space, so the most natural Spanish ("Lo que me quita el
// sueño es quién …", "Lo que más me preocupa es …"), English ("The thing
// that worries me is who …") and the German with its required commas ("Was
// mir Sorgen macht, ist, wer …"; "Mir macht Sorgen, wer …" is not in the
// list at all) stay facts.
func TestSkeptic61aMissedWorryBeforeWhoCommonForms(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Lo que me quita el sueño es quién va a cuidar al perro en agosto.",
		// Still missed since the third review: "Lo que más me preocupa es
		// quién va a cuidar al perro en agosto." (a worry "más" makes the
		// greatest is as often over what others do: "… quién va a heredar
		// el piso de mi tío").
		"The thing that worries me is who's going to look after the dog in August.",
		"Was mir Sorgen macht, ist, wer am Freitag die Kinder abholt.",
		"Mir macht Sorgen, wer am Freitag die Kinder abholt.")
}

// 14. A head naming a problem still to solve in the passive — "Still to be
// decided:", "Yet to be decided:", "Muss noch geklärt werden:" — is not
// in toSolve: the English ones are even read as DECISIONS (the question
// still open kept as settled), the German one as a fact.
func TestSkeptic61aMissedStillToBeDecidedHead(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Still to be decided: who's bringing the cake?",
		"Yet to be decided: where do we put the bouncy castle?")
	// Still missed: "Muss noch geklärt werden: wer holt die Getränke?" is a
	// fact ("muss" reads as a duty before the label is looked at).
	never31(t, session.LedgerDecision,
		"Still to be decided: who's bringing the cake?",
		"Yet to be decided: where do we put the bouncy castle?")
}
