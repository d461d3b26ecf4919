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
	// MemoryBudget is the most the summaries and the memory lines may take
	// together (tokens); the lines get what the summaries leave.
	MemoryBudget int
	// Room is what the verbatim part may take once the memory yields to it
	// (the window less the reserve, the system prompt and the memory's
	// least share): the thread stays verbatim while it fits in it.
	Room int
	// MemoryRoom, when set, is the most the memory may take in a session's
	// requests so that its verbatim part (the thread kept after the span)
	// stays under the compaction trigger: the memory yields to the thread.
	MemoryRoom func(*session.Session) int
	// SumNumCtx is the window of the summary requests: NumCtx, or larger
	// (Settings.SummarizerNumCtx, capped by the model).
	SumNumCtx int
	// Size gives tokens of a message sent verbatim and of a text (calibrated).
	Size Sizer
	// Settings, the optional focus, and the summarizer model's name.
	Settings Settings
	Focus    string
	Model    string
	Now      func() time.Time
	// Snapshot saves the state before it changes and returns the snapshot's id
	// (nil for a preview: nothing is saved, the result is shown and applied
	// later, with its snapshot then); Fits checks that the new state's API
	// view fits the window.
	Snapshot func(*session.Session) (string, error)
	Fits     func(*session.Session) error
	// Summary, when Edited, is the person's text for the summary: it is
	// validated as a model's would be, instead of asking the model, and a
	// rejection is an error (never a facts-only checkpoint: the person asked
	// for this text).
	Summary string
	Edited  bool
	// Until, when set, ends the span there instead of at the recent window:
	// the turn of the model's checkpoint (the context tools).
	Until int
	// Manual is set when the person asked for the compaction (/compact): the
	// model is asked for a summary whatever became of its last ones.
	Manual bool
}

// Event is something the pipeline did that the log and the person should know.
type Event struct {
	Kind string // compressed, retried, aged, merged, aging-failed, snapshot-created
	Text string
}

// SnapshotEvent says the snapshot snap was saved before checkpoint number was
// made (by the pipeline, or when a preview is accepted).
func SnapshotEvent(snap string, number int) Event {
	return Event{Kind: "snapshot-created", Text: fmt.Sprintf("snapshot %s before checkpoint %d", snap, number)}
}

// Result is a finished compaction: the new state and what was done.
type Result struct {
	Session    *session.Session
	Checkpoint session.Checkpoint
	Snapshot   string
	// Missing are facts of the range the summary lacked: the ledger sends them
	// (without the ledger: appended to the summary as a list, at most a few).
	// Lost counts those the model sees nowhere now (they are in the history);
	// LostValues are they.
	Missing    []string
	Lost       int
	LostValues []string
	// Dropped are the memory lines the budget let go (the least specific,
	// least referenced and oldest first): the notice names them.
	Dropped []session.LedgerEntry
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
	ErrNoFacts    = errors.New("the summary names none of the names, paths and numbers of these messages")
	ErrInvented   = errors.New("the summary states names or values these messages do not")
)

