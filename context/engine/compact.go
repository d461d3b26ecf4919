package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// maxFailures is how many compactions in a row may fail before auto-compaction
// falls back to truncating.
const maxFailures = 3

// Compaction is a compaction prepared on the UI goroutine, to be run on another
// one: it holds its own copy of the session and of everything it reads.
type Compaction struct {
	Manual bool
	Focus  string
	rev    uint64
	in     compression.Input
	sum    compression.Summarizer
	// snapshot is a preview's: taken when the person accepts it (Run takes
	// none).
	snapshot func(*session.Session) (string, error)
	// redo is the /uncompact whose messages this compaction summarizes
	// again (/uncompact FOCUS), if any.
	redo *UncompactPlan
	// size is the size of what the model would be sent of a session.
	size func(*session.Session) int
}

// Sizes are the size of what the model is sent before and after the
// compaction, for a preview (window.Build, calibrated: the figure the bar
// shows).
func (k *Compaction) Sizes(res *compression.Result) (before, after int) {
	return k.size(k.in.Session), k.size(res.Session)
}

// Preview returns the compaction as a preview: Run stops before anything is
// saved; the person sees the result and, on accept, SnapshotJob saves the
// state before it and Apply takes it into the session.
func (k *Compaction) Preview() *Compaction {
	c := *k
	if c.snapshot == nil {
		c.snapshot, c.in.Snapshot = c.in.Snapshot, nil
	}
	return &c
}

// Edited returns the preview again with the person's text as the summary: Run
// validates it as a model's would be (a rejection is an error) and asks no
// model.
func (k *Compaction) Edited(summary string) *Compaction {
	c := *k.Preview()
	c.in.Summary, c.in.Edited = summary, true
	return &c
}

// IsPreview reports whether the compaction is a preview.
func (k *Compaction) IsPreview() bool { return k.snapshot != nil }

// IsEdited reports whether the summary is the person's text.
func (k *Compaction) IsEdited() bool { return k.in.Edited }

// SnapshotJob saves the snapshot of the state before an accepted preview (I/O:
// run it off the UI goroutine) and returns its id, for Accept.
func (k *Compaction) SnapshotJob() func() (string, error) {
	snap, s := k.snapshot, k.in.Session
	if snap == nil {
		return func() (string, error) { return "", nil }
	}
	return func() (string, error) { return snap(s) }
}

// Accept applies an accepted preview whose snapshot was saved (snap, err from
// SnapshotJob) exactly as Apply applies a compaction: nothing changes when
// the snapshot could not be saved or the session changed meanwhile.
func (p *Compactor) Accept(k *Compaction, res *compression.Result, snap string, err error) Outcome {
	if err != nil {
		c := p.conv
		text := "The snapshot before the compaction could not be saved, so it was not applied: " + err.Error()
		return Outcome{Notice: text, Events: c.Events("error", text)}
	}
	r := *res
	r.Snapshot = snap
	r.Events = append([]compression.Event{compression.SnapshotEvent(snap, r.Checkpoint.Number)}, r.Events...)
	return p.Apply(k, &r, nil)
}

// Compactor decides, before each turn, whether the context must be made smaller,
// prepares compactions and takes their outcome into the session; after
// maxFailures failed summaries in a row it falls back to truncating.
type Compactor struct {
	conv      *Conversation
	settings  compression.Settings
	retention session.Retention
	// failures counts compactions failed in a row; fallback is set after
	// maxFailures, and auto-compaction then truncates.
	failures int
	fallback bool
	// until ends the next compaction's span at the model's checkpoint
	// (Session.CompactTo, taken by BeforeTurn for the Prepare that follows).
	until int
	// heldSaid is set once the person was told that compaction is due but
	// waits for the messages they took back (Session.KeepVerbatim); note is
	// the sentence that goes before the next compaction's outcome.
	heldSaid bool
	note     string
}

func newCompactor(c *Conversation, st compression.Settings, r session.Retention) *Compactor {
	if r == (session.Retention{}) {
		r = session.DefaultRetention()
	}
	return &Compactor{conv: c, settings: st, retention: r}
}

// keepFacts turns the verbatim messages before to into a facts-only checkpoint
// (no model call), where the last-resort trim would drop them; ok is false when
// the memory is off. dropped are the memory lines its budget let go.
func (p *Compactor) keepFacts(to int) (dropped []session.LedgerEntry, ok bool) {
	st := p.settings.Defaults()
	if st.LedgerOff || st.Strategy == compression.Truncate {
		return nil, false
	}
	c := p.conv
	cal := c.Meter.Calibration()
	v := c.Meter.View()
	size := compression.Sizer{
		Message: func(m session.Message) int { return MessageTokens(m, c.Sess.Model, cal.Predict) },
		Text:    func(t string) int { return cal.Predict(c.Meter.Count(t), 0) },
	}
	ns, dropped := compression.KeepFacts(c.Sess, to, "no room was left to summarize before the next reply", size,
		int(st.MemoryShare*float64(v.Budget.NumCtx-v.Budget.Reserve)), c.clock())
	c.take(ns)
	return dropped, true
}

