package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "compact", args: "[FOCUS]", help: "summarize older messages into a checkpoint now, optionally focused", run: func(m *Model, focus string) tea.Cmd {
		if m.busy(true) {
			return nil
		}
		return m.startCompaction(focus, true, false)
	}})
}
