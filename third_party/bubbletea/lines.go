package tea

// ollm's patch: the alt-screen frame is drawn line by line, and a line that is
// the same as in the last frame, starting with the same pen, is not parsed,
// measured or drawn again. Drawing the whole frame into a cleared buffer, as
// the original does, made every line of every frame "touched": each was parsed,
// measured, hashed and diffed cell by cell, which was most of a chat client's
// CPU while a reply streamed (a streamed frame changes two or three lines).
// The cells of a skipped line are still in the buffer from the frame that
// drew it; the terminal renderer then diffs only the touched lines.

import (
	"strings"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// pen is what a line of the view inherits from the lines above it: a style
// or a link left open. Each line is drawn with the pen its predecessor left.
type pen struct {
	style uv.Style
	link  uv.Link
}

// prefix returns the sequences that open the pen again at a line's start.
func (p pen) prefix() string {
	var b strings.Builder
	if !p.style.IsZero() {
		b.WriteString(p.style.String())
	}
	if !p.link.IsZero() {
		b.WriteString(ansi.SetHyperlink(p.link.URL, p.link.Params))
	}
	return b.String()
}

func (p *pen) equal(o *pen) bool { return p.style.Equal(&o.style) && p.link == o.link }

// drawnLine is a line of the frame in the buffer: its text, the pen it
// started with and the one it left.
type drawnLine struct {
	ok      bool
	text    string
	in, out pen
}

// drawLines draws content into the cell buffer, line by line, skipping the
// lines that did not change. The buffer is the size of the screen.
func (s *cursedRenderer) drawLines(content string) {
	bounds := s.cellbuf.Bounds()
	height := bounds.Dy()
	if len(s.drawn) != height {
		s.drawn = make([]drawnLine, height) // none ok: every line is drawn
	}
	content = strings.ReplaceAll(content, "\r\n", "\n")
	p := ansi.GetParser()
	defer ansi.PutParser(p)
	var in pen
	for y := range height {
		line := ""
		if i := strings.IndexByte(content, '\n'); i >= 0 {
			line, content = content[:i], content[i+1:]
		} else {
			line, content = content, ""
		}
		d := &s.drawn[y]
		if d.ok && d.text == line && d.in.equal(&in) {
			in = d.out
			continue
		}
		row := uv.Rect(bounds.Min.X, bounds.Min.Y+y, bounds.Dx(), 1)
		text := line
		if !in.equal(&pen{}) {
			text = in.prefix() + line
		}
		uv.NewStyledString(text).Draw(s.cellbuf, row)
		out := penAfter(line, in, p)
		*d = drawnLine{ok: true, text: line, in: in, out: out}
		in = out
	}
}

// penAfter returns the pen a line leaves, given the one it starts with: only
// its escape sequences are read.
func penAfter(line string, in pen, p *ansi.Parser) pen {
	for {
		i := strings.IndexByte(line, ansi.ESC)
		if i < 0 {
			return in
		}
		line = line[i:]
		seq, _, n, _ := ansi.DecodeSequence(line, ansi.NormalState, p)
		switch {
		case ansi.HasCsiPrefix(seq) && p.Command() == 'm':
			uv.ReadStyle(p.Params(), &in.style)
		case ansi.HasOscPrefix(seq) && p.Command() == 8:
			uv.ReadLink(p.Data(), &in.link)
		}
		if n <= 0 {
			n = 1
		}
		line = line[n:]
	}
}
