package tui

import (
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/pager"
	"github.com/ollm/ollm/tui/sanitize"
	"github.com/ollm/ollm/tui/transcript"
)

// The memory files are what ollm remembers across sessions (package
// remember): ~/.ollm/memory.md and a project's .ollm/memory.md, sent with the
// system prompt of every session. They are not a session's memory lines (the
// lines quoted from compacted messages that ctrl+o shows); /remember #N turns
// one of those into a line of the person's memory file.
func init() {
	register(slashCommand{name: "remember", args: "TEXT | #N",
		help: "remember TEXT in every session from now on (~/.ollm/memory.md); #N: message N's memory line (ctrl+o shows them), else the message", run: runRemember})
	register(slashCommand{name: "memory", args: "[edit [project]]",
		help: "what ollm remembers across sessions, lines numbered; edit opens your memory file (or the project's) in $EDITOR", run: runMemory})
	register(slashCommand{name: "forget", args: "N", help: "remove line N of the memory files (/memory numbers them)", run: runForget})
}

// memoryFiles is what the chat screen says of the memory files: the last
// sentence said about them (said again only when it changes). The bar shows
// their size (gauge.status).
type memoryFiles struct {
	said string
}

// refresh says, when it changed, what of the memory files is not sent (a file
// that cannot be read, a cap too small), after the notice shown.
func (f *memoryFiles) refresh(m *Model) {
	if n := m.conv.Meter.Remembered().Notice(); n != f.said {
		f.said = n
		if n != "" {
			m.setNotice(strings.TrimSpace(m.notice.text+" "+n), max(m.notice.level, noticeWarn))
		}
	}
}

// memoryMsg is a message about the memory files; Update hands it over with
// apply.
type memoryMsg interface{ apply(m *Model) tea.Cmd }

// memoryReadMsg carries the memory files read again after a change (or for
// /memory): they are sent from now on. text says what changed; list asks for
// the files' lines in the transcript; failed, with err, says what did not
// happen.
type memoryReadMsg struct {
	files  remember.Files
	text   string
	list   bool
	failed string
	err    error
}

// memoryEditMsg: the file at path exists, for the editor (err: it could not
// be made).
type memoryEditMsg struct {
	path string
	err  error
}

// places are where this conversation's memory files are.
func places(conv *engine.Conversation) remember.Places { return conv.NextOptions().MemoryFiles }

// readMemoryCmd runs change (when set) off the UI goroutine, then reads the
// memory files again.
func readMemoryCmd(p remember.Places, msg memoryReadMsg, change func() (string, error)) tea.Cmd {
	return func() tea.Msg {
		if change != nil {
			text, err := change()
			if err != nil && !errors.Is(err, remember.ErrKnown) {
				msg.err = err
				return msg
			}
			msg.text = text
		}
		msg.files = remember.Read(p)
		return msg
	}
}

func runRemember(m *Model, args string) tea.Cmd {
	text, note := args, ""
	if n, ok := strings.CutPrefix(args, "#"); ok && n != "" && strings.Trim(n, "0123456789") == "" {
		var err error
		i, _ := strconv.Atoi(n)
		if text, note, err = promoted(m.conv.Sess, i, true); err != nil {
			m.setNotice(err.Error(), noticeWarn)
			return nil
		}
	}
	if strings.TrimSpace(text) == "" {
		m.setNotice("/remember TEXT keeps TEXT for every session (~/.ollm/memory.md); /remember #N keeps message N's memory line, or the message.", noticeInfo)
		return nil
	}
	return rememberCmd(places(m.conv), text, note)
}

