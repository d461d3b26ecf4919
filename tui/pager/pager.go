// Package pager is the full-history view (/history): every message ever said,
// the compacted ones too, with the checkpoint markers and their summaries in
// place; search with / n N, top and bottom, copy a message. It renders through a
// transcript of its own, built from the chat's entries (whose rendered lines are
// cached inside them), so only what reaches the screen is rendered.
package pager

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/screen"
	"github.com/ollm/ollm/tui/transcript"
)

// CloseMsg closes the pager.
type CloseMsg struct{}

// RecallMsg asks to send the message with ID again with the next request.
type RecallMsg struct{ ID string }

// RememberMsg asks to keep what the top line shows in the memory files:
// the entry ID's message, or, in a checkpoint's summary, the memory line
// Line (the whole line, sanitized, however many rows it wraps over).
type RememberMsg struct{ ID, Line string }

// Model is the pager.
type Model struct {
	st            *themes.Styles
	width, height int
	tr            *transcript.Model
	messages      int

	// typing is set while the search query is typed; input is what was typed.
	typing bool
	input  string
	// query is the last search; matches the entries holding it, oldest first;
	// cur the one shown.
	query   string
	lower   string
	matches []int
	cur     int
	note    string
	// Remember is the key that keeps the top line in the memory files (the
	// chat screen's KeyMap.Remember).
	Remember key.Binding
}

// New opens the pager on a copy of the chat's entries, every checkpoint
// marker showing its summary, at the newest message.
func New(st *themes.Styles, entries []transcript.Entry, messages int) *Model {
	m := &Model{st: st, tr: transcript.New(st), messages: messages}
	// The whole history: summaries under their markers, thinking unfolded.
	es := slices.Clone(entries)
	for i := range es {
		es[i].ThinkingOpen = true
	}
	m.tr.Append(es...)
	m.tr.ExpandAll(true)
	return m
}

// SetSize sets the screen's size; the last line is the pager's status.
func (m *Model) SetSize(width, height int) {
	m.width, m.height = width, height
	m.tr.SetSize(width, max(height-1, 1))
}

// SetStyles changes the theme.
func (m *Model) SetStyles(st *themes.Styles) { m.st = st; m.tr.SetStyles(st) }

// Note shows a line in place of the status until the next key.
func (m *Model) Note(text string) { m.note = text }

// SetMarkdown hands over a finished markdown render.
func (m *Model) SetMarkdown(req transcript.RenderRequest, lines []string) {
	m.tr.SetMarkdown(req, lines)
}

// TakeRenderRequests returns the renders the visible entries need.
func (m *Model) TakeRenderRequests() []transcript.RenderRequest { return m.tr.TakeRenderRequests() }

// Update handles a key or the mouse wheel.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if m.typing {
			return m.typeKey(msg)
		}
		return m.key(msg)
	case tea.MouseWheelMsg:
		if msg.Button == tea.MouseWheelUp {
			m.tr.ScrollUp(3)
		} else if msg.Button == tea.MouseWheelDown {
			m.tr.ScrollDown(3)
		}
	}
	return nil
}

func (m *Model) page() int { return max(m.height-2, 1) }

func (m *Model) key(k tea.KeyPressMsg) tea.Cmd {
	m.note = ""
	if key.Matches(k, m.Remember) {
		return m.remember()
	}
	switch k.String() {
	case "esc", "q":
		return func() tea.Msg { return CloseMsg{} }
	case "up", "k":
		m.tr.ScrollUp(1)
	case "down", "j", "enter":
		m.tr.ScrollDown(1)
	case "pgup", "b":
		m.tr.ScrollUp(m.page())
	case "pgdown", "space", "f":
		m.tr.ScrollDown(m.page())
	case "home", "g":
		m.tr.ScrollTop()
	case "end", "G":
		m.tr.ScrollBottom()
	case "/":
		m.typing, m.input = true, ""
	case "n":
		m.next(1)
	case "N":
		m.next(-1)
	case "y", "c":
		return m.copy()
	case "r":
		if i, ok := m.tr.TopEntry(); ok {
			id := m.tr.Entries()[i].ID
			return func() tea.Msg { return RecallMsg{ID: id} }
		}
	}
	return nil
}

