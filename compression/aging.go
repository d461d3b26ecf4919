package compression

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/ollm/ollm/session"
)

// agingOp is one step of aging: a checkpoint summarized again at a lower
// level, or the two oldest merged.
type agingOp struct {
	index int // the checkpoint (the first of the two when merging)
	merge bool
	level int
}

// nextAging picks the aging step the schedule asks for, if any: merging first
// when the checkpoints are too many or their summaries too large, then the
// oldest summary due for a lower level. The newest checkpoint is never aged.
// Only neighbours are merged (a trim or a truncation between two checkpoints
// would make the merged one claim messages no summary saw), and only of the
// same kind: two summaries are condensed into one by the model; two facts-only
// checkpoints are joined by code, their ledger already being one.
func nextAging(cps []session.Checkpoint, st Settings, budget int, size func(session.Checkpoint) int) (agingOp, bool) {
	n := len(cps)
	total := 0
	for _, c := range cps {
		total += size(c)
	}
	if n >= 3 && (n > st.MaxCheckpoints || (budget > 0 && total > budget)) {
		for i := 0; i+1 < n-1; i++ {
			a, b := cps[i], cps[i+1]
			if a.To == b.From && a.FactsOnly() == b.FactsOnly() {
				return agingOp{index: i, merge: true, level: Compact}, true
			}
		}
	}
	for i, c := range cps[:max(n-1, 0)] {
		if c.FactsOnly() {
			continue
		}
		newer := n - 1 - i
		switch {
		case newer >= st.AgeCompact && c.Level < Compact:
			return agingOp{index: i, level: Compact}, true
		case newer >= st.AgeModerate && c.Level < Moderate:
			return agingOp{index: i, level: Moderate}, true
		}
	}
	return agingOp{}, false
}

// age runs the aging schedule on s, at most MaxAgingCalls model calls. A failed
// step leaves its checkpoints as they were and stops aging for this time: the
// compaction itself does not fail for it.
func (p *pipeline) age(ctx context.Context, s *session.Session) {
	for calls := 0; calls < p.st.MaxAgingCalls; calls++ {
		op, ok := nextAging(s.Checkpoints, p.st, p.in.CheckpointBudget, p.summarySize)
		if !ok {
			break
		}
		if err := p.ageOne(ctx, s, op); err != nil {
			p.event("aging-failed", "aging of checkpoint %d skipped: %v", s.Checkpoints[op.index].Number, err)
			break
		}
	}
	if !p.st.LedgerOff {
		p.ageToFacts(s)
	}
}

// summarySize is what a checkpoint's summary costs (a facts-only one: none;
// its ledger lines are counted in the ledger's budget).
func (p *pipeline) summarySize(c session.Checkpoint) int {
	if c.Summary == "" {
		return 0
	}
	return p.in.Size.Text(c.Summary)
}

// ageToFacts is aging's last step, with the ledger: while the summaries take
// more than their budget, the oldest (never the newest) gives up its summary and
// leaves its messages to the ledger alone. No model call: what the ledger holds
// of them is already there.
func (p *pipeline) ageToFacts(s *session.Session) {
	if p.in.CheckpointBudget <= 0 {
		return
	}
	for {
		total := 0
		for _, c := range s.Checkpoints {
			total += p.summarySize(c)
		}
		if total <= p.in.CheckpointBudget {
			return
		}
		i := slices.IndexFunc(s.Checkpoints[:len(s.Checkpoints)-1], func(c session.Checkpoint) bool { return c.Summary != "" })
		if i < 0 {
			return
		}
		c := &s.Checkpoints[i]
		c.Summary, c.Kind, c.Rejected = "", session.CheckpointFacts, "aged out: its summary made room for newer ones"
		c.Aged++
		p.event("aged", "checkpoint %d's summary dropped for room: its messages are kept by the facts ledger", c.Number)
	}
}

