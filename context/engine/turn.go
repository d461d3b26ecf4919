package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Turn is one turn of a conversation, written once for every front end: the
// chat screen, `ollm run` and `ollm eval` drive this sequence and no other.
// A person's message sets it off (Begin): the message is added and saved; the
// context is pruned, compacted or truncated when the trigger is passed (a
// failed or cancelled compaction does not stop the turn); the request is
// built, trimmed first when it must be; the reply streams; a refusal of an
// over-long prompt grows the margin and asks once more; a reply that calls
// context tools is answered and the model asked again (at most MaxToolRounds
// times); the reply is saved. /compact runs the compaction part alone
// (Compact).
//
// The turn owns the sequence and its state, but does no I/O and starts no
// goroutine: each of its methods returns a Next — the events to show, in
// order, and the jobs, which the front end runs off its own goroutine (a
// Bubble Tea command; a goroutine of Run) and whose Done it hands back with
// Apply, on its own goroutine again. Every job ends: a save; the compaction,
// which Stop cancels; the wait for the stream's next delta, which ends with
// the stream. The context given to Begin bounds all of it.
//
// Its exported fields are the options, read by Begin, Compact and Run.
type Turn struct {
	// Save saves the session — with the person's message before the request,
	// and after the reply — and logs the turn's events; off, the turn
	// touches no file (ollm eval).
	Save bool
	// PreviewAuto makes an automatic compaction a preview, as /compact
	// --preview is: the turn waits (TurnPreviewing) for Accept, Rewrite,
	// Edit or Stop (compaction_preview: ask).
	PreviewAuto bool
	// OnEvent receives the events when Run drives the turn (may be nil).
	OnEvent func(Event)
	// Files go with the person's message (read by package attach): Begin
	// checks them first (Files.Check), and a refusal ends the turn with a
	// *FilesError before anything is added or sent.
	Files []attach.File

	c *Conversation
	// ctx bounds the turn's I/O: the stream and the compaction end with it.
	// The turn lives as long as one exchange, as a request does.
	ctx   context.Context
	io    turnIO
	state TurnState
	// message is set when a reply follows (Begin), unset for /compact.
	message bool

	// The compaction in flight (k), its cancel, and whether Stop cancelled
	// it; the preview shown and its result.
	k        *Compaction
	cancelK  context.CancelFunc
	stopped  bool
	shown    *Compaction
	shownRes *compression.Result

	// The reply in flight: its stream once it runs, what came of it, the
	// live figures; stopAsked holds a Stop that came before the stream.
	stream *Stream
	// cancelReq ends the request of the reply in flight: a stop that comes
	// before its stream runs cancels it before it is sent.
	cancelReq      context.CancelFunc
	text, thinking strings.Builder
	live           Live
	stopAsked      bool
	// retried is set while a reply is asked again after Ollama refused its
	// prompt as longer than the window.
	retried bool

	rep TurnReport
	err error
}

// TurnState is what a turn is doing.
type TurnState int

const (
	// TurnOver: the turn ended, or none runs.
	TurnOver TurnState = iota
	// TurnCompacting: a compaction (or a preview's) runs; Stop cancels it.
	TurnCompacting
	// TurnPreviewing: a preview is shown; the turn waits for the person.
	TurnPreviewing
	// TurnReplying: a reply is asked for and streams; Stop stops it.
	TurnReplying
)

// Live is the reply in flight, for the live figures of a status bar.
type Live struct {
	// PromptTokens is the prompt's calibrated estimate; Tokens the chunks
	// with text that came so far (one a token, thinking included).
	PromptTokens, Tokens int
	Start                time.Time
	id                   uint64
}

// TurnReport is what a turn did.
type TurnReport struct {
	Reply session.Message
	// Outcomes of the compactions and truncations before the reply.
	Outcomes []Outcome
	// Request is what the (last) reply was asked with.
	Request *api.ChatRequest
	// Notice is the trim's or the truncation check's sentence, if any.
	Notice string
	// Overflows counts prompts Ollama refused as larger than the window (each
	// answered by growing the margin and asking again, once a reply).
	Overflows int
	// Result is the stream's end.
	Result *Result
	// Steps are the replies that called context tools and the tools'
	// results, in order, before Reply.
	Steps []session.Message
}

