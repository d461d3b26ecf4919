// Package statusbar renders the one-line status bar: model, context use as a bar,
// streaming rate, and a help hint.
package statusbar

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/themes"
)

// Status is what the bar shows. It is filled from the conversation's events; the
// bar never counts anything itself.
type Status struct {
	Model string
	// Used and NumCtx are tokens; Estimated marks Used as our estimate (shown
	// with ~) rather than Ollama's count.
	Used, NumCtx int
	Estimated    bool
	// Rate is tokens per second of the current or last reply; 0 hides it.
	Rate          float64
	RateEstimated bool
	ReadOnly      bool
	Hint          string
	// Reliability is the level's name ("" hides it), Level its index (0 high …
	// 3 critical) for the colour, Score the percentage.
	Reliability string
	Level       int
	Score       int
	// Caveat names what lowers the score when nothing of the conversation
	// was lost ("model size").
	Caveat      string
	Compactions int
	// FactsOnly counts the checkpoints kept as the facts ledger alone (the
	// model's summary was rejected).
	FactsOnly int
	// Recalled counts the messages /recall attached to the next request;
	// Files the files /attach attached to the next message.
	Recalled int
	Files    int
	// Remembered is what the memory files take of Used (tokens).
	Remembered int
}

const barCells = 10

// Render lays the status out in width cells, dropping the least useful parts
// first when it does not fit.
func Render(st *themes.Styles, width int, s Status) string {
	b := &st.Status
	sep := b.Label.Render(" · ")
	model := b.Model.Render(orDash(s.Model))
	if s.ReadOnly {
		model += b.Label.Render(" (read-only)")
	}
	ctx := b.Label.Render("ctx ") + b.Value.Render(tokens(s))
	bar, pct := "", ""
	if s.NumCtx > 0 {
		frac := min(float64(s.Used)/float64(s.NumCtx), 1)
		fill := int(frac*barCells + 0.5)
		bar = " " + b.Fill.Render(strings.Repeat("▓", fill)) + b.Empty.Render(strings.Repeat("░", barCells-fill))
		pct = " " + b.Value.Render(fmt.Sprintf("%d%%", int(frac*100+0.5)))
	}
	rate := ""
	if s.Rate > 0 {
		tilde := ""
		if s.RateEstimated {
			tilde = "~"
		}
		rate = sep + b.Label.Render(fmt.Sprintf("%s%.0f tok/s", tilde, s.Rate))
	}
	rel := ""
	if s.Reliability != "" {
		rel = sep + b.Levels[min(max(s.Level, 0), 3)].Render(fmt.Sprintf("%s %d%%", s.Reliability, s.Score))
		if s.Caveat != "" {
			rel += b.Label.Render(" · " + s.Caveat)
		}
		if s.Compactions > 0 {
			noun := "compactions"
			if s.Compactions == 1 {
				noun = "compaction"
			}
			text := fmt.Sprintf(" · %d %s", s.Compactions, noun)
			if s.FactsOnly > 0 {
				text += fmt.Sprintf(" (%d facts only)", s.FactsOnly)
			}
			rel += b.Label.Render(text)
		}
	}
	if s.Recalled > 0 {
		ctx += b.Hint.Render(fmt.Sprintf(" +%d recalled", s.Recalled))
	}
	if s.Files > 0 {
		noun := "files"
		if s.Files == 1 {
			noun = "file"
		}
		ctx += b.Hint.Render(fmt.Sprintf(" +%d %s", s.Files, noun))
	}
	mem := ""
	if s.Remembered > 0 && s.Used > 0 {
		// The memory files are part of the figure: what they take of it
		// (always our estimate).
		mem = b.Label.Render(" incl. ~" + say.Thousands(s.Remembered) + " remembered")
	}
	hint := ""
	if s.Hint != "" {
		hint = sep + b.Hint.Render(s.Hint)
	}
	for _, parts := range [][]string{
		{model, sep, ctx, bar, pct, mem, rel, rate, hint},
		{model, sep, ctx, bar, pct, mem, rel, hint},
		{model, sep, ctx, bar, pct, mem, rel},
		{model, sep, ctx, bar, pct, rel},
		{model, sep, ctx, pct, rel},
		{model, sep, ctx, pct},
		{model},
	} {
		line := strings.Join(parts, "")
		if lipgloss.Width(line) <= width {
			return b.Bar.Render(line)
		}
	}
	return b.Bar.Render(lipgloss.NewStyle().MaxWidth(width).Render(model))
}

func tokens(s Status) string {
	used := say.Thousands(s.Used)
	if s.Estimated {
		used = "~" + used
	}
	if s.NumCtx == 0 {
		return used
	}
	return used + " / " + say.Thousands(s.NumCtx)
}

func orDash(s string) string {
	if s == "" {
		return "no model"
	}
	return s
}
