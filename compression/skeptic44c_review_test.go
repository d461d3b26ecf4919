package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Third review of stop 44, on 440789a alone: speaksPlainly (memory_kinds.go),
// which reads as a rule an imperative of talking followed only by whom it is
// for and how — a language, a register after in/auf/en, a limit of text with a
// number. A rule is kept to the very last and sent with every request, so a
// one-off read as one steers every later answer; a standing instruction read
// as a fact goes early when room is short. Every test below fails on 440789a.
// "REGRESSION" marks a case 440789a~1 read right (a fact); "OLDER" a case it
// read wrong as well (another reading makes it a rule, or none does). The
// sentences are this file's own.

// REGRESSION. The words allowed between the verb and the how are every
// common word, and "it", "this", "that", "das", "es", "again", "this time"
// are common words: a thing already on the table to be explained once passes
// as "whom and how". "Explain it to me in simple English, I didn't get the
// letter from the bank" is about the letter, "this time", "just this once",
// "nochmal" say so outright — yet from then on every answer is sent with the
// order to explain "it" in simple English, "this time", for the rest of the
// conversation.
func TestSkeptic44cAThingToExplainOnceIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Explain it to me in simple English, I didn't get the letter from the bank.",
		"Explain that again in simple English.",
		"Explain it in simple English this time.",
		"Explain it to me in plain English just this once.",
		"Erklär mir das bitte auf Deutsch.",
		"Erklär es mir auf Deutsch, ich verstehe den Brief vom Finanzamt nicht.",
	)
}

// REGRESSION. The doc comment says "nor what is asked (explain why …)", but
// speaksPlainly returns at the language before it reaches "what", "why",
// "por qué": the question comes after the how, where people put it. In
// German the grammar itself puts a comma before "was …", so the clause ends
// at "auf Deutsch" and the question is never seen. The person asked once what
// a tracker mortgage is; the memory keeps "Explain to me in plain English
// what a tracker mortgage is" as a standing order, so a later question about
// the boiler comes with an instruction about mortgages.
func TestSkeptic44cWhatIsAskedAfterTheHowIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Explain to me in plain English what a tracker mortgage is.",
		"Explain in simple English why the boiler keeps cutting out.",
		"Explain to me in simple English, what does APR mean?",
		"Erklär mir auf Deutsch, was eine Grundschuld ist.",
		"Erklär mir auf Deutsch: Was ist eine Grundschuld?",
		"Explica en español sencillo por qué sube el Euríbor.")
}

// REGRESSION in English (OLDER in German and Spanish). A limit of text
// returns at once, before what follows is read: "for the birthday card",
// "for my bio", "for the cover letter intro", "this time, it's for a card"
// name the one text the limit is for. Only "about" keeps a task a task. The
// person wanted five lines for one card; every later answer — a recipe, a
// complaint letter — is sent with "at most five lines for the birthday card".
func TestSkeptic44cALimitForOneTextIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Write me at most five lines for the birthday card.",
		"Write at most 100 words for my bio on the conference website.",
		"Write me at most three sentences for the cover letter intro.",
		"Write me at most five lines this time, it's for a card.",
	)
}

// REGRESSION. forWhom lets "her", "them", "ihr" stand where "me" stands, but
// explaining something to the person's daughter or parents is a one-off
// (the thing is "it") and says nothing of how to talk to the person. The
// memory then orders every later answer to the person to be pitched at a
// twelve-year-old, and "for my grandmother" makes it hers for good too.
func TestSkeptic44cExplainingToSomeoneElseIsNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"Explain it to her in plain English, she's only twelve.",
		"Explain it to them in plain English, they're not technical.",
		"Explain it in plain English for my grandmother.",
		"Erklär es ihr auf Deutsch, sie ist erst zwölf.")
}

// REGRESSION (OLDER where marked). reportedHere looks only at the clauses
// before the order; people put who said it after the quote ("…," the judge
// told the barrister; „…", hat mein Opa immer gesagt). Someone else's words,
// told as a story, become the assistant's standing order.
func TestSkeptic44cWordsSaidByOthersAfterTheQuoteAreNoRule(t *testing.T) {
	never31(t, session.LedgerRule,
		"\"Explain it in plain English,\" the judge told the barrister.",
		"Explain it in plain English, the teacher said.",
		"Talk to me in plain English, she begged him.",
		"Explain everything in plain English, Doctor Byrne said, but he never does.",
		"„Red mit mir auf Deutsch“, hat mein Opa immer gesagt.",
		"Erklär mir das auf Deutsch, sagte der Richter zum Gutachter.",
	)
}

// Left (older problems, read the same before 440789a, not fixed at stop 44;
// docs/compression.md "Since stop 44"): one-offs read as rules by other
// checks — "Explícame eso en castellano sencillo, no entiendo la carta del
// banco.", "Schreib mir höchstens fünf Sätze für die Geburtstagskarte.",
// "Escríbeme máximo tres frases para la carta de presentación.", "\"Talk to
// me in plain English,\" my dad always says when I explain my job.", "Háblame
// en cristiano, le dijo el juez al perito."; standing orders on how to talk
// still read as facts — "Keep talking to me in plain English.", "Bitte sprich
// weiter Deutsch mit mir.", "Sigue hablándome en español.", "Talk to me in
// Italian, please, I'm practising." (any language but the nine listed),
// "Answer me in English, please.", "Sprich mit mir in einfacher Sprache.",
// "Erklär mir alles in Leichter Sprache.", "Explain everything in layman's
// terms, I'm a nurse not an engineer.", and "Explain things to me like I'm
// five." (read as nothing at all).
