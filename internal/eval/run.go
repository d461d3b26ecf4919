package eval

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/session"
)

// Strategies compared.
const (
	Truncate  = "truncate"  // drop the oldest turns
	Summarize = "summarize" // the model's summary, with the rules of earlier builds (no ledger)
	Ledger    = "ledger"    // the model's summary over the facts ledger (the default)
)

// Config is one run: a script through a window with a strategy.
type Config struct {
	Client  engine.Client
	Model   string
	NumCtx  int
	Strat   string
	Seed    int
	Counter *tokens.Counter
	// Dir holds the run's session and snapshots.
	Dir string
	// Probes asks questions at the end and scores the answers (real models).
	Probes bool
	// Settings adjust the compaction settings of the run (may be nil).
	Settings func(*compression.Settings)
	// Exact, when set, gives the exact prompt size of a request for the model
	// (the tiny test models' tokenizer makes it known): a prompt_eval_count
	// below it is a cut by the server. Without it, the engine's calibrated
	// check counts the cuts.
	Exact func(req *api.ChatRequest) int
	// Trace, when set, is told the budget turn by turn.
	Trace func(string)
}

// AgeBand counts facts planted in one quarter of the conversation.
type AgeBand struct{ Planted, Present int }

// Result is what a run measured.
type Result struct {
	Script   string
	Strategy string
	NumCtx   int

	Facts, Present int
	ByAge          [4]AgeBand
	// Updates counts facts that were updated; Newest those whose newest value
	// is in the final request; Stale those whose old value is still there as
	// if current (no line gives the new one).
	Updates, Newest, Stale int
	Instruction            bool
	Code, CodePresent      int

	Summaries, FactsOnly, Truncations, Trims int
	Requests, Refused, ServerCuts            int
	Turns                                    int
	// TooLarge counts messages larger than the window on their own (not sent).
	TooLarge int
	// TokensAll is what the whole conversation would cost verbatim; TokensFinal
	// Ollama's count of the final request.
	TokensAll, TokensFinal int
	Wall                   time.Duration

	Probed, Right int
	Errors        []string
}

