package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// The second review of stop 87 (frankness orders under a condition or
// alone, heads of questions the person still cannot solve or with a
// "before" clause, "dann halt X", a question settled at once, what holds
// now after a scrapped choice): cases the first review did not try.

// stillOpen87b reports each text whose line holding key is not read as an
// open question.
func stillOpen87b(t *testing.T, key string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if k := kindWith(text, "A: Ok.", key); k != session.LedgerQuestion {
			t.Errorf("%q: the line with %q is read as %q, want a question", text, key, k)
		}
	}
}

// A saying whose speaker comes after it ("…, Mum used to say", "…, decía
// mi madre") is someone else's words, as it is with its speaker before a
// colon (the first review): the mother's old saying is kept as the
// person's standing order to the assistant, and the memory of her is lost
// as a fact.
func TestSkeptic87bASayingWithItsSpeakerAfterIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"If you broke something, tell me straight, Mum used to say.",
		"If you mess up, tell me straight, my old boss used to tell us.",
		"Si rompes algo, dímelo claro, decía mi madre.")
}

// What the person told their daughter (or a friend) is their words to
// her, said after it: "If you're ever in trouble, tell me straight, I told
// her" is no order to the assistant, but is read as one.
func TestSkeptic87bWhatIToldMyDaughterIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"If you're ever in trouble, tell me straight, I told her.",
		"Anna tells her parents tonight. If they ask about the money, don't sugarcoat it, I told her.",
		"Wenn was ist, sag's mir direkt, hab ich zu ihr gesagt.",
		"Si tienes un problema, dímelo claro, le dije a mi hija.")
}

// A ban on sugarcoating with no condition, the person's advice to their
// team or what they asked someone else, or a father's motto: the words
// after it say whose they are, yet each is kept as an order to the
// assistant (the parent kept them as facts or dropped them).
func TestSkeptic87bANoSugarcoatingSaidToSomeoneElseIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"Don't sugarcoat it, I always tell my team.",
		"Never sugarcoat it, was Dad's motto.",
		"Beschönig nix, hab ich ihm gsagt.",
		"Dímelo claro, le pedí.")
}

// The first review kept "If you were me, tell me straight: would you take
// the job?" a question; with the question in a sentence of its own the
// hypothetical frankness is still read as a standing order — a rule for
// one question ("if you were me") that the assistant would carry on.
func TestSkeptic87bAFrankHypotheticalBeforeItsQuestionIsNoRule(t *testing.T) {
	notReadAs(t, session.LedgerRule,
		"If you were me, tell me straight. Would you take the job?",
		"If you were in my shoes, don't sugarcoat it. Would you leave him?",
		"Si fueras yo, dímelo claro. ¿Aceptarías el trabajo?")
}

// A past question with a "before" clause, answered right after: "was left
// to decide", "remained to decide", "last year's problem" say the past as
// well as "had to" does (the first review), but the clause is stripped and
// the question, long settled, is kept open.
func TestSkeptic87bAPastQuestionLeftBeforeTheWeddingIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What was left to decide, before the wedding: who would pay for the band? In the end Dad did.",
		"What remained to decide, before the wedding: who would pay for the band? Dad did.",
		"Last year's problem to solve, before Christmas: who hosts? My sister did.")
}

// A question the person still can't solve, answered in the next sentence
// by "Turns out …" or "Update: …" (the first review tried only "Sorted,
// …"): it is kept as an open question the assistant would ask about.
func TestSkeptic87bAStillUnsolvedQuestionAnsweredAfterIsNotOpen(t *testing.T) {
	notReadAs(t, session.LedgerQuestion,
		"What I still can't sort out: where did the money go? Turns out Tom took it.",
		"What I still can't solve: who drives the van back? Turns out Dave offered.",
		"Problem I still can't solve: who picks up Gran on Sunday? Update: Tom is.")
}

// "Sorted, …" that the rest of the sentence takes back ("apparently, but
// nobody has told me who", "dachte ich, aber …", "creía yo, pero …") does
// not settle the question: the open question is lost.
func TestSkeptic87bASortedTakenBackLeavesTheQuestionOpen(t *testing.T) {
	stillOpen87b(t, "Flughafen",
		"Was ich noch klären muss: wer holt die Oma am Sonntag ab, vom Flughafen? Erledigt, dachte ich, aber der Franz hat abgesagt.")
	stillOpen87b(t, "airport",
		"Still to sort out: who drives Mum to the airport on Friday? Sorted, apparently, but nobody has told me who.",
		"Still to sort out: who drives Mum to the airport on Friday? Sorted, I hope, but Dave hasn't confirmed yet.")
	stillOpen87b(t, "abuela",
		"Lo que tengo que resolver: ¿quién recoge a la abuela el domingo? Resuelto, creía yo, pero Juan canceló.")
}

