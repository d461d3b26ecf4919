package tui

import (
	"os/exec"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/browser"
	"github.com/ollm/ollm/tui/pager"
	"github.com/ollm/ollm/tui/picker"
	"github.com/ollm/ollm/tui/preview"
	"github.com/ollm/ollm/tui/recallpick"
	"github.com/ollm/ollm/tui/transcript"
)

// fullScreen is a view that takes the whole screen over the chat: the
// checkpoint browser, the history pager, the session picker.
type fullScreen interface {
	Update(tea.Msg) tea.Cmd
	View() string
	SetSize(width, height int)
	// Note shows a line on the view until its next key: the view hides the
	// chat's notice line.
	Note(text string)
	SetStyles(*themes.Styles)
}

// host is what the full-screen views ask of the chat screen under them.
type host interface {
	Conversation() *engine.Conversation
	setNotice(text string, level noticeLevel)
	// busy says (in the notice) when a turn runs or a switch.
	busy(changes bool) bool
	layout()
	takeSnapshot(name string) tea.Cmd
	attachRecall(indices []int)
	// apply shows what a turn did and runs what it asks for (the
	// preview's accept, rewrite, edit and cancel go to the turn).
	apply(engine.Next) tea.Cmd
	// reloaded shows the session again after it changed under the
	// transcript (a restore).
	reloaded()
	// switchTo opens another session in place of this one (id "": a new
	// one), once this one is saved.
	switchTo(id string) tea.Cmd
}

// overlays holds the full-screen views over the chat — the checkpoint
// browser, the history pager, the session picker, /recall's picker, the
// compaction preview — at most one open, and their glue to the session: the
// requests they make and the answers to them.
type overlays struct {
	h             host
	st            *themes.Styles
	clock         func() time.Time
	width, height int

	browser *browser.Model
	pager   *pager.Model
	picker  *picker.Model
	recall  *recallpick.Model
	preview *preview.Model
	// previewing is the turn whose compaction the preview shows, and
	// summary the summary shown (to tell whether the editor changed it).
	previewing *engine.Turn
	summary    string
	// editor is the person's editor for the preview's summary (none: it is
	// edited in place); runEditor runs it with the terminal.
	editor    []string
	runEditor func(*exec.Cmd, tea.ExecCallback) tea.Cmd
	// keys are the chat screen's, for the views' keys that it names.
	keys KeyMap
}

// active returns the full-screen view that is open, if any.
func (s *overlays) active() fullScreen {
	switch {
	case s.browser != nil:
		return s.browser
	case s.pager != nil:
		return s.pager
	case s.picker != nil:
		return s.picker
	case s.recall != nil:
		return s.recall
	case s.preview != nil:
		return s.preview
	}
	return nil
}

// closeAll closes the view that is open (the session was replaced).
func (s *overlays) closeAll() {
	s.browser, s.pager, s.picker, s.recall, s.preview, s.previewing = nil, nil, nil, nil, nil, nil
}

// opened sizes a view that was just opened.
func (s *overlays) opened(v fullScreen) { v.SetSize(s.width, s.height) }

// setStyles switches the open view to another theme.
func (s *overlays) setStyles(st *themes.Styles) {
	s.st = st
	if v := s.active(); v != nil {
		v.SetStyles(st)
	}
}

// update routes a message to the full-screen view that is open, and handles
// the views' requests; it reports whether msg was taken.
func (s *overlays) update(msg tea.Msg) (tea.Cmd, bool) {
	if cmd, ok := s.browserMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := s.pickerMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := s.recallMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := s.previewMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := s.uncompactMsg(msg); ok {
		return cmd, true
	}
	if cmd, ok := s.rememberMsg(msg); ok {
		return cmd, true
	}
	if _, ok := msg.(pager.CloseMsg); ok {
		s.pager = nil
		s.h.layout()
		return nil, true
	}
	if msg, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = msg.Width, msg.Height
	}
	v := s.active()
	if v == nil {
		return nil, false
	}
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if msg.String() == "ctrl+c" {
			return nil, false // quit works everywhere
		}
		return v.Update(msg), true
	case tea.MouseWheelMsg:
		return v.Update(msg), true
	case tea.PasteMsg:
		return v.Update(msg), true
	case tea.MouseClickMsg:
		return nil, true
	case tea.WindowSizeMsg:
		v.SetSize(msg.Width, msg.Height)
	case renderedMsg:
		if s.pager != nil && msg.err == nil {
			s.pager.SetMarkdown(msg.req, msg.lines)
		}
	case jobMsg:
		// The chat shows the notice; the lists that changed are read again.
		if s.browser != nil && msg.snapshots {
			return s.listSnapshots(), false
		}
		if s.picker != nil && msg.sessions {
			return s.listSessions(), false
		}
	}
	return nil, false
}

// renderRequests are the markdown renders the pager needs.
func (s *overlays) renderRequests() []transcript.RenderRequest {
	if s.pager == nil {
		return nil
	}
	return s.pager.TakeRenderRequests()
}

// openPager opens the history pager on the transcript's entries.
func (s *overlays) openPager(entries []transcript.Entry, messages int) {
	s.pager = pager.New(s.st, entries, messages)
	s.pager.Remember = s.keys.Remember
	s.opened(s.pager)
}

// sessionChanged shows the browser, if open, the session as it is now (a
// compaction made a checkpoint and a snapshot).
func (s *overlays) sessionChanged() tea.Cmd {
	if s.browser == nil {
		return nil
	}
	s.browser.SetSession(s.h.Conversation().Sess, nil)
	return s.listSnapshots()
}
