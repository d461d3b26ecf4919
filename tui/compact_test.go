package tui

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// summaryClient answers summary requests with summary and other requests like
// fakeClient; it records the order of the requests.
type summaryClient struct {
	fakeClient
	summary string
	// hold, when set, makes a summary stop after its first words until its
	// request is cancelled.
	hold  bool
	mu    sync.Mutex
	order []string
	last  *api.ChatRequest
}

func isSummaryRequest(req *api.ChatRequest) bool {
	return len(req.Messages) == 2 && strings.Contains(req.Messages[1].Content, "<conversation>")
}

func (c *summaryClient) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	c.mu.Lock()
	if isSummaryRequest(req) {
		c.order = append(c.order, "summary")
	} else {
		c.order = append(c.order, "reply")
		c.last = req
	}
	c.mu.Unlock()
	if !isSummaryRequest(req) {
		return c.fakeClient.Chat(ctx, req, fn)
	}
	if err := fn(api.ChatResponse{Message: api.Message{Content: c.summary}}); err != nil {
		return err
	}
	if c.hold {
		<-ctx.Done()
		return ctx.Err()
	}
	return fn(api.ChatResponse{Done: true, DoneReason: "stop", Metrics: api.Metrics{EvalCount: 20}})
}

// longSession fills the conversation with n messages about a parser.
func longSession(m *Model, n int) {
	for i := range n {
		role, text := session.RoleUser, fmt.Sprintf("Question %d: why does parse_list%d in internal/parser/list%d.go fail on nested lists at depth %d?", i, i, i, 30+i)
		if i%2 == 1 {
			role, text = session.RoleAssistant, fmt.Sprintf("Answer %d: the parser recursion in parse_list%d has no depth limit, so nested lists overflow the stack.", i, i-1)
		}
		m.conv.Sess.Append(session.Message{ID: fmt.Sprint("m", i), Role: role, Content: text, Model: "fake", Time: t0, Estimate: m.conv.Meter.Count(text)})
	}
	m.reloaded()
	m.layout()
}

func compactOpts() engine.OpenOptions {
	o := fakeOpts()
	o.Options.NumCtx = 2048
	o.Compression = compression.Settings{PreserveUser: -1, RecentMessages: 4, RecentTokens: 1, Grounding: -1}
	return o
}

func TestCompactShowsTheMarkerAndDimsTheMessages(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	m, _ := newTestModel(t, c, compactOpts())
	longSession(m, 30)
	m.composer.SetValue("/compact focus on the parser")
	drive(t, m, press("enter"))
	s := m.conv.Sess
	if len(s.Checkpoints) != 1 || s.APIStart != 26 {
		t.Fatalf("checkpoints %d, api_start %d; notice %q", len(s.Checkpoints), s.APIStart, m.notice.text)
	}
	cp := s.Checkpoints[0]
	if cp.Focus != "the parser" {
		t.Errorf("focus %q", cp.Focus)
	}
	scr := screen(m)
	marker := fmt.Sprintf("── checkpoint 1 · messages 1–26 · %s → %s tokens · summary, level %d · focus: the parser ──",
		say.Short(cp.TokensBefore), say.Short(cp.TokensAfter), cp.Level)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 24})
	scr = screen(m)
	if !strings.Contains(scr, marker) || !strings.Contains(scr, "Checkpoint 1: messages 1–26 summarized") {
		t.Fatalf("no marker %q or notice:\n%s", marker, scr)
	}
	if strings.Contains(scr, "no depth limit; nested") {
		t.Fatal("the summary shows before ctrl+o")
	}
	drive(t, m, tea.KeyPressMsg{Code: 'o', Mod: tea.ModCtrl})
	if !strings.Contains(screen(m), "- #25 why does parse_list24 in internal/parser/list24.go") {
		t.Fatalf("ctrl+o did not show the memory lines:\n%s", screen(m))
	}
	for range 4 { // up to the summary, above the memory's lines
		if strings.Contains(screen(m), "no depth limit; nested lists overflow") {
			break
		}
		drive(t, m, tea.KeyPressMsg{Code: tea.KeyPgUp})
	}
	if !strings.Contains(screen(m), "no depth limit; nested lists overflow") || !strings.Contains(screen(m), "Memory, quoted from these messages:") {
		t.Fatalf("ctrl+o did not show the summary over the ledger:\n%s", screen(m))
	}
	// Compacted entries are dimmed, the recent ones are not.
	dimmed := 0
	for _, e := range m.transcript.Entries() {
		if n, err := strconv.Atoi(strings.TrimPrefix(e.ID, "m")); err == nil {
			if e.Dim != (n < 26) {
				t.Errorf("message %d: dim %v", n, e.Dim)
			}
			if e.Dim {
				dimmed++
			}
		}
	}
	if dimmed != 26 {
		t.Errorf("%d messages dimmed, want 26", dimmed)
	}
	// What the model is sent now: the summary, then the recent messages.
	v := m.conv.Meter.View()
	if v.Index[0] != window.SummaryIndex || v.Index[1] != 26 || len(v.Messages) != 5 {
		t.Fatalf("view indices %v", v.Index)
	}
	// The snapshot taken before the change exists.
	snaps, err := m.conv.Store().Snapshots(s.ID)
	if err != nil || len(snaps) != 1 || snaps[0].Messages != 30 || snaps[0].Checkpoints != 0 {
		t.Fatalf("snapshots %+v %v", snaps, err)
	}
}

