// Package browser is the checkpoint browser: a full-screen view listing the
// session's checkpoints and snapshots on the left and the selected one's text on
// the right. It does no I/O: it asks the root model for snapshots with
// LoadMsg and for actions with the other messages, and is handed the results.
package browser

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
	"github.com/ollm/ollm/tui/screen"
)

// Messages the browser sends to the root model.
type (
	// LoadMsg asks for a snapshot's content; answer with SetLoaded.
	LoadMsg struct{ ID string }
	// RestoreMsg asks to restore a loaded snapshot; the root model asks the
	// person with Ask, saying what will change.
	RestoreMsg struct{ Snapshot *session.Snapshot }
	// SnapshotMsg asks for a manual snapshot of the session as it is now.
	SnapshotMsg struct{}
	// DeleteMsg deletes a snapshot file (confirmed already).
	DeleteMsg struct{ Info session.SnapshotInfo }
	// ExportMsg asks to write a checkpoint (with its original messages) or a
	// snapshot's conversation as markdown.
	ExportMsg struct {
		Checkpoint *session.Checkpoint
		Snapshot   *session.Snapshot
	}
	// UncompactMsg asks to take back the checkpoint Number and every newer
	// one; the root model asks the person with Ask, saying what will change.
	UncompactMsg struct{ Number int }
	// CloseMsg closes the browser.
	CloseMsg struct{}
)

// item is a row of the list: a checkpoint or a snapshot (headers are not items).
type item struct {
	cp   *session.Checkpoint
	snap *session.SnapshotInfo
}

// Model is the browser.
type Model struct {
	st            *themes.Styles
	now           func() time.Time
	width, height int

	sess  *session.Session
	snaps []session.SnapshotInfo
	// loaded holds the snapshots read so far, failed the ones that could not
	// be.
	loaded map[string]*session.Snapshot
	failed map[string]error

	items     []item
	sel       int
	listTop   int
	text      []string // the right pane, wrapped
	textTop   int
	originals bool
	// focus is a snapshot to select when it appears in the listing.
	focus    string
	question *screen.Question
	note     string
	// TakeBack is the key that takes back the selected checkpoint (the chat
	// screen's KeyMap.TakeBack).
	TakeBack key.Binding
}

// New opens the browser on a session (read, never changed) and its snapshots.
func New(st *themes.Styles, now func() time.Time, sess *session.Session, snaps []session.SnapshotInfo) *Model {
	m := &Model{st: st, now: now, loaded: map[string]*session.Snapshot{}, failed: map[string]error{}}
	m.SetSession(sess, snaps)
	return m
}

// SetSession shows the session's state again (after a restore or a new snapshot),
// keeping the selection where it can.
func (m *Model) SetSession(sess *session.Session, snaps []session.SnapshotInfo) {
	m.sess, m.snaps = sess, snaps
	m.items = m.items[:0]
	for i := len(sess.Checkpoints) - 1; i >= 0; i-- {
		m.items = append(m.items, item{cp: &sess.Checkpoints[i]})
	}
	for i := range snaps {
		m.items = append(m.items, item{snap: &snaps[i]})
	}
	m.sel = min(m.sel, max(len(m.items)-1, 0))
	for i, it := range m.items {
		if it.snap != nil && it.snap.ID == m.focus {
			m.sel, m.focus = i, ""
		}
	}
	m.refresh()
}

// Focus selects the snapshot id when the listing next holds it.
func (m *Model) Focus(id string) { m.focus = id }

// SetStyles changes the theme.
func (m *Model) SetStyles(st *themes.Styles) { m.st = st; m.refresh() }

// SetSize sets the screen's size.
func (m *Model) SetSize(width, height int) {
	m.width, m.height = width, height
	m.refresh()
}

// SetLoaded hands over a snapshot read for LoadMsg.
func (m *Model) SetLoaded(id string, sn *session.Snapshot, err error) {
	if err != nil {
		m.failed[id] = err
	} else {
		m.loaded[id] = sn
	}
	m.refresh()
}

