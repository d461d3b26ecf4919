package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "help", help: "show keys and commands", run: func(m *Model, _ string) tea.Cmd {
		m.help.open = true
		return nil
	}})
}