// rememberCmd appends text to the person's memory file and reads the files
// again.
func rememberCmd(p remember.Places, text, note string) tea.Cmd {
	return readMemoryCmd(p, memoryReadMsg{failed: "Nothing was remembered: "}, func() (string, error) {
		line, err := p.Append(remember.Personal, text)
		name := remember.File{Path: p.Path(remember.Personal)}.Name()
		if errors.Is(err, remember.ErrKnown) {
			return fmt.Sprintf("%s holds it already: “%s”.", name, line), err
		}
		return strings.TrimSpace(fmt.Sprintf("Remembered in %s: “%s”%s. Every session gets it with the system prompt from now on, this one too (/memory lists it, /forget N removes it).", name, line, note)), err
	})
}

// promotedMax is the most of a message /remember #N keeps.
const promotedMax = 300

// promoted is what is kept of message i: with lines (/remember #N), its
// memory lines when it has some (the lines ctrl+o shows as "#N"); else the
// message itself, its first promotedMax characters at most (note then says
// so).
func promoted(s *session.Session, i int, lines bool) (text, note string, err error) {
	msgs := s.Messages
	if i < 1 || i > len(msgs) {
		return "", "", fmt.Errorf("/remember #N takes a message number from 1 to %d (markers and ctrl+o show them).", len(msgs))
	}
	var own []string
	for _, e := range s.Ledger {
		if e.Msg == i-1 && lines {
			own = append(own, e.Text)
		}
	}
	if len(own) > 0 {
		return strings.Join(own, " "), "", nil
	}
	text = remember.Clean(msgs[i-1].Content)
	if r := []rune(text); len(r) > promotedMax {
		cut := string(r[:promotedMax])
		if k := strings.LastIndexByte(cut, ' '); k > promotedMax/2 {
			cut = cut[:k]
		}
		text, note = cut+"…", fmt.Sprintf(" (the first %d characters of message %d; /memory edit changes it)", len([]rune(cut)), i)
	}
	return text, note, nil
}

func runMemory(m *Model, args string) tea.Cmd {
	p := places(m.conv)
	switch f := strings.Fields(args); {
	case len(f) == 0:
		return readMemoryCmd(p, memoryReadMsg{list: true, failed: "Could not read the memory files: "}, nil)
	case f[0] == "edit" && (len(f) == 1 || len(f) == 2 && f[1] == "project"):
		scope := remember.Personal
		if len(f) == 2 {
			scope = remember.Project
		}
		if len(m.deps.Editor) == 0 {
			m.setNotice("Set $VISUAL or $EDITOR to edit the memory files here; they are plain text: "+p.Path(scope), noticeWarn)
			return nil
		}
		return func() tea.Msg {
			path, err := p.Ensure(scope)
			return memoryEditMsg{path: path, err: err}
		}
	}
	m.setNotice("/memory lists what ollm remembers across sessions; /memory edit opens your file in $EDITOR, /memory edit project the project's.", noticeInfo)
	return nil
}

func runForget(m *Model, args string) tea.Cmd {
	n, err := strconv.Atoi(strings.TrimPrefix(args, "#"))
	if err != nil {
		m.setNotice("/forget N removes line N of the memory files; /memory numbers them.", noticeInfo)
		return nil
	}
	p := places(m.conv)
	return readMemoryCmd(p, memoryReadMsg{failed: "Nothing was forgotten: "}, func() (string, error) {
		l, err := p.Forget(n)
		if err != nil {
			return "", fmt.Errorf("%w (/memory numbers them)", err)
		}
		return fmt.Sprintf("Forgot line %d of %s: “%s”.", n, l.File.Name(), l.Text), nil
	})
}

// apply takes the files read: they are sent from the next request on, the
// bar counts them, and the notice (or the transcript, for /memory) says what
// changed.
func (msg memoryReadMsg) apply(m *Model) tea.Cmd {
	if msg.err != nil {
		m.setNotice(msg.failed+msg.err.Error(), noticeError)
		return nil
	}
	m.conv.Meter.Remember(msg.files)
	m.gauge.viewChanged = true // the system prompt changed: the bar shows the estimate
	r := m.conv.Meter.Remembered()
	m.memory.said = r.Notice()
	m.refreshGauge()
	if msg.list {
		m.transcript.Append(transcript.Entry{ID: fmt.Sprintf("memory-%d", m.transcript.Len()), Kind: transcript.Info, Content: memoryListing(msg.files)})
		m.transcript.ScrollBottom()
	}
	level, text := noticeInfo, msg.text
	if n := r.Notice(); n != "" {
		// What is not sent first: the notice shows three lines.
		level, text = noticeWarn, n+" "+text
	}
	m.setNotice(strings.TrimSpace(text), level)
	return nil
}

