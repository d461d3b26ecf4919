package engine

import (
	"fmt"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/reliability"
	"github.com/ollm/ollm/session"
)

// Meter is the conversation's accounting: it counts tokens, divides the window
// into its budget, builds the API view, learns the model's calibration from
// Ollama's counts and scores how far the model's view can be trusted. It reads
// the session and never changes it, but for the cuts of a trim.
type Meter struct {
	sess    *session.Session
	counter *tokens.Counter
	cals    *tokens.Calibrations
	window  window.Settings
	// toolsDue says whether the next request offers the context tools
	// (Tools.due): the view counts their definitions only then.
	toolsDue func() bool
	// sent is the view of the reply in flight, for calibration and the
	// truncation check when it ends; sentModel the model it was asked of
	// (a /model answered while it streams changes the session's, not its).
	sent      window.View
	sentModel string
	// known is Ollama's own count of the last exchange.
	known known
	// mem are the memory files sent with the system prompt.
	mem memoryFiles
}

// known is what Ollama counted of the last exchange: the prompt, with the
// messages it was made of, and the reply it wrote. A next prompt to the same
// model that begins with them is counted exactly up to there; only what
// follows is estimated. Another model's tokenizer counts them its own way.
type known struct {
	model  string
	prompt int
	// tools is the estimate of the tool definitions the prompt carried.
	tools int
	// images is the number of images the prompt carried.
	images      int
	msgs        []api.Message
	reply       string
	replyTokens int
}

// Count counts tokens of text with the conversation's counter.
func (c *Meter) Count(text string) int { return c.counter.Count(text) }

// Calibration returns the current model's calibration.
func (c *Meter) Calibration() tokens.Calibration { return c.cals.Get(c.sess.Model) }

// View builds what the model would be sent now. When it begins with the last
// exchange unchanged, its size is Ollama's count of that exchange plus the
// estimate of what is new (with the margin on the new part only): an estimate
// that is off for one kind of text (code, paths) can then be off only by a
// message, not by the whole prompt.
func (c *Meter) View() window.View {
	v := window.Build(c.sess, c.Count, c.Calibration(), c.settings())
	if tokens, ok := c.knownPrefix(v); ok {
		v.Tokens = tokens
	}
	return v
}

// settings are the window's settings for the next request: the tools'
// definitions count only when it offers them (not after MaxToolRounds).
func (c *Meter) settings() window.Settings {
	w := c.base()
	if c.toolsDue == nil || !c.toolsDue() {
		w.ToolsEstimate = 0
	}
	return w
}

// knownPrefix counts v from the last exchange on, when v begins with it.
func (c *Meter) knownPrefix(v window.View) (int, bool) {
	k := c.known
	n := len(k.msgs)
	if k.prompt == 0 || k.replyTokens == 0 || k.model != c.sess.Model || len(v.Messages) <= n+1 {
		return 0, false
	}
	for i, m := range k.msgs {
		if w := v.Messages[i]; w.Role != m.Role || w.Content != m.Content || len(w.ToolCalls) != len(m.ToolCalls) {
			return 0, false
		}
	}
	if r := v.Messages[n]; r.Role != string(session.RoleAssistant) || r.Content != k.reply {
		return 0, false
	}
	est, exact := 0, 0
	for _, sz := range v.Sizes[n+1:] {
		est, exact = est+sz.Estimate, exact+sz.Exact+sz.Images
	}
	// The tools' definitions when v offers them and the prompt counted did
	// not (the last request of a turn that reached MaxToolRounds).
	est += max(v.Tools-k.tools, 0)
	// The new messages' templates, the open reply's, and the closing of the
	// last reply's.
	msgs := len(v.Messages) - n - 1 + 2
	margin := c.window.Defaults().Margin
	return k.prompt + k.replyTokens + window.Predict(c.Calibration(), est, msgs, exact, margin), true
}

// replied records the reply Ollama wrote to the prompt it counted last.
func (c *Meter) replied(content string, tokens int) {
	c.known.reply, c.known.replyTokens = content, tokens
}

// Cut moves the start of the verbatim context to message to, recording why
// and what it no longer sends.
func (c *Meter) Cut(to int, reason session.CutReason, now time.Time) {
	window.Cut(c.sess, to, reason, c.Count, c.Calibration(), c.settings(), func() session.Cut { return session.Cut{Time: now} })
}

// TrimPoint is the last-resort trim of the session as it is: window.TrimPoint
// with this meter's counts.
func (c *Meter) TrimPoint() (start int, ok bool) {
	return window.TrimPoint(c.sess, c.Count, c.Calibration(), c.settings())
}

