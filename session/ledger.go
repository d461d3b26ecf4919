package session

// LedgerKind is what a ledger entry records.
type LedgerKind string

// Ledger kinds, most worth keeping first.
const (
	// LedgerRule is an instruction that holds from then on ("always answer in
	// French", "never touch prod").
	LedgerRule LedgerKind = "rule"
	// LedgerDecision is a decision or a goal marker ([DECISION], "we decided…").
	LedgerDecision LedgerKind = "decision"
	// LedgerFact is named facts with their context: a path, a URL, an
	// identifier, a number with its unit or name, a version, a quoted name.
	LedgerFact LedgerKind = "fact"
	// LedgerCode is a code block: its language and the names it defines.
	LedgerCode LedgerKind = "code"
	// LedgerAsk is what the person asked, condensed.
	LedgerAsk LedgerKind = "ask"
)

// LedgerEntry is one line of the facts ledger: what code (no model) kept of a
// compacted message. Facts are kept as parts, one per named value, each with the
// few words that say what it is, so that a later message that gives a new value
// for the same subject and attribute supersedes that part alone.
type LedgerEntry struct {
	Kind LedgerKind `json:"kind"`
	// Msg is the index of the message it comes from; User whether the person
	// wrote it.
	Msg  int  `json:"msg"`
	User bool `json:"user,omitempty"`
	// Subject is what the facts are about ("svc-12"), when the sentence names
	// it; Parts the facts.
	Subject string       `json:"subject,omitempty"`
	Parts   []LedgerPart `json:"parts,omitempty"`
	// Text is the entry of the other kinds: the rule, the decision, the
	// condensed request, the code block's description.
	Text string `json:"text,omitempty"`
	// Refs counts the later messages that mention its values again: the
	// budget drops the least referenced first.
	Refs int `json:"refs,omitempty"`
}

// LedgerPart is one named value and the words around it: "port 20012",
// "data in /var/lib/svc12/data.db".
type LedgerPart struct {
	// Key is subject|attribute, lower-cased ("svc-12|port"): a later part with
	// the same key supersedes this one.
	Key   string `json:"key"`
	Value string `json:"value"`
	Text  string `json:"text"`
}

// CheckpointKind says what stands in the model's context for a checkpoint's
// messages.
type CheckpointKind string

// Checkpoint kinds.
const (
	// CheckpointSummary: the model's summary, with the ledger lines it lacks.
	CheckpointSummary CheckpointKind = "summary"
	// CheckpointFacts: the ledger alone; the model's summary was rejected, or
	// the call failed, or the span could not be summarized in this window.
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
