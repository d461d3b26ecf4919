package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
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

// FlushInterval is how often a stream hands coalesced deltas to the UI: 10
// updates a second, whatever the model's rate. Each update redraws the screen,
// and Bubble Tea as published draws a whole frame each time (~1.3 ms for
// 120×40 here): at 20 a second the frames were a third of the client's CPU
// per reply, which then took more than `ollama run` (docs/performance.md). A
// local model on a laptop writes a few tokens in 100 ms; a fast one shows
// its text in steps of a tenth of a second.
const FlushInterval = 100 * time.Millisecond

// Timing paces a stream: how often deltas are handed on (Flush), after how long
// without a byte from Ollama the UI hears of the silence (Silence, then again
// every Silence), and after how long of it the request is given up (GiveUp;
// zero: never). A stalled server (stopped, hung, behind a dead proxy) would
// otherwise show an empty reply forever.
type Timing struct {
	Flush, Silence, GiveUp time.Duration
}

// DefaultTiming is FlushInterval, a word after 10 s of silence, and giving up
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

// Delta is what a stream delivers: text that arrived since the last delta and, on
// the last delta of a stream, the result.
type Delta struct {
	StreamID uint64
	Content  string
	Thinking string
	// Tokens is how many chunks with text came since the last event. Ollama
	// sends a chunk a token, so this is the live count of the reply's tokens,
	// thinking included: as exact as Ollama's own, and free (tokenizing every
	// delta cost a tenth of the client's CPU while streaming).
	Tokens int
	// Silent is set when nothing came from Ollama for that long (a multiple
	// of Timing.Silence); the next event with text clears it.
	Silent time.Duration
	// Done is set on the last event only.
	Done *Result
}

// Result is how a reply ended.
type Result struct {
	Content  string
	Thinking string
	// ToolCalls are the tools the reply asked for (only when tools were
	// offered, with a model that calls them).
	ToolCalls  []api.ToolCall
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

// Stream is one reply being streamed. The client's goroutine appends each chunk
// to a buffer under a lock (no hand-over per token: a reply is thousands of
// chunks, and a goroutine switch for each cost more CPU than the rest of the
// client, docs/performance.md); a coalescer goroutine hands what came on at most
// every FlushInterval, and at the end. Both goroutines end after Stop or Close,
// even if nobody reads the events any more.
type Stream struct {
	ID     uint64
	events chan Delta
	cancel context.CancelFunc
	quit   chan struct{}
	once   sync.Once
	wg     sync.WaitGroup
	buf    *streamBuf
}

// streamBuf is the reply as it came, shared by the client's goroutine (which
// appends) and the coalescer (which reads). A strings.Builder never changes
// what it wrote, so a string taken under the lock stays valid after it.
type streamBuf struct {
	mu                sync.Mutex
	stopped           bool
	content, thinking strings.Builder
	calls             []api.ToolCall
	final             *api.ChatResponse
	// chunks counts every chunk, tokens those with text.
	chunks, tokens int
}

// add appends a chunk, or refuses it after Stop.
func (b *streamBuf) add(r api.ChatResponse) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stopped {
		return context.Canceled
	}
	b.content.WriteString(r.Message.Content)
	b.thinking.WriteString(r.Message.Thinking)
	b.calls = append(b.calls, r.Message.ToolCalls...)
	if r.Done {
		b.final = &r
	}
	b.chunks++
	if r.Message.Content != "" || r.Message.Thinking != "" {
		b.tokens++
	}
	return nil
}

// snapshot returns the reply so far, how many chunks made it and how many of
// them carried text.
func (b *streamBuf) snapshot() (content, thinking string, final *api.ChatResponse, chunks, tokens int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.content.String(), b.thinking.String(), b.final, b.chunks, b.tokens
}

// toolCalls returns the tool calls that came.
func (b *streamBuf) toolCalls() []api.ToolCall {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.calls)
}

