package engine

import (
	"context"
	"errors"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Turn is one exchange run to its end on the calling goroutine, the way the
// chat screen runs it across its messages: the person's message is added (and
// saved, when save is set), the context is pruned, compacted or truncated when
// the trigger is passed (a failed compaction does not stop the turn), the reply
// is streamed, and a refusal of an over-long prompt grows the margin and asks
// once more. A reply that calls context tools is answered with their results
// and the model asked again (at most MaxToolRounds times). `ollm eval` and `ollm run` use it; the chat screen does the same
// steps through commands so that it stays responsive.
type Turn struct {
	// Progress receives the compaction's stages (may be nil); Text the reply's
	// text as it streams (may be nil).
	Progress func(compression.Progress)
	Text     func(string)
	// Tools receives each reply that called context tools, with the results
	// it was answered with (may be nil); the model is then asked again.
	Tools func(reply session.Message, results []session.Message)
	// Save saves the session after the message is added and after the reply.
	Save bool
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
	// answered by growing the margin and asking again, once).
	Overflows int
	// Result is the stream's end.
	Result *Result
	// Steps are the replies that called context tools and the tools'
	// results, in order, before Reply.
	Steps []session.Message
}

// Run runs the turn for text. A stream that ends with an error is not a Go error:
// the reply is kept with its sentence (Reply.Error); err is set when nothing
// could be asked (a message too large for the window, a save that failed) or the
// context was cancelled before the reply began.
func (t Turn) Run(ctx context.Context, c *Conversation, text string) (TurnReport, error) {
	var rep TurnReport
	c.AddUser(text)
	if err := t.save(c); err != nil {
		return rep, err
	}
	compact, out := c.Compactor.BeforeTurn()
	if out.Notice != "" || len(out.Events) > 0 {
		rep.Outcomes = append(rep.Outcomes, out)
	}
	if compact {
		k := c.Compactor.Prepare("", false)
		res, err := k.Run(ctx, t.Progress)
		rep.Outcomes = append(rep.Outcomes, c.Compactor.Apply(k, res, err))
		if ctx.Err() != nil {
			return rep, ctx.Err()
		}
	}
	for {
		req, id, notice, err := c.NextReply()
		if err != nil {
			return rep, err
		}
		rep.Request, rep.Notice = req, notice
		res := t.stream(ctx, c.Start(ctx, req, id))
		if IsOverflow(res.Err) && rep.Overflows == 0 {
			rep.Overflows++
			c.Meter.Overflowed()
			continue
		}
		if IsOverflow(res.Err) {
			rep.Overflows++
		}
		errText := ""
		if res.Err != nil {
			errText = Explain(res.Err, c.host)
		}
		var check string
		rep.Reply, check = c.Finish(res, errText)
		if check != "" {
			rep.Notice = check
		}
		rep.Result = res
		answers, more := c.Tools.Answer()
		if len(answers) > 0 {
			rep.Steps = append(append(rep.Steps, rep.Reply), answers...)
			if t.Tools != nil {
				t.Tools(rep.Reply, answers)
			}
		}
		if err := t.save(c); err != nil || !more {
			return rep, err
		}
		if ctx.Err() != nil {
			return rep, ctx.Err()
		}
	}
}

func (t Turn) stream(ctx context.Context, s *Stream) *Result {
	defer s.Close()
	for ev := range s.Events() {
		if ev.Content != "" && t.Text != nil {
			t.Text(ev.Content)
		}
		if ev.Done != nil {
			return ev.Done
		}
	}
	// The stream was closed without its end (cannot happen while we read):
	// treat it as stopped.
	return &Result{Stopped: true, Err: errors.Join(ctx.Err())}
}

func (t Turn) save(c *Conversation) error {
	if !t.Save {
		return nil
	}
	if job := c.SaveJob(); job != nil {
		if err := job(); err != nil && !errors.Is(err, session.ErrStale) {
			return err
		}
	}
	return nil
}
