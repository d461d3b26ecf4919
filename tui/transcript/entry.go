package transcript

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
)

// Kind is what an entry shows.
type Kind int

// Entry kinds.
const (
	User Kind = iota
	Assistant
	Info  // a line from ollm itself ("new session", "model switched")
	Error // a failure that is not attached to a reply
	// Boundary is a compaction marker: the messages above it are sent to the
	// model as the summary in Detail, shown when Expanded.
	Boundary
	// Tool is a context tool's result, sent to the model: the tool (Label)
	// and the result's first line (Content), or the whole result (Detail)
	// when Expanded.
	Tool
)

// Entry is one item of the transcript. Its rendered lines are cached inside it,
// keyed by width, theme and version, so that scrolling and redrawing never render
// again.
type Entry struct {
	ID      string
	Kind    Kind
	Label   string // "you", or the model's name
	Content string
	// Footer is a short note under the body: "stopped", "connection lost", an
	// error. FooterErr shows it as an error.
	Footer    string
	FooterErr bool
	// Streaming marks the reply being written; it is shown as plain text until it
	// ends, then rendered as markdown once.
	Streaming bool
	// Dim shows a message the model no longer sees verbatim (compacted), in
	// plain faint text.
	Dim bool
	// Detail is a boundary's summary, shown under it when Expanded.
	Detail   string
	Expanded bool
	// Thinking is a reply's thinking: shown dimmed while the model thinks,
	// folded to one line once the answer starts, whole when ThinkingOpen.
	Thinking     string
	ThinkingOpen bool
	// Calls are the context tools a reply called, a line each.
	Calls []string
	// Files are the files sent with a message: a folded line each, their
	// content under it when Expanded.
	Files []File

	version int

	// Markdown body, set by SetMarkdown when a render finishes.
	md      []string
	mdWidth int
	mdTheme int

	// Streaming body cache: the wrapped lines of Content[:sLen], which ends at a
	// newline and will not change; only the line after it is wrapped again.
	sLines []string
	sLen   int
	sWidth int
	// The same for Thinking.
	tLines []string
	tLen   int
	tWidth int

	// Lines cache.
	lines     []string
	lWidth    int
	lTheme    int
	lVersion  int
	lMarkdown bool
}

// File is a file sent with a message: Head is its folded line ("main.go · 240
// lines · 7.1k tokens"), Body what unfolding it shows (a text file's content).
type File struct{ Head, Body string }

// folds reports whether the entry unfolds to its Detail: a checkpoint
// marker's summary, a tool's whole result, the files sent with a message.
func (e *Entry) folds() bool { return e.Kind == Boundary || e.Kind == Tool || len(e.Files) > 0 }

// indent is the left margin of message bodies.
const indent = "  "

func (e *Entry) wantsMarkdown() bool {
	return e.Kind == Assistant && !e.Streaming && !e.Dim && e.Content != ""
}

func (e *Entry) hasMarkdown(width int, st *themes.Styles) bool {
	return e.md != nil && e.mdWidth == bodyWidth(width) && e.mdTheme == st.ID
}

func bodyWidth(width int) int { return max(width-len(indent), 10) }

// render returns the entry's lines at width, from the cache when nothing changed.
func (e *Entry) render(width int, st *themes.Styles) []string {
	md := e.wantsMarkdown() && e.hasMarkdown(width, st)
	if e.lines != nil && e.lWidth == width && e.lTheme == st.ID && e.lVersion == e.version && e.lMarkdown == md {
		return e.lines
	}
	t := &st.Transcript
	var out []string
	switch e.Kind {
	case User:
		out = append(out, t.UserLabel.Render(e.Label))
	case Assistant:
		out = append(out, t.ModelLabel.Render(e.Label))
	}
	if e.Dim && (e.Kind == User || e.Kind == Assistant) {
		out[len(out)-1] = t.Dimmed.Render(ansi.Strip(out[len(out)-1]))
	}
	if e.Thinking != "" && !e.Dim {
		out = append(out, e.thinkingLines(width, st)...)
	}
	switch {
	case e.Kind == Boundary:
		// One line, cut to the width: a marker that wraps stops reading as one.
		line := ansi.Truncate(sanitize.Text(e.Content), width, "…")
		out = append(out, t.Boundary.Render(line))
		if e.Expanded {
			for _, line := range e.detailLines() {
				for _, l := range wrapClean(line, bodyWidth(width)) {
					out = append(out, indent+t.Summary.Render(l))
				}
			}
		}
	case e.Kind == Tool:
		// Folded: the tool's name and the result's first line, cut to the
		// width; unfolded: the name, then the whole result.
		head := e.Label + ": " + e.Content
		if e.Expanded {
			head = e.Label + ":"
		}
		out = append(out, indent+t.Dimmed.Render(ansi.Truncate(sanitize.Text(head), bodyWidth(width), "…")))
		if e.Expanded {
			for _, l := range wrap(e.Detail, bodyWidth(width)-len(indent)) {
				out = append(out, indent+indent+t.Dimmed.Render(l))
			}
		}
	case e.Dim:
		for _, l := range wrap(e.Content, bodyWidth(width)) {
			out = append(out, indent+t.Dimmed.Render(l))
		}
	case md:
		for _, l := range e.md {
			out = append(out, indent+l)
		}
	case e.Kind == Info:
		for _, l := range wrap(e.Content, width) {
			out = append(out, t.Info.Render(l))
		}
	case e.Kind == Error:
		for _, l := range wrap(e.Content, width) {
			out = append(out, t.Error.Render(l))
		}
	case e.Streaming:
		for _, l := range e.streamingBody(bodyWidth(width)) {
			out = append(out, indent+l)
		}
	default:
		for _, l := range wrap(e.Content, bodyWidth(width)) {
			out = append(out, indent+l)
		}
	}
	for _, c := range e.Calls {
		line := ansi.Truncate(sanitize.Text("⚙ "+c), bodyWidth(width), "…")
		out = append(out, indent+t.Dimmed.Render(line))
	}
	out = append(out, e.fileLines(width, st)...)
	if e.Streaming {
		out = append(out, indent+t.Info.Render("…"))
	}
	if e.Footer != "" {
		style := t.Notice
		if e.FooterErr {
			style = t.Error
		}
		for _, l := range wrap(e.Footer, bodyWidth(width)) {
			out = append(out, indent+style.Render(l))
		}
	}
	out = append(out, "")
	e.lines, e.lWidth, e.lTheme, e.lVersion, e.lMarkdown = out, width, st.ID, e.version, md
	return out
}

