package tui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

func init() {
	register(slashCommand{name: "snapshot", args: "[NAME]", help: "save the session's state now; /checkpoints lists and restores snapshots", run: func(m *Model, name string) tea.Cmd {
		return m.takeSnapshot(name)
	}})
}

// takeSnapshot saves a manual snapshot of the session as it is now.
func (m *Model) takeSnapshot(name string) tea.Cmd {
	switch {
	case m.busy(true):
		return nil
	case len(m.conv.Sess.Messages) == 0:
		m.setNotice("Nothing to snapshot yet: the session is empty.", noticeInfo)
		return nil
	}
	sn, save := m.conv.SnapshotJob(session.Manual, name)
	what := "Snapshot"
	if name != "" {
		what = fmt.Sprintf("Snapshot %q", name)
	}
	ok := fmt.Sprintf("%s taken: %s, %s. /checkpoints lists it.", what, say.Plural(sn.Messages, "message"), say.Plural(sn.Checkpoints, "checkpoint"))
	return jobCmd(save, ok, "Could not save the snapshot: ", true)
}
