package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// UncompactError says why checkpoints cannot be taken back; nothing changed.
// TooLarge is set when their messages would not fit in the window: the plan
// that comes with it can still have them summarized again (Redo).
type UncompactError struct {
	Reason   string
	TooLarge bool
}

func (e *UncompactError) Error() string { return e.Reason }

// ErrUncompactChanged is returned by Uncompact when the session changed since
// the plan: nothing was taken back.
var ErrUncompactChanged = errors.New("the conversation changed meanwhile; nothing was taken back")

// UncompactPlan is taking back a checkpoint and every newer one (they build
// on it), planned on the UI goroutine: their messages go back into the
// verbatim context, every message after them stays, the memory lines quoted
// from them leave the memory, and the trims and truncations after them are
// undone (the messages are sent again). The snapshot of the present, saved
// first, undoes it.
type UncompactPlan struct {
	// First and Last number the checkpoints taken back; From..To-1 are the
	// messages sent verbatim again.
	First, Last, From, To int
	// Lines counts the memory lines that leave; Cuts are the trims and
	// truncations undone with them.
	Lines int
	Cuts  []session.Cut
	// Tokens is what the model will be sent (calibrated, the bar's figure);
	// Now what it is sent now. Due says compaction would be due at once: the
	// hold keeps it back (Session.KeepVerbatim).
	Tokens, Now int
	Due         bool
	// Changes says what changes, a sentence each, for a question.
	Changes []string
	// Before is the snapshot of the present; Save writes it (I/O: off the UI
	// goroutine), before Uncompact.
	Before *session.Snapshot
	Save   func() error

	after *session.Session
	rev   uint64
}

// what names what the plan takes back: "checkpoint 3", "checkpoints 2–4".
func (pl *UncompactPlan) what() string {
	if pl.First == pl.Last {
		return fmt.Sprintf("checkpoint %d", pl.First)
	}
	return fmt.Sprintf("checkpoints %d–%d", pl.First, pl.Last)
}

// PlanUncompact prepares taking back checkpoint number (0: the newest) and
// every newer one. A plan comes back with a *UncompactError whose TooLarge is
// set when the messages would not fit in the window: it may then only be
// redone (Redo), never applied.
func (p *Compactor) PlanUncompact(number int) (*UncompactPlan, error) {
	c := p.conv
	s := c.Sess
	switch {
	case c.ReadOnly:
		return nil, &UncompactError{Reason: "This session is open in another ollm and is read-only here: nothing can be taken back."}
	case len(s.Checkpoints) == 0:
		why := "No checkpoint to take back: nothing in this session has been compacted."
		if len(s.Cuts) > 0 {
			why += " The messages the model no longer sees were trimmed, truncated or cleared, not summarized: /recall brings them back for a turn."
		}
		return nil, &UncompactError{Reason: why}
	}
	k := len(s.Checkpoints) - 1
	if number != 0 {
		if k = slices.IndexFunc(s.Checkpoints, func(cp session.Checkpoint) bool { return cp.Number == number }); k < 0 {
			return nil, &UncompactError{Reason: fmt.Sprintf("There is no checkpoint %d (ctrl+g lists them).", number)}
		}
	}
	first := s.Checkpoints[k]
	pl := &UncompactPlan{First: first.Number, Last: s.Checkpoints[len(s.Checkpoints)-1].Number, From: first.From, To: s.APIStart, rev: s.Rev()}
	after := s.Clone()
	after.Checkpoints, after.APIStart, after.Cuts = slices.Clip(after.Checkpoints[:k]), pl.From, nil
	for _, x := range s.Cuts {
		switch {
		case x.To <= pl.From:
			after.Cuts = append(after.Cuts, x)
		case x.Reason == session.CutSeparator:
			return nil, &UncompactError{Reason: fmt.Sprintf("The context was cleared after message %d (/clear-context), after %s: taking it back would send what you cleared again. Nothing changed; the snapshot taken before %s restores the state before it (ctrl+g).", x.To, pl.what(), pl.what())}
		default:
			pl.Cuts = append(pl.Cuts, x)
		}
	}
	after.Ledger = slices.DeleteFunc(after.Ledger, func(e session.LedgerEntry) bool {
		gone := e.Msg >= pl.From && e.Msg < pl.To
		if gone {
			pl.Lines++
		}
		return gone
	})
	if after.PruneTo <= pl.To {
		// The messages go back as they were written (the compaction moved
		// the prune watermark over them); a watermark the model's
		// checkpoint tool set later stays.
		after.PruneTo = min(after.PruneTo, pl.From)
	}
	// The hold covers what this takes back and what an earlier /uncompact
	// took back after it, while that one still holds.
	after.KeepVerbatim = pl.To
	if s.KeepVerbatim > s.APIStart {
		after.KeepVerbatim = max(pl.To, s.KeepVerbatim)
	}
	pl.Before, pl.Save = c.SnapshotJob(session.BeforeUncompact, pl.what())
	after.Uncompactions = append(after.Uncompactions, session.Uncompaction{First: pl.First, Last: pl.Last, From: pl.From, To: pl.To,
		Lines: pl.Lines, Cuts: len(pl.Cuts), Snapshot: pl.Before.ID, Time: c.clock()})
	after.Touch()
	if err := after.CheckCheckpoints(); err != nil {
		return nil, fmt.Errorf("taking back %s: %w", pl.what(), err)
	}
	pl.after = after
	v := c.Meter.ViewOf(after)
	pl.Tokens, pl.Now, pl.Due = v.Tokens, c.Meter.View().Tokens, v.Due()
	pl.Changes = pl.changes()
	if !v.Fits() {
		return pl, &UncompactError{TooLarge: true, Reason: pl.tooLarge(v, k == len(s.Checkpoints)-1)}
	}
	return pl, nil
}