// typeKey edits the search query: enter searches, esc gives up.
func (m *Model) typeKey(k tea.KeyPressMsg) tea.Cmd {
	switch k.String() {
	case "esc":
		m.typing = false
	case "enter":
		m.typing = false
		m.search(m.input)
	case "backspace":
		if r := []rune(m.input); len(r) > 0 {
			m.input = string(r[:len(r)-1])
		}
	default:
		if k.Text != "" {
			m.input += k.Text
		}
	}
	return nil
}

// search finds the entries holding q (case-insensitive, in messages and
// summaries) and shows the first at or after the top of the screen, else the
// first from the start.
func (m *Model) search(q string) {
	if q == "" {
		q = m.query // enter on an empty query repeats the last search
	}
	m.query, m.lower, m.matches = q, strings.ToLower(q), nil
	if q == "" {
		return
	}
	for i, e := range m.tr.Entries() {
		if strings.Contains(strings.ToLower(e.Content), m.lower) || strings.Contains(strings.ToLower(e.Detail), m.lower) ||
			strings.Contains(strings.ToLower(e.Thinking), m.lower) {
			m.matches = append(m.matches, i)
		}
	}
	if len(m.matches) == 0 {
		m.note = fmt.Sprintf("%q is not in the history.", q)
		return
	}
	top, _ := m.tr.TopEntry()
	m.cur = 0
	for i, e := range m.matches {
		if e >= top {
			m.cur = i
			break
		}
	}
	m.tr.ScrollToEntry(m.matches[m.cur])
}

// next shows the next (d 1) or previous (d -1) match, wrapping around.
func (m *Model) next(d int) {
	if len(m.matches) == 0 {
		if m.query == "" {
			m.note = "Nothing searched yet: / searches."
		} else {
			m.note = fmt.Sprintf("%q is not in the history.", m.query)
		}
		return
	}
	m.cur = (m.cur + d + len(m.matches)) % len(m.matches)
	m.tr.ScrollToEntry(m.matches[m.cur])
}

// copy puts the message on the top line on the clipboard (OSC 52: the terminal
// must allow it).
func (m *Model) copy() tea.Cmd {
	i, ok := m.tr.TopEntry()
	if !ok {
		return nil
	}
	e := m.tr.Entries()[i]
	text := e.Content
	if e.Kind == transcript.Boundary {
		text = e.Detail
	}
	m.note = fmt.Sprintf("Copied %s (%d characters) to the clipboard.", describe(e), len([]rune(text)))
	return tea.SetClipboard(text)
}

// remember asks to keep the message on the top line, or the memory line of a
// checkpoint's summary that the top line is part of, in the memory files.
func (m *Model) remember() tea.Cmd {
	i, ok := m.tr.TopEntry()
	if !ok {
		return nil
	}
	line, _ := m.tr.TopDetailLine()
	msg := RememberMsg{ID: m.tr.Entries()[i].ID, Line: strings.TrimSpace(line)}
	return func() tea.Msg { return msg }
}

func describe(e transcript.Entry) string {
	switch e.Kind {
	case transcript.User:
		return "your message"
	case transcript.Assistant:
		return "the reply"
	case transcript.Boundary:
		return "the summary"
	}
	return "the line"
}

// View draws the history and its status line.
func (m *Model) View() string {
	if m.width == 0 {
		return ""
	}
	lines := strings.Split(m.tr.View(), "\n")
	if m.lower != "" {
		mark := m.st.Screen.Match.Render("▌")
		for i, l := range lines {
			if strings.HasPrefix(l, "  ") && strings.Contains(strings.ToLower(ansi.Strip(l)), m.lower) {
				lines[i] = mark + l[1:]
			}
		}
	}
	return strings.Join(lines, "\n") + "\n" + m.status()
}

const keysHelp = "↑↓ pgup pgdn scroll · g G top bottom · / search · n N next previous · y copy · r recall · m remember · esc close"

func (m *Model) status() string {
	sc := &m.st.Screen
	switch {
	case m.typing:
		return screen.Pad(sc.Confirm.Render("/"+m.input+"▏")+sc.Keys.Render("  enter searches · esc cancels"), m.width)
	case m.note != "":
		return screen.Pad(sc.Meta.Render(m.note), m.width)
	}
	left := fmt.Sprintf("History · %d messages", m.messages)
	if len(m.matches) > 0 {
		left += fmt.Sprintf(" · %q %d of %d", m.query, m.cur+1, len(m.matches))
	}
	if m.tr.AtBottom() {
		left += " · end"
	}
	return screen.Pad(sc.Title.Render(left)+sc.Keys.Render("  "+keysHelp), m.width)
}
