package tui

import (
	"fmt"

	"charm.land/bubbles/v2/progress"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/themes"
)

// progressLine is a compaction's progress, shown in place of the notice while
// it runs: a bar, the stage and what it does, and how to cancel.
type progressLine struct {
	bar progress.Model
	now compression.Progress
}

func newProgressLine(st *themes.Styles) progressLine {
	bar := progress.New(progress.WithoutPercentage(), progress.WithColors(st.Progress.Full))
	bar.EmptyColor = st.Progress.Empty
	return progressLine{bar: bar}
}

// setWidth sizes the bar for a screen width wide.
func (p *progressLine) setWidth(width int) { p.bar.SetWidth(max(min(width/3, 40), 10)) }

// view is the line, width cells at most.
func (p *progressLine) view(st *themes.Styles, width int) string {
	label := fmt.Sprintf(" %3.0f%% %s", p.now.Percent*100, p.now.Stage)
	if p.now.Detail != "" {
		label += " · " + p.now.Detail
	}
	label += " · esc cancels"
	return p.bar.ViewAs(p.now.Percent) + st.Progress.Stage.Render(truncate(label, width-p.bar.Width()))
}
