package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// summarizing answers summary requests with a summary built from the
// request's own facts (so that it passes validation), and nothing else: for
// compactions without a server.
type summarizing struct {
	Client
	asked []string
}

func (c *summarizing) Chat(_ context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	prompt := req.Messages[len(req.Messages)-1].Content
	c.asked = append(c.asked, prompt)
	var facts []string
	for _, w := range strings.Fields(prompt) {
		if strings.HasPrefix(w, "svc-") || strings.HasPrefix(w, "/var/") {
			facts = append(facts, strings.Trim(w, ".,"))
		}
	}
	text := "## Key facts\nThe services " + strings.Join(facts, ", ") + " were noted with their ports and data files."
	if err := fn(api.ChatResponse{Message: api.Message{Content: text}}); err != nil {
		return err
	}
	return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{EvalCount: 30}})
}

// openNotes opens a conversation that compacts everything before the thread
// (client nil: one that reaches no server).
func openNotes(t *testing.T, client Client, numCtx int) *Conversation {
	t.Helper()
	if client == nil {
		client = offline()
	}
	conv, _, err := Open(session.NewStore(t.TempDir()), client, fixedClock, OpenOptions{
		Model: "m", Options: session.Options{NumCtx: numCtx},
		Compression: compression.Settings{RecentMessages: 2, RecentTokens: 1, Grounding: -1},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	return conv
}

// noteTurns adds n exchanges that each state a fact about a service.
func noteTurns(conv *Conversation, from, n int) {
	for i := from; i < from+n; i++ {
		conv.AddUser(fmt.Sprintf("Note this: the service svc-%d listens on port %d and keeps its data in /var/lib/svc%d/data.db; "+
			"its owner is the platform team, it restarts every night at 02:%02d, and its logs rotate weekly into /var/log/svc%d/ with a retention of %d days.", i, 20000+i, i, i%60, i, 10+i))
		conv.Finish(&Result{Content: fmt.Sprintf("Noted: svc-%d is on port %d.", i, 20000+i), DoneReason: "stop"}, "")
	}
}

// compactNow runs /compact on the conversation as it is (offline: the
// summary request fails, and the checkpoint keeps the memory lines alone).
func compactNow(t *testing.T, conv *Conversation) session.Checkpoint {
	t.Helper()
	k := conv.Compactor.Prepare("", true)
	res, err := k.Run(context.Background(), nil)
	if out := conv.Compactor.Apply(k, res, err); !out.Applied {
		t.Fatalf("the compaction was not applied: %s", out.Notice)
	}
	return conv.Sess.Checkpoints[len(conv.Sess.Checkpoints)-1]
}

func sessionJSON(t *testing.T, s *session.Session) string {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// uncompactNow plans and applies taking back checkpoint number (0: the
// newest) the way the chat screen does: the snapshot is saved first.
func uncompactNow(t *testing.T, conv *Conversation, number int) (*UncompactPlan, Outcome) {
	t.Helper()
	pl, err := conv.Compactor.PlanUncompact(number)
	if err != nil {
		t.Fatal(err)
	}
	if err := pl.Save(); err != nil {
		t.Fatal(err)
	}
	out, err := conv.Compactor.Uncompact(pl)
	if err != nil {
		t.Fatal(err)
	}
	return pl, out
}

// Taking back the newest of two checkpoints: its messages are verbatim again
// and every later one stays, its memory lines leave and the older
// checkpoint's stay, the marker's record and the hold are set, and the
// snapshot before it is the state before, byte for byte.
func TestUncompactTakesBackTheNewestCheckpoint(t *testing.T) {
	conv := openNotes(t, nil, 4096)
	noteTurns(conv, 0, 12)
	older := compactNow(t, conv)
	noteTurns(conv, 12, 12)
	newest := compactNow(t, conv)
	noteTurns(conv, 24, 2)
	compacted := sessionJSON(t, conv.Sess)
	n := len(conv.Sess.Messages)
	olderLines := 0
	for _, e := range conv.Sess.Ledger {
		if older.Covers(e.Msg) {
			olderLines++
		}
	}

	pl, out := uncompactNow(t, conv, 0)
	s := conv.Sess
	if len(s.Checkpoints) != 1 || s.Checkpoints[0].ID != older.ID || s.APIStart != newest.From || len(s.Messages) != n {
		t.Fatalf("after /uncompact: %d checkpoints, api_start %d (want %d), %d messages (want %d)", len(s.Checkpoints), s.APIStart, newest.From, len(s.Messages), n)
	}
	kept := 0
	for _, e := range s.Ledger {
		if e.Msg >= newest.From {
			t.Errorf("memory line of message %d is still in the memory: %q", e.Msg+1, e.Text)
		}
		kept++
	}
	if kept != olderLines || pl.Lines == 0 {
		t.Errorf("%d memory lines left of the older checkpoint's %d; the plan removed %d", kept, olderLines, pl.Lines)
	}
	v := conv.Meter.View()
	for i := newest.From; i < n; i++ {
		found := false
		for _, idx := range v.Index {
			found = found || idx == i
		}
		if !found {
			t.Errorf("message %d is not sent verbatim", i+1)
		}
	}
	if len(s.Uncompactions) != 1 || s.Uncompactions[0].First != newest.Number || s.Uncompactions[0].Snapshot != pl.Before.ID || s.KeepVerbatim != newest.To {
		t.Errorf("record %+v, keep_verbatim %d", s.Uncompactions, s.KeepVerbatim)
	}
	want := fmt.Sprintf("Checkpoint %d taken back: messages %d–%d are sent verbatim again", newest.Number, newest.From+1, newest.To)
	if !strings.Contains(out.Notice, want) || !strings.Contains(out.Notice, "quoted from them left the memory") || !strings.Contains(out.Notice, "undoes this") {
		t.Errorf("notice %q", out.Notice)
	}
	sn, err := conv.Store().LoadSnapshot(s.ID, pl.Before.ID)
	if err != nil || sn.Reason != session.BeforeUncompact {
		t.Fatalf("the snapshot before it: %v %+v", err, sn)
	}
	if got := sessionJSON(t, sn.State); got != compacted {
		t.Fatal("the snapshot is not the state before the /uncompact")
	}
	// Undone through a restore: the compacted state is back.
	p := conv.PlanRestore(sn)
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := conv.Restore(p); err != nil {
		t.Fatal(err)
	}
	back := conv.Sess.Clone()
	back.Revision, back.Updated = sn.State.Revision, sn.State.Updated
	if sessionJSON(t, back) != compacted {
		t.Fatal("restoring the snapshot did not bring the compacted state back")
	}
}

// u on an older checkpoint takes back that one and every newer one: every
// memory line of their messages leaves, the trim after them is undone, and
// the question says all of it first.
func TestUncompactAnOlderCheckpointTakesTheNewerOnesToo(t *testing.T) {
	conv := openNotes(t, nil, 4096)
	noteTurns(conv, 0, 12)
	first := compactNow(t, conv)
	noteTurns(conv, 12, 12)
	compactNow(t, conv)
	noteTurns(conv, 24, 4)
	trimFrom, trimTo := conv.Sess.APIStart, len(conv.Sess.Messages)-4
	conv.Meter.Cut(trimTo, session.CutTrim, t0)
	noteTurns(conv, 28, 1)

	pl, err := conv.Compactor.PlanUncompact(first.Number)
	if err != nil {
		t.Fatal(err)
	}
	joined := strings.Join(pl.Changes, " ")
	for _, want := range []string{"Checkpoints 1–2 (checkpoint 1 and every newer one, which build on it) are taken back",
		fmt.Sprintf("messages 1–%d are sent verbatim again", trimTo), fmt.Sprintf("The trim of messages %d–%d is undone too", trimFrom+1, trimTo),
		"A snapshot of the present is taken first"} {
		if !strings.Contains(joined, want) {
			t.Errorf("the question lacks %q: %q", want, joined)
		}
	}
	if err := pl.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := conv.Compactor.Uncompact(pl); err != nil {
		t.Fatal(err)
	}
	s := conv.Sess
	if len(s.Checkpoints) != 0 || s.APIStart != 0 || len(s.Ledger) != 0 || len(s.Cuts) != 0 {
		t.Fatalf("%d checkpoints, api_start %d, %d memory lines, %d cuts left", len(s.Checkpoints), s.APIStart, len(s.Ledger), len(s.Cuts))
	}
	if u := s.Uncompactions[0]; u.First != 1 || u.Last != 2 || u.Cuts != 1 || u.Title() != "Checkpoints 1–2 taken back" {
		t.Fatalf("record %+v", u)
	}
}

// tooLarge makes the conversation's window smaller (as another model's
// would be) until taking back its newest checkpoint no longer fits, while the
// compacted state still does; it returns that plan and the window.
func tooLarge(t *testing.T, conv *Conversation) (*UncompactPlan, int) {
	t.Helper()
	for n := conv.Sess.Options.NumCtx; n > 512; n -= 64 {
		conv.Sess.Options.NumCtx = n
		if !conv.Meter.View().Fits() {
			break
		}
		pl, err := conv.Compactor.PlanUncompact(0)
		var ue *UncompactError
		if errors.As(err, &ue) && ue.TooLarge {
			return pl, n
		}
	}
	t.Fatal("no window fits the compacted state and not the taken-back one")
	return nil, 0
}

// Each refusal says why and changes nothing: no checkpoint, a window too
// small for the messages, a /clear-context after the checkpoint, a plan the
// session moved past.
func TestUncompactRefusals(t *testing.T) {
	conv := openNotes(t, nil, 4096)
	noteTurns(conv, 0, 3)
	_, err := conv.Compactor.PlanUncompact(0)
	var ue *UncompactError
	if !errors.As(err, &ue) || !strings.HasPrefix(ue.Reason, "No checkpoint to take back") {
		t.Fatalf("without a checkpoint: %v", err)
	}

	// Too large: the window got smaller since the compaction (another model).
	noteTurns(conv, 3, 20)
	compactNow(t, conv)
	noteTurns(conv, 23, 2)
	pl, numCtx := tooLarge(t, conv)
	before := sessionJSON(t, conv.Sess)
	_, err = conv.Compactor.PlanUncompact(0)
	if !errors.As(err, &ue) || !ue.TooLarge {
		t.Fatalf("a plan that does not fit: %v", err)
	}
	for _, want := range []string{"Taking back checkpoint 1 would send ~",
		fmt.Sprintf("more than the %s this %s-token window leaves beside the %s kept for the reply: nothing changed.", say.Thousands(numCtx-numCtx/4), say.Thousands(numCtx), say.Thousands(numCtx/4)),
		"/uncompact FOCUS takes it back and summarizes messages 1–", "/uncompact --preview [FOCUS]"} {
		if !strings.Contains(ue.Reason, want) {
			t.Errorf("the refusal lacks %q: %q", want, ue.Reason)
		}
	}
	if _, err := conv.Compactor.Uncompact(pl); err == nil {
		t.Fatal("a plan too large for the window was applied")
	}
	if sessionJSON(t, conv.Sess) != before {
		t.Fatal("the refused /uncompact changed the session")
	}
	if snaps, _ := conv.Store().Snapshots(conv.Sess.ID); len(snaps) != 1 {
		t.Fatalf("%d snapshots: the refusal wrote one", len(snaps))
	}
	conv.Sess.Options.NumCtx = 8192

	// A /clear-context after it.
	conv.ClearContext()
	cleared := len(conv.Sess.Messages)
	noteTurns(conv, 25, 1)
	if _, err := conv.Compactor.PlanUncompact(0); !errors.As(err, &ue) || !strings.Contains(ue.Reason, fmt.Sprintf("The context was cleared after message %d (/clear-context)", cleared)) {
		t.Fatalf("after /clear-context: %v", err)
	}

	// A plan the session moved past.
	conv.Sess.Cuts = nil
	conv.Sess.APIStart = conv.Sess.Checkpoints[0].To
	pl, err = conv.Compactor.PlanUncompact(0)
	if err != nil {
		t.Fatal(err)
	}
	noteTurns(conv, 26, 1)
	if _, err := conv.Compactor.Uncompact(pl); !errors.Is(err, ErrUncompactChanged) || len(conv.Sess.Checkpoints) != 1 {
		t.Fatalf("a stale plan: %v", err)
	}
	if _, err := conv.Compactor.PlanUncompact(7); !errors.As(err, &ue) || ue.Reason != "There is no checkpoint 7 (ctrl+g lists them)." {
		t.Fatalf("checkpoint 7: %v", err)
	}
}

// After an /uncompact, automatic compaction does not redo the same span on
// the next turn: it says once that it waits, and compacts only when the
// window is full, saying so; /compact ends the hold at once.
func TestUncompactHoldsAutomaticCompaction(t *testing.T) {
	conv := openNotes(t, nil, 4096)
	turns := 0
	for ; !conv.Meter.View().Due(); turns++ {
		noteTurns(conv, turns, 1)
	}
	compactNow(t, conv)
	uncompactNow(t, conv, 0)
	if v := conv.Meter.View(); !v.Due() || !v.Fits() {
		t.Fatal("the test wants the taken-back state past the trigger")
	}
	conv.AddUser("And the next one?")
	compact, out := conv.Compactor.BeforeTurn()
	if compact || !strings.HasPrefix(out.Notice, "Compaction is due, but you took back messages 1–") {
		t.Fatalf("the first turn after /uncompact: compact %v, %q", compact, out.Notice)
	}
	conv.Finish(&Result{Content: "Next.", DoneReason: "stop"}, "")
	conv.AddUser("And then?")
	if compact, out := conv.Compactor.BeforeTurn(); compact || out.Notice != "" {
		t.Fatalf("the second turn: compact %v, %q (said once)", compact, out.Notice)
	}
	conv.Finish(&Result{Content: "Then.", DoneReason: "stop"}, "")
	// Until the window is full.
	for i := turns; conv.Meter.View().Fits(); i++ {
		noteTurns(conv, i, 1)
	}
	conv.AddUser("Full now?")
	compact, _ = conv.Compactor.BeforeTurn()
	if !compact || conv.Sess.KeepVerbatim != 0 {
		t.Fatalf("a full window did not end the hold: compact %v, keep_verbatim %d", compact, conv.Sess.KeepVerbatim)
	}
	k := conv.Compactor.Prepare("", false)
	res, err := k.Run(context.Background(), nil)
	out = conv.Compactor.Apply(k, res, err)
	if !out.Applied || !strings.HasPrefix(out.Notice, "The window is full: messages 1–") || !strings.Contains(out.Notice, "which you took back (/uncompact), are compacted again") {
		t.Fatalf("the compaction that ends the hold: %q", out.Notice)
	}

	// Two /uncompact in a row: the hold covers both spans.
	conv = openNotes(t, nil, 4096)
	noteTurns(conv, 0, 12)
	compactNow(t, conv)
	noteTurns(conv, 12, 12)
	compactNow(t, conv)
	held := conv.Sess.APIStart
	uncompactNow(t, conv, 0)
	uncompactNow(t, conv, 0)
	if conv.Sess.APIStart != 0 || conv.Sess.KeepVerbatim != held {
		t.Fatalf("after taking both back: api_start %d, keep_verbatim %d, want %d", conv.Sess.APIStart, conv.Sess.KeepVerbatim, held)
	}

	// /compact ends a hold.
	conv = openNotes(t, nil, 4096)
	noteTurns(conv, 0, 12)
	compactNow(t, conv)
	uncompactNow(t, conv, 0)
	if conv.Sess.KeepVerbatim == 0 {
		t.Fatal("no hold")
	}
	compactNow(t, conv)
	if conv.Sess.KeepVerbatim != 0 {
		t.Fatalf("/compact left the hold at %d", conv.Sess.KeepVerbatim)
	}
}

// /uncompact FOCUS: the checkpoint is taken back and its messages summarized
// again in one step, steered by the focus — also when taking it back alone
// would not fit; the snapshot is of the state before.
func TestUncompactWithAFocusSummarizesAgain(t *testing.T) {
	client := &summarizing{Client: offline()}
	conv := openNotes(t, client, 4096)
	noteTurns(conv, 0, 16)
	cp := compactNow(t, conv)
	noteTurns(conv, 16, 2)
	pl, numCtx := tooLarge(t, conv)
	before := sessionJSON(t, conv.Sess)
	k := conv.Compactor.Redo(pl, "the ports", false)
	res, err := k.Run(context.Background(), nil)
	out := conv.Compactor.Apply(k, res, err)
	if !out.Applied {
		t.Fatalf("not applied: %s", out.Notice)
	}
	s := conv.Sess
	if len(s.Checkpoints) != 1 || s.Checkpoints[0].Number != cp.Number+1 || s.Checkpoints[0].Focus != "the ports" || s.Checkpoints[0].From != cp.From || s.KeepVerbatim != 0 {
		t.Fatalf("checkpoints %+v, keep_verbatim %d", s.Checkpoints, s.KeepVerbatim)
	}
	if u := s.Uncompactions; len(u) != 1 || u[0].Redone != cp.Number+1 || u[0].Focus != "the ports" {
		t.Fatalf("record %+v", u)
	}
	if !strings.HasPrefix(out.Notice, "Checkpoint 1 taken back and its messages summarized again (focus: the ports); the snapshot “before uncompact”") {
		t.Errorf("notice %q", out.Notice)
	}
	if asked := client.asked[len(client.asked)-1]; !strings.Contains(asked, "the ports") {
		t.Errorf("the summary request lacks the focus:\n%s", asked)
	}
	sn, err := conv.Store().LoadSnapshot(s.ID, pl.Before.ID)
	if err != nil || sn.Reason != session.BeforeUncompact {
		t.Fatalf("snapshot: %v", err)
	}
	if sn.State.Options.NumCtx != numCtx || sessionJSON(t, sn.State) != before {
		t.Fatal("the snapshot is not the state before")
	}
}
