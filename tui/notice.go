package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
)

// maxNoticeLines bounds how tall a notice may grow before it is cut.
const maxNoticeLines = 3

// noticeLevel is how a notice is shown.
type noticeLevel int

const (
	noticeInfo noticeLevel = iota
	noticeWarn
	noticeError
)

// notice is the sentence under the transcript: what just happened, what went
// wrong, what to do.
type notice struct {
	text  string
	level noticeLevel
	lines []string // the text wrapped by wrap, at wrapped's width
	// wrapped is the text and width lines were made for: the chat lays
	// out again on every streamed delta, the notice seldom changes.
	wrapped struct {
		text  string
		width int
	}
}

// set replaces the notice. Notices carry model text ([GOAL] lines) and
// server text (errors): they are cleaned here.
func (n *notice) set(text string, level noticeLevel) {
	n.text, n.level = strings.TrimSpace(sanitize.Text(text)), level
}

// wrap wraps the notice to the width, at most maxNoticeLines lines; an empty
// notice still takes its one line, so the screen does not jump.
func (n *notice) wrap(width int) {
	if n.lines != nil && n.wrapped.text == n.text && n.wrapped.width == width {
		return
	}
	n.wrapped.text, n.wrapped.width = n.text, width
	n.lines = []string{""}
	if n.text == "" || width <= 0 {
		return
	}
	n.lines = strings.Split(ansi.Wrap(n.text, width, " "), "\n")
	if len(n.lines) > maxNoticeLines {
		n.lines = n.lines[:maxNoticeLines]
		n.lines[maxNoticeLines-1] = ansi.Truncate(n.lines[maxNoticeLines-1], width-1, "") + "…"
	}
}

// view is the wrapped notice in its level's style.
func (n *notice) view(st *themes.Styles) string {
	style := st.Notice.Info
	switch n.level {
	case noticeWarn:
		style = st.Notice.Warn
	case noticeError:
		style = st.Notice.Error
	}
	lines := make([]string, len(n.lines))
	for i, l := range n.lines {
		lines[i] = style.Render(l)
	}
	return strings.Join(lines, "\n")
}