// Ask shows a question; y sends yes.
func (m *Model) Ask(lines []string, yes tea.Msg) {
	m.question = &screen.Question{Lines: lines, Yes: yes}
}

// Note shows a line above the keys until the next key.
func (m *Model) Note(text string) { m.note = text }

func (m *Model) selected() (item, bool) {
	if m.sel < 0 || m.sel >= len(m.items) {
		return item{}, false
	}
	return m.items[m.sel], true
}

// leftWidth is the list's width; the text takes the rest, after a divider.
func (m *Model) leftWidth() int { return min(max(m.width*2/5, 24), 60) }

func (m *Model) textWidth() int { return max(m.width-m.leftWidth()-3, 10) }

// bodyHeight is the height of the two panes: the screen less the title and
// the footer.
func (m *Model) bodyHeight() int {
	return max(m.height-1-len(screen.Footer(m.st, m.width, m.question, m.note, keysHelp)), 1)
}

const keysHelp = "↑↓ select · pgup/pgdn scroll text · o originals · u take back · r restore · s snapshot · d delete · e export · esc close"

// Update handles a key or the mouse wheel.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return m.key(msg)
	case tea.MouseWheelMsg:
		down := msg.Button == tea.MouseWheelDown
		if msg.X < m.leftWidth() {
			if down {
				return m.move(1)
			}
			return m.move(-1)
		}
		if down {
			m.scroll(3)
		} else {
			m.scroll(-3)
		}
	}
	return nil
}

func (m *Model) key(k tea.KeyPressMsg) tea.Cmd {
	if q := m.question; q != nil {
		m.question = nil
		return q.Answer(k)
	}
	m.note = ""
	it, ok := m.selected()
	if key.Matches(k, m.TakeBack) {
		if !ok || it.cp == nil {
			m.note = "Select a checkpoint to take back: its messages go back to the model verbatim, with every message after them."
			return nil
		}
		n := it.cp.Number
		return func() tea.Msg { return UncompactMsg{Number: n} }
	}
	switch k.String() {
	case "esc", "q":
		return func() tea.Msg { return CloseMsg{} }
	case "up", "k":
		return m.move(-1)
	case "down", "j":
		return m.move(1)
	case "home", "g":
		return m.move(-len(m.items))
	case "end", "G":
		return m.move(len(m.items))
	case "pgup":
		m.scroll(-m.bodyHeight() / 2)
	case "pgdown", "space":
		m.scroll(m.bodyHeight() / 2)
	case "o", "enter":
		if ok && it.cp != nil {
			m.originals = !m.originals
			m.textTop = 0
			m.refresh()
		}
	case "s":
		return func() tea.Msg { return SnapshotMsg{} }
	case "r":
		return m.restore(it, ok)
	case "d":
		m.delete(it, ok)
	case "e":
		switch {
		case ok && it.cp != nil:
			cp := *it.cp
			return func() tea.Msg { return ExportMsg{Checkpoint: &cp} }
		case ok && m.loaded[it.snap.ID] != nil:
			sn := m.loaded[it.snap.ID]
			return func() tea.Msg { return ExportMsg{Snapshot: sn} }
		default:
			m.note = "Nothing to export here."
		}
	}
	return nil
}

func (m *Model) restore(it item, ok bool) tea.Cmd {
	switch {
	case !ok || it.snap == nil:
		m.note = "Select a snapshot to restore; u takes a checkpoint back and keeps every message after it."
	case it.snap.Err != nil:
		m.note = "This snapshot cannot be read, so it cannot be restored."
	case m.loaded[it.snap.ID] == nil:
		m.note = "The snapshot is still being read."
	default:
		sn := m.loaded[it.snap.ID]
		return func() tea.Msg { return RestoreMsg{Snapshot: sn} }
	}
	return nil
}

