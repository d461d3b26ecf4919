package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// seeded returns a chat screen on a saved session with a few kinds of message.
func seeded(t testing.TB, width, height int) *Model {
	t.Helper()
	m, clk := newTestModel(t, &fakeClient{}, fakeOpts())
	s := m.conv.Sess
	add := func(msg session.Message) {
		msg.ID = fmt.Sprintf("m%02d", len(s.Messages))
		msg.Time = clk.t
		s.Append(msg)
	}
	add(session.Message{Role: session.RoleUser, Content: "How do I reverse a slice in Go?"})
	add(session.Message{Role: session.RoleAssistant, Model: "fake", Content: "Use `slices.Reverse`:\n\n```go\nslices.Reverse(s)\n```\n\nIt works **in place**."})
	add(session.Message{Role: session.RoleUser, Content: "And a long line that has to wrap because it is much wider than the narrowest terminal we test"})
	add(session.Message{Role: session.RoleAssistant, Model: "fake", Content: "Partial answer", Stopped: true})
	add(session.Message{Role: session.RoleUser, Content: "again"})
	add(session.Message{Role: session.RoleAssistant, Model: "fake", Error: engine.Explain(fmt.Errorf("dial: %w", errConnRefused), "127.0.0.1:11434")})
	s.LastUsage = &session.Usage{PromptTokens: 1200, ReplyTokens: 34, NumCtx: 4096}
	m.reloaded()
	m.gauge.refresh(m.conv)
	drive(t, m, tea.WindowSizeMsg{Width: width, Height: height})
	return m
}

func TestGoldenViews(t *testing.T) {
	for _, w := range []int{40, 80, 120} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			m := seeded(t, w, 24)
			golden(t, fmt.Sprintf("chat-%d", w), screen(m))
			for i, line := range strings.Split(screen(m), "\n") {
				if n := len([]rune(line)); n > w {
					t.Errorf("line %d is %d cells wide at width %d: %q", i, n, w, line)
				}
			}
		})
	}
}

func TestGoldenHelp(t *testing.T) {
	m := seeded(t, 80, 30)
	drive(t, m, press("?"))
	golden(t, "help-80", screen(m))
}

func TestScrollingShowsOlderMessages(t *testing.T) {
	m := seeded(t, 80, 10)
	if strings.Contains(screen(m), "reverse a slice") {
		t.Fatal("the first message should be scrolled out of a 10-line screen")
	}
	for range 10 {
		drive(t, m, tea.MouseWheelMsg{Button: tea.MouseWheelUp})
	}
	if !strings.Contains(screen(m), "reverse a slice") {
		t.Fatalf("wheel up did not reach the first message:\n%s", screen(m))
	}
	for range 20 {
		drive(t, m, tea.KeyPressMsg{Code: tea.KeyPgDown})
	}
	if !strings.Contains(screen(m), "not running") {
		t.Fatalf("pgdown did not return to the newest:\n%s", screen(m))
	}
}
