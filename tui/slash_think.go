package tui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

func init() {
	register(slashCommand{name: "think", args: "[on|off|low|medium|high]", thinking: true,
		help: "whether the model thinks before it answers, for this session (models that think)", run: runThink})
}

func runThink(m *Model, arg string) tea.Cmd {
	model := say.ModelName(m.conv.Sess.Model)
	if !m.conv.Model.Thinking {
		m.setNotice(fmt.Sprintf("%s does not think: Ollama lists no thinking capability for it.", model), noticeWarn)
		return nil
	}
	current := m.conv.Sess.Options.Think
	if arg == "" {
		state := "Ollama's default (on)"
		if current != "" {
			state = current
		}
		m.setNotice(fmt.Sprintf("Thinking: %s. /think on|off|low|medium|high sets it for this session; ctrl+t shows or hides the thinking.", state), noticeInfo)
		return nil
	}
	switch arg {
	case session.ThinkOn, session.ThinkOff, "low", "medium", "high":
	default:
		m.setNotice("/think takes on, off, low, medium or high.", noticeWarn)
		return nil
	}
	if m.busy(true) {
		return nil
	}
	m.conv.Edit.Think(arg)
	switch arg {
	case session.ThinkOff:
		m.setNotice(fmt.Sprintf("%s answers without thinking in this session.", model), noticeInfo)
	case session.ThinkOn:
		m.setNotice(fmt.Sprintf("%s thinks before it answers in this session; the thinking is shown dimmed, folded once the answer starts (ctrl+t), and never sent back.", model), noticeInfo)
	default:
		m.setNotice(fmt.Sprintf("%s thinks with %s effort in this session (models that take a level, such as gpt-oss; others answer 400).", model, arg), noticeInfo)
	}
	return saveCmd(m.conv.SaveJob())
}
