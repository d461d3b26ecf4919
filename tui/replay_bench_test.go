//go:build unix

package tui

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// replayEnv, when set, makes the test binary a replay server instead of running
// tests: BenchmarkStreamedReply starts it as a child process, so that the
// server's CPU is not counted in the client's.
const replayEnv = "OLLM_REPLAY_SERVER"

func init() {
	if os.Getenv(replayEnv) != "" {
		serveReplay(recordedReply(4000), time.Second/600)
		os.Exit(0)
	}
}

// recordedReply is a reply of n tokens as the tiny model streams them: one
// NDJSON line per token (a few letters), then the final line with the counts.
func recordedReply(n int) [][]byte {
	words := strings.Fields("toe htnia rs eolt a tps inhtgey eoitdair lis lnedrer ttiphaogd u tl mius nlfeotr")
	var out [][]byte
	for i := range n {
		w := words[i%len(words)]
		text := w[:min(len(w), 1+i%3)]
		if i%7 == 0 {
			text = " "
		}
		if i%90 == 89 {
			text = "\n"
		}
		line, _ := json.Marshal(api.ChatResponse{Model: "tiny-endless", CreatedAt: time.Now(), Message: api.Message{Role: "assistant", Content: text}})
		out = append(out, line)
	}
	last, _ := json.Marshal(api.ChatResponse{Model: "tiny-endless", Done: true, DoneReason: "length",
		Metrics: api.Metrics{PromptEvalCount: 20, EvalCount: n, EvalDuration: time.Duration(n) * 1600 * time.Microsecond}})
	return append(out, last)
}

// serveReplay answers every /api/chat with lines, one every gap, each flushed
// as its own HTTP chunk, as Ollama writes a token. It prints its address on
// stdout and ends when stdin is closed (its parent ended).
func serveReplay(lines [][]byte, gap time.Duration) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(ln.Addr())
	go func() { _, _ = io.Copy(io.Discard, os.Stdin); os.Exit(0) }()
	mux := http.NewServeMux()
	mux.HandleFunc("/api/chat", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-ndjson")
		flusher := w.(http.Flusher)
		next := time.Now()
		for _, line := range lines {
			next = next.Add(gap)
			if d := time.Until(next); d > 0 {
				select {
				case <-time.After(d):
				case <-r.Context().Done():
					return
				}
			}
			_, _ = w.Write(append(line, '\n'))
			flusher.Flush()
		}
	})
	_ = http.Serve(ln, mux)
}

// startReplayServer runs the replay server in a child process and returns its
// address.
func startReplayServer(b *testing.B) string {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), replayEnv+"=1")
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = stdin.Close(); _ = cmd.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		b.Fatal("the replay server did not start: ", err)
	}
	return strings.TrimSpace(addr)
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkStreamedReply replays a 4,000-token reply at 600 tokens a second
// (the tiny model's rate here), one HTTP chunk a token as Ollama writes them,
// from a server in a child process, through the whole client: ollm's Ollama
// client (engine.NewClient), the stream, Update, View and Bubble Tea's
// renderer on a 120×40 screen (writing to io.Discard). It reports this
// process's CPU time per reply: the figure to set beside `ollama run`'s
// (docs/performance.md). Run with -benchtime=3x.
func BenchmarkStreamedReply(b *testing.B) {
	client := engine.NewClient(startReplayServer(b))
	dir, err := os.MkdirTemp("", "ollm-bench-")
	if err != nil {
		b.Fatal(err)
	}
	// Removed at the end whatever a save still in flight when the program is
	// killed left there (b.TempDir would fail the run on it).
	defer os.RemoveAll(dir)
	conv, _, err := engine.Open(session.NewStore(dir), client, time.Now, engine.OpenOptions{Model: "tiny-endless", Options: session.Options{NumCtx: 8192}})
	if err != nil {
		b.Fatal(err)
	}
	m := New(Deps{Conv: conv, Host: "replay", Clock: time.Now, Dark: true})
	w := &watched{Model: m, done: make(chan struct{}, 1)}
	done := w.done
	p := tea.NewProgram(w, tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithWindowSize(120, 40), tea.WithoutSignalHandler(), tea.WithFPS(FPS))
	ran := make(chan struct{})
	go func() { _, _ = p.Run(); close(ran) }()
	defer func() { p.Kill(); <-ran; conv.Close() }()
	time.Sleep(200 * time.Millisecond)
	var cpu time.Duration
	for b.Loop() {
		p.Send(tea.PasteMsg{Content: "/clear-context"})
		p.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
		p.Send(tea.PasteMsg{Content: "write a long story"})
		start := cpuTime()
		p.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
		select {
		case <-done:
		case <-time.After(time.Minute):
			b.Fatal("the reply did not end")
		}
		cpu += cpuTime() - start
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/reply")
	if m.saveErr != nil {
		b.Fatal(m.saveErr)
	}
	if last := conv.Sess.Messages[len(conv.Sess.Messages)-1]; last.Tokens != 4000 || !last.TokensExact {
		b.Fatalf("the last reply was saved with %d tokens (exact %v), want Ollama's 4,000", last.Tokens, last.TokensExact)
	}
}

// watched is the chat screen, telling done when a reply ends.
type watched struct {
	*Model
	done chan struct{}
	was  bool
}

func (w *watched) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := w.Model.Update(msg)
	replying := w.Model.turn.State() == engine.TurnReplying
	if w.was && !replying {
		w.done <- struct{}{}
	}
	w.was = replying
	return w, cmd
}
