package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/window"
)

func lastReply(m *Model) string {
	c := m.conv.Client().(*summaryClient)
	c.mu.Lock()
	defer c.mu.Unlock()
	var b strings.Builder
	for _, msg := range c.last.Messages {
		b.WriteString(msg.Content + "\n")
	}
	return b.String()
}

// /recall finds compacted messages, the picker marks and attaches them, the bar
// and the transcript say so, and they go with the next request only; the
// history pager's r recalls the message at its top.
func TestRecallAttachesCompactedMessagesToTheNextRequest(t *testing.T) {
	m := compactedModel(t)
	drive(t, m, tea.WindowSizeMsg{Width: 120, Height: 30})
	apiStart := m.conv.Sess.APIStart
	m.composer.SetValue("/recall parser/list4.go")
	drive(t, m, press("enter"))
	scr := screen(m)
	if m.over.recall == nil || !strings.Contains(scr, `Recall “parser/list4.go”`) || !strings.Contains(scr, "#5 user") {
		t.Fatalf("no picker with message 5:\n%s", scr)
	}
	drive(t, m, press(" ")) // mark the first
	drive(t, m, press("enter"))
	if m.over.recall != nil || !strings.Contains(m.notice.text, "Message 5 goes with your next message") {
		t.Fatalf("after enter: notice %q", m.notice.text)
	}
	if scr := screen(m); !strings.Contains(scr, "+1 recalled") || !strings.Contains(scr, "↺ recalled for the next message: 5") {
		t.Fatalf("the screen does not show the recall:\n%s", scr)
	}
	typeText(t, m, "and list4?")
	drive(t, m, press("enter"))
	sent := lastReply(m)
	if !strings.Contains(sent, "<"+window.RecallTag+">") || !strings.Contains(sent, "[message 5 · user]\nQuestion 4: why does parse_list4 in internal/parser/list4.go") {
		t.Fatalf("the request lacks the recalled message:\n%s", sent)
	}
	if m.conv.Sess.APIStart != apiStart || strings.Contains(screen(m), "+1 recalled") {
		t.Fatalf("api_start %d → %d, or the bar still shows the recall", apiStart, m.conv.Sess.APIStart)
	}
	typeText(t, m, "thanks")
	drive(t, m, press("enter"))
	if strings.Contains(lastReply(m), window.RecallTag) {
		t.Fatal("the recall went with a second request")
	}
	// The pager: r on the message at the top.
	drive(t, m, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl})
	typeText(t, m, "/LIST6.go")
	drive(t, m, press("enter"))
	drive(t, m, press("n"))
	drive(t, m, press("r"))
	if m.over.pager != nil || len(m.conv.Meter.Recalled()) != 1 || m.conv.Meter.Recalled()[0] != 6 {
		t.Fatalf("r in the pager: recalled %v, notice %q", m.conv.Meter.Recalled(), m.notice.text)
	}
	m.composer.SetValue("/recall clear")
	drive(t, m, press("enter"))
	if len(m.conv.Meter.Recalled()) != 0 {
		t.Fatal("/recall clear kept the recall")
	}
	m.composer.SetValue("/recall nothing-like-this")
	drive(t, m, press("enter"))
	if m.over.recall != nil || !strings.Contains(m.notice.text, "No message the model no longer sees matches") {
		t.Fatalf("no match: %q", m.notice.text)
	}
}
