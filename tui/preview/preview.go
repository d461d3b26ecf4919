// Package preview is the compaction preview: what a compaction would do — the
// messages it covers, the summary, the memory lines, the context before and
// after, the facts check — before anything changes. Keys accept it, edit the
// summary (in $VISUAL/$EDITOR, which the root model runs, or, when none is
// set, in a text area here: EditHere), write it again (optionally with a new focus), or cancel. It does no
// I/O.
package preview

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/textarea"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
	"github.com/ollm/ollm/tui/screen"
)

// Messages the preview sends to the root model.
type (
	// AcceptMsg applies the compaction as shown.
	AcceptMsg struct{}
	// CancelMsg closes the preview; nothing changes.
	CancelMsg struct{}
	// EditMsg asks for the summary to be edited in the person's editor.
	EditMsg struct{ Text string }
	// EditedMsg carries the person's summary, written in the text area here.
	EditedMsg struct{ Text string }
	// RegenerateMsg asks for the summary to be written again, with Focus.
	RegenerateMsg struct{ Focus string }
)

// Content is what a compaction would do.
type Content struct {
	// From, To are the messages it covers (indices, To excluded).
	From, To int
	// Summary is what the model (or the person) wrote; empty when the
	// checkpoint keeps the facts alone, and Rejected says why.
	Summary  string
	Rejected string
	Edited   bool
	Focus    string
	Level    string
	// Ledger is the ledger's lines sent for these messages.
	Ledger []string
	// TokensBefore → TokensAfter: the messages, then their checkpoint;
	// ContextBefore → ContextAfter: all the model is sent.
	TokensBefore, TokensAfter   int
	ContextBefore, ContextAfter int
	// Missing are facts the summary lacks (the ledger sends them); Lost
	// counts those the model would see nowhere.
	Missing []string
	Lost    int
}

type mode int

const (
	viewing mode = iota
	focusing
	editing
)

// Model is the preview.
type Model struct {
	st            *themes.Styles
	c             Content
	width, height int
	offset        int
	note          string
	// busy says what runs (a summary written again); keys but esc wait.
	busy  string
	mode  mode
	focus textinput.Model
	area  textarea.Model
}

// New opens the preview on c.
func New(st *themes.Styles, c Content) *Model {
	m := &Model{st: st, c: c, focus: textinput.New(), area: textarea.New()}
	m.focus.Prompt = "focus: "
	m.focus.Placeholder = "what the summary should keep above all (empty: none)"
	m.area.ShowLineNumbers = false
	m.area.CharLimit = 0
	m.area.MaxHeight = 0
	m.SetStyles(st)
	return m
}

// Set shows another outcome (written again, or edited); it ends Busy.
func (m *Model) Set(c Content) { m.c, m.busy, m.mode, m.offset = c, "", viewing, 0 }

// Busy says the summary is being written again.
func (m *Model) Busy(text string) { m.busy = text }

// Idle ends Busy without another outcome (it failed: Note says why).
func (m *Model) Idle() { m.busy = "" }

// EditHere edits the summary in the text area here (no editor is set).
func (m *Model) EditHere() tea.Cmd {
	m.mode = editing
	m.area.SetValue(sanitize.Text(m.c.Summary)) // model text: edited as text only
	return m.area.Focus()
}

// Content is what the preview shows.
func (m *Model) Content() Content { return m.c }

// SetSize sets the screen's size.
func (m *Model) SetSize(width, height int) {
	m.width, m.height = width, height
	m.focus.SetWidth(max(width-len(m.focus.Prompt)-1, 1))
	m.area.SetWidth(max(width, 1))
	m.area.SetHeight(max(height-4, 1))
}

// SetStyles changes the theme.
func (m *Model) SetStyles(st *themes.Styles) {
	m.st = st
	s := textarea.DefaultStyles(st.Dark)
	s.Cursor.Blink = false // no ticks through the event loop
	m.area.SetStyles(s)
	fs := textinput.DefaultStyles(st.Dark)
	fs.Cursor.Blink = false
	m.focus.SetStyles(fs)
}

// Note shows a line above the keys until the next key.
func (m *Model) Note(text string) { m.note = text }

// Update handles a key (and the text area's and input's own messages).
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	k, ok := msg.(tea.KeyPressMsg)
	switch {
	case m.mode != viewing:
		return m.inputKey(msg, k, ok)
	case !ok:
		return nil
	}
	m.note = ""
	if m.busy != "" {
		if k.String() == "esc" || k.String() == "q" {
			return send(CancelMsg{})
		}
		m.note = m.busy + " — esc cancels."
		return nil
	}
	page := max(m.bodyHeight()-1, 1)
	switch k.String() {
	case "enter", "a":
		return send(AcceptMsg{})
	case "esc", "q":
		return send(CancelMsg{})
	case "e":
		return send(EditMsg{Text: m.c.Summary})
	case "r":
		m.mode = focusing
		m.focus.SetValue(m.c.Focus)
		m.focus.CursorEnd()
		return m.focus.Focus()
	case "up", "k":
		m.offset--
	case "down", "j":
		m.offset++
	case "pgup":
		m.offset -= page
	case "pgdown", "space", " ":
		m.offset += page
	case "home", "g":
		m.offset = 0
	case "end", "G":
		m.offset = len(m.body())
	}
	m.offset = min(max(m.offset, 0), max(len(m.body())-m.bodyHeight(), 0))
	return nil
}

