// Package tui is ollm's terminal interface: one Bubble Tea model, built from the
// transcript, composer and status bar components. It does no I/O in Update or
// View: saving, rendering and talking to Ollama run in commands.
package tui

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/composer"
	"github.com/ollm/ollm/tui/markdown"
	"github.com/ollm/ollm/tui/transcript"
)

// FPS is the frame rate to run the chat screen at (tea.WithFPS). Bubble
// Tea's renderer draws on a ticker at this rate (when the view changed), so
// the rate sets three figures at once (docs/performance.md): the first screen
// waits for the first tick after the start (1/FPS: 25 ms at 40, 33 ms at 30,
// of the 60 ms the first screen may take); every tick wakes the process, idle
// too (~0.1 ms a wake-up on our 2-core VM: 0.3–0.5% of a core at 40); and
// streamed text asks for a frame every engine.FlushInterval, four ticks.
const FPS = 40

// Deps are what the chat screen is built from; cmd wires them, tests fake the
// clock and use a temporary store.
type Deps struct {
	Conv *engine.Conversation
	// Host is the Ollama address as the person set it, for error sentences.
	Host string
	// NumCtx is the wanted window (config or flag); 0 for the default.
	NumCtx int
	// Notice is shown at start (a session that could not be opened, ...).
	Notice string
	Clock  func() time.Time
	// Markdown renders finished replies; shared so that its renderers are reused.
	Markdown *markdown.Renderer
	// Dark picks the theme until the terminal reports its background;
	// FixedTheme keeps it whatever the terminal reports (theme: dark or light
	// in the config).
	Dark       bool
	FixedTheme bool
	// ResolveModel asks Ollama about the session's model at start (false in
	// tests that have no server).
	ResolveModel bool
	// PreviewAuto opens the compaction preview before an automatic compaction
	// (compaction_preview: ask) instead of applying it at once.
	PreviewAuto bool
	// Editor is the command line of the person's editor ($VISUAL, $EDITOR)
	// for the preview's summary; none: the preview edits in place.
	Editor []string
	// RunEditor runs the editor with the terminal (tea.ExecProcess when nil;
	// tests run it without a terminal).
	RunEditor func(*exec.Cmd, tea.ExecCallback) tea.Cmd
	// LockRetry is how often a session that is read-only here (another ollm
	// has it) is tried again (0: every 3 s).
	LockRetry time.Duration
	// Dir is the folder ollm started in: @paths and /attach are relative
	// to it ("": the working folder).
	Dir string
}

// Model is the root Bubble Tea model: the chat screen. It shows the
// conversation and the turn that runs (engine.Turn owns the turn's sequence;
// the chat screen renders its events and forwards keys), and holds the
// full-screen views over it.
type Model struct {
	deps   Deps
	conv   *engine.Conversation
	keys   KeyMap
	st     *themes.Styles
	md     *markdown.Renderer
	clock  func() time.Time
	width  int
	height int
	// transcriptHeight is what layout left for the transcript.
	transcriptHeight int

	transcript *transcript.Model
	composer   *composer.Model

	// turn is the turn running — a message's, or /compact's — if any; reply
	// is the transcript entry its reply streams into, progress its
	// compaction's progress line.
	turn     *engine.Turn
	reply    replyEntry
	progress progressLine

	gauge  gauge
	notice notice
	help   help
	// over holds the full-screen views (browser, pager, pickers, preview);
	// at most one is open, over the chat.
	over *overlays
	// expanded says whether the checkpoint markers show their summaries.
	expanded bool

	quitArmed time.Time
	quitting  bool
	// quitFailed is set when the save on the way out failed: the next quit
	// leaves without waiting for another save.
	quitFailed bool
	// saveErr is the open session's last failed save, until one works.
	saveErr error
	// switching is set while another session is being opened in place of
	// this one (switchTo): nothing may change this one meanwhile.
	switching bool

	// memory is what the bar and the notice show of the memory files.
	memory memoryFiles
	// files are the files /attach read for the next message.
	files files

	// life bounds the work the model starts that may outlive an Update (the
	// turn's stream and compaction): end cancels it when ollm quits. It is
	// the one context kept in the model, because a reply started by a
	// command must stop when the program does, even if Update never sees it.
	life context.Context
	end  context.CancelFunc
}