func (m *Model) delete(it item, ok bool) {
	switch {
	case !ok || it.snap == nil:
		m.note = "Only snapshots can be deleted; u takes a checkpoint back."
	case it.snap.Err != nil:
		m.Ask([]string{fmt.Sprintf("Delete the unreadable file %s? (%v)", it.snap.Path, it.snap.Err)}, DeleteMsg{Info: *it.snap})
	case it.snap.Reason != session.Manual:
		m.note = "Automatic snapshots are removed by retention (snapshot_keep, snapshot_max_age_days); only manual ones are deleted here."
	default:
		m.Ask([]string{fmt.Sprintf("Delete the snapshot %s of %s (%s)?", snapName(*it.snap), stamp(it.snap.Created), say.Plural(it.snap.Messages, "message"))}, DeleteMsg{Info: *it.snap})
	}
}

// move changes the selection by d rows and asks for the snapshot it lands on.
func (m *Model) move(d int) tea.Cmd {
	if len(m.items) == 0 {
		return nil
	}
	m.sel = min(max(m.sel+d, 0), len(m.items)-1)
	m.textTop, m.originals = 0, false
	m.refresh()
	return m.want()
}

// Init asks for the first selected snapshot, if one is selected.
func (m *Model) Init() tea.Cmd { return m.want() }

func (m *Model) want() tea.Cmd {
	it, ok := m.selected()
	if !ok || it.snap == nil || it.snap.Err != nil || m.loaded[it.snap.ID] != nil || m.failed[it.snap.ID] != nil {
		return nil
	}
	id := it.snap.ID
	return func() tea.Msg { return LoadMsg{ID: id} }
}

func (m *Model) scroll(d int) {
	m.textTop = min(max(m.textTop+d, 0), max(len(m.text)-m.bodyHeight(), 0))
}

// refresh prepares the right pane's text for the selection, so that View only
// slices it.
func (m *Model) refresh() {
	if m.width == 0 || m.sess == nil {
		return
	}
	it, ok := m.selected()
	var text string
	switch {
	case !ok:
		text = "No checkpoints or snapshots yet.\n\nA checkpoint is made when the conversation is compacted (/compact, or automatically near the window's limit); a snapshot is taken before every compaction and restore, and by s or /snapshot."
	case it.cp != nil && m.originals:
		text = m.originalsText(*it.cp)
	case it.cp != nil:
		text = checkpointText(m.sess, *it.cp, m.now())
	default:
		text = m.snapshotText(*it.snap)
	}
	m.text = screen.Wrap(text, m.textWidth())
	m.scroll(0)
	h := m.bodyHeight() - 2 // the two section headers
	if m.sel < m.listTop {
		m.listTop = m.sel
	} else if m.sel >= m.listTop+h {
		m.listTop = m.sel - h + 1
	}
}