// changes says what the plan changes, a sentence each.
func (pl *UncompactPlan) changes() []string {
	what := strings.ToUpper(pl.what()[:1]) + pl.what()[1:]
	verb := "is"
	if pl.First != pl.Last {
		what += fmt.Sprintf(" (checkpoint %d and every newer one, which build on it)", pl.First)
		verb = "are"
	}
	out := []string{fmt.Sprintf("%s %s taken back: messages %d–%d are sent verbatim again (~%s tokens to the model, now ~%s); every message after them stays.",
		what, verb, pl.From+1, pl.To, say.Short(pl.Tokens), say.Short(pl.Now))}
	if pl.Lines > 0 {
		out = append(out, fmt.Sprintf("%s quoted from them %s the memory: the messages say it themselves.", say.Plural(pl.Lines, "memory line"), leave(pl.Lines)))
	}
	for _, x := range pl.Cuts {
		out = append(out, fmt.Sprintf("The %s of messages %d–%d is undone too: they are sent again.", x.Reason, x.From+1, x.To))
	}
	if pl.Due {
		out = append(out, "That is past the compaction trigger: automatic compaction waits, and these messages stay verbatim until the window is full or you /compact.")
	}
	return append(out, "A snapshot of the present is taken first: restoring it (ctrl+g) undoes this.")
}

func leave(n int) string {
	if n == 1 {
		return "leaves"
	}
	return "leave"
}

// tooLarge says that the plan's messages do not fit, and what the person may
// do instead.
func (pl *UncompactPlan) tooLarge(v window.View, newest bool) string {
	offer := fmt.Sprintf("/uncompact FOCUS takes it back and summarizes messages %d–%d again, steered by FOCUS; /uncompact --preview [FOCUS] shows that summary first, to edit it or cancel.", pl.From+1, pl.To)
	if !newest {
		offer = "Take back a newer checkpoint instead, or, in the chat, /uncompact FOCUS (the newest checkpoint's messages summarized again, steered by FOCUS) or /uncompact --preview [FOCUS] to see that summary first."
	}
	b := v.Budget
	return fmt.Sprintf("Taking back %s would send ~%s tokens to the model, more than the %s this %s-token window leaves beside the %s kept for the reply: nothing changed. %s",
		pl.what(), say.Short(v.Tokens), say.Thousands(b.NumCtx-b.Reserve), say.Thousands(b.NumCtx), say.Thousands(b.Reserve), offer)
}

