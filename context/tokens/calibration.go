package tokens

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sync"
	"time"

	"github.com/ollm/ollm/session"
)

// Calibration turns our estimate of a prompt into the model's token count. A
// prompt is content (counted with our tokenizer) plus a template around each
// message (role tags, separators), so the model is two numbers, fitted to every
// prompt_eval_count Ollama reports:
//
//	model tokens ≈ Ratio × content estimate + Overhead × messages
//
// One ratio alone cannot follow a conversation whose messages change from short
// ("ok") to long pastes: the template's share changes with them.
type Calibration struct {
	Ratio    float64 `json:"ratio"`
	Overhead float64 `json:"overhead"`
	Samples  int     `json:"samples"`
	// Decayed sums of the least-squares fit (E: content, M: messages, Y: the
	// model's count).
	SEE float64 `json:"see"`
	SEM float64 `json:"sem"`
	SMM float64 `json:"smm"`
	SEY float64 `json:"sey"`
	SMY float64 `json:"smy"`
	// Image is what one image costs in the model's prompt, learnt from the
	// prompts that carried images (ImageSamples of them): a vision
	// projector turns an image into a fixed or a size-dependent number of
	// tokens, which our tokenizer cannot count.
	Image        float64 `json:"image,omitempty"`
	ImageSamples int     `json:"image_samples,omitempty"`
}

// DefaultImageTokens is an image's cost until the model's first prompt with
// one measures it: Ollama's own guess for its fit check (server/prompt.go,
// "Clip images are represented as 768 tokens").
const DefaultImageTokens = 768

// ImageTokens is what one image costs in the model's prompt.
func (c Calibration) ImageTokens() int {
	if c.ImageSamples == 0 || c.Image <= 0 {
		return DefaultImageTokens
	}
	return int(math.Ceil(c.Image))
}

// ObserveImages folds in a prompt that carried images: perImage is what each
// cost (the prompt's count less the prediction of its text, shared out). The
// newest observation weighs half: a model's cost per image is fixed or
// follows the image's size.
func (c Calibration) ObserveImages(perImage float64) Calibration {
	if perImage <= 0 {
		return c
	}
	if c.ImageSamples == 0 {
		c.Image = perImage
	} else {
		c.Image = (c.Image + perImage) / 2
	}
	c.ImageSamples++
	return c
}

// ImagesRefused records that Ollama refused a prompt with images as longer
// than the window: the images cost more than we thought, so their estimate
// doubles until a prompt measures it again.
func (c Calibration) ImagesRefused() Calibration {
	c.Image = 2 * float64(c.ImageTokens())
	c.ImageSamples = max(c.ImageSamples, 1)
	return c
}

// Fit parameters: older observations fade by decay at each new one; the prior
// (ratio 1, MessageOverhead per message) holds the fit until the observations
// can tell the two numbers apart. It must stay weak: a prompt's content term is
// large, so a small pull on the ratio moves the overhead a lot (0.3 gave an
// overhead of 15 for a true 9 in TestCalibrationFitsRatioAndOverhead).
const (
	decay       = 0.95
	priorWeight = 0.002
)

// Predict returns the model's tokens for content estimate est in msgs messages,
// rounded up. Uncalibrated, it is the raw estimate.
func (c Calibration) Predict(est, msgs int) int {
	r, o := c.Ratio, c.Overhead
	if c.Samples == 0 {
		r, o = 1, MessageOverhead
	}
	return int(math.Ceil(r*float64(est) + o*float64(msgs)))
}

// Scale converts a content estimate alone (a message, a cut) to model tokens.
func (c Calibration) Scale(est int) int {
	if c.Samples == 0 {
		return est
	}
	return int(math.Ceil(c.Ratio * float64(est)))
}

// Observe folds in one exchange: the content estimate and message count of the
// prompt sent (its exactly known parts already taken out of actual). Absurd
// observations (a truncated prompt, a bad count) are ignored.
func (c Calibration) Observe(est, msgs, actual int) Calibration {
	if est < 0 || msgs <= 0 || actual <= 0 {
		return c
	}
	if raw := float64(est + MessageOverhead*msgs); float64(actual) > 10*raw || float64(actual) < raw/10 {
		return c
	}
	e, m, y := float64(est), float64(msgs), float64(actual)
	c.SEE = decay*c.SEE + e*e
	c.SEM = decay*c.SEM + e*m
	c.SMM = decay*c.SMM + m*m
	c.SEY = decay*c.SEY + e*y
	c.SMY = decay*c.SMY + m*y
	c.Samples++
	// Ridge least squares toward the prior, scaled to the data.
	pe := priorWeight * c.SEE / float64(c.Samples)
	pm := priorWeight * c.SMM / float64(c.Samples)
	a11, a12, a22 := c.SEE+pe, c.SEM, c.SMM+pm
	b1, b2 := c.SEY+pe*1, c.SMY+pm*MessageOverhead
	det := a11*a22 - a12*a12
	if det <= 0 {
		return c
	}
	c.Ratio = (b1*a22 - a12*b2) / det
	c.Overhead = (a11*b2 - a12*b1) / det
	if c.Ratio <= 0 || c.Overhead < 0 {
		// The fit went astray (collinear data): fall back to one ratio over
		// the whole prompt.
		r := y / (e + MessageOverhead*m)
		c.Ratio, c.Overhead = r, r*MessageOverhead
	}
	return c
}

// Calibrations are the per-model fits, kept in <ollm home>/calibration.json.
// Safe for concurrent use.
type Calibrations struct {
	path string
	mu   sync.Mutex
	m    map[string]Calibration
}

// NewCalibrations returns calibrations kept in memory only.
func NewCalibrations() *Calibrations { return &Calibrations{m: map[string]Calibration{}} }

// LoadCalibrations reads the file; a missing one starts empty (the fits are
// relearnt in a few replies). An empty path keeps them in memory only. A file
// that cannot be parsed is set aside, renamed to <path>.corrupt-<time>, so that
// the next save does not overwrite it unseen; notice then says so, once.
func LoadCalibrations(path string, now time.Time) (c *Calibrations, notice string) {
	c = &Calibrations{path: path, m: map[string]Calibration{}}
	if path == "" {
		return c, ""
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return c, ""
	}
	if json.Unmarshal(data, &c.m) == nil {
		return c, ""
	}
	c.m = map[string]Calibration{}
	aside := path + ".corrupt-" + now.UTC().Format("20060102-150405")
	if err := os.Rename(path, aside); err != nil {
		// It could not be moved: keep it, and never write over it.
		c.path = ""
		return c, fmt.Sprintf("%s cannot be read and could not be set aside (%v): token counts are relearnt and not saved this time.", path, err)
	}
	return c, fmt.Sprintf("%s could not be read; it was set aside as %s and token counts are relearnt over the next replies.", path, aside)
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
