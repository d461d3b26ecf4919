package engine

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// converse drives turns through a numCtx window against the real server. Every
// request's prompt_eval_count must equal the exact size of what was sent (the tiny
// model's tokenizer makes it predictable): Ollama never cut anything, never
// answered an error, and ollm trimmed instead — saying so in the session. It
// returns the mean and worst error of the calibrated prediction, once calibrated,
// and the worst prediction below the count (the side that could overflow).
func converse(t *testing.T, numCtx, turns int, text func(turn int) string) (conv *Conversation, mean, worst, under float64) {
	client, _ := realClient(t)
	conv = openTiny(t, client, numCtx, 60, compression.Settings{})
	var errs []float64
	for turn := range turns {
		conv.AddUser(text(turn))
		before := conv.Meter.Calibration()
		req, id, _, err := conv.NextReply()
		if err != nil {
			t.Fatalf("turn %d: %v", turn, err)
		}
		sent := conv.Meter.sent
		_, _, res := collect(t, conv.Start(context.Background(), req, id))
		if res.Err != nil {
			t.Fatalf("turn %d: Ollama answered an error: %v", turn, res.Err)
		}
		exact := ollamatest.TinyPromptTokens(req.Messages)
		if res.PromptTokens != exact {
			t.Fatalf("turn %d: prompt_eval_count %d, but %d tokens were sent: Ollama truncated", turn, res.PromptTokens, exact)
		}
		if res.PromptTokens+res.ReplyTokens > numCtx+1 {
			t.Fatalf("turn %d: prompt %d + reply %d overflow %d", turn, res.PromptTokens, res.ReplyTokens, numCtx)
		}
		if before.Samples >= 5 {
			d := float64(exact-before.Predict(sent.Estimate, sent.Msgs)-sent.Exact) / float64(exact)
			e := math.Abs(d)
			errs = append(errs, e)
			worst = math.Max(worst, e)
			under = math.Max(under, d)
		}
		if _, notice := conv.Finish(res, ""); notice != "" {
			t.Fatalf("turn %d: a false alarm: %s", turn, notice)
		}
	}
	for _, e := range errs {
		mean += e
	}
	return conv, mean / float64(len(errs)), worst, under
}

// TestLongConversationIsNeverTruncated: 120 turns of short, medium and long
// messages through a 768-token window.
func TestLongConversationIsNeverTruncated(t *testing.T) {
	const numCtx = 768
	conv, mean, worst, under := converse(t, numCtx, 120, func(turn int) string {
		text := fmt.Sprintf("Turn %d: keep the number %d and the file /src/pkg%d/main.go in mind, then answer briefly.", turn, turn*37, turn)
		switch turn % 4 {
		case 1:
			text = fmt.Sprintf("ok %d", turn)
		case 3:
			text += " " + strings.Repeat("Some longer background that the person pastes in, with more ordinary English words. ", 3)
		}
		return text
	})
	s := conv.Sess
	if s.Truncations != 0 {
		t.Fatalf("%d truncations detected", s.Truncations)
	}
	// Every message before APIStart left the prompt through a trim or, with
	// the ledger, a facts-only checkpoint made on the way (no room to
	// summarize): together they cover it exactly.
	covered := make([]int, s.APIStart)
	trims, kept := 0, 0
	for _, c := range s.Cuts {
		if c.Reason != session.CutTrim || c.To <= c.From {
			t.Fatalf("cut %+v", c)
		}
		// What a trim drops was in a prompt: it cannot be larger than the window.
		if c.Tokens <= 0 || c.Tokens > numCtx {
			t.Fatalf("cut %d–%d reported as %d tokens in a %d-token window", c.From, c.To, c.Tokens, numCtx)
		}
		for i := c.From; i < c.To; i++ {
			covered[i]++
		}
		trims++
	}
	for _, c := range s.Checkpoints {
		for i := c.From; i < c.To; i++ {
			covered[i]++
		}
		kept += 1 + c.Merged
	}
	for i, n := range covered {
		if n != 1 {
			t.Fatalf("message %d left the prompt %d times (cuts %+v)", i+1, n, s.Cuts)
		}
	}
	if trims+kept < 10 || s.APIStart >= len(s.Messages) {
		t.Fatalf("%d trims, %d checkpoints, APIStart %d of %d messages", trims, kept, s.APIStart, len(s.Messages))
	}
	cal := conv.Meter.Calibration()
	t.Logf("120 mixed turns at num_ctx %d: %d trims, %d facts-only checkpoints, 0 truncations; calibrated prediction error mean %.2f%%, worst %.2f%%, worst below the count %.2f%% (ratio %.2f, overhead %.1f)",
		numCtx, trims, kept, mean*100, worst*100, under*100, cal.Ratio, cal.Overhead)
	// Short lines of paths and numbers, and long prose, are far apart in bytes
	// per cl100k token; with the tiny model's byte tokenizer no fit follows the
	// mix closely (docs/context-window.md). At 768 tokens the request is the
	// memory and the newest message only, and the memory's lines are the
	// turns' own words, paths and numbers among prose: the mean error was
	// 10.4% with the facts ledger's short lines and is ~15% with them (both
	// with single turns ~25–33% below the count, under the reserve's room;
	// t.Logf gives the figures). The margin and the reserve absorb it, and
	// the fit check counts what Ollama already counted exactly. Since the
	// thread (the previous message and its reply) stays verbatim, the mean is
	// ~16.3% (14.7% with the thread's code disabled, same run): the tiny
	// model's random replies are counted by their eval_count, and its
	// generated tokens are not the ones the same text tokenizes to in a
	// prompt (a real model's are), so the thread is over-predicted (worst
	// 41% over the count, on the safe side; worst under 26.7% vs 24.3%).
	if mean > 0.18 {
		t.Fatalf("calibrated prediction off by %.1f%% on average", mean*100)
	}
	if err := conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	back, err := conv.Store().Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	a := window.Build(s, conv.Meter.Count, cal, window.Settings{})
	b := window.Build(back, conv.Meter.Count, cal, window.Settings{})
	if a.Tokens != b.Tokens || len(a.Messages) != len(b.Messages) {
		t.Fatalf("view after resume differs: %d/%d vs %d/%d", a.Tokens, len(a.Messages), b.Tokens, len(b.Messages))
	}
}

// TestCalibratedEstimateWithinFivePercent: a conversation of one kind of text;
// once calibrated, the prediction is within 5% of Ollama's count.
func TestCalibratedEstimateWithinFivePercent(t *testing.T) {
	_, mean, worst, _ := converse(t, 1024, 40, func(turn int) string {
		return fmt.Sprintf("Turn %d: keep the number %d and the file /src/pkg%d/main.go in mind, then answer briefly.", turn, turn*37, turn)
	})
	t.Logf("40 turns at num_ctx 1024: calibrated prediction error mean %.2f%%, worst %.2f%%", mean*100, worst*100)
	if mean > 0.05 {
		t.Fatalf("calibrated prediction off by %.1f%% on average (want within 5%%)", mean*100)
	}
}