// Next is what a turn asks of its front end: show Events, in order, and run
// Jobs, each off the front end's goroutine.
type Next struct {
	Events []Event
	Jobs   []Job
}

// then is n followed by m.
func (n Next) then(m Next) Next {
	return Next{Events: append(n.Events, m.Events...), Jobs: append(n.Jobs, m.Jobs...)}
}

// Job is I/O a turn needs: run it off the goroutine that drives the turn (it
// may block until the stream's next delta or the compaction's end) and hand
// its Done to Apply on that goroutine.
type Job func() Done

// Done is a finished job.
type Done struct{ apply func() Next }

// Apply continues the turn with the job's result; it must run on the
// goroutine that drives the turn. A turn that is over takes only what is
// still its own (a save's result; a stream that began meanwhile, to close).
func (d Done) Apply() Next {
	if d.apply == nil {
		return Next{}
	}
	return d.apply()
}

// Event is something a turn did, for the front end to show.
type Event interface{ turnEvent() }

// Added is the person's message, now in the session.
type Added struct{ Message session.Message }

// Compacting says a compaction runs: Progress is its stage (zero as it
// starts).
type Compacting struct{ Progress compression.Progress }

// Previewing is a preview to show: what the compaction would make. The turn
// waits for Accept, Rewrite, Edit or Stop.
type Previewing struct {
	Compaction *Compaction
	Result     *compression.Result
}

// PreviewFailed says writing the preview again failed (Edited: the person's
// summary was refused); the preview shown stays, and the turn waits again.
type PreviewFailed struct {
	Edited bool
	Err    error
}

// Compacted is what a compaction, or a truncation before the request, did.
// Outcome.Applied means the session's checkpoints or cuts changed; Failed that
// the compaction failed.
type Compacted struct {
	Outcome Outcome
	Failed  bool
}

// Trimmed says the request's trim changed the session (messages cut, or kept
// as facts only) before the request.
type Trimmed struct{}

// Asking says a reply is asked for. Notice is the trim's, or the recall's,
// sentence ("" when none).
type Asking struct{ Notice string }

// Streamed is the reply's text and thinking that came since the last, and
// how many tokens they were. Silent is set when nothing came from Ollama for
// that long.
type Streamed struct {
	Content, Thinking string
	Tokens            int
	Silent            time.Duration
}

// Retrying says Ollama refused the prompt as longer than the window: the
// margin grew, and the reply is asked again (Asking follows).
type Retrying struct{}

// Replied is the reply, now in the session. Result is how the stream ended
// (nil when the turn was left before); Notice says what Ollama's counts
// showed (a truncation) or what the reply's goal lines changed.
type Replied struct {
	Message session.Message
	Result  *Result
	Notice  string
}

// Answered is the context tools' results to the reply that called them, now
// in the session; the model is asked again (Asking follows) unless the
// rounds are used up.
type Answered struct {
	Reply   session.Message
	Results []session.Message
}

// Saved says a save of the turn ended; Err is nil when it worked
// (session.ErrStale: a newer save holds everything). Sending marks the save
// of the person's message, which goes before the request.
type Saved struct {
	Err     error
	Sending bool
}

// Ended says the turn is over. Err is set when nothing could be asked (a
// *TooLargeError) or the context ended before the reply.
type Ended struct{ Err error }

func (Added) turnEvent()         {}
func (Compacting) turnEvent()    {}
func (Previewing) turnEvent()    {}
func (PreviewFailed) turnEvent() {}
func (Compacted) turnEvent()     {}
func (Trimmed) turnEvent()       {}
func (Asking) turnEvent()        {}
func (Streamed) turnEvent()      {}
func (Retrying) turnEvent()      {}
func (Replied) turnEvent()       {}
func (Answered) turnEvent()      {}
func (Saved) turnEvent()         {}
func (Ended) turnEvent()         {}

