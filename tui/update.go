package tui

import (
	"errors"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/reliability"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/themes"
)

// quitWindow is how long a first ctrl+c on an idle prompt waits for the second.
const quitWindow = 3 * time.Second

// Update handles one message.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd, taken := m.over.update(msg)
	cmds := []tea.Cmd{cmd}
	if !taken {
		cmds = append(cmds, m.handle(msg))
	}
	m.warnOfLoss()
	cmds = append(cmds, renderCmds(m.md, m.st, append(m.transcript.TakeRenderRequests(), m.over.renderRequests()...)))
	return m, tea.Batch(cmds...)
}

// handle handles a message no full-screen view took.
func (m *Model) handle(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
	case tea.BackgroundColorMsg:
		if dark := msg.IsDark(); dark != m.st.Dark && !m.deps.FixedTheme {
			m.st = themes.New(dark)
			m.transcript.SetStyles(m.st)
			m.composer.SetStyles(m.st)
			m.over.setStyles(m.st)
		}
	case tea.KeyPressMsg:
		return m.handleKey(msg)
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft && msg.Y < m.transcriptHeight && !m.help.open {
			m.transcript.ToggleAt(msg.Y)
		}
	case tea.MouseWheelMsg:
		switch msg.Button {
		case tea.MouseWheelUp:
			m.transcript.ScrollUp(3)
		case tea.MouseWheelDown:
			m.transcript.ScrollDown(3)
		}
	case tea.PasteMsg:
		cmd := m.composer.Update(msg)
		m.layout()
		return cmd
	case engine.Done:
		return m.apply(msg.Apply())
	case savedMsg:
		m.saved(msg.err, false)
	case renderedMsg:
		if msg.err == nil {
			m.transcript.SetMarkdown(msg.req, msg.lines)
		}
	case modelReadyMsg:
		return m.modelReady(msg)
	case lockRetryMsg:
		switch {
		case !m.conv.ReadOnly || m.conv.Sess.ID != msg.id:
		case errors.Is(msg.err, session.ErrLocked):
			return watchLock(m.life, m.conv, m.deps.LockRetry)
		default:
			m.setNotice("The other ollm closed this session, but it could not be opened again here ("+msg.err.Error()+"); this copy stays read-only. /new starts a new session.", noticeWarn)
		}
	case SignalMsg:
		// No one may be there to read a notice (SIGHUP): leave after one try.
		m.quitFailed = true
		return m.quit()
	case quitSavedMsg:
		if msg.err == nil || errors.Is(msg.err, session.ErrStale) || m.quitFailed {
			return m.leave()
		}
		m.quitFailed, m.saveErr = true, msg.err
		m.setNotice("Could not save the session, so ollm stays open and nothing is lost: "+msg.err.Error()+
			". Free some space and quit again, or /export PATH to write it elsewhere. Quitting again leaves (ollm then writes the session to another folder and says where).", noticeError)
	case conversationMsg:
		m.over.closeAll()
		return m.switchConversation(msg)
	case switchRefusedMsg:
		m.switching = false
		m.saveErr = msg.err
		m.setNotice("This session could not be saved, so it stays open (no other session was opened) and nothing is lost. "+
			"Free some space or fix the folder, then try again, or /export PATH to write it elsewhere: "+msg.err.Error(), noticeError)
	case memoryMsg:
		return msg.apply(m)
	case filesReadMsg:
		return m.files.read(m, msg)
	case completedMsg:
		m.files.completed(m, msg)
	case jobMsg:
		text, level := msg.ok, noticeInfo
		if msg.err != nil {
			text, level = msg.failed+msg.err.Error(), noticeError
		}
		m.setNotice(text, level)
	default:
		return m.composer.Update(msg)
	}
	return nil
}

