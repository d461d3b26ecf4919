package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ollama/ollama/api"
)

// Chatter is the part of *api.Client that streams a reply. Tests use the real
// client against a real server, or a small fake for faults a server cannot make.
type Chatter interface {
	Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error
}

// FlushInterval is how often a stream hands coalesced deltas to the UI: about 30
// updates a second, whatever the model's rate.
const FlushInterval = 33 * time.Millisecond

// Timing paces a stream: how often deltas are handed on (Flush), after how long
// without a byte from Ollama the UI hears of the silence (Silence, then again
// every Silence), and after how long of it the request is given up (GiveUp;
// zero: never). A stalled server (stopped, hung, behind a dead proxy) would
// otherwise show an empty reply forever.
type Timing struct {
	Flush, Silence, GiveUp time.Duration
}

// DefaultTiming is 33 ms frames, a word after 10 s of silence, and giving up
// after six minutes: past Ollama's own five-minute limit on loading a model, so
// that a slow load ends with Ollama's sentence rather than ours.
func DefaultTiming() Timing {
	return Timing{Flush: FlushInterval, Silence: 10 * time.Second, GiveUp: 6 * time.Minute}
}

// StalledError ends a reply after which Ollama sent nothing for After.
type StalledError struct{ After time.Duration }

func (e *StalledError) Error() string {
	return fmt.Sprintf("Ollama sent nothing for %s, so the request was given up; the partial reply is kept. Send again to retry (is the server stopped or overloaded?).", e.After.Round(time.Second))
}

// Event is what a stream delivers: text that arrived since the last event and, on
// the last event of a stream, the result.
type Event struct {
	StreamID uint64
	Content  string
	Thinking string
	// Silent is set when nothing came from Ollama for that long (a multiple
	// of Timing.Silence); the next event with text clears it.
	Silent time.Duration
	// Done is set on the last event only.
	Done *Result
}

// Result is how a reply ended.
type Result struct {
	Content    string
	Thinking   string
	DoneReason string // "stop" or "length"
	// PromptTokens and ReplyTokens are Ollama's prompt_eval_count and
	// eval_count; zero when the reply did not finish.
	PromptTokens int
	ReplyTokens  int
	EvalDuration time.Duration
	// Stopped: the person stopped the reply. Interrupted: the stream ended
	// without Ollama's final chunk and nobody stopped it (the server was lost).
	Stopped     bool
	Interrupted bool
	Err         error
}

// Stream is one reply being streamed. A producer goroutine runs Chat and feeds a
// bounded channel; a coalescer goroutine merges what arrives and hands it on at most
// every FlushInterval, and at the end. Both goroutines end after Stop or Close, even
// if nobody reads the events any more.
type Stream struct {
	ID     uint64
	events chan Event
	cancel context.CancelFunc
	quit   chan struct{}
	once   sync.Once
	wg     sync.WaitGroup
}

// Start begins streaming the reply to req. parent bounds the stream's life.
func Start(parent context.Context, c Chatter, req *api.ChatRequest, id uint64, t Timing) *Stream {
	ctx, cancel := context.WithCancel(parent)
	s := &Stream{ID: id, events: make(chan Event), cancel: cancel, quit: make(chan struct{})}
	raw := make(chan api.ChatResponse, 64)
	errc := make(chan error, 1)
	s.wg.Add(2)
	go func() { // producer
		defer s.wg.Done()
		defer close(raw)
		errc <- c.Chat(ctx, req, func(r api.ChatResponse) error {
			// A chunk that arrives after Stop is refused, always: with only
			// the select below, a free slot in raw and a done context would
			// be picked at random, and text after the stop would be kept.
			if err := ctx.Err(); err != nil {
				return err
			}
			select {
			case raw <- r:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	}()
	go func() { // coalescer
		defer s.wg.Done()
		defer close(s.events)
		s.coalesce(ctx, raw, errc, t)
	}()
	return s
}

func (s *Stream) coalesce(ctx context.Context, raw <-chan api.ChatResponse, errc <-chan error, t Timing) {
	ticker := time.NewTicker(t.Flush)
	defer ticker.Stop()
	// quiet fires after Timing.Silence without a chunk; rearm restarts it.
	var quiet <-chan time.Time
	rearm := func() {}
	if t.Silence > 0 {
		timer := time.NewTimer(t.Silence)
		defer timer.Stop()
		quiet = timer.C
		rearm = func() { timer.Reset(t.Silence) } // Go 1.23 timers: Reset drains
	}
	var (
		content, thinking strings.Builder // the whole reply
		sent, sentThink   int             // how much of it was handed on
		final             *api.ChatResponse
		due               bool
		silent            time.Duration // how long nothing has come
		reported          time.Duration // the silence already handed on
		stalled           bool
	)
	pending := func() Event {
		ev := Event{StreamID: s.ID, Content: content.String()[sent:], Thinking: thinking.String()[sentThink:]}
		if silent > reported {
			ev.Silent = silent
		}
		return ev
	}
	for {
		var out chan<- Event
		if due && (content.Len() > sent || thinking.Len() > sentThink || silent > reported) {
			out = s.events
		}
		select {
		case r, ok := <-raw:
			if !ok {
				res := &Result{Content: content.String(), Thinking: thinking.String()}
				res.Err = <-errc
				switch {
				case final != nil:
					res.DoneReason = final.DoneReason
					res.PromptTokens, res.ReplyTokens = final.PromptEvalCount, final.EvalCount
					res.EvalDuration = final.EvalDuration
				case stalled:
					res.Interrupted, res.Err = true, &StalledError{After: silent}
				case ctx.Err() != nil:
					// A stop by the person. The Go client returns nil, or,
					// when the cancel cut a line in half, an error made of
					// the partial line: neither is a failure.
					res.Stopped, res.Err = true, nil
				case res.Err == nil || partialLine(res.Err):
					// The client also returns nil (or a partial line) when
					// the server dies mid-stream: no final chunk means the
					// reply was cut.
					res.Interrupted, res.Err = true, nil
				}
				ev := pending()
				ev.Done = res
				select {
				case s.events <- ev:
				case <-s.quit:
				}
				return
			}
			content.WriteString(r.Message.Content)
			thinking.WriteString(r.Message.Thinking)
			if r.Done {
				final = &r
			}
			silent, reported = 0, 0
			rearm()
		case <-quiet:
			silent += t.Silence
			due = true
			if t.GiveUp > 0 && silent >= t.GiveUp && !stalled {
				stalled = true
				s.cancel()
			}
			rearm()
		case <-ticker.C:
			due = true
		case out <- pending():
			sent, sentThink, reported, due = content.Len(), thinking.Len(), silent, false
		case <-s.quit:
			return
		}
	}
}

// partialLine reports the error the Go client makes of an NDJSON line cut in
// half: errors.New with the line's text, which starts like a chunk.
func partialLine(err error) bool {
	var se api.StatusError
	return !errors.As(err, &se) && strings.HasPrefix(err.Error(), `{"model":`)
}

// Events returns the channel of events; it is closed after the Done event.
func (s *Stream) Events() <-chan Event { return s.events }

// Stop asks the reply to stop. The stream still ends with a Done event whose
// result is marked Stopped (unless the reply had already finished).
func (s *Stream) Stop() { s.cancel() }

// Close stops the stream and releases its goroutines without waiting for anyone to
// read the remaining events. It returns when both goroutines have ended.
func (s *Stream) Close() {
	s.cancel()
	s.once.Do(func() { close(s.quit) })
	s.wg.Wait()
}
