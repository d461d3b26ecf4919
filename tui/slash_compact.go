package tui

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
)

func init() {
	register(slashCommand{name: "compact", args: "[--preview] [FOCUS]",
		help: "summarize older messages now, optionally focused; --preview shows it first",
		run: func(m *Model, arg string) tea.Cmd {
			if m.busy(true) {
				return nil
			}
			rest, preview := strings.CutPrefix(arg, "--preview")
			if !preview || (rest != "" && rest[0] != ' ') {
				rest, preview = arg, false
			}
			t, next := engine.Turn{Save: true}.Compact(m.life, m.conv, focusText(strings.TrimSpace(rest)), preview)
			m.turn = t
			return m.apply(next)
		}})
}

// focusText drops the "focus on" the person may write before the focus itself:
// "/compact focus on the parser" focuses on "the parser".
func focusText(s string) string {
	for _, p := range []string{"focus on ", "focus: ", "focus:"} {
		if len(s) > len(p) && strings.EqualFold(s[:len(p)], p) {
			return strings.TrimSpace(s[len(p):])
		}
	}
	return s
}
