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
