package tui

import (
	"context"
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestMain runs the tests in UTC, so that times in golden files do not depend on
// the machine.
func TestMain(m *testing.M) {
	time.Local = time.UTC
	ollamatest.Main(m)
}

// clock is a settable test clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

var t0 = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

// newTestModel builds the chat screen on a temporary store, with client c.
func newTestModel(t testing.TB, c engine.Client, o engine.OpenOptions) (*Model, *clock) {
	t.Helper()
	clk := &clock{t: t0}
	store := session.NewStore(t.TempDir())
	conv, notice, err := engine.Open(store, c, clk.now, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	m := New(Deps{Conv: conv, Host: "127.0.0.1:11434", Clock: clk.now, Dark: true, Notice: notice})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m, clk
}

// describe looks model up as the chat screen's start-up does and hands the
// answer to m, then gives it a 100×40 screen.
func describe(t testing.TB, m *Model, c engine.Catalog, model string) engine.ModelInfo {
	t.Helper()
	info, err := engine.Show(context.Background(), c, model)
	if err != nil {
		t.Fatalf("show %s: %v", model, err)
	}
	drive(t, m, modelReadyMsg{session: m.conv.Sess.ID, info: info})
	drive(t, m, tea.WindowSizeMsg{Width: 100, Height: 40})
	return info
}

// drive feeds msg to the model and runs every command it returns, feeding their
// messages back, until nothing is left or the program would quit. It returns
// whether tea.Quit was reached.
func drive(t testing.TB, m *Model, msg tea.Msg) (quit bool) {
	t.Helper()
	_, cmd := m.Update(msg)
	return run(t, m, cmd)
}

func run(t testing.TB, m *Model, cmd tea.Cmd) (quit bool) {
	t.Helper()
	return runWith(t, m, cmd, nil)
}

// runWith is run with a hook called after each message the model handles; it may
// return a message to feed next (a key the person presses mid-stream).
func runWith(t testing.TB, m *Model, cmd tea.Cmd, hook func(tea.Msg) tea.Msg) (quit bool) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	deadline := time.Now().Add(30 * time.Second)
	for len(queue) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("commands did not settle")
		}
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		msg := within(t, c, time.Until(deadline))
		switch msg := msg.(type) {
		case nil:
		case tea.QuitMsg:
			return true
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeFor[tea.Cmd]() {
				// tea.Sequence: run in order, before anything else.
				var seq []tea.Cmd
				for i := range v.Len() {
					seq = append(seq, v.Index(i).Interface().(tea.Cmd))
				}
				queue = append(seq, queue...)
				continue
			}
			if pkg := reflect.TypeOf(msg).PkgPath(); strings.HasPrefix(pkg, "charm.land/") || strings.HasPrefix(pkg, "github.com/charmbracelet/") {
				continue // terminal requests: no terminal here
			}
			_, next := m.Update(msg)
			queue = append(queue, next)
			if hook != nil {
				if extra := hook(msg); extra != nil {
					_, c := m.Update(extra)
					queue = append(queue, c)
				}
			}
		}
	}
	return false
}

// within runs one command, failing the test if it blocks past limit: a stream
// that never answers must fail the run, not hang it until the test timeout.
func within(t testing.TB, c tea.Cmd, limit time.Duration) tea.Msg {
	t.Helper()
	done := make(chan tea.Msg, 1)
	go func() { done <- c() }()
	select {
	case msg := <-done:
		return msg
	case <-time.After(max(limit, time.Second)):
		t.Fatalf("a command blocked for %s (a request Ollama never answered?)", limit.Round(time.Second))
		return nil
	}
}

func press(s string) tea.KeyPressMsg {
	switch s {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	case "ctrl+j":
		return tea.KeyPressMsg{Code: 'j', Mod: tea.ModCtrl}
	case "shift+enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter, Mod: tea.ModShift}
	}
	r := []rune(s)[0]
	return tea.KeyPressMsg{Code: r, Text: s}
}

func typeText(t testing.TB, m *Model, s string) {
	for _, r := range s {
		drive(t, m, press(string(r)))
	}
}

var ansiRE = regexp.MustCompile(`\x1b\[[0-9;:?]*[A-Za-z]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)`)

// screen is the view's content with ANSI stripped and trailing spaces trimmed.
func screen(m *Model) string {
	lines := strings.Split(ansiRE.ReplaceAllString(m.View().Content, ""), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run `make golden` to create it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden file (run `make golden` if the change is intended)\n--- got ---\n%s\n--- want ---\n%s", name, got, want)
	}
}

// realClient returns a client for the real test server.
func realClient(t testing.TB) *api.Client {
	srv := ollamatest.Require(t)
	return engine.NewClient(srv.Host)
}

// fakeClient answers Chat with a fixed reply: for Update tests that need no server.
type fakeClient struct {
	onChat func(*api.ChatRequest)
	reply  string
	prompt int
	block  chan struct{} // if set, Chat waits for it or cancel before finishing
}

