package tokens

import (
	"encoding/json"
	"errors"
	"io/fs"
	"math"
	"os"
	"sync"

	"github.com/ollm/ollm/session"
)

// Calibration turns estimates into a model's token counts.
type Calibration struct {
	// Ratio is the smoothed prompt_eval_count / estimate of the prompts sent.
	Ratio   float64 `json:"ratio"`
	Samples int     `json:"samples"`
}

// smoothing is the weight of a new observation.
const smoothing = 0.3

// Apply scales an estimate, rounding up; uncalibrated, it returns it unchanged.
func (c Calibration) Apply(est int) int {
	if c.Samples == 0 || c.Ratio <= 0 {
		return est
	}
	return int(math.Ceil(float64(est) * c.Ratio))
}

// Observe folds in one exchange: the estimate of the prompt sent and Ollama's
// prompt_eval_count for it. The first observation sets the ratio; later ones move
// it by a smoothed step. Absurd ratios (a truncated prompt, a bad count) are
// ignored.
func (c Calibration) Observe(est, actual int) Calibration {
	if est <= 0 || actual <= 0 {
		return c
	}
	r := float64(actual) / float64(est)
	if r < 0.1 || r > 10 {
		return c
	}
	if c.Samples == 0 {
		c.Ratio = r
	} else {
		c.Ratio = (1-smoothing)*c.Ratio + smoothing*r
	}
	c.Samples++
	return c
}

// Calibrations are the per-model ratios, kept in <ollm home>/calibration.json.
// Safe for concurrent use.
type Calibrations struct {
	path string
	mu   sync.Mutex
	m    map[string]Calibration
}

// LoadCalibrations reads the file; a missing or unreadable one starts empty (the
// ratios are relearnt in a few replies).
func LoadCalibrations(path string) *Calibrations {
	c := &Calibrations{path: path, m: map[string]Calibration{}}
	data, err := os.ReadFile(path)
	if err == nil {
		_ = json.Unmarshal(data, &c.m)
	} else if !errors.Is(err, fs.ErrNotExist) {
		c.m = map[string]Calibration{}
	}
	return c
}

// Get returns the model's calibration.
func (c *Calibrations) Get(model string) Calibration {
	if c == nil {
		return Calibration{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[model]
}

// Set replaces the model's calibration in memory.
func (c *Calibrations) Set(model string, cal Calibration) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[model] = cal
}

// Save writes the file atomically. Run it off the UI goroutine.
func (c *Calibrations) Save() error {
	if c == nil || c.path == "" {
		return nil
	}
	c.mu.Lock()
	data, err := json.MarshalIndent(c.m, "", "  ")
	c.mu.Unlock()
	if err != nil {
		return err
	}
	return session.WriteFileAtomic(c.path, data, 0o600)
}
