package tui

import (
	"fmt"
	"strconv"

	tea "charm.land/bubbletea/v2"
)

func init() {
	register(slashCommand{name: "pin", args: "[N]", help: "pin (or unpin) the last message, or message N: always sent verbatim", run: func(m *Model, arg string) tea.Cmd {
		if m.busy(true) {
			return nil
		}
		n := len(m.conv.Sess.Messages)
		if n == 0 {
			m.setNotice("Nothing to pin yet.", noticeInfo)
			return nil
		}
		i := n - 1
		if arg != "" {
			v, err := strconv.Atoi(arg)
			if err != nil || v < 1 || v > n {
				m.setNotice(fmt.Sprintf("/pin N takes a message number from 1 to %d (markers show the numbers).", n), noticeWarn)
				return nil
			}
			i = v - 1
		}
		if m.conv.Edit.Pin(i) {
			m.setNotice(fmt.Sprintf("Message %d pinned: it is always sent verbatim, never summarized.", i+1), noticeInfo)
		} else {
			m.setNotice(fmt.Sprintf("Message %d unpinned.", i+1), noticeInfo)
		}
		m.reloaded()
		return saveCmd(m.conv.SaveJob())
	}})
}
