package session

import "strings"

// LedgerKind is what a memory line records.
type LedgerKind string

// Ledger kinds, most worth keeping first.
const (
	// LedgerRule is an instruction that holds from then on ("always answer in
	// French", "never touch prod"), or one taking an earlier one back.
	LedgerRule LedgerKind = "rule"
	// LedgerDecision is a decision or a goal marker ([DECISION], "we decided…").
	LedgerDecision LedgerKind = "decision"
	// LedgerFact is a statement that names something specific: who, what,
	// when, where, how much, which one.
	LedgerFact LedgerKind = "fact"
	// LedgerQuestion is a question or a task still open when it was asked.
	LedgerQuestion LedgerKind = "question"
	// LedgerCode is a code block: its language and the names it defines.
	LedgerCode LedgerKind = "code"
	// LedgerFile is a file sent with a message (Attachment.Facts): its
	// path, size, lines, hash and the names it defines.
	LedgerFile LedgerKind = "file"
	// LedgerAsk is what earlier builds called a condensed request; files that
	// hold it are read as LedgerQuestion.
	LedgerAsk LedgerKind = "ask"
)

// Describes reports whether lines of the kind describe something (a code
// block, a file) rather than quote words: they are never merged with other
// lines, nor hidden by a summary.
func (k LedgerKind) Describes() bool { return k == LedgerCode || k == LedgerFile }

// LedgerEntry is one line of the memory that code (no model) keeps of compacted
// messages: a span of one message in its own words — a sentence or a clause,
// trimmed — never rebuilt from pieces of several, so that it cannot pair one
// subject with another's value (docs/compression.md).
type LedgerEntry struct {
	Kind LedgerKind `json:"kind"`
	// Msg is the index of the message it comes from; User whether the person
	// wrote it.
	Msg  int  `json:"msg"`
	User bool `json:"user,omitempty"`
	// Text is the line: the message's words (a code block's line describes
	// the block).
	Text string `json:"text,omitempty"`
	// Weight is how specific the line was found when it was read (names,
	// numbers, codes, rare words; higher is kept longer).
	Weight int `json:"weight,omitempty"`
	// Refs counts the later messages that mention its names and values
	// again: the budget lets the least referenced go first.
	Refs int `json:"refs,omitempty"`
	// Newer is the message number (index + 1) of a later line that updates
	// something this one says while this one says more: both stay, this one
	// marked as older. 0: none.
	Newer int `json:"newer,omitempty"`
	// Partly says the later line updates one of this line's statements
	// about someone, not the others ("Jakub pays 35 euros and Lena pays
	// 50" when Lena pays 65 now): the line is marked as partly older.
	Partly bool `json:"partly,omitempty"`

	// Subject and Parts are the shape of fact entries in files of earlier
	// builds; Upgrade turns them into Text when such a file is read.
	Subject string       `json:"subject,omitempty"`
	Parts   []LedgerPart `json:"parts,omitempty"`
}

// LedgerPart is a named value of an earlier build's fact entry ("port 20012").
type LedgerPart struct {
	Key   string `json:"key"`
	Value string `json:"value"`
	Text  string `json:"text"`
}

// CheckpointKind says what stands in the model's context for a checkpoint's
// messages.
type CheckpointKind string

// Checkpoint kinds.
const (
	// CheckpointSummary: the model's summary, with the memory lines it lacks.
	CheckpointSummary CheckpointKind = "summary"
	// CheckpointFacts: the memory lines alone; the model's summary was
	// rejected, or not asked for, or the call failed, or the span could not be
	// summarized in this window.
	CheckpointFacts CheckpointKind = "facts"
)

// CloneLedger copies a ledger so that no slice is shared.
func CloneLedger(l []LedgerEntry) []LedgerEntry {
	if l == nil {
		return nil
	}
	out := make([]LedgerEntry, len(l))
	for i, e := range l {
		e.Parts = append([]LedgerPart(nil), e.Parts...)
		out[i] = e
	}
	return out
}

// upgradeLedger turns the entries of earlier builds into lines: a fact's parts
// become one line under its subject (as those builds sent it), a condensed
// request a question.
func (s *Session) upgradeLedger() {
	for i := range s.Ledger {
		e := &s.Ledger[i]
		if e.Kind == LedgerAsk {
			e.Kind = LedgerQuestion
		}
		if len(e.Parts) == 0 {
			continue
		}
		texts := make([]string, len(e.Parts))
		for k, p := range e.Parts {
			texts[k] = p.Text
		}
		e.Text = strings.Join(texts, "; ")
		if e.Subject != "" {
			e.Text = e.Subject + ": " + e.Text
		}
		e.Subject, e.Parts = "", nil
	}
}
