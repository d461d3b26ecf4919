// Package transcript is the scrolling list of messages. It renders only what is
// visible, caches every entry's lines, and keeps the visible lines ready, so that
// View only joins strings.
package transcript

import (
	"strings"

	"github.com/ollm/ollm/themes"
)

// RenderRequest asks for an entry's body to be rendered as markdown at a width;
// the root model runs it off the UI goroutine and hands back the lines with
// SetMarkdown.
type RenderRequest struct {
	ID    string
	Text  string
	Width int
	Theme int
}

// Model is the transcript.
type Model struct {
	st            *themes.Styles
	width, height int
	entries       []Entry
	index         map[string]int // entry id → position

	// offset is how many lines the view is scrolled up from the bottom; 0
	// follows new text.
	offset  int
	visible []string
	owner   []int // entry index of each visible line
	row     []int // each visible line's row within its entry's lines
	pending map[RenderRequest]bool
	want    []RenderRequest
}

// New returns an empty transcript.
func New(st *themes.Styles) *Model {
	return &Model{st: st, index: map[string]int{}, pending: map[RenderRequest]bool{}}
}

// SetStyles changes the theme; entries render again when next shown.
func (m *Model) SetStyles(st *themes.Styles) {
	m.st = st
	m.layout()
}

// SetSize sets the transcript's area.
func (m *Model) SetSize(width, height int) {
	if width == m.width && height == m.height {
		return
	}
	m.width, m.height = width, max(height, 1)
	m.layout()
}

// Entries returns the entries, oldest first; the caller must not change them.
func (m *Model) Entries() []Entry { return m.entries }

// Len returns the number of entries.
func (m *Model) Len() int { return len(m.entries) }

// Reset removes every entry.
func (m *Model) Reset() {
	m.entries, m.index, m.offset = nil, map[string]int{}, 0
	m.pending = map[RenderRequest]bool{}
	m.layout()
}

// Append adds entries at the bottom.
func (m *Model) Append(es ...Entry) {
	for _, e := range es {
		m.index[e.ID] = len(m.entries)
		m.entries = append(m.entries, e)
	}
	m.layout()
}

// AppendStreamed adds the thinking and the text a reply streamed to the entry
// with id, and lays out again (once for both).
func (m *Model) AppendStreamed(id, thinking, text string) {
	i, ok := m.index[id]
	if !ok {
		return
	}
	e := &m.entries[i]
	e.Thinking += thinking
	e.Content += text
	e.version++
	m.layout()
}

// ToggleThinking unfolds the thinking of every reply that has some, or folds
// it when the newest one is unfolded; it returns how many replies have some.
func (m *Model) ToggleThinking() int {
	open, n := false, 0
	for i := len(m.entries) - 1; i >= 0; i-- {
		if e := &m.entries[i]; e.Thinking != "" {
			if n == 0 {
				open = !e.ThinkingOpen
			}
			e.ThinkingOpen = open
			e.version++
			n++
		}
	}
	m.layout()
	return n
}

// Replace swaps the entry with id for e (keeping its place), for instance when
// a streamed reply ends and becomes a saved message with a new id.
func (m *Model) Replace(id string, e Entry) {
	i, ok := m.index[id]
	if !ok {
		return
	}
	delete(m.index, id)
	m.index[e.ID] = i
	m.entries[i] = e
	m.layout()
}

// Remove deletes the entry with id.
func (m *Model) Remove(id string) {
	i, ok := m.index[id]
	if !ok {
		return
	}
	m.entries = append(m.entries[:i], m.entries[i+1:]...)
	delete(m.index, id)
	for j := i; j < len(m.entries); j++ {
		m.index[m.entries[j].ID] = j
	}
	m.layout()
}

// SetMarkdown stores a finished render. Renders for a width or theme no longer
// in use are dropped.
func (m *Model) SetMarkdown(req RenderRequest, lines []string) {
	delete(m.pending, req)
	i, ok := m.index[req.ID]
	if !ok || req.Width != bodyWidth(m.width) || req.Theme != m.st.ID {
		return
	}
	e := &m.entries[i]
	e.md, e.mdWidth, e.mdTheme = lines, req.Width, req.Theme
	m.layout()
}

// TakeRenderRequests returns the markdown renders the visible entries need and
// forgets them.
func (m *Model) TakeRenderRequests() []RenderRequest {
	w := m.want
	m.want = nil
	return w
}

// ScrollUp scrolls towards older messages by n lines; ScrollDown towards newer.
func (m *Model) ScrollUp(n int) { m.offset += n; m.layout() }