// inputKey handles a key while the text area or the focus input is open:
// ctrl+s (the text area) or enter (the focus) hands the text on, esc goes back
// to the preview; anything else is typing.
func (m *Model) inputKey(msg tea.Msg, k tea.KeyPressMsg, isKey bool) tea.Cmd {
	var done tea.Msg
	switch {
	case !isKey:
	case k.String() == "esc":
		m.back()
		return nil
	case m.mode == editing && k.String() == "ctrl+s":
		done = EditedMsg{Text: m.area.Value()}
	case m.mode == focusing && k.String() == "enter":
		done = RegenerateMsg{Focus: strings.TrimSpace(m.focus.Value())}
	}
	if done != nil {
		m.back()
		return send(done)
	}
	var cmd tea.Cmd
	if m.mode == editing {
		m.area, cmd = m.area.Update(msg)
	} else {
		m.focus, cmd = m.focus.Update(msg)
	}
	return cmd
}

// back leaves the text area or the focus input for the preview.
func (m *Model) back() {
	m.mode = viewing
	m.area.Blur()
	m.focus.Blur()
}

func send(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// keys is the keys line of the mode.
func (m *Model) keys() string {
	switch {
	case m.mode == editing:
		return "ctrl+s uses this text (checked like a model's) · esc leaves it unchanged"
	case m.mode == focusing:
		return "enter writes the summary again with this focus · esc goes back"
	case m.busy != "":
		return "esc cancels"
	}
	return "enter applies it (a snapshot first) · e edits the summary · r writes it again · ↑↓ scroll · esc cancels"
}

func (m *Model) footer() []string { return screen.Footer(m.st, m.width, nil, m.note, m.keys()) }

func (m *Model) bodyHeight() int {
	extra := 1 // the title
	if m.mode == focusing {
		extra++
	}
	return max(m.height-extra-len(m.footer()), 1)
}

// body is the preview's text, wrapped.
func (m *Model) body() []string {
	c, sc := m.c, &m.st.Screen
	var out []string
	add := func(style func(...string) string, text string) {
		for _, l := range screen.Wrap(text, m.width) {
			out = append(out, style(l))
		}
	}
	add(sc.Meta.Render, fmt.Sprintf("Messages %d–%d: %s → %s tokens · all the model is sent: %s → %s tokens",
		c.From+1, c.To, say.Thousands(c.TokensBefore), say.Thousands(c.TokensAfter), say.Thousands(c.ContextBefore), say.Thousands(c.ContextAfter)))
	if c.Focus != "" {
		add(sc.Meta.Render, "Focus: "+c.Focus)
	}
	out = append(out, "")
	switch {
	case c.Summary == "":
		add(sc.Section.Render, "No summary: the memory lines alone would stand for these messages")
		add(sc.Error.Render, "The model's summary was not used: "+c.Rejected+". e writes one yourself, r asks the model again.")
	case c.Edited:
		add(sc.Section.Render, "Summary (yours)")
		add(sc.Item.Render, c.Summary)
	default:
		add(sc.Section.Render, "Summary ("+c.Level+")")
		add(sc.Item.Render, c.Summary)
	}
	out = append(out, "")
	switch {
	case c.Summary == "":
		add(sc.Meta.Render, "Facts check: with no summary, the memory lines alone keep these messages' facts.")
	case len(c.Missing) > 0:
		add(sc.Meta.Render, fmt.Sprintf("Facts check: the summary lacks %d of these messages' facts; the memory sends them: %s",
			len(c.Missing), strings.Join(c.Missing, ", ")))
	default:
		add(sc.Meta.Render, "Facts check: the summary and the memory keep these messages' facts.")
	}
	if c.Lost > 0 {
		add(sc.Error.Render, fmt.Sprintf("%d values would be kept nowhere the model sees (they stay in the history).", c.Lost))
	}
	if len(c.Ledger) > 0 {
		out = append(out, "")
		add(sc.Section.Render, fmt.Sprintf("Memory, quoted from these messages (%d lines)", len(c.Ledger)))
		for _, l := range c.Ledger {
			add(sc.Item.Render, l)
		}
	}
	return out
}

// View draws the preview.
func (m *Model) View() string {
	if m.width == 0 {
		return ""
	}
	sc := &m.st.Screen
	title := fmt.Sprintf("Compaction preview · messages %d–%d · nothing has changed yet", m.c.From+1, m.c.To)
	if m.busy != "" {
		title = "Compaction preview · " + m.busy
	}
	lines := []string{sc.Title.Render(screen.Pad(title, m.width))}
	if m.mode == editing {
		lines = append(lines, sc.Section.Render(screen.Pad("Your summary — it is checked as a model's would be", m.width)))
		lines = append(lines, screen.Fit(strings.Split(m.area.View(), "\n"), m.width, max(m.height-2-len(m.footer()), 1))...)
		return strings.Join(append(lines, m.footer()...), "\n")
	}
	body := m.body()
	h := m.bodyHeight()
	from := min(m.offset, max(len(body)-h, 0))
	lines = append(lines, screen.Fit(body[from:min(from+h, len(body))], m.width, h)...)
	if m.mode == focusing {
		lines = append(lines, screen.Pad(m.focus.View(), m.width))
	}
	return strings.Join(append(lines, m.footer()...), "\n")
}