// Start begins streaming the reply to req. parent bounds the stream's life.
func Start(parent context.Context, c Chatter, req *api.ChatRequest, id uint64, t Timing) *Stream {
	ctx, cancel := context.WithCancel(parent)
	s := &Stream{ID: id, events: make(chan Delta), cancel: cancel, quit: make(chan struct{}), buf: &streamBuf{}}
	done := make(chan error, 1)
	s.wg.Add(2)
	go func() { // the client reads the response and appends each chunk
		defer s.wg.Done()
		done <- c.Chat(ctx, req, func(r api.ChatResponse) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			return s.buf.add(r)
		})
	}()
	go func() { // coalescer
		defer s.wg.Done()
		defer close(s.events)
		s.coalesce(ctx, done, t)
	}()
	return s
}

func (s *Stream) coalesce(ctx context.Context, done <-chan error, t Timing) {
	ticker := time.NewTicker(t.Flush)
	defer ticker.Stop()
	// quiet fires every Timing.Silence; nothing new since the last time is
	// a silence of that much more.
	var quiet <-chan time.Time
	if t.Silence > 0 {
		timer := time.NewTicker(t.Silence)
		defer timer.Stop()
		quiet = timer.C
	}
	var (
		sent, sentThink int // how much of the reply was handed on
		sentTokens      int
		seen            int // chunks at the last quiet check
		due             bool
		silent          time.Duration // how long nothing has come
		reported        time.Duration // the silence already handed on
		stalled         bool
	)
	for {
		var out chan<- Delta
		var ev Delta
		if due {
			content, thinking, _, _, tokens := s.buf.snapshot()
			ev = Delta{StreamID: s.ID, Content: content[sent:], Thinking: thinking[sentThink:], Tokens: tokens - sentTokens}
			if silent > reported {
				ev.Silent = silent
			}
			if ev.Content != "" || ev.Thinking != "" || ev.Silent > 0 {
				out = s.events
			}
		}
		select {
		case err := <-done:
			content, thinking, final, _, tokens := s.buf.snapshot()
			res := &Result{Content: content, Thinking: thinking, ToolCalls: s.buf.toolCalls(), Err: err}
			switch {
			case final != nil:
				res.DoneReason = final.DoneReason
				res.PromptTokens, res.ReplyTokens = final.PromptEvalCount, final.EvalCount
				res.EvalDuration = final.EvalDuration
				if errors.Is(res.Err, context.Canceled) {
					res.Err = nil // the stop came after the last chunk
				}
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
			last := Delta{StreamID: s.ID, Content: content[sent:], Thinking: thinking[sentThink:], Tokens: tokens - sentTokens, Done: res}
			if silent > reported {
				last.Silent = silent
			}
			select {
			case s.events <- last:
			case <-s.quit:
			}
			return
		case <-quiet:
			if _, _, _, n, _ := s.buf.snapshot(); n != seen {
				seen, silent, reported = n, 0, 0
				continue
			}
			silent += t.Silence
			due = true
			if t.GiveUp > 0 && silent >= t.GiveUp && !stalled {
				stalled = true
				s.cancel()
			}
		case <-ticker.C:
			due = true
		case out <- ev:
			sent, sentThink, sentTokens = sent+len(ev.Content), sentThink+len(ev.Thinking), sentTokens+ev.Tokens
			reported, due = silent, false
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

// Deltas returns the channel of deltas; it is closed after the one with Done.
func (s *Stream) Deltas() <-chan Delta { return s.events }

// Stop asks the reply to stop. The stream still ends with a Done event whose
// result is marked Stopped (unless the reply had already finished). The stop is
// exact: no chunk is kept after it.
func (s *Stream) Stop() {
	s.buf.mu.Lock()
	s.buf.stopped = true
	s.buf.mu.Unlock()
	s.cancel()
}

// Close stops the stream and releases its goroutines without waiting for anyone to
// read the remaining events. It returns when both goroutines have ended.
func (s *Stream) Close() {
	s.Stop()
	s.once.Do(func() { close(s.quit) })
	s.wg.Wait()
}
