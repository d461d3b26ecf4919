package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptic's review of 4aa3cbf, 2e13b18 and 5ac5e78 (ruleHeaded,
// ordersInClauses, addressOrders). REGRESSION tests pass at 75a93a0 and fail
// at 5ac5e78; STILL MISSED tests fail on both.

// factNotRule72b fails unless the line of text that holds key is read as a
// fact (a remark, someone else's rule, a quote: not an instruction).
func factNotRule72b(t *testing.T, text, key string) {
	t.Helper()
	if k := kindWith(text, "A: Ok.", key); k != session.LedgerFact {
		t.Errorf("%q: the line holding %q is read as %q, want a fact", text, key, k)
	}
	never31(t, session.LedgerRule, text)
}

// ruleWanted72b fails unless the line of text that holds key is read as an
// instruction.
func ruleWanted72b(t *testing.T, text, key string) {
	t.Helper()
	if k := kindWith(text, "A: Ok.", key); k != session.LedgerRule {
		t.Errorf("%q: the line holding %q is read as %q, want an instruction", text, key, k)
	}
}

// The person typed "One thing you should know about me: I always go running
// at six in the morning." A habit of theirs, a fact about them; the head
// "one thing you … " plus "always" now makes it an instruction (ruleHeaded's
// toYou head and lastingWords). REGRESSION.
func TestSkeptic72bHabitAfterThingYouShouldKnow(t *testing.T) {
	factNotRule72b(t, "One thing you should know about me: I always go running at six in the morning.", "running")
}

// The person typed "Te cuento una cosa que me pasó ayer: no me dejaron
// entrar al museo con la mochila." An anecdote; "te … cosa" reads as a
// request to the assistant and "no me" as a ban. Should be a fact.
// REGRESSION.
func TestSkeptic72bAnecdoteNoMeDejaron(t *testing.T) {
	factNotRule72b(t, "Te cuento una cosa que me pasó ayer: no me dejaron entrar al museo con la mochila.", "museo")
}

// The person typed "Ich sag dir eine Sache: kein Mensch braucht drei
// Kühlschränke." (a remark) and "Te voy a contar una cosa: nada de lo que
// dijo el fontanero era verdad." (a complaint about the plumber). "dir/te …
// Sache/cosa" reads as a request to the assistant and the opening
// "kein"/"nada" as a ban for it. Both should be facts. REGRESSION.
func TestSkeptic72bRemarkOpeningWithNone(t *testing.T) {
	factNotRule72b(t, "Ich sag dir eine Sache: kein Mensch braucht drei Kühlschränke.", "Kühlschränke")
	factNotRule72b(t, "Te voy a contar una cosa: nada de lo que dijo el fontanero era verdad.", "fontanero")
}

// The person typed "Rule for the essay contest: 800 words max." (and the same
// in German and Spanish). A contest's rule for the person's essay, not a
// length for the assistant's answers; ruleHeaded takes any head with "rule"
// before a counted text unit (ruleElsewhere knows house and work, not a
// contest). Should stay a fact. REGRESSION.
func TestSkeptic72bContestWordLimit(t *testing.T) {
	factNotRule72b(t, "Rule for the essay contest: 800 words max.", "essay contest")
	factNotRule72b(t, "Die Regel beim Schreibwettbewerb: höchstens 500 Wörter.", "Schreibwettbewerb")
	factNotRule72b(t, "Norma del concurso: máximo 300 palabras.", "concurso")
}

// The person typed "Regel Nummer eins bei uns im Verein: Alle duzen sich."
// The club's custom, not how the assistant should address the person
// ("duzen" is an addressWay, the club not a ruleElsewhere). Same in
// Spanish: "Regla del gimnasio: se tutea a todo el mundo." Should be facts.
// REGRESSION.
func TestSkeptic72bClubAddressCustom(t *testing.T) {
	factNotRule72b(t, "Regel Nummer eins bei uns im Verein: Alle duzen sich.", "Verein")
	factNotRule72b(t, "Regla del gimnasio: se tutea a todo el mundo.", "gimnasio")
}