// newTurn makes a turn of c with o's options.
func newTurn(o Turn, ctx context.Context, c *Conversation) *Turn {
	return &Turn{Save: o.Save, PreviewAuto: o.PreviewAuto, OnEvent: o.OnEvent, c: c, ctx: ctx, io: turnIO{c: c, save: o.Save}}
}

// Begin starts the turn of the person's text with o's options; ctx bounds
// its I/O.
func (o Turn) Begin(ctx context.Context, c *Conversation, text string) (*Turn, Next) {
	t := newTurn(o, ctx, c)
	if err := c.Files.Check(text, o.Files); err != nil {
		return t, t.end(err)
	}
	t.message = true
	c.AddUser(text, o.Files...)
	n := Next{Events: []Event{Added{Message: c.Sess.Messages[len(c.Sess.Messages)-1]}}}
	compact, out := c.Compactor.BeforeTurn()
	if !compact {
		if out.Notice != "" || len(out.Events) > 0 {
			return t, n.then(t.outcome(out, false))
		}
		return t, n.then(t.ask())
	}
	// The message is saved before the compaction starts, and sent when it
	// ends, whatever its outcome.
	if out.Notice != "" || len(out.Events) > 0 {
		t.rep.Outcomes = append(t.rep.Outcomes, out)
	}
	k := c.Compactor.Prepare("", false)
	if t.PreviewAuto {
		k = k.Preview()
	}
	return t, n.then(t.io.saved()).then(t.io.log(out.Events)).then(t.compact(k))
}

// Compact starts a compaction alone (/compact) with o's options: focus steers
// the summary; preview shows it before anything changes.
func (o Turn) Compact(ctx context.Context, c *Conversation, focus string, preview bool) (*Turn, Next) {
	t := newTurn(o, ctx, c)
	k := c.Compactor.Prepare(focus, true)
	if preview {
		k = k.Preview()
	}
	return t, t.compact(k)
}

// Recompact starts a compaction prepared elsewhere with o's options: checkpoints
// taken back and summarized again in one step (Compactor.Redo).
func (o Turn) Recompact(ctx context.Context, c *Conversation, k *Compaction) (*Turn, Next) {
	t := newTurn(o, ctx, c)
	return t, t.compact(k)
}

// Run runs the turn of text on c to its end with o's options, on the calling
// goroutine: the jobs run on goroutines of Run's and their results are
// applied here in the order they end, as the chat screen's commands are; the
// events go to OnEvent. A stream that ends with an error is not a Go error:
// the reply is kept with its sentence (Reply.Error); err is set when nothing
// could be asked (a message too large for the window), ctx ended before the
// reply began, or a save failed.
func (o Turn) Run(ctx context.Context, c *Conversation, text string) (TurnReport, error) {
	t, next := o.Begin(ctx, c, text)
	done := make(chan Done)
	pending := 0
	var saveErr error
	for {
		for _, e := range next.Events {
			if s, ok := e.(Saved); ok && s.Err != nil && !errors.Is(s.Err, session.ErrStale) && saveErr == nil {
				saveErr = s.Err
			}
			if o.OnEvent != nil {
				o.OnEvent(e)
			}
		}
		for _, j := range next.Jobs {
			pending++
			go func() { done <- j() }()
		}
		if pending == 0 {
			break
		}
		next = (<-done).Apply()
		pending--
	}
	switch {
	case t.err != nil:
		return t.rep, t.err
	case saveErr != nil:
		return t.rep, &SaveError{Err: saveErr}
	}
	return t.rep, nil
}

// SaveError is a save of the turn that failed: the turn went on (the reply
// was asked for and came), but the session on disk lacks what came after it.
type SaveError struct{ Err error }

func (e *SaveError) Error() string {
	return fmt.Sprintf("could not save the session (%v): the reply came, but it is not on disk", e.Err)
}

func (e *SaveError) Unwrap() error { return e.Err }

// State says what the turn is doing (TurnOver for none).
func (t *Turn) State() TurnState {
	if t == nil {
		return TurnOver
	}
	return t.state
}