// namesNone rejects a summary that holds none of its span's facts when the
// span has several: with the ledger, a summary need not keep every fact (the
// ledger does), but one that keeps none is not a summary of these messages.
func namesNone(summary string, facts *Facts) error {
	if len(facts.List) < 3 || facts.Missing(summary, "") == nil {
		return nil
	}
	if len(facts.Missing(summary, "")) == len(facts.List) {
		return ErrNoFacts
	}
	return nil
}

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
	ledger := !p.st.LedgerOff
	p.at(StageIdentify, 0, "")
	sp, err := identify(s, p.st, p.in.NumCtx, p.in.Available, p.in.Room, p.in.Size.Message, p.in.Until)
	if err != nil {
		return nil, err
	}
	// A summary saves little under MinSpan: without the memory, or when the
	// person asked, there is then nothing worth doing; with it, the span is
	// kept as memory lines alone, with no model call.
	small := sp.Tokens < MinSpan(p.in.NumCtx, p.in.Available)
	if small && (!ledger || p.in.Manual || p.in.Edited) {
		return nil, &NothingError{fmt.Sprintf("Not enough to compact yet: ~%d tokens before the recent window; a summary saves little under ~%d.", sp.Tokens, MinSpan(p.in.NumCtx, p.in.Available))}
	}
	p.at(StagePrepare, 0, fmt.Sprintf("messages %d–%d", sp.From+1, sp.To))
	level := ChooseLevel(sp.Tokens, p.in.NumCtx)
	earlier := make([]string, 0, len(s.Checkpoints))
	for _, c := range s.Checkpoints {
		if c.Summary != "" {
			earlier = append(earlier, c.Summary)
		}
	}
	var fresh []session.LedgerEntry
	if ledger {
		fresh = Extract(s, sp.Compact)
	}
	kind, rejected := session.CheckpointSummary, ""
	var summary string
	var missing []string
	var lost int
	var lostValues []string // with the ledger: the values the model sees nowhere now
	var parts []part
	asked := false // the model was asked for a summary: its verdict moves the back-off
	skip := ledger && !p.in.Edited && !p.in.Manual && (small || s.SummarySkip > 0)
	if !p.in.Edited && !skip {
		parts, err = p.plan(s, sp, earlier, level)
	}
	switch {
	case p.in.Edited:
		p.at(StageSummarize, 1, "your text")
		summary, missing, lost, err = p.personal(s, sp, earlier, ledger)
		if err != nil {
			return nil, &Error{StageValidate, err}
		}
	case skip && small:
		kind, rejected = session.CheckpointFacts, "too few messages for a summary to save much"
	case skip:
		kind, rejected = session.CheckpointFacts, fmt.Sprintf("the model's last %s rejected; it is asked again in %s",
			plural(s.SummaryRejections, "summary was", "summaries were"), plural(s.SummarySkip, "compaction", "compactions"))
	case err != nil && ledger:
		kind, rejected = session.CheckpointFacts, err.Error()
	case err != nil:
		return nil, &Error{StagePrepare, err}
	default:
		asked = true
		p.at(StageSummarize, 0, LevelName(level))
		summary, missing, lost, level, err = p.summarize(ctx, s, sp, parts, earlier, level, ledger)
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, &Error{StageSummarize, ctx.Err()}
		case err != nil && ledger:
			kind, rejected, summary = session.CheckpointFacts, p.why(err), ""
			p.event("rejected", "the summary was not used (%s): the checkpoint keeps the memory lines alone", rejected)
		case err != nil:
			return nil, &Error{StageSummarize, err}
		}
	}

	p.at(StageCheckpoint, 0, "")
	now := p.in.Now()
	number := s.NextCheckpointNumber()
	cp := session.Checkpoint{
		ID: session.NewID(now), Number: number, From: sp.From, To: sp.To, Level: level, Summary: summary,
		TokensBefore: sp.Tokens, Focus: p.in.Focus, Model: p.in.Model, Kept: sp.Kept, Created: now,
		Edited: p.in.Edited,
	}
	if ledger {
		cp.Kind, cp.Rejected = kind, rejected
	} else {
		cp.Missing = lost
	}

	p.at(StageUpdate, 0, "snapshot")
	var snap string
	if p.in.Snapshot != nil {
		if snap, err = p.in.Snapshot(s); err != nil {
			return nil, &Error{StageUpdate, fmt.Errorf("the snapshot before the change could not be written: %w", err)}
		}
		p.events = append(p.events, SnapshotEvent(snap, number))
	}
	s = s.Clone()
	s.Checkpoints = append(s.Checkpoints, cp)
	s.APIStart = sp.To
	s.PruneTo = max(s.PruneTo, sp.To)
	switch {
	case asked && kind == session.CheckpointFacts:
		s.SummaryRejections++
		s.SummarySkip = min(1<<min(s.SummaryRejections, 4)-1, maxSummarySkip)
	case asked || p.in.Edited:
		s.SummaryRejections, s.SummarySkip = 0, 0
	case skip && !small:
		s.SummarySkip--
	}
	if ledger {
		s.Ledger = Merge(s.Ledger, fresh, spanTexts(s, sp))
	}
	s.Touch()
	p.age(ctx, s)
	var dropped []session.LedgerEntry
	budget := p.ledgerBudget(s)
	if ledger {
		s.Ledger, dropped = FitLedger(s.Ledger, budget, p.in.Size.Text, ViewOf(s))
	}

	p.at(StageValidate, 0, "")
	if err := s.CheckCheckpoints(); err != nil {
		return nil, &Error{StageValidate, err}
	}
	err = p.in.Fits(s)
	for budget := budget * 9 / 10; err != nil && ledger && len(s.Ledger) > 0 && budget > 8; budget = budget * 9 / 10 {
		// Even the memory does not fit with the recent messages: keep less
		// of it, the least worth keeping going first.
		var more []session.LedgerEntry
		s.Ledger, more = FitLedger(s.Ledger, budget, p.in.Size.Text, ViewOf(s))
		dropped = append(dropped, more...)
		err = p.in.Fits(s)
	}
	if err != nil {
		return nil, &Error{StageValidate, err}
	}
	charge(s, dropped)
	i := indexOf(s, cp.ID)
	s.Checkpoints[i].TokensAfter = p.checkpointTokens(s, s.Checkpoints[i])
	if ledger {
		missing, lostValues = p.unkept(s, sp)
		lost = len(lostValues)
		s.Checkpoints[i].Missing += lost
	}
	if len(dropped) > 0 {
		p.event("memory-fitted", "%d memory lines dropped to keep the memory within %d tokens", len(dropped), budget)
	}
	p.event("compressed", "checkpoint %d (%s): messages %d–%d, %d → %d tokens, %s", number, kind, sp.From+1, sp.To, cp.TokensBefore, s.Checkpoints[i].TokensAfter, LevelName(level))
	p.at(StageDone, 1, "")
	return &Result{Session: s, Checkpoint: s.Checkpoints[i], Snapshot: snap, Missing: missing, Lost: lost, LostValues: lostValues, Dropped: dropped, Events: p.events}, nil
}

