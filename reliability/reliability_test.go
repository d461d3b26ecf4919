package reliability

import (
	"math"
	"strings"
	"testing"
)

func TestCompute(t *testing.T) {
	cases := []struct {
		name  string
		in    Inputs
		want  float64
		level Level
	}{
		{"70B fresh", Inputs{ParameterSize: "70.6B"}, 0.95, High},
		{"405B fresh", Inputs{ParameterSize: "405B"}, 0.95, High},
		{"32B fresh", Inputs{ParameterSize: "32.8B"}, 0.85, High},
		{"14B fresh", Inputs{ParameterSize: "14.8B"}, 0.70, Medium},
		{"8B fresh", Inputs{ParameterSize: "8.0B"}, 0.50, Low},
		{"3B fresh", Inputs{ParameterSize: "3.2B"}, 0.30, Critical},
		{"tiny", Inputs{ParameterSize: "115K"}, 0.30, Critical},
		{"unknown size", Inputs{ParameterSize: "big"}, 0.30, Critical},
		{"70B two compactions", Inputs{ParameterSize: "70B", Compactions: 2}, 0.95 * 0.70, Medium},
		{"70B ten compactions: floor", Inputs{ParameterSize: "70B", Compactions: 10}, 0.95 * 0.30, Critical},
		{"70B half summarized", Inputs{ParameterSize: "70B", SummaryShare: 0.5}, 0.95 * 0.75, Medium},
		{"70B a truncation", Inputs{ParameterSize: "70B", Truncations: 1}, 0.95 * 0.85, Medium},
		{"70B cut a quarter", Inputs{ParameterSize: "70B", CutShare: 0.25}, 0.95 * 0.8, Medium},
		{"70B aged and failed", Inputs{ParameterSize: "70B", AgedCheckpoints: 2, FailedFactChecks: 1}, 0.95 * 0.84, Medium},
		{"confidence floor", Inputs{ParameterSize: "70B", Truncations: 20}, 0.95 * 0.05, Critical},
	}
	for _, c := range cases {
		got := Compute(c.in)
		if math.Abs(got.Value-c.want) > 1e-9 || got.Level != c.level {
			t.Errorf("%s: score %.4f %s, want %.4f %s", c.name, got.Value, got.Level, c.want, c.level)
		}
	}
}

func TestLevelBoundaries(t *testing.T) {
	for score, want := range map[float64]Level{1: High, 0.85: High, 0.849: High, 0.844: Medium, 0.60: Medium, 0.595: Medium, 0.594: Low, 0.40: Low, 0.394: Critical, 0: Critical} {
		if got := LevelOf(score); got != want {
			t.Errorf("LevelOf(%v) = %s, want %s", score, got, want)
		}
	}
}

func TestParseParameters(t *testing.T) {
	for in, want := range map[string]float64{"8.0B": 8e9, "115K": 115e3, "1.5M": 1.5e6, "0.5T": 5e11, " 7b ": 7e9} {
		if got, ok := ParseParameters(in); !ok || math.Abs(got-want) > 1 {
			t.Errorf("%q → %v %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "B", "-1B", "lots"} {
		if _, ok := ParseParameters(bad); ok {
			t.Errorf("%q parsed", bad)
		}
	}
}

// The score and its levels are the specification; what is said about them is
// not alarm for its own sake: a fresh session is lowered by the model's size
// alone (a caveat about the model) and no warning speaks of lost context
// until something was compacted, cut or truncated — then it names what.
func TestWarningSpeaksOfLossOnlyAfterOne(t *testing.T) {
	fresh := Compute(Inputs{ParameterSize: "3.2B"})
	if fresh.Level != Critical || fresh.Percent() != 30 || fresh.Lost() || Warning(fresh) != "" {
		t.Fatalf("a fresh 3B session: %s %d%%, lost %v, warning %q", fresh.Level, fresh.Percent(), fresh.Lost(), Warning(fresh))
	}
	if got := fresh.SizeNote(); got != "the model's size (3.2B parameters) caps the score at 30%" {
		t.Errorf("size note %q", got)
	}
	if got := Compute(Inputs{ParameterSize: "lots"}).SizeNote(); !strings.Contains(got, "unknown") {
		t.Errorf("size note of an unknown size %q", got)
	}
	lost := Compute(Inputs{ParameterSize: "3.2B", Compactions: 2, SummaryShare: 0.64, CutShare: 0.1, Truncations: 1})
	w := Warning(lost)
	for _, want := range []string{"critical", "may have lost details", "2 compactions", "64% of the conversation seen only as summaries", "10% of the conversation cut to fit", "a prompt Ollama cut"} {
		if !strings.Contains(w, want) {
			t.Errorf("warning %q lacks %q", w, want)
		}
	}
	if Warning(Compute(Inputs{ParameterSize: "70B", Compactions: 1})) != "" {
		t.Error("a warning while the level is still high")
	}
	if e := Explain(fresh); !strings.Contains(e, "caveat about the model") || strings.Contains(e, "Lost") {
		t.Errorf("explained fresh: %q", e)
	}
}
