package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "clear-context", help: "stop sending the messages so far (they stay in the history)", run: func(m *Model, _ string) tea.Cmd {
		switch {
		case m.busy(true):
			return nil
		case !m.conv.ClearContext():
			m.setNotice("Nothing to clear: no message is sent to the model yet.", noticeInfo)
			return nil
		}
		m.reloaded()
		m.setNotice("Context cleared: the model now sees only what comes next (and the system prompt).", noticeInfo)
		return saveCmd(m.conv.SaveJob())
	}})
}