func (f *fakeClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	if f.onChat != nil {
		f.onChat(req)
	}
	if err := fn(api.ChatResponse{Message: api.Message{Content: f.reply}}); err != nil {
		return err
	}
	if f.block != nil {
		select {
		case <-f.block:
		case <-ctx.Done():
			return nil
		}
	}
	return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{PromptEvalCount: f.prompt, EvalCount: 9, EvalDuration: time.Second}})
}

func (f *fakeClient) List(context.Context) (*api.ListResponse, error) {
	return &api.ListResponse{Models: []api.ListModelResponse{{Name: "fake:latest"}}}, nil
}

func (f *fakeClient) Show(_ context.Context, r *api.ShowRequest) (*api.ShowResponse, error) {
	return &api.ShowResponse{ModelInfo: map[string]any{"general.architecture": "llama", "llama.context_length": float64(4096)}}, nil
}

// errConnRefused stands for the dial error of a server that is not running.
var errConnRefused = syscallECONNREFUSED()

// failSaves makes the session's saves fail, as a full disk or an unwritable
// folder would: a folder stands where the file goes (permissions would not
// stop the root user that CI may run as). mend lets saves work again.
func failSaves(t testing.TB, m *Model) (mend func()) {
	t.Helper()
	path, _ := m.conv.Store().Path(m.conv.Sess.ID)
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(path, "in-the-way"), 0o700); err != nil {
		t.Fatal(err)
	}
	return func() {
		t.Helper()
		if err := os.RemoveAll(path); err != nil {
			t.Fatal(err)
		}
	}
}

// openElsewhere opens m's session as a second ollm would: read-only, its lock
// held by m.
func openElsewhere(t testing.TB, m *Model, c engine.Client) (*engine.Conversation, string) {
	t.Helper()
	second, notice, err := engine.Open(m.conv.Store(), c, m.conv.Now, engine.OpenOptions{SessionID: m.conv.Sess.ID})
	if err != nil || !second.ReadOnly {
		t.Fatalf("second open: %v, read-only %v", err, second != nil && second.ReadOnly)
	}
	return second, notice
}

// readOnlyWindow is a second ollm's chat screen on m's session, 100×20:
// read-only, its lock tried again every 5 ms once its Init runs.
func readOnlyWindow(t testing.TB, m *Model, c engine.Client) *Model {
	t.Helper()
	second, notice := openElsewhere(t, m, c)
	m2 := New(Deps{Conv: second, Clock: m.clock, Notice: notice, Dark: true, LockRetry: 5 * time.Millisecond})
	m2.Update(tea.WindowSizeMsg{Width: 100, Height: 20})
	return m2
}

// doneOf runs cmd (and the commands of a batch) until one gives an
// engine.Done: a turn's job ended. It fails the test when none does.
func doneOf(t testing.TB, cmd tea.Cmd) engine.Done {
	t.Helper()
	if d := dones(t, cmd, true); len(d) > 0 {
		return d[0]
	}
	t.Fatal("no job of a turn ran")
	return engine.Done{}
}

// dones runs cmd and the commands of its batches, one after the other, and
// returns the engine.Done they gave (only the first, when first).
func dones(t testing.TB, cmd tea.Cmd, first bool) []engine.Done {
	t.Helper()
	var out []engine.Done
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := within(t, c, 10*time.Second).(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case engine.Done:
			if out = append(out, msg); first {
				return out
			}
		}
	}
	return out
}

// program runs commands as Bubble Tea does, each on its own goroutine, and
// hands their messages to the test one at a time: for a turn whose jobs must
// run side by side (a compaction and the wait for its progress).
type program struct {
	t    testing.TB
	m    *Model
	msgs chan tea.Msg
	// running counts the commands not yet ended.
	running sync.WaitGroup
}

func newProgram(t testing.TB, m *Model) *program {
	return &program{t: t, m: m, msgs: make(chan tea.Msg, 64)}
}

// start runs cmd (each command of a batch on its own goroutine).
func (p *program) start(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	p.running.Add(1)
	go func() {
		defer p.running.Done()
		switch msg := cmd().(type) {
		case nil:
		case tea.BatchMsg:
			for _, c := range msg {
				p.start(c)
			}
		default:
			p.msgs <- msg
		}
	}()
}

// step hands the next message to Update and starts what it returns.
func (p *program) step() {
	p.t.Helper()
	select {
	case msg := <-p.msgs:
		_, cmd := p.m.Update(msg)
		p.start(cmd)
	case <-time.After(10 * time.Second):
		p.t.Fatal("no command ended within 10 s")
	}
}

// settle steps until every command started has ended and its message was
// handled.
func (p *program) settle() {
	p.t.Helper()
	idle := make(chan struct{})
	go func() { p.running.Wait(); close(idle) }()
	for {
		select {
		case msg := <-p.msgs:
			_, cmd := p.m.Update(msg)
			p.start(cmd)
		case <-idle:
			if len(p.msgs) == 0 {
				return
			}
			idle = make(chan struct{})
			go func() { p.running.Wait(); close(idle) }()
		case <-time.After(10 * time.Second):
			p.t.Fatal("commands did not settle within 10 s")
		}
	}
}
