// Package eval measures how faithful the context ollm sends is: it plays the
// corpus's conversations (internal/eval/corpus: people's messages with every
// fact they state marked) through the real engine against a real Ollama
// server, and reports what the final request still holds, per kind of fact,
// with what the turns cost (requests per turn, the share of each prompt Ollama
// must read again) — and, with a real model, what the model answers. `ollm
// eval` and `make eval` run it; docs/evaluation.md has the figures.
package eval

// Fact is one planted fact: the keys a faithful note of it holds on one line,
// and, when a later turn changes it, the newest keys and the old values.
type Fact struct {
	ID, Kind string
	Turn     int
	Keys     []string
	// UpdateTurn, UpdateKind, NewKeys and Old are set when a later turn
	// changes the fact (a knowledge update).
	UpdateTurn int
	UpdateKind string
	NewKeys    []string
	Old        []string
}

// Updated reports whether a later turn changed the fact.
func (f Fact) Updated() bool { return len(f.NewKeys) > 0 }

// Newest are the keys of the fact's newest value.
func (f Fact) Newest() []string {
	if f.Updated() {
		return f.NewKeys
	}
	return f.Keys
}

// Turn is one user message of a script.
type Turn struct {
	Text string
	// Other are the keys of what else the message states, beside its
	// planted facts (nil when its part does not list them).
	Other [][]string
}

// Script is a scripted conversation and what it planted.
type Script struct {
	Name, Lang string
	Turns      []Turn
	Facts      []Fact
	// Instruction is the index in Facts of the first turn's instruction,
	// which must hold to the end (its newest form, when a turn changes it).
	Instruction int
}

// Annotated reports whether the script's messages list everything they
// state (Turn.Other), so a memory line can be told to hold nothing.
func (s Script) Annotated() bool {
	for _, t := range s.Turns {
		if t.Other != nil {
			return true
		}
	}
	return false
}
