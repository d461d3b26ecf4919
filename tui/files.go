package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/say"
)

// files are what the chat screen holds of the files sent with the next
// message: those /attach read, waiting for it. Reading happens in commands;
// the engine checks them when the message goes (Turn.Files).
type files struct {
	// pending are the files /attach read for the next message.
	pending []attach.File
	// reading counts the reads in flight: a message waits for its files.
	reading int
}

// filesReadMsg carries the files read for a message (text, as typed) or for
// /attach (send unset), or the sentence that refuses them.
type filesReadMsg struct {
	text  string
	send  bool
	files []attach.File
	err   error
}

// completedMsg carries the candidates for the path being completed.
type completedMsg struct {
	partial    string
	candidates []string
}

// base is the folder paths are relative to: the one ollm started in.
func (d Deps) base() string {
	if d.Dir != "" {
		return d.Dir
	}
	return "."
}

// readFilesCmd reads paths for a message of text (the room it leaves bounds
// a text file, refused by its size before it is read), off the UI goroutine.
func (f *files) readCmd(m *Model, text string, paths []string, send bool) tea.Cmd {
	room := m.conv.Files.Room(text)
	base, count := m.deps.base(), m.conv.Meter.Count
	f.reading++
	return func() tea.Msg {
		read, err := attach.ReadAll(base, paths, count, room.MaxBytes())
		return filesReadMsg{text: text, send: send, files: read, err: room.TooLarge(err)}
	}
}

// sendWithFiles starts reading the files a message names (@path) — the
// message waits for them — or sends it at once with those /attach read.
func (f *files) send(m *Model, raw string) tea.Cmd {
	paths := attach.Mentions(raw)
	if len(paths) == 0 {
		return f.begin(m, attach.Unescape(raw), f.pending)
	}
	return f.readCmd(m, raw, paths, true)
}

// filesRead takes files read: /attach's join the pending ones; a message's
// go with it, unless the person changed the prompt meanwhile (enter again
// sends what it says now).
func (f *files) read(m *Model, msg filesReadMsg) tea.Cmd {
	f.reading--
	if msg.err != nil {
		m.setNotice(msg.err.Error(), noticeError)
		return nil
	}
	if !msg.send {
		f.pending = attach.Unique(append(f.pending, msg.files...))
		m.setNotice("Attached to your next message: "+f.names(m, msg.files)+". /attach clear drops them.", noticeInfo)
		return nil
	}
	if strings.TrimSpace(m.composer.Value()) != msg.text || m.busy(true) {
		return nil
	}
	return f.begin(m, attach.Unescape(msg.text), attach.Unique(append(append([]attach.File(nil), f.pending...), msg.files...)))
}

// begin sends text with files, when they can go: a refusal is said, and the
// prompt and the pending files stay for the person to change.
func (f *files) begin(m *Model, text string, with []attach.File) tea.Cmd {
	if err := m.conv.Files.Check(text, with); err != nil {
		m.setNotice(err.Error(), noticeError)
		return nil
	}
	m.composer.Reset()
	f.pending = nil
	t, next := engine.Turn{Save: true, PreviewAuto: m.deps.PreviewAuto, Files: with}.Begin(m.life, m.conv, text)
	m.turn = t
	return m.apply(next)
}

// names are the files' lines, with what they will cost as the model counts
// now ("main.go · 3 lines · 12 tokens; shot.png · image · 210.3 kB").
func (f *files) names(m *Model, list []attach.File) string {
	cal := m.conv.Meter.Calibration()
	names := make([]string, len(list))
	for i, file := range list {
		names[i] = fileLine(file.Attachment, cal.Scale(file.Estimate)).Head
	}
	return strings.Join(names, "; ")
}

// complete lists what the path at the cursor can become, in a command.
func (f *files) complete(m *Model, partial string) tea.Cmd {
	base := m.deps.base()
	return func() tea.Msg { return completedMsg{partial: partial, candidates: attach.Complete(base, partial)} }
}

// completed applies a completion, if the prompt still asks for it.
func (f *files) completed(m *Model, msg completedMsg) {
	if len(msg.candidates) == 0 {
		m.setNotice(fmt.Sprintf("No file begins with %s here (%s).", attach.Quote(msg.partial), attach.Quote(m.deps.base())), noticeInfo)
		return
	}
	m.composer.CompletePath(msg.partial, attach.CommonPrefix(msg.candidates), msg.candidates)
	m.layout()
}

func init() {
	register(slashCommand{name: "attach", args: "PATH… | clear",
		help: "send files with your next message (text, or images to a model that sees); @PATH in a message does it too", run: runAttach})
}

func runAttach(m *Model, args string) tea.Cmd {
	switch args {
	case "":
		if len(m.files.pending) == 0 {
			m.setNotice("/attach PATH… sends files with your next message (tab completes the path); so does @PATH in the message.", noticeInfo)
			return nil
		}
		m.setNotice("With your next message: "+m.files.names(m, m.files.pending)+". /attach clear drops them.", noticeInfo)
		return nil
	case "clear":
		n := len(m.files.pending)
		m.files.pending = nil
		m.setNotice(say.Plural(n, "file")+" no longer attached.", noticeInfo)
		return nil
	}
	if m.busy(true) {
		return nil
	}
	return m.files.readCmd(m, "", attach.Args(args), false)
}
