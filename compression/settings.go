// Package compression makes the model's context smaller while the person keeps
// every message: prune (drop tool blocks and inline thinking), summarize (the
// staged pipeline that turns old messages into a checkpoint) and truncate (the
// fallback). It is pure apart from the model call, which goes through the
// Summarizer interface, and the snapshot and fit checks, which the caller
// passes in. docs/compression.md describes the pipeline, the levels and aging.
package compression

// Strategy names what auto-compaction does when the context fills.
type Strategy string

// Strategies.
const (
	Summarize Strategy = "summarize" // prune, then summarize into a checkpoint
	Truncate  Strategy = "truncate"  // prune, then drop the oldest turns
)

// Settings shape compaction. Zero values mean the defaults (Defaults).
type Settings struct {
	Strategy Strategy
	// SummarizerModel writes the summaries; empty: the chat model.
	SummarizerModel string
	// RecentMessages and RecentTokens size the recent window that always stays
	// verbatim: at least RecentMessages messages, more while they fit in
	// RecentTokens (default: 35% of the verbatim budget).
	RecentMessages int
	RecentTokens   int
	// MinMessages: no compaction while the session has fewer messages.
	MinMessages int
	// PreserveUser is the room, in tokens, for user messages of the compacted
	// range kept verbatim, newest first (default 6% of num_ctx without the
	// memory, or with PreserveOn; off with the memory otherwise, whose lines
	// keep what the person said for far less); negative: off.
	PreserveUser int
	PreserveOn   bool
	// Aging: a checkpoint with AgeModerate newer ones is summarized again at
	// the moderate level, with AgeCompact newer ones at the compact level; the
	// two oldest are merged when there are more than MaxCheckpoints or when the
	// summaries take more than CheckpointShare of the window less the reserve
	// (0.30; 0.15 with the ledger, which carries the facts).
	// At most MaxAgingCalls model calls per compaction go to aging.
	AgeModerate     int
	AgeCompact      int
	MaxCheckpoints  int
	CheckpointShare float64
	MaxAgingCalls   int
	// Grounding is the least share of a summary's words that must occur in
	// what it summarizes (0.5; negative: no check); MissingRetry the share of facts missing that
	// makes the summary be written again one level more detailed (0.25).
	Grounding    float64
	MissingRetry float64
	// LedgerOff turns the facts ledger off: compaction then follows the rules
	// of earlier builds (a rejected summary is a failed compaction, facts the
	// summary lacks are appended to it as a list). For comparisons (ollm eval).
	LedgerOff bool
	// MemoryShare is the most the summaries and the ledger's lines may take
	// together, as a share of the window less the reply's reserve (0.70). The
	// summaries take at most CheckpointShare of it (older ones are condensed,
	// merged, and at last leave their messages to the ledger alone); the
	// ledger takes the rest, the least worth keeping going first.
	MemoryShare float64
	// SummarizerNumCtx is the window of the summary requests (0: the chat's).
	// A larger one lets a weak window's spans be summarized in one request, at
	// the cost of the memory of a larger window and a model reload between the
	// summary and the next reply (docs/compression.md).
	SummarizerNumCtx int
}

// Defaults fills the zero fields.
func (s Settings) Defaults() Settings {
	if s.Strategy == "" {
		s.Strategy = Summarize
	}
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&s.RecentMessages, 4)
	def(&s.MinMessages, 6)
	def(&s.AgeModerate, 2)
	def(&s.AgeCompact, 4)
	def(&s.MaxCheckpoints, 6)
	def(&s.MaxAgingCalls, 2)
	if s.CheckpointShare <= 0 {
		s.CheckpointShare = 0.30
		if !s.LedgerOff {
			// The ledger carries the facts: the summaries need only tell
			// the story, in less room.
			s.CheckpointShare = 0.15
		}
	}
	if s.Grounding == 0 {
		s.Grounding = 0.5
	}
	if s.MissingRetry <= 0 {
		s.MissingRetry = 0.25
	}
	if s.MemoryShare <= 0 {
		s.MemoryShare = 0.80
	}
	return s
}

// Levels of detail of a summary.
const (
	Detailed = 1
	Moderate = 2
	Compact  = 3
)

// LevelName names a level.
func LevelName(level int) string {
	switch level {
	case Detailed:
		return "detailed"
	case Moderate:
		return "moderate"
	default:
		return "compact"
	}
}

// levelShare is a level's target size as a share of num_ctx.
func levelShare(level int) float64 {
	switch level {
	case Detailed:
		return 0.12
	case Moderate:
		return 0.07
	default:
		return 0.04
	}
}

// minTarget is the smallest target, whatever the window.
const minTarget = 48

// Target is the size, in tokens, a summary of a level should have in a window
// of numCtx tokens: 12%, 7% and 4% of the window (at least 48 tokens).
func Target(level, numCtx int) int {
	level = min(max(level, Detailed), Compact)
	return max(int(levelShare(level)*float64(numCtx)), minTarget)
}

// ChooseLevel picks the most detailed level whose target is at most a third of
// the tokens being summarized, so that a checkpoint saves at least two thirds;
// compact when none is.
func ChooseLevel(tokensBefore, numCtx int) int {
	for level := Detailed; level < Compact; level++ {
		if Target(level, numCtx)*3 <= tokensBefore {
			return level
		}
	}
	return Compact
}
