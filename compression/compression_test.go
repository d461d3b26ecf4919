package compression

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/session"
)

// words is the test's token count: one token a word, plus one a message.
func words(s string) int { return len(strings.Fields(s)) }

func sizer() Sizer {
	return Sizer{Message: func(m session.Message) int { return words(m.Content) + 1 }, Text: words}
}

// conversation makes n messages alternating user / assistant, each about 30
// words, mentioning a path and a number.
func conversation(n int) *session.Session {
	now := time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)
	s := session.New("test-session", "tiny", session.Options{NumCtx: 4096}, now)
	for i := range n {
		role := session.RoleUser
		text := fmt.Sprintf("Please look at internal/parser/file%d.go and the function parseItem%d, it fails with code %d when the input has more than many nested lists in it today", i, i, 400+i)
		if i%2 == 1 {
			role = session.RoleAssistant
			text = fmt.Sprintf("The parser in internal/parser/file%d.go fails because parseItem%d does not stop at depth %d, so the nested lists overflow the stack and the code returns an error", i-1, i-1, 20+i)
		}
		s.Append(session.Message{ID: fmt.Sprint("m", i), Role: role, Content: text, Time: now, Estimate: words(text)})
	}
	return s
}

// fake is a summarizer whose reply a test chooses per call.
type fake struct {
	calls   []Request
	replies []func(Request) (string, error)
}

func (f *fake) Summarize(ctx context.Context, r Request, progress func(int)) (string, error) {
	f.calls = append(f.calls, r)
	reply := f.replies[min(len(f.calls), len(f.replies))-1]
	text, err := reply(r)
	progress(words(text))
	return text, err
}

func says(text string) func(Request) (string, error) {
	return func(Request) (string, error) { return text, nil }
}

// faithful writes a summary that keeps every fact of the conversation part of
// the prompt, in words taken from it.
func faithful(r Request) (string, error) {
	conv := r.Prompt
	if i := strings.Index(conv, "<conversation>"); i >= 0 {
		conv = conv[i:strings.Index(conv, "</conversation>")]
	} else if i := strings.Index(conv, "<notes>"); i >= 0 {
		conv = conv[i:strings.Index(conv, "</notes>")]
	}
	var f Facts
	f.Add(conv)
	return "## Key facts\nThe parser fails with nested lists: " + strings.Join(f.List, " "), nil
}

func input(s *session.Session) (Input, *[]*session.Session) {
	var snaps []*session.Session
	return Input{
		Session: s, NumCtx: 4096, Available: 2000, CheckpointBudget: 1000, Size: sizer(),
		Settings: Settings{RecentMessages: 4, RecentTokens: 1},
		Model:    "tiny", Now: func() time.Time { return time.Date(2026, 11, 20, 11, 0, 0, 0, time.UTC) },
		Snapshot: func(s *session.Session) (string, error) {
			snaps = append(snaps, s.Clone())
			return fmt.Sprint("snap", len(snaps)), nil
		},
		Fits: func(*session.Session) error { return nil },
	}, &snaps
}

func encode(t *testing.T, s *session.Session) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestIdentifyKeepsRecentPinnedAndUserMessages(t *testing.T) {
	s := conversation(20)
	s.Messages[3].Pinned = true
	st := Settings{RecentMessages: 4, RecentTokens: 1, PreserveUser: 70}
	sp, err := Identify(s, st, 2048, 2000, sizer().Message)
	if err != nil {
		t.Fatal(err)
	}
	if sp.From != 0 || sp.To != 16 || s.Messages[sp.To].Role != session.RoleUser {
		t.Fatalf("span %d–%d, want 0–16 ending before a user turn", sp.From, sp.To)
	}
	// Two user messages of 31 tokens fit in 70: the two newest of the span.
	if fmt.Sprint(sp.Kept) != "[12 14]" {
		t.Errorf("kept %v, want the two newest user messages [12 14]", sp.Kept)
	}
	for _, i := range sp.Compact {
		if i == 3 || i == 12 || i == 14 || i >= 16 {
			t.Errorf("message %d is summarized; pinned, kept and recent ones must not be", i)
		}
	}
	if len(sp.Compact) != 13 {
		t.Errorf("%d messages summarized, want 13", len(sp.Compact))
	}
}