// Live is the reply in flight (zero when none).
func (t *Turn) Live() Live {
	if t.State() != TurnReplying {
		return Live{}
	}
	return t.live
}

// Report says what the turn did so far.
func (t *Turn) Report() TurnReport { return t.rep }

// Stop stops what the turn is doing, as esc does: the reply in flight ends
// marked stopped (one not yet streaming stops as it starts); a compaction is
// cancelled and changes nothing; a preview is closed unapplied. The turn then
// goes on as after any such end: a message that waited for a compaction is
// sent all the same.
func (t *Turn) Stop() Next {
	switch t.State() {
	case TurnCompacting:
		t.stopped = true
		if t.cancelK != nil {
			t.cancelK()
		}
	case TurnPreviewing:
		return t.outcome(Outcome{Notice: "Compaction preview closed; nothing changed."}, false)
	case TurnReplying:
		t.stopAsked = true
		if t.stream != nil {
			t.stream.Stop()
		} else {
			t.cancelReq()
		}
	}
	return Next{}
}

// Leave ends the turn at once, as quitting does: a reply in flight is kept as
// it came, marked stopped, and its stream closed in a job; a compaction is
// cancelled. Nothing is saved: the front end saves on its way out.
func (t *Turn) Leave() Next {
	var n Next
	switch t.State() {
	case TurnOver:
		return n
	case TurnCompacting:
		if t.cancelK != nil {
			t.cancelK()
		}
	case TurnReplying:
		msg, _ := t.c.Finish(&Result{Content: t.text.String(), Thinking: t.thinking.String(), Stopped: true}, "")
		t.rep.Reply = msg
		n.Events = append(n.Events, Replied{Message: msg})
		if t.stream != nil {
			n.Jobs = append(n.Jobs, closeJob(t.stream))
		}
	}
	return n.then(t.end(nil))
}

// Accept applies the preview shown. The state before it is snapshotted
// first, in a job; nothing changes when that fails or when the session
// changed meanwhile.
func (t *Turn) Accept() Next {
	if t.State() != TurnPreviewing {
		return Next{}
	}
	k, res := t.shown, t.shownRes
	t.state = TurnCompacting
	job := k.SnapshotJob()
	return Next{Jobs: []Job{func() Done {
		snap, err := job()
		return Done{func() Next {
			if t.state != TurnCompacting || t.shown != k {
				return Next{}
			}
			return t.outcome(t.c.Compactor.Accept(k, res, snap, err), err != nil)
		}}
	}}}
}

// Rewrite writes the preview's summary again, with another focus, over the
// same messages.
func (t *Turn) Rewrite(focus string) Next {
	if t.State() != TurnPreviewing {
		return Next{}
	}
	return t.compact(t.c.Compactor.Again(t.shown, focus))
}

// Edit checks the person's text as the preview's summary, as a model's would
// be (PreviewFailed when it is refused).
func (t *Turn) Edit(summary string) Next {
	if t.State() != TurnPreviewing {
		return Next{}
	}
	return t.compact(t.shown.Edited(summary))
}

// compact runs k in a job; its progress comes back through another, re-armed
// after each report.
func (t *Turn) compact(k *Compaction) Next {
	ctx, cancel := context.WithCancel(t.ctx)
	t.state, t.k, t.cancelK, t.stopped = TurnCompacting, k, cancel, false
	updates := make(chan compression.Progress, 8)
	run := func() Done {
		res, err := k.Run(ctx, func(p compression.Progress) {
			select {
			case updates <- p:
			default: // the front end is behind: a later report will do
			}
		})
		close(updates)
		return Done{func() Next { return t.compacted(k, res, err) }}
	}
	return Next{Events: []Event{Compacting{}}, Jobs: []Job{run, t.progress(k, updates)}}
}

// progress waits for the compaction's next report.
func (t *Turn) progress(k *Compaction, updates <-chan compression.Progress) Job {
	return func() Done {
		p, ok := <-updates
		if !ok {
			return Done{}
		}
		return Done{func() Next {
			if t.k != k {
				return Next{} // its end came first; the sends never block
			}
			return Next{Events: []Event{Compacting{Progress: p}}, Jobs: []Job{t.progress(k, updates)}}
		}}
	}
}

