package tui

import (
	"errors"
	"os"
	"os/exec"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/tui/preview"
)

// editorReadyMsg: the summary was written to path, for the editor.
type editorReadyMsg struct {
	path string
	err  error
}

// editorDoneMsg: the editor ended (err: it failed or could not start).
type editorDoneMsg struct {
	path string
	err  error
}

// editedFileMsg carries the summary the person saved in the editor.
type editedFileMsg struct {
	text    string
	changed bool
	err     error
}

// previewContent is what the preview shows of a compaction's result.
func previewContent(k *engine.Compaction, res *compression.Result) preview.Content {
	cp := res.Checkpoint
	before, after := k.Sizes(res)
	return preview.Content{
		From: cp.From, To: cp.To, Summary: cp.Summary, Rejected: cp.Rejected, Edited: cp.Edited, Focus: cp.Focus,
		Level: compression.LevelName(cp.Level), Ledger: window.LedgerOf(res.Session, cp),
		TokensBefore: cp.TokensBefore, TokensAfter: cp.TokensAfter, ContextBefore: before, ContextAfter: after,
		Missing: res.Missing, Lost: res.Lost,
	}
}

// showPreview opens the preview of turn's compaction, or shows the one
// written again.
func (s *overlays) showPreview(turn *engine.Turn, c preview.Content, summary string) {
	if s.preview == nil {
		s.preview = preview.New(s.st, c)
		s.opened(s.preview)
	} else {
		s.preview.Set(c)
	}
	s.previewing, s.summary = turn, summary
}

// previewFailed says why the preview could not be written again (edited:
// the person's summary was refused); the one shown stays.
func (s *overlays) previewFailed(edited bool, err error) {
	if s.preview == nil {
		return
	}
	s.preview.Idle()
	why := err.Error()
	var pe *compression.Error
	if errors.As(err, &pe) {
		why = pe.Err.Error()
	}
	if edited {
		s.preview.Note("Your summary was not used: " + why + ". e edits it again; enter applies the one shown.")
	} else {
		s.preview.Note("The summary could not be written again: " + why + ". The one shown stays.")
	}
}

// previewMsg handles the preview's requests; it reports whether msg was one.
// The turn whose compaction it shows does what they ask.
func (s *overlays) previewMsg(msg tea.Msg) (tea.Cmd, bool) {
	t := s.previewing
	switch msg := msg.(type) {
	case preview.AcceptMsg, preview.CancelMsg, preview.RegenerateMsg, preview.EditedMsg, preview.EditMsg, editorReadyMsg:
		if t == nil {
			return nil, true // the preview was closed meanwhile
		}
	case editorDoneMsg:
		if t == nil {
			path := msg.path
			return func() tea.Msg { _ = os.Remove(path); return nil }, true
		}
	}
	switch msg := msg.(type) {
	case preview.AcceptMsg:
		s.preview.Busy("saving a snapshot of the present state…")
		return s.h.apply(t.Accept()), true
	case preview.CancelMsg:
		s.closePreview()
		return s.h.apply(t.Stop()), true
	case preview.RegenerateMsg:
		s.preview.Busy("writing the summary again…")
		return s.h.apply(t.Rewrite(msg.Focus)), true
	case preview.EditedMsg:
		s.preview.Busy("checking your summary…")
		return s.h.apply(t.Edit(msg.Text)), true
	case preview.EditMsg:
		if len(s.editor) == 0 {
			return s.preview.EditHere(), true
		}
		text := msg.Text
		return func() tea.Msg {
			f, err := os.CreateTemp("", "ollm-summary-*.md")
			if err != nil {
				return editorReadyMsg{err: err}
			}
			_, err = f.WriteString(text)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			return editorReadyMsg{path: f.Name(), err: err}
		}, true
	case editorReadyMsg:
		if msg.err != nil {
			s.preview.Note("Could not write the summary for the editor: " + msg.err.Error())
			return nil, true
		}
		run := s.runEditor
		if run == nil {
			run = tea.ExecProcess
		}
		cmd := exec.Command(s.editor[0], append(s.editor[1:], msg.path)...)
		path := msg.path
		return run(cmd, func(err error) tea.Msg { return editorDoneMsg{path: path, err: err} }), true
	case editorDoneMsg:
		before, path, runErr := s.summary, msg.path, msg.err
		return func() tea.Msg {
			data, err := os.ReadFile(path)
			_ = os.Remove(path)
			if runErr != nil {
				err = runErr
			}
			return editedFileMsg{text: string(data), changed: string(data) != before, err: err}
		}, true
	case editedFileMsg:
		switch {
		case s.preview == nil || t == nil:
		case msg.err != nil:
			s.preview.Note("The editor failed, so the summary is unchanged: " + msg.err.Error())
		case !msg.changed:
			s.preview.Note("The summary is unchanged.")
		default:
			s.preview.Busy("checking your summary…")
			return s.h.apply(t.Edit(msg.text)), true
		}
		return nil, true
	}
	return nil, false
}

// closePreview closes the preview, if open.
func (s *overlays) closePreview() {
	if s.preview == nil && s.previewing == nil {
		return
	}
	s.preview, s.previewing = nil, nil
	s.h.layout()
}
