package cmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
	// Snapshots: automatic ones kept per session, and their age limit.
	SnapshotKeep    int `json:"snapshot_keep,omitempty"`
	SnapshotMaxDays int `json:"snapshot_max_age_days,omitempty"`
}

// compression turns the config into the pipeline's settings.
func (c config) compression() (compression.Settings, error) {
	st := compression.Settings{
		Strategy: compression.Strategy(c.Strategy), SummarizerModel: c.SummarizerModel,
		RecentMessages: c.RecentMessages, RecentTokens: c.RecentTokens, MinMessages: c.MinMessages,
		PreserveUser: c.PreserveTokens, AgeModerate: c.AgeModerate, AgeCompact: c.AgeCompact,
		MaxCheckpoints: c.MaxCheckpoints, CheckpointShare: c.CheckpointShare, MaxAgingCalls: c.MaxAgingCalls,
	}
	if c.Grounding != nil {
		st.Grounding = *c.Grounding
		if st.Grounding <= 0 {
			st.Grounding = -1
		}
	}
	if c.PreserveUser != nil && !*c.PreserveUser {
		st.PreserveUser = -1
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
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("%s is not valid JSON (%v); fix or remove it", path, err)
	}
	return c, nil
}
