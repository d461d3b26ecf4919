package cmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