// The person typed "Siez mich nicht, hat mein Azubi gestern gesagt, das fand
// ich lustig." The apprentice's words, quoted; addressOrders takes the
// opening "Siez mich" as an order to the assistant (and the line now also
// swallows the person's remark). Should be a fact. REGRESSION.
func TestSkeptic72bQuotedSiezMich(t *testing.T) {
	factNotRule72b(t, "Siez mich nicht, hat mein Azubi gestern gesagt, das fand ich lustig.", "Azubi")
}

// The person typed "Mein Deutschlehrer sagt immer: schreib in ganzen Sätzen,
// keine Abkürzungen." (and "Our English teacher drilled it into us: no
// contractions, write in full sentences."). A teacher's advice to the
// person, quoted; ordersInClauses takes an answering verb first beside a
// ban as an instruction, and only family/relatives/he-she guard it, not a
// teacher. Should be facts. REGRESSION.
func TestSkeptic72bTeachersAdviceQuoted(t *testing.T) {
	factNotRule72b(t, "Mein Deutschlehrer sagt immer: schreib in ganzen Sätzen, keine Abkürzungen.", "Deutschlehrer")
	factNotRule72b(t, "Our English teacher drilled it into us: no contractions, write in full sentences.", "English teacher")
}

// The person typed "El consejo del taller de escritura: nada de adverbios,
// escribe frases cortas." What the writing workshop advised for the
// person's own writing; ordersInClauses reads "nada de adverbios" +
// "escribe frases cortas" as an instruction. Should be a fact. REGRESSION.
func TestSkeptic72bWorkshopAdvice(t *testing.T) {
	factNotRule72b(t, "El consejo del taller de escritura: nada de adverbios, escribe frases cortas.", "taller")
}

// The person typed "Eine Sache vorab: höchstens drei Sätze pro Antwort." An
// instruction on answer length under a request head; "vorab" is not in
// ruleHeads (only "vorweg"/"vorneweg"), "Sache" only counts with a "du".
// Should be an instruction; read as a fact. STILL MISSED.
func TestSkeptic72bEineSacheVorab(t *testing.T) {
	ruleWanted72b(t, "Eine Sache vorab: höchstens drei Sätze pro Antwort.", "Sätze")
}

// The person typed "One last thing: answers in Spanish only, please." An
// instruction on the tongue; the "thing" head counts only after "one" or
// "first", so the head is stripped and "answers in Spanish only" kept as a
// fact. Should be an instruction. STILL MISSED.
func TestSkeptic72bOneLastThingSpanishOnly(t *testing.T) {
	ruleWanted72b(t, "One last thing: answers in Spanish only, please.", "Spanish")
}

// The person typed "Otra cosa: tutéame, que me siento vieja." How to be
// addressed, under a request head; addressOrders only looks at the
// message's start and "otra cosa" is neither a rule head nor addressed.
// Should be an instruction. STILL MISSED.
func TestSkeptic72bOtraCosaTuteame(t *testing.T) {
	ruleWanted72b(t, "Otra cosa: tutéame, que me siento vieja.", "tutéame")
}

// The person typed "Te pido un favor: respuestas cortas, que leo en el
// móvil." A request to the assistant (ruleHeaded's own toYou head) for short
// answers; the rest neither lasts nor bans nor counts a unit, so it stays a
// fact. Same for "My one rule for you: no more than three bullet points."
// ("bullet points" is no text unit). Should be instructions. STILL MISSED.
func TestSkeptic72bRequestHeadShortAnswers(t *testing.T) {
	ruleWanted72b(t, "Te pido un favor: respuestas cortas, que leo en el móvil.", "respuestas")
	ruleWanted72b(t, "My one rule for you: no more than three bullet points.", "bullet")
}
