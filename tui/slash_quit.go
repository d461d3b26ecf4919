package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "quit", help: "save and quit", run: func(m *Model, _ string) tea.Cmd {
		return m.quit()
	}})
}