// The progress line follows the compaction's stages as the pipeline reports
// them; nothing can be sent meanwhile; esc cancels it and nothing changes.
func TestCompactProgressAndCancel(t *testing.T) {
	c := &summaryClient{summary: "x", hold: true}
	m, _ := newTestModel(t, c, compactOpts())
	longSession(m, 30)
	m.composer.SetValue("/compact")
	_, cmd := m.Update(press("enter"))
	if m.turn.State() != engine.TurnCompacting {
		t.Fatal("no compaction running")
	}
	// The compaction's job runs (and holds in its summary) beside the one
	// that waits for its progress, re-armed after each report, until the
	// summary is being written.
	p := newProgram(t, m)
	p.start(cmd)
	line := regexp.MustCompile(`\d+% summarize · .*· esc cancels`)
	for !line.MatchString(screen(m)) {
		p.step()
	}
	m.composer.SetValue("hello")
	m.Update(press("enter"))
	if !strings.Contains(m.notice.text, "A compaction is running: esc cancels it") || len(m.conv.Sess.Messages) != 30 {
		t.Fatal("a message was sent during the compaction")
	}
	m.Update(press("esc"))
	// The compaction's job now ends, cancelled.
	for m.turn != nil {
		p.step()
	}
	p.settle() // the save that follows
	if m.turn != nil || len(m.conv.Sess.Checkpoints) != 0 || !strings.Contains(m.notice.text, "cancelled; nothing changed") {
		t.Fatalf("after esc: checkpoints %d, notice %q", len(m.conv.Sess.Checkpoints), m.notice.text)
	}
	if line.MatchString(screen(m)) {
		t.Fatalf("the progress line stays after the end:\n%s", screen(m))
	}
}

func TestAutoCompactionRunsBeforeTheTurn(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit."}
	o := compactOpts()
	o.Options.NumCtx = 1024
	m, _ := newTestModel(t, c, o)
	longSession(m, 30)
	if !m.conv.Meter.View().Due() {
		t.Fatal("the session is not over the trigger")
	}
	typeText(t, m, "and now?")
	drive(t, m, press("enter"))
	// A first summary lacks most facts and is written again, more detailed.
	if n := len(c.order); n < 2 || c.order[0] != "summary" || c.order[n-1] != "reply" || strings.Count(fmt.Sprint(c.order), "reply") != 1 {
		t.Fatalf("requests %v, want the summaries before the one reply", c.order)
	}
	sent := c.last.Messages
	if !strings.Contains(sent[0].Content, "<compressed_history_summary>") || sent[len(sent)-1].Content != "and now?" {
		t.Fatalf("the reply was not asked with the summary: %v", sent[0])
	}
	for _, msg := range sent {
		if strings.Contains(msg.Content, "Question 0:") {
			t.Fatal("a compacted message was still sent")
		}
	}
	if last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]; last.Role != session.RoleAssistant {
		t.Fatal("no reply after the compaction")
	}
}

