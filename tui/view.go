package tui

import (
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/ollm/ollm/reliability"
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
	if s := m.full.active(); s != nil {
		v.SetContent(sanitize.Rendered(s.View()))
		return v
	}
	var b strings.Builder
	if m.showHelp {
		b.WriteString(m.helpView())
	} else {
		b.WriteString(m.transcript.View())
	}
	b.WriteByte('\n')
	b.WriteString(m.noticeView())
	b.WriteByte('\n')
	b.WriteString(m.st.Composer.Border.Render(strings.Repeat("─", m.width)))
	b.WriteByte('\n')
	top := strings.Count(b.String(), "\n")
	b.WriteString(m.composer.View())
	b.WriteByte('\n')
	b.WriteString(statusbar.Render(m.st, m.width, m.status()))
	// The one boundary no surface can forget: whatever model or file text a
	// component let through, nothing but SGR reaches the terminal. Components
	// clean text where it enters them too (so that widths are right); this
	// pass is the guarantee (~20 µs for a full 120×40 frame).
	v.SetContent(sanitize.Rendered(b.String()))
	if c := m.composer.Cursor(); c != nil && !m.showHelp {
		c.Y += top
		v.Cursor = c
	}
	return v
}

func (m *Model) noticeView() string {
	if m.compacting != nil {
		return m.compactionView()
	}
	style := m.st.Notice.Info
	switch m.noticeLevel {
	case noticeWarn:
		style = m.st.Notice.Warn
	case noticeError:
		style = m.st.Notice.Error
	}
	lines := make([]string, len(m.noticeLines))
	for i, l := range m.noticeLines {
		lines[i] = style.Render(l)
	}
	return strings.Join(lines, "\n")
}

// status gathers what the status bar shows from the conversation's state.
func (m *Model) status() statusbar.Status {
	s := statusbar.Status{
		Model:    m.conv.Sess.Model,
		NumCtx:   m.conv.Sess.Options.NumCtx,
		ReadOnly: m.conv.ReadOnly,
		Rate:     m.rate,
		Hint:     "? help",
	}
	if m.conv.Model.ParameterSize != "" {
		// Until Ollama has described the model, its size factor is unknown:
		// no score rather than a falsely alarming one.
		s.Reliability, s.Score, s.Compactions = m.rel.Level.String(), m.rel.Percent(), len(m.conv.Sess.Checkpoints)
		for _, c := range m.conv.Sess.Checkpoints {
			if c.FactsOnly() {
				s.FactsOnly++
			}
		}
		s.Level = int(m.rel.Level)
		if !m.rel.Lost() && m.rel.Level != reliability.High {
			// Nothing is lost: the model's size alone lowers the score.
			s.Caveat = "model size"
		}
	}
	s.Recalled = len(m.conv.Meter.Recalled())
	s.Remembered = m.memory.tokens
	msgs := m.conv.Sess.Messages
	u := m.conv.Sess.LastUsage
	switch {
	case u != nil && len(msgs) > 0 && msgs[len(msgs)-1].TokensExact && !m.viewChanged:
		s.Used = u.PromptTokens + u.ReplyTokens // Ollama's count of the exchange on screen
	case u != nil && len(msgs) > 0 && msgs[len(msgs)-1].Thinking != "" && !m.viewChanged:
		// Ollama's count of the prompt, and the answer without the thinking,
		// which is never sent back.
		s.Used, s.Estimated = u.PromptTokens+msgs[len(msgs)-1].Tokens, true
	case m.ctxEstimate > 0 && len(msgs) > 0:
		s.Used, s.Estimated = m.ctxEstimate, true
	}
	if m.reply.streaming {
		// Live: the prompt's calibrated estimate plus the tokens counted in
		// the streamed text; Ollama's count replaces it when the reply ends.
		s.Estimated = true
		s.Used = m.reply.promptTokens + m.reply.tokens
		if d := m.clock().Sub(m.reply.start).Seconds(); d > 0.2 {
			s.Rate, s.RateEstimated = float64(m.reply.tokens)/d, true
		}
	}
	return s
}

// helpView lists the keys and the slash commands.
func (m *Model) helpView() string {
	h := m.st.Help
	var lines []string
	lines = append(lines, h.Title.Render("Keys"), "")
	for _, b := range m.keys.helpBindings() {
		lines = append(lines, "  "+h.Key.Render(pad(b.Help().Key, 22))+h.Desc.Render(b.Help().Desc))
	}
	lines = append(lines, "", h.Title.Render("Commands"), "")
	for _, c := range slashCommands() {
		if c.thinking && !m.conv.Model.Thinking {
			continue
		}
		lines = append(lines, "  "+h.Key.Render(pad("/"+c.name+" "+c.args, 22))+h.Desc.Render(c.help))
	}
	height := m.transcriptHeight()
	more := len(lines) > height
	if more {
		m.helpOffset = min(m.helpOffset, len(lines)-height+1)
		lines = lines[m.helpOffset:]
		lines = lines[:min(len(lines), height-1)]
		lines = append(lines, h.Desc.Render("↑ ↓ pgup pgdown scroll · any other key closes this help"))
	} else {
		lines = append(lines, "", h.Desc.Render("Any key closes this help."))
	}
	if len(lines) > height {
		lines = lines[:height]
	}
	for len(lines) < height {
		lines = append(lines, "")
	}
	return strings.Join(lines, "\n")
}

func pad(s string, n int) string {
	if w := lipgloss.Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s + " "
}

func itoa(n int) string { return strconv.Itoa(n) }
