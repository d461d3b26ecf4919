package tui

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/markdown"
	"github.com/ollm/ollm/tui/transcript"
)

// saveCmd runs a save job off the UI goroutine.
func saveCmd(job func() error) tea.Cmd {
	if job == nil {
		return nil
	}
	return func() tea.Msg { return savedMsg{err: job()} }
}

// logCmd appends events to the log off the UI goroutine; a log that cannot be
// written is not worth a notice.
func logCmd(job func() error) tea.Cmd {
	if job == nil {
		return nil
	}
	return func() tea.Msg { _ = job(); return nil }
}

// closeConversationCmd releases the lock of a conversation left (file I/O).
func closeConversationCmd(c *engine.Conversation) tea.Cmd {
	return func() tea.Msg { c.Close(); return nil }
}

// renderCmds renders the markdown the transcript asked for, one command each.
func renderCmds(r *markdown.Renderer, st *themes.Styles, reqs []transcript.RenderRequest) tea.Cmd {
	if len(reqs) == 0 {
		return nil
	}
	cmds := make([]tea.Cmd, len(reqs))
	for i, req := range reqs {
		cmds[i] = func() tea.Msg {
			lines, err := r.Render(req.Text, req.Width, st)
			return renderedMsg{req: req, lines: lines, err: err}
		}
	}
	return tea.Batch(cmds...)
}

// resolveModelCmd asks Ollama about a model (the first installed one when name is
// empty), to cap num_ctx by its context length.
func resolveModelCmd(conv *engine.Conversation, name string, numCtx int, announce bool) tea.Cmd {
	client, sid := conv.Client(), conv.Sess.ID
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if name == "" {
			models, err := engine.Installed(ctx, client)
			if err != nil {
				return modelReadyMsg{session: sid, err: err}
			}
			if len(models) == 0 {
				return modelReadyMsg{session: sid, err: &engine.ModelMissingError{Model: "(any)"}}
			}
			name = models[0].Name
		}
		info, err := engine.Show(ctx, client, name)
		return modelReadyMsg{session: sid, info: info, announce: announce, err: err}
	}
}

// jobCmd runs a job off the UI goroutine and reports it with a jobMsg.
func jobCmd(job func() error, ok, failed string, snapshots bool) tea.Cmd {
	return func() tea.Msg { return jobMsg{ok: ok, failed: failed, err: job(), snapshots: snapshots} }
}

// lockRetryMsg says the lock of the session opened read-only, id, is still
// held (err session.ErrLocked: try again later) or that the session could not
// be opened once free (err: say why, and stop trying).
type lockRetryMsg struct {
	id  string
	err error
}

// watchLock, for a session that is read-only here (nil otherwise), waits
// (every: 3 s when 0), then tries to take the lock the other ollm held. Only
// when it is free is the session read again from its file (the other ollm may
// have written to it), to replace the read-only copy; while it is held nothing
// is read. A file that cannot be read then ends the tries, with the reason.
func watchLock(life context.Context, conv *engine.Conversation, every time.Duration) tea.Cmd {
	if !conv.ReadOnly {
		return nil
	}
	if every <= 0 {
		every = 3 * time.Second
	}
	store, client, now := conv.Store(), conv.Client(), conv.Now
	opts := conv.NextOptions()
	opts.SessionID, opts.OnlyIfFree = conv.Sess.ID, true
	return func() tea.Msg {
		select {
		case <-life.Done():
			return nil
		case <-time.After(every):
		}
		next, _, err := engine.Open(store, client, now, opts)
		if err != nil {
			return lockRetryMsg{id: opts.SessionID, err: err}
		}
		return conversationMsg{conv: next, resumed: true, regained: true}
	}
}