// With the facts ledger, a summary that is always rejected still compacts:
// each checkpoint is facts only, the marker and the notice say so and why.
func TestRejectedSummariesMakeFactsOnlyCheckpoints(t *testing.T) {
	c := &summaryClient{summary: ""} // always empty: rejected
	o := compactOpts()
	o.Options.NumCtx = 1024
	m, _ := newTestModel(t, c, o)
	longSession(m, 30)
	typeText(t, m, "turn 0")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 1 || !m.conv.Sess.Checkpoints[0].FactsOnly() {
		t.Fatalf("checkpoints %+v, notice %q", m.conv.Sess.Checkpoints, m.notice.text)
	}
	if last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]; last.Role != session.RoleAssistant || last.Error != "" {
		t.Fatal("no reply after the compaction")
	}
	scr := screen(m)
	if !strings.Contains(scr, "facts only") || !strings.Contains(m.notice.text, "the summary is empty") {
		t.Fatalf("the marker or the notice does not say facts only and why: %q\n%s", m.notice.text, scr)
	}
	sent := c.last.Messages[0].Content
	if !strings.Contains(sent, "parse_list") || !strings.Contains(sent, "internal/parser/list") {
		t.Fatalf("the reply's request lacks the ledger's facts:\n%s", sent)
	}
}

// Without the ledger (the rules of earlier builds), three rejected summaries in
// a row fall back to truncating.
func TestAutoCompactionFailureStillSendsWithoutTheLedger(t *testing.T) {
	c := &summaryClient{summary: ""} // always empty: rejected
	o := compactOpts()
	o.Options.NumCtx = 1024
	o.Compression.LedgerOff = true
	m, _ := newTestModel(t, c, o)
	longSession(m, 30)
	for i := range 3 {
		typeText(t, m, fmt.Sprintf("turn %d", i))
		drive(t, m, press("enter"))
		if last := m.conv.Sess.Messages[len(m.conv.Sess.Messages)-1]; last.Role != session.RoleAssistant || last.Error != "" {
			t.Fatalf("turn %d: no reply after a failed compaction", i)
		}
	}
	if !strings.Contains(m.notice.text, "Summaries failed 3 times in a row") {
		t.Fatalf("notice %q", m.notice.text)
	}
	// Now the oldest turns are dropped instead, and it says so.
	typeText(t, m, "one more")
	drive(t, m, press("enter"))
	scr := screen(m)
	// Each failed compaction asked (in parts at this window, each retried
	// once); after the fallback the turn goes without a summary request.
	n := len(c.order)
	if !strings.Contains(m.notice.text, "summaries keep failing") || strings.Count(fmt.Sprint(c.order), "reply") != 4 || c.order[n-1] != "reply" || c.order[n-2] != "reply" {
		t.Fatalf("after the fallback: notice %q, requests %v\n%s", m.notice.text, c.order, scr)
	}
}

func TestCompactWithNothingToCompact(t *testing.T) {
	m, _ := newTestModel(t, &summaryClient{}, compactOpts())
	longSession(m, 4)
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	if !strings.Contains(m.notice.text, "Nothing to compact yet") || len(m.conv.Sess.Checkpoints) != 0 {
		t.Fatalf("notice %q", m.notice.text)
	}
}

func TestGoalAndPin(t *testing.T) {
	c := &summaryClient{}
	c.reply = "Done.\n[DECISION] use a stack\n[NEXT] write the tests"
	m, _ := newTestModel(t, c, compactOpts())
	m.composer.SetValue("/goal fix the nested-list parser")
	drive(t, m, press("enter"))
	typeText(t, m, "go")
	drive(t, m, press("enter"))
	if !strings.Contains(c.last.Messages[0].Content, "Active goal: fix the nested-list parser") {
		t.Fatalf("system message %q", c.last.Messages[0].Content)
	}
	if fmt.Sprint(m.conv.Sess.GoalNotes) != "[[DECISION] use a stack [NEXT] write the tests]" {
		t.Fatalf("notes %q", m.conv.Sess.GoalNotes)
	}
	m.composer.SetValue("/pin 1")
	drive(t, m, press("enter"))
	if !m.conv.Sess.Messages[0].Pinned || !strings.Contains(m.notice.text, "Message 1 pinned") {
		t.Fatalf("pin: %q", m.notice.text)
	}
	m.composer.SetValue("/pin 9")
	drive(t, m, press("enter"))
	if !strings.Contains(m.notice.text, "from 1 to 2") {
		t.Fatalf("bad pin: %q", m.notice.text)
	}
}
