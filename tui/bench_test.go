package tui

import (
	"context"
	"fmt"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// blockingChat never answers: the benchmarks feed stream events by hand.
type blockingChat struct{ fakeClient }

func (blockingChat) Chat(ctx context.Context, _ *api.ChatRequest, _ api.ChatResponseFunc) error {
	<-ctx.Done()
	return nil
}

// withMessages returns a chat screen holding n saved messages, rendered.
func withMessages(b *testing.B, n int) *Model {
	m, clk := newTestModel(b, &blockingChat{}, fakeOpts())
	for i := range n {
		role := session.RoleUser
		if i%2 == 1 {
			role = session.RoleAssistant
		}
		m.conv.Sess.Append(session.Message{ID: fmt.Sprintf("m%d", i), Role: role, Content: fmt.Sprintf("message %d with some words in it, enough to wrap once or twice at eighty columns of width in the transcript", i), Time: clk.t})
	}
	m.loadConversation()
	drive(b, m, tea.WindowSizeMsg{Width: 100, Height: 40})
	return m
}

// streaming puts the screen in the middle of a reply.
func streaming(b *testing.B, m *Model) {
	m.composer.SetValue("question")
	_, cmd := m.Update(press("enter"))
	// The send may come batched with markdown renders (a 5,000-message
	// session is trimmed to fit first): find the stream's start.
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case streamStartedMsg:
			m.Update(msg)
			b.Cleanup(msg.stream.Close)
			return
		}
	}
	b.Fatal("no stream started")
}

func benchmarkChunk(b *testing.B, n int) {
	m := withMessages(b, n)
	streaming(b, m)
	ev := engine.Event{StreamID: m.reply.id, Content: "some streamed words "}
	para := engine.Event{StreamID: m.reply.id, Content: "the end of a line.\n"}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if i++; i%10 == 0 {
			m.Update(streamEventMsg{ev: para})
		} else {
			m.Update(streamEventMsg{ev: ev})
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
