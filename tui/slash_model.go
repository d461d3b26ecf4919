package tui

import tea "charm.land/bubbletea/v2"

func init() {
	register(slashCommand{name: "model", args: "NAME", help: "switch the model", run: func(m *Model, args string) tea.Cmd {
		if args == "" {
			m.setNotice("Model: "+m.conv.Sess.Model+". /model NAME switches (see `ollm models`).", noticeInfo)
			return nil
		}
		if m.busy(false) {
			return nil
		}
		m.setNotice("Checking "+args+"…", noticeInfo)
		return resolveModelCmd(m.conv, args, m.deps.NumCtx, true)
	}})
}