// compacted takes a finished compaction: a preview is shown (or, written
// again, its failure said beside the one shown); anything else is applied.
func (t *Turn) compacted(k *Compaction, res *compression.Result, err error) Next {
	if t.k != k {
		return Next{} // the turn was left
	}
	t.cancelK()
	t.k, t.cancelK = nil, nil
	switch {
	case k.IsPreview() && err == nil:
		t.state, t.shown, t.shownRes = TurnPreviewing, k, res
		return Next{Events: []Event{Previewing{Compaction: k, Result: res}}}
	case k.IsPreview() && t.shown != nil && !t.stopped:
		t.state = TurnPreviewing
		return Next{Events: []Event{PreviewFailed{Edited: k.IsEdited(), Err: err}}}
	}
	out := t.c.Compactor.Apply(k, res, err)
	return t.outcome(out, err != nil && !out.Nothing)
}

// outcome reports what a compaction or a truncation did, logs it, and goes
// on: to the request when a message waits, else to a save and the end.
func (t *Turn) outcome(out Outcome, failed bool) Next {
	t.shown, t.shownRes = nil, nil
	t.rep.Outcomes = append(t.rep.Outcomes, out)
	n := Next{Events: []Event{Compacted{Outcome: out, Failed: failed}}}.then(t.io.log(out.Events))
	if t.message {
		return n.then(t.ask())
	}
	return n.then(t.io.saved()).then(t.end(nil))
}

// ask builds the request for the next reply and sends it in a job that saves
// the session first: the person's message is on disk before Ollama sees it.
func (t *Turn) ask() Next {
	c := t.c
	if err := t.ctx.Err(); err != nil {
		return t.end(err)
	}
	cuts, cps := len(c.Sess.Cuts), len(c.Sess.Checkpoints)
	req, id, notice, err := c.NextReply()
	var n Next
	if len(c.Sess.Cuts) > cuts || len(c.Sess.Checkpoints) > cps {
		n = Next{Events: []Event{Trimmed{}}}.then(t.io.log(c.Events("trimmed", notice)))
	}
	if err != nil {
		return n.then(t.io.saved()).then(t.end(err))
	}
	t.state, t.stream = TurnReplying, nil
	t.endRequest()
	ctx, cancel := context.WithCancel(t.ctx)
	t.cancelReq = cancel
	t.rep.Request, t.rep.Notice = req, notice
	t.live = Live{id: id, PromptTokens: c.Meter.Sent().Tokens, Start: c.clock()}
	t.text.Reset()
	t.thinking.Reset()
	n.Events = append(n.Events, Asking{Notice: notice})
	n.Jobs = append(n.Jobs, t.send(ctx, req, id, c.Meter.Sent().Images))
	return n
}

// endRequest releases the context of the last request.
func (t *Turn) endRequest() {
	if t.cancelReq != nil {
		t.cancelReq()
		t.cancelReq = nil
	}
}

// send saves the session (when the turn saves), then starts the reply's
// stream within ctx, with the request's images read from the images folder.
func (t *Turn) send(ctx context.Context, req *api.ChatRequest, id uint64, images [][]session.Attachment) Job {
	save, c := t.io.saveJob(), t.c
	return func() Done {
		var err error
		if save != nil {
			if err = save(); errors.Is(err, session.ErrStale) {
				err = nil // a newer save holds everything
			}
		}
		var s *Stream
		if full, imgErr := c.Files.withImages(req, images); imgErr != nil {
			s = Start(ctx, refused{imgErr}, req, id, c.timing)
		} else {
			s = c.Start(ctx, full, id)
		}
		return Done{func() Next { return t.started(s, err) }}
	}
}

