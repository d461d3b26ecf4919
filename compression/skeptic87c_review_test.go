package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The third review of stop 87 (a question settled at once by the next
// sentence, frankness orders, "dann halt X", what holds now after a
// scrapped choice): cases the first two reviews did not try.

// open87c reports each text whose line holding key is not read as an open
// question.
func open87c(t *testing.T, key string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if k := kindWith(text, "A: Ok.", key); k != session.LedgerQuestion {
			t.Errorf("%q: the line with %q is read as %q, want a question", text, key, k)
		}
	}
}

// "Turns out …", "Stellt sich raus …", "Resulta que …" after a question
// brings news that does not answer it: the pipe is cracked, but how to fix
// the leak is still open; the mother-in-law is vegan, but what to cook is
// still open. The person's open question is lost as a plain fact.
func TestSkeptic87cNewsThatTurnedOutDoesNotAnswer(t *testing.T) {
	open87c(t, "leak", "How do I fix the leak under the sink? Turns out the pipe is cracked.")
	open87c(t, "in-laws", "What should I cook for my in-laws on Sunday? Turns out my mother-in-law is vegan now.")
	open87c(t, "toddler", "How do I get my toddler to sleep through the night? Turns out she's teething.")
	open87c(t, "plumber", "Can you help me find a plumber in Leeds? Turns out ours retired.")
	open87c(t, "airport", "Still to sort out: who drives Mum to the airport on Friday? Turns out her flight is at 6am.")
	open87c(t, "Flughafen", "Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Stellt sich raus, ihr Flug landet um sechs in der Früh.")
	open87c(t, "aeropuerto", "Lo que tengo que resolver: ¿quién recoge a la abuela el domingo en el aeropuerto? Resulta que el vuelo llega a las seis de la mañana.")
}

// An "Update:" or "Nachtrag:" after a question is news of the question, not
// its answer: a bigger budget leaves the laptop to choose, Dave's car in
// the garage leaves the lift to find. The open question is lost.
func TestSkeptic87cAnUpdateDoesNotAnswer(t *testing.T) {
	open87c(t, "laptop", "Which laptop should I buy for uni? Update: my budget went up to 1200.")
	open87c(t, "leak", "How do I fix the leak under the sink? Update: the plumber can only come next week.")
	open87c(t, "airport", "Still to sort out: who drives Mum to the airport on Friday? Update: Dave's car is in the garage.")
	open87c(t, "Flughafen", "Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Nachtrag: der Flug kommt erst um Mitternacht an.")
}

// "Sorted:", "Erledigt:", "Resuelto:" before a list says what else is done —
// the flowers, the music, the venue — not who picks up the cake. The open
// question is lost.
func TestSkeptic87cWhatElseIsSortedDoesNotAnswer(t *testing.T) {
	open87c(t, "cake", "Still to sort out: who picks up the cake on Saturday? Sorted: the flowers, the music and the venue.")
	open87c(t, "damp", "What should I do about the damp patch in the bedroom? Sorted: the gutter and the leaking tap, at least.")
	open87c(t, "Torte", "Was ich noch klären muss: wer holt am Samstag die Torte? Erledigt: Blumen, Musik und der Saal.")
	open87c(t, "tarta", "Lo que tengo que resolver: ¿quién recoge la tarta el sábado? Resuelto: las flores, la música y el local.")
}

// "Sorted," hedged in words the doubt list lacks ("half of it anyway",
// "so halbwegs", "wahrscheinlich", "hoffentlich", "más o menos", "supongo",
// "en principio") or with a condition ("unless Dave bails again") is not
// settled; the first two reviews tried only hedges before a "but". The
// open question is lost.
func TestSkeptic87cASortedHedgedLeavesTheQuestionOpen(t *testing.T) {
	open87c(t, "airport",
		"Still to sort out: who drives Mum to the airport on Friday? Solved, half of it anyway.",
		"Still to sort out: who drives Mum to the airport on Friday? Sorted, unless Dave bails again.")
	open87c(t, "Flughafen",
		"Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Erledigt, so halbwegs.",
		"Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Geklärt, wahrscheinlich.",
		"Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Erledigt, hoffentlich.")
	open87c(t, "aeropuerto",
		"Lo que tengo que resolver: ¿quién recoge a la abuela el domingo en el aeropuerto? Resuelto, más o menos.",
		"Lo que tengo que resolver: ¿quién recoge a la abuela el domingo en el aeropuerto? Resuelto, supongo.",
		"Lo que tengo que resolver: ¿quién recoge a la abuela el domingo en el aeropuerto? Resuelto, en principio.")
}

