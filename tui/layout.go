package tui

import (
	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/context/engine"
)

// layout gives each component its size: the transcript takes what the notice (or
// the compaction's progress line), the composer and the status bar leave.
func (m *Model) layout() {
	if m.width == 0 {
		return
	}
	m.notice.wrap(m.width)
	noticeHeight := len(m.notice.lines)
	if m.turn.State() == engine.TurnCompacting {
		noticeHeight = 1 // the progress line takes the notice's place
		m.progress.setWidth(m.width)
	}
	m.composer.SetWidth(m.width)
	// Below the transcript: the notice, a separator, the composer, the
	// status bar.
	m.transcriptHeight = max(m.height-(noticeHeight+1+m.composer.Height()+1), 1)
	m.transcript.SetSize(m.width, m.transcriptHeight)
}

// truncate cuts a line to width cells.
func truncate(s string, width int) string { return ansi.Truncate(s, max(width, 0), "…") }