func (m *Model) handleKey(k tea.KeyPressMsg) tea.Cmd {
	if m.help.open {
		m.help.key(k.String(), m.transcriptHeight)
		return nil
	}
	if k.String() != "ctrl+c" {
		m.quitArmed = time.Time{}
	}
	switch {
	case m.turn.State() == engine.TurnReplying && key.Matches(k, m.keys.Stop):
		return m.apply(m.turn.Stop())
	case m.turn.State() == engine.TurnCompacting && key.Matches(k, m.keys.Cancel):
		return m.apply(m.turn.Stop())
	case key.Matches(k, m.keys.Quit):
		// ctrl+c on an idle prompt: the first one asks, a second within
		// quitWindow quits.
		now := m.clock()
		if !m.quitArmed.IsZero() && now.Sub(m.quitArmed) <= quitWindow {
			return m.quit()
		}
		m.quitArmed = now
		attached := ""
		if len(m.files.pending) > 0 {
			attached = m.files.names(m, m.files.pending)
		}
		m.setNotice(quitQuestion(m.composer.Value(), m.conv, attached), noticeInfo)
		return nil
	case k.String() == "esc":
		return nil
	case key.Matches(k, m.keys.Summaries):
		m.expanded = !m.expanded
		if m.transcript.ExpandAll(m.expanded) == 0 {
			m.setNotice("No checkpoint, tool result or file yet: /compact makes a checkpoint.", noticeInfo)
		}
		return nil
	case key.Matches(k, m.keys.Thinking):
		if m.transcript.ToggleThinking() == 0 {
			m.setNotice("No reply with thinking yet.", noticeInfo)
		}
		return nil
	case key.Matches(k, m.keys.Checkpoints):
		return m.over.openBrowser()
	case key.Matches(k, m.keys.FullHistory):
		m.over.openPager(m.transcript.Entries(), len(m.conv.Sess.Messages))
		return nil
	case key.Matches(k, m.keys.Help) && m.composer.Value() == "":
		m.help.open = true
		return nil
	case key.Matches(k, m.keys.PageUp):
		m.transcript.ScrollUp(max(m.transcriptHeight/2, 1))
		return nil
	case key.Matches(k, m.keys.PageDown):
		m.transcript.ScrollDown(max(m.transcriptHeight/2, 1))
		return nil
	case key.Matches(k, m.keys.Send):
		return m.submit()
	case key.Matches(k, m.keys.Complete):
		if partial, ok := m.composer.PathAtCursor(); ok {
			return m.files.complete(m, partial)
		}
	}
	cmd := m.composer.Update(k)
	m.layout()
	return cmd
}

// quit saves and exits. A turn still running is left: its reply, kept as it
// came, marked stopped; its compaction cancelled. When the save fails (a
// full disk), ollm stays open and says so: quitting would lose what is not
// on disk. The next quit tries again and leaves whatever happens; the command
// line then writes the session elsewhere if it must, and says where.
func (m *Model) quit() tea.Cmd {
	var closing tea.Cmd
	if m.turn != nil {
		closing = m.apply(m.turn.Leave())
	}
	m.conv.KeepDraft(m.composer.Value(), m.composer.Pasted()) // what is typed and not sent comes back next time
	job := m.conv.SaveJob()
	if job == nil {
		return tea.Batch(closing, m.leave())
	}
	return tea.Batch(closing, func() tea.Msg { return quitSavedMsg{err: job()} })
}

// quitQuestion is what the first ctrl+c says: what happens to a message typed
// and not sent, and to the files attached for it (their names, "" for none).
func quitQuestion(typed string, conv *engine.Conversation, attached string) string {
	q := "Press ctrl+c again to quit."
	switch {
	case strings.TrimSpace(typed) == "":
	case conv.ReadOnly || len(conv.Sess.Messages) == 0:
		q = "Press ctrl+c again to quit: what you typed is not sent and not kept (this session is not saved)."
	default:
		q = "Press ctrl+c again to quit: what you typed is not sent; it is kept with the session and back in the prompt when you resume it."
	}
	if attached != "" {
		q += " The files attached for your next message are not kept (" + attached + "): /attach them again."
	}
	return q
}

// leave ends the program now.
func (m *Model) leave() tea.Cmd {
	m.quitting = true
	m.end()
	return tea.Quit
}

// submit handles enter: a slash command, or a message to send.
func (m *Model) submit() tea.Cmd {
	text := strings.TrimSpace(m.composer.Value())
	if text == "" {
		return nil
	}
	if strings.HasPrefix(text, "/") {
		m.composer.Reset()
		m.layout()
		return m.runSlash(text)
	}
	switch {
	case m.busy(true):
		return nil
	case m.conv.Sess.Model == "":
		m.setNotice("No model selected: /model NAME (see `ollm models`).", noticeWarn)
		return nil
	case m.files.reading > 0:
		m.setNotice("The files are still being read…", noticeInfo)
		return nil
	}
	return m.files.send(m, text)
}

// saved reports a save that ended: a failure until one works again.
// sending marks the save of the person's message before the request.
func (m *Model) saved(err error, sending bool) {
	switch {
	case errors.Is(err, session.ErrStale):
		// A newer save of the same session already holds everything.
	case err != nil && sending:
		m.saveErr = err
		m.setNotice("Could not save the session before sending: "+err.Error()+". It is kept in memory.", noticeError)
	case err != nil:
		m.saveErr = err
		m.setNotice("Could not save the session: "+err.Error()+". It is kept in memory; ollm retries on the next change.", noticeError)
	case m.saveErr != nil:
		m.saveErr = nil
		m.setNotice("Session saved again.", noticeInfo)
	}
}

