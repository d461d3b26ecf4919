package engine

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// TestLongConversationIsNeverTruncated drives 120 turns through a 768-token window
// against the real server. Every request's prompt_eval_count must equal the exact
// size of what was sent (the tiny model's tokenizer makes it predictable): Ollama
// never cut anything, never answered an error, and ollm trimmed instead — saying
// so in the session. It also reports how close the calibrated estimate gets.
func TestLongConversationIsNeverTruncated(t *testing.T) {
	client, _ := realClient(t)
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	store := session.NewStore(t.TempDir())
	seed := 9
	const numCtx = 768
	conv, _, err := Open(store, client, fixedClock, OpenOptions{
		Model: ollamatest.TinyModel, System: "You are a careful assistant.",
		Options: session.Options{NumCtx: numCtx, Seed: &seed, NumPredict: 60},
		Counter: counter, Calibrations: tokens.LoadCalibrations(""),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	var worst float64
	var errs []float64
	for turn := range 120 {
		conv.AddUser(fmt.Sprintf("Turn %d: keep the number %d and the file /src/pkg%d/main.go in mind, then answer briefly.", turn, turn*37, turn))
		before := conv.Calibration()
		req, id, _, err := conv.NextReply()
		if err != nil {
			t.Fatalf("turn %d: %v", turn, err)
		}
		sent := conv.sent
		_, _, res := collect(t, conv.Start(context.Background(), req, id))
		if res.Err != nil {
			t.Fatalf("turn %d: Ollama answered an error: %v", turn, res.Err)
		}
		var roles, contents []string
		for _, m := range req.Messages {
			roles, contents = append(roles, m.Role), append(contents, m.Content)
		}
		exact := len(ollamatest.RenderTinyPrompt(roles, contents)) + 1
		if res.PromptTokens != exact {
			t.Fatalf("turn %d: prompt_eval_count %d, but %d tokens were sent: Ollama truncated", turn, res.PromptTokens, exact)
		}
		if res.PromptTokens+res.ReplyTokens > numCtx+1 {
			t.Fatalf("turn %d: prompt %d + reply %d overflow %d", turn, res.PromptTokens, res.ReplyTokens, numCtx)
		}
		if before.Samples >= 5 {
			e := math.Abs(float64(before.Apply(sent.Estimate)-exact)) / float64(exact)
			errs = append(errs, e)
			worst = math.Max(worst, e)
		}
		if _, notice := conv.Finish(res, ""); notice != "" {
			t.Fatalf("turn %d: %s", turn, notice)
		}
	}
	s := conv.Sess
	if s.Truncations != 0 {
		t.Fatalf("%d truncations detected", s.Truncations)
	}
	trims := 0
	prev := 0
	for _, c := range s.Cuts {
		if c.Reason != session.CutTrim || c.From != prev || c.To <= c.From {
			t.Fatalf("cuts not contiguous: %+v", s.Cuts)
		}
		prev = c.To
		trims++
	}
	if trims < 10 || s.APIStart != prev || s.APIStart >= len(s.Messages) {
		t.Fatalf("%d trims, APIStart %d of %d messages", trims, s.APIStart, len(s.Messages))
	}
	mean := 0.0
	for _, e := range errs {
		mean += e
	}
	mean /= float64(len(errs))
	t.Logf("120 turns at num_ctx %d: %d trims, 0 truncations; calibrated estimate error mean %.2f%%, worst %.2f%% (ratio %.3f)",
		numCtx, trims, mean*100, worst*100, conv.Calibration().Ratio)
	if mean > 0.05 {
		t.Fatalf("calibrated estimate off by %.1f%% on average (want within 5%%)", mean*100)
	}
	// The window view rebuilt from the file is the one the session holds.
	if err := conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	back, err := store.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	a := window.Build(s, counter.Count, conv.Calibration(), window.Settings{})
	b := window.Build(back, counter.Count, conv.Calibration(), window.Settings{})
	if a.Tokens != b.Tokens || len(a.Messages) != len(b.Messages) {
		t.Fatalf("view after resume differs: %d/%d vs %d/%d", a.Tokens, len(a.Messages), b.Tokens, len(b.Messages))
	}
}
