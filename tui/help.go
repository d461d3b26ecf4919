package tui

import (
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/ollm/ollm/themes"
)

// help is the help screen in place of the transcript: the keys and the slash
// commands, scrolled by offset.
type help struct {
	open   bool
	offset int
}

// key handles a key while the help is open: ↑ ↓ pgup pgdown scroll, any
// other key closes it.
func (h *help) key(k string, height int) {
	switch k {
	case "up", "k":
		h.offset = max(h.offset-1, 0)
	case "down", "j":
		h.offset++
	case "pgup":
		h.offset = max(h.offset-height/2, 0)
	case "pgdown", "space":
		h.offset += height / 2
	default:
		h.open, h.offset = false, 0
	}
}

// view lists keys and commands (those for thinking models when thinking) in
// exactly height lines.
func (h *help) view(st *themes.Styles, keys KeyMap, thinking bool, height int) string {
	hs := st.Help
	var lines []string
	lines = append(lines, hs.Title.Render("Keys"), "")
	for _, b := range keys.helpBindings() {
		lines = append(lines, "  "+hs.Key.Render(pad(b.Help().Key, 22))+hs.Desc.Render(b.Help().Desc))
	}
	lines = append(lines, "", hs.Title.Render("Commands"), "")
	for _, c := range slashCommands() {
		if c.thinking && !thinking {
			continue
		}
		lines = append(lines, "  "+hs.Key.Render(pad("/"+c.name+" "+c.args, 22))+hs.Desc.Render(c.help))
	}
	if len(lines) > height {
		h.offset = min(h.offset, len(lines)-height+1)
		lines = lines[h.offset:]
		lines = lines[:min(len(lines), height-1)]
		lines = append(lines, hs.Desc.Render("↑ ↓ pgup pgdown scroll · any other key closes this help"))
	} else {
		lines = append(lines, "", hs.Desc.Render("Any key closes this help."))
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