// New builds the chat screen for a conversation.
func New(d Deps) *Model {
	st := themes.New(d.Dark)
	m := &Model{
		deps:  d,
		conv:  d.Conv,
		keys:  DefaultKeyMap(),
		st:    st,
		md:    d.Markdown,
		clock: d.Clock,
	}
	if m.md == nil {
		m.md = markdown.New()
	}
	m.life, m.end = context.WithCancel(context.Background())
	m.over = &overlays{h: m, st: st, clock: d.Clock, editor: d.Editor, runEditor: d.RunEditor, keys: m.keys}
	m.transcript = transcript.New(st)
	m.composer = composer.New(st, composerCommands(false))
	m.progress = newProgressLine(st)
	m.reloaded()
	m.gauge.viewChanged = false
	if text, pasted := m.conv.TakeDraft(); text != "" {
		m.composer.Restore(text, pasted)
		m.setNotice("What you typed and did not send when you left is back in the prompt.", noticeInfo)
	}
	if d.Notice != "" {
		m.setNotice(d.Notice, noticeWarn)
	}
	return m
}

// sessionEntries are the transcript's entries for a session — messages the
// model no longer sees verbatim dimmed, with a marker wherever a checkpoint or
// a cut ends — and the person's messages, for the prompt history.
func sessionEntries(s *session.Session, expanded bool) (entries []transcript.Entry, history []string) {
	markers := map[int][]transcript.Entry{}
	for _, c := range s.Cuts {
		markers[c.To] = append(markers[c.To], cutEntry(c))
	}
	kept := map[int]bool{}
	for _, u := range s.Uncompactions {
		markers[u.To] = append(markers[u.To], uncompactEntry(u))
	}
	for _, c := range s.Checkpoints {
		markers[c.To] = append(markers[c.To], checkpointEntry(s, c, expanded))
		for _, k := range c.Kept {
			kept[k] = true
		}
	}
	for i, msg := range s.Messages {
		entries = append(entries, markers[i]...)
		e := entryFor(msg)
		e.Dim = i < s.APIStart && !msg.Pinned && !kept[i]
		e.Expanded = expanded && e.Kind == transcript.Tool
		entries = append(entries, e)
		if msg.Role == session.RoleUser {
			history = append(history, msg.Content)
		}
	}
	return append(entries, markers[len(s.Messages)]...), history
}

// checkpointEntry is the boundary marker under the messages a checkpoint
// summarizes; its summary is what the model now sees of them.
func checkpointEntry(s *session.Session, c session.Checkpoint, expanded bool) transcript.Entry {
	text := fmt.Sprintf("── checkpoint %d · messages %d–%d · %s → %s tokens", c.Number, c.From+1, c.To,
		say.Short(c.TokensBefore), say.Short(c.TokensAfter))
	if c.FactsOnly() {
		text += " · facts only: " + c.Rejected
	} else {
		text += fmt.Sprintf(" · summary, level %d", c.Level)
	}
	if c.Focus != "" {
		text += " · focus: " + c.Focus
	}
	return transcript.Entry{
		ID: "checkpoint-" + c.ID, Kind: transcript.Boundary, Content: text + " ──",
		Detail: checkpointDetail(s, c), Expanded: expanded,
	}
}

// checkpointDetail is what the model is sent for a checkpoint's messages: its
// summary, then the memory lines the summary lacks.
func checkpointDetail(s *session.Session, c session.Checkpoint) string {
	var b strings.Builder
	if c.Summary != "" {
		b.WriteString(strings.TrimSpace(c.Summary))
	} else {
		b.WriteString("(facts only: the model's summary was not used")
		if c.Rejected != "" {
			b.WriteString(" — " + c.Rejected)
		}
		b.WriteString(")")
	}
	if lines := window.LedgerOf(s, c); len(lines) > 0 {
		b.WriteString("\n\nMemory, quoted from these messages:\n")
		b.WriteString(strings.Join(lines, "\n"))
	}
	return b.String()
}

// cutEntry is the marker line where the verbatim context begins after a cut.
func cutEntry(c session.Cut) transcript.Entry {
	e := transcript.Entry{ID: fmt.Sprintf("cut-%d-%d", c.From, c.To), Kind: transcript.Info}
	switch c.Reason {
	case session.CutSeparator:
		e.Content = "── context cleared: the messages above are not sent to the model ──"
	case session.CutTruncate:
		e.Content = fmt.Sprintf("── truncated: messages %d–%d (~%s tokens) are not sent to the model ──", c.From+1, c.To, say.Thousands(c.Tokens))
	default:
		e.Content = fmt.Sprintf("── trimmed to fit: messages %d–%d (~%s tokens) are not sent to the model ──", c.From+1, c.To, say.Thousands(c.Tokens))
	}
	return e
}

