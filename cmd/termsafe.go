package cmd

import (
	"io"

	"github.com/charmbracelet/x/term"

	"github.com/ollm/ollm/tui/sanitize"
)

// termSafe returns w, or, when w is a terminal, a writer that lets nothing
// through that could drive it: session titles, messages, summaries and model
// names are model or file text, and an OSC 52 or a window title in them must
// reach the person as text, as it does in the chat screen. A file or a pipe gets
// the text exactly as stored.
func termSafe(w io.Writer) io.Writer {
	f, ok := w.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(f.Fd()) {
		return w
	}
	return sanitizing{w}
}

type sanitizing struct{ w io.Writer }

// Write cleans p and writes it. A sequence split across two writes cannot
// survive: its ESC is dropped with the first part, and what follows is text.
func (s sanitizing) Write(p []byte) (int, error) {
	if _, err := io.WriteString(s.w, sanitize.Text(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}
