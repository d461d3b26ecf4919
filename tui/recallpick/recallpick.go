// Package recallpick is /recall's picker: the messages the model no longer sees
// that match the query, best first. space marks, enter recalls the marked ones
// (or the selected one) for the next message, esc closes. It does no I/O.
package recallpick

import (
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
	"github.com/ollm/ollm/tui/screen"
)

// Messages the picker sends to the root model.
type (
	// RecallMsg attaches messages (indices in Session.Messages) to the next
	// request.
	RecallMsg struct{ Indices []int }
	// CloseMsg closes the picker.
	CloseMsg struct{}
)

// Item is one match.
type Item struct {
	Index   int
	Role    string
	Snippet string
}

// Model is the picker.
type Model struct {
	st            *themes.Styles
	query         string
	items         []Item
	marked        map[int]bool
	sel, top      int
	width, height int
	note          string
}

const keysHelp = "↑↓ move · space marks · enter recalls for your next message · esc closes"

// New opens the picker on the matches of query.
func New(st *themes.Styles, query string, items []Item) *Model {
	for i := range items {
		items[i].Snippet = sanitize.Text(items[i].Snippet) // message text: shown as text only
	}
	return &Model{st: st, query: sanitize.Text(query), items: items, marked: map[int]bool{}}
}

// SetSize sets the screen's size.
func (m *Model) SetSize(width, height int) { m.width, m.height = width, height; m.scroll() }

// SetStyles changes the theme.
func (m *Model) SetStyles(st *themes.Styles) { m.st = st }

// Note shows a line above the keys until the next key.
func (m *Model) Note(text string) { m.note = text }

func (m *Model) listHeight() int {
	return max(m.height-1-len(screen.Footer(m.st, m.width, nil, m.note, keysHelp)), 1)
}

func (m *Model) scroll() {
	h := m.listHeight()
	m.top = min(max(m.top, m.sel-h+1), m.sel)
}

// Update handles a key.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil
	}
	m.note = ""
	switch k.String() {
	case "up", "k":
		m.sel = max(m.sel-1, 0)
	case "down", "j":
		m.sel = min(m.sel+1, max(len(m.items)-1, 0))
	case "space", " ":
		if len(m.items) > 0 {
			i := m.items[m.sel].Index
			m.marked[i] = !m.marked[i]
			m.sel = min(m.sel+1, len(m.items)-1)
		}
	case "enter":
		if len(m.items) == 0 {
			return func() tea.Msg { return CloseMsg{} }
		}
		var chosen []int
		for _, it := range m.items {
			if m.marked[it.Index] {
				chosen = append(chosen, it.Index)
			}
		}
		if len(chosen) == 0 {
			chosen = []int{m.items[m.sel].Index}
		}
		slices.Sort(chosen)
		return func() tea.Msg { return RecallMsg{Indices: chosen} }
	case "esc", "q":
		return func() tea.Msg { return CloseMsg{} }
	}
	m.scroll()
	return nil
}

// View draws the list.
func (m *Model) View() string {
	if m.width == 0 {
		return ""
	}
	sc := &m.st.Screen
	noun := "messages"
	if len(m.items) == 1 {
		noun = "message"
	}
	lines := []string{sc.Title.Render(screen.Pad(fmt.Sprintf("Recall “%s” · %d %s the model no longer sees", m.query, len(m.items), noun), m.width))}
	h := m.listHeight()
	var rows []string
	if len(m.items) == 0 {
		rows = append(rows, sc.Meta.Render("  Nothing the model no longer sees matches."))
	}
	for i := m.top; i < len(m.items) && len(rows) < h; i++ {
		it := m.items[i]
		box := "[ ]"
		if m.marked[it.Index] {
			box = "[x]"
		}
		row := screen.Pad(fmt.Sprintf("%s #%d %-9s %s", box, it.Index+1, it.Role, it.Snippet), m.width)
		if i == m.sel {
			rows = append(rows, sc.Selected.Render(row))
		} else {
			rows = append(rows, sc.Item.Render(row))
		}
	}
	lines = append(lines, screen.Fit(rows, m.width, h)...)
	lines = append(lines, screen.Footer(m.st, m.width, nil, m.note, keysHelp)...)
	return strings.Join(lines, "\n")
}
