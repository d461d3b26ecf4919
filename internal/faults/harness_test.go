// Package faults runs the ollm binary as a person would, in a pseudo-terminal
// against the real Ollama server, and does to it what people and machines do:
// kill -9 at any moment, a server that dies mid-reply, a full disk. What it
// checks is on disk: every session file parses and nothing that was saved is
// ever missing.
package faults

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

func TestMain(m *testing.M) { ollamatest.Main(m) }

// binary builds ollm once per test run.
var binary struct {
	once sync.Once
	path string
	err  error
}

func ollmBinary(t *testing.T) string {
	t.Helper()
	binary.once.Do(func() {
		root, err := ollamatest.RepoRoot()
		if err != nil {
			binary.err = err
			return
		}
		dir, err := os.MkdirTemp("", "ollm-faults-bin-*")
		if err != nil {
			binary.err = err
			return
		}
		binary.path = filepath.Join(dir, "ollm")
		cmd := exec.Command("go", "build", "-o", binary.path, ".")
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			binary.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binary.err != nil {
		t.Fatal(binary.err)
	}
	return binary.path
}

// running is ollm in a pseudo-terminal.
type running struct {
	t    *testing.T
	cmd  *exec.Cmd
	ptmx *os.File
	mu   sync.Mutex
	out  bytes.Buffer
	done chan struct{}
}

// start runs ollm with args in a 100×30 terminal, with its home and server.
func start(t *testing.T, home, host string, args ...string) *running {
	t.Helper()
	cmd := exec.Command(ollmBinary(t), args...)
	cmd.Env = append(os.Environ(), "OLLM_HOME="+home, "OLLAMA_HOST="+host, "TERM=xterm-256color")
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 30, Cols: 100})
	if err != nil {
		t.Fatal(err)
	}
	r := &running{t: t, cmd: cmd, ptmx: ptmx, done: make(chan struct{})}
	t.Cleanup(func() {
		if !t.Failed() {
			return
		}
		t.Logf("the end of what ollm wrote:\n%q", tail(r.output(), 2000))
		select {
		case <-r.done:
		default: // still running: where its goroutines are (SIGQUIT makes Go print them)
			_ = cmd.Process.Signal(syscall.SIGQUIT)
			select {
			case <-r.done:
			case <-time.After(3 * time.Second):
			}
			if out := r.output(); strings.Contains(out, "SIGQUIT") {
				out = out[strings.Index(out, "SIGQUIT"):]
				t.Logf("ollm's goroutines:\n%s", strings.ReplaceAll(tail(out, 30000), "\r\n", "\n"))
			}
		}
	})
	go func() {
		buf := make([]byte, 32<<10)
		for {
			n, err := ptmx.Read(buf)
			r.mu.Lock()
			r.out.Write(buf[:n])
			r.mu.Unlock()
			if err != nil {
				close(r.done)
				return
			}
		}
	}()
	return r
}

// output returns everything the program wrote so far.
func (r *running) output() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.out.String()
}

// waitFor waits until the output contains text.
func (r *running) waitFor(text string, limit time.Duration) {
	r.t.Helper()
	r.waitForAfter(0, text, limit)
}

// waitForAfter waits until the output after its first from bytes contains
// text: text shown again, not the same words from before.
func (r *running) waitForAfter(from int, text string, limit time.Duration) {
	r.t.Helper()
	deadline := time.Now().Add(limit)
	for !strings.Contains(r.output()[from:], text) {
		if time.Now().After(deadline) {
			r.t.Fatalf("%q did not appear within %s; the screen so far:\n%q", text, limit, tail(r.output(), 2000))
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// waitStreaming waits until a reply streams after the first sent bytes of
// output: the bar shows the reply's live rate ("~N tok/s") from its first
// token on; a model still loading shows none.
func (r *running) waitStreaming(sent int, limit time.Duration) {
	r.t.Helper()
	deadline := time.Now().Add(limit)
	for !strings.Contains(r.output()[sent:], "tok/s") {
		if time.Now().After(deadline) {
			r.t.Fatalf("no reply streamed within %s; the screen so far:\n%q", limit, tail(r.output(), 2000))
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// typeLine types text and enter.
func (r *running) typeLine(text string) {
	r.t.Helper()
	if _, err := io.WriteString(r.ptmx, text+"\r"); err != nil {
		r.t.Fatal(err)
	}
}

// signal sends sig and waits for the process to end.
func (r *running) signal(sig syscall.Signal, limit time.Duration) error {
	_ = r.cmd.Process.Signal(sig)
	waited := make(chan error, 1)
	go func() { waited <- r.cmd.Wait() }()
	select {
	case err := <-waited:
		<-r.done
		r.ptmx.Close()
		return err
	case <-time.After(limit):
		_ = r.cmd.Process.Kill()
		<-waited
		r.ptmx.Close()
		return fmt.Errorf("ollm did not end within %s of %v", limit, sig)
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// onDisk reads every session file in home: the ids of their messages by
// session, and the files that do not parse.
func onDisk(t *testing.T, home string) (ids map[string]map[string]bool, broken []string) {
	t.Helper()
	ids = map[string]map[string]bool{}
	files, _ := filepath.Glob(filepath.Join(home, "sessions", "*.json"))
	for _, f := range files {
		s, err := session.LoadFile(f)
		if err != nil {
			broken = append(broken, fmt.Sprintf("%s: %v", f, err))
			continue
		}
		set := map[string]bool{}
		for _, m := range s.Messages {
			set[m.ID] = true
		}
		ids[s.ID] = set
	}
	return ids, broken
}

// server returns the shared real server with the tiny models.
func server(t *testing.T) *ollamatest.Server {
	srv := ollamatest.Require(t)
	logServerOnFailure(t, srv)
	return srv
}

// logServerOnFailure logs, when the test fails, the end of the server's log:
// what Ollama did meanwhile.
func logServerOnFailure(t *testing.T, srv *ollamatest.Server) {
	t.Cleanup(func() {
		if t.Failed() {
			var lines []string
			for _, l := range strings.Split(srv.Log(), "\n") {
				if strings.Contains(l, "[GIN]") || strings.Contains(l, "level=") {
					lines = append(lines, l)
				}
			}
			t.Logf("the end of the server's log (requests and events):\n%s", tail(strings.Join(lines, "\n"), 6000))
		}
	})
}

// ownServer starts a server of the test's own, for tests that kill it.
func ownServer(t *testing.T) *ollamatest.Server {
	t.Helper()
	ollamatest.Require(t) // the binary is built, and -short skips
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv, err := ollamatest.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Stop() })
	logServerOnFailure(t, srv)
	if err := srv.CreateTinyModels(ctx); err != nil {
		t.Fatal(err)
	}
	return srv
}
