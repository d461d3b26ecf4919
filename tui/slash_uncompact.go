package tui

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/browser"
	"github.com/ollm/ollm/tui/transcript"
)

func init() {
	register(slashCommand{name: "uncompact", args: "[--preview] [FOCUS]",
		help: "take back the newest compaction: its messages go to the model verbatim again, every later one stays (FOCUS: summarize them again instead; u in ctrl+g for older ones)",
		run:  runUncompact})
}

// uncompactConfirmedMsg is the person's yes to the browser's question.
type uncompactConfirmedMsg struct{ plan *engine.UncompactPlan }

// uncompactSavedMsg says the snapshot of the present was saved (or not), so
// that the plan can be applied.
type uncompactSavedMsg struct {
	plan *engine.UncompactPlan
	err  error
}

// runUncompact takes back the newest checkpoint at once (it can be undone:
// its snapshot is saved first), or, with a focus or --preview, takes it back
// and summarizes its messages again in one step — the way to go when they no
// longer fit verbatim.
func runUncompact(m *Model, args string) tea.Cmd {
	if m.busy(true) {
		return nil
	}
	preview := false
	if rest, ok := strings.CutPrefix(args, "--preview"); ok && (rest == "" || rest[0] == ' ') {
		preview, args = true, strings.TrimSpace(rest)
	}
	pl, err := m.conv.Compactor.PlanUncompact(0)
	var ue *engine.UncompactError
	if (args != "" || preview) && pl != nil && (err == nil || errors.As(err, &ue) && ue.TooLarge) {
		t, next := engine.Turn{Save: true}.Recompact(m.life, m.conv, m.conv.Compactor.Redo(pl, args, preview))
		m.turn = t
		return m.apply(next)
	}
	if err != nil {
		m.setNotice(err.Error(), noticeWarn)
		return nil
	}
	return saveUncompact(pl)
}

// saveUncompact saves the plan's snapshot of the present off the UI
// goroutine.
func saveUncompact(pl *engine.UncompactPlan) tea.Cmd {
	save := pl.Save
	return func() tea.Msg { return uncompactSavedMsg{plan: pl, err: save()} }
}

// uncompactMsg handles the browser's u and an /uncompact's steps; it reports
// whether msg was one of them.
func (s *overlays) uncompactMsg(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case browser.UncompactMsg:
		if s.h.busy(true) || s.browser == nil {
			return nil, true
		}
		pl, err := s.h.Conversation().Compactor.PlanUncompact(msg.Number)
		if err != nil {
			s.browser.Note(err.Error())
			return nil, true
		}
		what := fmt.Sprintf("Take back checkpoint %d?", pl.First)
		if pl.First != pl.Last {
			what = fmt.Sprintf("Take back checkpoints %d–%d?", pl.First, pl.Last)
		}
		s.browser.Ask(append([]string{what}, pl.Changes...), uncompactConfirmedMsg{plan: pl})
		return nil, true
	case uncompactConfirmedMsg:
		return saveUncompact(msg.plan), true
	case uncompactSavedMsg:
		return s.uncompacted(msg), true
	}
	return nil, false
}

// uncompacted applies a plan whose snapshot was saved.
func (s *overlays) uncompacted(msg uncompactSavedMsg) tea.Cmd {
	conv := s.h.Conversation()
	return s.afterSnapshot(msg.err, "taken back", msg.plan.Before.ID, func() (string, []session.Event, error) {
		out, err := conv.Compactor.Uncompact(msg.plan)
		return out.Notice, out.Events, err
	})
}

// uncompactEntry is the marker where checkpoints were taken back: what
// happened to their messages.
func uncompactEntry(u session.Uncompaction) transcript.Entry {
	text := fmt.Sprintf("── %s · messages %d–%d ", strings.ToLower(u.Title()[:1])+u.Title()[1:], u.From+1, u.To)
	switch {
	case u.Redone > 0:
		text += fmt.Sprintf("summarized again as checkpoint %d", u.Redone)
		if u.Focus != "" {
			text += " · focus: " + u.Focus
		}
	default:
		text += "sent verbatim again"
		if u.Lines > 0 {
			text += fmt.Sprintf(" · %s left the memory", say.Plural(u.Lines, "memory line"))
		}
	}
	return transcript.Entry{ID: fmt.Sprintf("uncompact-%d-%d-%s", u.From, u.To, u.Snapshot), Kind: transcript.Info, Content: text + " ──"}
}
