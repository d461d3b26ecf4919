package eval

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// Strategies compared.
const (
	Truncate  = "truncate"  // drop the oldest turns
	Summarize = "summarize" // the model's summary, with the rules of earlier builds (no memory lines)
	Ledger    = "ledger"    // the model's summary over the memory lines (the default)
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

// Score counts facts planted and present.
type Score struct{ Planted, Present int }

func (s *Score) add(present bool) {
	s.Planted++
	if present {
		s.Present++
	}
}

// Result is what a run measured.
type Result struct {
	Script   string
	Strategy string
	NumCtx   int

	Facts Score
	// ByKind scores the facts of each kind (Kinds); ByAge per quarter of the
	// conversation, oldest first.
	ByKind map[string]*Score
	ByAge  [4]Score
	// Updates counts updated facts; Newest those whose newest value is in the
	// final request; Stale those whose old value is there and the new one
	// nowhere; Unmarked those whose newest value is there and whose old
	// value stands on a memory line not marked "(updated in #N)" (only the
	// message numbers say which is newer). UpdateKinds scores the newest
	// values per kind of update.
	// Mismarked counts the memory lines marked "(updated in #N)" or
	// "(partly updated in #N)" that hold a fact no later message changed:
	// the model is told a current fact is old.
	Updates, Newest, Stale, Unmarked, Mismarked int
	UpdateKinds                                 map[string]*Score
	Instruction                                 bool
	// Lines counts the memory's lines in the final request; Empty those that
	// hold no key of a fact their message states (filler, numbering,
	// noise); Joined those that are not a span of their message (rebuilt
	// from pieces); ModelLines those quoting the model.
	Lines, Empty, Joined, ModelLines int
	// Bare counts the lines without a fact of two words or fewer: a
	// numbering, a greeting, an exclamation. Plain counts those without a
	// fact that name nothing either: no digit, no capitalized word after
	// the first (a line with one states something the corpus did not mark,
	// as people do: "Sold 22 of 24 by noon.").
	Bare, Plain int
	// Annotated is set when the script's messages list everything they
	// state; then Nothing counts the lines without a fact that hold none
	// of it either (no entry with all its keys, as a fact is present): a
	// line the person would call noise.
	Annotated bool
	Nothing   int
	// Thread is set when the final request holds the person's previous
	// message and the reply to it verbatim.
	Thread bool

	Summaries, FactsOnly, Truncations, Trims int
	// Requests counts every request (replies, summaries, retries); Chats the
	// replies' requests; ReEvaluated is the mean share of a reply's prompt
	// after the longest prefix it shares with what the server held from the
	// previous request (its prompt and the reply it wrote).
	Requests, Chats, Refused, ServerCuts int
	ReEvaluated                          float64
	Turns                                int
	// TooLarge counts messages larger than the window on their own (not sent).
	TooLarge int
	// TokensAll is what the whole conversation would cost verbatim; TokensFinal
	// Ollama's count of the final request.
	TokensAll, TokensFinal int
	Wall                   time.Duration

	Probed, Right int
	Errors        []string
	// Memory is the final request's memory block, for reading; EmptyLines
	// its lines without a fact; MismarkedLines those Mismarked counts.
	Memory         string
	EmptyLines     []string
	NothingLines   []string
	MismarkedLines []string
	// Lost names the facts the final request does not hold.
	Lost []string
}

// PerTurn is the requests per person's turn.
func (r *Result) PerTurn() float64 {
	if r.Turns == 0 {
		return 0
	}
	return float64(r.Requests) / float64(r.Turns)
}

// Run runs the script through the engine against the server.
func Run(ctx context.Context, sc Script, cfg Config) (*Result, error) {
	start := time.Now()
	r := &Result{Script: sc.Name, Strategy: cfg.Strat, NumCtx: cfg.NumCtx, ByKind: map[string]*Score{}, UpdateKinds: map[string]*Score{}}
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
		Model: cfg.Model, System: "You are a helpful assistant.",
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
			cfg.Trace(fmt.Sprintf("turn %d: verbatim %d trigger %d available %d memory %d (%d lines) api_start %d/%d checkpoints %d",
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
	if last == nil {
		return nil, errors.New("no turn was sent")
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
		r.TokensAll += engine.MessageTokens(m, s.Model, cal.Predict)
	}
	cc.mu.Lock()
	r.Requests, r.ServerCuts = len(cc.log), cc.cuts
	r.Chats, r.ReEvaluated = reEvaluated(cc.log)
	cc.mu.Unlock()
	if cc.exact == nil {
		r.ServerCuts = s.Truncations
	}
	score(r, sc, last)
	lines(r, sc, s, last)
	if cfg.Probes {
		probe(ctx, r, sc, conv)
	}
	r.Wall = time.Since(start)
	return r, nil
}

// score reads the final request: a fact is present when one line of it holds
// all the fact's keys (the newest ones for an updated fact).
func score(r *Result, sc Script, req *api.ChatRequest) {
	var text []string
	for _, m := range req.Messages {
		text = append(text, strings.Split(m.Content, "\n")...)
	}
	on := func(keys []string) bool {
		return slices.ContainsFunc(text, func(l string) bool { return holdsAll(l, keys) })
	}
	n := max(len(sc.Turns), 1)
	for i, f := range sc.Facts {
		present := on(f.Newest())
		if !present {
			r.Lost = append(r.Lost, fmt.Sprintf("%s %s %q", f.ID, f.Kind, f.Newest()))
		}
		r.Facts.add(present)
		r.ByAge[min(f.Turn*4/n, 3)].add(present)
		kind := r.ByKind[f.Kind]
		if kind == nil {
			kind = &Score{}
			r.ByKind[f.Kind] = kind
		}
		kind.add(present)
		if f.Updated() {
			r.Updates++
			u := r.UpdateKinds[f.UpdateKind]
			if u == nil {
				u = &Score{}
				r.UpdateKinds[f.UpdateKind] = u
			}
			u.add(present)
			switch {
			case present:
				r.Newest++
				if unmarked(text, f) {
					r.Unmarked++
				}
			case on(f.Old):
				r.Stale++
				r.Lost = append(r.Lost, fmt.Sprintf("stale: %s %q", f.ID, f.Old))
			}
		}
		if i == sc.Instruction && f.Turn == 0 {
			r.Instruction = present
		}
	}
	r.MismarkedLines = mismarkedLines(text, sc.Facts)
	r.Mismarked = len(r.MismarkedLines)
}

// mismarked counts the memory lines marked as updated that hold all the keys
// of a fact of their message that no later message changed, or the newest
// value of an updated fact on its update's line, and no fact the marking
// message changed.
func mismarked(text []string, facts []Fact) int { return len(mismarkedLines(text, facts)) }

// mismarkedLines are the lines mismarked counts.
func mismarkedLines(text []string, facts []Fact) []string {
	var out []string
	for _, l := range text {
		m := memoryLine.FindStringSubmatch(l)
		if m == nil || m[4] == "" {
			continue
		}
		msg, _ := strconv.Atoi(m[1])
		by, _ := strconv.Atoi(strings.TrimFunc(m[4], func(r rune) bool { return r < '0' || r > '9' }))
		holds := func(keys []string) bool {
			return !slices.ContainsFunc(keys, func(k string) bool { return !containsPhrase(m[5], k) })
		}
		held := func(f Fact) bool { return messageOf(f.Turn) == msg && holds(f.Keys) }
		// The newest value of an updated fact, on its update's line.
		newest := func(f Fact) bool { return f.Updated() && messageOf(f.UpdateTurn) == msg && holds(f.NewKeys) }
		// A line of two facts of which the marking message changed one is
		// marked rightly, if not precisely.
		if slices.ContainsFunc(facts, func(f Fact) bool { return held(f) && !f.Updated() || newest(f) }) &&
			!slices.ContainsFunc(facts, func(f Fact) bool { return held(f) && f.Updated() && messageOf(f.UpdateTurn) == by }) {
			out = append(out, l)
		}
	}
	return out
}

// messageOf is the number the memory gives turn i's message: the person's
// messages are 1, 3, 5 …, each answered (a turn skipped as too large would
// shift them; none is in the corpus).
func messageOf(turn int) int { return 2*turn + 1 }

// unmarked reports an updated fact whose old value stands on a memory line
// of a message before the update, not marked "(updated in #N)".
func unmarked(text []string, f Fact) bool {
	for _, l := range text {
		m := memoryLine.FindStringSubmatch(l)
		if m == nil || m[4] != "" {
			continue
		}
		if n, _ := strconv.Atoi(m[1]); n >= messageOf(f.UpdateTurn) {
			continue // the update's own message, or a later one
		}
		all := true
		for _, k := range f.Old {
			all = all && containsPhrase(m[5], k)
		}
		if all {
			return true
		}
	}
	return false
}

// memoryLine is a line of the memory block: "- #12 (assistant) (updated in
// #30) text".
var memoryLine = regexp.MustCompile(`^- #(\d+) (code: )?(\(assistant\) )?(\((?:partly )?updated in #\d+\) )?(.*)$`)

// namesSomething reports a line with a digit or a capitalized word after its
// first: a number, a name or a code (in German, a noun too).
func namesSomething(line string) bool {
	if strings.ContainsAny(line, "0123456789") {
		return true
	}
	for _, w := range strings.Fields(line)[1:] {
		if r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, "(\"'“„«¿¡")); unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// lines reads the memory block of the final request: how many lines, how many
// hold no key of a fact of their message, how many are not a span of their
// message, how many quote the model; and whether the thread (the person's
// previous message and its reply) is sent verbatim.
func lines(r *Result, sc Script, s *session.Session, req *api.ChatRequest) {
	r.Annotated = sc.Annotated()
	turnOf := map[string]int{}
	for i, t := range sc.Turns {
		turnOf[t.Text] = i
	}
	keysOf := map[int][][]string{} // turn → the keys of its facts and updates
	for _, f := range sc.Facts {
		keysOf[f.Turn] = append(keysOf[f.Turn], f.Keys, f.Old)
		if f.Updated() {
			keysOf[f.UpdateTurn] = append(keysOf[f.UpdateTurn], f.NewKeys)
		}
	}
	for _, m := range req.Messages {
		if !strings.HasPrefix(m.Content, "<"+window.SummaryTag+">") {
			continue
		}
		r.Memory = m.Content
		for _, l := range strings.Split(m.Content, "\n") {
			g := memoryLine.FindStringSubmatch(l)
			if g == nil {
				continue
			}
			r.Lines++
			n, _ := strconv.Atoi(g[1])
			if n < 1 || n > len(s.Messages) || g[2] != "" {
				continue
			}
			msg := s.Messages[n-1]
			if g[3] != "" {
				r.ModelLines++
			}
			if !strings.Contains(squeeze(msg.Content), squeeze(strings.TrimSuffix(g[5], "…"))) {
				r.Joined++
			}
			turn, ok := turnOf[msg.Content]
			if !ok || msg.Role != session.RoleUser {
				continue
			}
			if !holdsAny(g[5], keysOf[turn]) {
				r.Empty++
				r.EmptyLines = append(r.EmptyLines, l)
				if len(strings.Fields(g[5])) <= 2 {
					r.Bare++
				}
				if !namesSomething(g[5]) {
					r.Plain++
				}
				if r.Annotated && !holdsEntry(g[5], sc.Turns[turn].Other) {
					r.Nothing++
					r.NothingLines = append(r.NothingLines, l)
				}
			}
		}
	}
	// The thread: the person's message before the newest, and the reply.
	var users []int
	for i, m := range s.Messages {
		if m.Role == session.RoleUser {
			users = append(users, i)
		}
	}
	if len(users) < 2 {
		return
	}
	prev := users[len(users)-2]
	sent := map[string]bool{}
	for _, m := range req.Messages {
		sent[m.Role+"\x00"+m.Content] = true
	}
	r.Thread = sent["user\x00"+s.Messages[prev].Content]
	if prev+1 < len(s.Messages) && s.Messages[prev+1].Role == session.RoleAssistant && s.Messages[prev+1].Content != "" {
		r.Thread = r.Thread && sent["assistant\x00"+s.Messages[prev+1].Content]
	}
}

// holdsAny reports whether the line holds any one key of the lists.
func holdsAny(line string, lists [][]string) bool {
	for _, keys := range lists {
		for _, k := range keys {
			if containsPhrase(line, k) {
				return true
			}
		}
	}
	return false
}

// holdsEntry reports whether the line holds every key of one of the
// entries, as a fact is present when one line holds all its keys.
func holdsEntry(line string, entries [][]string) bool {
	return slices.ContainsFunc(entries, func(keys []string) bool { return len(keys) > 0 && holdsAll(line, keys) })
}

// holdsAll reports whether the line holds every key, as words: a fact is
// present when one line holds all its keys.
func holdsAll(line string, keys []string) bool {
	return !slices.ContainsFunc(keys, func(k string) bool { return !containsPhrase(line, k) })
}

func squeeze(s string) string { return strings.Join(strings.Fields(s), " ") }

// probe asks, on the final context, about a sample of the facts, and scores
// the answers: right when the answer holds the fact's newest keys.
func probe(ctx context.Context, r *Result, sc Script, conv *engine.Conversation) {
	for i := 0; i < len(sc.Facts); i += max(len(sc.Facts)/8, 1) {
		f := sc.Facts[i]
		keys := f.Newest()
		q := fmt.Sprintf("Quick check, answer in one line: what did I tell you about %s?", keys[0])
		req := engine.Request(conv.Sess, conv.Meter.View())
		req.Messages = append(req.Messages, api.Message{Role: "user", Content: q})
		var b strings.Builder
		err := conv.Client().Chat(ctx, req, func(resp api.ChatResponse) error { b.WriteString(resp.Message.Content); return nil })
		r.Probed++
		right := err == nil
		for _, k := range keys[1:] {
			right = right && containsPhrase(b.String(), k)
		}
		if right && len(keys) == 1 {
			right = containsPhrase(b.String(), keys[0])
		}
		if right {
			r.Right++
		}
	}
}

// exchange is one request as the server saw it: the prompt rendered as the
// tiny models' template renders it (for a real model, a stand-in of the same
// shape), the reply the server wrote after it, and whether it asked for a
// reply of the conversation (not a summary).
type exchange struct {
	prompt, reply string
	chat          bool
}

// countingClient counts requests, keeps what the server read and wrote for
// each, and, when the prompt's exact size is known, checks Ollama's count of
// each prompt: one below what was sent is a cut by the server.
type countingClient struct {
	engine.Client
	exact func(*api.ChatRequest) int

	mu   sync.Mutex
	log  []exchange
	cuts int
}

func (c *countingClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	exact := 0
	if c.exact != nil {
		exact = c.exact(req)
	}
	c.mu.Lock()
	c.log = append(c.log, exchange{prompt: render(req.Messages), chat: !isSummary(req)})
	at := len(c.log) - 1
	c.mu.Unlock()
	return c.Client.Chat(ctx, req, func(r api.ChatResponse) error {
		c.mu.Lock()
		c.log[at].reply += r.Message.Content
		if r.Done && r.PromptEvalCount < exact {
			c.cuts++
		}
		c.mu.Unlock()
		return fn(r)
	})
}

// isSummary reports a summarizer's request: a system prompt and one message
// holding the conversation or the notes to summarize.
func isSummary(req *api.ChatRequest) bool {
	n := len(req.Messages)
	return n == 2 && (strings.Contains(req.Messages[1].Content, "<conversation>") || strings.Contains(req.Messages[1].Content, "<notes>"))
}

// render writes messages as the tiny models' template does (role tags around
// each message, consecutive messages of a role joined, the open reply).
func render(msgs []api.Message) string {
	var b strings.Builder
	for i := 0; i < len(msgs); {
		content := msgs[i].Content
		j := i + 1
		for ; j < len(msgs) && msgs[j].Role == msgs[i].Role; j++ {
			content += "\n\n" + msgs[j].Content
		}
		b.WriteString("<|" + msgs[i].Role + "|>" + content + "\n")
		i = j
	}
	b.WriteString("<|assistant|>")
	return b.String()
}

// reEvaluated is the mean share of each reply's prompt (but the first) that
// lies after the longest prefix it shares with what the server last held: the
// previous request's prompt and the reply written after it.
func reEvaluated(log []exchange) (chats int, share float64) {
	total, n := 0.0, 0
	for i, e := range log {
		if !e.chat {
			continue
		}
		chats++
		if i == 0 {
			continue
		}
		held := log[i-1].prompt + log[i-1].reply
		common := 0
		for common < len(e.prompt) && common < len(held) && e.prompt[common] == held[common] {
			common++
		}
		total += float64(len(e.prompt)-common) / float64(max(len(e.prompt), 1))
		n++
	}
	if n == 0 {
		return chats, 0
	}
	return chats, total / float64(n)
}
