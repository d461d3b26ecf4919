package tui

import (
	"strings"

	tea "charm.land/bubbletea/v2"
)

func init() {
	register(slashCommand{name: "goal", args: "[TEXT | clear]", help: "set the active goal, sent with every request and never compressed", run: func(m *Model, text string) tea.Cmd {
		s := m.conv.Sess
		switch {
		case text == "":
			if s.Goal == "" {
				m.setNotice("No active goal. /goal TEXT sets one; the model can update it with lines starting [GOAL], [DECISION], [NEXT]…", noticeInfo)
			} else {
				m.setNotice("Goal: "+s.Goal+noteSuffix(s.GoalNotes), noticeInfo)
			}
			return nil
		case m.busy(true):
			return nil
		case text == "clear":
			m.conv.Edit.Goal("")
			m.setNotice("Goal cleared.", noticeInfo)
		default:
			m.conv.Edit.Goal(text)
			m.setNotice("Goal set: "+m.conv.Sess.Goal, noticeInfo)
		}
		m.refreshGauge()
		m.gauge.viewChanged = true
		return saveCmd(m.conv.SaveJob())
	}})
}

func noteSuffix(notes []string) string {
	if len(notes) == 0 {
		return ""
	}
	return " · " + strings.Join(notes, " · ")
}