// detailLines is an unfolded marker's summary, sanitized, one string per
// line of it; each is wrapped on its own, so that a row on screen maps back to
// the line it is part of (detailLineAt).
func (e *Entry) detailLines() []string {
	s := sanitize.Text(strings.TrimRight(e.Detail, "\n "))
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// detailLineAt returns the whole line of an unfolded marker's summary that
// row (0 is the marker itself) of the entry's rendering is part of.
func (e *Entry) detailLineAt(row, width int) (string, bool) {
	if e.Kind != Boundary || !e.Expanded || row < 1 {
		return "", false
	}
	row--
	for _, line := range e.detailLines() {
		n := len(wrapClean(line, bodyWidth(width)))
		if row < n {
			return line, true
		}
		row -= n
	}
	return "", false
}

// fileLines shows the files sent with a message: a folded line each, or,
// unfolded, the line and the file's content (file text: sanitized, never a
// command to the terminal).
func (e *Entry) fileLines(width int, st *themes.Styles) []string {
	t := &st.Transcript
	var out []string
	for _, f := range e.Files {
		mark, hint := "▸ ", " · ctrl+o shows it"
		if e.Expanded {
			mark, hint = "▾ ", ""
		}
		if f.Body == "" {
			hint = ""
		}
		out = append(out, indent+t.Dimmed.Render(ansi.Truncate(sanitize.Text(mark+f.Head)+hint, bodyWidth(width), "…")))
		if e.Expanded {
			for _, l := range wrap(f.Body, bodyWidth(width)-len(indent)) {
				out = append(out, indent+indent+t.Dimmed.Render(l))
			}
		}
	}
	return out
}

// thinkingLines shows the thinking: whole and dimmed while the model thinks
// (nothing of the answer yet) or when unfolded, else one folded line.
func (e *Entry) thinkingLines(width int, st *themes.Styles) []string {
	t := &st.Transcript
	thinking := e.Streaming && e.Content == ""
	if !thinking && !e.ThinkingOpen {
		words := len(strings.Fields(e.Thinking))
		return []string{indent + t.Dimmed.Render(fmt.Sprintf("▸ thought for %d words · ctrl+t shows the thinking", words))}
	}
	head := "▾ thinking · ctrl+t folds it"
	if thinking {
		head = "thinking…"
	}
	out := []string{indent + t.Dimmed.Render(head)}
	for _, l := range incWrap(e.Thinking, bodyWidth(width), &e.tLines, &e.tLen, &e.tWidth) {
		out = append(out, indent+t.Dimmed.Render(l))
	}
	if !thinking {
		out = append(out, "")
	}
	return out
}

// streamingBody wraps a growing reply. Lines that ended with a newline are wrapped
// once and kept; only the last, unfinished line is wrapped on every delta, so a
// long reply costs the same per delta at its end as at its start.
func (e *Entry) streamingBody(width int) []string {
	return incWrap(e.Content, width, &e.sLines, &e.sLen, &e.sWidth)
}

// incWrap wraps text that only grows, keeping the wrapped lines of what ended
// with a newline (lines, done, at) so that only the last line is wrapped again.
func incWrap(text string, width int, lines *[]string, done, at *int) []string {
	if *at != width || *done > len(text) {
		*lines, *done, *at = nil, 0, width
	}
	if i := strings.LastIndexByte(text, '\n'); i+1 > *done {
		for _, line := range strings.Split(text[*done:i], "\n") {
			*lines = append(*lines, wrapLine(line, width)...)
		}
		*done = i + 1
	}
	body := (*lines)[:len(*lines):len(*lines)]
	return append(body, wrapLine(text[*done:], width)...)
}

// wrapLine sanitizes and wraps one line of untrusted text; an empty line stays.
func wrapLine(s string, width int) []string { return wrapClean(sanitize.Text(s), width) }

// wrapClean wraps sanitized text at width, breaking long words; every line of it,
// an empty one too, gives at least one line.
func wrapClean(s string, width int) []string {
	s = strings.ReplaceAll(s, "\t", "    ")
	if s == "" {
		return []string{""}
	}
	return strings.Split(ansi.Wrap(s, width, " -"), "\n")
}

// wrap sanitizes untrusted text and wraps it at width, breaking long words.
func wrap(s string, width int) []string {
	s = sanitize.Text(strings.TrimRight(s, "\n "))
	if s == "" {
		return nil
	}
	return wrapClean(s, width)
}
