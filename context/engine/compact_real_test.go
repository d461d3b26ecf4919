package engine

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// exactClient is the real client, checking every request — replies and
// summaries alike — against what Ollama counted: prompt_eval_count must be the
// exact size of the rendered prompt (the tiny model's tokenizer makes it
// predictable), so that a silent cut by the server cannot pass.
type exactClient struct {
	Client
	t      *testing.T
	numCtx int

	mu        sync.Mutex
	requests  int
	summaries int
	overflows int
	chatTime  time.Duration
	sumTime   time.Duration
}

func (c *exactClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	exact := ollamatest.TinyPromptTokens(req.Messages)
	if req.Options["num_ctx"] != c.numCtx || req.Truncate == nil || *req.Truncate || req.Shift == nil || *req.Shift {
		c.t.Errorf("request without num_ctx %d or with truncation or shift on: %v", c.numCtx, req.Options)
	}
	summary := len(req.Messages) == 2 && strings.HasPrefix(req.Messages[0].Content, "You write hand-off notes")
	start := time.Now()
	defer func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.requests++
		if summary {
			c.summaries++
			c.sumTime += time.Since(start)
		} else {
			c.chatTime += time.Since(start)
		}
	}()
	err := c.Client.Chat(ctx, req, func(r api.ChatResponse) error {
		if r.Done && r.PromptEvalCount != exact {
			c.t.Errorf("prompt_eval_count %d, but %d tokens were sent: Ollama cut the prompt", r.PromptEvalCount, exact)
		}
		return fn(r)
	})
	if IsOverflow(err) {
		c.mu.Lock()
		c.overflows++
		c.mu.Unlock()
	}
	return err
}

// compactingTurn runs one turn the way the TUI does: before sending, prune and
// compact (or truncate) when the trigger is passed; a failed compaction does not
// stop the turn. manual runs /compact first, with a focus.
func compactingTurn(t *testing.T, conv *Conversation, text, focus string) (outcomes []Outcome) {
	t.Helper()
	if focus != "" {
		k := conv.Compactor.Prepare(focus, true)
		res, err := k.Run(context.Background(), nil)
		outcomes = append(outcomes, conv.Compactor.Apply(k, res, err))
	}
	conv.AddUser(text)
	if os.Getenv("OLLM_TRACE") != "" { // the budget turn by turn, to study compaction rhythm
		v := conv.Meter.View()
		t.Logf("turn: verbatim %d trigger %d avail %d checkpoints %d (%d) apistart %d/%d", v.Verbatim, v.Budget.Trigger, v.Budget.Available, v.Budget.Checkpoints, len(conv.Sess.Checkpoints), conv.Sess.APIStart, len(conv.Sess.Messages))
	}
	compact, out := conv.Compactor.BeforeTurn()
	outcomes = append(outcomes, out)
	if compact {
		k := conv.Compactor.Prepare("", false)
		res, err := k.Run(context.Background(), nil)
		outcomes = append(outcomes, conv.Compactor.Apply(k, res, err))
	}
	req, id, _, err := conv.NextReply()
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	_, _, res := collect(t, conv.Start(context.Background(), req, id))
	if res.Err != nil {
		t.Fatalf("%q: Ollama answered an error: %v", text, res.Err)
	}
	if res.PromptTokens+res.ReplyTokens > conv.Sess.Options.NumCtx+1 {
		t.Fatalf("prompt %d + reply %d overflow the window", res.PromptTokens, res.ReplyTokens)
	}
	if _, notice := conv.Finish(res, ""); strings.Contains(notice, "dropped part") {
		t.Fatalf("truncation detected: %s", notice)
	}
	return outcomes
}