func (m *Model) modelReady(msg modelReadyMsg) tea.Cmd {
	if msg.session != m.conv.Sess.ID {
		return nil // asked for a session that is no longer open
	}
	if msg.err != nil {
		m.setNotice(engine.Explain(msg.err, m.deps.Host), noticeError)
		return nil
	}
	// The window: the flag or config when given, else the session's own (a
	// resumed session keeps its window), capped by the model.
	want := m.deps.NumCtx
	if want == 0 {
		want = m.conv.Sess.Options.NumCtx
	}
	if msg.info.Name != m.conv.Sess.Model {
		// Ollama's count of the last exchange is the other model's
		// tokenizer's: the bar shows the estimate until this one answers.
		m.gauge.viewChanged = true
	}
	capped := m.conv.SetModel(msg.info, want)
	m.composer.SetCommands(composerCommands(msg.info.Thinking))
	switch {
	case capped != "" && m.deps.NumCtx != 0: // only a window the person asked for
		m.setNotice(capped, noticeWarn)
	case msg.announce:
		m.setNotice("Model: "+msg.info.Name+", window "+itoa(m.conv.Sess.Options.NumCtx)+" tokens.", noticeInfo)
	}
	m.refreshGauge()
	return saveCmd(m.conv.SaveJob())
}

func (m *Model) switchConversation(msg conversationMsg) tea.Cmd {
	m.switching = false
	if msg.err != nil {
		m.setNotice(msg.err.Error(), noticeError)
		return nil
	}
	var closing tea.Cmd
	if m.turn != nil {
		closing = m.apply(m.turn.Leave()) // cannot run: busy refuses a switch meanwhile
	}
	if msg.conv != m.conv {
		closing = tea.Batch(closing, closeConversationCmd(m.conv))
	}
	m.conv = msg.conv
	// A failed save of the session left was refused the switch, or was
	// made good by the switch's own save: it says nothing of this one.
	m.gauge.rate, m.saveErr = 0, nil
	m.reloaded()
	m.gauge.viewChanged = false
	// This session's draft comes back in the prompt, unless something is
	// typed there (during the switch, or in the window that was read-only):
	// then it waits in the prompt history.
	if text, pasted := m.conv.TakeDraft(); text != "" {
		if strings.TrimSpace(m.composer.Value()) == "" {
			m.composer.Restore(text, pasted)
		} else {
			m.composer.Remember(text)
			defer m.setNotice("The message this session kept unsent is in the prompt history (↑ on an empty prompt); what you typed stays in the prompt.", noticeInfo)
		}
	}
	switch {
	case msg.regained:
		m.setNotice("The other ollm closed this session: you can write here now (it was read again from its file, with what the other ollm added).", noticeInfo)
	case msg.resumed:
		m.setNotice("Resumed “"+m.conv.Sess.Title+"” ("+say.Plural(len(m.conv.Sess.Messages), "message")+").", noticeInfo)
	default:
		m.setNotice("New session "+m.conv.Sess.ID+".", noticeInfo)
	}
	if msg.notice != "" {
		m.setNotice(msg.notice, noticeWarn)
	}
	watch := watchLock(m.life, m.conv, m.deps.LockRetry)
	if m.deps.ResolveModel {
		// The window and reliability need Ollama's description of the model.
		return tea.Batch(closing, watch, resolveModelCmd(m.conv, m.conv.Sess.Model, m.deps.NumCtx, false))
	}
	return tea.Batch(closing, watch)
}

// warnOfLoss gives the one-time advice when lost context (a compaction, a
// cut, a truncation) has brought the session to low or below, naming what was
// lost, before whatever the message handled said (a compaction's outcome,
// whose marker stays in the transcript): the notice shows three lines, and
// this is said once. The model's size alone lowers the score too, from the
// first message; that is a caveat about the model, which the bar names, not a
// loss.
func (m *Model) warnOfLoss() {
	if m.conv.Model.ParameterSize == "" || m.conv.ReadOnly {
		return
	}
	w := reliability.Warning(m.gauge.rel)
	if w == "" || !m.conv.Edit.LossWarned() {
		return
	}
	m.setNotice(strings.TrimSpace(w+" "+m.notice.text), max(m.notice.level, noticeWarn))
}
