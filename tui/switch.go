package tui

import (
	"errors"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// switchRefusedMsg says that the open session could not be saved, so the
// switch to another did not happen: closing it would lose what is not on disk.
type switchRefusedMsg struct{ err error }

// switchTo opens another session in place of this one: a new session (id
// "") or the saved session id. The open one is saved first, and the other is
// opened only when that save worked: the switch closes this conversation, and
// what a failed save left in memory would go with it (docs/reliability-testing.md).
// Until the switch ends, nothing else may change the session.
func (m *Model) switchTo(id string) tea.Cmd {
	if m.busy(false) {
		return nil
	}
	m.switching = true
	m.conv.KeepDraft(m.composer.Value(), m.composer.Pasted())
	opts := m.conv.NextOptions()
	opts.SessionID = id
	return switchCmd(m.conv, opts)
}

// switchCmd saves conv, then opens the session opts name; a save that fails
// is a switchRefusedMsg and nothing is opened. A save refused as stale means a
// newer one already holds everything.
func switchCmd(conv *engine.Conversation, opts engine.OpenOptions) tea.Cmd {
	save := conv.SaveJob()
	store, client, now := conv.Store(), conv.Client(), conv.Now
	return func() tea.Msg {
		if save != nil {
			if err := save(); err != nil && !errors.Is(err, session.ErrStale) {
				return switchRefusedMsg{err: err}
			}
		}
		next, notice, err := engine.Open(store, client, now, opts)
		return conversationMsg{conv: next, notice: notice, err: err, resumed: opts.SessionID != ""}
	}
}
