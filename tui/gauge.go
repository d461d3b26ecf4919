package tui

import (
	"time"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/reliability"
	"github.com/ollm/ollm/tui/statusbar"
)

// gauge holds the status bar's figures that are not the session's own.
type gauge struct {
	// rate is the last reply's exact rate, tokens per second.
	rate float64
	rel  reliability.Score
	// estimate is the predicted size of the next prompt, for the bar when
	// Ollama's count does not describe the session as it is (a stopped
	// reply, a trim).
	estimate int
	// viewChanged is set when what the model is sent changed since the last
	// reply (a compaction, a pin): the bar shows the estimate, not Ollama's
	// count of an exchange that no longer describes the context.
	viewChanged bool
}

// refresh recomputes the score and the context figure after a change.
func (g *gauge) refresh(c *engine.Conversation) {
	g.rel = c.Meter.Reliability(c.Model.ParameterSize)
	g.estimate = c.Meter.View().Tokens
}

// status gathers what the status bar shows of the conversation, with live,
// the reply in flight (zero when none), and the files attached to the next
// message, at now.
func (g *gauge) status(c *engine.Conversation, live engine.Live, files int, now time.Time) statusbar.Status {
	sess := c.Sess
	s := statusbar.Status{
		Model:    sess.Model,
		NumCtx:   sess.Options.NumCtx,
		ReadOnly: c.ReadOnly,
		Rate:     g.rate,
		Hint:     "? help",
	}
	if c.Model.ParameterSize != "" {
		// Until Ollama has described the model, its size factor is unknown:
		// no score rather than a falsely alarming one.
		s.Reliability, s.Score = g.rel.Level.String(), g.rel.Percent()
		s.Compactions, s.FactsOnly = sess.Compactions()
		s.Level = int(g.rel.Level)
		if !g.rel.Lost() && g.rel.Level != reliability.High {
			// Nothing is lost: the model's size alone lowers the score.
			s.Caveat = "model size"
		}
	}
	s.Recalled = len(c.Meter.Recalled())
	s.Files = files
	s.Remembered = c.Meter.Remembered().Tokens
	msgs := sess.Messages
	u := sess.LastUsage
	switch {
	case u != nil && len(msgs) > 0 && msgs[len(msgs)-1].TokensExact && !g.viewChanged:
		s.Used = u.PromptTokens + u.ReplyTokens // Ollama's count of the exchange on screen
	case u != nil && len(msgs) > 0 && msgs[len(msgs)-1].Thinking != "" && !g.viewChanged:
		// Ollama's count of the prompt, and the answer without the thinking,
		// which is never sent back.
		s.Used, s.Estimated = u.PromptTokens+msgs[len(msgs)-1].Tokens, true
	case g.estimate > 0 && len(msgs) > 0:
		s.Used, s.Estimated = g.estimate, true
	}
	if !live.Start.IsZero() {
		// Live: the prompt's calibrated estimate plus the tokens counted in
		// the streamed text; Ollama's count replaces it when the reply ends.
		s.Estimated = true
		s.Used = live.PromptTokens + live.Tokens
		if d := now.Sub(live.Start).Seconds(); d > 0.2 {
			s.Rate, s.RateEstimated = float64(live.Tokens)/d, true
		}
	}
	return s
}