func TestIdentifyNothingToDo(t *testing.T) {
	for name, s := range map[string]*session.Session{
		"too few":      conversation(4),
		"all recent":   conversation(8),
		"little to do": conversation(14), // 10 messages, 300 tokens: under 3 × 163
	} {
		_, err := Identify(s, Settings{RecentMessages: 8}, 4096, 2000, sizer().Message)
		var ne *NothingError
		if !errors.As(err, &ne) {
			t.Errorf("%s: err %v, want a NothingError", name, err)
		}
	}
}

func TestLevelsScaleWithTheWindow(t *testing.T) {
	for _, c := range []struct{ numCtx, detailed, moderate, compact int }{
		{2048, 245, 143, 81}, {8192, 983, 573, 327}, {32768, 3932, 2293, 1310}, {256, 48, 48, 48},
	} {
		got := [3]int{Target(Detailed, c.numCtx), Target(Moderate, c.numCtx), Target(Compact, c.numCtx)}
		if got != [3]int{c.detailed, c.moderate, c.compact} {
			t.Errorf("targets at %d: %v", c.numCtx, got)
		}
	}
	if l := ChooseLevel(3000, 8192); l != Detailed {
		t.Errorf("3000 tokens at 8192: level %d, want detailed", l)
	}
	if l := ChooseLevel(1000, 8192); l != Compact {
		t.Errorf("1000 tokens at 8192: level %d, want compact (moderate's 573 > 1000/3)", l)
	}
}

func TestPromptCarriesRolesEarlierNotesFocusAndGoal(t *testing.T) {
	s := conversation(10)
	s.Goal = "ship the parser fix"
	sp := Span{From: 0, To: 4, Compact: []int{0, 1, 2, 3}}
	p := SummaryPrompt(s, sp, []string{"EARLIER NOTES"}, Moderate, 300, "the stack depth", 8192)
	for _, want := range []string{"<earlier_notes>\nEARLIER NOTES", "[user]\nPlease look at internal/parser/file0.go", "[assistant]\nThe parser",
		"The active goal is: ship the parser fix", "Focus on: the stack depth", "about 225 words", "## Key facts", "## Essential code"} {
		if !strings.Contains(p, want) {
			t.Errorf("prompt lacks %q:\n%s", want, p)
		}
	}
	if strings.Contains(p, "file4.go") {
		t.Error("prompt holds a message outside the span")
	}
}

func TestRunMakesACheckpointAndMovesAPIStart(t *testing.T) {
	s := conversation(40)
	before := encode(t, s)
	in, snaps := input(s)
	in.Focus = "the parser"
	f := &fake{replies: []func(Request) (string, error){faithful}}
	var stages []Progress
	res, err := Run(context.Background(), in, f, func(p Progress) { stages = append(stages, p) })
	if err != nil {
		t.Fatal(err)
	}
	if encode(t, s) != before {
		t.Fatal("Run changed its input session")
	}
	ns := res.Session
	cp := ns.Checkpoints[0]
	if ns.APIStart != cp.To || cp.From != 0 || cp.Number != 1 || cp.Focus != "the parser" || cp.Model != "tiny" {
		t.Errorf("checkpoint %+v with api_start %d", cp, ns.APIStart)
	}
	if cp.TokensAfter >= cp.TokensBefore || cp.TokensAfter != words(cp.Summary) || cp.Ratio() <= 1 {
		t.Errorf("tokens %d → %d", cp.TokensBefore, cp.TokensAfter)
	}
	if len(*snaps) != 1 || encode(t, (*snaps)[0]) != before || res.Snapshot != "snap1" {
		t.Errorf("the snapshot is not the state before the change")
	}
	if err := ns.CheckCheckpoints(); err != nil {
		t.Error(err)
	}
	// Progress: every stage in order, never going back.
	seen := map[Stage]bool{}
	last := -1.0
	for _, p := range stages {
		seen[p.Stage] = true
		if p.Percent < last {
			t.Errorf("progress went back to %.2f at %s", p.Percent, p.Stage)
		}
		if p.Percent < p.Stage.start() || (p.Stage < StageDone && p.Percent > (p.Stage+1).start()) {
			t.Errorf("%s reported %.2f, outside its range", p.Stage, p.Percent)
		}
		last = p.Percent
	}
	for st := StageIdentify; st <= StageDone; st++ {
		if !seen[st] {
			t.Errorf("stage %s never reported", st)
		}
	}
}

