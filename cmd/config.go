package cmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// config is ~/.ollm/config.json. Every field is optional; flags win over it.
type config struct {
	Model  string `json:"model,omitempty"`
	NumCtx int    `json:"num_ctx,omitempty"`
	System string `json:"system,omitempty"`
	// Temperature and Seed, when set, are sent with every request.
	Temperature *float64 `json:"temperature,omitempty"`
	Seed        *int     `json:"seed,omitempty"`
	// Theme is "auto" (default: follow the terminal's background), "dark" or "light".
	Theme string `json:"theme,omitempty"`
	// The budget (docs/context-window.md): the reply's reserve as a share of
	// num_ctx or in tokens, the compaction trigger, and an optional limit on the
	// user turns sent verbatim.
	ReserveRatio float64 `json:"reserve_ratio,omitempty"`
	Reserve      int     `json:"reserve,omitempty"`
	Trigger      float64 `json:"compaction_trigger,omitempty"`
	MaxRounds    int     `json:"max_rounds,omitempty"`

	// Compaction (docs/compression.md).
	Strategy        string  `json:"strategy,omitempty"` // "summarize" (default) or "truncate"
	SummarizerModel string  `json:"summarizer_model,omitempty"`
	RecentMessages  int     `json:"recent_messages,omitempty"`
	RecentTokens    int     `json:"recent_tokens,omitempty"`
	MinMessages     int     `json:"min_messages,omitempty"`
	PreserveUser    *bool   `json:"preserve_user_messages,omitempty"`
	PreserveTokens  int     `json:"preserve_user_tokens,omitempty"`
	AgeModerate     int     `json:"age_moderate_after,omitempty"`
	AgeCompact      int     `json:"age_compact_after,omitempty"`
	MaxCheckpoints  int     `json:"max_checkpoints,omitempty"`
	CheckpointShare float64 `json:"checkpoint_share,omitempty"`
	MaxAgingCalls   int     `json:"max_aging_calls,omitempty"`
	// Grounding is the least share of a summary's words found in what it
	// summarizes (0.5); 0 turns the check off.
	Grounding *float64 `json:"summary_grounding,omitempty"`
	// The facts ledger (docs/compression.md): on by default; the share of the
	// window (less the reserve) the summaries and the ledger may take; and a
	// larger window for the summary requests.
	FactsLedger      *bool   `json:"facts_ledger,omitempty"`
	MemoryShare      float64 `json:"memory_share,omitempty"`
	SummarizerNumCtx int     `json:"summarizer_num_ctx,omitempty"`
	// Snapshots: automatic ones kept per session, and their age limit.
	SnapshotKeep    int `json:"snapshot_keep,omitempty"`
	SnapshotMaxDays int `json:"snapshot_max_age_days,omitempty"`
	// CompactionPreview is "never" (default: an automatic compaction applies
	// at once) or "ask" (it opens the preview first, as /compact --preview).
	CompactionPreview string `json:"compaction_preview,omitempty"`
	// ContextTools is "auto" (default: the context tools are offered to models
	// whose capabilities include tools) or "off"; CheckpointCompacts lets the
	// model's checkpoint tool ask for a compaction before the next turn
	// (docs/context-tools.md).
	ContextTools       string `json:"context_tools,omitempty"`
	CheckpointCompacts bool   `json:"checkpoint_compacts,omitempty"`
	// MemoryFilesShare is the share of the window the memory files (what
	// ollm remembers across sessions) may take (0.10).
	MemoryFilesShare float64 `json:"memory_files_share,omitempty"`
}

// compression turns the config into the pipeline's settings.
func (c config) compression() (compression.Settings, error) {
	st := compression.Settings{
		Strategy: compression.Strategy(c.Strategy), SummarizerModel: c.SummarizerModel,
		RecentMessages: c.RecentMessages, RecentTokens: c.RecentTokens, MinMessages: c.MinMessages,
		PreserveUser: c.PreserveTokens, AgeModerate: c.AgeModerate, AgeCompact: c.AgeCompact,
		MaxCheckpoints: c.MaxCheckpoints, CheckpointShare: c.CheckpointShare, MaxAgingCalls: c.MaxAgingCalls,
		MemoryShare: c.MemoryShare, SummarizerNumCtx: c.SummarizerNumCtx,
	}
	if c.FactsLedger != nil && !*c.FactsLedger {
		st.LedgerOff = true
	}
	if c.Grounding != nil {
		st.Grounding = *c.Grounding
		if st.Grounding <= 0 {
			st.Grounding = -1
		}
	}
	switch {
	case c.PreserveUser != nil && !*c.PreserveUser:
		st.PreserveUser = -1
	case c.PreserveUser != nil:
		st.PreserveOn = true // with the memory too, where it is off unless asked for
	}
	switch st.Strategy {
	case "", compression.Summarize, compression.Truncate:
	default:
		return st, fmt.Errorf("config: strategy %q is not one of summarize, truncate", c.Strategy)
	}
	return st, nil
}

