package engine

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// A reviewer's tests, expected to fail on the current code: each asserts
// what the request or the session holds.

// The thread — the person's message before the newest and the reply to it —
// stays verbatim beside the newest message whenever it fits once the memory
// yields (docs/compression.md, "The recent window and the thread"). When the
// newest message is large and everything before the thread is already
// compacted, NextReply turns the thread into memory lines for good and sends
// the request without it, though the thread and the new message fit together
// in far less than the window leaves once the memory yields.
func TestSkepticThreadStaysVerbatimBesideALargeMessage(t *testing.T) {
	conv := openNotes(t, &summarizing{Client: offline()}, 2048)
	noteTurns(conv, 0, 10)
	compactNow(t, conv)
	threadAt := conv.Sess.APIStart
	threadUser := conv.Sess.Messages[threadAt]
	if threadUser.Role != session.RoleUser || len(conv.Sess.Messages)-conv.Sess.APIStart != 2 {
		t.Fatalf("setup: the verbatim part is not one exchange: api_start %d of %d", conv.Sess.APIStart, len(conv.Sess.Messages))
	}
	big := "Here is the log I mentioned, please read it with the notes above in mind: " +
		strings.Repeat("worker restarted after a timeout on the queue consumer, retrying the batch again ", 38)
	// What the thread and the new message cost beside the system prompt,
	// against what the verbatim part may take once the memory yields (the
	// window less the reserve, the system prompt and a quarter of the
	// memory's share).
	v := conv.Meter.View()
	st := compression.Settings{}.Defaults()
	room := v.Budget.NumCtx - v.Budget.Reserve - v.Budget.System - int(st.MemoryShare*float64(v.Budget.NumCtx-v.Budget.Reserve))/4
	cal := conv.Meter.Calibration()
	need := 0
	for _, m := range conv.Sess.Messages[conv.Sess.APIStart:] {
		need += MessageTokens(m, conv.Sess.Model, cal.Predict)
	}
	need += cal.Predict(conv.Meter.Count(big), 1)
	if need*105/100 > room {
		t.Fatalf("setup: the thread and the new message (~%d tokens) do not fit in the room the memory leaves (%d)", need, room)
	}
	if v.Budget.Checkpoints+need < v.Budget.NumCtx-v.Budget.Reserve-v.Budget.System {
		t.Fatalf("setup: the memory (%d) and the turn (%d) fit beside each other: nothing has to yield", v.Budget.Checkpoints, need)
	}
	rep, err := Turn{}.Run(context.Background(), conv, big)
	if err != nil {
		t.Fatal(err)
	}
	sent := false
	for _, m := range rep.Request.Messages {
		sent = sent || m.Role == string(session.RoleUser) && m.Content == threadUser.Content
	}
	if !sent {
		t.Errorf("the thread and the new message need ~%d tokens of the %d the verbatim part may have once the memory yields, yet the request does not carry the thread (message %d) verbatim; notice %q; the session now has %d checkpoints, api_start %d; the request's messages:\n%s",
			need, room, threadAt+1, rep.Notice, len(conv.Sess.Checkpoints), conv.Sess.APIStart, describe(rep.Request.Messages))
	}
}

func describe(ms []api.Message) string {
	var b strings.Builder
	for _, m := range ms {
		c := m.Content
		if len(c) > 90 {
			c = c[:90] + "…"
		}
		b.WriteString("  [" + m.Role + "] " + strings.ReplaceAll(c, "\n", " ") + "\n")
	}
	return b.String()
}

// recallRun plays a conversation to the compaction trigger, recalls (or not)
// three compacted messages, and sends a question: the turn compacts first.
// It returns the conversation after the turn.
func recallRun(t *testing.T, recall bool) *Conversation {
	t.Helper()
	conv := openNotes(t, nil, 2048)
	noteTurns(conv, 0, 30)
	compactNow(t, conv)
	i := 30
	for !conv.Meter.View().Due() {
		noteTurns(conv, i, 1)
		i++
	}
	if recall {
		if kept, _ := conv.Meter.Recall([]int{0, 2, 4, 6}); len(kept) < 2 {
			t.Fatalf("setup: only %v could be recalled", kept)
		}
	}
	_, _ = Turn{}.Run(context.Background(), conv, "Which port was svc-2 on, and where does svc-4 keep its data?")
	return conv
}

