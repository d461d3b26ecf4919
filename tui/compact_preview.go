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

// shownPreview is the compaction the preview shows: accepting applies res.
type shownPreview struct {
	k    *engine.Compaction
	res  *compression.Result
	turn bool
}

// previewSavedMsg says the snapshot before an accepted preview was saved (or
// not).
type previewSavedMsg struct {
	shown *shownPreview
	snap  string
	err   error
}

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

// previewDone shows a preview's outcome; it reports false when the caller
// should take it as a compaction's (the first run failed or found nothing:
// the notice says so).
func (s *screens) previewDone(k *engine.Compaction, res *compression.Result, err error, turn bool) (tea.Cmd, bool) {
	if err == nil {
		c := previewContent(k, res)
		if s.preview == nil {
			s.preview = preview.New(s.st, c)
			s.opened(s.preview)
		} else {
			s.preview.Set(c)
		}
		s.shown = &shownPreview{k: k, res: res, turn: turn}
		return nil, true
	}
	if s.preview == nil {
		return nil, false
	}
	s.preview.Idle()
	why := err.Error()
	var pe *compression.Error
	if errors.As(err, &pe) {
		why = pe.Err.Error()
	}
	if k.IsEdited() {
		s.preview.Note("Your summary was not used: " + why + ". e edits it again; enter applies the one shown.")
	} else {
		s.preview.Note("The summary could not be written again: " + why + ". The one shown stays.")
	}
	return nil, true
}

// previewMsg handles the preview's requests; it reports whether msg was one.
func (s *screens) previewMsg(msg tea.Msg) (tea.Cmd, bool) {
	sh := s.shown
	switch msg := msg.(type) {
	case preview.AcceptMsg, preview.CancelMsg, preview.RegenerateMsg, preview.EditedMsg, preview.EditMsg, editorReadyMsg:
		if sh == nil {
			return nil, true // the preview was closed meanwhile
		}
	case editorDoneMsg:
		if sh == nil {
			path := msg.path
			return func() tea.Msg { _ = os.Remove(path); return nil }, true
		}
	}
	switch msg := msg.(type) {
	case preview.AcceptMsg:
		job := sh.k.SnapshotJob()
		s.preview.Busy("saving a snapshot of the present state…")
		return func() tea.Msg {
			snap, err := job()
			return previewSavedMsg{shown: sh, snap: snap, err: err}
		}, true
	case previewSavedMsg:
		if msg.shown != sh {
			return nil, true // the preview was closed meanwhile
		}
		s.closePreview()
		out := s.h.Conversation().Compactor.Accept(sh.k, sh.res, msg.snap, msg.err)
		return s.h.outcome(out, msg.err != nil, sh.turn), true
	case preview.CancelMsg:
		s.closePreview()
		if s.h.cancelCompaction() {
			return nil, true // its end sends the waiting message
		}
		return s.h.outcome(engine.Outcome{Notice: "Compaction preview closed; nothing changed."}, false, sh.turn), true
	case preview.RegenerateMsg:
		s.preview.Busy("writing the summary again…")
		k := s.h.Conversation().Compactor.Again(sh.k, msg.Focus)
		return s.h.runCompaction(k, sh.turn), true
	case preview.EditedMsg:
		s.preview.Busy("checking your summary…")
		return s.h.runCompaction(sh.k.Edited(msg.Text), sh.turn), true
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
		before, path, runErr := sh.res.Checkpoint.Summary, msg.path, msg.err
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
		case s.preview == nil:
		case msg.err != nil:
			s.preview.Note("The editor failed, so the summary is unchanged: " + msg.err.Error())
		case !msg.changed:
			s.preview.Note("The summary is unchanged.")
		default:
			s.preview.Busy("checking your summary…")
			return s.h.runCompaction(sh.k.Edited(msg.text), sh.turn), true
		}
		return nil, true
	}
	return nil, false
}

// closePreview closes the preview.
func (s *screens) closePreview() {
	s.preview, s.shown = nil, nil
	s.h.layout()
}
