package compression

import (
	"context"
	"errors"
	"fmt"
	"slices"
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

func all(s *session.Session) []int {
	idx := make([]int, len(s.Messages))
	for i := range idx {
		idx[i] = i
	}
	return idx
}

func lines(l []session.LedgerEntry) string { return strings.Join(LedgerLines(l, LedgerView{}), "\n") }

// Facts are kept with the words that say what they are, under their subject:
// "svc-12: on port 20012; data in /var/lib/svc12/data.db", never a bare "12".
func TestLedgerKeepsFactsWithTheirContext(t *testing.T) {
	s := userMsgs(
		"Morning! Quick context before we dig in: the team moved the billing worker off the old box last Thursday, and after some back and forth we run svc-12 on port 20012 with its data in /var/lib/svc12/data.db. Remember it, we will come back to it.",
		"From now on, always answer in French, even when I write in English.",
		"Here is the parser:\n```go\nfunc parseList(s string) (*Node, error) {\n\treturn nil, nil\n}\ntype Node struct{}\n```\nWhy does it overflow on deep input?",
		"The timeout is 30 seconds and we run 3 replicas behind https://api.example.com/v2 with version v1.4.2 of \"Project Falcon\".",
		"A: We decided to use a stack instead of recursion.",
	)
	got := lines(Extract(s, all(s)))
	for _, want := range []string{
		"- svc-12: port 20012; data in /var/lib/svc12/data.db",
		"- #2 instruction: From now on, always answer in French, even when I write in English.",
		"- #3 code: go block, 4 lines, defines parseList, Node",
		"- #3 you asked: Why does it overflow on deep input?",
		"timeout is 30 seconds", "3 replicas", "https://api.example.com/v2", "version v1.4.2",
		"- #5 decided: We decided to use a stack instead of recursion.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the ledger lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "`12`") || strings.Contains(got, "- 12") {
		t.Errorf("a bare number without its context:\n%s", got)
	}
}

// A repeated value is kept once and counts a reference; a new value for the
// same subject and attribute supersedes the old one (and only that part).
// Names of letters and digits (api4, db01) are subjects like svc-12, and a
// request of a few words says nothing worth a line.
func TestLedgerNamesOfLettersAndDigits(t *testing.T) {
	s := userMsgs("Note 4: service api4 listens on port 8044 and keeps its data in /srv/api4/data.db; please remember it.")
	got := lines(Extract(s, all(s)))
	if !strings.Contains(got, "- api4: port 8044; data in /srv/api4/data.db") {
		t.Errorf("no line for api4:\n%s", got)
	}
	if strings.Contains(got, "you asked: please remember it") {
		t.Errorf("a three-word request is a line:\n%s", got)
	}
}

func TestLedgerDedupesAndSupersedes(t *testing.T) {
	s := userMsgs(
		"We run svc-5 on port 20005 with its data in /var/lib/svc5/data.db.",
		"Note that svc-5 still keeps /var/lib/svc5/data.db on the big disk.",
		"Heads-up: svc-5 moved to port 30005 this morning because of a clash.",
	)
	first := Merge(nil, Extract(s, []int{0}), nil)
	second := Merge(first, Extract(s, []int{1}), []string{s.Messages[1].Content})
	if len(second) != len(first) || second[0].Refs == 0 {
		t.Fatalf("a repeated value was added again or not counted: %+v", second)
	}
	third := Merge(second, Extract(s, []int{2}), []string{s.Messages[2].Content})
	got := lines(third)
	if strings.Contains(got, "20005") || !strings.Contains(got, "30005") || !strings.Contains(got, "/var/lib/svc5/data.db") {
		t.Fatalf("after the update the ledger says:\n%s", got)
	}
	if !strings.HasPrefix(got, "- svc-5: data in /var/lib/svc5/data.db; moved to port 30005") {
		t.Errorf("the facts of one subject are not one line:\n%s", got)
	}
}

// The budget drops what is least worth keeping first: requests, then facts the
// model wrote, then the person's least referenced, oldest facts; instructions
// stay.
func TestLedgerBudgetDropsTheLeastWorthKeeping(t *testing.T) {
	var texts []string
	for i := range 20 {
		texts = append(texts, fmt.Sprintf("Can you check svc-%d? It runs on port %d with data in /var/lib/svc%d/data.db.", i, 20000+i, i))
	}
	texts = append(texts, "Always answer in French.", "A: The worker pool-7 uses 8 threads and /etc/pool7.conf.")
	s := userMsgs(texts...)
	l := Merge(nil, Extract(s, all(s)), nil)
	for i := range l {
		if l[i].Subject == "svc-1" {
			l[i].Refs = 5 // svc-1's facts are mentioned again and again
		}
	}
	full := words(lines(l))
	noAsks := words(lines(slices.DeleteFunc(session.CloneLedger(l), func(e session.LedgerEntry) bool { return e.Kind == session.LedgerAsk })))
	budget := noAsks * 2 / 3 // the requests go, and a third of the rest
	kept, dropped := FitLedger(l, budget, words, LedgerView{})
	got := lines(kept)
	if words(got) > budget || dropped == 0 {
		t.Fatalf("%d words kept of %d for a budget of %d", words(got), full, budget)
	}
	if strings.Contains(got, "you asked") || strings.Contains(got, "pool-7") {
		t.Errorf("requests and the model's facts were kept before the person's:\n%s", got)
	}
	if !strings.Contains(got, "instruction: Always answer in French") || !strings.Contains(got, "svc-1:") || !strings.Contains(got, "svc-19:") {
		t.Errorf("the instruction, a referenced fact or the newest facts went:\n%s", got)
	}
	if strings.Contains(got, "svc-0:") {
		t.Errorf("the oldest, unreferenced fact was kept over newer ones:\n%s", got)
	}
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

// The ledger sends what the summary lacks, and only that.
func TestLedgerLinesSkipWhatTheSummaryHolds(t *testing.T) {
	s := userMsgs("We run svc-1 on port 20001 with data in /var/lib/svc1/data.db.", "And svc-2 on port 20002.")
	l := Merge(nil, Extract(s, all(s)), nil)
	got := strings.Join(LedgerLines(l, LedgerView{Summaries: "svc-1 listens on 20001, data /var/lib/svc1/data.db"}), "\n")
	if strings.Contains(got, "svc-1") || !strings.Contains(got, "svc-2: port 20002") {
		t.Fatalf("lines under the summary:\n%s", got)
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
