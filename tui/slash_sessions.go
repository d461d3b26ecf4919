package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/picker"
)

func init() {
	register(slashCommand{name: "sessions", help: "pick a saved session to resume, or delete one; / filters", run: func(m *Model, _ string) tea.Cmd {
		return m.openPicker()
	}})
}

// sessionsMsg carries the listing of saved sessions.
type sessionsMsg struct {
	list []session.Info
	err  error
}

func (m *Model) openPicker() tea.Cmd {
	m.picker = picker.New(m.st, m.clock, m.conv.Sess.ID)
	m.picker.SetSize(m.width, m.height)
	return m.listSessions()
}

func (m *Model) listSessions() tea.Cmd {
	store := m.conv.Store()
	return func() tea.Msg {
		list, err := store.List()
		return sessionsMsg{list: list, err: err}
	}
}

// pickerMsg handles the picker's requests; it reports whether msg was one.
func (m *Model) pickerMsg(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case sessionsMsg:
		if m.picker != nil {
			m.picker.SetSessions(msg.list, msg.err)
		}
	case picker.CloseMsg:
		m.picker = nil
		m.layout()
	case picker.NewMsg:
		if m.busy(false) {
			return nil, true
		}
		m.picker = nil
		return tea.Sequence(saveCmd(m.conv.SaveJob()), newConversationCmd(m.conv)), true
	case picker.OpenMsg:
		if m.busy(false) {
			return nil, true
		}
		m.picker = nil
		return tea.Sequence(saveCmd(m.conv.SaveJob()), openConversationCmd(m.conv, msg.ID)), true
	case picker.DeleteMsg:
		store, id := m.conv.Store(), msg.Info.ID
		job := func() error { return store.Remove(id) }
		return func() tea.Msg {
			return jobMsg{ok: "Deleted the session “" + msg.Info.Title + "”.", failed: "Could not delete the session: ", err: job(), sessions: true}
		}, true
	default:
		return nil, false
	}
	return nil, true
}

// openConversationCmd opens a saved session in place of the current one.
func openConversationCmd(conv *engine.Conversation, id string) tea.Cmd {
	store, client := conv.Store(), conv.Client()
	now := conv.Now
	opts := conv.NextOptions()
	opts.SessionID = id
	return func() tea.Msg {
		next, notice, err := engine.Open(store, client, now, opts)
		return conversationMsg{conv: next, notice: notice, err: err, resumed: true}
	}
}
