package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Skeptic review of stop 32's last two commits (daa81de..HEAD: a94fbed,
// e23db5b). Each test below fails on HEAD and says what the person would
// lose or what wrong line the model would be sent. "New" means daa81de read
// the case right; "miss" marks a case the rule set out to cover and does not.
// The sentences are this file's own.

// conversation32d plays each text as a message of the person, each answered.
func conversation32d(texts ...string) []string {
	var out []string
	for _, t := range texts {
		out = append(out, t, "A: Ok.")
	}
	return out
}

// --- 1. stripPrefix: the words before a dash are the subject, not a label --

// After a repeated prefix that ends with ":" ("Update:", "Day 2:",
// "Nachtrag:"), HEAD strips up to four words before any standalone dash. But
// people type " - " and " – " as a pause inside what they say, and the words
// before it are the news itself: "Update: got the job - starting Monday …"
// is sent as "starting Monday at the garden centre in Hove!" (the job is
// gone), "the boiler's fixed – cost £180" as "cost £180 though, ouch.",
// "Mum's surgery – went well" as "she's home Thursday." (whose surgery, and
// that it went well, are lost); a travel diary's "Day 2: Sintra – …" loses
// where the person was each day, "Nachtrag: Oma Gerda – kommt am Samstag …"
// who is coming. New: daa81de kept each subject.
func TestSkeptic32dTheWordsBeforeADashAreKept(t *testing.T) {
	for _, c := range []struct {
		texts []string
		keep  map[int]string
	}{
		{[]string{
			"Update: got the job - starting Monday at the garden centre in Hove!",
			"Update: the boiler's fixed – cost £180 though, ouch.",
			"Update: Mum's surgery – went well, she's home Thursday.",
		}, map[int]string{1: "job", 3: "boiler's", 5: "surgery"}},
		{[]string{
			"Day 1: Lisbon – rained all day, the tram 28 was packed.",
			"Day 2: Sintra – the Pena palace was shut on Monday so we did the Moorish castle.",
			"Day 3: Cascais – beach, fish, and my sunburn.",
		}, map[int]string{1: "Lisbon", 3: "Sintra", 5: "Cascais"}},
		{[]string{
			"Día 1: Sevilla – hizo 40 grados y la catedral cerraba a las cinco.",
			"Día 2: Córdoba – la Mezquita a primera hora, sin colas.",
			"Día 3: Granada – la Alhambra, entradas para las 10:30.",
		}, map[int]string{1: "Sevilla", 3: "Córdoba", 5: "Granada"}},
		{[]string{
			"Nachtrag: Der Termin beim Zahnarzt – ist auf Dienstag verschoben, 14 Uhr.",
			"Nachtrag: Die Heizung – läuft wieder, der Monteur war da.",
			"Nachtrag: Oma Gerda – kommt am Samstag mit dem Zug um 11.",
		}, map[int]string{1: "Zahnarzt", 3: "Heizung", 5: "Gerda"}},
	} {
		got := remembered(t, said(conversation32d(c.texts...)...))
		for n, w := range c.keep {
			if lineOf(got, n, w) == "" {
				t.Errorf("#%d loses %q:\n%s", n, w, got)
			}
		}
	}
}

// The rule's own shape, "Re: <subject> – …", drops the subject even when the
// rest does not say it again: "Re: Pablo – viene el sábado a las 11 …" is
// sent as "viene el sábado a las 11 …" (who comes is lost), "Re: el piano –
// lo recogen el lunes, 80 euros" as "lo recogen el lunes, 80 euros" (what is
// collected is lost). HEAD is right only where the subject is repeated after
// the dash ("Re: la llave – La llave la tiene …"). And an "Update: the cat -
// she's had her op …" message loses its whole line. New.
func TestSkeptic32dASubjectLineThatIsNotRepeatedIsKept(t *testing.T) {
	got := remembered(t, said(conversation32d(
		"Re: Pablo – viene el sábado a las 11 con la furgoneta para la mudanza.",
		"Re: la llave – la tiene Anselmo, el del quiosco.",
		"Re: el piano – lo recogen el lunes, 80 euros.")...))
	for n, w := range map[int]string{1: "Pablo", 3: "llave", 5: "piano"} {
		if lineOf(got, n, w) == "" {
			t.Errorf("#%d loses %q:\n%s", n, w, got)
		}
	}
	got = remembered(t, said(conversation32d(
		"Update: the cat - she's had her op and is home, the vet says no jumping for two weeks.",
		"Update: still no word from the insurance about the fence.",
		"Update: Dad's scan – all clear!")...))
	if lineOf(got, 1, "op") == "" || lineOf(got, 5, "scan") == "" {
		t.Errorf("the cat's op or Dad's clear scan is lost:\n%s", got)
	}
}

// --- 2. formatSpec: "no answer", "no replies" are news, not a format -----