// Fitted is the view with the memory cut to the room the verbatim part from
// message from on leaves (window.Fitted); ok is false when even without any
// memory it does not fit.
func (c *Meter) Fitted(from int) (window.View, bool) {
	s := *c.sess
	s.APIStart = max(s.APIStart, from)
	return window.Fitted(&s, c.Count, c.Calibration(), c.settings())
}

// Sent returns the view the last NextReply built: what the reply in flight was
// asked with.
func (c *Meter) Sent() window.View { return c.sent }

// Overflowed records that Ollama refused the last prompt as too large: our
// prediction was short. The safety margin grows by 20% of the window for the rest
// of the conversation, so that the next NextReply trims enough.
func (c *Meter) Overflowed() {
	c.window.Margin = c.window.Defaults().Margin + 0.20
	if c.sent.ImageTokens > 0 {
		// Images went with it: they may be what we under-counted.
		c.cals.Set(c.asked(), c.cals.Get(c.asked()).ImagesRefused())
	}
}

// observe compares Ollama's prompt count with what was sent.
func (c *Meter) observe(promptTokens int) string {
	model := c.asked()
	cal := c.cals.Get(model)
	sent := c.sent
	if Truncated(cal, sent, promptTokens) {
		c.sess.Truncations++
		return fmt.Sprintf("Ollama counted %d prompt tokens where ~%d were sent: it may have dropped part of the conversation. "+
			"The reliability score reflects it.", promptTokens, cal.Predict(sent.Estimate, sent.Msgs)+sent.Exact)
	}
	n := sent.ImageCount()
	old := 0
	if c.known.model == model {
		old = min(c.known.images, n)
	}
	if n > old {
		// A prompt that adds images: what the new ones cost is the count
		// less the prediction of the text (which the text's calibration
		// stands for) and of the images already measured.
		text := cal.Predict(sent.Estimate, sent.Msgs) + sent.Exact + old*cal.ImageTokens()
		c.cals.Set(model, cal.ObserveImages(float64(promptTokens-text)/float64(n-old)))
	} else {
		// Text beside images already measured: the text learns, the images
		// counted at what they were measured to cost (were they to learn
		// here, every error of the text would be booked to them).
		c.cals.Set(model, cal.Observe(sent.Estimate, sent.Msgs, promptTokens-sent.Exact-n*cal.ImageTokens()))
	}
	c.known = known{model: model, prompt: promptTokens, tools: sent.Tools, images: n, msgs: sent.Messages}
	return ""
}

// asked is the model the reply in flight was asked of.
func (c *Meter) asked() string {
	if c.sentModel != "" {
		return c.sentModel
	}
	return c.sess.Model
}

// Reliability scores how far the model's view of the conversation can be trusted
// now: the model's size, the compactions, the share of the conversation it sees
// only as summaries or not at all (trims; a /clear-context is the person's choice
// and costs nothing), and detected truncations.
func (c *Meter) Reliability(parameterSize string) reliability.Score {
	s := c.sess
	total := 0
	for _, m := range s.Messages {
		if window.Sent(m) {
			total += m.Estimate
		}
	}
	in := reliability.Inputs{ParameterSize: parameterSize, Truncations: s.Truncations}
	in.Compactions, _ = s.Compactions() // the count the status bar and the picker give
	for _, cp := range s.Checkpoints {
		if cp.Aged > 0 || cp.Merged > 0 {
			in.AgedCheckpoints++
		}
		if cp.Missing > 0 {
			in.FailedFactChecks++
		}
	}
	if total > 0 {
		// Shares in one unit: the messages' own estimates over the ranges.
		within := func(from, to int) (n int) {
			for _, m := range s.Messages[from:min(to, len(s.Messages))] {
				if window.Sent(m) && !m.Pinned {
					n += m.Estimate
				}
			}
			return n
		}
		summarized, facts, cut := 0, 0, 0
		for _, cp := range s.Checkpoints {
			if cp.FactsOnly() {
				facts += within(cp.From, cp.To)
			} else {
				summarized += within(cp.From, cp.To)
			}
		}
		for _, x := range s.Cuts {
			if x.Reason != session.CutSeparator {
				cut += within(x.From, x.To)
			}
		}
		in.SummaryShare = float64(summarized) / float64(total)
		in.FactsShare = float64(facts) / float64(total)
		in.CutShare = float64(cut) / float64(total)
	}
	return reliability.Compute(in)
}
