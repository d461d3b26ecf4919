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
		return m.over.openBrowser()
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

func (s *overlays) openBrowser() tea.Cmd {
	s.browser = browser.New(s.st, s.clock, s.h.Conversation().Sess, nil)
	s.browser.TakeBack = s.keys.TakeBack
	s.opened(s.browser)
	return s.listSnapshots()
}

// listSnapshots reads the session's snapshot listing off the UI goroutine.
func (s *overlays) listSnapshots() tea.Cmd {
	conv := s.h.Conversation()
	store, id := conv.Store(), conv.Sess.ID
	return func() tea.Msg {
		list, err := store.Snapshots(id)
		return snapshotsMsg{sessionID: id, list: list, err: err}
	}
}

// browserMsg handles the browser's requests and the answers to them.
func (s *overlays) browserMsg(msg tea.Msg) (tea.Cmd, bool) {
	b, conv := s.browser, s.h.Conversation()
	switch msg := msg.(type) {
	case snapshotsMsg:
		if b == nil || msg.sessionID != conv.Sess.ID {
			return nil, true
		}
		if msg.err != nil {
			s.h.setNotice("Could not list the snapshots: "+msg.err.Error(), noticeError)
		}
		b.SetSession(conv.Sess, msg.list)
		return b.Init(), true
	case snapshotLoadedMsg:
		if b != nil {
			b.SetLoaded(msg.id, msg.sn, msg.err)
		}
		return nil, true
	case browser.LoadMsg:
		store, sid := conv.Store(), conv.Sess.ID
		return func() tea.Msg {
			sn, err := store.LoadSnapshot(sid, msg.ID)
			return snapshotLoadedMsg{id: msg.ID, sn: sn, err: err}
		}, true
	case browser.CloseMsg:
		s.browser = nil
		s.h.layout()
		return nil, true
	case browser.SnapshotMsg:
		return s.h.takeSnapshot(""), true
	case browser.DeleteMsg:
		store, sid := conv.Store(), conv.Sess.ID
		job := func() error { return store.RemoveSnapshot(sid, msg.Info.ID) }
		return jobCmd(job, "Deleted the snapshot of "+msg.Info.Created.Local().Format("Jan 2 15:04:05")+".", "Could not delete the snapshot: ", true), true
	case browser.ExportMsg:
		return s.exportItem(msg), true
	case browser.RestoreMsg:
		if s.h.busy(true) {
			return nil, true
		}
		plan := conv.PlanRestore(msg.Snapshot)
		q := []string{fmt.Sprintf("Restore the snapshot of %s?", msg.Snapshot.Created.Local().Format("Jan 2 15:04:05"))}
		if b != nil {
			b.Ask(append(q, plan.Changes...), restoreConfirmedMsg{plan: plan})
		}
		return nil, true
	case restoreConfirmedMsg:
		save := msg.plan.Save
		return func() tea.Msg { return restoreSavedMsg{plan: msg.plan, err: save()} }, true
	case restoreSavedMsg:
		return s.restore(msg), true
	}
	return nil, false
}

// restore applies a restore whose present-state snapshot was saved.
func (s *overlays) restore(msg restoreSavedMsg) tea.Cmd {
	conv := s.h.Conversation()
	return s.afterSnapshot(msg.err, "restored", msg.plan.Before.ID, func() (string, []session.Event, error) {
		text, err := conv.Restore(msg.plan)
		return text, conv.Events("restored", text), err
	})
}

// afterSnapshot applies a change planned on the UI goroutine (a restore, an
// /uncompact) once the snapshot of the present that undoes it was saved
// (saveErr: it was not, and nothing changes), and shows it: the session
// again, the notice, and in the browser the snapshot undo.
func (s *overlays) afterSnapshot(saveErr error, done, undo string, apply func() (string, []session.Event, error)) tea.Cmd {
	conv := s.h.Conversation()
	if saveErr != nil {
		s.h.setNotice("Could not snapshot the present state, so nothing was "+done+": "+saveErr.Error(), noticeError)
		return nil
	}
	if s.h.busy(true) {
		return nil
	}
	text, events, err := apply()
	if err != nil {
		s.h.setNotice("Nothing was "+done+": "+err.Error()+".", noticeError)
		return nil
	}
	s.h.reloaded()
	s.h.setNotice(text, noticeInfo)
	if s.browser != nil {
		s.browser.Focus(undo) // selected when listed
	}
	return tea.Batch(saveCmd(conv.SaveJob()), logCmd(conv.LogJob(events)), s.sessionChanged())
}

// exportItem writes a checkpoint (its summary and original messages) or a
// snapshot's conversation as markdown in the current folder.
func (s *overlays) exportItem(msg browser.ExportMsg) tea.Cmd {
	conv := s.h.Conversation()
	sid := conv.Sess.ID
	var name string
	links := session.ImagesOf(conv.Store()).Link // the images stay in the store: linked there
	var text func() string                       // built off the UI goroutine: a snapshot can hold thousands of messages
	if c := msg.Checkpoint; c != nil {
		name = fmt.Sprintf("ollm-%s-checkpoint-%d.md", sid, c.Number)
		all := conv.Sess.Messages
		from, to := min(c.From, len(all)), min(c.To, len(all))
		originals, title, cp := append([]session.Message(nil), all[from:to]...), conv.Sess.Title, *c
		text = func() string {
			var b strings.Builder
			fmt.Fprintf(&b, "# Checkpoint %d of %s\n", cp.Number, title)
			b.WriteString(session.CheckpointMarkdown(cp))
			b.WriteString("\n# The original messages\n")
			for i, msg := range originals {
				b.WriteString(session.MessageMarkdown(from+i, msg, links))
			}
			return b.String()
		}
	} else {
		sn := msg.Snapshot
		name = fmt.Sprintf("ollm-%s-snapshot-%s.md", sid, sn.ID)
		text = func() string { return session.Markdown(sn.State, links) }
	}
	path := mustAbs(name)
	return func() tea.Msg {
		path := session.FreeName(path) // a name ollm chose never replaces a file
		return jobMsg{ok: "Wrote " + path, failed: "Could not export: ", err: session.WriteExport(path, []byte(text()), false)}
	}
}
