package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "new", help: "start a new session (this one stays saved)", run: func(m *Model, _ string) tea.Cmd {
		if m.busy(false) {
			return nil
		}
		return m.switchTo("")
	}})
}
