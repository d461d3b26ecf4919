package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "rename", args: "TITLE", help: "rename the session", run: func(m *Model, title string) tea.Cmd {
		switch {
		case title == "":
			m.setNotice("Usage: /rename TITLE. The session is called: "+m.conv.Sess.Title, noticeInfo)
			return nil
		case m.busy(true):
			return nil
		}
		m.conv.Edit.Title(title)
		m.setNotice("Session renamed: "+m.conv.Sess.Title, noticeInfo)
		return saveCmd(m.conv.SaveJob())
	}})
}
