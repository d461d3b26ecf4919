package tui

import (
	tea "charm.land/bubbletea/v2"
)

func init() {
	register(slashCommand{name: "history", help: "read the whole history, compacted messages and summaries included; / searches (also ctrl+r)", run: func(m *Model, _ string) tea.Cmd {
		m.over.openPager(m.transcript.Entries(), len(m.conv.Sess.Messages))
		return nil
	}})
}