// started takes the stream of the reply asked for; one the turn no longer
// waits for (it was left) is closed.
func (t *Turn) started(s *Stream, saveErr error) Next {
	var n Next
	if saveErr != nil {
		n.Events = append(n.Events, Saved{Err: saveErr, Sending: true})
	}
	if t.state != TurnReplying || t.live.id != s.ID || t.stream != nil {
		n.Jobs = append(n.Jobs, closeJob(s))
		return n
	}
	t.stream = s
	if t.stopAsked {
		s.Stop()
	}
	n.Jobs = append(n.Jobs, t.wait(s))
	return n
}

// wait waits for the stream's next delta.
func (t *Turn) wait(s *Stream) Job {
	return func() Done {
		d, ok := <-s.Deltas()
		if !ok {
			return Done{}
		}
		return Done{func() Next { return t.delta(s, d) }}
	}
}

// delta takes what the stream delivered: text to show, and at last the end.
func (t *Turn) delta(s *Stream, d Delta) Next {
	if t.stream != s {
		return Next{} // the turn was left
	}
	t.live.Tokens += d.Tokens
	t.text.WriteString(d.Content)
	t.thinking.WriteString(d.Thinking)
	var n Next
	if d.Content != "" || d.Thinking != "" || d.Silent > 0 {
		n.Events = append(n.Events, Streamed{Content: d.Content, Thinking: d.Thinking, Tokens: d.Tokens, Silent: d.Silent})
	}
	if d.Done == nil {
		n.Jobs = append(n.Jobs, t.wait(s))
		return n
	}
	t.stream = nil // its goroutines have ended with the last delta
	return n.then(t.finish(d.Done))
}

// finish takes the reply's end into the session. Ollama's refusal of a prompt
// longer than the window (our estimate was short) grows the margin and asks
// again, once a reply; a reply that called context tools is answered and the
// model asked again.
func (t *Turn) finish(res *Result) Next {
	c := t.c
	if IsOverflow(res.Err) {
		t.rep.Overflows++
		if !t.retried {
			t.retried = true
			c.Meter.Overflowed()
			return Next{Events: []Event{Retrying{}}}.then(t.ask())
		}
	}
	t.retried = false
	errText := ""
	if res.Err != nil {
		errText = Explain(res.Err, c.host)
	}
	msg, notice := c.Finish(res, errText)
	t.rep.Reply, t.rep.Result = msg, res
	if notice != "" {
		t.rep.Notice = notice
	}
	n := Next{Events: []Event{Replied{Message: msg, Result: res, Notice: notice}}}
	answers, more := c.Tools.Answer()
	if len(answers) > 0 {
		t.rep.Steps = append(append(t.rep.Steps, msg), answers...)
		n.Events = append(n.Events, Answered{Reply: msg, Results: answers})
	}
	if more {
		return n.then(t.ask())
	}
	return n.then(t.io.saved()).then(t.end(nil))
}

// end ends the turn.
func (t *Turn) end(err error) Next {
	t.endRequest()
	t.state, t.err = TurnOver, err
	t.k, t.stream = nil, nil
	return Next{Events: []Event{Ended{Err: err}}}
}

// turnIO makes the jobs of a turn that only write: the session's saves and
// its log, both only when the turn saves.
type turnIO struct {
	c    *Conversation
	save bool
}

// saveJob is the save of the session as it is now; nil when the turn does
// not save (or there is nothing to save).
func (io turnIO) saveJob() func() error {
	if !io.save {
		return nil
	}
	return io.c.SaveJob()
}

// saved saves the session as it is now, in a job that reports Saved.
func (io turnIO) saved() Next {
	job := io.saveJob()
	if job == nil {
		return Next{}
	}
	return Next{Jobs: []Job{func() Done {
		err := job()
		return Done{func() Next { return Next{Events: []Event{Saved{Err: err}}} }}
	}}}
}

// log appends events to the session's log, in a job.
func (io turnIO) log(events []session.Event) Next {
	if !io.save {
		return Next{}
	}
	job := io.c.LogJob(events)
	if job == nil {
		return Next{}
	}
	return Next{Jobs: []Job{func() Done { _ = job(); return Done{} }}}
}

// closeJob closes a stream: Close waits for its goroutines, and so for the
// connection.
func closeJob(s *Stream) Job {
	return func() Done { s.Close(); return Done{} }
}
