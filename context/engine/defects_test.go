package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// offline is a client for tests that never reach a server.
func offline() Client { return api.NewClient(HostURL("127.0.0.1:1"), http.DefaultClient) }

// openOffline opens a new conversation with model "m" and a numCtx window, on
// a temporary store, with a client that reaches no server.
func openOffline(t *testing.T, numCtx int) *Conversation {
	t.Helper()
	conv, _, err := Open(session.NewStore(t.TempDir()), offline(), fixedClock, OpenOptions{
		Model: "m", Options: session.Options{NumCtx: numCtx},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	return conv
}

// A second ollm that saves and quits between our read and our lock would be
// overwritten by the copy we read: Open takes the lock first, so that second
// ollm cannot save at all while we hold it.
func TestOpenLocksBeforeReading(t *testing.T) {
	store := session.NewStore(t.TempDir())
	s := session.New("shared", "m", session.Options{NumCtx: 2048}, t0)
	s.Append(session.Message{ID: "1", Role: session.RoleUser, Content: "first", Time: t0})
	if err := store.Save(s.Clone()); err != nil {
		t.Fatal(err)
	}
	savedByOther := false
	other := func() { // the other ollm: lock, add a message, save, quit
		l, err := store.Lock("shared")
		if err != nil {
			return // held: it cannot write
		}
		defer l.Release()
		o, _ := session.LoadFile(filepath.Join(store.Dir(), "shared.json"))
		o.Append(session.Message{ID: "2", Role: session.RoleUser, Content: "written by the other ollm", Time: t0})
		if err := session.NewStore(store.Home()).Save(o); err == nil {
			savedByOther = true
		}
	}
	conv, _, err := Open(store, offline(), fixedClock, OpenOptions{SessionID: "shared", afterLock: other})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	onDisk, _ := session.LoadFile(filepath.Join(store.Dir(), "shared.json"))
	if !conv.ReadOnly && len(conv.Sess.Messages) != len(onDisk.Messages) {
		t.Fatalf("opened writable with %d messages while the file holds %d: the next save loses the other ollm's message",
			len(conv.Sess.Messages), len(onDisk.Messages))
	}
	if savedByOther {
		t.Fatal("another ollm could save the session while Open was reading it")
	}
}

// ollm -c with an unreadable newest file says it passed it over.
func TestResumeNamesTheUnreadableNewerFile(t *testing.T) {
	store := session.NewStore(t.TempDir())
	s := session.New("older", "m", session.Options{NumCtx: 2048}, t0)
	s.Append(session.Message{ID: "1", Role: session.RoleUser, Content: "hi", Time: t0})
	if err := store.Save(s.Clone()); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(store.Dir(), "newest.json")
	if err := os.WriteFile(bad, []byte(`{"version":1,"id":"newest","messages":[`), 0o600); err != nil {
		t.Fatal(err)
	}
	conv, notice, err := Open(store, offline(), fixedClock, OpenOptions{Resume: true})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	if conv.Sess.ID != "older" || !strings.Contains(notice, bad) || !strings.Contains(notice, "Passed over") {
		t.Fatalf("resumed %s with notice %q; want older, naming %s", conv.Sess.ID, notice, bad)
	}
}

// A message too large for the window is refused, and refusing changes nothing:
// no cut is recorded and the verbatim context starts where it did.
func TestTooLargeMessageChangesNothing(t *testing.T) {
	conv := openOffline(t, 512)
	for i := range 4 {
		conv.AddUser("a short question")
		conv.Finish(&Result{Content: "a short answer", DoneReason: "stop"}, "")
		_ = i
	}
	conv.AddUser(strings.Repeat("far too long for a 512-token window ", 200))
	before, _ := json.Marshal(conv.Sess)
	_, _, notice, err := conv.NextReply()
	var tl *TooLargeError
	if !errors.As(err, &tl) {
		t.Fatalf("NextReply: %v, want a TooLargeError", err)
	}
	after, _ := json.Marshal(conv.Sess)
	if string(before) != string(after) || notice != "" {
		t.Fatalf("refusing the message changed the session (api_start %d, %d cuts, notice %q)", conv.Sess.APIStart, len(conv.Sess.Cuts), notice)
	}
}

// A /recall goes with one request and never changes the session (issue 21,
// defect 5): when the recalled messages do not fit beside the turn, they are
// left out of the request, not made room for by turning verbatim turns into
// memory or dropping them.
func TestRecallNeverChangesTheSession(t *testing.T) {
	conv, _, err := Open(session.NewStore(t.TempDir()), offline(), fixedClock, OpenOptions{
		Model: "m", Options: session.Options{NumCtx: 1024},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	turn := func(i int) {
		conv.AddUser(fmt.Sprintf("Question %d: the service svc-%d listens on port %d and keeps its data in /var/lib/svc%d, please remember it.", i, i, 20000+i, i))
		conv.Finish(&Result{Content: fmt.Sprintf("Noted: svc-%d is on port %d.", i, 20000+i), DoneReason: "stop"}, "")
	}
	for i := range 6 {
		turn(i)
	}
	conv.ClearContext() // the first turns are no longer sent: recall can bring them back
	limit := func() int { v := conv.Meter.View(); return v.Budget.NumCtx - v.Budget.Reserve }
	for i := 6; conv.Meter.View().Tokens < limit()*85/100; i++ {
		turn(i)
	}
	if kept, _ := conv.Meter.Recall([]int{0, 2, 4}); len(kept) == 0 {
		t.Fatal("nothing could be recalled")
	}
	conv.AddUser("And which port was svc-2 on?")
	if !conv.Meter.View().Fits() {
		before, _ := json.Marshal(conv.Sess)
		req, _, notice, err := conv.NextReply()
		if err != nil {
			t.Fatal(err)
		}
		after, _ := json.Marshal(conv.Sess)
		if string(before) != string(after) {
			t.Fatalf("a recall changed the session: api_start %d, %d checkpoints, %d cuts; notice %q",
				conv.Sess.APIStart, len(conv.Sess.Checkpoints), len(conv.Sess.Cuts), notice)
		}
		if !strings.Contains(notice, "recalled") {
			t.Errorf("the person is not told that recalled messages were left out: %q", notice)
		}
		if last := req.Messages[len(req.Messages)-1].Content; last != "And which port was svc-2 on?" {
			t.Errorf("the request does not end with the person's message: %q", last)
		}
		return
	}
	t.Fatal("the test did not fill the window: the recall fits")
}

// Memory lines a budget lets go are named (issue 21, defect 6): in the
// notice, in their checkpoint's Missing, and so in the reliability score.
func TestDroppedMemoryLinesAreReported(t *testing.T) {
	conv, _, err := Open(session.NewStore(t.TempDir()), offline(), fixedClock, OpenOptions{
		Model: "m", Options: session.Options{NumCtx: 4096},
		Compression: compression.Settings{MemoryShare: 0.03, RecentMessages: 2, RecentTokens: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	for i := range 30 {
		conv.AddUser(fmt.Sprintf("Note this: the service svc-%d listens on port %d and keeps its data in /var/lib/svc%d/data.db.", i, 20000+i, i))
		conv.Finish(&Result{Content: "Noted.", DoneReason: "stop"}, "")
	}
	conv.AddUser("What next?")
	k := conv.Compactor.Prepare("", true)
	res, err := k.Run(context.Background(), nil)
	out := conv.Compactor.Apply(k, res, err)
	if !out.Applied {
		t.Fatalf("the compaction was not applied: %s", out.Notice)
	}
	if len(res.Dropped) == 0 {
		t.Fatal("the test's budget dropped nothing")
	}
	if !strings.Contains(out.Notice, "The memory had no room for") || !strings.Contains(out.Notice, fmt.Sprintf("#%d", res.Dropped[0].Msg+1)) {
		t.Errorf("the notice does not name the lines that went: %q", out.Notice)
	}
	missing := 0
	for _, c := range conv.Sess.Checkpoints {
		missing += c.Missing
	}
	if missing < len(res.Dropped) {
		t.Errorf("%d lines went, the checkpoints count %d missing", len(res.Dropped), missing)
	}
	with := conv.Meter.Reliability("7B")
	for i := range conv.Sess.Checkpoints {
		conv.Sess.Checkpoints[i].Missing = 0
	}
	if without := conv.Meter.Reliability("7B"); with.Value >= without.Value {
		t.Errorf("the score is %.2f with the lines gone and %.2f without", with.Value, without.Value)
	}
}

// A restore ends a /recall made before it: the recalled indices named messages
// of the state left, and the restored session's messages at those indices
// were sent again — verbatim and inside <recalled_messages>.
func TestRestoreDropsARecallMadeBeforeIt(t *testing.T) {
	conv := openOffline(t, 4096)
	for _, q := range []string{"the port is 8443", "the path is internal/parse/lexer.go"} {
		conv.AddUser(q)
		conv.Finish(&Result{Content: "noted: " + q, DoneReason: "stop"}, "")
	}
	sn, save := conv.SnapshotJob(session.Manual, "all verbatim")
	if err := save(); err != nil {
		t.Fatal(err)
	}
	conv.ClearContext()
	conv.AddUser("and now?")
	if kept, _ := conv.Meter.Recall([]int{0}); len(kept) != 1 {
		t.Fatalf("recall kept %v", kept)
	}
	p := conv.PlanRestore(sn)
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := conv.Restore(p); err != nil {
		t.Fatal(err)
	}
	conv.AddUser("after the restore")
	req, _, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	recalled := false
	for _, m := range req.Messages {
		recalled = recalled || strings.Contains(m.Content, window.RecallTag)
	}
	if n := len(conv.Meter.Recalled()); n != 0 || recalled {
		t.Fatalf("after the restore: %d messages still recalled, a recall block in the request: %v", n, recalled)
	}
}

// The person's /goal is theirs: a [GOAL] line in a reply proposes another
// (a notice says so) and does not replace it; its notes still count. A goal
// the model set itself, with none of the person's, the model may change.
func TestModelProposesAndNeverReplacesThePersonsGoal(t *testing.T) {
	conv := openOffline(t, 4096)
	reply := func(text string) string {
		conv.AddUser("go on")
		_, notice := conv.Finish(&Result{Content: text, DoneReason: "stop", ReplyTokens: 5}, "")
		return notice
	}
	if n := reply("[GOAL] port the lexer to Rust\nsure"); conv.Sess.Goal != "port the lexer to Rust" || !strings.Contains(n, "The model set the goal") {
		t.Fatalf("with no goal, the model's [GOAL] gave goal %q, notice %q", conv.Sess.Goal, n)
	}
	if n := reply("[GOAL] port the lexer to Zig"); conv.Sess.Goal != "port the lexer to Zig" || !strings.Contains(n, "The model set the goal") {
		t.Fatalf("the model could not change its own goal: %q, notice %q", conv.Sess.Goal, n)
	}
	conv.Edit.Goal("fix the parser without changing its API")
	n := reply("[GOAL] rewrite the parser from scratch\n[DECISION] keep the tests")
	if conv.Sess.Goal != "fix the parser without changing its API" {
		t.Fatalf("a [GOAL] line replaced the person's goal with %q", conv.Sess.Goal)
	}
	if !strings.Contains(n, "proposes") || !strings.Contains(n, "rewrite the parser from scratch") {
		t.Fatalf("no sentence about the model's proposal: %q", n)
	}
	if !slices.Contains(conv.Sess.GoalNotes, "[DECISION] keep the tests") {
		t.Fatalf("the reply's notes were dropped with its goal: %q", conv.Sess.GoalNotes)
	}
	req, _, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	if sys := req.Messages[0].Content; !strings.Contains(sys, "Active goal: fix the parser without changing its API") || strings.Contains(sys, "from scratch") {
		t.Fatalf("the system prompt sent: %q", sys)
	}
}

// Compaction sizes a reply of another model by its estimate, calibrated for
// the model in use, as the view does (issue 22, item 4): its eval_count was
// counted by another tokenizer.
func TestMessageTokensOfAnotherModelsReply(t *testing.T) {
	m := session.Message{Role: session.RoleAssistant, Model: "tiny", Content: "a reply", Estimate: 2, Tokens: 90, TokensExact: true}
	predict := func(est, msgs int) int { return est*3 + msgs }
	if got := MessageTokens(m, "tiny", predict); got != 91 {
		t.Errorf("the model's own reply: %d tokens, want its count 90 and a template", got)
	}
	if got := MessageTokens(m, "tiny-merges", predict); got != 7 {
		t.Errorf("another model's reply: %d tokens, want its estimate for the model in use (7)", got)
	}
}
