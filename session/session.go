// Package session defines a conversation as ollm keeps it — the display history,
// the options, and the compaction state — and stores it as JSON files under the
// ollm home folder (~/.ollm, or $OLLM_HOME).
package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// SchemaVersion is the version of the session file format this build writes. A file
// with a higher version is refused (never rewritten) so that an older ollm cannot
// destroy what a newer one wrote.
const SchemaVersion = 1

// Role is who wrote a message.
type Role string

// Message roles, as Ollama names them.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleTool      Role = "tool"
)

// Message is one entry of the display history. Messages are appended and never
// removed: compaction changes what the model is sent, not this list.
type Message struct {
	ID       string    `json:"id"`
	Role     Role      `json:"role"`
	Content  string    `json:"content"`
	Thinking string    `json:"thinking,omitempty"`
	Model    string    `json:"model,omitempty"`
	Time     time.Time `json:"time"`

	// Tokens is the message's size in tokens; TokensExact says whether it came
	// from Ollama (eval_count of a reply) or is our estimate.
	Tokens      int  `json:"tokens"`
	TokensExact bool `json:"tokens_exact,omitempty"`
	// Estimate is the tokenizer's count of Content — with the blocks of its
	// attached text files, as it is sent — computed once; the budget adds
	// these up (times the model's calibration) instead of counting again.
	Estimate int `json:"estimate,omitempty"`
	// PrunedEstimate is the estimate of Content without its tool blocks and
	// inline thinking, or with its attachments' reference lines in place of
	// them, set when the prune watermark passes the message.
	PrunedEstimate int `json:"pruned_estimate,omitempty"`

	// Stopped marks a reply the person stopped; Interrupted one whose stream was
	// cut (server lost); Error the sentence shown when the reply failed.
	Stopped     bool   `json:"stopped,omitempty"`
	Interrupted bool   `json:"interrupted,omitempty"`
	Error       string `json:"error,omitempty"`
	// DoneReason is Ollama's done_reason: "stop", or "length" when the reply hit
	// num_predict or a full window.
	DoneReason string `json:"done_reason,omitempty"`
	// WindowFull marks a reply that stopped because the context window was
	// full (done_reason "length" with prompt + reply at num_ctx), not at
	// num_predict.
	WindowFull bool `json:"window_full,omitempty"`
	Pinned     bool `json:"pinned,omitempty"`

	// ToolCalls are the context tools a reply asked for; ToolName names the
	// tool whose result a RoleTool message holds (docs/context-tools.md).
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
	ToolName  string     `json:"tool_name,omitempty"`

	// Attachments are the files the person sent with the message: text
	// files whose blocks follow Content when it is sent, and images
	// (attachment.go). Estimate counts them with the text.
	Attachments []Attachment `json:"attachments,omitempty"`
}

