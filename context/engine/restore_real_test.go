package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

func messagesJSON(t *testing.T, s *session.Session) string {
	t.Helper()
	data, err := json.Marshal(s.Messages)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// parserSteps is a conversation with the tiny model at 2,048 tokens, every
// request checked against Ollama's count, after eight turns about a parser.
func parserSteps(t *testing.T) *Conversation {
	t.Helper()
	const numCtx = 2048
	real, _ := realClient(t)
	conv := openTiny(t, &exactClient{Client: real, t: t, numCtx: numCtx}, numCtx, 40, compression.Settings{Grounding: -1})
	for turn := range 8 {
		compactingTurn(t, conv, fmt.Sprintf("Step %d: the parser in internal/parse/step%d.go rejects input %d; remember it.", turn, turn, 300+turn), "")
	}
	return conv
}

// restoreSnapshot plans and applies a restore the way the TUI does: the present
// is saved first, then replaced.
func restoreSnapshot(t *testing.T, conv *Conversation, id string) *RestorePlan {
	t.Helper()
	sn, err := conv.Store().LoadSnapshot(conv.Sess.ID, id)
	if err != nil {
		t.Fatal(err)
	}
	p := conv.PlanRestore(sn)
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := conv.Restore(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRestoreUndoesCompactionAgainstOllama: compact against the real server,
// restore the snapshot taken before the compaction, send again — Ollama counts
// the whole uncompacted conversation — then undo the restore: the message list
// and the checkpoints are back, byte for byte.
func TestRestoreUndoesCompactionAgainstOllama(t *testing.T) {
	conv := parserSteps(t)
	store := conv.Store()
	if len(conv.Sess.Checkpoints) != 0 {
		t.Fatalf("compacted before /compact: the test needs a longer window")
	}
	before := messagesJSON(t, conv.Sess)
	full := len(conv.Meter.View().Messages)
	n := len(conv.Sess.Messages)
	lastPrompt := conv.Sess.LastUsage.PromptTokens

	k := conv.Compactor.Prepare("parser", true)
	res, err := k.Run(context.Background(), nil)
	if out := conv.Compactor.Apply(k, res, err); !out.Applied {
		t.Fatalf("the compaction was not applied: %s", out.Notice)
	}
	compacted := conv.Sess.Clone()
	if compacted.APIStart == 0 || len(conv.Meter.View().Messages) >= full {
		t.Fatalf("the compaction did not shorten the view: APIStart %d, %d messages sent (were %d)", compacted.APIStart, len(conv.Meter.View().Messages), full)
	}

	snaps, err := store.Snapshots(conv.Sess.ID)
	if err != nil || len(snaps) != 1 || snaps[0].Reason != session.BeforeCompaction || snaps[0].Checkpoints != 0 {
		t.Fatalf("want one snapshot before the compaction, got %+v (%v)", snaps, err)
	}
	p := restoreSnapshot(t, conv, snaps[0].ID)
	if got := messagesJSON(t, conv.Sess); got != before || conv.Sess.APIStart != 0 || len(conv.Sess.Checkpoints) != 0 {
		t.Fatalf("the restore did not bring back the uncompacted state: APIStart %d, %d checkpoints", conv.Sess.APIStart, len(conv.Sess.Checkpoints))
	}

	// Send again: the request carries every message, and Ollama counts them all
	// (exactClient fails the test if its count is not the rendered size).
	conv.AddUser("Which step failed first?")
	req, id, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	if got := len(req.Messages); got != full+1 {
		t.Fatalf("after the restore %d messages are sent, want %d (all of them)", got, full+1)
	}
	if !strings.Contains(req.Messages[1].Content, "Step 0:") {
		t.Fatalf("the first message is not sent verbatim: %q", req.Messages[1].Content)
	}
	_, _, r := collect(t, conv.Start(context.Background(), req, id))
	if r.Err != nil {
		t.Fatal(r.Err)
	}
	if r.PromptTokens <= lastPrompt {
		t.Fatalf("Ollama counted %d prompt tokens, no more than the %d of the last turn before the compaction", r.PromptTokens, lastPrompt)
	}
	conv.Finish(r, "")
	t.Logf("after the restore Ollama counted %d prompt tokens for %d messages", r.PromptTokens, len(req.Messages))

	// Undo: the compacted state is back, the two new messages leave (and are
	// kept in the snapshot this restore takes).
	undo, err := store.LoadSnapshot(conv.Sess.ID, p.Before.ID)
	if err != nil {
		t.Fatal(err)
	}
	plan := conv.PlanRestore(undo)
	if joined := strings.Join(plan.Changes, " "); !strings.Contains(joined, fmt.Sprintf("2 messages (messages %d–%d) leave the conversation", n+1, n+2)) {
		t.Fatalf("the confirmation does not say what leaves: %q", joined)
	}
	if err := plan.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := conv.Restore(plan); err != nil {
		t.Fatal(err)
	}
	if got := messagesJSON(t, conv.Sess); got != messagesJSON(t, compacted) || conv.Sess.APIStart != compacted.APIStart ||
		fmt.Sprint(conv.Sess.Checkpoints) != fmt.Sprint(compacted.Checkpoints) {
		t.Fatal("undoing the restore did not bring back the compacted state")
	}
	// And the messages sent after the first restore are in the newest snapshot.
	last := restoreSnapshot(t, conv, plan.Before.ID)
	if got := len(conv.Sess.Messages); got != n+2 || last.Target.Reason != session.BeforeRestore {
		t.Fatalf("%d messages after restoring the last before-restore snapshot, want %d", got, n+2)
	}
	if err := conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	back, err := store.Load(conv.Sess.ID)
	if err != nil || messagesJSON(t, back) != messagesJSON(t, conv.Sess) {
		t.Fatalf("the saved file differs from the restored session (%v)", err)
	}
}

// TestRestoreRefusedWhenTheSessionChanged: a plan made before a change is not
// applied.
func TestRestoreRefusedWhenTheSessionChanged(t *testing.T) {
	store := session.NewStore(t.TempDir())
	conv, _, err := Open(store, nil, fixedClock, OpenOptions{Model: "m", Options: session.Options{NumCtx: 2048}})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	conv.AddUser("one")
	sn, save := conv.SnapshotJob(session.Manual, "first")
	if err := save(); err != nil {
		t.Fatal(err)
	}
	p := conv.PlanRestore(sn)
	conv.AddUser("two")
	if _, err := conv.Restore(p); err != ErrChanged {
		t.Fatalf("restore after a change: %v", err)
	}
	if len(conv.Sess.Messages) != 2 {
		t.Fatalf("%d messages: the refused restore changed the session", len(conv.Sess.Messages))
	}
}
