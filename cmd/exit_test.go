package cmd

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui"
)

// panicky is the chat screen with a bug: it panics on boomMsg.
type panicky struct{ *tui.Model }

type boomMsg struct{}

func (p panicky) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(boomMsg); ok {
		panic("a bug in Update")
	}
	_, cmd := p.Model.Update(msg)
	return p, cmd
}

// chatOnStore opens a conversation with one unsaved message and the chat
// screen on it, without a terminal.
func chatOnStore(t *testing.T) (*tui.Model, *session.Store) {
	t.Helper()
	store := session.NewStore(t.TempDir())
	clock := func() time.Time { return time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC) }
	conv, _, err := engine.Open(store, api.NewClient(engine.HostURL("127.0.0.1:1"), nil), clock, engine.OpenOptions{Model: "m", Options: session.Options{NumCtx: 1024}})
	if err != nil {
		t.Fatal(err)
	}
	conv.AddUser("typed just before the crash")
	return tui.New(tui.Deps{Conv: conv, Clock: clock, Dark: true}), store
}

func headless(m tea.Model) *tea.Program {
	return tea.NewProgram(m, tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithoutSignalHandler())
}

// After a panic the terminal is restored (Bubble Tea), the session is saved and
// the person is told where it is; ollm exits non-zero.
func TestPanicStillSavesAndSaysWhere(t *testing.T) {
	m, store := chatOnStore(t)
	p := headless(panicky{m})
	go p.Send(boomMsg{})
	var stderr bytes.Buffer
	err := runProgram(p, m, &stderr)
	id := m.Conversation().Sess.ID
	if err == nil || !strings.Contains(err.Error(), "internal error") || !strings.Contains(err.Error(), "ollm --session "+id) {
		t.Fatalf("exit error %v", err)
	}
	s, lerr := store.Load(id)
	if lerr != nil || len(s.Messages) != 1 || s.Messages[0].Content != "typed just before the crash" {
		t.Fatalf("after the panic the file holds %+v (%v)", s, lerr)
	}
}

// A program killed through its context (Bubble Tea wraps ErrProgramKilled)
// still saves, and is not an error.
func TestKilledProgramSaves(t *testing.T) {
	m, store := chatOnStore(t)
	p := headless(m)
	go func() {
		// Send returns once the program's loop runs: Bubble Tea's Kill before
		// that races with Run setting itself up.
		p.Send(struct{}{})
		p.Kill()
	}()
	var stderr bytes.Buffer
	if err := runProgram(p, m, &stderr); err != nil {
		t.Fatalf("a killed program is an error: %v", err)
	}
	if _, err := store.Load(m.Conversation().Sess.ID); err != nil || !strings.Contains(stderr.String(), "saved") {
		t.Fatalf("not saved: %v, %q", err, stderr.String())
	}
}

// When the final save fails (the sessions folder cannot take the file), the
// session is written elsewhere, the person is told where, and ollm exits
// non-zero.
func TestFinalSaveFailureWritesElsewhereAndFails(t *testing.T) {
	m, store := chatOnStore(t)
	conv := m.Conversation()
	path, _ := store.Path(conv.Sess.ID)
	if err := mkdirAll(path + "/in-the-way"); err != nil { // a folder where the file goes
		t.Fatal(err)
	}
	t.Setenv("TMPDIR", t.TempDir())
	p := headless(m)
	go p.Quit()
	var stderr bytes.Buffer
	err := runProgram(p, m, &stderr)
	if err == nil {
		t.Fatalf("exit 0 although the session could not be saved; stderr %q", stderr.String())
	}
	out := stderr.String()
	i := strings.Index(out, "It was written to ")
	if i < 0 {
		t.Fatalf("no rescue path in %q", out)
	}
	rescued := strings.Fields(out[i+len("It was written to "):])[0]
	s, lerr := session.LoadFile(rescued)
	if lerr != nil || len(s.Messages) != 1 {
		t.Fatalf("the rescued file %s: %v", rescued, lerr)
	}
}

func mkdirAll(p string) error { return os.MkdirAll(p, 0o700) }
