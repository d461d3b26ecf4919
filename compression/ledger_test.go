package compression

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/session"
)

func userMsgs(texts ...string) *session.Session {
	s := session.New("ledger", "tiny", session.Options{NumCtx: 4096}, time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC))
	for i, t := range texts {
		role := session.RoleUser
		if strings.HasPrefix(t, "A: ") {
			role, t = session.RoleAssistant, strings.TrimPrefix(t, "A: ")
		}
		s.Append(session.Message{ID: fmt.Sprint("m", i), Role: role, Content: t, Estimate: words(t)})
	}
	return s
}

func lines(l []session.LedgerEntry) string { return strings.Join(LedgerLines(l, LedgerView{}), "\n") }

func all(s *session.Session) []int {
	idx := make([]int, len(s.Messages))
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// A summarizer that writes gibberish (or fails) no longer fails the
// compaction: the checkpoint is made from the ledger alone, says why, and the
// session's facts are in the ledger.
func TestRejectedSummaryMakesAFactsOnlyCheckpoint(t *testing.T) {
	boom := errors.New("connection refused")
	for name, reply := range map[string]func(Request) (string, error){
		"gibberish":  says("toe htnia rs eolt snae hoit ranet oeh"),
		"empty":      says(""),
		"too long":   says(strings.Repeat("parser lists nested ", 400)),
		"call fails": func(Request) (string, error) { return "", boom },
	} {
		t.Run(name, func(t *testing.T) {
			s := conversation(40)
			in, snaps := input(s)
			in.MemoryBudget = 100000
			res, err := Run(context.Background(), in, &fake{replies: []func(Request) (string, error){reply}}, nil)
			if err != nil {
				t.Fatalf("the compaction failed: %v", err)
			}
			cp := res.Checkpoint
			if !cp.FactsOnly() || cp.Summary != "" || cp.Rejected == "" || len(*snaps) != 1 {
				t.Fatalf("checkpoint %+v", cp)
			}
			got := lines(res.Session.Ledger)
			for _, want := range []string{"internal/parser/file0.go", "parseItem2", "internal/parser/file30.go"} {
				if !strings.Contains(got, want) {
					t.Errorf("the ledger lacks %s", want)
				}
			}
			if cp.TokensAfter <= 0 || cp.TokensAfter >= cp.TokensBefore {
				t.Errorf("tokens %d → %d", cp.TokensBefore, cp.TokensAfter)
			}
		})
	}
}

// Two checkpoints with a trim between them are never merged: the merged one
// would claim messages no summary saw.
func TestAgingNeverMergesAcrossACut(t *testing.T) {
	cps := []session.Checkpoint{
		{Number: 1, From: 0, To: 10, TokensAfter: 500},
		{Number: 2, From: 14, To: 20, TokensAfter: 500}, // messages 10–13 were trimmed
		{Number: 3, From: 20, To: 30, TokensAfter: 500},
		{Number: 4, From: 30, To: 40, TokensAfter: 500},
	}
	op, ok := nextAging(cps, Settings{MaxCheckpoints: 3}.Defaults(), 0, func(c session.Checkpoint) int { return c.TokensAfter })
	if !ok || !op.merge || op.index != 1 {
		t.Fatalf("op %+v %v; want the first neighbours after the cut (2 and 3) merged", op, ok)
	}
	cps[2].From = 21 // a cut after 2 as well: 3 and 4 are neighbours; 4 is the newest
	if op, ok := nextAging(cps, Settings{MaxCheckpoints: 3}.Defaults(), 0, func(c session.Checkpoint) int { return c.TokensAfter }); ok && op.merge {
		t.Fatalf("merged %+v although no two neighbours but the newest remain", op)
	}
}

// Facts-only checkpoints are joined without a model call.
func TestFactsOnlyCheckpointsJoinByCode(t *testing.T) {
	st := Settings{MaxCheckpoints: 2, RecentMessages: 4, RecentTokens: 1, PreserveUser: -1}
	gib := &fake{replies: []func(Request) (string, error){says("toe htnia rs eolt")}}
	s := compactMany(t, 4, st, gib)
	for _, c := range s.Checkpoints {
		if !c.FactsOnly() {
			t.Fatalf("checkpoint %d is not facts-only", c.Number)
		}
	}
	if len(s.Checkpoints) > 2 || s.Checkpoints[0].Merged == 0 || s.Checkpoints[0].From != 0 {
		t.Fatalf("checkpoints %+v", s.Checkpoints)
	}
	for _, c := range gib.calls {
		if strings.Contains(c.Prompt, "<notes>") {
			t.Fatal("a model call to merge facts-only checkpoints")
		}
	}
}

// A turn smaller than half the window is never too large to summarize.
func TestHalfWindowTurnIsSummarized(t *testing.T) {
	big := strings.Repeat("word ", 230) // ~230 tokens a message: a turn of ~460 in a 1024 window
	var texts []string
	for i := range 12 {
		texts = append(texts, fmt.Sprintf("question %d about internal/x%d.go %s", i, i, big))
	}
	s := userMsgs(texts...)
	in, _ := input(s)
	in.NumCtx, in.Available = 1024, 3000
	in.Settings = Settings{RecentMessages: 2, RecentTokens: 1, PreserveUser: -1, LedgerOff: true}
	f := &fake{replies: []func(Request) (string, error){says("## Key facts\nquestion about word internal/x0.go")}}
	res, err := Run(context.Background(), in, f, nil)
	if errors.Is(err, ErrTooBig) {
		t.Fatal("a 230-token message was too large to summarize in a 1024 window")
	}
	if err != nil && !errors.Is(err, ErrUngrounded) {
		t.Fatal(err)
	}
	_ = res
}

// Messages a checkpoint kept verbatim (preserve_user_tokens) leave a trace
// when its summary ages (issue 21, defect 7): aging folds them into the new
// summary, which may not say them, so their lines go into the memory.
func TestKeptMessagesLeaveATraceWhenTheirCheckpointAges(t *testing.T) {
	st := Settings{AgeModerate: 1, AgeCompact: 2, MaxCheckpoints: 6, RecentMessages: 4, RecentTokens: 1, PreserveUser: 40}
	// Summaries of messages are faithful; an aged one says only what the
	// summaries it condenses said — nothing of the kept messages.
	f := &fake{replies: []func(Request) (string, error){func(r Request) (string, error) {
		if i := strings.Index(r.Prompt, "<notes>"); i >= 0 {
			notes := r.Prompt[i+len("<notes>"):]
			if j := strings.Index(notes, "[user]"); j >= 0 {
				notes = notes[:j]
			}
			return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(notes), "</notes>")), nil
		}
		return faithful(r)
	}}}
	s := conversation(14)
	var kept []int
	for range 4 {
		in, _ := input(s)
		in.NumCtx, in.Settings = 1024, st
		res, err := Run(context.Background(), in, f, nil)
		if err != nil {
			t.Fatal(err)
		}
		s = res.Session
		for _, c := range s.Checkpoints {
			kept = append(kept, c.Kept...)
		}
		next := conversation(len(s.Messages) + 10)
		for _, m := range next.Messages[len(s.Messages):] {
			s.Append(m)
		}
	}
	if len(kept) == 0 {
		t.Fatal("no checkpoint kept a message: the test shows nothing")
	}
	aged := false
	for _, c := range s.Checkpoints {
		aged = aged || c.Aged > 0 || c.Merged > 0
	}
	if !aged {
		t.Fatal("no checkpoint aged: the test shows nothing")
	}
	still := map[int]bool{}
	for _, c := range s.Checkpoints {
		for _, k := range c.Kept {
			still[k] = true
		}
	}
	memory := strings.Join(LedgerLines(s.Ledger, ViewOf(s)), "\n") + ViewOf(s).Summaries
	for _, k := range kept {
		code := fmt.Sprintf("code %d", 400+k) // said in that message only
		if !still[k] && !strings.Contains(memory, code) {
			t.Errorf("message %d was kept verbatim, then its checkpoint aged: %q is nowhere the model sees", k+1, code)
		}
	}
}