// maxSummarySkip bounds the back-off: after four rejections in a row the model
// is asked again every sixteenth compaction.
const maxSummarySkip = 15

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// ledgerBudget is what the summaries leave of the memory budget — within the
// room the thread leaves (MemoryRoom) — and never less than a quarter of it.
func (p *pipeline) ledgerBudget(s *session.Session) int {
	used := 0
	for _, c := range s.Checkpoints {
		if c.Summary != "" {
			used += p.in.Size.Text(c.Summary)
		}
	}
	budget := p.in.MemoryBudget
	if p.in.MemoryRoom != nil {
		budget = min(budget, p.in.MemoryRoom(s))
	}
	return max(budget-used, p.in.MemoryBudget/4)
}

// why says in words why a summary was not used.
func (p *pipeline) why(err error) string {
	var pe *Error
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return strings.TrimSuffix(err.Error(), ".")
}

// spanTexts are the compacted messages' texts, for counting references.
func spanTexts(s *session.Session, sp Span) []string {
	texts := make([]string, 0, len(sp.Compact))
	for _, i := range sp.Compact {
		texts = append(texts, s.Messages[i].Content)
	}
	return texts
}

// ViewOf is how the memory of s is sent: under the summaries of its
// checkpoints, which state some of its lines already.
func ViewOf(s *session.Session) LedgerView {
	var b strings.Builder
	for _, c := range s.Checkpoints {
		b.WriteString(c.Summary)
		b.WriteByte('\n')
	}
	return LedgerView{Summaries: b.String()}
}

// checkpointTokens is what the checkpoint costs in the context: its summary
// and the ledger lines of its messages.
func (p *pipeline) checkpointTokens(s *session.Session, c session.Checkpoint) int {
	text := c.Summary + "\n" + strings.Join(LedgerLines(own(s.Ledger, c), ViewOf(s)), "\n")
	return p.in.Size.Text(text)
}

