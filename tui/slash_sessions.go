package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/picker"
)

func init() {
	register(slashCommand{name: "sessions", help: "pick a saved session to resume, or delete one; / filters", run: func(m *Model, _ string) tea.Cmd {
		return m.over.openPicker()
	}})
}

// sessionsMsg carries the listing of saved sessions.
type sessionsMsg struct {
	list []session.Info
	err  error
}

func (s *overlays) openPicker() tea.Cmd {
	s.picker = picker.New(s.st, s.clock, s.h.Conversation().Sess.ID)
	s.opened(s.picker)
	return s.listSessions()
}

func (s *overlays) listSessions() tea.Cmd {
	store := s.h.Conversation().Store()
	return func() tea.Msg {
		list, err := store.List()
		return sessionsMsg{list: list, err: err}
	}
}

// pickerMsg handles the picker's requests; it reports whether msg was one.
func (s *overlays) pickerMsg(msg tea.Msg) (tea.Cmd, bool) {
	conv := s.h.Conversation()
	switch msg := msg.(type) {
	case sessionsMsg:
		if s.picker != nil {
			s.picker.SetSessions(msg.list, msg.err)
		}
	case picker.CloseMsg:
		s.picker = nil
		s.h.layout()
	case picker.NewMsg:
		if s.h.busy(false) {
			return nil, true
		}
		s.picker = nil
		return s.h.switchTo(""), true
	case picker.OpenMsg:
		if s.h.busy(false) {
			return nil, true
		}
		s.picker = nil
		return s.h.switchTo(msg.ID), true
	case picker.DeleteMsg:
		store, id := conv.Store(), msg.Info.ID
		job := func() error { return store.Remove(id) }
		return func() tea.Msg {
			return jobMsg{ok: "Deleted the session “" + msg.Info.Title + "”.", failed: "Could not delete the session: ", err: job(), sessions: true}
		}, true
	default:
		return nil, false
	}
	return nil, true
}