// take takes what a compaction changed of the session: the checkpoints, where
// the verbatim part starts, the memory and the summaries' back-off.
func (c *Conversation) take(ns *session.Session) {
	s := c.Sess
	s.Checkpoints, s.APIStart, s.PruneTo, s.Ledger = ns.Checkpoints, ns.APIStart, ns.PruneTo, ns.Ledger
	s.SummaryRejections, s.SummarySkip = ns.SummaryRejections, ns.SummarySkip
	// What an /uncompact changes besides (equal to the session's own for any
	// other compaction: it is applied only if the session did not change).
	s.Cuts, s.Uncompactions, s.KeepVerbatim = ns.Cuts, ns.Uncompactions, ns.KeepVerbatim
	if s.KeepVerbatim <= s.APIStart {
		s.KeepVerbatim = 0 // compacted again: the hold has nothing left to hold
	}
	// Ollama's count of the last exchange was of what was sent before: the
	// bar shows the estimate until the next reply, in this run and the next.
	s.LastUsage = nil
	s.Touch()
}

// reset forgets past failures (after a restore: another conversation).
func (p *Compactor) reset() { p.failures, p.fallback, p.heldSaid = 0, false, false }

// Prepare prepares a compaction of the conversation as it is now; focus steers
// the summary. Run it with Run, off the UI goroutine, then hand the outcome to
// Apply. A compaction the person asks for ends the hold of an /uncompact.
func (p *Compactor) Prepare(focus string, manual bool) *Compaction {
	return p.prepare(p.conv.Sess.Clone(), focus, manual)
}

// prepare is Prepare of sess, a state of this conversation (its own, or an
// /uncompact's plan), which it keeps.
func (p *Compactor) prepare(sess *session.Session, focus string, manual bool) *Compaction {
	c := p.conv
	cal := c.Meter.Calibration()
	v := c.Meter.ViewOf(sess)
	model := p.settings.SummarizerModel
	if model == "" {
		model = c.Sess.Model
	}
	st := p.settings.Defaults()
	if manual {
		sess.KeepVerbatim = 0
	}
	defer func() { p.until = 0 }() // one compaction only
	count := c.Meter.Count
	win := c.Meter.base()
	win.Recall = nil // a /recall goes with one request: the session does not make room for it
	store, now := c.store, c.clock
	retention := p.retention
	size := func(s *session.Session) int { return window.Build(s, count, cal, win).Tokens }
	chat := sess.Model // the model whose tokens count, read here: Run goes on elsewhere
	return &Compaction{
		Manual: manual, Focus: focus, rev: c.Sess.Rev(), size: size,
		sum: chatSummarizer{c: explainMissing{c.client}, opts: c.Sess.Options},
		in: compression.Input{
			Session: sess, NumCtx: v.Budget.NumCtx, Available: v.Budget.Available,
			Room:             v.Budget.Available + v.Budget.Checkpoints - int(st.MemoryShare*float64(v.Budget.NumCtx-v.Budget.Reserve))/4,
			CheckpointBudget: int(st.CheckpointShare * float64(v.Budget.NumCtx-v.Budget.Reserve)),
			MemoryBudget:     int(st.MemoryShare * float64(v.Budget.NumCtx-v.Budget.Reserve)),
			SumNumCtx:        summaryWindow(st.SummarizerNumCtx, v.Budget.NumCtx, c.Model),
			Size: compression.Sizer{
				Message: func(m session.Message) int { return MessageTokens(m, chat, cal.Predict) },
				Text:    func(t string) int { return cal.Predict(count(t), 0) },
			},
			Settings: st, Focus: focus, Model: model, Now: now, Until: p.until, Manual: manual,
			MemoryRoom: func(s *session.Session) int { return window.MemoryRoom(s, count, cal, win) },
			Snapshot: func(s *session.Session) (string, error) {
				sn := session.NewSnapshot(s, session.BeforeCompaction, focus, size(s), now())
				if err := keepSnapshot(store, retention, sn, now()); err != nil {
					return "", err
				}
				return sn.ID, nil
			},
			Fits: func(s *session.Session) error {
				nv := window.Build(s, count, cal, win)
				if !nv.Fits() {
					return fmt.Errorf("the context would still not fit: ~%d tokens for %d", nv.Tokens, nv.Budget.NumCtx-nv.Budget.Reserve)
				}
				return nil
			},
		},
	}
}

