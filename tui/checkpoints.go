package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/browser"
)

func init() {
	register(slashCommand{name: "checkpoints", help: "browse checkpoints and snapshots; restore one (also ctrl+g)", run: func(m *Model, _ string) tea.Cmd {
		return m.openBrowser()
	}})
}

// snapshotsMsg carries the session's snapshot listing.
type snapshotsMsg struct {
	sessionID string
	list      []session.SnapshotInfo
	err       error
}

// snapshotLoadedMsg carries one snapshot read for the browser.
type snapshotLoadedMsg struct {
	id string
	sn *session.Snapshot
	// err is why it could not be read.
	err error
}

// restoreConfirmedMsg is the person's yes to the restore planned in m.restore.
type restoreConfirmedMsg struct{ plan *engine.RestorePlan }

// restoreSavedMsg says the present state was snapshotted (or not) and the
// restore can be applied.
type restoreSavedMsg struct {
	plan *engine.RestorePlan
	err  error
}

func (m *Model) openBrowser() tea.Cmd {
	m.browser = browser.New(m.st, m.clock, m.conv.Sess, nil)
	m.browser.SetSize(m.width, m.height)
	return m.listSnapshots()
}

// listSnapshots reads the session's snapshot listing off the UI goroutine.
func (m *Model) listSnapshots() tea.Cmd {
	store, id := m.conv.Store(), m.conv.Sess.ID
	return func() tea.Msg {
		list, err := store.Snapshots(id)
		return snapshotsMsg{sessionID: id, list: list, err: err}
	}
}

// browserMsg handles the browser's requests and the answers to them.
func (m *Model) browserMsg(msg tea.Msg) (tea.Cmd, bool) {
	b := m.browser
	switch msg := msg.(type) {
	case snapshotsMsg:
		if b == nil || msg.sessionID != m.conv.Sess.ID {
			return nil, true
		}
		if msg.err != nil {
			m.setNotice("Could not list the snapshots: "+msg.err.Error(), noticeError)
		}
		b.SetSession(m.conv.Sess, msg.list)
		return b.Init(), true
	case snapshotLoadedMsg:
		if b != nil {
			b.SetLoaded(msg.id, msg.sn, msg.err)
		}
		return nil, true
	case browser.LoadMsg:
		store, sid := m.conv.Store(), m.conv.Sess.ID
		return func() tea.Msg {
			sn, err := store.LoadSnapshot(sid, msg.ID)
			return snapshotLoadedMsg{id: msg.ID, sn: sn, err: err}
		}, true
	case browser.CloseMsg:
		m.browser = nil
		m.layout()
		return nil, true
	case browser.SnapshotMsg:
		return m.takeSnapshot(""), true
	case browser.DeleteMsg:
		store, sid := m.conv.Store(), m.conv.Sess.ID
		job := func() error { return store.RemoveSnapshot(sid, msg.Info.ID) }
		return jobCmd(job, "Deleted the snapshot of "+msg.Info.Created.Local().Format("Jan 2 15:04:05")+".", "Could not delete the snapshot: ", true), true
	case browser.ExportMsg:
		return m.exportItem(msg), true
	case browser.RestoreMsg:
		if m.busy(true) {
			return nil, true
		}
		plan := m.conv.PlanRestore(msg.Snapshot)
		q := []string{fmt.Sprintf("Restore the snapshot of %s?", msg.Snapshot.Created.Local().Format("Jan 2 15:04:05"))}
		if b != nil {
			b.Ask(append(q, plan.Changes...), restoreConfirmedMsg{plan: plan})
		}
		return nil, true
	case restoreConfirmedMsg:
		save := msg.plan.Save
		return func() tea.Msg { return restoreSavedMsg{plan: msg.plan, err: save()} }, true
	case restoreSavedMsg:
		return m.restore(msg), true
	}
	return nil, false
}

// restore applies a restore whose present-state snapshot was saved.
func (m *Model) restore(msg restoreSavedMsg) tea.Cmd {
	if msg.err != nil {
		m.setNotice("Could not snapshot the present state, so nothing was restored: "+msg.err.Error(), noticeError)
		return nil
	}
	if m.busy(true) {
		return nil
	}
	text, err := m.conv.Restore(msg.plan)
	if err != nil {
		m.setNotice("Nothing was restored: "+err.Error()+".", noticeError)
		return nil
	}
	m.viewChanged = true
	m.loadConversation()
	m.refreshReliability()
	m.transcript.ScrollBottom()
	m.setNotice(text, noticeInfo)
	if m.browser != nil {
		// The snapshot that undoes this restore is selected when listed.
		m.browser.Focus(msg.plan.Before.ID)
		m.browser.SetSession(m.conv.Sess, nil)
	}
	events := m.conv.Events("restored", text)
	return tea.Batch(saveCmd(m.conv.SaveJob()), logCmd(m.conv.LogJob(events)), m.listSnapshots())
}

// exportItem writes a checkpoint (its summary and original messages) or a
// snapshot's conversation as markdown in the current folder.
func (m *Model) exportItem(msg browser.ExportMsg) tea.Cmd {
	sid := m.conv.Sess.ID
	var name string
	var text func() string // built off the UI goroutine: a snapshot can hold thousands of messages
	if c := msg.Checkpoint; c != nil {
		name = fmt.Sprintf("ollm-%s-checkpoint-%d.md", sid, c.Number)
		all := m.conv.Sess.Messages
		from, to := min(c.From, len(all)), min(c.To, len(all))
		originals, title, cp := append([]session.Message(nil), all[from:to]...), m.conv.Sess.Title, *c
		text = func() string {
			var b strings.Builder
			fmt.Fprintf(&b, "# Checkpoint %d of %s\n", cp.Number, title)
			b.WriteString(session.CheckpointMarkdown(cp))
			b.WriteString("\n# The original messages\n")
			for i, msg := range originals {
				b.WriteString(session.MessageMarkdown(from+i, msg))
			}
			return b.String()
		}
	} else {
		sn := msg.Snapshot
		name = fmt.Sprintf("ollm-%s-snapshot-%s.md", sid, sn.ID)
		text = func() string { return session.Markdown(sn.State) }
	}
	path := mustAbs(name)
	return func() tea.Msg {
		path := session.FreeName(path) // a name ollm chose never replaces a file
		return jobMsg{ok: "Wrote " + path, failed: "Could not export: ", err: session.WriteExport(path, []byte(text()), false)}
	}
}