func (p *pipeline) ageOne(ctx context.Context, s *session.Session, op agingOp) error {
	parts := s.Checkpoints[op.index : op.index+1]
	if op.merge {
		parts = s.Checkpoints[op.index : op.index+2]
	}
	if parts[0].FactsOnly() {
		p.joinFacts(s, op.index)
		return nil
	}
	var facts Facts
	g := newGround(s)
	// The messages the checkpoints kept verbatim are folded into the new
	// summary: aging is what makes room for newer kept messages. With the
	// memory, their lines go into it too, so that they never leave without
	// a trace (the summary may not say them).
	var texts []string
	var kept []int
	before := 0
	for _, c := range parts {
		texts = append(texts, c.Summary)
		before += c.TokensAfter
		for _, k := range c.Kept {
			m := s.Messages[k]
			texts = append(texts, roleTag(m.Role)+"\n"+m.Content)
			kept = append(kept, k)
			before += p.in.Size.Message(m)
		}
	}
	for _, t := range texts {
		facts.Add(t)
		g.add(t)
	}
	target := min(p.target(op.level), before*2/3)
	what := fmt.Sprintf("checkpoint %d", parts[0].Number)
	if op.merge {
		what = fmt.Sprintf("checkpoints %d and %d", parts[0].Number, parts[1].Number)
	}
	p.at(StageUpdate, 0.3, "aging "+what)
	req := Request{
		Model: p.in.Model, System: systemPromptFor(p.in.NumCtx), NumCtx: p.sumNumCtx(), MaxTokens: maxTokens(target),
		Prompt: CondensePrompt(texts, op.level, target, s.Goal),
	}
	if !p.requestFits(p.in.Size.Text(req.System)+p.in.Size.Text(req.Prompt), req.MaxTokens) {
		return ErrTooBig
	}
	text, err := p.sum.Summarize(ctx, req, func(n int) {
		p.at(StageUpdate, 0.3+0.6*float64(n)/float64(target), "aging "+what)
	})
	if err != nil {
		return err
	}
	f := &facts
	if !p.st.LedgerOff {
		f = nil // the ledger keeps the facts
	}
	c := p.check(strings.TrimSpace(text), before, g, f, "", target)
	if c.err != nil {
		return c.err
	}
	if !p.st.LedgerOff && len(kept) > 0 {
		s.Ledger = Merge(s.Ledger, Extract(s, kept), nil)
	}
	merged := parts[len(parts)-1]
	merged.From = parts[0].From
	merged.Summary = c.summary
	merged.Level = op.level
	merged.TokensAfter = p.in.Size.Text(c.summary)
	merged.Missing += c.lost
	merged.Aged++
	merged.Kept = nil
	merged.TokensBefore = 0
	for _, x := range parts {
		merged.TokensBefore += x.TokensBefore
		for _, k := range x.Kept {
			merged.TokensBefore += p.in.Size.Message(s.Messages[k])
		}
	}
	if op.merge {
		merged.Merged = parts[0].Merged + parts[1].Merged + 1
		merged.Aged = max(parts[0].Aged, parts[1].Aged)
		merged.Missing = parts[0].Missing + parts[1].Missing + c.lost
		p.event("merged", "%s merged into one (%d → %d tokens)", what, before, merged.TokensAfter)
	} else {
		p.event("aged", "%s summarized again at the %s level (%d → %d tokens)", what, LevelName(op.level), before, merged.TokensAfter)
	}
	cps := append([]session.Checkpoint(nil), s.Checkpoints[:op.index]...)
	cps = append(cps, merged)
	cps = append(cps, s.Checkpoints[op.index+len(parts):]...)
	s.Checkpoints = cps
	return nil
}

// joinFacts merges the facts-only checkpoint at i with the next one: no model
// call, their ledger entries already being one ledger. The messages they kept
// verbatim stay kept.
func (p *pipeline) joinFacts(s *session.Session, i int) {
	a, b := s.Checkpoints[i], s.Checkpoints[i+1]
	b.From = a.From
	b.TokensBefore += a.TokensBefore
	b.TokensAfter += a.TokensAfter
	b.Kept = append(append([]int(nil), a.Kept...), b.Kept...)
	b.Merged = a.Merged + b.Merged + 1
	b.Missing += a.Missing
	if b.Rejected == "" {
		b.Rejected = a.Rejected
	}
	s.Checkpoints = append(append(append([]session.Checkpoint(nil), s.Checkpoints[:i]...), b), s.Checkpoints[i+2:]...)
	p.event("merged", "facts-only checkpoints %d and %d joined", a.Number, b.Number)
}