// A /recall goes with one request and never changes the session
// (docs/history-and-snapshots.md, "Recall"). But the automatic compaction
// that runs before that request checks its fit with the recalled block in
// the window: to make room for it, the memory lines are cut for good. The
// same conversation and question keep more of the memory without the recall.
func TestSkepticRecallDoesNotCutTheMemoryOfTheSession(t *testing.T) {
	without := recallRun(t, false)
	with := recallRun(t, true)
	if len(without.Sess.Checkpoints) != len(with.Sess.Checkpoints) {
		t.Fatalf("setup: %d checkpoints without the recall, %d with it", len(without.Sess.Checkpoints), len(with.Sess.Checkpoints))
	}
	texts := func(c *Conversation) map[string]bool {
		out := map[string]bool{}
		for _, e := range c.Sess.Ledger {
			out[compression.Line(e)] = true
		}
		return out
	}
	have := texts(with)
	var lost []string
	for l := range texts(without) {
		if !have[l] {
			lost = append(lost, l)
		}
	}
	slices.Sort(lost)
	if len(lost) > 0 {
		t.Errorf("the session's memory holds %d lines after the turn with a /recall and %d after the same turn without it; the recall cut for good:\n%s",
			len(with.Sess.Ledger), len(without.Sess.Ledger), strings.Join(lost, "\n"))
	}
}

// The same, with messages the person took back (/uncompact): the hold keeps
// automatic compaction back while the prompt fits. A /recall for the next
// request only is counted in that fit: the hold ends and the messages taken
// back are compacted again — by a recall, which never changes the session.
func TestSkepticRecallDoesNotEndTheHoldOfAnUncompact(t *testing.T) {
	play := func(recall bool) (conv *Conversation, compact bool, keep int) {
		conv = openNotes(t, nil, 4096)
		turns := 0
		for ; !conv.Meter.View().Due(); turns++ {
			noteTurns(conv, turns, 1)
		}
		compactNow(t, conv)
		for ; !conv.Meter.View().Due(); turns++ {
			noteTurns(conv, turns, 1)
		}
		compactNow(t, conv)
		uncompactNow(t, conv, 0)
		keep = conv.Sess.KeepVerbatim
		for ; ; turns++ {
			v := conv.Meter.View()
			if !v.Fits() {
				t.Fatal("setup: the window filled before the recall could be tried")
			}
			if v.Tokens+recallBudget(v, false)/2 > v.Budget.NumCtx-v.Budget.Reserve {
				break
			}
			noteTurns(conv, turns, 1)
		}
		if !conv.Meter.View().Due() {
			t.Fatal("setup: compaction is not due: there is nothing for the hold to hold")
		}
		if recall {
			// Message 1 is in the older checkpoint, which stays.
			if kept, _ := conv.Meter.Recall([]int{0, 2, 4}); len(kept) == 0 {
				t.Fatal("setup: nothing could be recalled")
			}
		}
		conv.AddUser("Which port was svc-0 on?")
		compact, _ = conv.Compactor.BeforeTurn()
		return conv, compact, keep
	}
	if _, compact, keep := play(false); compact || keep == 0 {
		t.Fatalf("setup: without a recall the hold does not hold (compact %v, keep_verbatim %d)", compact, keep)
	}
	conv, compact, keep := play(true)
	if compact || conv.Sess.KeepVerbatim != keep {
		t.Errorf("with a /recall for the next request, the hold of the /uncompact ended (keep_verbatim %d → %d) and a compaction of the messages taken back is due (%v); without the recall it holds",
			keep, conv.Sess.KeepVerbatim, compact)
	}
}
