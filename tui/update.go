package tui

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/reliability"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/transcript"
)

// quitWindow is how long a first ctrl+c on an idle prompt waits for the second.
const quitWindow = 3 * time.Second

// Update handles one message.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd, taken := m.full.update(msg)
	if taken {
		m.warnOfLoss()
		return m, tea.Batch(cmd, m.renders())
	}
	cmds := []tea.Cmd{cmd}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
	case tea.BackgroundColorMsg:
		if dark := msg.IsDark(); dark != m.st.Dark && !m.deps.FixedTheme {
			m.st = themes.New(dark)
			m.transcript.SetStyles(m.st)
			m.composer.SetStyles(m.st)
			m.full.setStyles(m.st)
		}
	case tea.KeyPressMsg:
		cmds = append(cmds, m.handleKey(msg))
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft && msg.Y < m.transcriptHeight() && !m.showHelp {
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
		cmds = append(cmds, m.composer.Update(msg))
		m.layout()
	case compactProgressMsg:
		cmds = append(cmds, m.compactProgress(msg))
	case compactDoneMsg:
		cmds = append(cmds, m.compactDone(msg))
	case streamStartedMsg:
		cmds = append(cmds, m.streamStarted(msg))
	case streamEventMsg:
		cmds = append(cmds, m.streamEvent(msg.ev))
	case savedMsg:
		if errors.Is(msg.err, session.ErrStale) {
			break // a newer save of the same session already holds everything
		}
		if msg.err != nil {
			m.saveErr = msg.err
			m.setNotice("Could not save the session: "+msg.err.Error()+". It is kept in memory; ollm retries on the next change.", noticeError)
		} else if m.saveErr != nil {
			m.saveErr = nil
			m.setNotice("Session saved again.", noticeInfo)
		}
	case renderedMsg:
		if msg.err == nil {
			m.transcript.SetMarkdown(msg.req, msg.lines)
		}
	case modelReadyMsg:
		cmds = append(cmds, m.modelReady(msg))
	case lockRetryMsg:
		switch {
		case !m.conv.ReadOnly || m.conv.Sess.ID != msg.id:
		case errors.Is(msg.err, session.ErrLocked):
			cmds = append(cmds, m.watchLock())
		default:
			m.setNotice("The other ollm closed this session, but it could not be opened again here ("+msg.err.Error()+"); this copy stays read-only. /new starts a new session.", noticeWarn)
		}
	case SignalMsg:
		cmds = append(cmds, m.signal(msg))
	case quitSavedMsg:
		cmds = append(cmds, m.quitSaved(msg))
	case conversationMsg:
		m.full.closeAll()
		cmds = append(cmds, m.switchConversation(msg))
	case switchRefusedMsg:
		m.switchRefused(msg)
	case memoryMsg:
		cmds = append(cmds, msg.apply(m))
	case jobMsg:
		text, level := msg.ok, noticeInfo
		if msg.err != nil {
			text, level = msg.failed+msg.err.Error(), noticeError
		}
		m.setNotice(text, level)
	default:
		cmds = append(cmds, m.composer.Update(msg))
	}
	m.warnOfLoss()
	cmds = append(cmds, m.renders())
	return m, tea.Batch(cmds...)
}

