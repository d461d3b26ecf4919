package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/session"
)

func TestHistoryPagerFindsCompactedMessages(t *testing.T) {
	m := compactedModel(t)
	drive(t, m, tea.WindowSizeMsg{Width: 100, Height: 16})
	drive(t, m, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl})
	golden(t, "history-100", screen(m))
	if scr := screen(m); !strings.Contains(scr, "History · 30 messages") || !strings.Contains(scr, "Answer 29") {
		t.Fatalf("the pager does not open at the newest message:\n%s", scr)
	}
	// Search a compacted message: it comes to the top, marked.
	typeText(t, m, "/LIST4.go")
	if !strings.Contains(screen(m), "/LIST4.go") {
		t.Fatalf("the query is not shown while typed:\n%s", screen(m))
	}
	drive(t, m, press("enter"))
	// Two matches: the message, and its line in the memory under the
	// checkpoint's marker (the one nearer the bottom, where the pager opens).
	if scr := screen(m); !strings.Contains(scr, "▌ - #5 why does parse_list4 in internal/parser/list4.go") || !strings.Contains(scr, `"LIST4.go" 2 of 2`) {
		t.Fatalf("the ledger's line is not the first match:\n%s", scr)
	}
	drive(t, m, press("n"))
	lines := strings.Split(screen(m), "\n")
	if !strings.HasPrefix(lines[0], "you") || !strings.Contains(lines[1], "Question 4: why does parse_list4 in internal/parser/list4.go") ||
		!strings.HasPrefix(lines[1], "▌") || !strings.Contains(screen(m), `"LIST4.go" 1 of 2`) {
		t.Fatalf("the match is not at the top, marked:\n%s", screen(m))
	}
	// The summary is in place under its marker, and searchable.
	typeText(t, m, "/no depth limit;")
	drive(t, m, press("enter"))
	if scr := screen(m); !strings.Contains(scr, "── checkpoint 1 · messages 1–26") || !strings.Contains(scr, "has no depth limit; nested") {
		t.Fatalf("the summary is not shown under its marker:\n%s", scr)
	}
	typeText(t, m, "/depth limit")
	drive(t, m, press("enter"))
	first := screen(m)
	drive(t, m, press("n"))
	if screen(m) == first || !strings.Contains(screen(m), "of 16") {
		t.Fatalf("n did not move to the next match:\n%s", screen(m))
	}
	drive(t, m, press("N"))
	if screen(m) != first {
		t.Fatalf("N did not come back:\n%s", screen(m))
	}
	typeText(t, m, "/lasagna")
	drive(t, m, press("enter"))
	if !strings.Contains(screen(m), `"lasagna" is not in the history.`) {
		t.Fatalf("a missing text:\n%s", screen(m))
	}
	// Top, copy, bottom.
	drive(t, m, press("g"))
	lines = strings.Split(screen(m), "\n")
	if !strings.Contains(lines[1], "Question 0:") {
		t.Fatalf("g did not go to the top:\n%s", screen(m))
	}
	_, cmd := m.Update(press("y"))
	if cmd == nil || fmt.Sprintf("%T", cmd()) == "<nil>" || !strings.Contains(screen(m), "Copied your message (") {
		t.Fatalf("y did not copy:\n%s", screen(m))
	}
	drive(t, m, press("G"))
	if !strings.Contains(screen(m), "· end") {
		t.Fatalf("G did not go to the end:\n%s", screen(m))
	}
	drive(t, m, press("esc"))
	if m.over.pager != nil {
		t.Fatal("esc did not close the pager")
	}
}

// BenchmarkHistoryOpen10k opens the pager on a 10,000-message session and draws
// its first frame (the newest messages).
func BenchmarkHistoryOpen10k(b *testing.B) {
	m := bigModel(b, 10000)
	b.ResetTimer()
	for b.Loop() {
		m.over.openPager(m.transcript.Entries(), len(m.conv.Sess.Messages))
		_ = m.View()
	}
}

// BenchmarkHistoryTop10k opens the pager and jumps to the first message: every
// entry is rendered (the worst case; later jumps use the cache).
func BenchmarkHistoryTop10k(b *testing.B) {
	m := bigModel(b, 10000)
	b.ResetTimer()
	for b.Loop() {
		m.over.openPager(m.transcript.Entries(), len(m.conv.Sess.Messages))
		m.over.pager.Update(press("g"))
		_ = m.View()
	}
}

// BenchmarkHistorySearch10k searches 10,000 messages for a text in the first.
func BenchmarkHistorySearch10k(b *testing.B) {
	m := bigModel(b, 10000)
	m.over.openPager(m.transcript.Entries(), len(m.conv.Sess.Messages))
	b.ResetTimer()
	for b.Loop() {
		m.over.pager.Update(press("/"))
		for _, r := range "needle" {
			m.over.pager.Update(press(string(r)))
		}
		m.over.pager.Update(press("enter"))
		_ = m.View()
	}
}

func bigModel(b *testing.B, n int) *Model {
	m, _ := newTestModel(b, &fakeClient{}, fakeOpts())
	for i := range n {
		role, text := session.RoleUser, fmt.Sprintf("Question %d about the parser in internal/parser/list%d.go: why does it fail on nested lists?", i, i)
		if i%2 == 1 {
			role, text = session.RoleAssistant, fmt.Sprintf("Answer %d: the recursion has no depth limit.\n\nSo nested lists overflow the stack; add a limit of %d levels.", i, i)
		}
		if i == 0 {
			text += " needle"
		}
		m.conv.Sess.Append(session.Message{ID: fmt.Sprint("m", i), Role: role, Content: text, Model: "fake", Time: t0})
	}
	m.conv.Sess.APIStart = n - 20
	m.reloaded()
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 40})
	return m
}
