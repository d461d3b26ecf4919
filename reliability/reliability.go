// Package reliability estimates how far the model's view of the conversation can
// be trusted: a pure function of the model's size, the compactions, and what the
// model no longer sees verbatim. docs/reliability.md gives the formula.
package reliability

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Level is the coarse reading of a score.
type Level int

// Levels, best first.
const (
	High     Level = iota // ≥ 85
	Medium                // 60–84
	Low                   // 40–59
	Critical              // < 40
)

func (l Level) String() string {
	return [...]string{"high", "medium", "low", "critical"}[l]
}

// LevelOf maps a score in [0,1] to its level.
func LevelOf(score float64) Level {
	switch pct := int(math.Round(score * 100)); {
	case pct >= 85:
		return High
	case pct >= 60:
		return Medium
	case pct >= 40:
		return Low
	default:
		return Critical
	}
}

// Inputs are the signals the score is made of.
type Inputs struct {
	// ParameterSize is Ollama's details.parameter_size, e.g. "8.0B", "115K".
	ParameterSize string
	Compactions   int
	// SummaryShare is the share of the conversation's tokens the model now sees
	// only as summaries (with the facts ledger under them); FactsShare the share
	// it sees only as ledger lines (facts-only checkpoints: the model's summary
	// was rejected); CutShare the share it does not see at all (trims).
	SummaryShare float64
	FactsShare   float64
	CutShare     float64
	// AgedCheckpoints counts checkpoints re-summarized to a lower level.
	AgedCheckpoints int
	// Truncations counts replies whose prompt Ollama cut.
	Truncations int
	// FailedFactChecks counts summaries that lost facts they had to keep.
	FailedFactChecks int
}

// Score is a computed score with its parts, and the inputs it was computed
// from (to name what lowers it).
type Score struct {
	Value      float64 // Size × Penalty × Confidence, in [0,1]
	Level      Level
	Size       float64
	Penalty    float64
	Confidence float64
	In         Inputs
}

// Percent is the score as a whole percentage.
func (s Score) Percent() int { return int(math.Round(s.Value * 100)) }

// Compute scores the inputs.
func Compute(in Inputs) Score {
	s := Score{
		Size:       SizeFactor(in.ParameterSize),
		Penalty:    CompactionPenalty(in.Compactions),
		Confidence: Confidence(in),
		In:         in,
	}
	s.Value = s.Size * s.Penalty * s.Confidence
	s.Level = LevelOf(s.Value)
	return s
}

// SizeFactor rates the model's size: larger models follow summaries and long
// contexts better. Unknown sizes get the smallest factor.
func SizeFactor(parameterSize string) float64 {
	n, ok := ParseParameters(parameterSize)
	switch {
	case !ok:
		return 0.30
	case n >= 70e9:
		return 0.95
	case n >= 30e9:
		return 0.85
	case n >= 13e9:
		return 0.70
	case n >= 7e9:
		return 0.50
	default:
		return 0.30
	}
}

// ParseParameters reads "8.0B", "115K", "1.5M", "0.5T".
func ParseParameters(s string) (float64, bool) {
	s = strings.TrimSpace(strings.ToUpper(s))
	if s == "" {
		return 0, false
	}
	mult := 1.0
	switch s[len(s)-1] {
	case 'K':
		mult = 1e3
	case 'M':
		mult = 1e6
	case 'B':
		mult = 1e9
	case 'T':
		mult = 1e12
	}
	if mult != 1 {
		s = s[:len(s)-1]
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 {
		return 0, false
	}
	return f * mult, true
}

// CompactionPenalty is 15% per compaction, never below 0.30.
func CompactionPenalty(n int) float64 { return math.Max(1-0.15*float64(n), 0.30) }

// Confidence is how much of the conversation the model still sees as it was:
// summaries cost half their share, facts-only checkpoints 65% of theirs (the
// facts are kept, the thread of the conversation is not), cut text nearly all of
// it, each aged checkpoint 3%, each detected truncation 15%, each failed facts
// check 10%. Floor 0.05.
func Confidence(in Inputs) float64 {
	c := 1 - 0.5*clamp01(in.SummaryShare) - 0.65*clamp01(in.FactsShare) - 0.8*clamp01(in.CutShare) -
		0.03*float64(in.AgedCheckpoints) - 0.15*float64(in.Truncations) - 0.10*float64(in.FailedFactChecks)
	return math.Max(math.Min(c, 1), 0.05)
}

func clamp01(f float64) float64 { return math.Max(0, math.Min(f, 1)) }

// Lost reports whether the model no longer sees part of the conversation as it
// was: something was compacted, cut or truncated. Until then the score is the
// model's size factor alone — a caveat about the model, not lost context.
func (s Score) Lost() bool { return s.Penalty < 1 || s.Confidence < 1 }

// Reasons names what of the conversation the model lost, most telling first;
// none while nothing was.
func (s Score) Reasons() []string {
	in := s.In
	var out []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			out = append(out, one)
		case n > 1:
			out = append(out, fmt.Sprintf(many, n))
		}
	}
	add(in.Compactions, "1 compaction", "%d compactions")
	share := func(f float64, what string) {
		if pct := int(math.Round(clamp01(f) * 100)); pct > 0 {
			out = append(out, fmt.Sprintf("%d%% of the conversation %s", pct, what))
		}
	}
	share(in.SummaryShare, "seen only as summaries")
	share(in.FactsShare, "seen only as facts")
	share(in.CutShare, "cut to fit")
	add(in.Truncations, "a prompt Ollama cut", "%d prompts Ollama cut")
	add(in.FailedFactChecks, "a summary that lost facts", "%d summaries that lost facts")
	add(in.AgedCheckpoints, "an older summary shortened", "%d older summaries shortened")
	return out
}

// SizeNote says what the model's size does to the score: it caps it from the
// first message, whatever happens to the conversation.
func (s Score) SizeNote() string {
	most := int(math.Round(s.Size * 100))
	if _, ok := ParseParameters(s.In.ParameterSize); !ok {
		return fmt.Sprintf("the model's size is unknown, which caps the score at %d%%", most)
	}
	return fmt.Sprintf("the model's size (%s parameters) caps the score at %d%%", strings.TrimSpace(s.In.ParameterSize), most)
}

// Warning is the one-time advice when lost context has brought a session to
// low or below, naming what was lost; "" while nothing was (the size alone
// is a caveat about the model, which the status bar names).
func Warning(s Score) string {
	if !s.Lost() || s.Level < Low {
		return ""
	}
	return fmt.Sprintf("Context reliability is %s (%d%%): the model may have lost details of this conversation — %s. "+
		"Continue if it still follows; /new starts fresh; a larger model keeps long contexts better.", s.Level, s.Percent(), strings.Join(s.Reasons(), ", "))
}

// Explain is the score in a sentence, with what lowers it: what was lost, if
// anything, and the model's size, as a caveat about the model.
func Explain(s Score) string {
	text := fmt.Sprintf("Reliability estimate: %s (%d%%). ", s.Level, s.Percent())
	if s.Lost() {
		return text + "Lost to the model: " + strings.Join(s.Reasons(), ", ") + "; and " + s.SizeNote() + "."
	}
	return text + "Nothing of the conversation is summarized, cut or truncated; " + s.SizeNote() + ", a caveat about the model, not lost context."
}