func (m *Model) handleKey(k tea.KeyPressMsg) tea.Cmd {
	if m.showHelp {
		switch k.String() {
		case "up", "k":
			m.helpOffset = max(m.helpOffset-1, 0)
		case "down", "j":
			m.helpOffset++
		case "pgup":
			m.helpOffset = max(m.helpOffset-m.transcriptHeight()/2, 0)
		case "pgdown", "space":
			m.helpOffset += m.transcriptHeight() / 2
		default:
			m.showHelp, m.helpOffset = false, 0
		}
		return nil
	}
	if k.String() != "ctrl+c" {
		m.quitArmed = time.Time{}
	}
	switch {
	case m.reply.streaming && key.Matches(k, m.keys.Stop):
		m.reply.stop()
		return nil
	case m.compacting != nil && key.Matches(k, m.keys.Cancel):
		m.cancelCompaction()
		return nil
	case key.Matches(k, m.keys.Quit):
		return m.quitKey()
	case k.String() == "esc":
		return nil
	case key.Matches(k, m.keys.Summaries):
		m.expanded = !m.expanded
		if m.transcript.ExpandAll(m.expanded) == 0 {
			m.setNotice("No checkpoint or tool result yet: /compact makes a checkpoint.", noticeInfo)
		}
		return nil
	case key.Matches(k, m.keys.Thinking):
		if m.transcript.ToggleThinking() == 0 {
			m.setNotice("No reply with thinking yet.", noticeInfo)
		}
		return nil
	case key.Matches(k, m.keys.Checkpoints):
		return m.full.openBrowser()
	case key.Matches(k, m.keys.FullHistory):
		m.full.openPager(m.transcript.Entries(), len(m.conv.Sess.Messages))
		return nil
	case key.Matches(k, m.keys.Help) && m.composer.Value() == "":
		m.showHelp = true
		return nil
	case key.Matches(k, m.keys.PageUp):
		m.transcript.ScrollUp(max(m.transcriptHeight()/2, 1))
		return nil
	case key.Matches(k, m.keys.PageDown):
		m.transcript.ScrollDown(max(m.transcriptHeight()/2, 1))
		return nil
	case key.Matches(k, m.keys.Send):
		return m.submit()
	}
	cmd := m.composer.Update(k)
	m.layout()
	return cmd
}

// quitKey handles ctrl+c on an idle prompt: the first one asks, a second within
// quitWindow quits.
func (m *Model) quitKey() tea.Cmd {
	now := m.clock()
	if !m.quitArmed.IsZero() && now.Sub(m.quitArmed) <= quitWindow {
		return m.quit()
	}
	m.quitArmed = now
	m.setNotice("Press ctrl+c again to quit.", noticeInfo)
	return nil
}

// quit saves and exits. A reply still streaming is stopped and kept. When the
// save fails (a full disk), ollm stays open and says so: quitting would lose
// what is not on disk. The next quit tries again and leaves whatever happens;
// the command line then writes the session elsewhere if it must, and says where.
func (m *Model) quit() tea.Cmd {
	if m.compacting != nil {
		m.compacting.cancel() // nothing changes: the session is saved as it is
	}
	closing := m.keepPartialReply()
	job := m.conv.SaveJob()
	if job == nil {
		return tea.Batch(closing, m.leave())
	}
	return tea.Batch(closing, func() tea.Msg { return quitSavedMsg{err: job()} })
}

// leave ends the program now.
func (m *Model) leave() tea.Cmd {
	m.quitting = true
	m.end()
	return tea.Quit
}

// quitSaved handles the save made on the way out.
func (m *Model) quitSaved(msg quitSavedMsg) tea.Cmd {
	if msg.err == nil || errors.Is(msg.err, session.ErrStale) || m.quitFailed {
		return m.leave()
	}
	m.quitFailed, m.saveErr = true, msg.err
	m.setNotice("Could not save the session, so ollm stays open and nothing is lost: "+msg.err.Error()+
		". Free some space and quit again, or /export PATH to write it elsewhere. Quitting again leaves (ollm then writes the session to another folder and says where).", noticeError)
	return nil
}

// keepPartialReply ends a reply that is still streaming, keeping what came as a
// stopped reply; it returns the command that closes its stream.
func (m *Model) keepPartialReply() tea.Cmd {
	if !m.reply.streaming {
		return nil
	}
	closing := m.reply.end()
	msg, _ := m.conv.Finish(&engine.Result{Content: m.reply.text.String(), Thinking: m.reply.thinking.String(), Stopped: true}, "")
	m.transcript.Replace(m.reply.entry, entryFor(msg))
	return closing
}

// signal quits at once, as quit does but without asking: the reply in flight is
// kept as stopped and the session saved (the terminal may be gone: SIGHUP).
func (m *Model) signal(SignalMsg) tea.Cmd {
	m.quitFailed = true // no one may be there to read a notice: leave after one try
	return m.quit()
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
	}
	m.composer.Reset()
	m.conv.AddUser(text)
	last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]
	m.transcript.Append(entryFor(last))
	m.transcript.ScrollBottom()
	compact, out := m.conv.Compactor.BeforeTurn()
	if compact {
		// The message is saved before the compaction starts, and sent when it
		// ends, whatever its outcome.
		return tea.Batch(saveCmd(m.conv.SaveJob()), logCmd(m.conv.LogJob(out.Events)), m.startCompaction("", false, true))
	}
	if out.Notice != "" || len(out.Events) > 0 {
		return m.outcome(out, false, true)
	}
	return m.startReply()
}