// servicesTalk is a conversation of ten services, one a message, in words a
// summary can restate.
func servicesTalk() *session.Session {
	var texts []string
	for i := 1; i <= 10; i++ {
		texts = append(texts, fmt.Sprintf("Another one for the list: svc-%d listens on port %d and its owner is team %s.", i, 8000+i, []string{"Amber", "Birch", "Cedar", "Dune", "Elm", "Fern", "Glade", "Heath", "Iris", "Juniper"}[i-1]),
			"A: Noted, thanks.")
	}
	return userMsgs(texts...)
}

// What a real model's summary does to the memory (issue 21, item 7), with a
// scripted summarizer: (a) a faithful summary replaces the lines it states,
// (b) one that drops facts leaves their lines, (c) one that invents a value is
// corrected (the sentence goes, its fact stays a line) or, when it is mostly
// invention, rejected.
func TestSummariesOfRealModels(t *testing.T) {
	run := func(summary string) (*Result, string) {
		t.Helper()
		in, _ := input(servicesTalk())
		in.MemoryBudget, in.NumCtx = 100000, 1024
		in.Settings = Settings{RecentMessages: 2, RecentTokens: 1}
		res, err := Run(context.Background(), in, &fake{replies: []func(Request) (string, error){says(summary)}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res, strings.Join(LedgerLines(res.Session.Ledger, ViewOf(res.Session)), "\n")
	}
	var all []string
	for i := 1; i <= 9; i++ {
		all = append(all, fmt.Sprintf("svc-%d listens on port %d, owned by team %s.", i, 8000+i, []string{"Amber", "Birch", "Cedar", "Dune", "Elm", "Fern", "Glade", "Heath", "Iris"}[i-1]))
	}
	// (a) faithful: no line is sent again.
	res, lines := run("The person listed services and their ports. " + strings.Join(all, " "))
	if res.Checkpoint.FactsOnly() {
		t.Fatalf("(a) the faithful summary was rejected: %s", res.Checkpoint.Rejected)
	}
	for i := 1; i <= 9; i++ {
		if strings.Contains(lines, fmt.Sprintf("svc-%d ", i)) {
			t.Errorf("(a) the line of svc-%d is sent beside a summary that states it:\n%s", i, lines)
		}
	}
	// (b) dropping facts: their lines stay.
	res, lines = run("The person listed services and their ports. " + strings.Join(all[:3], " "))
	if res.Checkpoint.FactsOnly() {
		t.Fatalf("(b) the summary was rejected: %s", res.Checkpoint.Rejected)
	}
	for i := 4; i <= 9; i++ {
		if !strings.Contains(lines, fmt.Sprintf("svc-%d listens on port %d", i, 8000+i)) {
			t.Errorf("(b) svc-%d, which the summary lacks, has no line:\n%s", i, lines)
		}
	}
	// (c) an invented value: the sentence is taken out, the line stays.
	wrong := append([]string{"svc-1 listens on port 8099, owned by team Amber.", "svc-2 listens on port 8003, owned by team Birch."}, all[2:]...)
	res, lines = run("The person listed services and their ports. " + strings.Join(wrong, " "))
	if res.Checkpoint.FactsOnly() {
		t.Fatalf("(c) the corrected summary was rejected: %s", res.Checkpoint.Rejected)
	}
	if sum := res.Checkpoint.Summary; strings.Contains(sum, "8099") || strings.Contains(sum, "svc-2 listens on port 8003") {
		t.Errorf("(c) the summary still says what the messages do not:\n%s", sum)
	}
	for i := 1; i <= 2; i++ {
		if !strings.Contains(lines, fmt.Sprintf("svc-%d listens on port %d", i, 8000+i)) {
			t.Errorf("(c) svc-%d's true value is not sent:\n%s", i, lines)
		}
	}
	// (c) mostly invented: rejected, the memory alone stands.
	res, _ = run("svc-1 listens on port 9999. svc-2 listens on port 9998. svc-3 is owned by team Zebra. The ports are fine.")
	if !res.Checkpoint.FactsOnly() || !strings.Contains(res.Checkpoint.Rejected, "names or values these messages do not") {
		t.Errorf("(c) a summary of inventions was used: %q", res.Checkpoint.Summary)
	}
}
