package engine

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// ErrChanged is returned by Restore when the session changed between the plan
// and its application: nothing was restored.
var ErrChanged = errors.New("the conversation changed meanwhile; nothing was restored")

// SnapshotJob describes the session as it is now in a snapshot and returns a
// function that saves it (and applies retention); run it off the UI goroutine.
func (c *Conversation) SnapshotJob(reason session.SnapshotReason, name string) (*session.Snapshot, func() error) {
	sn := session.NewSnapshot(c.Sess.Clone(), reason, name, c.Meter.View().Tokens, c.clock())
	store, retention, now := c.store, c.Compactor.retention, c.clock()
	return sn, func() error { return keepSnapshot(store, retention, sn, now) }
}

// keepSnapshot saves a snapshot, then applies retention to the session's
// automatic ones. Retention failing costs disk, not data: it is not an error.
func keepSnapshot(store *session.Store, r session.Retention, sn *session.Snapshot, now time.Time) error {
	if err := store.SaveSnapshot(sn); err != nil {
		return err
	}
	_, _ = store.PruneSnapshots(sn.SessionID, r, now, sn.State)
	return nil
}

// RestorePlan is a restore prepared on the UI goroutine: the snapshot to go back
// to, the snapshot of the present that makes it undoable, and what will change,
// in sentences, for the confirmation.
type RestorePlan struct {
	Target *session.Snapshot
	Before *session.Snapshot
	// Changes says what the restore changes, one sentence each.
	Changes []string
	// Save writes Before; run it off the UI goroutine, before Restore.
	Save func() error
	rev  uint64
}

// PlanRestore prepares going back to sn.
func (c *Conversation) PlanRestore(sn *session.Snapshot) *RestorePlan {
	before, save := c.SnapshotJob(session.BeforeRestore, "")
	return &RestorePlan{Target: sn, Before: before, Save: save, rev: c.Sess.Rev(), Changes: describeRestore(c.Sess, sn, c.Meter.View().Tokens)}
}

// describeRestore says what replacing cur by the snapshot's state changes.
func describeRestore(cur *session.Session, sn *session.Snapshot, tokens int) []string {
	to := sn.State
	out := []string{fmt.Sprintf("The conversation goes back to %s and %s (~%s tokens sent to the model, now ~%s).",
		say.Plural(len(to.Messages), "message"), say.Plural(len(to.Checkpoints), "checkpoint"), say.Short(sn.Tokens), say.Short(tokens))}
	ids := make(map[string]bool, len(to.Messages))
	for _, m := range to.Messages {
		ids[m.ID] = true
	}
	var gone []int
	for i, m := range cur.Messages {
		if !ids[m.ID] {
			gone = append(gone, i)
		}
	}
	if len(gone) > 0 {
		out = append(out, fmt.Sprintf("%s (%s) leave the conversation; they stay in the snapshot taken now, so this restore can be undone.",
			say.Plural(len(gone), "message"), ranges(gone)))
	}
	curIDs := make(map[string]bool, len(cur.Messages))
	for _, m := range cur.Messages {
		curIDs[m.ID] = true
	}
	back := 0
	for _, m := range to.Messages {
		if !curIDs[m.ID] {
			back++
		}
	}
	if back > 0 {
		out = append(out, fmt.Sprintf("%s not in the conversation now come back.", say.Plural(back, "message")))
	}
	if len(to.Checkpoints) < len(cur.Checkpoints) && to.APIStart < cur.APIStart {
		out = append(out, fmt.Sprintf("Messages %d–%d are sent verbatim again instead of as summaries.", to.APIStart+1, min(cur.APIStart, len(to.Messages))))
	}
	if len(to.Checkpoints) > len(cur.Checkpoints) && to.APIStart > cur.APIStart && back == 0 {
		// Undoing an /uncompact: the checkpoints stand for the messages again.
		out = append(out, fmt.Sprintf("Messages %d–%d are sent as checkpoints again instead of verbatim.", cur.APIStart+1, to.APIStart))
	}
	if to.Goal != cur.Goal {
		g := to.Goal
		if g == "" {
			g = "none"
		}
		out = append(out, "The goal becomes: "+g+".")
	}
	return out
}

// ranges writes sorted message indexes as 1-based ranges: "messages 3–5, 9".
func ranges(idx []int) string {
	var parts []string
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && idx[j+1] == idx[j]+1 {
			j++
		}
		if i == j {
			parts = append(parts, fmt.Sprint(idx[i]+1))
		} else {
			parts = append(parts, fmt.Sprintf("%d–%d", idx[i]+1, idx[j]+1))
		}
		i = j + 1
	}
	word := "message "
	if len(idx) > 1 {
		word = "messages "
	}
	return word + strings.Join(parts, ", ")
}

// Restore replaces the session's state by the plan's snapshot — messages,
// checkpoints, APIStart, goal, prune watermark, cuts, options, system prompt —
// after p.Save wrote the present state. The id, title and creation time stay.
// Nothing changes when the session changed since the plan.
func (c *Conversation) Restore(p *RestorePlan) (string, error) {
	if c.ReadOnly {
		return "", errors.New("this session is read-only here")
	}
	if c.Sess.Rev() != p.rev {
		return "", ErrChanged
	}
	to := p.Target.State.Clone()
	s := c.Sess
	s.Messages, s.Checkpoints, s.APIStart, s.PruneTo = to.Messages, to.Checkpoints, to.APIStart, to.PruneTo
	s.Goal, s.GoalByModel, s.GoalNotes, s.Cuts, s.Ledger = to.Goal, to.GoalByModel, to.GoalNotes, to.Cuts, to.Ledger
	s.Options, s.System, s.LastUsage, s.Truncations = to.Options, to.System, to.LastUsage, to.Truncations
	s.Uncompactions, s.KeepVerbatim = to.Uncompactions, to.KeepVerbatim
	s.Updated = c.clock()
	s.Touch()
	c.fillEstimates()
	c.Compactor.reset()
	// A /recall names messages by index in the state left: in the restored
	// one those indices are other messages, or ones sent verbatim.
	c.Meter.window.Recall = nil
	return fmt.Sprintf("Restored the snapshot of %s: %s, %s. The state before it is the snapshot “before restore” of %s: restore that to undo.",
		p.Target.Created.Local().Format("Jan 2 15:04:05"), say.Plural(len(s.Messages), "message"), say.Plural(len(s.Checkpoints), "checkpoint"), p.Before.Created.Local().Format("15:04:05")), nil
}

// ExportJob returns a function that writes the session as it is now to a path:
// JSON when the path ends in .json, else markdown with the checkpoints marked.
// An existing file is replaced only when replace is set (else the job fails
// with session.ErrExists). Run it off the UI goroutine.
func (c *Conversation) ExportJob(replace bool) func(path string) error {
	s := c.Sess.Clone()
	return func(path string) error {
		format := "md"
		if strings.EqualFold(filepath.Ext(path), ".json") {
			format = "json"
		}
		return session.ImagesOf(c.store).ExportTo(s, format, path, replace)
	}
}