// ScrollDown scrolls towards the newest line.
func (m *Model) ScrollDown(n int) { m.offset = max(m.offset-n, 0); m.layout() }

// ScrollBottom returns to following new text.
func (m *Model) ScrollBottom() { m.offset = 0; m.layout() }

// ScrollTop jumps to the first message.
func (m *Model) ScrollTop() { m.offset = 1 << 30; m.layout() }

// AtBottom reports whether the view follows new text.
func (m *Model) AtBottom() bool { return m.offset == 0 }

// layout recomputes the visible lines, walking up from the newest entry and
// rendering (from cache) only the entries that reach the screen.
func (m *Model) layout() {
	if m.width <= 0 || m.st == nil {
		m.visible = nil
		return
	}
	need := m.offset + m.height
	var blocks [][]string
	var owners []int
	got := 0
	for i := len(m.entries) - 1; i >= 0 && got < need; i-- {
		e := &m.entries[i]
		if e.wantsMarkdown() && !e.hasMarkdown(m.width, m.st) {
			req := RenderRequest{ID: e.ID, Text: e.Content, Width: bodyWidth(m.width), Theme: m.st.ID}
			if !m.pending[req] {
				m.pending[req] = true
				m.want = append(m.want, req)
			}
		}
		lines := e.render(m.width, m.st)
		blocks = append(blocks, lines)
		owners = append(owners, i)
		got += len(lines)
	}
	if got < need { // reached the first entry: clamp the scroll
		m.offset = max(got-m.height, 0)
	}
	all := make([]string, 0, got)
	owner := make([]int, 0, got)
	row := make([]int, 0, got)
	for i := len(blocks) - 1; i >= 0; i-- {
		all = append(all, blocks[i]...)
		for r := range blocks[i] {
			owner = append(owner, owners[i])
			row = append(row, r)
		}
	}
	end := len(all) - m.offset
	start := max(end-m.height, 0)
	m.visible = all[start:end]
	m.owner = owner[start:end]
	m.row = row[start:end]
}

// At returns the entry shown on line y of the view (0 is the top line), if any.
func (m *Model) At(y int) (*Entry, bool) {
	pad := m.height - len(m.visible)
	i := y - max(pad, 0)
	if i < 0 || i >= len(m.owner) {
		return nil, false
	}
	return &m.entries[m.owner[i]], true
}

// ToggleAt expands or folds the boundary marker or tool result shown on line
// y; it reports whether there was one.
func (m *Model) ToggleAt(y int) bool {
	e, ok := m.At(y)
	if !ok || !e.folds() {
		return false
	}
	e.Expanded = !e.Expanded
	e.version++
	m.layout()
	return true
}

// ExpandAll expands or folds every boundary marker and tool result and
// returns how many there are.
func (m *Model) ExpandAll(expanded bool) int {
	n := 0
	for i := range m.entries {
		if e := &m.entries[i]; e.folds() {
			e.Expanded = expanded
			e.version++
			n++
		}
	}
	m.layout()
	return n
}

// View returns the visible lines, padded to the transcript's height: new text sits
// at the bottom, next to the composer.
func (m *Model) View() string {
	pad := m.height - len(m.visible)
	if len(m.visible) == 0 {
		return strings.Repeat("\n", m.height-1)
	}
	if pad <= 0 {
		return strings.Join(m.visible, "\n")
	}
	return strings.Repeat("\n", pad) + strings.Join(m.visible, "\n")
}

// ScrollToEntry scrolls so that entry i's first line is the top line (or as
// near as the end allows). It renders, from cache where it can, the entries from
// i to the newest.
func (m *Model) ScrollToEntry(i int) {
	if i < 0 || i >= len(m.entries) || m.width <= 0 {
		return
	}
	below := 0
	for j := i; j < len(m.entries); j++ {
		below += len(m.entries[j].render(m.width, m.st))
	}
	m.offset = max(below-m.height, 0)
	m.layout()
}

// TopEntry returns the index of the entry shown on the top line.
func (m *Model) TopEntry() (int, bool) {
	if len(m.owner) == 0 {
		return 0, false
	}
	return m.owner[0], true
}

// TopDetailLine returns, when the top line is part of an unfolded marker's
// summary, the whole line of the summary (sanitized) it belongs to: a line
// wrapped over several rows is the same line from any of them.
func (m *Model) TopDetailLine() (string, bool) {
	if len(m.owner) == 0 {
		return "", false
	}
	return m.entries[m.owner[0]].detailLineAt(m.row[0], m.width)
}
