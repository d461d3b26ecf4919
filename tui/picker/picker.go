// Package picker is the session picker (/sessions): every saved session with
// its title, model, last activity, message count and compactions; / filters as
// you type, enter resumes, d deletes (after asking), n starts a new one. It does
// no I/O: the root model lists the sessions and carries out the requests.
package picker

import (
	"errors"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
	"github.com/ollm/ollm/tui/screen"
)

// Messages the picker sends to the root model.
type (
	// OpenMsg resumes a session.
	OpenMsg struct{ ID string }
	// NewMsg starts a new session.
	NewMsg struct{}
	// DeleteMsg deletes a session (confirmed already).
	DeleteMsg struct{ Info session.Info }
	// CloseMsg closes the picker.
	CloseMsg struct{}
)

// Model is the picker.
type Model struct {
	st            *themes.Styles
	now           func() time.Time
	width, height int
	current       string

	all     []session.Info
	loaded  bool
	shown   []int // indexes into all that pass the filter
	sel     int
	top     int
	filter  string
	typing  bool
	note    string
	problem string
	ask     *screen.Question
}

// New opens the picker; current is the open session's id. The list comes with
// SetSessions.
func New(st *themes.Styles, now func() time.Time, current string) *Model {
	return &Model{st: st, now: now, current: current}
}

// SetSessions hands over the listing (err: it could not be read).
func (m *Model) SetSessions(all []session.Info, err error) {
	// Titles and model names come from files: shown as text only.
	for i := range all {
		all[i].Title, all[i].Model = sanitize.Text(all[i].Title), sanitize.Text(all[i].Model)
	}
	m.all, m.loaded = all, true
	m.problem = ""
	if err != nil {
		m.problem = "Could not list the sessions: " + err.Error()
	}
	m.apply()
}

// SetSize sets the screen's size.
func (m *Model) SetSize(width, height int) { m.width, m.height = width, height; m.scroll() }

// SetStyles changes the theme.
func (m *Model) SetStyles(st *themes.Styles) { m.st = st }

// Note shows a line above the keys until the next key.
func (m *Model) Note(text string) { m.note = text }

// apply filters the list: every word of the filter must occur in the title,
// the model or the id (case-insensitive).
func (m *Model) apply() {
	words := strings.Fields(strings.ToLower(m.filter))
	m.shown = m.shown[:0]
	for i, in := range m.all {
		hay := strings.ToLower(in.Title + " " + in.Model + " " + in.ID)
		ok := true
		for _, w := range words {
			if !strings.Contains(hay, w) {
				ok = false
				break
			}
		}
		if ok {
			m.shown = append(m.shown, i)
		}
	}
	m.sel = min(m.sel, max(len(m.shown)-1, 0))
	m.scroll()
}

func (m *Model) listHeight() int {
	return max(m.height-2-len(screen.Footer(m.st, m.width, m.ask, m.note, keysHelp)), 1)
}

func (m *Model) scroll() {
	h := m.listHeight()
	if m.sel < m.top {
		m.top = m.sel
	} else if m.sel >= m.top+h {
		m.top = m.sel - h + 1
	}
}

func (m *Model) selected() (session.Info, bool) {
	if m.sel < 0 || m.sel >= len(m.shown) {
		return session.Info{}, false
	}
	return m.all[m.shown[m.sel]], true
}

const keysHelp = "↑↓ select · enter resume · / filter · d delete · n new session · esc close"

// Update handles a key or the mouse wheel.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if q := m.ask; q != nil {
			m.ask = nil
			return q.Answer(msg)
		}
		m.note = ""
		if m.typing {
			return m.typeKey(msg)
		}
		return m.key(msg)
	case tea.MouseWheelMsg:
		if msg.Button == tea.MouseWheelUp {
			m.move(-1)
		} else if msg.Button == tea.MouseWheelDown {
			m.move(1)
		}
	}
	return nil
}

func (m *Model) move(d int) {
	m.sel = min(max(m.sel+d, 0), max(len(m.shown)-1, 0))
	m.scroll()
}

// typeKey edits the filter, narrowing the list at each key; enter or the arrows
// go back to the list, esc clears the filter.
func (m *Model) typeKey(k tea.KeyPressMsg) tea.Cmd {
	switch k.String() {
	case "esc":
		m.typing, m.filter = false, ""
	case "enter":
		m.typing = false
		if len(m.shown) == 1 {
			return m.open()
		}
	case "up", "down":
		m.typing = false
		return m.key(k)
	case "backspace":
		if r := []rune(m.filter); len(r) > 0 {
			m.filter = string(r[:len(r)-1])
		}
	default:
		m.filter += k.Text
	}
	m.sel, m.top = 0, 0
	m.apply()
	return nil
}

