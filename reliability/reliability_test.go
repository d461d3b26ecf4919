package reliability

import (
	"math"
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
