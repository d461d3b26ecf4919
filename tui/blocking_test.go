package tui

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// Update does no I/O and waits for nothing: these tests catch the three
// things it used to do itself.

// While another ollm holds the session, trying its lock again reads nothing:
// the file is only read once the lock is free. (It was decoded every 3 s; a
// file the other ollm was writing — here, garbage — even made the retry open a
// new session and call it this one, regained.)
func TestReadOnlyRetryReadsNothingWhileLocked(t *testing.T) {
	fc := &fakeClient{reply: "r"}
	m, clk := newTestModel(t, fc, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	second, _ := openElsewhere(t, m, fc)
	path, _ := m.conv.Store().Path(m.conv.Sess.ID)
	if err := os.WriteFile(path, []byte(`{"version":1,"id":"`), 0o600); err != nil {
		t.Fatal(err)
	}
	m2 := New(Deps{Conv: second, Clock: clk.now, Dark: true, LockRetry: time.Millisecond})
	msg := within(t, m2.Init(), 10*time.Second)
	if batch, ok := msg.(tea.BatchMsg); ok {
		msg = within(t, batch[0], 10*time.Second) // watchLock is Init's first
	}
	if _, ok := msg.(lockRetryMsg); !ok {
		t.Fatalf("trying the lock of a session held elsewhere gave %T %+v; want another try, the file unread", msg, msg)
	}
}

// stubbornClient streams a word, then ignores cancellation until released:
// a connection slow to close.
type stubbornClient struct {
	fakeClient
	release chan struct{}
}

func (c *stubbornClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	_ = fn(api.ChatResponse{Message: api.Message{Content: "partial "}})
	<-c.release
	return nil
}

// updateWithin runs one Update on another goroutine and fails when it does not
// return: Update must never wait on a stream or a file.
func updateWithin(t *testing.T, m *Model, msg tea.Msg) tea.Cmd {
	t.Helper()
	done := make(chan tea.Cmd, 1)
	go func() { _, cmd := m.Update(msg); done <- cmd }()
	select {
	case cmd := <-done:
		return cmd
	case <-time.After(10 * time.Second):
		t.Fatalf("Update(%T) blocked: it waited for a stream's goroutines to end", msg)
		return nil
	}
}

// A signal during a reply keeps the partial reply and quits; closing the
// stream, which waits for its goroutines (and so for the connection), runs in
// a command, not in Update.
func TestClosingAStreamDoesNotBlockUpdate(t *testing.T) {
	c := &stubbornClient{release: make(chan struct{})}
	m, _ := newTestModel(t, c, fakeOpts())
	typeText(t, m, "hello")
	_, cmd := m.Update(press("enter"))
	wait := updateWithin(t, m, doneOf(t, cmd)) // the stream starts
	updateWithin(t, m, doneOf(t, wait))        // the first word
	if !strings.Contains(screen(m), "partial") {
		t.Fatal("the first word is not shown")
	}
	quit := updateWithin(t, m, SignalMsg{Signal: "terminated"})
	if quit == nil {
		t.Fatal("a signal did not quit")
	}
	if last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]; !last.Stopped || !strings.Contains(last.Content, "partial") {
		t.Fatalf("the partial reply was kept as %+v", last)
	}
	close(c.release) // the connection closes at last
	if !run(t, m, quit) {
		t.Fatal("the signal's commands did not quit")
	}
}

// Switching sessions releases the lock of the one left in a command: the
// release removes and unlocks files.
func TestSwitchReleasesTheLockOutsideUpdate(t *testing.T) {
	m, _ := newTestModel(t, &fakeClient{reply: "r"}, fakeOpts())
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	store, left := m.conv.Store(), m.conv.Sess.ID
	next, _, err := engine.Open(store, &fakeClient{}, m.conv.Now, m.conv.NextOptions())
	if err != nil {
		t.Fatal(err)
	}
	cmd := updateWithin(t, m, conversationMsg{conv: next})
	if _, err := store.Lock(left); !errors.Is(err, session.ErrLocked) {
		t.Fatalf("the lock of the session left was released inside Update (%v)", err)
	}
	run(t, m, cmd)
	l, err := store.Lock(left)
	if err != nil {
		t.Fatalf("the session left is still locked after the switch's commands: %v", err)
	}
	l.Release()
}