// Again prepares k once more with another focus, over the same messages: a
// preview written again (a checkpoint's compaction keeps its span).
func (p *Compactor) Again(k *Compaction, focus string) *Compaction {
	if k.redo != nil {
		return p.Redo(k.redo, focus, k.IsPreview())
	}
	n := p.Prepare(focus, k.Manual)
	n.in.Until = k.in.Until
	if k.IsPreview() {
		return n.Preview()
	}
	return n
}

// summaryWindow is the window of the summary requests: the setting, at least
// the chat's window and at most the model's context length.
func summaryWindow(want, chat int, m ModelInfo) int {
	if want <= chat {
		return chat
	}
	if m.ContextLength > 0 {
		return max(min(want, m.ContextLength), chat)
	}
	return want
}

// MessageTokens is a message's size in the tokens of model when sent verbatim:
// Ollama's count of a reply that model finished, else the calibrated estimate
// (a reply of another model was counted by another tokenizer).
func MessageTokens(m session.Message, model string, predict func(est, msgs int) int) int {
	if m.TokensExact && (m.Model == "" || m.Model == model) {
		return m.Tokens + predict(0, 1)
	}
	return predict(m.Estimate, 1)
}

// Run runs the pipeline. It does I/O (the model call, the snapshot): run it off
// the UI goroutine. report is called from this goroutine.
func (k *Compaction) Run(ctx context.Context, report func(compression.Progress)) (*compression.Result, error) {
	return compression.Run(ctx, k.in, k.sum, report)
}

// Outcome is what became of a compaction, for the person and the log.
type Outcome struct {
	Applied bool
	// Notice is the sentence to show; Events go to the log.
	Notice string
	Events []session.Event
	// Nothing is set when there was nothing to compact.
	Nothing bool
}

// Apply takes a finished compaction into the session, if the session did not
// change meanwhile; a failure is counted, and after three in a row
// auto-compaction falls back to truncating. A cancelled compaction is not a
// failure. Nothing is changed unless the compaction succeeded.
func (p *Compactor) Apply(k *Compaction, res *compression.Result, err error) Outcome {
	c := p.conv
	var out Outcome
	var nothing *compression.NothingError
	switch {
	case errors.As(err, &nothing):
		out.Nothing = true
		out.Notice = nothing.Reason
		out.Events = c.Events("skipped", nothing.Reason)
	case errors.Is(err, context.Canceled):
		out.Notice = "Compaction cancelled; nothing changed."
		out.Events = c.Events("cancelled", "compaction cancelled")
	case err != nil:
		p.failures++
		why := Explain(errors.Unwrap(err), c.host)
		var pe *compression.Error
		if errors.As(err, &pe) && !isOllamaError(pe.Err) {
			why = say.Sentence(pe.Err.Error())
		}
		out.Notice = "Compaction failed, nothing changed: " + why
		if p.failures >= maxFailures && !p.fallback {
			p.fallback = true
			out.Notice += fmt.Sprintf(" Summaries failed %d times in a row: from now on the oldest turns are dropped when the window fills (/compact tries a summary again).", p.failures)
		}
		out.Events = c.Events("error", err.Error())
	case c.Sess.Rev() != k.rev:
		out.Notice = "The conversation changed while it was being summarized; the compaction was dropped and will be tried again."
		out.Events = c.Events("skipped", "session changed during compaction")
	default:
		p.reset()
		c.take(res.Session)
		out.Applied = true
		out.Notice = say.Checkpoint(res, p.settings.LedgerOff)
		if k.redo != nil {
			out.Notice = k.redo.redone(c.Sess, res, k.Focus) + " " + out.Notice
		}
		for _, e := range res.Events {
			out.Events = append(out.Events, c.Events(e.Kind, e.Text)...)
		}
	}
	out.Notice = p.noted(out.Notice)
	return out
}

// noted puts the sentence BeforeTurn left for the compaction's outcome (the
// end of an /uncompact's hold) before notice.
func (p *Compactor) noted(notice string) string {
	n := p.note
	p.note = ""
	return strings.TrimSpace(n + " " + notice)
}

// isOllamaError reports whether err came from Ollama or the network, which
// Explain words better than the error itself.
func isOllamaError(err error) bool {
	var status api.StatusError
	var missing *ModelMissingError
	return errors.As(err, &status) || errors.As(err, &missing) || strings.Contains(err.Error(), "connect")
}

