package compression

import (
	"context"
	"fmt"
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
// when the summaries are too many or too large, then the oldest checkpoint due
// for a lower level. The newest checkpoint is never aged.
func nextAging(cps []session.Checkpoint, st Settings, budget int) (agingOp, bool) {
	n := len(cps)
	total := 0
	for _, c := range cps {
		total += c.TokensAfter
	}
	if n >= 3 && (n > st.MaxCheckpoints || (budget > 0 && total > budget)) {
		return agingOp{index: 0, merge: true, level: Compact}, true
	}
	for i, c := range cps[:max(n-1, 0)] {
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
		op, ok := nextAging(s.Checkpoints, p.st, p.in.CheckpointBudget)
		if !ok {
			return
		}
		if err := p.ageOne(ctx, s, op); err != nil {
			p.event("aging-failed", "aging of checkpoint %d skipped: %v", s.Checkpoints[op.index].Number, err)
			return
		}
	}
}

func (p *pipeline) ageOne(ctx context.Context, s *session.Session, op agingOp) error {
	parts := s.Checkpoints[op.index : op.index+1]
	if op.merge {
		parts = s.Checkpoints[op.index : op.index+2]
	}
	var facts Facts
	vocab := Vocabulary{}
	vocab.AddWords(instructionWords())
	// The messages the checkpoints kept verbatim are folded into the new
	// summary: aging is what makes room for newer kept messages.
	var texts []string
	before := 0
	for _, c := range parts {
		texts = append(texts, c.Summary)
		before += c.TokensAfter
		for _, k := range c.Kept {
			m := s.Messages[k]
			texts = append(texts, roleTag(m.Role)+"\n"+m.Content)
			before += p.in.Size.Message(m)
		}
	}
	for _, t := range texts {
		facts.Add(t)
		vocab.AddWords(t)
	}
	target := min(Target(op.level, p.in.NumCtx), before*2/3)
	what := fmt.Sprintf("checkpoint %d", parts[0].Number)
	if op.merge {
		what = fmt.Sprintf("checkpoints %d and %d", parts[0].Number, parts[1].Number)
	}
	p.at(StageUpdate, 0.3, "aging "+what)
	req := Request{
		Model: p.in.Model, System: systemPrompt, NumCtx: p.in.NumCtx, MaxTokens: maxTokens(target),
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
	c := p.check(strings.TrimSpace(text), before, vocab, &facts, "", target)
	if c.err != nil {
		return c.err
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
