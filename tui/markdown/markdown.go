// Package markdown renders finished replies with glamour, safely: the text is
// sanitized before rendering (glamour decodes HTML entities into real escapes) and
// only SGR sequences are let through after it.
package markdown

import (
	"strings"
	"sync"

	"charm.land/glamour/v2"

	"github.com/ollm/ollm/themes"
	"github.com/ollm/ollm/tui/sanitize"
)

// Renderer renders markdown at a width. It is safe for concurrent use: renders run
// in commands, off the UI goroutine. A glamour renderer is built once per (width,
// theme) and reused.
type Renderer struct {
	mu  sync.Mutex
	trs map[key]*termRenderer
}

type key struct{ width, theme int }

type termRenderer struct {
	mu sync.Mutex
	tr *glamour.TermRenderer
}

// New returns an empty renderer.
func New() *Renderer { return &Renderer{trs: map[key]*termRenderer{}} }

func (r *Renderer) get(width int, st *themes.Styles) (*termRenderer, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	k := key{width, st.ID}
	if t, ok := r.trs[k]; ok {
		return t, nil
	}
	tr, err := glamour.NewTermRenderer(glamour.WithStyles(st.Markdown), glamour.WithWordWrap(width))
	if err != nil {
		return nil, err
	}
	t := &termRenderer{tr: tr}
	r.trs[k] = t
	return t, nil
}

// Render returns the lines of text rendered as markdown at width.
func (r *Renderer) Render(text string, width int, st *themes.Styles) ([]string, error) {
	if width < 10 {
		width = 10
	}
	t, err := r.get(width, st)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	out, err := t.tr.Render(sanitize.Text(text))
	t.mu.Unlock()
	if err != nil {
		return nil, err
	}
	return Lines(sanitize.Rendered(out)), nil
}

// Lines splits rendered text into lines without trailing blanks, and drops the
// empty lines at both ends.
func Lines(s string) []string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	for len(lines) > 0 && isBlank(lines[0]) {
		lines = lines[1:]
	}
	for len(lines) > 0 && isBlank(lines[len(lines)-1]) {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// isBlank reports a line with nothing visible: spaces and SGR sequences only.
func isBlank(l string) bool {
	in := false
	for i := 0; i < len(l); i++ {
		switch c := l[i]; {
		case c == 0x1b:
			in = true
		case in:
			if c >= 0x40 && c <= 0x7e && c != '[' {
				in = false
			}
		case c != ' ':
			return false
		}
	}
	return true
}