// entryFor turns a saved message into a transcript entry.
func entryFor(msg session.Message) transcript.Entry {
	e := transcript.Entry{ID: msg.ID, Content: msg.Content, Thinking: msg.Thinking}
	for _, c := range msg.ToolCalls {
		e.Calls = append(e.Calls, c.Text())
	}
	for _, a := range msg.Attachments {
		e.Files = append(e.Files, fileLine(a, a.Tokens))
	}
	switch msg.Role {
	case session.RoleUser:
		e.Kind, e.Label = transcript.User, "you"
	case session.RoleTool:
		first, _, _ := strings.Cut(strings.TrimSpace(msg.Content), "\n")
		e.Kind, e.Label, e.Content, e.Detail = transcript.Tool, "↳ "+msg.ToolName, first, msg.Content
		return e
	default:
		e.Kind, e.Label = transcript.Assistant, say.ModelName(msg.Model)
		if e.Label == "" {
			e.Label = "assistant"
		}
	}
	switch {
	case msg.Error != "":
		e.Footer, e.FooterErr = msg.Error, true
	case msg.Interrupted:
		e.Footer, e.FooterErr = "The connection to Ollama was lost mid-reply; the partial reply is kept. Send again to retry.", true
	case msg.Stopped:
		e.Footer = "⏹ stopped"
	case msg.WindowFull:
		e.Footer = "The reply stopped: the context window is full. Raise --num-ctx for longer replies."
	case msg.DoneReason == "length":
		e.Footer = "The reply hit its length limit (num_predict)."
	}
	return e
}

// fileLine is a file's line in the transcript: "main.go · 240 lines · 7.1k
// tokens", "shot.png · image · 210.3 kB"; unfolded, a text file's content.
func fileLine(a session.Attachment, tokens int) transcript.File {
	if a.Kind == session.AttachImage {
		return transcript.File{Head: attach.Quote(a.Path) + " · image · " + say.Size(a.Size)}
	}
	return transcript.File{Head: fmt.Sprintf("%s · %s · %s tokens", attach.Quote(a.Path), say.Plural(a.Lines, "line"), say.Short(tokens)), Body: a.Text}
}

// Init starts the background work the first frame must not wait for.
func (m *Model) Init() tea.Cmd {
	cmds := []tea.Cmd{watchLock(m.life, m.conv, m.deps.LockRetry)}
	if !m.deps.FixedTheme {
		cmds = append(cmds, tea.RequestBackgroundColor)
	}
	if m.deps.ResolveModel {
		cmds = append(cmds, resolveModelCmd(m.conv, m.conv.Sess.Model, m.deps.NumCtx, false))
	}
	return tea.Batch(cmds...)
}

// refreshGauge recomputes the bar's figures after a change, and says what of
// the memory files is not sent when that changed.
func (m *Model) refreshGauge() {
	m.gauge.refresh(m.conv)
	m.memory.refresh(m)
}

// setNotice shows a sentence in the notice line — and on the full-screen view
// when one is open, since it hides that line.
func (m *Model) setNotice(text string, level noticeLevel) {
	m.notice.set(text, level)
	if v := m.over.active(); v != nil && m.notice.text != "" {
		v.Note(m.notice.text)
	}
	m.layout()
}

// reloaded shows the session again after it changed under the transcript (a
// compaction, a restore, a pin, another session): the transcript, the prompt
// history and the figures. What the model is sent changed since the last
// reply.
func (m *Model) reloaded() {
	m.gauge.viewChanged = true
	m.transcript.Reset()
	entries, history := sessionEntries(m.conv.Sess, m.expanded)
	m.transcript.Append(entries...)
	m.composer.SetHistory(history)
	m.refreshGauge()
	m.transcript.ScrollBottom()
	m.layout()
}

// Conversation returns the open conversation (cmd saves it once more on exit).
func (m *Model) Conversation() *engine.Conversation { return m.conv }

// Close stops what the model started that may still run (a reply whose stream
// had not reached Update yet). cmd calls it when the program has ended, however
// it ended.
func (m *Model) Close() { m.end() }
