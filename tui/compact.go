package tui

import (
	"context"
	"fmt"

	"charm.land/bubbles/v2/progress"
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
)

// compacting is a compaction running in the background.
type compacting struct {
	k      *engine.Compaction
	cancel context.CancelFunc
	// updates carries the pipeline's progress; the latest is shown.
	updates chan compression.Progress
	now     compression.Progress
	bar     progress.Model
	// turn is set when the person's message waits for the compaction: it is
	// sent when the compaction ends, whatever its outcome.
	turn bool
}

type compactProgressMsg struct {
	k *engine.Compaction
	p compression.Progress
}

type compactDoneMsg struct {
	k   *engine.Compaction
	res *compression.Result
	err error
}

// startCompaction prepares a compaction and runs it; turn says a message waits
// to be sent after it. An automatic one opens the preview first when the
// config asks for it (compaction_preview: ask).
func (m *Model) startCompaction(focus string, manual, turn bool) tea.Cmd {
	k := m.conv.Compactor.Prepare(focus, manual)
	if !manual && m.deps.PreviewAuto {
		k = k.Preview()
	}
	return m.runCompaction(k, turn)
}

// runCompaction runs a prepared compaction in a command; its progress comes
// back as messages. A preview's outcome opens (or updates) the preview.
func (m *Model) runCompaction(k *engine.Compaction, turn bool) tea.Cmd {
	ctx, cancel := context.WithCancel(context.Background())
	c := &compacting{k: k, cancel: cancel, updates: make(chan compression.Progress, 8), turn: turn}
	c.bar = progress.New(progress.WithoutPercentage(), progress.WithColors(m.st.Progress.Full))
	c.bar.EmptyColor = m.st.Progress.Empty
	m.compacting = c
	m.setNotice("", noticeInfo)
	run := func() tea.Msg {
		res, err := k.Run(ctx, func(p compression.Progress) {
			select {
			case c.updates <- p:
			default: // the UI is behind: a later report will do
			}
		})
		close(c.updates)
		return compactDoneMsg{k: k, res: res, err: err}
	}
	return tea.Batch(run, waitProgress(c))
}

// waitProgress waits for the next progress report; Update re-arms it.
func waitProgress(c *compacting) tea.Cmd {
	return func() tea.Msg {
		p, ok := <-c.updates
		if !ok {
			return nil
		}
		return compactProgressMsg{k: c.k, p: p}
	}
}

func (m *Model) compactProgress(msg compactProgressMsg) tea.Cmd {
	if m.compacting == nil || msg.k != m.compacting.k {
		return nil
	}
	m.compacting.now = msg.p
	return waitProgress(m.compacting)
}

// cancelCompaction stops the running compaction, if any (it reports whether
// one ran); its end arrives as usual.
func (m *Model) cancelCompaction() bool {
	if m.compacting == nil {
		return false
	}
	m.compacting.cancel()
	m.setNotice("Cancelling the compaction…", noticeInfo)
	return true
}

// compactDone takes the outcome into the session, tells the person, logs it, and
// sends the message that waited for it.
func (m *Model) compactDone(msg compactDoneMsg) tea.Cmd {
	c := m.compacting
	if c == nil || msg.k != c.k {
		return nil
	}
	m.compacting = nil
	c.cancel()
	if c.k.IsPreview() {
		if cmd, ok := m.full.previewDone(c.k, msg.res, msg.err, c.turn); ok {
			return cmd
		}
	}
	out := m.conv.Compactor.Apply(c.k, msg.res, msg.err)
	return m.outcome(out, msg.err != nil && !out.Nothing, c.turn)
}

// outcome shows what a compaction or a truncation did, logs it, saves, and sends
// the waiting turn.
func (m *Model) outcome(out engine.Outcome, failed, turn bool) tea.Cmd {
	cmds := []tea.Cmd{logCmd(m.conv.LogJob(out.Events))}
	if out.Applied {
		m.reloaded()
		// The browser shows the new checkpoint and the snapshot taken before it.
		cmds = append(cmds, m.full.sessionChanged())
	}
	if turn {
		cmds = append(cmds, m.startReply())
	} else {
		cmds = append(cmds, saveCmd(m.conv.SaveJob()))
	}
	if out.Notice != "" {
		level := noticeInfo
		if failed {
			level = noticeError
		}
		if m.notice != "" && turn {
			out.Notice += " " + m.notice
			level = max(level, noticeWarn)
		}
		m.setNotice(out.Notice, level)
	}
	m.layout()
	return tea.Batch(cmds...)
}

// compactionView is the progress line shown in place of the notice.
func (m *Model) compactionView() string {
	c := m.compacting
	label := fmt.Sprintf(" %3.0f%% %s", c.now.Percent*100, c.now.Stage)
	if c.now.Detail != "" {
		label += " · " + c.now.Detail
	}
	label += " · esc cancels"
	w := c.bar.Width()
	return c.bar.ViewAs(c.now.Percent) + m.st.Progress.Stage.Render(truncate(label, m.width-w))
}
