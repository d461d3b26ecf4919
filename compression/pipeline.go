package compression

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ollm/ollm/session"
)

// Stage is a step of the pipeline.
type Stage int

// The stages, in order, with the share of the progress bar each one covers.
const (
	StageIdentify   Stage = iota // 0–15%
	StagePrepare                 // 15–25%
	StageSummarize               // 25–70%, while the model writes
	StageCheckpoint              // 70–80%
	StageUpdate                  // 80–90%: snapshot, APIStart, aging
	StageValidate                // 90–100%
	StageDone
)

func (s Stage) String() string {
	return [...]string{"identify", "prepare", "summarize", "checkpoint", "update", "validate", "done"}[s]
}

// start is where a stage begins on the progress bar.
func (s Stage) start() float64 {
	return [...]float64{0, 0.15, 0.25, 0.70, 0.80, 0.90, 1}[s]
}

// Progress is one report of a running compaction.
type Progress struct {
	Stage   Stage
	Percent float64 // 0..1
	Detail  string
}

// Summarizer writes a summary with a model; progress is called with the number
// of tokens written so far. The engine implements it with Ollama's chat API.
type Summarizer interface {
	Summarize(ctx context.Context, r Request, progress func(tokens int)) (string, error)
}

// Input is what a compaction works on.
type Input struct {
	// Session is read, never changed; pass a copy when the original goes on
	// changing on another goroutine.
	Session *session.Session
	// NumCtx is the window; Available the verbatim budget; CheckpointBudget the
	// most the summaries may take before the oldest are merged.
	NumCtx, Available, CheckpointBudget int
	// Size gives tokens of a message sent verbatim and of a text (calibrated).
	Size Sizer
	// Settings, the optional focus, and the summarizer model's name.
	Settings Settings
	Focus    string
	Model    string
	Now      func() time.Time
	// Snapshot saves the state before it changes and returns the snapshot's id;
	// Fits checks that the new state's API view fits the window.
	Snapshot func(*session.Session) (string, error)
	Fits     func(*session.Session) error
}

// Event is something the pipeline did that the log and the person should know.
type Event struct {
	Kind string // compressed, retried, aged, merged, aging-failed, snapshot-created
	Text string
}

// Result is a finished compaction: the new state and what was done.
type Result struct {
	Session    *session.Session
	Checkpoint session.Checkpoint
	Snapshot   string
	// Missing are facts of the range the summary lacked and that were appended
	// to it as a list (at most a few); Lost those that did not fit even there.
	Missing []string
	Lost    int
	Events  []Event
}

// Error is a failed compaction: the stage it failed in and why. The session is
// unchanged.
type Error struct {
	Stage Stage
	Err   error
}

