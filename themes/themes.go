// Package themes holds ollm's palettes and the styles built from them. It is the
// only place where colours are written. The default theme uses the terminal's own
// 16 ANSI colours, so it follows the person's terminal scheme, with a light and a
// dark variant for the few places where contrast depends on the background.
package themes

import (
	"image/color"

	"charm.land/glamour/v2/ansi"
	glamourstyles "charm.land/glamour/v2/styles"
	"charm.land/lipgloss/v2"
)

// Palette is a set of semantic colours.
type Palette struct {
	Text, Muted, Faint   color.Color
	Accent, User, Model  color.Color
	OK, Warn, Error      color.Color
	BarFill, BarEmpty    color.Color
	Selection, Highlight color.Color
}

// ANSI returns the default palette in terminal palette colours.
func ANSI(dark bool) Palette {
	ld := lipgloss.LightDark(dark)
	return Palette{
		Text:      lipgloss.NoColor{},
		Muted:     ld(lipgloss.Color("8"), lipgloss.Color("7")),
		Faint:     lipgloss.Color("8"),
		Accent:    ld(lipgloss.Color("4"), lipgloss.Color("12")),
		User:      ld(lipgloss.Color("6"), lipgloss.Color("14")),
		Model:     ld(lipgloss.Color("5"), lipgloss.Color("13")),
		OK:        ld(lipgloss.Color("2"), lipgloss.Color("10")),
		Warn:      ld(lipgloss.Color("3"), lipgloss.Color("11")),
		Error:     ld(lipgloss.Color("1"), lipgloss.Color("9")),
		BarFill:   ld(lipgloss.Color("4"), lipgloss.Color("12")),
		BarEmpty:  lipgloss.Color("8"),
		Selection: ld(lipgloss.Color("7"), lipgloss.Color("8")),
		Highlight: lipgloss.Color("3"),
	}
}

// Styles are every style the UI uses, grouped by component.
type Styles struct {
	// ID identifies the theme variant; caches of rendered text key on it.
	ID   int
	Dark bool

	Transcript struct {
		UserLabel, ModelLabel lipgloss.Style
		UserBody              lipgloss.Style
		Streaming             lipgloss.Style
		Notice                lipgloss.Style // "stopped", "interrupted"
		Error                 lipgloss.Style
		Info                  lipgloss.Style
		Empty                 lipgloss.Style
		// Dimmed is a compacted message; Boundary the checkpoint marker
		// under it; Summary the checkpoint's summary when expanded.
		Dimmed, Boundary, Summary lipgloss.Style
	}
	Composer struct {
		Border      lipgloss.Style
		Prompt      lipgloss.Style
		Placeholder lipgloss.Style
		Suggestion  lipgloss.Style
		Selected    lipgloss.Style
	}
	Status struct {
		Bar, Model, Label, Value, Hint lipgloss.Style
		Fill, Empty                    lipgloss.Style
		Levels                         [4]lipgloss.Style // high, medium, low, critical
	}
	// Progress is the compaction bar: its filled and empty parts, the stage.
	Progress struct {
		Full, Empty color.Color
		Stage       lipgloss.Style
	}
	Notice struct{ Info, Warn, Error lipgloss.Style }
	Help   struct{ Key, Desc, Title lipgloss.Style }
	// Screen is the full-screen views: the checkpoint browser, the history
	// pager, the session picker. Selected is the chosen row, Match a search
	// hit's gutter, Confirm a question waiting for y or n.
	Screen struct {
		Title, Section, Item, Selected, Meta, Divider, Match, Confirm, Keys, Error lipgloss.Style
	}

	// Markdown is the glamour style for rendered replies.
	Markdown ansi.StyleConfig
}

// New builds the default styles for a dark or light background.
func New(dark bool) *Styles {
	p := ANSI(dark)
	s := &Styles{Dark: dark}
	if dark {
		s.ID = 1
	} else {
		s.ID = 2
	}
	base := lipgloss.NewStyle()

	t := &s.Transcript
	t.UserLabel = base.Foreground(p.User).Bold(true)
	t.ModelLabel = base.Foreground(p.Model).Bold(true)
	t.UserBody = base
	t.Streaming = base
	t.Notice = base.Foreground(p.Warn).Italic(true)
	t.Error = base.Foreground(p.Error)
	t.Info = base.Foreground(p.Muted).Italic(true)
	t.Empty = base.Foreground(p.Muted)
	t.Dimmed = base.Foreground(p.Faint)
	t.Boundary = base.Foreground(p.Accent)
	t.Summary = base.Foreground(p.Muted)

	c := &s.Composer
	c.Border = base.Foreground(p.Faint)
	c.Prompt = base.Foreground(p.Accent)
	c.Placeholder = base.Foreground(p.Faint)
	c.Suggestion = base.Foreground(p.Muted)
	c.Selected = base.Foreground(p.Accent).Bold(true)

	st := &s.Status
	st.Bar = base
	st.Model = base.Foreground(p.Model).Bold(true)
	st.Label = base.Foreground(p.Muted)
	st.Value = base
	st.Hint = base.Foreground(p.Faint)
	st.Fill = base.Foreground(p.BarFill)
	st.Empty = base.Foreground(p.BarEmpty)
	st.Levels = [4]lipgloss.Style{base.Foreground(p.OK), base.Foreground(p.Warn), base.Foreground(p.Error), base.Foreground(p.Error).Bold(true)}

	s.Progress.Full, s.Progress.Empty = p.BarFill, p.BarEmpty
	s.Progress.Stage = base.Foreground(p.Accent)

	s.Notice.Info = base.Foreground(p.Muted)
	s.Notice.Warn = base.Foreground(p.Warn)
	s.Notice.Error = base.Foreground(p.Error)

	s.Help.Key = base.Foreground(p.Accent).Bold(true)
	s.Help.Desc = base.Foreground(p.Muted)
	s.Help.Title = base.Bold(true)

	sc := &s.Screen
	sc.Title = base.Bold(true)
	sc.Section = base.Foreground(p.Accent).Bold(true)
	sc.Item = base
	sc.Selected = base.Reverse(true)
	sc.Meta = base.Foreground(p.Muted)
	sc.Divider = base.Foreground(p.Faint)
	sc.Match = base.Foreground(p.Highlight).Bold(true)
	sc.Confirm = base.Foreground(p.Warn).Bold(true)
	sc.Keys = base.Foreground(p.Faint)
	sc.Error = base.Foreground(p.Error)

	s.Markdown = markdownStyle(dark)
	return s
}

// markdownStyle is glamour's standard style for the background, without the
// document margin and blank lines: the transcript lays messages out itself.
func markdownStyle(dark bool) ansi.StyleConfig {
	cfg := glamourstyles.LightStyleConfig
	if dark {
		cfg = glamourstyles.DarkStyleConfig
	}
	zero := uint(0)
	cfg.Document.Margin = &zero
	cfg.Document.BlockPrefix = ""
	cfg.Document.BlockSuffix = ""
	cfg.Document.Color = nil // the terminal's own foreground
	return cfg
}
