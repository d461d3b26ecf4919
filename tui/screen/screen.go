// Package screen holds what the full-screen views (the checkpoint browser, the
// history pager, the session picker) share: fitting lines to a box, a question
// waiting for y or n, the keys line.
package screen

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
)

// Fit cuts or pads lines to exactly width cells and height lines.
func Fit(lines []string, width, height int) []string {
	out := make([]string, height)
	for i := range out {
		if i < len(lines) {
			out[i] = Pad(lines[i], width)
		} else {
			out[i] = strings.Repeat(" ", max(width, 0))
		}
	}
	return out
}

// Pad cuts s to width cells, or pads it with spaces to width.
func Pad(s string, width int) string {
	if w := ansi.StringWidth(s); w > width {
		return ansi.Truncate(s, max(width, 0), "…")
	} else if w < width {
		return s + strings.Repeat(" ", width-w)
	}
	return s
}

// Wrap wraps plain text at width, breaking long words; every line of the text,
// an empty one too, gives at least one line. The text is untrusted (summaries,
// messages, file names): it is cleaned first.
func Wrap(text string, width int) []string {
	var out []string
	for _, line := range strings.Split(strings.ReplaceAll(sanitize.Text(text), "\t", "    "), "\n") {
		out = append(out, strings.Split(ansi.Wrap(line, max(width, 1), " -"), "\n")...)
	}
	return out
}

// Question is a confirmation waiting for y (Yes is then sent) or anything
// else (cancelled).
type Question struct {
	Lines []string
	Yes   tea.Msg
}

// Answer handles a key while a question is open: y sends Yes, anything else
// cancels. It returns the command to run (nil when cancelled).
func (q *Question) Answer(k tea.KeyPressMsg) tea.Cmd {
	if k.String() == "y" || k.String() == "Y" {
		yes := q.Yes
		return func() tea.Msg { return yes }
	}
	return nil
}

// Footer renders the bottom of a screen: an open question (wrapped, with its
// "y / n" prompt), else a note, then the keys line.
func Footer(st *themes.Styles, width int, q *Question, note string, keys string) []string {
	var out []string
	switch {
	case q != nil:
		for _, l := range q.Lines {
			for _, w := range Wrap(l, width) {
				out = append(out, st.Screen.Confirm.Render(w))
			}
		}
		keys = "y confirms · any other key cancels"
	case note != "":
		for _, w := range Wrap(note, width) {
			out = append(out, st.Screen.Meta.Render(w))
		}
	}
	return append(out, st.Screen.Keys.Render(ansi.Truncate(keys, width, "…")))
}

// Ago writes how long before now t was: "just now", "5m ago", "3h ago", "2d ago".
func Ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%dm ago", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh ago", int(d.Hours()))
	default:
		return fmt.Sprintf("%dd ago", int(d.Hours()/24))
	}
}
