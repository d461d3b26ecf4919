// Package composer is the message input: a multi-line text area where enter sends,
// shift+enter and ctrl+j insert a newline, up and down recall earlier prompts, and
// slash commands complete with tab (the root model completes @paths: it lists
// folders in a command and hands the candidates back with CompletePath).
package composer

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textarea"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
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
	// paths are the candidates of the last path completion, shown until the
	// next key.
	paths []string
	width int
	st    *themes.Styles
	// pastes holds long pastes by number: the text area shows a one-line
	// token for each ("[paste #1 · 28,205 lines]") and Value puts the text
	// back. The text area keeps at most 10,000 lines; a paste is never cut.
	pastes map[int]string
	// view caches View until the composer changes (version): while a reply
	// streams, every frame would render the same text area again.
	version, viewVersion int
	view                 string
	nextPaste            int
}

// Long pastes are held aside: more lines, or more bytes, than this.
const (
	pasteLines = 500
	pasteBytes = 64 << 10
)

// pasteToken is what the text area shows for paste n.
func pasteToken(n int, text string) string {
	lines := strings.Count(text, "\n") + 1
	return fmt.Sprintf("[paste #%d · %s lines · %s]", n, say.Thousands(lines), size(len(text)))
}

func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d B", n)
}

// long reports whether text is held aside rather than typed into the area.
func long(text string) bool {
	return len(text) > pasteBytes || strings.Count(text, "\n") >= pasteLines
}

// hold keeps text aside and puts its token at the cursor.
func (m *Model) hold(text string) {
	if m.pastes == nil {
		m.pastes = map[int]string{}
	}
	m.nextPaste++
	m.version++
	m.pastes[m.nextPaste] = text
	m.ta.InsertString(pasteToken(m.nextPaste, text))
}

// maxRows is how tall the composer grows before it scrolls.
const maxRows = 8

// SetCommands replaces the commands tab completes.
func (m *Model) SetCommands(commands []Command) { m.commands = commands }

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
	m.version++
	s := textarea.DefaultStyles(st.Dark)
	s.Focused.Prompt = st.Composer.Prompt
	s.Focused.Placeholder = st.Composer.Placeholder
	s.Focused.CursorLine = s.Focused.Text
	s.Blurred.Prompt = st.Composer.Placeholder
	m.ta.SetStyles(s)
}

// SetWidth sets the composer's width. The chat lays out again on every
// streamed delta: the same width keeps the cached view.
func (m *Model) SetWidth(w int) {
	if w == m.width {
		return
	}
	m.width = w
	m.version++
	m.ta.SetWidth(w)
}

// Value returns the text typed so far, long pastes in full.
func (m *Model) Value() string {
	v := m.ta.Value()
	for n, text := range m.pastes {
		v = strings.Replace(v, pasteToken(n, text), text, 1)
	}
	return v
}

// Held reports how many long pastes the composer holds as tokens.
func (m *Model) Held() int { return len(m.pastes) }

// SetValue replaces the text; a long one is held aside like a long paste.
func (m *Model) SetValue(s string) { m.Restore(s, nil) }

// Pasted returns the long pastes held aside, in the order their tokens stand
// in the text: with Value, what Restore puts back.
func (m *Model) Pasted() []string {
	v := m.ta.Value()
	type at struct {
		i    int
		text string
	}
	var held []at
	for n, text := range m.pastes {
		if i := strings.Index(v, pasteToken(n, text)); i >= 0 {
			held = append(held, at{i, text})
		}
	}
	slices.SortFunc(held, func(a, b at) int { return a.i - b.i })
	out := make([]string, len(held))
	for k, h := range held {
		out[k] = h.text
	}
	return out
}

// Restore replaces the text with text, holding aside again the long pastes
// in it (Value and Pasted of the prompt it was typed in): the words typed
// around them come back as typed.
func (m *Model) Restore(text string, pasted []string) {
	m.clear()
	defer func() { m.version++ }()
	put := func(s string) {
		if long(s) {
			m.hold(s)
		} else if s != "" {
			m.ta.InsertString(s)
		}
	}
	rest := text
	for _, p := range pasted {
		if i := strings.Index(rest, p); p != "" && i >= 0 {
			put(rest[:i])
			m.hold(p)
			rest = rest[i+len(p):]
		}
	}
	put(rest)
	m.suggest()
}