// Without the ledger (the rules of earlier builds, kept for comparison), a
// rejected summary is a failed compaction and the session stays as it was.
func TestRunFailuresLeaveTheSessionAsItWasWithoutTheLedger(t *testing.T) {
	boom := errors.New("connection refused")
	for _, c := range []struct {
		name    string
		replies []func(Request) (string, error)
		want    error
	}{
		{"model fails", []func(Request) (string, error){func(Request) (string, error) { return "", boom }}, boom},
		{"empty twice", []func(Request) (string, error){says(""), says("  \n")}, ErrEmpty},
		{"too long twice", []func(Request) (string, error){says(strings.Repeat("parser lists nested ", 400))}, ErrTooLong},
		{"gibberish twice", []func(Request) (string, error){says("toe htnia rs eolt snae hoit ranet oeh")}, ErrUngrounded},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := conversation(40)
			before := encode(t, s)
			in, snaps := input(s)
			in.Settings.LedgerOff = true
			f := &fake{replies: c.replies}
			_, err := Run(context.Background(), in, f, nil)
			var pe *Error
			if !errors.As(err, &pe) || !errors.Is(err, c.want) || pe.Stage != StageSummarize {
				t.Fatalf("err %v, want %v at summarize", err, c.want)
			}
			if encode(t, s) != before || len(*snaps) != 0 {
				t.Error("a failed compaction changed the session or took a snapshot")
			}
			if c.want != boom && len(f.calls) != 2 {
				t.Errorf("%d calls, want a retry after a rejected summary", len(f.calls))
			}
		})
	}
}

// Without the memory a rejected summary is asked for once more. With it, a
// summary that is not one (empty, not language, invented) is not: the memory
// stands in, and the model is asked again some compactions later (the
// back-off, kept in the session); one that is only too long is written again,
// shorter.
func TestRejectedSummaryIsRetried(t *testing.T) {
	s := conversation(40)
	in, _ := input(s)
	in.Settings.LedgerOff = true
	f := &fake{replies: []func(Request) (string, error){says(""), faithful}}
	res, err := Run(context.Background(), in, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.calls) != 2 || res.Events[0].Kind != "retried" {
		t.Errorf("without the memory: calls %d, events %v", len(f.calls), res.Events)
	}

	in, _ = input(conversation(40))
	f = &fake{replies: []func(Request) (string, error){says(""), faithful}}
	res, err = Run(context.Background(), in, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.calls) != 1 || !res.Checkpoint.FactsOnly() || res.Session.SummaryRejections != 1 || res.Session.SummarySkip != 1 {
		t.Errorf("with the memory, an empty summary: %d calls, checkpoint %s, back-off %d/%d", len(f.calls), res.Checkpoint.Kind, res.Session.SummaryRejections, res.Session.SummarySkip)
	}

	in, _ = input(conversation(40))
	f = &fake{replies: []func(Request) (string, error){says(strings.Repeat("parser lists nested ", 400)), faithful}}
	res, err = Run(context.Background(), in, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.calls) != 2 || res.Checkpoint.FactsOnly() || res.Session.SummaryRejections != 0 {
		t.Errorf("with the memory, a summary too long: %d calls, checkpoint %s", len(f.calls), res.Checkpoint.Kind)
	}
}

