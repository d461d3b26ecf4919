//go:build unix

package tui

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// replayClient replays a recorded reply at Ollama's cadence: tokens NDJSON
// lines, one every gap, decoded from bytes as the Ollama client decodes them.
type replayClient struct {
	fakeClient
	lines [][]byte
	gap   time.Duration
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

func (r *replayClient) Chat(ctx context.Context, _ *api.ChatRequest, fn api.ChatResponseFunc) error {
	next := time.Now()
	for _, line := range r.lines {
		next = next.Add(r.gap)
		if d := time.Until(next); d > 0 {
			select {
			case <-time.After(d):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		var resp api.ChatResponse
		if err := json.Unmarshal(line, &resp); err != nil {
			return err
		}
		if err := fn(resp); err != nil {
			return err
		}
	}
	return nil
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkStreamedReply replays a 4,000-token reply at 600 tokens a second
// (the tiny model's rate here) through the whole program: the stream, Update,
// View and Bubble Tea's renderer on a 120×40 screen (writing to io.Discard).
// It reports the process's CPU time per reply: the figure to set beside
// `ollama run`'s (docs/performance.md). Run with -benchtime=3x.
func BenchmarkStreamedReply(b *testing.B) {
	rc := &replayClient{lines: recordedReply(4000), gap: time.Second / 600}
	m, _ := newTestModel(b, rc, engine.OpenOptions{Model: "tiny-endless", Options: session.Options{NumCtx: 8192}})
	w := &watched{Model: m, done: make(chan struct{}, 1)}
	done := w.done
	p := tea.NewProgram(w, tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithWindowSize(120, 40), tea.WithoutSignalHandler(), tea.WithFPS(30))
	ran := make(chan struct{})
	go func() { _, _ = p.Run(); close(ran) }()
	defer func() { p.Kill(); <-ran; m.conv.Close() }()
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
}

// watched is the chat screen, telling done when a reply ends.
type watched struct {
	*Model
	done chan struct{}
	was  bool
}

func (w *watched) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := w.Model.Update(msg)
	if w.was && !w.Model.streaming {
		w.done <- struct{}{}
	}
	w.was = w.Model.streaming
	return w, cmd
}
