package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "system", args: "TEXT", help: "set the system prompt (empty clears it)", run: func(m *Model, args string) tea.Cmd {
		if m.busy(true) {
			return nil
		}
		m.conv.Edit.System(args)
		if args == "" {
			m.setNotice("System prompt cleared.", noticeInfo)
		} else {
			m.setNotice("System prompt set.", noticeInfo)
		}
		return saveCmd(m.conv.SaveJob())
	}})
}