// Run runs the script through the engine against the server.
func Run(ctx context.Context, sc Script, cfg Config) (*Result, error) {
	start := time.Now()
	r := &Result{Script: sc.Name, Strategy: cfg.Strat, NumCtx: cfg.NumCtx}
	cc := &countingClient{Client: cfg.Client, exact: cfg.Exact}
	st := compression.Settings{}
	switch cfg.Strat {
	case Truncate:
		st.Strategy = compression.Truncate
	case Summarize:
		st.LedgerOff = true
	case Ledger:
	default:
		return nil, fmt.Errorf("no strategy %q (truncate, summarize, ledger)", cfg.Strat)
	}
	if cfg.Settings != nil {
		cfg.Settings(&st)
	}
	seed := cfg.Seed
	conv, _, err := engine.Open(session.NewStore(cfg.Dir), cc, func() time.Time { return start }, engine.OpenOptions{
		Model: cfg.Model, System: "You are a careful assistant for an operations team.",
		Options: session.Options{NumCtx: cfg.NumCtx, Seed: &seed},
		Counter: cfg.Counter, Calibrations: tokens.NewCalibrations(), Compression: st,
	})
	if err != nil {
		return nil, err
	}
	defer conv.Close()
	if info, err := engine.Show(ctx, cfg.Client, cfg.Model); err == nil {
		conv.SetModel(info, cfg.NumCtx)
	}
	var last *api.ChatRequest
	for i, turn := range sc.Turns {
		if cfg.Trace != nil {
			v := conv.Meter.View()
			cfg.Trace(fmt.Sprintf("turn %d: verbatim %d trigger %d available %d summaries+ledger %d (%d entries) api_start %d/%d checkpoints %d",
				i+1, v.Verbatim, v.Budget.Trigger, v.Budget.Available, v.Budget.Checkpoints, len(conv.Sess.Ledger), conv.Sess.APIStart, len(conv.Sess.Messages), len(conv.Sess.Checkpoints)))
		}
		rep, err := engine.Turn{}.Run(ctx, conv, turn.Text)
		var tooLarge *engine.TooLargeError
		if errors.As(err, &tooLarge) {
			// The person would shorten it; the run goes on without a reply.
			r.TooLarge++
			r.Errors = append(r.Errors, fmt.Sprintf("turn %d: %v", i+1, err))
			continue
		}
		if cfg.Trace != nil {
			for _, o := range rep.Outcomes {
				cfg.Trace("  " + o.Notice)
			}
			if rep.Notice != "" {
				cfg.Trace("  " + rep.Notice)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("turn %d: %w", i+1, err)
		}
		r.Turns++
		r.Refused += rep.Overflows
		if rep.Reply.Error != "" {
			r.Errors = append(r.Errors, fmt.Sprintf("turn %d: %s", i+1, rep.Reply.Error))
		}
		if rep.Request != nil {
			last, r.TokensFinal = rep.Request, rep.Result.PromptTokens
		}
	}
	s := conv.Sess
	if cfg.Trace != nil {
		for _, c := range s.Checkpoints {
			cfg.Trace(fmt.Sprintf("checkpoint %d: messages %d–%d %s %d→%d %q", c.Number, c.From+1, c.To, c.Kind, c.TokensBefore, c.TokensAfter, c.Rejected))
		}
		for _, c := range s.Cuts {
			cfg.Trace(fmt.Sprintf("cut %s: messages %d–%d", c.Reason, c.From+1, c.To))
		}
		for _, m := range last.Messages {
			cfg.Trace("REQUEST " + m.Role + ": " + m.Content)
		}
	}
	for _, c := range s.Checkpoints {
		if c.FactsOnly() {
			r.FactsOnly += 1 + c.Merged
		} else {
			r.Summaries += 1 + c.Merged
		}
	}
	for _, c := range s.Cuts {
		switch c.Reason {
		case session.CutTruncate:
			r.Truncations++
		case session.CutTrim:
			r.Trims++
		}
	}
	cal := conv.Meter.Calibration()
	for _, m := range s.Messages {
		r.TokensAll += engine.MessageTokens(m, cal.Predict)
	}
	cc.mu.Lock()
	r.Requests, r.ServerCuts = cc.requests, cc.cuts
	cc.mu.Unlock()
	if cc.exact == nil {
		r.ServerCuts = s.Truncations
	}
	score(r, sc, last)
	if cfg.Probes {
		probe(ctx, r, sc, conv)
	}
	r.Wall = time.Since(start)
	return r, nil
}

// score reads the final request: a fact is present when a line of it names the
// service with its port and its path (the line ties them together).
func score(r *Result, sc Script, req *api.ChatRequest) {
	var lines []string
	for _, m := range req.Messages {
		lines = append(lines, strings.Split(m.Content, "\n")...)
	}
	on := func(all ...string) bool {
		for _, l := range lines {
			ok := true
			for _, a := range all {
				if !containsWord(l, a) {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
		return false
	}
	n := len(sc.Facts)
	for _, f := range sc.Facts {
		r.Facts++
		band := &r.ByAge[min(f.Turn*4/n, 3)]
		band.Planted++
		port := f.Port
		if f.NewPort != 0 {
			r.Updates++
			if on(f.Service, strconv.Itoa(f.NewPort)) {
				r.Newest++
			} else if on(f.Service, strconv.Itoa(f.Port)) {
				r.Stale++
			}
			port = f.NewPort
		}
		if on(f.Service, f.Path) && (on(f.Service, strconv.Itoa(port)) || f.NewPort != 0 && on(f.Service, strconv.Itoa(f.Port))) {
			r.Present++
			band.Present++
		}
	}
	text := strings.ToLower(strings.Join(lines, "\n"))
	r.Instruction = strings.Contains(text, strings.ToLower(sc.Instruction))
	for _, name := range sc.CodeNames {
		r.Code++
		if strings.Contains(text, strings.ToLower(name)) {
			r.CodePresent++
		}
	}
}

// containsWord reports whether s holds w not glued to a longer name: svc-1 is
// not found in svc-12.
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		end := i + j + len(w)
		if end == len(s) || !isNameByte(s[end]) {
			return true
		}
		i = end
	}
}

func isNameByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

// probe asks, on the final context, where a sample of the services are, and
// scores the answers against the planted values (newest for updated ones).
func probe(ctx context.Context, r *Result, sc Script, conv *engine.Conversation) {
	for i := 0; i < len(sc.Facts); i += max(len(sc.Facts)/8, 1) {
		f := sc.Facts[i]
		port := f.Port
		if f.NewPort != 0 {
			port = f.NewPort
		}
		q := fmt.Sprintf("Quick check, answer in one line: which port does %s use now, and where is its data?", f.Service)
		req := engine.Request(conv.Sess, conv.Meter.View())
		req.Messages = append(req.Messages, api.Message{Role: "user", Content: q})
		var b strings.Builder
		err := conv.Client().Chat(ctx, req, func(resp api.ChatResponse) error { b.WriteString(resp.Message.Content); return nil })
		r.Probed++
		if err == nil && strings.Contains(b.String(), strconv.Itoa(port)) && strings.Contains(b.String(), f.Path) {
			r.Right++
		}
	}
}

// countingClient counts requests, and, when the prompt's exact size is known,
// checks Ollama's count of each prompt: one below what was sent is a cut by the
// server.
type countingClient struct {
	engine.Client
	exact func(*api.ChatRequest) int

	mu             sync.Mutex
	requests, cuts int
}

func (c *countingClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	exact := 0
	if c.exact != nil {
		exact = c.exact(req)
	}
	c.mu.Lock()
	c.requests++
	c.mu.Unlock()
	return c.Client.Chat(ctx, req, func(r api.ChatResponse) error {
		if r.Done && r.PromptEvalCount < exact {
			c.mu.Lock()
			c.cuts++
			c.mu.Unlock()
		}
		return fn(r)
	})
}
