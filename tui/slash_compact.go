package tui

import (
	"strings"

	tea "charm.land/bubbletea/v2"
)

func init() {
	register(slashCommand{name: "compact", args: "[--preview] [FOCUS]",
		help: "summarize older messages now, optionally focused; --preview shows it first",
		run: func(m *Model, arg string) tea.Cmd {
			if m.busy(true) {
				return nil
			}
			if rest, ok := strings.CutPrefix(arg, "--preview"); ok && (rest == "" || rest[0] == ' ') {
				return m.runCompaction(m.conv.Compactor.Prepare(focusText(strings.TrimSpace(rest)), true).Preview(), false)
			}
			return m.startCompaction(focusText(arg), true, false)
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
