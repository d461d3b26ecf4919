package engine

import (
	"context"
	"errors"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/ollama/ollama/api"
)

// fakeChat is a Chatter for faults a real server cannot be made to produce on
// demand: a callback after cancel, a stream that ends without its final chunk.
type fakeChat func(ctx context.Context, fn api.ChatResponseFunc) error

func (f fakeChat) Chat(ctx context.Context, _ *api.ChatRequest, fn api.ChatResponseFunc) error {
	return f(ctx, fn)
}

func collect(t *testing.T, s *Stream) (events int, content string, res *Result) {
	t.Helper()
	c := collectAll(t, s)
	return c.events, c.content, c.res
}

// streamed is what a stream delivered: its events, the text, the live token
// count (the sum of the events' Tokens) and the result.
type streamed struct {
	events, tokens int
	content        string
	res            *Result
}

func collectAll(t *testing.T, s *Stream) streamed {
	t.Helper()
	var b strings.Builder
	var out streamed
	// A hang guard, not a speed check: on two cores shared with other runs
	// a real server's reply took more than ten seconds (stop 53's CI, beside
	// two evaluations).
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case ev, ok := <-s.Deltas():
			if !ok {
				t.Fatal("events closed before the Done event")
			}
			out.events++
			out.tokens += ev.Tokens
			b.WriteString(ev.Content)
			if ev.Done != nil {
				out.content, out.res = b.String(), ev.Done
				return out
			}
		case <-timeout:
			t.Fatal("stream did not end")
		}
	}
}

// The live count is the number of chunks that carried text, thinking
// included: chunks with nothing to show (the final one) do not count.
func TestStreamCountsTheChunksWithText(t *testing.T) {
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		for i := range 300 {
			m := api.Message{Role: "assistant", Content: "ab"}
			switch i % 6 {
			case 0:
				m = api.Message{Role: "assistant", Thinking: "hmm"}
			case 1:
				m = api.Message{Role: "assistant"} // nothing to show
			}
			if err := fn(api.ChatResponse{Message: m}); err != nil {
				return err
			}
		}
		return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{EvalCount: 251}})
	})
	got := collectAll(t, Start(context.Background(), c, &api.ChatRequest{}, 3, DefaultTiming()))
	if got.tokens != 250 {
		t.Fatalf("live count %d, want the 250 chunks with text", got.tokens)
	}
}

func TestStreamCoalescesDeltas(t *testing.T) {
	var want strings.Builder
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		for i := range 2000 {
			piece := string(rune('a' + i%26))
			want.WriteString(piece)
			if err := fn(api.ChatResponse{Message: api.Message{Content: piece}}); err != nil {
				return err
			}
			if i%100 == 0 {
				time.Sleep(5 * time.Millisecond)
			}
		}
		return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{PromptEvalCount: 12, EvalCount: 2001}})
	})
	s := Start(context.Background(), c, &api.ChatRequest{}, 7, DefaultTiming())
	events, content, res := collect(t, s)
	if content != want.String() || res.Content != want.String() {
		t.Fatalf("content lost or reordered: got %d bytes, want %d", len(content), want.Len())
	}
	if events > 50 {
		t.Fatalf("%d events for 2000 chunks: deltas were not coalesced", events)
	}
	if res.Stopped || res.Interrupted || res.Err != nil || res.PromptTokens != 12 || res.ReplyTokens != 2001 || res.DoneReason != "stop" {
		t.Fatalf("result %+v", res)
	}
	if ev, ok := <-s.Deltas(); ok {
		t.Fatalf("event after Done: %+v", ev)
	}
}

// The stop is exact: the reply keeps every chunk accepted before Stop and none
// of those that come after it, however many the client still delivers.
func TestStreamStopKeepsExactlyWhatCameBeforeIt(t *testing.T) {
	sent, stopped := make(chan struct{}), make(chan struct{})
	late := 0
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		for _, piece := range []string{"a", "b", "c"} {
			if err := fn(api.ChatResponse{Message: api.Message{Content: piece}}); err != nil {
				t.Errorf("chunk %q before the stop refused: %v", piece, err)
			}
		}
		close(sent)
		<-stopped
		// The real client may call back several more times after cancel
		// (lines already read), then returns nil.
		for range 40 {
			if fn(api.ChatResponse{Message: api.Message{Content: "LATE"}}) == nil {
				late++
			}
		}
		return nil
	})
	s := Start(context.Background(), c, &api.ChatRequest{}, 1, DefaultTiming())
	<-sent
	s.Stop()
	close(stopped)
	_, content, res := collect(t, s)
	if !res.Stopped || res.Interrupted || res.Err != nil {
		t.Fatalf("result after stop: %+v", res)
	}
	if res.Content != "abc" || content != "abc" || late != 0 {
		t.Fatalf("reply %q (events %q), %d late chunks accepted; want exactly \"abc\" and none", res.Content, content, late)
	}
}