// formats holds "answer", "reply", "replies", "list", "respuestas",
// "Sätze", so a label and one "no answer" — or two "no …" of them — is a
// standing rule on the assistant's answers. But these are how people report
// silence and bad luck: "Update from the bank: no answer yet" becomes a rule
// (ranked above every fact, dropped last), the model reads "no answer yet,
// I'll call again Monday" as an instruction for the whole conversation. New:
// daa81de read each as a fact (the German one as two facts).
func TestSkeptic32dNoAnswerIsNews(t *testing.T) {
	never31(t, session.LedgerRule,
		"Update from the bank: no answer yet, I'll call again Monday.",
		"Called the landlord twice: no answer, no reply to my email either.",
		"No answer from the school, no reply from the council, so I'm stuck.",
		"Job hunt so far: forty applications, no replies, two interviews.",
		"Survey so far: only two answers, both from my aunt.",
		"Grocery run was chaos: no list, no bags, no patience.",
		"Tres entrevistas: sin respuestas todavía, qué desesperación.",
		"Encuesta del AMPA: solo 3 respuestas, qué pena.",
		"Bens Aufsatz für Deutsch: nur drei Sätze, und morgen ist Abgabe.",
	)
}

// --- 3. "round", "ponlo" as output verbs ------------------------------------

// "round" is also a preposition and an adverb, and output is read wherever
// an order may be: after "if you ever …"/"when you …" (conditional), after
// an opening "never" (addressed). A tip for a visit ("If you ever visit
// Bath, round the corner from the abbey there's a tea shop") and directions
// ("When you get to our street, round the back is the side gate") become
// standing rules; "Never been round to Sam's new flat" is an instruction.
// "ponlo" after "siempre que …" makes the person's mother's kitchen tip a
// rule for the assistant. New: all were facts at daa81de.
func TestSkeptic32dRoundIsNotAlwaysAnOrder(t *testing.T) {
	never31(t, session.LedgerRule,
		"If you ever visit Bath, round the corner from the abbey there's a tiny tea shop run by my cousin Nell.",
		"When you get to our street, round the back is the side gate, the front door sticks.",
		"Never been round to Sam's new flat, but I hear it's lovely.",
		"Truco de mi madre: siempre que sobre arroz, ponlo en la nevera enseguida.",
	)
}

// politeOrder takes a please before an output verb for a standing order,
// and keeps "please put the bins out" a one-off; with "round" and "ponlo"
// in output, a one-off request for this answer becomes a rule for every
// answer: "Please round it off with a warm closing line" (about one draft
// letter) tells the model to end everything with a warm closing line;
// "Por favor, ponlo también en la lista del sábado" (milk on this
// Saturday's list) becomes a rule. New.
func TestSkeptic32dAOneOffPleaseIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Here's my draft cover letter for the bakery job. Please round it off with a warm closing line.",
		"Añade leche. Por favor, ponlo también en la lista del sábado.",
	)
}

// --- 4. wordsOf: a title of five words or more is still a name ----------

// A quote longer than four words is now taken for something said, not a
// name. But titles are often longer, and people type them in lower case
// (English, Spanish) or in German, where capitals are no sign of a name: the
// quoted words were the sentence's only name, and the sentence is dropped —
// which book the club reads, what the school play is called. New: daa81de
// kept each sentence.
func TestSkeptic32dALongTitleIsKept(t *testing.T) {
	got := remembered(t, said(
		"Book club is Thursday at 7 at Priya's. We're reading \"the girl with the dragon tattoo\" this month, I'm halfway.", "A: Ok."))
	if lineOf(got, 1, "dragon", "tattoo") == "" {
		t.Errorf("the book is lost:\n%s", got)
	}
	got = remembered(t, said(
		"Mi hija sale en la obra del cole el viernes a las seis. La obra se titula «la niña que quería ser dragón», y hace de dragón.", "A: Ok."))
	if lineOf(got, 1, "titula") == "" {
		t.Errorf("the play's title is lost:\n%s", got)
	}
	got = inGerman(t, "Der Lesekreis trifft sich am Donnerstag um 19 Uhr. Wir lesen gerade „Der Junge im gestreiften Pyjama“, ich bin bei der Hälfte.")
	if lineOf(got, 7, "Pyjama") == "" {
		t.Errorf("the book is lost:\n%s", got)
	}
}

// --- 5. formatSpec misses its own German and Spanish shapes ---------------

// The doc of formatSpec names "nur Fließtext" as a limit, but formats has no
// "Fließtext"; "ohne" (German "without") and "nada de" (Spanish "none of")
// are not limits, though they are how a German or Spanish speaker says "no
// tables": the person's first instruction is kept as a fact and ranked
// among them. Miss: daa81de missed them too.
func TestSkeptic32dGermanAndSpanishLimitsAreRules(t *testing.T) {
	for _, c := range []struct {
		text string
		keys []string
	}{
		{"Eine Bitte vorab: nur Fließtext, ich lese auf dem Handy.", []string{"Fließtext"}},
		{"Eine Bitte vorab: ohne Tabellen und ohne Emojis, ich lese auf dem Handy.", []string{"Tabellen"}},
		{"Una cosa antes de empezar: nada de tablas ni emojis, que leo en el móvil.", []string{"tablas"}},
	} {
		if !ruleWith(c.text, c.keys...) {
			t.Errorf("the limit in %q is not kept as a rule: %v", c.text, read31(c.text))
		}
	}
}
