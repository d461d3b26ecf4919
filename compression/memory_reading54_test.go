package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 54 in dev51 and dev52's misses (stop 53's blind parts). The
// sentences are this file's own.

// An order on the answers may have no verb: "Short answers, please." was no
// line at all, so a first message's only instruction was lost.
func TestVerblessAnswersAreAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Short answers, please.",
		"Short answers only, I read this on the bus.",
		"One thing before we start: short answers, mate.",
		"One thing afore we start: brief answers, my eyes are bad.",
		"Respuestas cortas, por favor, que no veo bien.")
	notReadAs(t, session.LedgerRule,
		"Short answers were all I got from the council.",
		"The answers are short.",
		"Long answers to short questions, that's my brother all over.")
}

// The voseo of Argentina writes an imperative's pronouns on without an
// accent ("ordenalas", "ponelas"), and one pronoun of what is given may
// follow an accented one ("ordénalas"): after a condition on the answers it
// is an order.
func TestVoseoAfterAConditionIsAnOrder(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Una cosa te pido: cuando me des recetas, ponelas en gramos, que no tengo tazas.",
		"Cuando me hagas listas, numeralas, así no me pierdo.",
		"Cuando me des listas, ordénalas por fecha.")
	notReadAs(t, session.LedgerRule, "Cuando me llama la abuela, la escuela cierra temprano.")
}

// "When I ask you for …" names the assistant as the one asked: what follows
// is an order ("write it plain" — the "it" after the verb is what is
// written, not someone doing it).
func TestAskingYouForIsAConditionOnTheAnswers(t *testing.T) {
	readAs(t, session.LedgerRule,
		"When I ask you for a recipe, write it in grams.",
		"And this one's for good: when I ask you for a letter, write it plain, no fancy words.",
		"When I ask you to plan a trip, keep it cheap.")
	notReadAs(t, session.LedgerRule, "When I ask my mother for money, she says no.", "When I ask about the boiler, then it breaks again.")
}

// A ban right after an order is more of the order: "No quizzes, no
// homework, just the answer." was dropped.
func TestABanAfterAnOrderIsMoreOfIt(t *testing.T) {
	got := remembered(t, said(
		"Please stop ending every answer with a question for me. No quizzes, no homework, just the answer. My teacher days are over.",
		"A: Ok."))
	held53(t, got, 1, "No quizzes")
	got = remembered(t, said(
		"Please stop ending every answer with a question for me. No worries if you slip, it happens. My teacher days are over.",
		"A: Ok."))
	if line := lineOf(got, 1, "No worries"); line != "" {
		t.Errorf("a remark after an order kept as a line: %q", line)
	}
}

// An age between a name and what the one named is: "Don Teodoro Quispe, 81
// años, es el tesorero …" kept the name and the age and lost the rest.
func TestAnAgeBetweenTheNameAndWhatTheyAre(t *testing.T) {
	got := remembered(t, said(
		"Don Teodoro Quispe, 81 años, es el tesorero de la comparsa desde antes que yo naciera. Cuenta las monedas dos veces.",
		"A: Ok."))
	held53(t, got, 1, "Teodoro Quispe", "tesorero")
}

// "Last thing on my mind: who …?" is the person's own open question.
func TestOnMyMindIsAnOpenQuestion(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Last thing on my mind: who drives the minibus back on Sunday?",
		"Was mir nicht aus dem Kopf geht: wer fährt den Bus am Sonntag?")
}

// A plan whose thing the next sentences go on about stays beside them:
// "vamos a llevar locro para todos" before "El locro lo hace mi cuñada
// Marta …".
func TestWhatTheNextSentenceTakesUpStays(t *testing.T) {
	got := remembered(t, said(
		"Para la cena vamos a llevar locro para todos, que es lo que más llena. El locro lo hace mi cuñada Marta en la olla grande del club.",
		"A: Ok."))
	held53(t, got, 1, "locro para todos")
}

// Found driving the TUI: "…, so scratch that" after news calls off a plan,
// not an order to the assistant — it was kept as a rule (ranked with the
// instructions, and taken for a take-back of them).
func TestScratchingAPlanAfterNewsIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Bad news from the Anchor: the function room is being painted that week, so scratch that.",
		"Schlechte Nachricht: der Saal ist zu, also vergiss das.")
	readAs(t, session.LedgerRule, "Always answer in French. Actually, scratch that.")
}

// Found driving the TUI: "My granddaughter will read the tie-break
// question, she's nervous" is no open question ("question," opens one only
// at the start: "Question, how do I …").
func TestAQuestionNamedIsNoOpenQuestion(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"My grandson Liam will read the tie-break question, he's nervous as a kitten.")
	readAs(t, session.LedgerQuestion, "Question, how do I get candle wax out of a tablecloth?")
}
