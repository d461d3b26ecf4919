package tui

import (
	"strings"

	tea "charm.land/bubbletea/v2"
)

func init() {
	register(slashCommand{name: "compact", args: "[FOCUS]", help: "summarize older messages into a checkpoint now, optionally focused", run: func(m *Model, focus string) tea.Cmd {
		if m.busy(true) {
			return nil
		}
		return m.startCompaction(focusText(focus), true, false)
	}})
}

// focusText drops the "focus on" the person may write before the focus itself:
// "/compact focus on the parser" focuses on "the parser".
func focusText(s string) string {
	for _, p := range []string{"focus on ", "focus: ", "focus:"} {
		if len(s) > len(p) && strings.EqualFold(s[:len(p)], p) {
			return strings.TrimSpace(s[len(p):])
		}
	}
	return s
}