// ToolCall is one call of a tool, as the model wrote it: the tool's name and
// its arguments, a JSON object kept as the model sent it.
type ToolCall struct {
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// Text is the call as one line, for counting and for the transcript:
// name{"arg":"value"}.
func (c ToolCall) Text() string {
	// The file's indentation reaches into the arguments: compact them again.
	var b bytes.Buffer
	if json.Compact(&b, c.Arguments) != nil || b.String() == "null" {
		b.Reset()
		b.WriteString("{}")
	}
	return c.Name + b.String()
}

// ToolCallsText is a message's tool calls, a line each ("" for none).
func (m Message) ToolCallsText() string {
	lines := make([]string, len(m.ToolCalls))
	for i, c := range m.ToolCalls {
		lines[i] = c.Text()
	}
	return strings.Join(lines, "\n")
}

// Sendable reports whether the message is sent when it is in the verbatim part:
// a reply that failed before writing anything is not.
func (m Message) Sendable() bool {
	return !(m.Role == RoleAssistant && m.Content == "" && len(m.ToolCalls) == 0)
}

// Partial reports whether the message is an assistant reply that did not finish.
func (m Message) Partial() bool { return m.Stopped || m.Interrupted || m.Error != "" }

// Options are the model options a session sends with every request.
type Options struct {
	// NumCtx is the context window sent as options.num_ctx on every request;
	// never left to Ollama's default.
	NumCtx int `json:"num_ctx"`
	// Temperature and Seed are sent only when set.
	Temperature *float64 `json:"temperature,omitempty"`
	Seed        *int     `json:"seed,omitempty"`
	// NumPredict bounds a reply's length in tokens; 0 leaves it to the reserve.
	NumPredict int `json:"num_predict,omitempty"`
	// Think is /think's choice for models that think: "" leaves it to Ollama
	// (thinking models think), ThinkOn, ThinkOff, or a level ("low",
	// "medium", "high"). Sent only to models with the thinking capability.
	Think string `json:"think,omitempty"`
}

// Thinking choices besides the levels.
const (
	ThinkOn  = "on"
	ThinkOff = "off"
)

// Usage is Ollama's own account of the last exchange.
type Usage struct {
	PromptTokens int `json:"prompt_tokens"`
	ReplyTokens  int `json:"reply_tokens"`
	NumCtx       int `json:"num_ctx"`
}

// Session is one conversation.
type Session struct {
	Version  int       `json:"version"`
	ID       string    `json:"id"`
	Title    string    `json:"title"`
	Model    string    `json:"model"`
	Options  Options   `json:"options"`
	System   string    `json:"system,omitempty"`
	Created  time.Time `json:"created"`
	Updated  time.Time `json:"updated"`
	Messages []Message `json:"messages"`

	// LastUsage is Ollama's count of the last completed exchange.
	LastUsage *Usage `json:"last_usage,omitempty"`

	// APIStart is the index in Messages where the verbatim context sent to the
	// model begins; everything before it is covered by Checkpoints. Later
	// compaction features fill these; version 1 files keep them at zero.
	APIStart    int          `json:"api_start"`
	Checkpoints []Checkpoint `json:"checkpoints,omitempty"`
	Goal        string       `json:"goal,omitempty"`
	// GoalByModel says the goal came from a reply's [GOAL] line, not from the
	// person's /goal: a later [GOAL] line may replace it. The person's goal a
	// model only proposes to change.
	GoalByModel bool `json:"goal_by_model,omitempty"`
	// GoalNotes are the progress lines the model wrote ([CHECKPOINT], [DECISION],
	// [ARTIFACT], [NEXT]); they are sent with the goal and never compressed.
	GoalNotes []string `json:"goal_notes,omitempty"`
	// PruneTo is the prune watermark: messages before it are sent without their
	// tool blocks and inline thinking (compression's prune stage).
	PruneTo int `json:"prune_to,omitempty"`
	// Cuts record every time the verbatim context was moved forward without a
	// summary: a last-resort trim, or a /clear-context separator.
	Cuts []Cut `json:"cuts,omitempty"`
	// Truncations counts replies whose prompt_eval_count fell clearly short of
	// what was sent: Ollama cut the prompt (it should never happen).
	Truncations int `json:"truncations,omitempty"`
	// CompactTo is set by the model's checkpoint tool when the settings let it
	// ask for a compaction: the next turn compacts the messages before this
	// index (the start of the checkpoint's turn), due or not. Kept in the
	// file, so that a session reopened later still does.
	CompactTo int `json:"compact_to,omitempty"`
	// LossWarned records that the one-time advice about lost context was
	// shown for this session. (reliability_warned, its name before, was set
	// by a warning at the first message about the model's size alone: it is
	// not read, so that those sessions still hear of a real loss.)
	LossWarned bool `json:"loss_warned,omitempty"`
	// Ledger is the running facts ledger of the compacted messages, oldest
	// first: what code kept of them, whatever the model's summaries say
	// (docs/compression.md).
	Ledger []LedgerEntry `json:"ledger,omitempty"`
	// SummaryRejections counts the model's summaries rejected in a row, and
	// SummarySkip the automatic compactions still to be made from the memory
	// alone before the model is asked again: a model that keeps writing
	// summaries that are rejected is not asked before every turn.
	SummaryRejections int `json:"summary_rejections,omitempty"`
	SummarySkip       int `json:"summary_skip,omitempty"`
	// Uncompactions are the compactions the person took back (/uncompact,
	// u in the checkpoint browser), oldest first: the transcript shows a
	// marker where each checkpoint was.
	Uncompactions []Uncompaction `json:"uncompactions,omitempty"`
	// KeepVerbatim holds automatic compaction back after an /uncompact:
	// while it lies past APIStart, the messages before it — the ones the
	// person took back — stay verbatim until the window is full or the
	// person compacts (docs/history-and-snapshots.md). 0: no hold.
	KeepVerbatim int `json:"keep_verbatim,omitempty"`
	// Draft is what the person had typed and not sent when the session was
	// last closed, and DraftPastes the long pastes in it (the prompt holds
	// them aside): the prompt shows it again when the session is opened.
	// Sending a message clears it.
	Draft       string   `json:"draft,omitempty"`
	DraftPastes []string `json:"draft_pastes,omitempty"`

	// Revision counts changes, so that the store never lets an older save
	// overwrite a newer one. It is saved with the session, so that a session
	// opened again continues its sequence instead of starting below the
	// revision the store last wrote (which made every later save look stale).
	Revision uint64 `json:"revision,omitempty"`

	// renamedFrom is the id inside a file whose name says otherwise (a copy
	// made with cp): the session is opened under its file's name.
	renamedFrom string
}

// CutReason says why the verbatim context was moved forward.
type CutReason string

// Cut reasons.
const (
	CutTrim      CutReason = "trim"      // the context did not fit: oldest turns dropped
	CutSeparator CutReason = "separator" // /clear-context
	CutTruncate  CutReason = "truncate"  // compaction without a summary
)

// Cut is a move of APIStart without a summary: Messages[From:To] are no longer
// sent (pinned ones excepted); they stay in the history.
type Cut struct {
	Reason CutReason `json:"reason"`
	From   int       `json:"from"`
	To     int       `json:"to"`
	Tokens int       `json:"tokens"` // estimated tokens no longer sent
	Time   time.Time `json:"time"`
}

// Uncompaction records checkpoints the person took back: their messages,
// From..To-1, are sent verbatim again and the memory lines quoted from them
// left the memory. Snapshot is the snapshot of the state before, which undoes
// it.
type Uncompaction struct {
	// First and Last are the numbers of the checkpoints taken back (the
	// newest one and every newer: First == Last for one).
	First int `json:"first"`
	Last  int `json:"last"`
	From  int `json:"from"`
	To    int `json:"to"`
	// Lines counts the memory lines that left with them; Cuts the trims and
	// truncations after them that were undone too.
	Lines    int       `json:"lines,omitempty"`
	Cuts     int       `json:"cuts,omitempty"`
	Snapshot string    `json:"snapshot"`
	Time     time.Time `json:"time"`
	// Redone is the number of the checkpoint that summarizes the messages
	// again (/uncompact FOCUS); 0 when they stay verbatim.
	Redone int    `json:"redone,omitempty"`
	Focus  string `json:"focus,omitempty"`
}

// Title names what was taken back: "Checkpoint 3 taken back", "Checkpoints
// 2–4 taken back".
func (u Uncompaction) Title() string {
	if u.First == u.Last {
		return fmt.Sprintf("Checkpoint %d taken back", u.First)
	}
	return fmt.Sprintf("Checkpoints %d–%d taken back", u.First, u.Last)
}

// Checkpoint is a summary that stands, in the model's context, for a range of
// messages. Checkpoints are ordered, their ranges do not overlap, and all lie
// before APIStart.
type Checkpoint struct {
	ID     string `json:"id"`
	Number int    `json:"number"`
	From   int    `json:"from"` // first message index covered
	To     int    `json:"to"`   // one past the last message index covered
	// Level is 1 (detailed), 2 (moderate) or 3 (compact).
	Level   int    `json:"level"`
	Summary string `json:"summary"`
	// TokensBefore is what the covered messages cost when sent verbatim;
	// TokensAfter what the summary costs (the model's tokens, calibrated).
	TokensBefore int    `json:"tokens_before"`
	TokensAfter  int    `json:"tokens_after"`
	Focus        string `json:"focus,omitempty"`
	Model        string `json:"model,omitempty"`
	// Kept lists messages of the range that are still sent verbatim (user
	// messages preserved by the compaction).
	Kept []int `json:"kept,omitempty"`
	// Aged counts the times the summary was summarized again at a lower level;
	// Merged the checkpoints folded into this one besides itself.
	Aged   int `json:"aged,omitempty"`
	Merged int `json:"merged,omitempty"`
	// Missing counts facts of the range (paths, names, numbers) that are kept
	// nowhere the model sees: not in the summary, not in the ledger (files of
	// earlier builds: facts appended to the summary as a list, which the
	// summary carries).
	Missing int       `json:"missing,omitempty"`
	Created time.Time `json:"created"`
	// Kind says whether the model's summary stands for the messages (with the
	// ledger lines it lacks) or the ledger alone; empty in files of earlier
	// builds, which had only summaries. Rejected says why the model's summary
	// was not used for a facts-only checkpoint.
	Kind     CheckpointKind `json:"kind,omitempty"`
	Rejected string         `json:"rejected,omitempty"`
	// Edited is set when the person wrote or changed the summary in the
	// compaction preview (then validated as a model's would be).
	Edited bool `json:"edited,omitempty"`
}

// NextCheckpointNumber is the number of the next checkpoint: numbers only
// grow, past those of checkpoints taken back too, so that a marker's number
// names one checkpoint in the whole history.
func (s *Session) NextCheckpointNumber() int {
	n := 0
	if k := len(s.Checkpoints); k > 0 {
		n = s.Checkpoints[k-1].Number
	}
	for _, u := range s.Uncompactions {
		n = max(n, u.Last)
	}
	return n + 1
}

// Compactions is how many compactions the session's checkpoints stand for:
// one each, and those folded into them as they aged (Merged) — the count the
// status bar, the picker and the reliability score give, which the numbers
// on the markers agree with while nothing was taken back.
func (s *Session) Compactions() (all, factsOnly int) {
	for _, cp := range s.Checkpoints {
		all += 1 + cp.Merged
		if cp.FactsOnly() {
			factsOnly += 1 + cp.Merged
		}
	}
	return all, factsOnly
}

// FactsOnly reports whether the checkpoint stands for its messages with the
// ledger alone.
func (c Checkpoint) FactsOnly() bool { return c.Kind == CheckpointFacts }

// Ratio is how many times smaller the summary is than what it stands for.
func (c Checkpoint) Ratio() float64 {
	if c.TokensAfter <= 0 {
		return 0
	}
	return float64(c.TokensBefore) / float64(c.TokensAfter)
}

// Covers reports whether message i lies in the checkpoint's range.
func (c Checkpoint) Covers(i int) bool { return i >= c.From && i < c.To }

// New returns an empty session with a fresh id.
func New(id, model string, opts Options, now time.Time) *Session {
	return &Session{
		Version: SchemaVersion,
		ID:      id,
		Model:   model,
		Options: opts,
		Created: now,
		Updated: now,
	}
}

// Append adds a message, names the session after its first user message, and
// returns the message's index.
func (s *Session) Append(m Message) int {
	s.Messages = append(s.Messages, m)
	if s.Title == "" && m.Role == RoleUser {
		s.Title = TitleFrom(m.Content)
		if s.Title == "" && len(m.Attachments) > 0 {
			s.Title = TitleFrom(m.Attachments[0].Path)
		}
	}
	if m.Time.After(s.Updated) {
		s.Updated = m.Time
	}
	s.Touch()
	return len(s.Messages) - 1
}

// Touch records that the session changed in memory and must be saved again.
func (s *Session) Touch() { s.Revision++ }

// Rev returns the revision of the session.
func (s *Session) Rev() uint64 { return s.Revision }

// RenamedFrom returns the id written inside the file when it differs from the
// file's name (a copy of another session's file), else "". Such a session is
// opened, and saved, under its file's name: the file it was copied from is
// never written.
func (s *Session) RenamedFrom() string { return s.renamedFrom }

// Clone returns a copy that shares no slices with s, so that it can be saved on
// another goroutine while s goes on changing. Messages are values whose strings are
// immutable, so copying the slices is enough (about 0.3 ms for 10,000 messages).
func (s *Session) Clone() *Session {
	c := *s
	c.Messages = append([]Message(nil), s.Messages...)
	// ToolCalls are never changed once a message is appended: sharing them
	// is safe.
	c.Checkpoints = append([]Checkpoint(nil), s.Checkpoints...)
	for i := range c.Checkpoints {
		c.Checkpoints[i].Kept = append([]int(nil), c.Checkpoints[i].Kept...)
	}
	c.Cuts = append([]Cut(nil), s.Cuts...)
	c.Uncompactions = append([]Uncompaction(nil), s.Uncompactions...)
	c.Ledger = CloneLedger(s.Ledger)
	c.GoalNotes = append([]string(nil), s.GoalNotes...)
	if s.LastUsage != nil {
		u := *s.LastUsage
		c.LastUsage = &u
	}
	return &c
}

// TitleFrom makes a one-line title of at most 60 characters from a message.
func TitleFrom(content string) string {
	t := strings.Join(strings.Fields(content), " ")
	const max = 60
	if utf8.RuneCountInString(t) <= max {
		return t
	}
	r := []rune(t)
	return strings.TrimSpace(string(r[:max-1])) + "…"
}