func (e *Error) Error() string { return fmt.Sprintf("compaction failed at %s: %v", e.Stage, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

// Rejections of a summary by validation.
var (
	ErrEmpty      = errors.New("the summary is empty")
	ErrTooLong    = errors.New("the summary is not shorter than what it summarizes")
	ErrUngrounded = errors.New("the summary does not read as a summary of the conversation")
	ErrTooBig     = errors.New("even the oldest turn is too large to summarize in this window")
)

// pipeline is one run of Run.
type pipeline struct {
	in     Input
	st     Settings
	sum    Summarizer
	report func(Progress)
	events []Event
}

// Run compacts in.Session: identify, prepare, summarize, checkpoint, update,
// validate. On success the result holds the changed session, a new copy;
// in.Session itself is never changed, so a failure — a *NothingError (nothing
// to do) or an *Error — leaves the session exactly as it was.
func Run(ctx context.Context, in Input, sum Summarizer, report func(Progress)) (*Result, error) {
	if report == nil {
		report = func(Progress) {}
	}
	p := &pipeline{in: in, st: in.Settings.Defaults(), sum: sum, report: report}
	return p.run(ctx)
}

func (p *pipeline) at(stage Stage, within float64, detail string) {
	end := 1.0
	if stage < StageDone {
		end = (stage + 1).start()
	}
	p.report(Progress{Stage: stage, Percent: stage.start() + (end-stage.start())*min(max(within, 0), 1), Detail: detail})
}

func (p *pipeline) event(kind, format string, args ...any) {
	p.events = append(p.events, Event{Kind: kind, Text: fmt.Sprintf(format, args...)})
}

func (p *pipeline) run(ctx context.Context) (*Result, error) {
	s := p.in.Session
	p.at(StageIdentify, 0, "")
	sp, err := Identify(s, p.st, p.in.NumCtx, p.in.Available, p.in.Size.Message)
	if err != nil {
		return nil, err
	}
	p.at(StagePrepare, 0, fmt.Sprintf("messages %d–%d", sp.From+1, sp.To))
	level := ChooseLevel(sp.Tokens, p.in.NumCtx)
	earlier := make([]string, len(s.Checkpoints))
	for i, c := range s.Checkpoints {
		earlier[i] = c.Summary
	}
	sp, err = p.fit(s, sp, earlier, level)
	if err != nil {
		return nil, &Error{StagePrepare, err}
	}
	p.at(StageSummarize, 0, LevelName(level))
	summary, missing, lost, level, err := p.summarize(ctx, s, sp, earlier, level)
	if err != nil {
		return nil, &Error{StageSummarize, err}
	}

	p.at(StageCheckpoint, 0, "")
	now := p.in.Now()
	number := 1
	if n := len(s.Checkpoints); n > 0 {
		number = s.Checkpoints[n-1].Number + 1
	}
	cp := session.Checkpoint{
		ID: session.NewID(now), Number: number, From: sp.From, To: sp.To, Level: level, Summary: summary,
		TokensBefore: sp.Tokens, TokensAfter: p.in.Size.Text(summary), Focus: p.in.Focus, Model: p.in.Model,
		Kept: sp.Kept, Missing: lost, Created: now,
	}

	p.at(StageUpdate, 0, "snapshot")
	snap, err := p.in.Snapshot(s)
	if err != nil {
		return nil, &Error{StageUpdate, fmt.Errorf("the snapshot before the change could not be written: %w", err)}
	}
	p.event("snapshot-created", "snapshot %s before checkpoint %d", snap, number)
	s = s.Clone()
	s.Checkpoints = append(s.Checkpoints, cp)
	s.APIStart = sp.To
	s.PruneTo = max(s.PruneTo, sp.To)
	s.Touch()
	p.age(ctx, s)

	p.at(StageValidate, 0, "")
	if err := s.CheckCheckpoints(); err != nil {
		return nil, &Error{StageValidate, err}
	}
	if err := p.in.Fits(s); err != nil {
		return nil, &Error{StageValidate, err}
	}
	p.event("compressed", "checkpoint %d: messages %d–%d, %d → %d tokens, %s", number, sp.From+1, sp.To, cp.TokensBefore, cp.TokensAfter, LevelName(level))
	p.at(StageDone, 1, "")
	return &Result{Session: s, Checkpoint: s.Checkpoints[indexOf(s, cp.ID)], Snapshot: snap, Missing: missing, Lost: lost, Events: p.events}, nil
}

func indexOf(s *session.Session, id string) int {
	for i, c := range s.Checkpoints {
		if c.ID == id {
			return i
		}
	}
	return len(s.Checkpoints) - 1
}

// requestFits reports whether a summarizer request leaves room for its reply,
// with a 10% margin on the estimate.
func (p *pipeline) requestFits(promptTokens, maxTokens int) bool {
	return float64(promptTokens)*1.10+float64(maxTokens) <= float64(p.in.NumCtx)
}

// maxTokens bounds a summary's length: one and a half times its target.
func maxTokens(target int) int { return target*3/2 + 16 }

// fit shortens the span, a turn at a time from its end, until the summarizer's
// request fits the window; the turns left out stay verbatim.
func (p *pipeline) fit(s *session.Session, sp Span, earlier []string, level int) (Span, error) {
	overhead := p.in.Size.Text(systemPrompt) + p.in.Size.Text(SummaryPrompt(s, Span{}, earlier, level, 0, p.in.Focus))
	target := Target(level, p.in.NumCtx)
	for {
		if p.requestFits(overhead+sp.Tokens, maxTokens(target)) {
			return sp, nil
		}
		// Drop the last turn of the span.
		to := sp.To - 1
		for to > sp.From && s.Messages[to].Role != session.RoleUser {
			to--
		}
		if to <= sp.From {
			return sp, ErrTooBig
		}
		sp = trimSpan(sp, to, p.in.Size.Message, s)
		if len(sp.Compact) == 0 {
			return sp, ErrTooBig
		}
	}
}

func trimSpan(sp Span, to int, size func(session.Message) int, s *session.Session) Span {
	out := Span{From: sp.From, To: to}
	for _, i := range sp.Compact {
		if i < to {
			out.Compact = append(out.Compact, i)
			out.Tokens += size(s.Messages[i])
		}
	}
	for _, i := range sp.Kept {
		if i < to {
			out.Kept = append(out.Kept, i)
		}
	}
	return out
}

// summarize asks for the summary and checks it; a rejected one is asked for
// once more, one level more detailed when facts were lost, more compact when it
// was too long.
func (p *pipeline) summarize(ctx context.Context, s *session.Session, sp Span, earlier []string, level int) (summary string, missing []string, lost, finalLevel int, err error) {
	var facts Facts
	vocab := Vocabulary{}
	vocab.AddWords(instructionWords())
	for _, i := range sp.Compact {
		content, _ := Pruned(s.Messages[i])
		facts.Add(content)
		vocab.AddWords(content)
	}
	for _, e := range earlier {
		vocab.AddWords(e)
	}
	vocab.AddWords(p.in.Focus)
	vocab.AddWords(s.Goal)
	verbatim := verbatimText(s, sp)

	for attempt := 0; ; attempt++ {
		target := Target(level, p.in.NumCtx)
		name := LevelName(level)
		if attempt > 0 {
			name = "again, " + name
		}
		req := Request{
			Model: p.in.Model, System: systemPrompt, NumCtx: p.in.NumCtx, MaxTokens: maxTokens(target),
			Prompt: SummaryPrompt(s, sp, earlier, level, target, p.in.Focus),
		}
		text, err := p.sum.Summarize(ctx, req, func(n int) {
			p.at(StageSummarize, float64(n)/float64(target), fmt.Sprintf("%s · %d tokens", name, n))
		})
		if err != nil {
			return "", nil, 0, level, err
		}
		text = strings.TrimSpace(text)
		check := p.check(text, sp.Tokens, vocab, &facts, verbatim, target)
		if check.err == nil && !check.retry {
			return check.summary, check.missing, check.lost, level, nil
		}
		if attempt == 1 {
			if check.err == nil {
				return check.summary, check.missing, check.lost, level, nil
			}
			return "", nil, 0, level, check.err
		}
		next := level
		switch {
		case errors.Is(check.err, ErrTooLong):
			next = min(level+1, Compact)
		case check.retry:
			next = max(level-1, Detailed)
		}
		p.event("retried", "summary rejected (%s); written again at the %s level", check.reason(), LevelName(next))
		level = next
	}
}

// checked is the outcome of validating one summary.
type checked struct {
	summary string
	missing []string
	lost    int
	retry   bool // too many facts missing: worth one more try
	err     error
}

func (c checked) reason() string {
	if c.err != nil {
		return c.err.Error()
	}
	return fmt.Sprintf("%d facts missing", len(c.missing)+c.lost)
}

// check validates a summary of before tokens: not empty, shorter, grounded in
// its input, and keeping the facts (missing ones are appended as a list).
func (p *pipeline) check(text string, before int, vocab Vocabulary, facts *Facts, verbatim string, target int) checked {
	if text == "" {
		return checked{err: ErrEmpty}
	}
	if p.in.Size.Text(text) >= before {
		return checked{err: ErrTooLong}
	}
	if g := vocab.Grounding(text); p.st.Grounding > 0 && g < p.st.Grounding {
		return checked{err: fmt.Errorf("%w (%.0f%% of its words occur in it)", ErrUngrounded, g*100)}
	}
	missing := facts.Missing(text, verbatim)
	out := checked{summary: text}
	if len(missing) == 0 {
		return out
	}
	out.retry = float64(len(missing)) > p.st.MissingRetry*float64(len(facts.List))
	// Append the missing facts, most frequent first, within a quarter of the
	// target.
	room := max(target/4, 24)
	var list []string
	used := p.in.Size.Text("Facts to keep exactly: ")
	for _, f := range missing {
		t := p.in.Size.Text("`"+f+"`, ") + 1
		if used+t > room {
			break
		}
		list = append(list, "`"+f+"`")
		used += t
	}
	if len(list) > 0 {
		out.summary = text + "\n\nFacts to keep exactly: " + strings.Join(list, ", ")
	}
	out.missing = missing[:len(list)]
	out.lost = len(missing) - len(list)
	if p.in.Size.Text(out.summary) >= before {
		return checked{err: ErrTooLong}
	}
	return out
}

// verbatimText is what the model still sees word for word of the session after
// the span: kept and pinned messages of the span and everything after it.
func verbatimText(s *session.Session, sp Span) string {
	var b strings.Builder
	for _, i := range sp.Kept {
		b.WriteString(s.Messages[i].Content)
		b.WriteByte('\n')
	}
	for i := sp.From; i < len(s.Messages); i++ {
		if m := s.Messages[i]; i >= sp.To || m.Pinned {
			b.WriteString(m.Content)
			b.WriteByte('\n')
		}
	}
	b.WriteString(s.System)
	b.WriteString(s.Goal)
	return b.String()
}
