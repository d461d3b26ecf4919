package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/tui/pager"
)

// fullScreen is a view that takes the whole screen over the chat: the
// checkpoint browser, the history pager, the session picker.
type fullScreen interface {
	Update(tea.Msg) tea.Cmd
	View() string
	SetSize(width, height int)
	// Note shows a line on the view until its next key: the view hides the
	// chat's notice line.
	Note(text string)
}

// active returns the full-screen view that is open, if any.
func (m *Model) active() fullScreen {
	switch {
	case m.browser != nil:
		return m.browser
	case m.pager != nil:
		return m.pager
	case m.picker != nil:
		return m.picker
	case m.recall != nil:
		return m.recall
	}
	return nil
}

// screenMsg routes a message to the full-screen view that is open, and handles
// the views' requests; it reports whether msg was taken.
func (m *Model) screenMsg(msg tea.Msg) (tea.Cmd, bool) {
	if cmd, ok := m.browserMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := m.pickerMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := m.recallMsg(msg); ok {
		return cmd, true
	}
	if _, ok := msg.(pager.CloseMsg); ok {
		m.pager = nil
		m.layout()
		return nil, true
	}
	v := m.active()
	if v == nil {
		return nil, false
	}
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if msg.String() == "ctrl+c" {
			return nil, false // quit works everywhere
		}
		return v.Update(msg), true
	case tea.MouseWheelMsg:
		return v.Update(msg), true
	case tea.MouseClickMsg:
		return nil, true
	case tea.WindowSizeMsg:
		v.SetSize(msg.Width, msg.Height)
	case renderedMsg:
		if m.pager != nil && msg.err == nil {
			m.pager.SetMarkdown(msg.req, msg.lines)
		}
	}
	return nil, false
}

// renders collects the markdown renders the transcript and the pager need.
func (m *Model) renders() tea.Cmd {
	reqs := m.transcript.TakeRenderRequests()
	if m.pager != nil {
		reqs = append(reqs, m.pager.TakeRenderRequests()...)
	}
	return renderCmds(m.md, m.st, reqs)
}
