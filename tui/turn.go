package tui

import (
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/transcript"
)

// apply shows what a turn did and runs the I/O it asks for, each job in a
// command whose engine.Done comes back to Update. The sequence is the
// engine's (engine.Turn): the chat screen only shows its events.
func (m *Model) apply(n engine.Next) tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(n.Jobs)+1)
	// A compaction's sentence stays when the request that follows it in the
	// same step has something to say too: both are shown, the compaction's
	// first.
	compacted := false
	for _, ev := range n.Events {
		switch ev := ev.(type) {
		case engine.Added:
			m.transcript.Append(entryFor(ev.Message))
			m.transcript.ScrollBottom()
		case engine.Compacting:
			if ev.Progress == (compression.Progress{}) {
				m.progress = newProgressLine(m.st) // a compaction starts
			}
			m.progress.now = ev.Progress
		case engine.Previewing:
			m.over.showPreview(m.turn, previewContent(ev.Compaction, ev.Result), ev.Result.Checkpoint.Summary)
		case engine.PreviewFailed:
			m.over.previewFailed(ev.Edited, ev.Err)
		case engine.Compacted:
			m.over.closePreview()
			if ev.Outcome.Applied {
				m.reloaded()
				// The browser shows the new checkpoint and the snapshot taken before it.
				cmds = append(cmds, m.over.sessionChanged())
			}
			level := noticeInfo
			if ev.Failed {
				level = noticeError
			}
			m.setNotice(ev.Outcome.Notice, level)
			compacted = ev.Outcome.Notice != ""
		case engine.Trimmed:
			m.reloaded()
		case engine.Asking:
			m.reply.begin(m.transcript, m.conv.Sess.Model)
			switch {
			case compacted && ev.Notice != "":
				m.setNotice(m.notice.text+" "+ev.Notice, max(m.notice.level, noticeWarn))
			case !compacted:
				m.setNotice(ev.Notice, noticeWarn)
			}
		case engine.Streamed:
			if note, changed := m.reply.streamed(m.transcript, ev); changed {
				m.setNotice(note, noticeWarn)
			}
		case engine.Retrying:
			m.reply.drop(m.transcript)
		case engine.Replied:
			m.gauge.viewChanged = false
			m.reply.end(m.transcript, ev.Message)
			if r := ev.Result; r != nil && r.ReplyTokens > 0 && r.EvalDuration > 0 {
				m.gauge.rate = float64(r.ReplyTokens) / r.EvalDuration.Seconds()
			}
			if ev.Notice != "" {
				m.setNotice(ev.Notice, noticeError)
			}
		case engine.Answered:
			for _, a := range ev.Results {
				e := entryFor(a)
				e.Expanded = m.expanded
				m.transcript.Append(e)
			}
			m.refreshGauge()
		case engine.Saved:
			m.saved(ev.Err, ev.Sending)
		case engine.Ended:
			m.turn = nil
			if ev.Err != nil {
				m.setNotice(ev.Err.Error(), noticeError)
			}
			m.refreshGauge()
		}
	}
	m.layout()
	for _, j := range n.Jobs {
		cmds = append(cmds, func() tea.Msg { return j() })
	}
	return tea.Batch(cmds...)
}

// replyEntry is the transcript entry a reply streams into, and whether the
// notice says that Ollama has been silent.
type replyEntry struct {
	id      string
	n       int
	silence bool
}

// begin appends the entry of a reply of model that begins streaming.
func (r *replyEntry) begin(t *transcript.Model, model string) {
	r.n++
	r.id, r.silence = fmt.Sprintf("stream-%d", r.n), false
	t.Append(transcript.Entry{ID: r.id, Kind: transcript.Assistant, Label: say.ModelName(model), Streaming: true})
	t.ScrollBottom()
}

// streamed shows what came; note is the notice to show when Ollama's silence
// began or ended (changed).
func (r *replyEntry) streamed(t *transcript.Model, ev engine.Streamed) (note string, changed bool) {
	switch {
	case ev.Silent > 0:
		r.silence = true
		note = fmt.Sprintf("Ollama has sent nothing for %s (a model may still be loading); esc stops the reply.", ev.Silent.Round(time.Second))
		changed = true
	case r.silence && (ev.Content != "" || ev.Thinking != ""):
		r.silence, changed = false, true
	}
	if ev.Thinking != "" || ev.Content != "" {
		t.AppendStreamed(r.id, ev.Thinking, ev.Content)
	}
	return note, changed
}

// end shows the reply as it was saved in place of the streamed one.
func (r *replyEntry) end(t *transcript.Model, msg session.Message) {
	t.Replace(r.id, entryFor(msg))
	r.silence = false
}

// drop takes away the entry of a reply that will be asked again.
func (r *replyEntry) drop(t *transcript.Model) { t.Remove(r.id) }