// A wait before "das macht es …", "eso lo hace …" of a difficulty ("that
// makes it harder") is no one taking it on: "macht es" and "lo hace" are
// read as "he'll do it", and the open question is lost.
func TestSkeptic87cAWaitAtADifficultyDoesNotAnswer(t *testing.T) {
	open87c(t, "Flughafen",
		"Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Moment, das macht es noch komplizierter.",
		"Was ich noch klären muss: wer holt die Oma am Sonntag vom Flughafen ab? Moment, das macht es ja noch schwieriger, weil der Flug so spät kommt.")
	open87c(t, "aeropuerto",
		"Lo que tengo que resolver: ¿quién recoge a la abuela el domingo en el aeropuerto? Espera, eso lo hace más complicado, porque Juan trabaja.")
}

// "Tell me straight", "don't sugarcoat it", "sag's mir direkt", "dímelo
// claro" with its speaker after it in a verb the saying lists lack
// (pleaded, insisted, begged, "bettelte", "insistió", "suplicó") is a
// story of someone else's words: it is kept as the person's standing order
// to the assistant, and the fact of the story (the sister on the phone,
// the patient) is lost.
func TestSkeptic87cAFrankPleaInAStoryIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Tell me straight, my sister pleaded over the phone.",
		"Don't sugarcoat it, my boss insisted.",
		"Tell me straight, the old man growled.",
		"Sag's mir direkt, bettelte mein Bruder.",
		"Sag's mir direkt, hat sie gefleht.",
		"No me endulces nada, insistió el paciente.",
		"Dímelo claro, me suplicó mi madre por teléfono.")
}

// "Dann halt" before a wish — "gute Besserung", "schönes Wochenende",
// "gute Reise", "frohe Weihnachten" — is a (sulky) goodbye, not a thing
// settled for: each is kept as the person's decision.
func TestSkeptic87cDannHaltAWishIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Dann halt gute Besserung!",
		"Dann halt schönes Wochenende.",
		"Dann eben gute Reise.",
		"Dann halt frohe Weihnachten.")
}

// "Nimmer", "nimma" are the dialect's "nicht mehr", "niemand" is nobody:
// "Dann halt nimmer" is a "dann halt nicht" (the change's own no), like
// the "ned" of the first review, yet it is read as a decision.
func TestSkeptic87cDannHaltNimmerIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Dann halt nimmer, wenn er so stur ist.",
		"Dann halt nimma.",
		"Dann halt niemand.")
}

// "Dann halt gewartet", "dann halt gelaufen": a past participle after
// "dann halt" tells what happened (the train was late, so we waited), not
// a thing the person settles for; the day's account is kept as a decision.
func TestSkeptic87cDannHaltOfWhatHappenedIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Zug hatte Verspätung, dann halt gewartet.",
		"Der Bus kam nicht, dann halt gelaufen.",
		"Regen, dann eben drinnen gespielt.",
		"Die Kinder wollten nicht schlafen, dann halt Geschichte vorgelesen.")
}

// After a scrapped plan, the state of this minute with an "in", "on" or
// "con" in it ("The kids are finally in bed now", "Mum is on stage now",
// "Los niños están con la abuela ahora") passes the second review's check
// of "in what or with what" and is kept as news: filler kept, as "The
// baby's awake now" was.
func TestSkeptic87cThisMinuteWithAnInAfterAScrapIsNotKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Forget the movie. The kids are finally in bed now.", "in bed"},
		{"Scrap the plan for tonight. The baby is finally in bed now.", "in bed"},
		{"Scrap the speech. Mum is on stage now.", "on stage"},
		{"Olvida la película. Los niños están con la abuela ahora.", "abuela"},
	} {
		if got := read31(c.text); holds57(got, c.key) {
			t.Errorf("%q: filler is kept: %v", c.text, got)
		}
	}
}

// A frank order under a hypothetical the second review's list lacks ("if
// you were in my position", "if this were your kid", "if you had my
// money", "si estuvieras en mi situación", "si fuera tu dinero") is for the
// one question after it, not a standing order: the assistant would carry
// a rule the person never gave.
func TestSkeptic87cAFrankHypotheticalInOtherWordsIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"If you were in my position, tell me straight. Would you sell the flat?",
		"If this were your kid, don't sugarcoat it. Would you send him to that school?",
		"If you had my money, tell me straight. Would you buy it?",
		"If I were your sister, tell me straight. Would you lend me the money?",
		"Si estuvieras en mi situación, dímelo claro. ¿Venderías el piso?",
		"Si fuera tu dinero, dímelo claro. ¿Lo comprarías?")
}

// An old limitation (the parent reads it so too): a question under an
// open head answered at once by its own short answer ("Pizza, obviously.",
// "Der Franz.") is kept as an open question, and the choice made is lost —
// the assistant would ask what was already settled. The change's "before"
// clause widens it to heads like "…, bevor's losgeht".
func TestSkeptic87cAQuestionAnsweredAtOnceByItsAnswerIsNotOpen(t *testing.T) {
	t.Skip("limitation: a question answered by a bare answer after it stays open (parent and change alike)")
	notReadAs(t, session.LedgerQuestion,
		"What I still need to decide: pizza or pasta for Friday? Pizza, obviously.",
		"Was ich noch klären muss, bevor's losgeht: wer fährt? Der Franz.")
}
