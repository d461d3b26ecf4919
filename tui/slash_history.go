package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/tui/pager"
)

func init() {
	register(slashCommand{name: "history", help: "read the whole history, compacted messages and summaries included; / searches (also ctrl+r)", run: func(m *Model, _ string) tea.Cmd {
		m.openPager()
		return nil
	}})
}

func (m *Model) openPager() {
	m.pager = pager.New(m.st, m.transcript.Entries(), len(m.conv.Sess.Messages))
	m.pager.SetSize(m.width, m.height)
}