func checkpointText(s *session.Session, c session.Checkpoint, now time.Time) string {
	var b strings.Builder
	if c.FactsOnly() {
		fmt.Fprintf(&b, "Checkpoint %d · messages %d–%d · facts only\n", c.Number, c.From+1, c.To)
	} else {
		fmt.Fprintf(&b, "Checkpoint %d · messages %d–%d · summary, level %d\n", c.Number, c.From+1, c.To, c.Level)
	}
	fmt.Fprintf(&b, "%d → %d tokens (%.1f× smaller)", c.TokensBefore, c.TokensAfter, c.Ratio())
	if c.Focus != "" {
		fmt.Fprintf(&b, " · focus: %s", c.Focus)
	}
	switch {
	case c.Edited:
		b.WriteString(" · summary edited by you")
	case c.Model != "":
		fmt.Fprintf(&b, " · by %s", c.Model)
	}
	fmt.Fprintf(&b, " · %s\n", screen.Ago(c.Created, now))
	var notes []string
	if len(c.Kept) > 0 {
		notes = append(notes, fmt.Sprintf("%s still sent verbatim", say.Plural(len(c.Kept), "message")))
	}
	if c.Aged > 0 {
		notes = append(notes, fmt.Sprintf("summarized again %d×", c.Aged))
	}
	if c.Merged > 0 {
		notes = append(notes, fmt.Sprintf("%d older merged in", c.Merged))
	}
	if c.Missing > 0 {
		notes = append(notes, fmt.Sprintf("%s the model sees nowhere now (only in the history)", say.Plural(c.Missing, "value")))
	}
	if len(notes) > 0 {
		b.WriteString(strings.Join(notes, " · ") + "\n")
	}
	if c.FactsOnly() {
		fmt.Fprintf(&b, "The model's summary was not used (%s): the memory lines alone stand for these messages.\n", c.Rejected)
	}
	b.WriteString("What the model is sent instead of these messages (o: the originals):\n\n")
	if c.Summary != "" {
		b.WriteString(strings.TrimSpace(c.Summary))
		b.WriteString("\n\n")
	}
	if lines := window.LedgerOf(s, c); len(lines) > 0 {
		b.WriteString("Memory, quoted from these messages")
		if c.Summary != "" {
			b.WriteString(" (what the summary lacks)")
		}
		b.WriteString(":\n")
		b.WriteString(strings.Join(lines, "\n"))
	} else if c.Summary == "" {
		b.WriteString("(no memory lines are left for these messages: the budget let them go)")
	}
	return strings.TrimSpace(b.String())
}

func (m *Model) originalsText(c session.Checkpoint) string {
	var b strings.Builder
	fmt.Fprintf(&b, "The original messages %d–%d of checkpoint %d (o: its summary)\n", c.From+1, c.To, c.Number)
	for i := c.From; i < c.To && i < len(m.sess.Messages); i++ {
		msg := m.sess.Messages[i]
		fmt.Fprintf(&b, "\n%d · %s\n%s\n", i+1, who(msg), strings.TrimSpace(msg.Content))
	}
	return b.String()
}

