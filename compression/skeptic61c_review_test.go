package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of 8fef300 (the narrowing of stop 61 after its first
// review, skeptic61a) against 193226c (the widening) and 6490219 (before
// both). The sentences are this file's own. Helpers: readAs (reading41),
// never31 (skeptic31).
//
// Group 1 — Lost: each test fails on 8fef300 and passes on 193226c (whether
// it passes on 6490219 is said with each).

// 1. othersToSolve ("has have for für para tiene …") is checked against
// every word of a puzzle head, so the person's OWN problem to solve — "we
// have to decide", "one for us to sort out", "für uns zu klären", "deberes
// para el finde" — is no label any more: the open question becomes a fact
// (or nothing). Fails on 6490219 too (the puzzle head is 193226c's).
func TestSkeptic61cLostOwnPuzzleHeadWithHaveOrFor(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"We have to decide: who's driving on Saturday?",
		"I have to decide: do I take the job in Leeds?",
		"One for us to sort out: who brings the chairs?",
		"Etwas für uns zu klären: wo schlafen die Gäste?",
		"Wir haben noch was zu klären: wer holt die Kinder ab?",
		"Deberes para el finde, por resolver: ¿dónde duermen los primos?")
}

// 2. sighIdioms is marked on the whole line in wonders, and "aguanta",
// "aushält", "put up with", "thinks he's" are everyday words: a real task
// question whose other clause says Gran can't stand the bus, or whose
// question holds "aguantar la escalera" (hold the ladder) or "thinks he's
// getting", becomes a fact. Passes on 6490219.
func TestSkeptic61cLostTaskQuestionBesideASighWord(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"No sé quién aguanta la escalera mientras subo al tejado.",
		"Todavía no sé quién va a llevar a la abuela, que ya no aguanta el autobús.",
		"Ich weiß noch nicht, wer am Samstag fährt, weil Oma die lange Fahrt nicht mehr aushält.",
		"I don't know who's having the dog while we're away, Mum won't put up with him again.",
		"I still don't know which train Dad thinks he's getting.")
}

// 3. indifferent's "mismo" stops the window at "ahora mismo" (right now):
// "No sé ahora mismo quién …" is no longer the person's open question.
// Passes on 6490219.
func TestSkeptic61cLostAhoraMismoBeforeTheQuestionWord(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"No sé ahora mismo quién va a recoger a los niños el viernes.",
		"No sé ahora mismo cuándo llega el técnico de la caldera.",
		"No sé ahora mismo dónde vamos a meter a los primos en Navidad.")
}

// 4. thisIsRule holds only alone or after a label of one thing, so an
// ordinary opening word ("Right,", "Vale,", "Also,", "Wichtig,", "A partir
// de ahora,") before "this is a rule:" loses an instruction about the
// answers themselves (units, prices). Fails on 6490219 too.
func TestSkeptic61cLostThisIsARuleAfterAPlainLead(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Right, this is a rule: give me every distance in miles.",
		"Vale, y esto es una norma: los pesos dámelos siempre en gramos.",
		"A partir de ahora, y esto es una norma: dame las distancias en kilómetros.",
		"Also, das ist eine Regel: Temperaturen immer in Grad Celsius.",
		"Wichtig, das ist eine Regel: alle Preise in Euro.")
}

// 5. becomesNext ("der/die nächste", "die neue", "be our new", "ser la
// nueva") was added to worriedTask, which also reads the colon heads: who
// drives Dad to the next round of chemo, who takes the next shift, who the
// new babysitter will be — the person's own tasks — are no open questions
// any more. Passes on 6490219 (a regression of a reading older than stop 61).
func TestSkeptic61cLostWorryOverTheNextOrNewTask(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Was mir Sorgen macht: wer die nächste Runde Chemo mit Papa fährt.",
		"Was mir Kopfzerbrechen macht: wer die nächste Schicht am Kuchenstand übernimmt.",
		"What keeps me up at night: who's going to be our new babysitter when Jenny leaves.",
		"Lo que me quita el sueño: quién va a ser la nueva canguro de los niños.")
}

// Group 2 — Wrong: each test fails on 8fef300 (whether it passes on
// 193226c and 6490219 is said with each).

// 6. ownLeads' new "by way ach ja por cierto" open a line of someone
// else's news — who will win the election, who the new coach will be
// (what skeptic61a #2 settled is others' choice) — and it is kept as the
// person's open question. Passes on 193226c and 6490219. (Without the
// opening word "It's unclear who's going to be the new manager" is misread
// on all three; the new leads spread it.)
func TestSkeptic61cWrongOthersNewsAfterByTheWay(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"By the way, it's still unclear who'll win the election.",
		"Por cierto, no está claro quién va a ser el nuevo entrenador.",
		"Ach ja, es ist noch unklar, wer der neue Trainer wird.")
}