// Uncompact applies a plan whose snapshot Save wrote. Nothing changes when
// the session changed since the plan, or the plan does not fit (a
// TooLarge plan is only for Redo).
func (p *Compactor) Uncompact(pl *UncompactPlan) (Outcome, error) {
	c := p.conv
	switch {
	case c.ReadOnly:
		return Outcome{}, errors.New("this session is read-only here")
	case c.Sess.Rev() != pl.rev:
		return Outcome{}, ErrUncompactChanged
	case !c.Meter.ViewOf(pl.after).Fits():
		return Outcome{}, errors.New("the messages would not fit in the window; nothing was taken back")
	}
	c.take(pl.after)
	p.heldSaid = false
	// A /recall of a message now sent verbatim would send it twice.
	c.Meter.window.Recall = slices.DeleteFunc(c.Meter.window.Recall, func(i int) bool { return i >= pl.From })
	text := fmt.Sprintf("%s taken back: messages %d–%d are sent verbatim again (~%s tokens to the model).", strings.ToUpper(pl.what()[:1])+pl.what()[1:], pl.From+1, pl.To, say.Short(pl.Tokens))
	if pl.Lines > 0 {
		text += fmt.Sprintf(" %s quoted from them left the memory.", say.Plural(pl.Lines, "memory line"))
	}
	if len(pl.Cuts) > 0 {
		text += fmt.Sprintf(" %s after them undone too.", say.Plural(len(pl.Cuts), "trim"))
	}
	if pl.Due {
		text += " Compaction is due at this size: it waits, and these messages stay verbatim until the window is full or you /compact."
	}
	text += fmt.Sprintf(" The snapshot “before uncompact” of %s undoes this (ctrl+g, then r).", pl.Before.Created.Local().Format("15:04:05"))
	return Outcome{Applied: true, Notice: text, Events: c.Events("uncompacted", text)}, nil
}

// Redo prepares a compaction that takes the plan's checkpoints back and
// summarizes their messages again at once, steered by focus (/uncompact
// FOCUS): one step, so that a plan too large for the window can be redone.
// Its snapshot is the plan's (the present state); preview makes it a preview.
func (p *Compactor) Redo(pl *UncompactPlan, focus string, preview bool) *Compaction {
	k := p.prepare(pl.after.Clone(), focus, true)
	k.in.Until, k.redo = pl.To, pl
	id, save := pl.Before.ID, pl.Save
	k.in.Snapshot = func(*session.Session) (string, error) { return id, save() }
	if preview {
		return k.Preview()
	}
	return k
}

// redone records, in s (the session the redo was taken into), which
// checkpoint summarizes the plan's messages again, and says so.
func (pl *UncompactPlan) redone(s *session.Session, res *compression.Result, focus string) string {
	if n := len(s.Uncompactions); n > 0 {
		s.Uncompactions[n-1].Redone, s.Uncompactions[n-1].Focus = res.Checkpoint.Number, focus
	}
	steer := ""
	if focus != "" {
		steer = " (focus: " + focus + ")"
	}
	return fmt.Sprintf("%s taken back and its messages summarized again%s; the snapshot “before uncompact” of %s undoes both.",
		strings.ToUpper(pl.what()[:1])+pl.what()[1:], steer, pl.Before.Created.Local().Format("15:04:05"))
}

// hold keeps automatic compaction back while the messages the person took
// back (/uncompact, Session.KeepVerbatim) fit in the window: held is true and
// the turn goes on without compacting (the first time, out says why). When
// they no longer fit, the hold ends and the compaction that follows says
// that these messages are compacted again.
func (p *Compactor) hold(v window.View) (held bool, out Outcome) {
	c := p.conv
	s := c.Sess
	if s.KeepVerbatim <= s.APIStart {
		return false, out
	}
	if v.Fits() {
		if !p.heldSaid {
			p.heldSaid = true
			out.Notice = fmt.Sprintf("Compaction is due, but you took back messages %d–%d (/uncompact): they stay verbatim until the window is full, or until you /compact.", s.APIStart+1, s.KeepVerbatim)
			out.Events = c.Events("held", out.Notice)
		}
		return true, out
	}
	p.note = fmt.Sprintf("The window is full: messages %d–%d, which you took back (/uncompact), are compacted again.", s.APIStart+1, s.KeepVerbatim)
	s.KeepVerbatim, p.heldSaid = 0, false
	s.Touch()
	return false, Outcome{Events: c.Events("held", p.note)}
}