// TestCompactionOver140Turns: 140 turns through a 2,048-token window against the
// real server. The first 60 use the rules of earlier builds (no facts ledger):
// the tiny model's summaries are gibberish, validation rejects every one, and
// after three failures in a row auto-compaction falls back to truncating — the
// conversation goes on. The next 80, resumed from the file with the grounding
// check off and the ledger on, keep the tiny model's summaries over the ledger:
// many checkpoints, automatic and by /compact, aged and merged. Throughout, no
// request is cut by the server, and the saved file's checkpoints, APIStart and
// API view survive a resume.
func TestCompactionOver140Turns(t *testing.T) {
	if testing.Short() {
		t.Skip("about a minute against the real server")
	}
	const numCtx = 2048
	real, _ := realClient(t)
	client := &exactClient{Client: real, t: t, numCtx: numCtx}
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	store := session.NewStore(t.TempDir())
	cals := tokens.NewCalibrations()
	seed := 5
	open := func(id string, st compression.Settings) *Conversation {
		conv, _, err := Open(store, client, fixedClock, OpenOptions{
			SessionID: id, Model: ollamatest.TinyModel, System: "You are a careful assistant.",
			Options: session.Options{NumCtx: numCtx, Seed: &seed, NumPredict: 60},
			Counter: counter, Calibrations: cals, Compression: st,
		})
		if err != nil {
			t.Fatal(err)
		}
		return conv
	}
	text := func(turn int) string {
		s := fmt.Sprintf("Turn %d: the build of service%d fails in cmd/server%d/main.go with exit code %d; keep it in mind.", turn, turn, turn%7, 100+turn)
		if turn%3 == 0 {
			s += " " + strings.Repeat("More background the person pastes, in plain English words about the failing build. ", 2)
		}
		return s
	}
	count := func(outs []Outcome, prefix string) (n int) {
		for _, o := range outs {
			for _, e := range o.Events {
				if strings.HasPrefix(e.Kind, prefix) {
					n++
				}
			}
		}
		return n
	}

	// Phase 1: every summary rejected and no ledger (the rules of earlier
	// builds): fallback to truncate.
	conv := open("", compression.Settings{LedgerOff: true})
	var outs []Outcome
	for turn := range 60 {
		outs = append(outs, compactingTurn(t, conv, text(turn), "")...)
	}
	s := conv.Sess
	truncated := 0
	for _, c := range s.Cuts {
		if c.Reason == session.CutTruncate {
			truncated++
		}
	}
	t.Logf("phase 1: %d compactions failed (%d summaries asked), %d truncations after the fallback, %d trims", count(outs, "error"), client.summaries, truncated, len(s.Cuts)-truncated)
	if len(s.Checkpoints) != 0 || count(outs, "error") < maxFailures || !conv.Compactor.fallback || truncated < 3 {
		t.Fatalf("phase 1: %d checkpoints, %d failures, fallback %v, %d truncations", len(s.Checkpoints), count(outs, "error"), conv.Compactor.fallback, truncated)
	}
	if err := conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	conv.Close()

	// Phase 2: resume; summaries kept. /compact every 40 turns.
	conv = open(s.ID, compression.Settings{Grounding: -1, MaxCheckpoints: 4, MaxAgingCalls: 1})
	t.Cleanup(conv.Close)
	outs = nil
	manual := 0
	for turn := 60; turn < 140; turn++ {
		focus := ""
		if turn%30 == 0 {
			focus, manual = fmt.Sprintf("service%d", turn), manual+1
		}
		outs = append(outs, compactingTurn(t, conv, text(turn), focus)...)
	}
	s = conv.Sess
	for _, o := range outs {
		for _, e := range o.Events {
			if e.Kind == "error" || e.Kind == "aging-failed" || e.Kind == "truncated" {
				t.Logf("phase 2 %s: %s", e.Kind, e.Text)
			}
		}
	}
	compactions := count(outs, "compressed")
	t.Logf("phase 2: %d compactions (%d by /compact), %d aged, %d merged, %d failed; %d checkpoints left, APIStart %d of %d messages",
		compactions, manual, count(outs, "aged"), count(outs, "merged"), count(outs, "error"), len(s.Checkpoints), s.APIStart, len(s.Messages))
	if compactions < 10 || count(outs, "merged") == 0 {
		t.Fatalf("phase 2: %d compactions, %d merges", compactions, count(outs, "merged"))
	}
	focused := 0
	for _, c := range s.Checkpoints {
		if c.Focus != "" {
			focused++
		}
	}
	t.Logf("%d requests (%d summaries), %d overflows answered by Ollama; %s in replies, %s in summaries",
		client.requests, client.summaries, client.overflows, client.chatTime.Round(time.Second), client.sumTime.Round(time.Second))
	if client.overflows != 0 {
		t.Errorf("%d requests refused as too large: the budget let them through", client.overflows)
	}

	// The file: consistent checkpoints, the same API view after a resume.
	if err := conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	back, err := store.Load(s.ID)
	if err != nil {
		t.Fatalf("the saved file does not load: %v", err)
	}
	if err := back.CheckCheckpoints(); err != nil {
		t.Fatal(err)
	}
	if last := back.Checkpoints[len(back.Checkpoints)-1]; back.APIStart < last.To {
		t.Fatalf("APIStart %d before the last checkpoint's end %d", back.APIStart, last.To)
	}
	cal := conv.Meter.Calibration()
	a := window.Build(s, conv.Meter.Count, cal, window.Settings{})
	b := window.Build(back, conv.Meter.Count, cal, window.Settings{})
	if fmt.Sprint(a.Messages) != fmt.Sprint(b.Messages) || a.Tokens != b.Tokens {
		t.Fatal("the API view rebuilt from the file differs from the one in memory")
	}
	snaps, err := store.Snapshots(s.ID)
	if err != nil || len(snaps) < min(compactions, session.DefaultRetention().Keep) {
		t.Fatalf("%d snapshots for %d compactions (%v)", len(snaps), compactions, err)
	}
	for _, sn := range snaps {
		if sn.Err != nil || sn.Reason != session.BeforeCompaction {
			t.Fatalf("snapshot %s: %v %s", sn.ID, sn.Err, sn.Reason)
		}
	}
	if s.Truncations != 0 {
		t.Fatalf("%d truncations detected", s.Truncations)
	}
}