// 7. The same leads open sighs and annoyances (what's got into him, how
// I'll ever manage it all, what he was thinking) — kept as open questions.
// Passes on 193226c and 6490219 (the bare sentences are misread on all
// three, as in skeptic61a #10; these leads are 8fef300's).
func TestSkeptic61cWrongSighAfterByTheWayAchPorCierto(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"By the way, I've no idea what's got into him lately.",
		"Ach, ich weiß nicht, wie ich das alles schaffen soll.",
		"Ach ja, keine Ahnung, was der sich dabei gedacht hat.",
		"Por cierto, no sé qué le pasa a mi jefe últimamente.")
}

// 8. worries' new "más me preocupa" (with worryBeforeWho) makes a worry
// over what others do — who inherits the uncle's flat, who moves in next
// door, who buys the neighbours' house — the person's open question.
// Passes on 193226c and 6490219. (The English "What worries me most is
// who's going to buy the house next door" is misread on 193226c too.)
func TestSkeptic61cWrongMasMePreocupaOverOthersDoings(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Lo que más me preocupa es quién va a heredar el piso de mi tío.",
		"Lo que más me preocupa es quién se va a mudar al piso de al lado.",
		"Lo que más me preocupa es quién va a comprar la casa de los vecinos.")
}

// 9. stillOpen's new "muss noch geklärt werden" is refused in the rest of
// a settled head (settledHead): a German decision with one detail still
// open loses its decision (both lines become facts). Passes on 193226c and
// 6490219.
func TestSkeptic61cLostDecisionBesideMussNochGeklaertWerden(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"Steht fest: die Hochzeit ist am 3. Mai, der Ort muss noch geklärt werden.",
		"Steht fest: wir kaufen das Haus in Celle, die Finanzierung muss noch geklärt werden.",
		"Die Farbe steht fest: Waldgrün, nur der Maler muss noch geklärt werden.")
}

// 10. stillOpen's new "to be decided" opens a head (opensWithin) that says
// whose decision it is — the council's, the school's — and the news is
// kept as the person's open question (skeptic61a #5's "Problem for the
// council to solve" was narrowed only for the puzzle head). Passes on
// 193226c and 6490219 — which read each as a DECISION, also wrong (not
// asserted here).
func TestSkeptic61cWrongToBeDecidedBySomeoneElseIsNoQuestion(t *testing.T) {
	never31(t, session.LedgerQuestion,
		"Yet to be decided by the council: where the new bypass goes.",
		"To be decided by the school: whether the trip goes ahead.")
}

// 11. thisIsRule after a label of one thing (with 8fef300's "noch was",
// "noch etwas" in thingLabels) is a rule whatever follows: the household's
// rule (no shoes in the house, nobody leaves the table, no work on
// Sundays) is kept as an instruction to the assistant — what skeptic61a #6
// refused after "In our house,". Fails on 193226c too; passes on 6490219.
func TestSkeptic61cWrongHouseholdRuleAfterAThingLabel(t *testing.T) {
	never31(t, session.LedgerRule,
		"One more thing, and this is a rule: no shoes in the house, ever.",
		"Otra cosa, y esto es una norma: en esta casa nadie se levanta de la mesa hasta que terminemos todos.",
		"Noch was, und das ist eine Regel: bei uns wird sonntags nicht gearbeitet.",
		"Noch etwas, und das ist eine feste Regel: die Kinder sind um acht im Bett.")
}

// Group 3 — Missed: plain phrasings of the same meanings; each test fails
// on 8fef300, 193226c and 6490219.

// 12. A word of time before the not knowing ("Right now", "Ahora mismo",
// "Im Moment") is no own lead: the open question is a fact.
func TestSkeptic61cMissedTimeLeadBeforeNotKnowing(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Right now I don't know who's picking the kids up on Friday.",
		"Ahora mismo no sé quién va a recoger a los niños el viernes.",
		"Im Moment weiß ich noch nicht, wer die Kinder am Freitag abholt.")
}

// 13. A colon-less worry before who is to do something is missed with a
// "while/mientras" clause after it, or with "a mí" in "Lo que a mí más me
// preocupa" (the worry starts past the fourth word).
//
// Still missed (no test): "What keeps me awake is who's feeding the cat
// while we're in Spain.", "Me quita el sueño quién se queda con el perro
// mientras estamos fuera." (feeding, keeping are no tasks someone is to
// take on in worriedTask's words) and "Lo que a mí más me preocupa es
// quién va a cuidar al perro en agosto." (see skeptic61a's 13).

// 14. A puzzle head with "para decidir/resolver" (not in toSolve) or of
// seven words is no label.
func TestSkeptic61cMissedPuzzleHeadCommonForms(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Otra cosa para decidir: ¿dónde comemos el domingo?",
		"Una cosa más para resolver: ¿quién trae el hielo?",
		"We have one more thing to decide: who's bringing the cake?")
}