// retention is the snapshot retention of the config, over the defaults.
func (c config) retention() session.Retention {
	r := session.DefaultRetention()
	if c.SnapshotKeep > 0 {
		r.Keep = c.SnapshotKeep
	}
	if c.SnapshotMaxDays > 0 {
		r.MaxAge = time.Duration(c.SnapshotMaxDays) * 24 * time.Hour
	}
	return r
}

func loadConfig(home string) (config, error) {
	var c config
	path := filepath.Join(home, "config.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return c, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var syntax *json.SyntaxError
	var shape *json.UnmarshalTypeError
	switch err := dec.Decode(&c); {
	case errors.As(err, &syntax):
		return c, fmt.Errorf("%s is not valid JSON (%v at byte %d); fix or remove it", path, syntax, syntax.Offset)
	case errors.As(err, &shape):
		return c, fmt.Errorf("%s: %q must be %s, not %s (docs/configuration.md)", path, shape.Field, jsonKind(shape.Type), shape.Value)
	case err != nil && strings.HasPrefix(err.Error(), "json: unknown field "):
		return c, fmt.Errorf("%s: unknown key %s; the keys are listed in docs/configuration.md", path, strings.TrimPrefix(err.Error(), "json: unknown field "))
	case err != nil:
		return c, fmt.Errorf("%s is not valid JSON (%v); fix or remove it", path, err)
	}
	if err := c.check(); err != nil {
		return c, fmt.Errorf("%s: %w (docs/configuration.md)", path, err)
	}
	return c, nil
}

// jsonKind says in words what a Go type is in JSON.
func jsonKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int64:
		return "a whole number"
	case reflect.Float64:
		return "a number"
	}
	return "another kind of value"
}

// MinNumCtx is the smallest window ollm works in: below it the reply's reserve
// and the system prompt leave no room for a conversation.
const MinNumCtx = 256

// check rejects values that are out of range, naming the key.
func (c config) check() error {
	ratio := func(key string, v float64, allowOne bool) error {
		if v < 0 || v > 1 || (v == 1 && !allowOne) {
			return fmt.Errorf("%q is %v; it is a share between 0 and 1", key, v)
		}
		return nil
	}
	nonNeg := map[string]int{"reserve": c.Reserve, "max_rounds": c.MaxRounds, "recent_messages": c.RecentMessages,
		"recent_tokens": c.RecentTokens, "min_messages": c.MinMessages, "preserve_user_tokens": c.PreserveTokens,
		"age_moderate_after": c.AgeModerate, "age_compact_after": c.AgeCompact, "max_checkpoints": c.MaxCheckpoints,
		"max_aging_calls": c.MaxAgingCalls, "snapshot_keep": c.SnapshotKeep, "snapshot_max_age_days": c.SnapshotMaxDays,
		"summarizer_num_ctx": c.SummarizerNumCtx}
	for _, key := range slices.Sorted(maps.Keys(nonNeg)) {
		if nonNeg[key] < 0 {
			return fmt.Errorf("%q is %d; it cannot be negative", key, nonNeg[key])
		}
	}
	switch {
	case c.NumCtx != 0 && c.NumCtx < MinNumCtx:
		return fmt.Errorf(`"num_ctx" is %d; the window must be at least %d tokens`, c.NumCtx, MinNumCtx)
	case c.Theme != "" && c.Theme != "auto" && c.Theme != "dark" && c.Theme != "light":
		return fmt.Errorf(`"theme" is %q; it is one of auto, dark, light`, c.Theme)
	case c.CompactionPreview != "" && c.CompactionPreview != "ask" && c.CompactionPreview != "never":
		return fmt.Errorf(`"compaction_preview" is %q; it is one of ask, never`, c.CompactionPreview)
	case c.ContextTools != "" && c.ContextTools != "auto" && c.ContextTools != "off":
		return fmt.Errorf(`"context_tools" is %q; it is one of auto, off`, c.ContextTools)
	}
	for _, r := range []struct {
		key string
		v   float64
		one bool
	}{{"reserve_ratio", c.ReserveRatio, false}, {"compaction_trigger", c.Trigger, true}, {"checkpoint_share", c.CheckpointShare, false},
		{"memory_share", c.MemoryShare, false}, {"memory_files_share", c.MemoryFilesShare, false}} {
		if err := ratio(r.key, r.v, r.one); err != nil {
			return err
		}
	}
	if c.Grounding != nil {
		if err := ratio("summary_grounding", *c.Grounding, true); err != nil {
			return err
		}
	}
	return nil
}
