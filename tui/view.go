package tui

import (
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/tui/sanitize"
	"github.com/ollm/ollm/tui/statusbar"
)

// View joins the components' prepared lines; nothing is rendered or counted here.
func (m *Model) View() tea.View {
	var v tea.View
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion
	v.WindowTitle = "ollm"
	if m.width == 0 || m.quitting {
		return v
	}
	if s := m.over.active(); s != nil {
		v.SetContent(sanitize.Rendered(s.View()))
		return v
	}
	var b strings.Builder
	if m.help.open {
		b.WriteString(m.help.view(m.st, m.keys, m.conv.Model.Thinking, m.transcriptHeight))
	} else {
		b.WriteString(m.transcript.View())
	}
	b.WriteByte('\n')
	if m.turn.State() == engine.TurnCompacting {
		b.WriteString(m.progress.view(m.st, m.width))
	} else {
		b.WriteString(m.notice.view(m.st))
	}
	b.WriteByte('\n')
	b.WriteString(m.st.Composer.Border.Render(strings.Repeat("─", m.width)))
	b.WriteByte('\n')
	top := strings.Count(b.String(), "\n")
	b.WriteString(m.composer.View())
	b.WriteByte('\n')
	b.WriteString(statusbar.Render(m.st, m.width, m.gauge.status(m.conv, m.turn.Live(), len(m.files.pending), m.clock())))
	// The one boundary no surface can forget: whatever model or file text a
	// component let through, nothing but SGR reaches the terminal. Components
	// clean text where it enters them too (so that widths are right); this
	// pass is the guarantee (~20 µs for a full 120×40 frame).
	v.SetContent(sanitize.Rendered(b.String()))
	if c := m.composer.Cursor(); c != nil && !m.help.open {
		c.Y += top
		v.Cursor = c
	}
	return v
}

func itoa(n int) string { return strconv.Itoa(n) }