func TestDroppedPathIsAppendedWithoutTheLedger(t *testing.T) {
	s := conversation(40)
	in, _ := input(s)
	in.Settings.PreserveUser = -1 // the path is in a user message: summarize it
	in.Settings.LedgerOff = true
	// Keeps every fact but one path.
	dropOne := func(r Request) (string, error) {
		text, _ := faithful(r)
		return strings.Replace(text, "internal/parser/file0.go", "", 1), nil
	}
	res, err := Run(context.Background(), in, &fake{replies: []func(Request) (string, error){dropOne}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	sum := res.Checkpoint.Summary
	if !strings.Contains(sum, "Facts to keep exactly: `internal/parser/file0.go`") || res.Checkpoint.Missing != 0 {
		t.Errorf("missing path not appended:\n%s", sum)
	}
	if fmt.Sprint(res.Missing) != "[internal/parser/file0.go]" {
		t.Errorf("missing %v", res.Missing)
	}
}

func TestManyFactsLostRetriesMoreDetailedWithoutTheLedger(t *testing.T) {
	s := conversation(40)
	in, _ := input(s)
	in.Settings = Settings{RecentMessages: 4, RecentTokens: 1, PreserveUser: -1, LedgerOff: true}
	vague := says("The parser fails with nested lists and the code returns an error.")
	f := &fake{replies: []func(Request) (string, error){vague, faithful}}
	res, err := Run(context.Background(), in, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.calls) != 2 || !strings.Contains(f.calls[0].Prompt, levelAdvice(Moderate)) || !strings.Contains(f.calls[1].Prompt, levelAdvice(Detailed)) {
		t.Fatalf("calls %d; want a moderate attempt then a detailed one", len(f.calls))
	}
	if res.Checkpoint.Level != Detailed {
		t.Errorf("level %d", res.Checkpoint.Level)
	}
}

func TestValidateFitFailureChangesNothing(t *testing.T) {
	s := conversation(40)
	before := encode(t, s)
	in, _ := input(s)
	in.Fits = func(*session.Session) error { return errors.New("does not fit") }
	_, err := Run(context.Background(), in, &fake{replies: []func(Request) (string, error){faithful}}, nil)
	var pe *Error
	if !errors.As(err, &pe) || pe.Stage != StageValidate {
		t.Fatalf("err %v, want a validate failure", err)
	}
	if encode(t, s) != before {
		t.Error("the session changed")
	}
}

func TestCancelledSummaryFails(t *testing.T) {
	s := conversation(40)
	in, _ := input(s)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f := &fake{replies: []func(Request) (string, error){func(Request) (string, error) { return "", ctx.Err() }}}
	if _, err := Run(ctx, in, f, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
}

// compactMany runs n compactions, each after 10 more messages.
func compactMany(t *testing.T, n int, st Settings, f Summarizer) *session.Session {
	t.Helper()
	s := conversation(14)
	for range n {
		in, _ := input(s)
		in.NumCtx = 1024 // 10 messages make a moderate summary
		in.Settings = st
		res, err := Run(context.Background(), in, f, nil)
		if err != nil {
			t.Fatal(err)
		}
		s = res.Session
		next := conversation(len(s.Messages) + 10)
		for _, m := range next.Messages[len(s.Messages):] {
			s.Append(m)
		}
		if err := s.CheckCheckpoints(); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestCheckpointsAgeAndMerge(t *testing.T) {
	st := Settings{AgeModerate: 2, AgeCompact: 3, MaxCheckpoints: 4, RecentMessages: 4, RecentTokens: 1, PreserveUser: -1}
	s := compactMany(t, 7, st, &fake{replies: []func(Request) (string, error){faithful}})
	cps := s.Checkpoints
	if len(cps) > 4 {
		t.Errorf("%d checkpoints, want at most 4", len(cps))
	}
	if cps[0].Merged == 0 || cps[0].From != 0 {
		t.Errorf("the oldest checkpoint was not merged: %+v", cps[0])
	}
	newest := cps[len(cps)-1]
	if newest.Aged != 0 || newest.Merged != 0 {
		t.Errorf("the newest checkpoint was aged: %+v", newest)
	}
	for i, c := range cps[:len(cps)-st.AgeCompact] {
		if c.Level < Compact {
			t.Errorf("checkpoint %d (#%d) with %d newer is still level %d", i, c.Number, len(cps)-1-i, c.Level)
		}
	}
	for i := 1; i < len(cps); i++ {
		if cps[i].Number <= cps[i-1].Number {
			t.Errorf("checkpoint numbers out of order: %d then %d", cps[i-1].Number, cps[i].Number)
		}
	}
}

func TestAgingFailureKeepsTheCompaction(t *testing.T) {
	st := Settings{AgeModerate: 1, AgeCompact: 1, RecentMessages: 4, RecentTokens: 1, PreserveUser: -1}
	s := compactMany(t, 1, st, &fake{replies: []func(Request) (string, error){faithful}})
	in, _ := input(s)
	in.NumCtx = 1024
	in.Settings = st
	// The new summary is fine; the aging call returns gibberish.
	f := &fake{replies: []func(Request) (string, error){faithful, says("toe htnia rs eolt")}}
	res, err := Run(context.Background(), in, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Session.Checkpoints) != 2 || res.Session.Checkpoints[0].Level != s.Checkpoints[0].Level {
		t.Errorf("checkpoints %+v", res.Session.Checkpoints)
	}
	found := false
	for _, e := range res.Events {
		found = found || e.Kind == "aging-failed"
	}
	if !found {
		t.Errorf("no aging-failed event: %v", res.Events)
	}
}

// A span too big for one summarizer request is summarized in parts that each
// fit, then joined: the checkpoint covers the whole span.
func TestSpanIsSummarizedInPartsThatFit(t *testing.T) {
	s := conversation(40)
	in, _ := input(s)
	in.NumCtx = 1024
	in.Available = 4000 // a recent window of 1,400 tokens would leave nothing: set it apart
	in.Settings = Settings{RecentMessages: 4, RecentTokens: 1, PreserveUser: -1}
	f := &fake{replies: []func(Request) (string, error){faithful}}
	res, err := Run(context.Background(), in, f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.calls) < 2 {
		t.Fatalf("%d summarizer calls for a span of ~1,100 tokens in a 1024 window", len(f.calls))
	}
	for i, c := range f.calls {
		prompt := words(c.System) + words(c.Prompt)
		if float64(prompt)*1.1+float64(c.MaxTokens) > 1024 {
			t.Errorf("request %d of %d + %d tokens in a 1024 window", i, prompt, c.MaxTokens)
		}
	}
	if res.Checkpoint.To != 36 || res.Checkpoint.FactsOnly() {
		t.Errorf("checkpoint %d–%d (%s): want the whole span 0–36 summarized", res.Checkpoint.From, res.Checkpoint.To, res.Checkpoint.Kind)
	}
	if !strings.Contains(res.Checkpoint.Summary, "file0.go") || !strings.Contains(res.Checkpoint.Summary, "file34.go") {
		t.Error("the joined summary lacks the first or the last part")
	}
}

func TestFacts(t *testing.T) {
	var f Facts
	f.Add("Edit `make test` in cmd/root.go, call NewStore() and parse_item, port 8080, v1.2.3, \"Project Falcon\". " +
		"The main.go file, e.g. this, i.e. that; a 7 and 3 cats.")
	want := []string{"Project Falcon", "make test", "cmd/root.go", "NewStore()", "parse_item", "8080", "v1.2.3", "main.go"}
	if fmt.Sprint(f.List) != fmt.Sprint(want) {
		t.Errorf("facts %q\nwant  %q", f.List, want)
	}
	if m := f.Missing("cmd/root.go NewStore() parse_item 8080", "v1.2.3 main.go Project Falcon"); fmt.Sprint(m) != "[make test]" {
		t.Errorf("missing %q", m)
	}
}

func TestGrounding(t *testing.T) {
	v := Vocabulary{}
	v.AddWords("The parser fails on nested lists; 解析器在嵌套列表上失败")
	if g := v.Grounding("The nested lists make the parser fail"); g < 0.6 {
		t.Errorf("a summary in the same words: %.2f", g)
	}
	if g := v.Grounding("toe htnia rs eolt snae hoit"); g > 0.2 {
		t.Errorf("gibberish: %.2f", g)
	}
	if g := v.Grounding("解析器失败"); g < 0.99 {
		t.Errorf("Chinese summary: %.2f", g)
	}
}

func TestPrune(t *testing.T) {
	s := conversation(10)
	s.Messages[1].Content = "<think>long private reasoning here</think>The answer is 42."
	s.Messages[1].Estimate = words(s.Messages[1].Content)
	s.Append(session.Message{Role: session.RoleTool, Content: "tool output output output", Estimate: 4})
	s.Append(session.Message{Role: session.RoleUser, Content: "next", Estimate: 1})
	freed := Prune(s, 6, words, 0)
	if s.PruneTo != 6 || freed != 3 || s.Messages[1].PrunedEstimate != 4 {
		t.Errorf("prune_to %d, freed %d, pruned estimate %d", s.PruneTo, freed, s.Messages[1].PrunedEstimate)
	}
	if got, send := Pruned(s.Messages[1]); got != "The answer is 42." || !send {
		t.Errorf("pruned %q", got)
	}
	if _, send := Pruned(s.Messages[10]); send {
		t.Error("a tool result is sent after pruning")
	}
	if got := PruneText("a <think> never closed"); got != "a <think> never closed" {
		t.Errorf("unclosed block: %q", got)
	}
	if Prune(s, 6, words, 0) != 0 {
		t.Error("pruning twice frees tokens twice")
	}
}

func TestUpdateGoal(t *testing.T) {
	reply := "Done.\n[GOAL] ship v2 of the parser\n[DECISION] use a stack, not recursion\n[NEXT] write tests\n```\n[GOAL] not this\n```\n[NEXT] run the tests"
	goal, notes, changed := UpdateGoal("old goal", nil, reply)
	if !changed || goal != "ship v2 of the parser" {
		t.Errorf("goal %q", goal)
	}
	if fmt.Sprint(notes) != "[[DECISION] use a stack, not recursion [NEXT] run the tests]" {
		t.Errorf("notes %q", notes)
	}
	if _, _, changed := UpdateGoal("g", nil, "no markers [here]"); changed {
		t.Error("changed without markers")
	}
}

// A preview's run (no Snapshot) saves nothing and still makes the result.
func TestPreviewRunTakesNoSnapshot(t *testing.T) {
	s := conversation(40)
	in, _ := input(s)
	in.Snapshot = nil
	res, err := Run(context.Background(), in, &fake{replies: []func(Request) (string, error){faithful}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Snapshot != "" || len(res.Session.Checkpoints) != 1 {
		t.Fatalf("snapshot %q, %d checkpoints", res.Snapshot, len(res.Session.Checkpoints))
	}
	for _, e := range res.Events {
		if e.Kind == "snapshot-created" {
			t.Errorf("a preview logged %q", e.Text)
		}
	}
}

// The person's text stands for the messages when it passes the checks a
// model's summary passes; the model is not asked.
func TestPersonsSummaryIsValidatedAndUsed(t *testing.T) {
	good := "The parser in internal/parser/file0.go fails on nested lists: parseItem0 does not stop at depth 21 and returns code 400."
	for _, c := range []struct {
		name, text string
		ledgerOff  bool
		want       error
	}{
		{"kept", good, false, nil},
		{"kept without the ledger", good, true, nil},
		{"empty", "  ", false, ErrEmpty},
		{"too long", strings.Repeat("parser lists nested ", 400), false, ErrTooLong},
		{"gibberish", "toe htnia rs eolt snae hoit ranet oeh", false, ErrUngrounded},
		{"no facts", "The parser fails with nested lists and the function returns an error.", false, ErrNoFacts},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := conversation(40)
			before := encode(t, s)
			in, snaps := input(s)
			in.Settings.LedgerOff = c.ledgerOff
			in.Summary, in.Edited = c.text, true
			f := &fake{replies: []func(Request) (string, error){faithful}}
			res, err := Run(context.Background(), in, f, nil)
			if len(f.calls) != 0 {
				t.Errorf("the model was asked %d times", len(f.calls))
			}
			if c.want != nil {
				var pe *Error
				if !errors.As(err, &pe) || !errors.Is(err, c.want) || pe.Stage != StageValidate {
					t.Fatalf("err %v, want %v at validate", err, c.want)
				}
				if encode(t, s) != before || len(*snaps) != 0 {
					t.Error("a rejected text changed the session or took a snapshot")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			cp := res.Checkpoint
			if !strings.HasPrefix(cp.Summary, good) || !cp.Edited || cp.FactsOnly() {
				t.Errorf("checkpoint %+v", cp)
			}
			if c.ledgerOff && !strings.Contains(cp.Summary, "Facts to keep exactly:") {
				t.Errorf("without the ledger the facts the text lacks are not appended: %q", cp.Summary)
			}
		})
	}
}