// The wait heads are matched as the start of a word: "waiting",
// "esperando", "momentan" open no news that comes as the person writes.
// "Still waiting to hear if Dave will do it" says the question is open,
// yet it is taken as answered and lost.
func TestSkeptic87bWaitingToHearDoesNotSettle(t *testing.T) {
	stillOpen87b(t, "airport",
		"Still to sort out: who drives Mum to the airport on Friday? Still waiting to hear if Dave will do it.")
	stillOpen87b(t, "Flughafen",
		"Was ich noch klären muss: wer fährt die Oma zum Flughafen? Momentan weiß keiner, ob der Franz übernimmt.")
	stillOpen87b(t, "aeropuerto",
		"Lo que tengo que resolver: ¿quién lleva a la abuela al aeropuerto? Estoy esperando a ver si Juan lo hace.")
}

// A wait before a doubt or a no ("I doubt Dave will do it", "der Franz
// macht's sicher nicht", "Juan no lo hace") leaves the question open — more
// open than before — but the words of someone doing it settle it.
func TestSkeptic87bAWaitBeforeANoDoesNotSettle(t *testing.T) {
	stillOpen87b(t, "airport",
		"Still to sort out: who drives Mum to the airport on Friday? Wait, I doubt Dave will do it.")
	stillOpen87b(t, "Flughafen",
		"Was ich noch klären muss: wer fährt die Oma zum Flughafen? Moment, der Franz macht's sicher nicht.")
	stillOpen87b(t, "aeropuerto",
		"Lo que tengo que resolver: ¿quién lleva a la abuela al aeropuerto? Espera, Juan no lo hace, que trabaja.")
}

// A wait before another question ("Oh wait, Dave said he will? Since
// when?", "Warte, macht's der Franz oder nicht?") asks more; it settles
// nothing, yet the open question is lost.
func TestSkeptic87bAWaitThatAsksDoesNotSettle(t *testing.T) {
	stillOpen87b(t, "airport",
		"Still to sort out: who drives Mum to the airport on Friday? Oh wait, Dave said he will? Since when?",
		"Still to sort out: who drives Mum to the airport on Friday? Wait, didn't Dave say he'll do it? Must check.")
	stillOpen87b(t, "Flughafen",
		"Was ich noch klären muss: wer fährt die Oma zum Flughafen? Warte, macht's der Franz oder nicht?")
}

// A wait before someone who offered once, or said she would think about
// it, is no one taking it on this time: the question is lost.
func TestSkeptic87bAWaitBeforeNoCommitmentDoesNotSettle(t *testing.T) {
	stillOpen87b(t, "cake",
		"Still to sort out: who's making the cake for Saturday? Wait, I asked Jo and she said she would think about it.")
	stillOpen87b(t, "airport",
		"Still to sort out: who drives Mum to the airport on Friday? Wait, Dave offered last year, not this year.")
}

// "Dann halt Schicksal", "dann halt Mist", "dann halt scheiß drauf" are
// shrugs and curses, like the "dann halt Pech" of the first review: no
// choice the person made, yet each is read as a decision.
func TestSkeptic87bDannHaltAShrugIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Zug verpasst, tja, dann halt Schicksal.",
		"Regen am Wochenende, dann halt Mist.",
		"Tja, dann halt scheiß drauf.")
}

// Someone else's "dann halt X" that the person turns down in the same
// message: the husband's pizza, the sister's Mallorca, the child's noodles
// are kept as the person's decision though the person said no.
func TestSkeptic87bDannHaltOfSomeoneTurnedDownIsNoDecision(t *testing.T) {
	notReadAs(t, session.LedgerDecision,
		"Mein Mann meinte, dann halt Pizza, aber ich koch lieber.",
		"Meine Schwester: dann halt Mallorca. Ich: auf keinen Fall.",
		"Der Kleine hat gemault, dann halt Nudeln, aber es gibt Gemüse.")
}

// After a scrapped choice, a shrug or the state of this very minute ending
// in "now" ("Whatever, it doesn't matter now", "The baby's awake now", "Los
// niños ya duermen ahora") is kept as news, not what holds now of the
// choice: filler kept.
func TestSkeptic87bAShrugOrThisMinuteAfterAScrapIsNotKept(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"Scrap the red and gold. Cudjoe went and print red and gold for his jockey. Whatever, it doesn't matter now.", "matter now"},
		{"Forget the movie. The baby's awake now.", "awake now"},
		{"Olvida lo de la cena. Los niños ya duermen ahora.", "duermen"},
	} {
		if got := read31(c.text); holds57(got, c.key) {
			t.Errorf("%q: filler is kept: %v", c.text, got)
		}
	}
}
