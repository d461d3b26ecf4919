package compression_test

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// Read at stop 65 in dev73's and dev74's misses (stop 64's blind parts). The
// sentences are this file's own.

// Allowing emojis again ("Du darfst ruhig Emojis benutzen") takes back the
// ban on emojis, not another instruction that also allows something ("Du
// darfst mich duzen"): a word of permission names no instruction.
func TestAllowingOneThingAgainLeavesAnotherPermission(t *testing.T) {
	got := remembered(t, said(
		"Ich bin die Hanne aus Lohr. Bitte schreib mir ohne Emojis, mein altes Handy macht daraus nur Kästchen.", "A: Ok.",
		"Und bevor ich's vergesse: Du darfst mich duzen, bitte kein Sie, da fühl ich mich wie beim Amt.", "A: Ok.",
		"Meine Tochter hat mir ein neues Handy eingerichtet. Also vergiss das von ganz am Anfang: Du darfst ruhig Emojis benutzen.", "A: Ok."))
	if line := lineOf(got, 3, "duzen"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the instruction to say du is lost or marked updated:\n%s", got)
	}
	if line := lineOf(got, 1, "ohne Emojis"); line != "" && !strings.Contains(line, "updated in #5") {
		t.Errorf("the ban on emojis is not taken back:\n%s", got)
	}
	got = remembered(t, said(
		"Please never use emojis with me, my phone shows boxes.", "A: Ok.",
		"You can call me Pat, by the way, everyone does.", "A: Ok.",
		"New phone! Forget what I said at the start: you can use emojis now.", "A: Ok."))
	if line := lineOf(got, 3, "call me Pat"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("how to call the person is lost or marked updated:\n%s", got)
	}
}

// The units to give, what is measured said first and the order after it:
// "Los pesos dámelos siempre en arrobas y en kilos" (the pronoun after the
// verb, as Spanish joins it), "Give me the distances in miles always".
func TestUnitsWithWhatIsMeasuredFirstAreARule(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Una cosa: los pesos dámelos siempre en arrobas y en kilos, que aquí se habla en arrobas.",
		"Las distancias dámelas siempre en millas.",
		"Los precios pónmelos siempre en euros, por favor.",
		"Give me the distances in miles always.")
	notReadAs(t, session.LedgerRule,
		"Los precios me los dio en dólares el proveedor.",
		"Give me the total in euros this time.",
		"Give me the distances in kilometres for the walk we always do on Boxing Day.",
		"The butcher always gives me the weights in pounds.")
}

// An order after a lead of the person's own that puts it first ("And while
// I think on: talk to me in miles, not kilometres") is an instruction.
func TestAnOrderAfterWhileIThinkOn(t *testing.T) {
	readAs(t, session.LedgerRule,
		"And while I think on: talk to me in miles, not kilometres.",
		"Now that I think of it: no bullet points please.")
	notReadAs(t, session.LedgerRule,
		"While I think on: my sister's coming up on Friday.")
}

// Not knowing who is to do something, under a head that says it bothers the
// person, is an open question: "I'll tell you what's bothering me: I still
// don't know who's going to do the washing up on the day".
func TestNotKnowingUnderWhatIsBotheringMe(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"I'll tell you what's bothering me: I still don't know who's going to do the washing up on the day.",
		"What bothers me: I still don't know who's going to drive the minibus back.")
	notReadAs(t, session.LedgerQuestion,
		"What's bothering me: I don't know why I bother.")
}

// A question under a head that names it as one people ask ("Question I
// keep getting asked: do we need public liability insurance of our own?")
// is an open question.
func TestAQuestionPeopleKeepAsking(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"Question I keep getting asked: do we need public liability insurance of our own?",
		"Die Frage, die mir alle stellen: brauchen wir eine eigene Versicherung?")
}

// Scots "hauf six" is half past five: a time, kept beside the sentence
// before it that names a time too.
func TestScotsHaufIsATime(t *testing.T) {
	got := remembered(t, said(
		"Timings: doors open at seven, the haggis comes in at eight on the dot.", "A: Ok.",
		"The bar shuts at midnight, so Shona says Alasdair's got tae be in an pipin by half seven. That means doors open at hauf six. Pie: macaroni from Boyd's, 8 oot of 10.", "A: Ok."))
	if lineOf(got, 3, "hauf six") == "" {
		t.Errorf("the new time is lost:\n%s", got)
	}
}

// Spanish "los pesos" are weights: rounding money to euros later leaves an
// order on weights in force, unmarked; "en pesos" is money, and euros later
// change it.
func TestPesosAreWeightsUnlessTheyAreMoney(t *testing.T) {
	got := remembered(t, said(
		"Buenas, soy Tere, de Ciudad Rodrigo. Los pesos dámelos siempre en arrobas y en kilos, que aquí se habla en arrobas.", "A: Ok.",
		"Los cochinos llegan el 3 de octubre a la dehesa.", "A: Ok.",
		"Otra cosa: cuando te pregunte por dinero, redondea a euros, sin céntimos.", "A: Ok."))
	if line := lineOf(got, 1, "arrobas"); line == "" || strings.Contains(line, "updated") {
		t.Errorf("the order on weights is lost or marked updated:\n%s", got)
	}
	got = remembered(t, said(
		"Buenas, soy Tere. Dame los precios siempre en pesos, por favor.", "A: Ok.",
		"Me mudo a Salamanca el 3 de octubre.", "A: Ok.",
		"Ahora vivo en España: dame los precios siempre en euros, por favor.", "A: Ok."))
	if line := lineOf(got, 1, "en pesos"); line != "" && !strings.Contains(line, "updated in #5") {
		t.Errorf("the old currency is not marked updated:\n%s", got)
	}
}

// "What I can't settle is how much …" is not knowing yet, as "can't decide"
// is.
func TestWhatICantSettleAsks(t *testing.T) {
	readAs(t, session.LedgerQuestion,
		"What I can't settle is how much change to have in the float.",
		"I can't settle who's doing the teas on Sunday.")
}

// A Spanish count of tens and units said in words before "de" ("caben
// treinta y cinco de bellota") is a value, as "treinta y cinco cochinos" is.
func TestSpanishTensAndUnitsBeforeDeCount(t *testing.T) {
	got := remembered(t, said(
		"La montanera empieza en octubre en la dehesa de mi tío, al lado de Saelices.", "A: Ok.",
		"La bellota ha salido mejor de lo que decían en el bar. El aforo dice que en la finca caben treinta y cinco de bellota, no cuarenta. Así que cinco irán de cebo de campo, con pienso. Marcelino dice que los elige él.", "A: Ok."))
	if lineOf(got, 3, "treinta y cinco de bellota") == "" {
		t.Errorf("the count is lost:\n%s", got)
	}
}
