package tui

import (
	"context"
	"fmt"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// blockingChat never answers: the benchmarks feed stream events by hand.
type blockingChat struct{ fakeClient }

func (blockingChat) Chat(ctx context.Context, _ *api.ChatRequest, _ api.ChatResponseFunc) error {
	<-ctx.Done()
	return nil
}

// withMessages returns a chat screen holding n saved messages, rendered. A
// session this long is over the window: its oldest turns are dropped before
// the next request (the truncate strategy: the client never answers a
// summary).
func withMessages(b *testing.B, n int) *Model {
	o := fakeOpts()
	o.Compression.Strategy = compression.Truncate
	m, clk := newTestModel(b, &blockingChat{}, o)
	for i := range n {
		role := session.RoleUser
		if i%2 == 1 {
			role = session.RoleAssistant
		}
		m.conv.Sess.Append(session.Message{ID: fmt.Sprintf("m%d", i), Role: role, Content: fmt.Sprintf("message %d with some words in it, enough to wrap once or twice at eighty columns of width in the transcript", i), Time: clk.t})
	}
	m.reloaded()
	drive(b, m, tea.WindowSizeMsg{Width: 100, Height: 40})
	return m
}

// streaming puts the screen in the middle of a reply: the turn's first jobs
// run (the save, the start of the stream), not the wait for its first delta.
func streaming(b *testing.B, m *Model) {
	m.composer.SetValue("question")
	_, cmd := m.Update(press("enter"))
	for _, d := range dones(b, cmd, false) {
		m.Update(d) // the stream's wait, which comes back, is not run
	}
	if m.turn.State() != engine.TurnReplying {
		b.Fatal("no reply streams")
	}
	b.Cleanup(func() {
		for _, j := range m.turn.Leave().Jobs {
			j()
		}
	})
}

func benchmarkChunk(b *testing.B, n int) {
	m := withMessages(b, n)
	streaming(b, m)
	ev := engine.Next{Events: []engine.Event{engine.Streamed{Content: "some streamed words ", Tokens: 3}}}
	para := engine.Next{Events: []engine.Event{engine.Streamed{Content: "the end of a line.\n", Tokens: 5}}}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if i++; i%10 == 0 {
			m.apply(para)
		} else {
			m.apply(ev)
		}
		_ = m.View()
	}
}

// BenchmarkChunk0 and BenchmarkChunk5000 measure one coalesced delta, update and
// frame, with an empty transcript and with 5,000 messages above it. The streaming
// reply grows with every iteration, as a real one does, a line every ten deltas.
func BenchmarkChunk0(b *testing.B)    { benchmarkChunk(b, 0) }
func BenchmarkChunk5000(b *testing.B) { benchmarkChunk(b, 5000) }

func BenchmarkView5000(b *testing.B) {
	m := withMessages(b, 5000)
	b.ResetTimer()
	for b.Loop() {
		_ = m.View()
	}
}

// BenchmarkFirstFrame is the cost from a loaded session to the first frame:
// building the screen, sizing it and drawing it (markdown renders run after).
func BenchmarkFirstFrame(b *testing.B) {
	clk := &clock{t: t0}
	store := session.NewStore(b.TempDir())
	conv, _, err := engine.Open(store, &blockingChat{}, clk.now, fakeOpts())
	if err != nil {
		b.Fatal(err)
	}
	defer conv.Close()
	for i := range 1000 {
		conv.Sess.Append(session.Message{ID: fmt.Sprint(i), Role: session.RoleUser, Content: "a saved message of moderate length"})
	}
	b.ResetTimer()
	for b.Loop() {
		m := New(Deps{Conv: conv, Clock: clk.now, Dark: true})
		m.Update(tea.WindowSizeMsg{Width: 100, Height: 40})
		_ = m.View()
	}
}