func (m *Model) key(k tea.KeyPressMsg) tea.Cmd {
	switch k.String() {
	case "esc", "q":
		if m.filter != "" && k.String() == "esc" {
			m.filter = ""
			m.apply()
			return nil
		}
		return func() tea.Msg { return CloseMsg{} }
	case "up", "k":
		m.move(-1)
	case "down", "j":
		m.move(1)
	case "pgup":
		m.move(-m.listHeight())
	case "pgdown":
		m.move(m.listHeight())
	case "home", "g":
		m.move(-len(m.shown))
	case "end", "G":
		m.move(len(m.shown))
	case "/":
		m.typing = true
	case "enter":
		return m.open()
	case "n":
		return func() tea.Msg { return NewMsg{} }
	case "d", "delete":
		m.delete()
	}
	return nil
}

func (m *Model) open() tea.Cmd {
	in, ok := m.selected()
	switch {
	case !ok:
		return nil
	case in.Err != nil:
		m.note = "This session file cannot be read, so it cannot be resumed: " + in.Err.Error()
		return nil
	case in.ID == m.current:
		return func() tea.Msg { return CloseMsg{} }
	}
	return func() tea.Msg { return OpenMsg{ID: in.ID} }
}

func (m *Model) delete() {
	in, ok := m.selected()
	switch {
	case !ok:
	case in.ID == m.current:
		m.note = "This is the open session: /new or another session first, then delete it."
	case in.Err != nil:
		m.ask = &screen.Question{Lines: []string{fmt.Sprintf("Delete the unreadable file %s? (%v)", in.Path, in.Err)}, Yes: DeleteMsg{Info: in}}
	default:
		m.ask = &screen.Question{Lines: []string{fmt.Sprintf("Delete the session “%s” (%s, last used %s)? Its file is removed; its snapshots stay in context-storage.",
			title(in), say.Plural(in.Messages, "message"), in.Updated.Local().Format("Jan 2 15:04"))}, Yes: DeleteMsg{Info: in}}
	}
}

func title(in session.Info) string {
	if in.Title == "" {
		return "(untitled)"
	}
	return in.Title
}

// View draws the picker.
func (m *Model) View() string {
	if m.width == 0 {
		return ""
	}
	sc := &m.st.Screen
	head := fmt.Sprintf("Sessions (%d)", len(m.all))
	if m.filter != "" || m.typing {
		head += fmt.Sprintf(" · %d match", len(m.shown))
	}
	lines := []string{sc.Title.Render(screen.Pad(head, m.width))}
	switch {
	case m.typing || m.filter != "":
		cursor := ""
		if m.typing {
			cursor = "▏"
		}
		lines = append(lines, sc.Confirm.Render(screen.Pad("filter: "+m.filter+cursor, m.width)))
	default:
		lines = append(lines, sc.Meta.Render(screen.Pad(fmt.Sprintf("  %-*s %-14s %-10s %8s  %s", m.titleWidth(), "TITLE", "MODEL", "ACTIVE", "MESSAGES", "COMPACTIONS"), m.width)))
	}
	h := m.listHeight()
	var rows []string
	switch {
	case !m.loaded:
		rows = append(rows, sc.Meta.Render("  Reading…"))
	case m.problem != "":
		rows = append(rows, sc.Error.Render(m.problem))
	case len(m.all) == 0:
		rows = append(rows, sc.Meta.Render("  No saved sessions yet."))
	case len(m.shown) == 0:
		rows = append(rows, sc.Meta.Render("  No session matches “"+m.filter+"”."))
	}
	for i := m.top; i < len(m.shown) && len(rows) < h; i++ {
		rows = append(rows, m.row(m.all[m.shown[i]], i == m.sel))
	}
	lines = append(lines, screen.Fit(rows, m.width, h)...)
	lines = append(lines, screen.Footer(m.st, m.width, m.ask, m.note, keysHelp)...)
	return strings.Join(lines, "\n")
}

func (m *Model) titleWidth() int { return max(m.width-52, 12) }

func (m *Model) row(in session.Info, selected bool) string {
	sc := &m.st.Screen
	mark := "  "
	if in.ID == m.current {
		mark = "● "
	}
	var row string
	style := sc.Item
	if in.Err != nil {
		row, style = mark+fmt.Sprintf("%s.json — %s (left untouched)", in.ID, why(in.Err)), sc.Error
	} else {
		row = mark + fmt.Sprintf("%s %s %-10s %8d  %d", screen.Pad(title(in), m.titleWidth()), screen.Pad(in.Model, 14), screen.Ago(in.Updated, m.now()), in.Messages, in.Compactions)
	}
	if selected {
		style = sc.Selected
	}
	return style.Render(screen.Pad(row, m.width))
}

// why says in a few words why a session file cannot be read.
func why(err error) string {
	switch {
	case errors.Is(err, session.ErrNewer):
		return "written by a newer ollm"
	case errors.Is(err, session.ErrCorrupt):
		return "unreadable: corrupt"
	}
	return "unreadable"
}