func (m *Model) snapshotText(in session.SnapshotInfo) string {
	if in.Err != nil {
		return fmt.Sprintf("Unreadable snapshot file\n%s\n\n%v\n\nIt is listed, never removed silently; d deletes it.", in.Path, in.Err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Snapshot %s · %s\n", snapName(in), stamp(in.Created))
	fmt.Fprintf(&b, "%s · %s · ~%d tokens sent to the model\n", say.Plural(in.Messages, "message"), say.Plural(in.Checkpoints, "checkpoint"), in.Tokens)
	if err := m.failed[in.ID]; err != nil {
		fmt.Fprintf(&b, "\nCould not read it: %v", err)
		return b.String()
	}
	sn := m.loaded[in.ID]
	if sn == nil {
		b.WriteString("\nReading…")
		return b.String()
	}
	s := sn.State
	b.WriteString("r restores it (the present is snapshotted first).\n")
	if s.Goal != "" {
		fmt.Fprintf(&b, "\nGoal: %s\n", s.Goal)
	}
	if len(s.Checkpoints) > 0 {
		b.WriteString("\nCheckpoints\n")
		for _, c := range s.Checkpoints {
			fmt.Fprintf(&b, "  %d · messages %d–%d · %d → %d tokens · level %d\n", c.Number, c.From+1, c.To, c.TokensBefore, c.TokensAfter, c.Level)
		}
	}
	fmt.Fprintf(&b, "\nMessages (verbatim to the model from message %d)\n", s.APIStart+1)
	for i, msg := range s.Messages {
		line := fmt.Sprintf("  %d · %s: %s", i+1, who(msg), strings.Join(strings.Fields(sanitize.Text(msg.Content)), " "))
		b.WriteString(ansi.Truncate(line, m.textWidth(), "…") + "\n")
	}
	return b.String()
}

func who(m session.Message) string {
	if m.Role == session.RoleUser {
		return "you"
	}
	if m.Model != "" {
		return m.Model
	}
	return string(m.Role)
}

func snapName(in session.SnapshotInfo) string {
	var s string
	switch in.Reason {
	case session.BeforeCompaction:
		s = "before compaction"
	case session.BeforeRestore:
		s = "before restore"
	case session.BeforeUncompact:
		s = "before uncompact"
	default:
		s = "manual"
	}
	if in.Name != "" {
		s += " “" + in.Name + "”"
	}
	return s
}

// when writes a time of day, with the date when it is not today's.
func when(t, now time.Time) string {
	t, now = t.Local(), now.Local()
	if t.YearDay() == now.YearDay() && t.Year() == now.Year() {
		return t.Format("15:04")
	}
	return t.Format("Jan 2 15:04")
}

func stamp(t time.Time) string { return t.Local().Format("Jan 2 15:04:05") }

// View draws the browser.
func (m *Model) View() string {
	if m.width == 0 || m.sess == nil {
		return ""
	}
	sc := &m.st.Screen
	title := "Checkpoints and snapshots"
	if m.sess.Title != "" {
		title += " · " + m.sess.Title
	}
	h := m.bodyHeight()
	left := screen.Fit(m.listLines(h), m.leftWidth(), h)
	right := screen.Fit(m.text[min(m.textTop, len(m.text)):], m.textWidth(), h)
	lines := []string{sc.Title.Render(screen.Pad(title, m.width))}
	div := sc.Divider.Render(" │ ")
	for i := range h {
		lines = append(lines, left[i]+div+right[i])
	}
	lines = append(lines, screen.Footer(m.st, m.width, m.question, m.note, keysHelp)...)
	return strings.Join(lines, "\n")
}

// listLines is the left pane: the checkpoints, newest first, then the snapshots,
// scrolled so that the selection shows.
func (m *Model) listLines(h int) []string {
	sc := &m.st.Screen
	w := m.leftWidth()
	var rows []string
	ncp := len(m.sess.Checkpoints)
	now := m.now()
	for i, it := range m.items {
		if i < m.listTop || len(rows) >= h {
			continue
		}
		var row string
		style := sc.Item
		if it.cp != nil {
			c := it.cp
			kind := fmt.Sprintf("L%d", c.Level)
			if c.FactsOnly() {
				kind = "facts"
			}
			if c.Edited {
				kind += " edited"
			}
			row = fmt.Sprintf(" #%d %d–%d %s %s→%s %.1f× · %s", c.Number, c.From+1, c.To, kind, say.Short(c.TokensBefore), say.Short(c.TokensAfter), c.Ratio(), screen.Ago(c.Created, now))
			if c.Focus != "" {
				row += " · " + c.Focus
			}
		} else {
			s := it.snap
			if s.Err != nil {
				row, style = fmt.Sprintf(" %s unreadable file %s.json", when(s.Created, now), s.ID), sc.Error
			} else {
				row = fmt.Sprintf(" %s %s · %d msgs %s tok", when(s.Created, now), snapName(*s), s.Messages, say.Short(s.Tokens))
			}
		}
		if i == m.sel {
			style = sc.Selected
		}
		rows = append(rows, style.Render(screen.Pad(row, w)))
	}
	// Section headers go above the first row of each kind that shows.
	var out []string
	for i, r := range rows {
		idx := m.listTop + i
		switch {
		case idx == 0 && ncp > 0:
			out = append(out, sc.Section.Render(fmt.Sprintf("Checkpoints (%d)", ncp)))
		case idx == ncp:
			out = append(out, sc.Section.Render(fmt.Sprintf("Snapshots (%d)", len(m.snaps))))
		}
		out = append(out, r)
	}
	if ncp == 0 && len(m.snaps) == 0 {
		out = append(out, sc.Meta.Render("Nothing yet."))
	}
	return out
}