// apply runs the editor on the memory file; when it ends, the files are read
// again.
func (msg memoryEditMsg) apply(m *Model) tea.Cmd {
	if msg.err != nil {
		m.setNotice("Could not create the memory file: "+msg.err.Error(), noticeError)
		return nil
	}
	run := m.deps.RunEditor
	if run == nil {
		run = tea.ExecProcess
	}
	ed := m.deps.Editor
	return run(exec.Command(ed[0], append(ed[1:], msg.path)...), func(err error) tea.Msg { return memoryEditedMsg{err: err} })
}

// memoryEditedMsg: the editor ended (err: it failed or could not start).
type memoryEditedMsg struct{ err error }

// apply reads the memory files again, off the UI goroutine (the editor's
// callback runs on it).
func (msg memoryEditedMsg) apply(m *Model) tea.Cmd {
	if msg.err != nil {
		m.setNotice("The editor failed, so the memory files were not read again (/memory reads them): "+msg.err.Error(), noticeError)
		return nil
	}
	return readMemoryCmd(places(m.conv), memoryReadMsg{text: "The memory files were read again: what you saved goes with every session from now on."}, nil)
}

// memoryListing is /memory's text: the files, their lines numbered, what
// they cost and why a file is not sent.
func memoryListing(files remember.Files) string {
	if len(files) == 0 {
		return "Nothing remembered yet: /remember TEXT writes ~/.ollm/memory.md; a project's .ollm/memory.md is read from the folder ollm starts in."
	}
	var b strings.Builder
	b.WriteString("What ollm remembers across sessions (sent with the system prompt of every session):\n")
	lines := files.Lines()
	for _, f := range files {
		b.WriteString(f.Name() + "\n")
		if f.Err != nil {
			b.WriteString("  " + f.Problem() + "\n")
		}
		empty := f.Err == nil
		for _, l := range lines {
			if l.File.Path == f.Path {
				fmt.Fprintf(&b, "%4d  %s\n", l.N, l.Text)
				empty = false
			}
		}
		if empty {
			b.WriteString("      (empty)\n")
		}
	}
	b.WriteString("/remember TEXT adds a line · /forget N removes one · /memory edit [project] opens a file in your editor")
	return b.String()
}

// rememberMsg handles the history pager's m: the message on the top line,
// or the memory line of a checkpoint's summary the top line is part of, goes
// into the person's memory file.
func (s *overlays) rememberMsg(msg tea.Msg) (tea.Cmd, bool) {
	req, ok := msg.(pager.RememberMsg)
	if !ok {
		return nil, false
	}
	conv := s.h.Conversation()
	sess := conv.Sess
	for i, sm := range sess.Messages {
		if sm.ID == req.ID {
			text, note, _ := promoted(sess, i+1, false)
			return rememberCmd(places(conv), text, note), true
		}
	}
	for _, c := range sess.Checkpoints {
		if "checkpoint-"+c.ID != req.ID || req.Line == "" {
			continue
		}
		for _, e := range sess.Ledger {
			if c.Covers(e.Msg) && strings.TrimSpace(sanitize.Text(compression.Line(e))) == req.Line {
				return rememberCmd(places(conv), e.Text, ""), true
			}
		}
	}
	if s.pager != nil {
		s.pager.Note("Scroll a message, or a memory line (- #N …) under a checkpoint, to the top line: m remembers it.")
	}
	return nil, true
}
