package engine

import (
	"fmt"
	"strings"

	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// DefaultMemoryFilesShare is the share of the window the memory files may
// take when the config does not say (memory_files_share).
const DefaultMemoryFilesShare = 0.10

// memoryFiles are the memory files the conversation sends (package remember):
// what ollm remembers across sessions, not the memory lines of its
// checkpoints.
type memoryFiles struct {
	files remember.Files
	share float64
	// counts memoizes the tokenizer's count of the blocks tried, and fitted
	// the last fit with what it depended on: the files change only when the
	// person changes them, and the view is built often.
	counts map[string]int
	fitted *fitted
}

// fitted is a Remembered and what it was fitted with.
type fitted struct {
	numCtx int
	cal    tokens.Calibration
	ready  bool
	r      Remembered
}

// Remembered is what the conversation sends of the memory files: the block
// in the system message and its size, the cap, and the files left out.
type Remembered struct {
	// Text is the block sent ("" when nothing is); Tokens its size in the
	// model's tokens (calibrated), the figure the bar shows.
	Text   string
	Tokens int
	// Cap is the most the block may take: Share of the NumCtx-token window.
	Cap    int
	Share  float64
	NumCtx int
	// Want is what every readable file would take together.
	Want int
	// Sent are the files in the block; Left those over the cap (not sent);
	// Unread those that could not be read.
	Sent, Left, Unread remember.Files
}

// Remember sets the memory files sent from now on (read again after the
// person changed them).
func (c *Meter) Remember(files remember.Files) {
	c.mem.files, c.mem.counts, c.mem.fitted = files, nil, nil
}

// Remembered fits the memory files to their cap: whole files, the person's
// first, while they fit. A file is never cut: one that does not fit is left
// out, and Notice says so.
func (c *Meter) Remembered() Remembered {
	key := fitted{numCtx: c.sess.Options.NumCtx, cal: c.Calibration(), ready: c.counter == nil || c.counter.Ready()}
	if f := c.mem.fitted; f != nil && f.numCtx == key.numCtx && f.cal == key.cal && f.ready == key.ready {
		return f.r
	}
	key.r = c.fit()
	c.mem.fitted = &key
	return key.r
}

// fit is Remembered, worked out.
func (c *Meter) fit() Remembered {
	share := c.mem.share
	if share <= 0 {
		share = DefaultMemoryFilesShare
	}
	numCtx := c.sess.Options.NumCtx
	r := Remembered{Share: share, NumCtx: numCtx, Cap: int(share * float64(numCtx)), Unread: c.mem.files.Unread()}
	all := c.mem.files.Readable()
	if len(all) == 0 {
		return r
	}
	r.Want = c.rememberedSize(remember.Block(all))
	for _, f := range all {
		try := append(append(remember.Files(nil), r.Sent...), f)
		if c.rememberedSize(remember.Block(try)) <= r.Cap {
			r.Sent = try
		} else {
			r.Left = append(r.Left, f)
		}
	}
	r.Text = remember.Block(r.Sent)
	r.Tokens = c.rememberedSize(r.Text)
	return r
}

// rememberedSize is a block's size in the model's tokens.
func (c *Meter) rememberedSize(text string) int {
	if text == "" {
		return 0
	}
	est, ok := c.mem.counts[text]
	if !ok {
		est = c.Count(text)
		if c.counter == nil || c.counter.Ready() {
			// A count made before the tokenizer loaded is the heuristic's:
			// counted again once it is ready.
			if c.mem.counts == nil {
				c.mem.counts = map[string]int{}
			}
			c.mem.counts[text] = est
		}
	}
	return c.Calibration().Predict(est, 0)
}

// Notice says what of the memory files is not sent, and why ("" when all of
// them are): a file that cannot be read, files over the cap. Nothing is cut
// silently.
func (r Remembered) Notice() string {
	var out []string
	for _, f := range r.Unread {
		out = append(out, f.Problem())
	}
	if len(r.Left) > 0 {
		names := make([]string, len(r.Left))
		for i, f := range r.Left {
			names[i] = f.Name()
		}
		verb, them := "is", "it"
		if len(names) > 1 {
			verb, them = "are", "them"
		}
		out = append(out, fmt.Sprintf("The memory files would take ~%s tokens, more than their cap of %s (%.0f%% of the %s-token window): %s %s not sent to the model. Shorten %s (/memory, /forget N) or raise memory_files_share.",
			say.Thousands(r.Want), say.Thousands(r.Cap), r.Share*100, say.Thousands(r.NumCtx), strings.Join(names, " and "), verb, them))
	}
	return strings.Join(out, " ")
}

// base are the window's settings with the memory files' block: what every
// view of this conversation is built with.
func (c *Meter) base() window.Settings {
	w := c.window
	w.Remembered = c.Remembered().Text
	w.ImageTokens = c.Calibration().ImageTokens()
	return w
}

// ViewOf builds what the model would be sent of another state of this
// session (a plan's), with this conversation's settings, without a /recall:
// what lasts beyond the next request.
func (c *Meter) ViewOf(s *session.Session) window.View {
	return window.Build(s, c.Count, c.Calibration(), c.lasting())
}

// lasting are the window's settings without what goes with the next request
// only (a /recall): what a compaction and the hold of an /uncompact measure,
// since they change the session for good.
func (c *Meter) lasting() window.Settings {
	w := c.settings()
	w.Recall = nil
	return w
}
