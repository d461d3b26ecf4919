package tui

import (
	"path/filepath"

	tea "charm.land/bubbletea/v2"
)

func init() {
	register(slashCommand{name: "export", args: "[PATH]", help: "write the session as markdown (checkpoints marked), or JSON for a .json path", run: func(m *Model, path string) tea.Cmd {
		if len(m.conv.Sess.Messages) == 0 {
			m.setNotice("Nothing to export yet: the session is empty.", noticeInfo)
			return nil
		}
		if path == "" {
			path = "ollm-" + m.conv.Sess.ID + ".md"
		}
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
		return jobCmd(m.conv.ExportJob(path), "Wrote "+path, "Could not export the session: ", false)
	}})
}