// Events makes log events of this session.
func (c *Conversation) Events(kind, text string) []session.Event {
	return []session.Event{{Time: c.clock(), Session: c.Sess.ID, Kind: kind, Text: text}}
}

// LogJob returns a function that appends events to the log; run it off the UI
// goroutine. A log that cannot be written is not worth stopping for.
func (c *Conversation) LogJob(events []session.Event) func() error {
	if len(events) == 0 || c.ReadOnly {
		return nil
	}
	return func() error {
		for _, e := range events {
			if err := c.store.LogEvent(e); err != nil {
				return err
			}
		}
		return nil
	}
}

// BeforeTurn runs before a turn is sent. When the verbatim part passed the
// trigger it prunes first (no model call); if that is not enough it either asks
// for a compaction (compact true: prepare one with Compaction) or, when
// summarizing is off or has failed repeatedly, drops the oldest turns and says so.
func (p *Compactor) BeforeTurn() (compact bool, out Outcome) {
	c := p.conv
	if c.ReadOnly {
		return false, out
	}
	until := c.Sess.CompactTo
	asked := until > c.Sess.APIStart
	if until != 0 {
		c.Sess.CompactTo = 0 // asked once: taken by this turn
		c.Sess.Touch()
	}
	v := c.Meter.View()
	if !v.Due() && !asked {
		return false, out
	}
	held, why := p.hold(c.Meter.ViewOf(c.Sess)) // without a /recall: it goes with one request
	if held {
		return false, why
	}
	out.Events = why.Events
	st := p.settings.Defaults()
	cal := c.Meter.Calibration()
	end := compression.RecentWindow(c.Sess, st, v.Budget.Available, func(m session.Message) int { return MessageTokens(m, c.Sess.Model, cal.Predict) })
	if freed := compression.Prune(c.Sess, end, c.Meter.Count, cal.ImageTokens()); freed > 0 {
		out.Events = c.Events("pruned", fmt.Sprintf("tool blocks and inline thinking of messages %d–%d no longer sent (~%d tokens)", c.Sess.APIStart+1, end, freed))
		if !c.Meter.View().Due() && !asked {
			return false, out
		}
	}
	if len(c.Sess.Messages) < st.MinMessages {
		return false, out
	}
	if asked {
		end = until
	}
	if st.Strategy == compression.Truncate || p.fallback {
		t := p.truncate(end)
		t.Events = append(out.Events, t.Events...)
		t.Notice = p.noted(t.Notice)
		return false, t
	}
	if asked {
		p.until = until
	}
	return true, out
}

// truncate drops the verbatim turns before end, and says so.
func (p *Compactor) truncate(end int) Outcome {
	c := p.conv
	if end <= c.Sess.APIStart {
		return Outcome{}
	}
	c.Meter.Cut(end, session.CutTruncate, c.clock())
	cut := c.Sess.Cuts[len(c.Sess.Cuts)-1]
	why := "the strategy is truncate"
	if p.fallback {
		why = "summaries keep failing"
	}
	text := fmt.Sprintf("Messages %d–%d (~%s tokens) are no longer sent to the model (%s); they stay in the history.", cut.From+1, cut.To, say.Short(cut.Tokens), why)
	return Outcome{Applied: true, Notice: text, Events: c.Events("truncated", text)}
}

// chatSummarizer writes summaries with Ollama's chat API, with the session's
// options, the window sent explicitly and truncation off: a summary request that
// does not fit is an error, never a silent cut.
type chatSummarizer struct {
	c    Chatter
	opts session.Options
}

func (s chatSummarizer) Summarize(ctx context.Context, r compression.Request, progress func(int)) (string, error) {
	no := false
	opts := map[string]any{"num_ctx": r.NumCtx, "num_predict": r.MaxTokens}
	if s.opts.Seed != nil {
		opts["seed"] = *s.opts.Seed
	}
	req := &api.ChatRequest{
		Model: r.Model,
		Messages: []api.Message{
			{Role: string(session.RoleSystem), Content: r.System},
			{Role: string(session.RoleUser), Content: r.Prompt},
		},
		// A thinking model would spend the summary's few tokens thinking;
		// false is accepted by every model.
		Options: opts, Truncate: &no, Shift: &no, Think: &api.ThinkValue{Value: false},
	}
	var b strings.Builder
	n := 0
	err := s.c.Chat(ctx, req, func(resp api.ChatResponse) error {
		b.WriteString(resp.Message.Content)
		if resp.Message.Content != "" {
			n++
			progress(n)
		}
		return nil
	})
	if ctx.Err() != nil {
		return "", ctx.Err()
	}
	return b.String(), err
}
