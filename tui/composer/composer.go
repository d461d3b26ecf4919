// Package composer is the message input: a multi-line text area where enter sends,
// shift+enter and ctrl+j insert a newline, up and down recall earlier prompts, and
// slash commands complete with tab.
package composer

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textarea"
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/themes"
)

// Command is a slash command the composer can complete.
type Command struct {
	Name string // without the slash
	Args string // e.g. "NAME"
	Help string
}

// Model is the composer.
type Model struct {
	ta       textarea.Model
	commands []Command
	history  []string
	// histPos is the recalled history entry, len(history) when none.
	histPos int
	// suggestions are the commands matching what is typed; sel the chosen one.
	suggestions []Command
	sel         int
	width       int
	st          *themes.Styles
}

// maxRows is how tall the composer grows before it scrolls.
const maxRows = 8

// New returns a focused, empty composer.
func New(st *themes.Styles, commands []Command) *Model {
	ta := textarea.New()
	ta.Placeholder = "Send a message (/ for commands, ? for help)"
	ta.ShowLineNumbers = false
	ta.Prompt = "› "
	ta.CharLimit = 0
	ta.MaxWidth = 0
	ta.DynamicHeight = true
	ta.MinHeight = 1
	ta.MaxHeight = maxRows
	ta.MaxContentHeight = 10000
	ta.KeyMap.InsertNewline = key.NewBinding(key.WithKeys("shift+enter", "ctrl+j"))
	// The terminal's own cursor: no blink ticks through the event loop.
	ta.SetVirtualCursor(false)
	ta.Focus()
	m := &Model{ta: ta, commands: commands, st: st}
	m.SetStyles(st)
	return m
}

// SetStyles applies the theme.
func (m *Model) SetStyles(st *themes.Styles) {
	m.st = st
	s := textarea.DefaultStyles(st.Dark)
	s.Focused.Prompt = st.Composer.Prompt
	s.Focused.Placeholder = st.Composer.Placeholder
	s.Focused.CursorLine = s.Focused.Text
	s.Blurred.Prompt = st.Composer.Placeholder
	m.ta.SetStyles(s)
}

// SetWidth sets the composer's width.
func (m *Model) SetWidth(w int) {
	m.width = w
	m.ta.SetWidth(w)
}

// Value returns the text typed so far.
func (m *Model) Value() string { return m.ta.Value() }

// SetValue replaces the text.
func (m *Model) SetValue(s string) {
	m.ta.SetValue(s)
	m.suggest()
}

// Reset empties the composer after a send and remembers the text in the history.
func (m *Model) Reset() {
	if v := strings.TrimSpace(m.ta.Value()); v != "" && (len(m.history) == 0 || m.history[len(m.history)-1] != v) {
		m.history = append(m.history, v)
	}
	m.histPos = len(m.history)
	m.ta.Reset()
	m.suggestions = nil
}

// SetHistory seeds the recall history (oldest first), for instance with the
// person's earlier messages of a resumed session.
func (m *Model) SetHistory(h []string) {
	m.history = append([]string(nil), h...)
	m.histPos = len(m.history)
}

// Height returns the number of lines the composer takes, suggestions included.
func (m *Model) Height() int {
	h := m.ta.Height()
	if len(m.suggestions) > 0 {
		h++
	}
	return h
}

// recalling reports whether up/down should walk the history: the composer is
// empty, or shows a recalled entry that was not edited.
func (m *Model) recalling() bool {
	v := m.ta.Value()
	return v == "" || (m.histPos < len(m.history) && v == m.history[m.histPos])
}

// Update handles a message; the root model sends it keys it does not use itself.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch k.String() {
		case "up":
			if m.recalling() && m.histPos > 0 {
				m.histPos--
				m.ta.SetValue(m.history[m.histPos])
				return nil
			}
		case "down":
			if m.recalling() && m.histPos < len(m.history) {
				m.histPos++
				if m.histPos == len(m.history) {
					m.ta.Reset()
				} else {
					m.ta.SetValue(m.history[m.histPos])
				}
				return nil
			}
		case "tab":
			if len(m.suggestions) > 0 {
				c := m.suggestions[m.sel%len(m.suggestions)]
				m.ta.SetValue("/" + c.Name + " ")
				m.suggestions = nil
				return nil
			}
			return nil
		}
	}
	var cmd tea.Cmd
	m.ta, cmd = m.ta.Update(msg)
	m.suggest()
	return cmd
}

// suggest lists the commands that match a "/prefix" with no space yet.
func (m *Model) suggest() {
	m.suggestions, m.sel = nil, 0
	v := m.ta.Value()
	if !strings.HasPrefix(v, "/") || strings.ContainsAny(v, " \n") {
		return
	}
	for _, c := range m.commands {
		if strings.HasPrefix(c.Name, v[1:]) {
			m.suggestions = append(m.suggestions, c)
		}
	}
}

// Cursor returns the real terminal cursor, relative to the composer's top-left.
func (m *Model) Cursor() *tea.Cursor {
	c := m.ta.Cursor()
	if c != nil && len(m.suggestions) > 0 {
		c.Y++
	}
	return c
}

// View renders the suggestions line (if any) and the text area.
func (m *Model) View() string {
	if len(m.suggestions) == 0 {
		return m.ta.View()
	}
	var parts []string
	for i, c := range m.suggestions {
		s := "/" + c.Name
		if i == m.sel {
			parts = append(parts, m.st.Composer.Selected.Render(s))
		} else {
			parts = append(parts, m.st.Composer.Suggestion.Render(s))
		}
	}
	line := strings.Join(parts, "  ")
	if len(m.suggestions) == 1 {
		c := m.suggestions[0]
		line += m.st.Composer.Suggestion.Render("  " + c.Args + "  " + c.Help + "  (tab)")
	}
	return line + "\n" + m.ta.View()
}
