package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// maxNoticeLines bounds how tall a notice may grow before it is cut.
const maxNoticeLines = 3

// layout gives each component its size: the transcript takes what the notice, the
// composer and the status bar leave.
func (m *Model) layout() {
	if m.width == 0 {
		return
	}
	m.noticeLines = wrapNotice(m.notice, m.width)
	if m.compacting != nil {
		m.noticeLines = []string{""} // the progress line takes the notice's place
		m.compacting.bar.SetWidth(max(min(m.width/3, 40), 10))
	}
	m.composer.SetWidth(m.width)
	m.transcript.SetSize(m.width, m.transcriptHeight())
}

// wrapNotice wraps a notice to the width, at most maxNoticeLines lines; an empty
// notice still takes its one line, so the screen does not jump.
func wrapNotice(text string, width int) []string {
	if text == "" || width <= 0 {
		return []string{""}
	}
	lines := strings.Split(ansi.Wrap(text, width, " "), "\n")
	if len(lines) > maxNoticeLines {
		lines = lines[:maxNoticeLines]
		lines[maxNoticeLines-1] = ansi.Truncate(lines[maxNoticeLines-1], width-1, "") + "…"
	}
	return lines
}

// chrome is the number of lines below the transcript: notice, separator,
// composer, status bar.
func (m *Model) chrome() int { return len(m.noticeLines) + 1 + m.composer.Height() + 1 }

func (m *Model) transcriptHeight() int { return max(m.height-m.chrome(), 1) }

// truncate cuts a line to width cells.
func truncate(s string, width int) string { return ansi.Truncate(s, max(width, 0), "…") }