func TestStreamWithoutFinalChunkIsInterrupted(t *testing.T) {
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		_ = fn(api.ChatResponse{Message: api.Message{Content: "partial"}})
		return nil // what the client returns when the server dies mid-stream
	})
	_, content, res := collect(t, Start(context.Background(), c, &api.ChatRequest{}, 1, DefaultTiming()))
	if !res.Interrupted || res.Stopped || content != "partial" {
		t.Fatalf("result %+v, content %q", res, content)
	}
}

func TestStreamCutMidLineIsInterruptedNotAnError(t *testing.T) {
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		_ = fn(api.ChatResponse{Message: api.Message{Content: "partial"}})
		return errors.New(`{"model":"m","created_at":"2026-11`) // as the client reports a cut line
	})
	_, _, res := collect(t, Start(context.Background(), c, &api.ChatRequest{}, 1, DefaultTiming()))
	if !res.Interrupted || res.Err != nil {
		t.Fatalf("result %+v", res)
	}
}

func TestStreamError(t *testing.T) {
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		return api.StatusError{StatusCode: http.StatusBadRequest, ErrorMessage: "the input length exceeds the context length"}
	})
	_, _, res := collect(t, Start(context.Background(), c, &api.ChatRequest{}, 1, DefaultTiming()))
	var se api.StatusError
	if !errors.As(res.Err, &se) || res.Interrupted || res.Stopped {
		t.Fatalf("result %+v", res)
	}
}

func TestCloseWithoutReadingLeaksNothing(t *testing.T) {
	before := runtime.NumGoroutine()
	for range 20 {
		c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
			for {
				if err := fn(api.ChatResponse{Message: api.Message{Content: "y"}}); err != nil {
					return nil
				}
			}
		})
		s := Start(context.Background(), c, &api.ChatRequest{}, 1, Timing{Flush: time.Millisecond})
		time.Sleep(2 * time.Millisecond)
		s.Close() // nobody reads the events
	}
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines before, %d after closing 20 streams", before, n)
	}
}

// A server that sends nothing (stopped with SIGSTOP, hung): the stream says so
// after each Silence, and gives the request up after GiveUp, keeping what came.
func TestStalledServerIsReportedThenGivenUp(t *testing.T) {
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		_ = fn(api.ChatResponse{Message: api.Message{Content: "half a "}})
		<-ctx.Done() // then nothing, until given up
		return nil
	})
	s := Start(context.Background(), c, &api.ChatRequest{}, 1, Timing{Flush: 2 * time.Millisecond, Silence: 30 * time.Millisecond, GiveUp: 90 * time.Millisecond})
	var silences []time.Duration
	var res *Result
	for ev := range s.Deltas() {
		if ev.Silent > 0 {
			silences = append(silences, ev.Silent)
		}
		if ev.Done != nil {
			res = ev.Done
		}
	}
	var stalled *StalledError
	if res == nil || !res.Interrupted || res.Stopped || !errors.As(res.Err, &stalled) || res.Content != "half a " {
		t.Fatalf("result %+v", res)
	}
	if len(silences) < 2 || silences[0] != 30*time.Millisecond || silences[len(silences)-1] < 60*time.Millisecond {
		t.Fatalf("silences reported %v, want 30ms, 60ms…", silences)
	}
}

// Text after a silence ends it: the next events carry no Silent.
func TestSilenceEndsWhenTextComes(t *testing.T) {
	resume := make(chan struct{})
	c := fakeChat(func(ctx context.Context, fn api.ChatResponseFunc) error {
		<-resume
		_ = fn(api.ChatResponse{Message: api.Message{Content: "late but here"}})
		return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{PromptEvalCount: 3, EvalCount: 4}})
	})
	s := Start(context.Background(), c, &api.ChatRequest{}, 1, Timing{Flush: 2 * time.Millisecond, Silence: 20 * time.Millisecond})
	first := <-s.Deltas()
	if first.Silent != 20*time.Millisecond || first.Content != "" {
		t.Fatalf("first event %+v, want a 20ms silence", first)
	}
	close(resume)
	text := false
	for ev := range s.Deltas() {
		text = text || ev.Content != ""
		if text && ev.Silent != 0 {
			t.Fatalf("silence %v reported with or after the text: %+v", ev.Silent, ev)
		}
		if ev.Done != nil && (ev.Done.Content != "late but here" || ev.Done.Err != nil) {
			t.Fatalf("result %+v", ev.Done)
		}
	}
}
