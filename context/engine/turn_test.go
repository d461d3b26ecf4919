package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/internal/fakeollama"
	"github.com/ollm/ollm/session"
)

// names are the events' type names, in order.
func names(events []Event) string {
	var out []string
	for _, e := range events {
		out = append(out, strings.TrimPrefix(fmt.Sprintf("%T", e), "engine."))
	}
	return strings.Join(out, " ")
}

// A turn with a tool round reports every step, in order, and the session on
// disk holds what the events said: the message, the call, the result, the
// answer.
func TestTurnReportsEachStepInOrder(t *testing.T) {
	srv := fakeollama.Start(t, "tool-model",
		fakeollama.Reply{Content: "Let me look.", Calls: []api.ToolCall{fakeollama.Call(ToolContextStats, nil)}},
		fakeollama.Reply{Content: "The window is 4,096 tokens."},
	)
	conv, store := openFake(t, srv, 4096, ToolSettings{})
	var events []Event
	rep, err := Turn{Save: true, OnEvent: func(e Event) { events = append(events, e) }}.Run(context.Background(), conv, "How large is your window?")
	if err != nil {
		t.Fatal(err)
	}
	// Each reply streams as one or more Streamed. The turn ends with the
	// reply; the last save, started then, reports after (the saves before
	// each request report only a failure).
	got := names(events)
	for strings.Contains(got, "Streamed Streamed") {
		got = strings.ReplaceAll(got, "Streamed Streamed", "Streamed")
	}
	if want := "Added Asking Streamed Replied Answered Asking Streamed Replied Ended Saved"; got != want {
		t.Fatalf("events\n %s\nwant\n %s", got, want)
	}
	var answered Answered
	for _, e := range events {
		if a, ok := e.(Answered); ok {
			answered = a
		}
	}
	if len(answered.Results) != 1 || !strings.Contains(answered.Results[0].Content, "Context window: 4,096 tokens") {
		t.Fatalf("the tool's result: %+v", answered.Results)
	}
	saved, err := store.Load(conv.Sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	var roles []string
	for _, m := range saved.Messages {
		roles = append(roles, string(m.Role))
	}
	if strings.Join(roles, " ") != "user assistant tool assistant" || saved.Messages[3].Content != rep.Reply.Content || rep.Reply.Content != "The window is 4,096 tokens." {
		t.Fatalf("saved %v, the last %q; reply %q", roles, saved.Messages[len(saved.Messages)-1].Content, rep.Reply.Content)
	}
}

// held answers after release, or when the request is cancelled.
type held struct {
	release chan struct{}
	calls   int
}

func (h *held) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	h.calls++
	if err := fn(api.ChatResponse{Message: api.Message{Content: "part of it"}}); err != nil {
		return err
	}
	select {
	case <-h.release:
	case <-ctx.Done():
		return ctx.Err()
	}
	return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{PromptEvalCount: 10, EvalCount: 3}})
}

func (h *held) List(context.Context) (*api.ListResponse, error) { return &api.ListResponse{}, nil }
func (h *held) Show(context.Context, *api.ShowRequest) (*api.ShowResponse, error) {
	return &api.ShowResponse{}, nil
}

// drive runs a turn's jobs one after the other, applying each Done, and
// returns the events; stopAt, when it returns true for an event, stops there
// with the jobs still to run.
func drive(t *testing.T, n Next, stopAt func(Event) bool) (events []Event, rest []Job) {
	t.Helper()
	queue := n.Jobs
	events = n.Events
	for _, e := range n.Events {
		if stopAt != nil && stopAt(e) {
			return events, queue
		}
	}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		done := make(chan Done, 1)
		go func() { done <- j() }()
		var next Next
		select {
		case d := <-done:
			next = d.Apply()
		case <-time.After(10 * time.Second):
			t.Fatalf("a job blocked for 10 s after %s", names(events))
		}
		events = append(events, next.Events...)
		queue = append(queue, next.Jobs...)
		for _, e := range next.Events {
			if stopAt != nil && stopAt(e) {
				return events, queue
			}
		}
	}
	return events, nil
}

// A stop that comes before the stream runs stops it as it starts: the
// reply is kept, marked stopped, and nothing waits for the server.
func TestStopBeforeTheStreamStopsItAsItStarts(t *testing.T) {
	h := &held{release: make(chan struct{})}
	defer close(h.release)
	conv := openWith(t, h)
	turn, n := Turn{}.Begin(context.Background(), conv, "hello")
	if names(n.Events) != "Added Asking" || turn.State() != TurnReplying {
		t.Fatalf("events %s, state %d", names(n.Events), turn.State())
	}
	turn.Stop() // the send job has not run
	events, _ := drive(t, n, nil)
	last := conv.Sess.Messages[len(conv.Sess.Messages)-1]
	if last.Role != session.RoleAssistant || !last.Stopped || turn.State() != TurnOver {
		t.Fatalf("after a stop before the stream: %+v, events %s", last, names(events))
	}
}

// Leaving a turn mid-reply (quitting) keeps what came, marked stopped, and
// closes the stream in a job.
func TestLeaveKeepsThePartialReply(t *testing.T) {
	h := &held{release: make(chan struct{})}
	defer close(h.release)
	conv := openWith(t, h)
	turn, n := Turn{}.Begin(context.Background(), conv, "hello")
	_, rest := drive(t, n, func(e Event) bool { s, ok := e.(Streamed); return ok && s.Content != "" })
	if len(rest) != 1 {
		t.Fatalf("%d jobs left while streaming, want the wait for the next delta", len(rest))
	}
	left := turn.Leave()
	if names(left.Events) != "Replied Ended" || len(left.Jobs) != 1 {
		t.Fatalf("leave: events %s, %d jobs", names(left.Events), len(left.Jobs))
	}
	left.Jobs[0]()    // the close: it returns once the stream's goroutines ended
	rest[0]().Apply() // the wait ends with the closed stream, and changes nothing
	last := conv.Sess.Messages[len(conv.Sess.Messages)-1]
	if !last.Stopped || last.Content != "part of it" || len(conv.Sess.Messages) != 2 {
		t.Fatalf("kept %+v (%d messages)", last, len(conv.Sess.Messages))
	}
}

// openWith opens a new conversation on a temporary store with client c.
func openWith(t *testing.T, c Client) *Conversation {
	t.Helper()
	conv, _, err := Open(session.NewStore(t.TempDir()), c, fixedClock, OpenOptions{Model: "m", Options: session.Options{NumCtx: 4096}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	return conv
}

// A save that fails does not stop the turn (the chat screen keeps the
// session in memory and says so), and Run says it: a *SaveError, with the
// reply in the report and the session.
func TestRunSaysASaveFailed(t *testing.T) {
	srv := fakeollama.Start(t, "m", fakeollama.Reply{Content: "Noted."})
	conv, store := openFake(t, srv, 4096, ToolSettings{})
	path, _ := store.Path(conv.Sess.ID)
	if err := os.MkdirAll(filepath.Join(path, "in-the-way"), 0o700); err != nil {
		t.Fatal(err)
	}
	rep, err := Turn{Save: true}.Run(context.Background(), conv, "Remember the port 5432.")
	var unsaved *SaveError
	if !errors.As(err, &unsaved) || rep.Reply.Content != "Noted." || len(conv.Sess.Messages) != 2 {
		t.Fatalf("err %v, reply %q, %d messages", err, rep.Reply.Content, len(conv.Sess.Messages))
	}
}
