package tui

import (
	"errors"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/session"
)

func init() {
	register(slashCommand{name: "export", args: "[--force] [PATH]", help: "write the session as markdown (checkpoints marked), or JSON for a .json path; --force replaces a file", run: func(m *Model, args string) tea.Cmd {
		if len(m.conv.Sess.Messages) == 0 {
			m.setNotice("Nothing to export yet: the session is empty.", noticeInfo)
			return nil
		}
		path, replace := strings.TrimSpace(args), false
		if rest, ok := strings.CutPrefix(path, "--force"); ok {
			path, replace = strings.TrimSpace(rest), true
		}
		if abs, err := filepath.Abs(path); err == nil && path != "" {
			path = abs
		}
		chosen := path == ""
		if chosen {
			path = mustAbs("ollm-" + m.conv.Sess.ID + ".md")
		}
		export := m.conv.ExportJob(replace)
		return func() tea.Msg {
			if chosen {
				path = session.FreeName(path) // a name ollm chose never replaces a file
			}
			err := export(path)
			if errors.Is(err, session.ErrExists) {
				return jobMsg{failed: "Not exported: ", err: errors.New(path + " already exists; /export --force " + path + " replaces it")}
			}
			return jobMsg{ok: "Wrote " + path, failed: "Could not export the session: ", err: err}
		}
	}})
}

// mustAbs makes path absolute when it can, for sentences that say where a file
// went.
func mustAbs(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}
