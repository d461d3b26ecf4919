package tea

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// A frame drawn line by line over the frames before it holds the same cells
// as the frame drawn whole into a cleared buffer, as the original renderer
// does: styles and links left open across lines, wide and combining
// characters, lines longer than the screen is wide, more lines than it is
// tall, blank lines, and lines that change, move or stay.
func TestDrawLinesMatchesWholeFrame(t *testing.T) {
	const width, height = 24, 8
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{
		"hello", " ", "world", "日本語", "e\u0301", "👍", "a long line that runs past the edge of the screen",
		"\x1b[1m", "\x1b[31m", "\x1b[0m", "\x1b[m", "\x1b[4;38;5;120m", "\x1b[48;2;10;20;30m", "\x1b[22;39m",
		ansi.SetHyperlink("https://example.com"), ansi.ResetHyperlink(), "\t", "x",
	}
	line := func() string {
		var b strings.Builder
		for range rng.IntN(6) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	var lines []string
	for range 12 {
		lines = append(lines, line())
	}
	r := &cursedRenderer{cellbuf: uv.NewScreenBuffer(width, height)}
	for frame := range 400 {
		// Change a few lines, sometimes scroll, sometimes shrink or grow.
		for range rng.IntN(3) {
			lines[rng.IntN(len(lines))] = line()
		}
		switch rng.IntN(6) {
		case 0:
			lines = append(lines[1:], line())
		case 1:
			lines = lines[:max(len(lines)-1, 0)]
		case 2:
			lines = append(lines, line())
		}
		content := strings.Join(lines, "\n")
		if rng.IntN(10) == 0 {
			content = strings.ReplaceAll(content, "\n", "\r\n")
		}
		r.drawLines(content)

		want := uv.NewScreenBuffer(width, height)
		want.Clear()
		uv.NewStyledString(content).Draw(want, want.Bounds())
		for y := range height {
			for x := range width {
				got, exp := r.cellbuf.CellAt(x, y), want.CellAt(x, y)
				if !cellEqualForTest(got, exp) {
					t.Fatalf("frame %d, cell %d,%d: drawn line by line %+v, drawn whole %+v\nframe:\n%q", frame, x, y, got, exp, content)
				}
			}
		}
	}
}

func cellEqualForTest(a, b *uv.Cell) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(b)
}

// Lines that did not change are neither drawn again nor touched: the terminal
// renderer diffs only the lines that changed.
func TestDrawLinesTouchesOnlyChangedLines(t *testing.T) {
	r := &cursedRenderer{cellbuf: uv.NewScreenBuffer(20, 5)}
	frame := func(last string) string {
		return "\x1b[1mtitle\x1b[m\nline two\n\x1b[31mred, open\nstill red\n" + last
	}
	r.drawLines(frame("status 1"))
	r.cellbuf.Touched = make([]*uv.LineData, 5) // as after a render
	r.drawLines(frame("status 2"))
	var touched []int
	for y, l := range r.cellbuf.Touched {
		if l != nil && (l.FirstCell != -1 || l.LastCell != -1) {
			touched = append(touched, y)
		}
	}
	if fmt.Sprint(touched) != "[4]" {
		t.Fatalf("touched lines %v, want only the changed last line [4]", touched)
	}
	// The changed last line keeps the red the line above left open.
	if c := r.cellbuf.CellAt(0, 4); c == nil || c.Style.Fg == nil {
		t.Fatalf("the last line lost the style left open above it: %+v", c)
	}
}
