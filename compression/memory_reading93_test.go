package compression_test

import (
	"testing"

	"github.com/ollm/ollm/session"
)

// Readings of stop 93.

// "Do keep it short for now, I'm driving." read as nothing at stop 92 (a
// miss its note left): the emphatic "do" took "for now" as one occasion,
// where the plain "Keep it short for now, I'm driving." is an instruction;
// "when" too ("Do use metric when you give me recipes" was a fact).
func TestAnEmphaticDoForNow(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Do keep it short for now, I'm driving.",
		"Do please keep your answers brief for now, the baby is asleep on me.",
		"Do use metric when you give me recipes.",
	)
	notReadAs(t, session.LedgerRule,
		"Do keep it short this time, I'm in a hurry.",
		"Do answer in full sentences, Mrs Patel always told us at school.",
		"Do talk to me in Spanish tonight.",
	)
}

// dev138's first instruction (lost blind at stop 92): "Rule number one: talk
// to me plain like a bredren, no big words, no essay." — the "essay" it bans
// was read as a document to write, and "Rule number one" as no head that
// asks.
func TestARuleNumberOneThatBansAnEssay(t *testing.T) {
	readAs(t, session.LedgerRule,
		"Rule number one: speak to me simple like a neighbour, no long words, no essay.",
		"Talk to me plain, no big words, no essay.",
		"Regla número uno: háblame claro, sin palabras raras.",
	)
	notReadAs(t, session.LedgerRule,
		"Talk to me plain, no essay, I'm writing a letter to my aunt.",
		"House rule number one: talk to me plain.",
		"Write to me in short sentences for the birthday card.",
	)
}

// dev138's choice update (stale blind at stop 92, with room for all too): "So
// we going royal blue now, green shorts still." — Vincentian English says
// what was chosen without "are" and without "with".
func TestAChoiceSaidAsWeGoingNow(t *testing.T) {
	readAs(t, session.LedgerDecision,
		"So we going emerald green now, white socks still.",
		"So we're going red and gold now.",
		"So we going the fish fry instead.",
	)
	notReadAs(t, session.LedgerDecision,
		"So we going home now.",
		"So we going fishing now.",
		"So we going to the beach now.",
		"We going emerald green now?",
	)
}