// unkept are the facts of the span the model sees nowhere after this
// compaction: not in a summary, not in the ledger, not verbatim.
func (p *pipeline) unkept(s *session.Session, sp Span) (missing, lost []string) {
	var facts Facts
	r := newReader(s)
	for _, i := range sp.Compact {
		content, _ := Pruned(s.Messages[i])
		if s.Messages[i].Role != session.RoleUser && !r.language(content) {
			// A reply that is no language: its numbers and codes may still
			// matter ("0345 600 1234", "kx7#Rb-2291"), letters of noise
			// not ("fdr.i", "zq7.b").
			var soup Facts
			soup.Add(content)
			for _, v := range soup.List {
				if longNumber(v) {
					facts.add(v)
				}
			}
			continue
		}
		if s.Messages[i].Role == session.RoleUser {
			content = r.stripPrefix(content) // "Q10 ☐ …": the label of every message is no value the person lost
		}
		facts.Add(content)
	}
	var b strings.Builder
	b.WriteString(ViewOf(s).Summaries)
	b.WriteString(strings.Join(LedgerLines(s.Ledger, LedgerView{}), "\n"))
	sum := s.Checkpoints[len(s.Checkpoints)-1].Summary
	for _, f := range facts.Missing(sum, "") {
		missing = append(missing, f)
	}
	return missing, facts.Missing(b.String(), verbatimText(s, sp))
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
	return float64(promptTokens)*1.10+float64(maxTokens) <= float64(p.sumNumCtx())
}

// sumNumCtx is the window of the summary requests.
func (p *pipeline) sumNumCtx() int { return max(p.in.SumNumCtx, p.in.NumCtx) }

// maxTokens bounds a summary's length: one and a half times its target.
func maxTokens(target int) int { return target*3/2 + 16 }

// part is one summarizer request: a run of the span's messages.
type part struct{ span Span }

// plan splits the span into summarizer requests that each fit the summary
// window; the parts' summaries are joined. ErrTooBig when a single message
// cannot fit a request.
func (p *pipeline) plan(s *session.Session, sp Span, earlier []string, level int) ([]part, error) {
	target := p.target(level)
	overhead := p.in.Size.Text(systemPromptFor(p.in.NumCtx)) + p.in.Size.Text(SummaryPrompt(s, Span{}, earlier, level, target, p.in.Focus, p.in.NumCtx))
	if p.requestFits(overhead+sp.Tokens, maxTokens(target)) {
		return []part{{span: sp}}, nil
	}
	// Parts get their share of the target; earlier notes go to the first
	// part only.
	bare := p.in.Size.Text(systemPromptFor(p.in.NumCtx)) + p.in.Size.Text(SummaryPrompt(s, Span{}, nil, level, target, p.in.Focus, p.in.NumCtx))
	share := func(tokens int) int { return max(target*tokens/max(sp.Tokens, 1), minTarget) }
	var parts []part
	cur := Span{From: sp.From}
	for _, i := range sp.Compact {
		t := p.in.Size.Message(s.Messages[i])
		if len(cur.Compact) > 0 && !p.requestFits(bare+cur.Tokens+t, maxTokens(share(cur.Tokens+t))) {
			cur.To = i
			parts = append(parts, part{span: cur})
			cur = Span{From: i}
		}
		if !p.requestFits(bare+t, maxTokens(share(t))) {
			return nil, ErrTooBig
		}
		cur.Compact = append(cur.Compact, i)
		cur.Tokens += t
	}
	cur.To = sp.To
	parts = append(parts, part{span: cur})
	p.event("split", "messages %d–%d summarized in %d parts that each fit a %d-token request", sp.From+1, sp.To, len(parts), p.sumNumCtx())
	return parts, nil
}