// startReply streams the model's answer to the session as it is. When the context
// had to be trimmed to fit, the transcript shows where; when the message cannot fit
// at all, nothing is sent and the person is told.
func (m *Model) startReply() tea.Cmd {
	cuts, cps := len(m.conv.Sess.Cuts), len(m.conv.Sess.Checkpoints)
	req, id, notice, err := m.conv.NextReply()
	var logged tea.Cmd
	if len(m.conv.Sess.Cuts) > cuts || len(m.conv.Sess.Checkpoints) > cps {
		m.loadConversation()
		m.refreshReliability()
		logged = logCmd(m.conv.LogJob(m.conv.Events("trimmed", notice)))
	}
	if err != nil {
		m.setNotice(err.Error(), noticeError)
		m.layout()
		return tea.Batch(saveCmd(m.conv.SaveJob()), logged)
	}
	m.reply.begin(id, m.conv.Meter.Sent().Tokens, m.clock())
	m.transcript.Append(transcript.Entry{ID: m.reply.entry, Kind: transcript.Assistant, Label: engine.ShortName(m.conv.Sess.Model), Streaming: true})
	m.transcript.ScrollBottom()
	m.setNotice(notice, noticeWarn)
	m.layout()
	return tea.Batch(sendCmd(m.life, m.conv, m.conv.SaveJob(), req, id), logged)
}

func (m *Model) streamStarted(msg streamStartedMsg) tea.Cmd {
	if msg.saveErr != nil {
		m.saveErr = msg.saveErr
		m.setNotice("Could not save the session before sending: "+msg.saveErr.Error()+". It is kept in memory.", noticeError)
	}
	if !m.reply.started(msg.stream) {
		return closeStreamCmd(msg.stream) // stale: the person moved on
	}
	return waitCmd(m.reply.stream)
}

func (m *Model) streamEvent(ev engine.Event) tea.Cmd {
	if ev.StreamID != m.reply.id || m.reply.stream == nil {
		return nil // a stale stream's event
	}
	switch {
	case ev.Silent > 0:
		m.reply.silence = true
		m.setNotice(fmt.Sprintf("Ollama has sent nothing for %s (a model may still be loading); esc stops the reply.", ev.Silent.Round(time.Second)), noticeWarn)
	case m.reply.silence && (ev.Content != "" || ev.Thinking != ""):
		m.reply.silence = false
		m.setNotice("", noticeInfo)
	}
	// Thinking takes room in the window while the reply is written: it
	// counts in the bar, though it is never sent back.
	m.reply.tokens += ev.Tokens
	if ev.Thinking != "" {
		m.reply.thinking.WriteString(ev.Thinking)
		m.transcript.AppendThinking(m.reply.entry, ev.Thinking)
	}
	if ev.Content != "" {
		m.reply.text.WriteString(ev.Content)
		m.transcript.AppendText(m.reply.entry, ev.Content)
	}
	if ev.Done == nil {
		return waitCmd(m.reply.stream)
	}
	return m.finishStream(ev.Done)
}

