package say

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

func TestFigures(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Thousands(0), "0"}, {Thousands(999), "999"}, {Thousands(8192), "8,192"},
		{Thousands(1234567), "1,234,567"}, {Thousands(-4096), "-4,096"},
		{Short(980), "980"}, {Short(9800), "9.8k"}, {Short(1000), "1k"}, {Short(12400), "12k"}, {Short(12600), "13k"},
		{Plural(1, "fact"), "1 fact"}, {Plural(0, "fact"), "0 facts"}, {Plural(3, "message"), "3 messages"},
		{Size(999), "999 B"}, {Size(4_700_000_000), "4.7 GB"}, {Size(1_500), "1.5 kB"},
		{ModelName("llama3.2:latest"), "llama3.2"}, {ModelName("qwen3:4b"), "qwen3:4b"},
		{Clip("short", 10), "short"}, {Clip("a sentence that goes on", 10), "a sentenc…"},
		{Sentence("the server is gone"), "The server is gone."}, {Sentence(""), ""},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestCheckpointSaysWhatWasMadeAndWhatWasLost(t *testing.T) {
	res := &compression.Result{
		Checkpoint: session.Checkpoint{Number: 2, From: 4, To: 30, TokensBefore: 9800, TokensAfter: 1100, Level: 2},
		Missing:    []string{"port 5432"},
		Lost:       1,
		LostValues: []string{"PB-4471"},
		Dropped:    []session.LedgerEntry{{Msg: 6, Text: "The deploy runs from /srv/app every night at two"}},
	}
	got := Checkpoint(res, false)
	for _, want := range []string{
		"Checkpoint 2: messages 5–30 summarized, 9.8k → 1.1k tokens",
		"1 fact the summary lacked is sent from the memory.",
		`The memory had no room for 1 line: #7 "The deploy runs from /srv/app every nig…"`,
		`1 of its values the model sees nowhere now ("PB-4471"); they are in the history`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	res.Checkpoint.Kind, res.Checkpoint.Rejected = session.CheckpointFacts, "shorter than nothing"
	if got := Checkpoint(res, false); !strings.Contains(got, "kept as facts only") || !strings.Contains(got, "(shorter than nothing)") {
		t.Errorf("a rejected summary: %q", got)
	}
	if Dropped(nil) != "" {
		t.Error("nothing dropped says something")
	}
}

// A value named in the notice is quoted with its control characters
// escaped: the person's or the model's text never reaches the terminal as
// anything but text (the TUI sanitizes the notice again).
func TestCheckpointQuotesHostileLostValues(t *testing.T) {
	res := &compression.Result{
		Checkpoint: session.Checkpoint{Number: 1, From: 0, To: 8, TokensBefore: 900, TokensAfter: 200, Level: 1},
		Lost:       1,
		LostValues: []string{"\x1b[31mPB-4471\a"},
	}
	got := Checkpoint(res, false)
	if strings.ContainsAny(got, "\x1b\a") || !strings.Contains(got, `"\x1b[31mPB-4471\a"`) {
		t.Errorf("the value is not quoted as text: %q", got)
	}
}