// summarize asks for the summary (one request per part, joined) and checks
// it; a rejected one is asked for once more, one level more detailed when facts
// were lost, more compact when it was too long. With the ledger, facts the
// summary lacks are no reason to reject or retry it: the ledger sends them.
func (p *pipeline) summarize(ctx context.Context, s *session.Session, sp Span, parts []part, earlier []string, level int, ledger bool) (summary string, missing []string, lost, finalLevel int, err error) {
	facts, g := p.grounds(s, sp, earlier)
	verbatim := verbatimText(s, sp)

	for attempt := 0; ; attempt++ {
		target := p.target(level)
		name := LevelName(level)
		if attempt > 0 {
			name = "again, " + name
		}
		var texts []string
		written := 0
		for k, pt := range parts {
			pearlier, ptarget, label := earlier, target, name
			if len(parts) > 1 {
				ptarget = max(target*pt.span.Tokens/max(sp.Tokens, 1), minTarget)
				label = fmt.Sprintf("%s, part %d of %d", name, k+1, len(parts))
				if k > 0 {
					pearlier = nil
				}
			}
			req := Request{
				Model: p.in.Model, System: systemPromptFor(p.in.NumCtx), NumCtx: p.sumNumCtx(), MaxTokens: maxTokens(ptarget),
				Prompt: SummaryPrompt(s, pt.span, pearlier, level, ptarget, p.in.Focus, p.in.NumCtx),
			}
			text, err := p.sum.Summarize(ctx, req, func(n int) {
				p.at(StageSummarize, float64(written+n)/float64(target), fmt.Sprintf("%s · %d tokens", label, written+n))
			})
			if err != nil {
				return "", nil, 0, level, err
			}
			written += p.in.Size.Text(text)
			texts = append(texts, strings.TrimSpace(text))
		}
		text := strings.TrimSpace(strings.Join(texts, "\n\n"))
		f := &facts
		if ledger {
			f = nil // the ledger keeps the facts
		}
		check := p.check(text, sp.Tokens, g, f, verbatim, target)
		if ledger && check.err == nil {
			if err := namesNone(text, &facts); err != nil {
				return "", nil, 0, level, err // not worth asking again: the ledger stands in
			}
		}
		if check.err == nil && !check.retry {
			return check.summary, check.missing, check.lost, level, nil
		}
		if attempt == 1 || ledger && !errors.Is(check.err, ErrTooLong) {
			// With the memory, a summary that is not one is not worth a
			// second request now: the memory stands in, and the model is
			// asked again some compactions later. One that is only too
			// long is written again, shorter.
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

// grounds are what a summary of the span is checked against: the span's facts,
// and what it may say (ground).
func (p *pipeline) grounds(s *session.Session, sp Span, earlier []string) (Facts, *ground) {
	var facts Facts
	g := newGround(s)
	for _, i := range sp.Compact {
		content, _ := Pruned(s.Messages[i])
		if s.Messages[i].Role == session.RoleUser {
			// A summary need not repeat a label ("Q10 ☐"), and may say what
			// one says ("[Sun 4 May]"; the third review of stop 68).
			facts.Add(g.r.stripPrefix(content))
		} else {
			facts.Add(content)
		}
		if s.Messages[i].Role != session.RoleUser && !g.r.language(content) {
			continue // noise is not what a summary may repeat
		}
		g.add(content)
	}
	for _, e := range earlier {
		g.add(e)
	}
	g.add(p.in.Focus)
	g.add(s.Goal)
	g.add(s.System)
	return facts, g
}

// ground is what a summary of a span may say: the words of its messages that
// read as language (and of the earlier summaries, the focus, the goal and the
// instructions), the names and values they hold, and their sentences — for
// checking that a name and a value a summary puts together were together.
type ground struct {
	vocab     Vocabulary
	known     map[string]bool
	sentences []keys
	r         *reader
}

// newGround starts a ground with the words of the instructions (the headings a
// summary is asked to use).
func newGround(s *session.Session) *ground {
	g := &ground{vocab: Vocabulary{}, known: map[string]bool{}, r: newReader(s)}
	g.add(instructionWords())
	return g
}

func (g *ground) add(text string) {
	g.vocab.AddWords(text)
	for _, sent := range sentences(text) {
		k := keysOf(sent)
		g.sentences = append(g.sentences, k)
		for w := range k.all {
			g.known[w] = true
		}
	}
}

// invented reports whether a summary's sentence says what the messages do not:
// a name or a value found in none of them, or a value beside names it never
// stood with ("svc-5 runs on port 20007", when 20007 was svc-7's).
func (g *ground) invented(sent string) bool {
	k := keysOf(sent)
	for w := range k.specific {
		if !g.known[w] {
			return true
		}
	}
	var names []string
	for w := range k.subjects {
		if k.specific[w] {
			names = append(names, w)
		}
	}
	if len(names) == 0 {
		return false
	}
	for v := range k.values {
		together := false
		for _, src := range g.sentences {
			if !src.all[v] {
				continue
			}
			for _, n := range names {
				if src.all[n] {
					together = true
				}
			}
		}
		if !together {
			return true
		}
	}
	return false
}

// correct takes a summary's invented sentences out; ok is false when half of
// its sentences or more were invented: then it is not a summary of these
// messages.
func (g *ground) correct(text string) (string, bool) {
	var kept []string
	total, dropped := 0, 0
	for line := range strings.Lines(text) {
		var out []string
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			kept = append(kept, strings.TrimRight(line, "\n")) // a heading
			continue
		}
		for _, sent := range sentences(line) {
			total++
			if g.invented(sent) {
				dropped++
				continue
			}
			out = append(out, sent)
		}
		if len(out) > 0 {
			prefix := ""
			if t := strings.TrimSpace(line); strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") {
				prefix = t[:2]
			}
			kept = append(kept, prefix+strings.Join(out, " "))
		} else if strings.TrimSpace(line) == "" {
			kept = append(kept, "")
		}
	}
	if dropped == 0 {
		return text, true
	}
	return strings.TrimSpace(strings.Join(kept, "\n")), dropped*2 < total
}

// personal validates the person's summary (Input.Summary) as a model's would
// be: not empty, shorter, grounded, naming some of the span's facts; facts it
// lacks are sent from the ledger (without the ledger: appended as a list).
func (p *pipeline) personal(s *session.Session, sp Span, earlier []string, ledger bool) (summary string, missing []string, lost int, err error) {
	facts, g := p.grounds(s, sp, earlier)
	text := strings.TrimSpace(p.in.Summary)
	f := &facts
	if ledger {
		f = nil
	}
	check := p.check(text, sp.Tokens, g, f, verbatimText(s, sp), max(p.in.Size.Text(text), minTarget))
	if check.err != nil {
		return "", nil, 0, check.err
	}
	if ledger {
		if err := namesNone(text, &facts); err != nil {
			return "", nil, 0, err
		}
	}
	return check.summary, check.missing, check.lost, nil
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
func (p *pipeline) check(text string, before int, g *ground, facts *Facts, verbatim string, target int) checked {
	if text == "" {
		return checked{err: ErrEmpty}
	}
	if p.in.Size.Text(text) >= before {
		return checked{err: ErrTooLong}
	}
	if p.st.Grounding > 0 && !g.r.language(text) {
		return checked{err: fmt.Errorf("%w (it does not read as language)", ErrUngrounded)}
	}
	if share := g.vocab.Grounding(text); p.st.Grounding > 0 && share < p.st.Grounding {
		return checked{err: fmt.Errorf("%w (%.0f%% of its words occur in it)", ErrUngrounded, share*100)}
	}
	if p.st.Grounding > 0 {
		corrected, ok := g.correct(text)
		if !ok {
			return checked{err: ErrInvented}
		}
		if corrected != text {
			p.event("corrected", "sentences of the summary that named what the messages do not were left out")
		}
		text = corrected
	}
	out := checked{summary: text}
	if facts == nil {
		return out
	}
	missing := facts.Missing(text, verbatim)
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

// target is the size a summary of the level should have. With the ledger, half
// of Target: the ledger carries the facts, the summary need only tell the story
// (what was being done, why, what is open).
func (p *pipeline) target(level int) int {
	t := Target(level, p.in.NumCtx)
	if !p.st.LedgerOff {
		t = max(t/2, minTarget)
	}
	return t
}
