package tui

import (
	"sort"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/tui/composer"
)

// slashCommand is a command typed as /name args. Each lives in its own
// slash_<name>.go file and registers itself there: adding a command is a one-file
// change.
type slashCommand struct {
	name string
	args string // how the arguments are written in help, e.g. "NAME"
	help string
	run  func(m *Model, args string) tea.Cmd
	// thinking marks a command offered only for models that think.
	thinking bool
}

// registry holds the slash commands. It is filled by init functions of this
// package only and never changed afterwards: it is a table of code, not state.
var registry = map[string]slashCommand{}

func register(c slashCommand) { registry[c.name] = c }

// slashCommands returns the commands sorted by name.
func slashCommands() []slashCommand {
	out := make([]slashCommand, 0, len(registry))
	for _, c := range registry {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// composerCommands are the commands tab completes: those for thinking models
// only when the model thinks.
func composerCommands(thinking bool) []composer.Command {
	var out []composer.Command
	for _, c := range slashCommands() {
		if c.thinking && !thinking {
			continue
		}
		out = append(out, composer.Command{Name: c.name, Args: c.args, Help: c.help})
	}
	return out
}

// runSlash runs "/name args".
func (m *Model) runSlash(text string) tea.Cmd {
	name, args, _ := strings.Cut(strings.TrimPrefix(text, "/"), " ")
	c, ok := registry[name]
	if !ok {
		m.setNotice("Unknown command /"+name+". Type /help for the list.", noticeWarn)
		return nil
	}
	return c.run(m, strings.TrimSpace(args))
}

// busy tells the person why a command cannot run now — a reply is streaming, or
// (when it changes the session) the session is read-only here — and reports it.
func (m *Model) busy(changes bool) bool {
	switch {
	case m.turn.State() == engine.TurnReplying:
		m.setNotice("A reply is still streaming: esc stops it first.", noticeWarn)
		return true
	case m.turn.State() == engine.TurnCompacting:
		m.setNotice("A compaction is running: esc cancels it.", noticeWarn)
		return true
	case m.turn.State() == engine.TurnPreviewing:
		m.setNotice("A compaction preview is open: accept it or close it first.", noticeWarn)
		return true
	case m.switching:
		m.setNotice("Another session is being opened…", noticeInfo)
		return true
	case changes && m.conv.ReadOnly:
		m.setNotice("This session is open in another ollm and is read-only here. /new starts a new one.", noticeWarn)
		return true
	}
	return false
}