// clear empties the area and forgets the held pastes.
func (m *Model) clear() {
	m.version++
	m.ta.Reset()
	m.pastes, m.nextPaste = nil, 0
}

// Reset empties the composer after a send and remembers the text in the history.
func (m *Model) Reset() {
	if v := strings.TrimSpace(m.Value()); v != "" && (len(m.history) == 0 || m.history[len(m.history)-1] != v) {
		m.history = append(m.history, v)
	}
	m.histPos = len(m.history)
	m.clear()
	m.suggestions = nil
}

// Remember puts text in the recall history, newest, as a sent prompt is.
func (m *Model) Remember(text string) {
	if strings.TrimSpace(text) != "" {
		m.history = append(m.history, text)
		m.histPos = len(m.history)
	}
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
	if len(m.suggestions) > 0 || len(m.paths) > 0 {
		h++
	}
	return h
}

// recalling reports whether up/down should walk the history: the composer is
// empty, or shows a recalled entry that was not edited.
func (m *Model) recalling() bool {
	v := m.Value()
	return v == "" || (m.histPos < len(m.history) && v == m.history[m.histPos])
}

// Update handles a message; the root model sends it keys it does not use itself.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	m.version++
	m.paths = nil
	if p, ok := msg.(tea.PasteMsg); ok && long(p.Content) {
		m.hold(p.Content)
		m.suggest()
		return nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok {
		switch k.String() {
		case "up":
			if m.recalling() && m.histPos > 0 {
				m.histPos--
				m.SetValue(m.history[m.histPos])
				return nil
			}
		case "down":
			if m.recalling() && m.histPos < len(m.history) {
				m.histPos++
				if m.histPos == len(m.history) {
					m.clear()
				} else {
					m.SetValue(m.history[m.histPos])
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

// PathAtCursor is the path being typed at the cursor, for tab to complete:
// the word before the cursor when it begins with @ (without it), or an
// argument of /attach. ok is false when the cursor is on neither.
func (m *Model) PathAtCursor() (partial string, ok bool) {
	lines := strings.Split(m.ta.Value(), "\n")
	row := m.ta.Line()
	if row >= len(lines) {
		return "", false
	}
	line := []rune(lines[row])
	col := min(m.ta.Column(), len(line))
	start := col
	for start > 0 && line[start-1] != ' ' && line[start-1] != '\t' {
		start--
	}
	word := string(line[start:col])
	switch {
	case strings.HasPrefix(word, "@"):
		return word[1:], true
	case row == 0 && start > 0 && strings.HasPrefix(string(line), "/attach "):
		return word, true
	}
	return "", false
}

// CompletePath completes the path at the cursor: when it still is partial,
// the cursor's word grows to completion (which begins with partial), and the
// candidates, when there are several, show above the text until the next key.
func (m *Model) CompletePath(partial, completion string, candidates []string) bool {
	if now, ok := m.PathAtCursor(); !ok || now != partial || !strings.HasPrefix(completion, partial) {
		return false
	}
	m.version++
	m.ta.InsertString(completion[len(partial):])
	m.paths = nil
	if len(candidates) > 1 {
		m.paths = candidates
	}
	return true
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
	if c != nil && (len(m.suggestions) > 0 || len(m.paths) > 0) {
		c.Y++
	}
	return c
}

// View renders the suggestions line (if any) and the text area.
func (m *Model) View() string {
	if m.viewVersion == m.version && m.view != "" {
		return m.view
	}
	m.view, m.viewVersion = m.render(), m.version
	return m.view
}

func (m *Model) render() string {
	if len(m.paths) > 0 {
		// File names are the person's disk's, not ours: sanitized, cut to
		// the width.
		line := m.st.Composer.Suggestion.Render(ansi.Truncate(sanitize.Text(strings.Join(m.paths, "  ")), max(m.width, 10), "…"))
		return line + "\n" + m.ta.View()
	}
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