// finishStream turns the streamed reply into a saved message. When Ollama refused
// the prompt as larger than the window (our estimate was short), the margin grows
// and the reply is asked again once, after the trim that now follows.
func (m *Model) finishStream(res *engine.Result) tea.Cmd {
	if engine.IsOverflow(res.Err) && !m.reply.retried {
		m.reply.retried = true
		m.conv.Meter.Overflowed()
		m.reply.stream, m.reply.streaming = nil, false
		m.transcript.Remove(m.reply.entry)
		return m.startReply()
	}
	m.reply.retried, m.reply.silence = false, false
	errText := ""
	if res.Err != nil {
		errText = engine.Explain(res.Err, m.deps.Host)
	}
	msg, notice := m.conv.Finish(res, errText)
	m.viewChanged = false
	m.transcript.Replace(m.reply.entry, entryFor(msg))
	m.reply.stream, m.reply.streaming = nil, false
	if res.ReplyTokens > 0 && res.EvalDuration > 0 {
		m.rate = float64(res.ReplyTokens) / res.EvalDuration.Seconds()
	}
	if notice != "" {
		m.setNotice(notice, noticeError)
	}
	answers, more := m.conv.Tools.Answer()
	for _, a := range answers {
		e := entryFor(a)
		e.Expanded = m.expanded
		m.transcript.Append(e)
	}
	m.refreshReliability()
	m.layout()
	if more {
		// The model asked for context tools: it is asked again with their
		// results (startReply saves the session before it sends).
		m.transcript.ScrollBottom()
		return m.startReply()
	}
	return saveCmd(m.conv.SaveJob())
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
		m.viewChanged = true
	}
	capped := m.conv.SetModel(msg.info, want)
	m.composer.SetCommands(composerCommands(msg.info.Thinking))
	switch {
	case capped != "" && m.deps.NumCtx != 0: // only a window the person asked for
		m.setNotice(capped, noticeWarn)
	case msg.announce:
		m.setNotice("Model: "+msg.info.Name+", window "+itoa(m.conv.Sess.Options.NumCtx)+" tokens.", noticeInfo)
	}
	m.refreshReliability()
	return saveCmd(m.conv.SaveJob())
}

func (m *Model) switchConversation(msg conversationMsg) tea.Cmd {
	m.switching = false
	if msg.err != nil {
		m.setNotice(msg.err.Error(), noticeError)
		return nil
	}
	closing := m.reply.end()
	if msg.conv != m.conv {
		closing = tea.Batch(closing, closeConversationCmd(m.conv))
	}
	m.conv = msg.conv
	// A failed save of the session left was refused the switch, or was
	// made good by the switch's own save: it says nothing of this one.
	m.viewChanged, m.rate, m.saveErr = false, 0, nil
	m.loadConversation()
	m.transcript.ScrollBottom()
	m.refreshReliability()
	switch {
	case msg.regained:
		m.setNotice("The other ollm closed this session: you can write here now (it was read again from its file, with what the other ollm added).", noticeInfo)
	case msg.resumed:
		m.setNotice("Resumed “"+m.conv.Sess.Title+"” ("+engine.Plural(len(m.conv.Sess.Messages), "message")+").", noticeInfo)
	default:
		m.setNotice("New session "+m.conv.Sess.ID+".", noticeInfo)
	}
	if msg.notice != "" {
		m.setNotice(msg.notice, noticeWarn)
	}
	m.layout()
	if m.deps.ResolveModel {
		// The window and reliability need Ollama's description of the model.
		return tea.Batch(closing, m.watchLock(), resolveModelCmd(m.conv, m.conv.Sess.Model, m.deps.NumCtx, false))
	}
	return tea.Batch(closing, m.watchLock())
}

// refreshReliability recomputes the score and the context figure after a change.
func (m *Model) refreshReliability() {
	m.rel = m.conv.Meter.Reliability(m.conv.Model.ParameterSize)
	m.ctxEstimate = m.conv.Meter.View().Tokens
	m.memory.refresh(m)
}

// warnOfLoss gives the one-time advice when lost context (a compaction, a
// cut, a truncation) has brought the session to low or below, naming what was
// lost, before whatever the message handled said (a compaction's outcome,
// whose marker stays in the transcript): the notice shows three lines, and
// this is said once. The model's size alone lowers the score too, from the
// first message; that is a caveat about the model, which the bar names, not a
// loss.
func (m *Model) warnOfLoss() {
	if m.conv.Sess.LossWarned || m.conv.Model.ParameterSize == "" || m.conv.ReadOnly {
		return
	}
	w := reliability.Warning(m.rel)
	if w == "" {
		return
	}
	m.conv.Sess.LossWarned = true
	m.conv.Sess.Touch()
	m.setNotice(strings.TrimSpace(w+" "+m.notice), max(m.noticeLevel, noticeWarn))
}

// renders collects the markdown renders the transcript and the pager need.
func (m *Model) renders() tea.Cmd {
	return renderCmds(m.md, m.st, append(m.transcript.TakeRenderRequests(), m.full.renderRequests()...))
}
