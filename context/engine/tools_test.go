package engine

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/fakeollama"
	"github.com/ollm/ollm/session"
)

// The tiny models cannot call tools: these tests use a small fake server that
// answers with tool_calls (internal/fakeollama). The shapes of the requests
// are checked against the real server in tools_real_test.go.

// openFake opens a conversation with the fake server's model, its
// capabilities read from /api/show as ollm reads them.
func openFake(t *testing.T, srv *fakeollama.Server, numCtx int, st ToolSettings) (*Conversation, *session.Store) {
	t.Helper()
	store := session.NewStore(t.TempDir())
	return openFakeOn(t, srv, numCtx, store, "", st), store
}

// openFakeOn is openFake on store, opening session id ("": a new one).
func openFakeOn(t *testing.T, srv *fakeollama.Server, numCtx int, store *session.Store, id string, st ToolSettings) *Conversation {
	t.Helper()
	client := api.NewClient(HostURL(srv.Host), http.DefaultClient)
	conv, _, err := Open(store, client, fixedClock, OpenOptions{SessionID: id,
		Model: srv.Model, Options: session.Options{NumCtx: numCtx}, Counter: tokens.NewCounter(),
		Calibrations: tokens.NewCalibrations(), Tools: st,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	info, err := Show(context.Background(), client, srv.Model)
	if err != nil {
		t.Fatal(err)
	}
	conv.SetModel(info, numCtx)
	return conv
}

func toolNames(req api.ChatRequest) []string {
	var names []string
	for _, tl := range req.Tools {
		names = append(names, tl.Function.Name)
	}
	return names
}

// The loop: the model calls context_stats and recall, ollm answers each call
// with a tool message and asks again, and the model's answer ends the turn.
// The second request carries the call and both results; the session file
// keeps them.
func TestContextToolsLoop(t *testing.T) {
	srv := fakeollama.Start(t, "tool-model:8b",
		fakeollama.Reply{Content: "ok"},
		fakeollama.Reply{Content: "Let me look.", Calls: []api.ToolCall{
			fakeollama.Call(ToolContextStats, nil),
			fakeollama.Call(ToolRecall, map[string]any{"query": "/etc/pg/main.conf"}),
		}},
		fakeollama.Reply{Content: "The port is 5432."},
	)
	conv, store := openFake(t, srv, 4096, ToolSettings{})
	ctx := context.Background()
	if _, err := (Turn{Save: true}).Run(ctx, conv, "The database listens on port 5432, set in /etc/pg/main.conf."); err != nil {
		t.Fatal(err)
	}
	conv.ClearContext() // the first exchange is no longer sent: only recall can bring it back
	var seen []string
	rep, err := Turn{Save: true, OnEvent: func(e Event) {
		if a, ok := e.(Answered); ok {
			seen = append(seen, a.Reply.ToolCallsText())
		}
	}}.Run(ctx, conv, "Which port was it?")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Reply.Content != "The port is 5432." || len(rep.Steps) != 3 || len(seen) != 1 {
		t.Fatalf("reply %q, %d steps, %d tool rounds reported", rep.Reply.Content, len(rep.Steps), len(seen))
	}
	reqs := srv.Requests()
	if len(reqs) != 3 {
		t.Fatalf("%d requests, want 3", len(reqs))
	}
	if got := toolNames(reqs[1]); !slices.Equal(got, []string{ToolContextStats, ToolRecall, ToolCheckpoint}) {
		t.Errorf("tools offered: %v", got)
	}
	msgs := reqs[2].Messages
	n := len(msgs)
	call, stats, recall := msgs[n-3], msgs[n-2], msgs[n-1]
	if call.Role != "assistant" || call.Content != "Let me look." || len(call.ToolCalls) != 2 || call.ToolCalls[1].Function.Name != ToolRecall {
		t.Fatalf("the call is sent back as %+v", call)
	}
	if q, _ := call.ToolCalls[1].Function.Arguments.Get("query"); q != "/etc/pg/main.conf" {
		t.Errorf("the call's arguments are sent back as %v", call.ToolCalls[1].Function.Arguments)
	}
	if stats.Role != "tool" || stats.ToolName != ToolContextStats || !strings.Contains(stats.Content, "Context window: 4,096 tokens") {
		t.Errorf("context_stats answered %+v", stats)
	}
	if recall.Role != "tool" || recall.ToolName != ToolRecall || !strings.Contains(recall.Content, "[message 1 · user]\nThe database listens on port 5432, set in /etc/pg/main.conf.") {
		t.Errorf("recall answered %+v", recall)
	}
	for _, m := range msgs[:n-3] {
		if strings.Contains(m.Content, "listens on port") {
			t.Errorf("the cleared message was sent itself: %+v", m)
		}
	}
	saved, err := store.Load(conv.Sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	var tools []string
	for _, m := range saved.Messages {
		if m.Role == session.RoleTool {
			tools = append(tools, m.ToolName)
		}
		if len(m.ToolCalls) > 0 {
			var args map[string]string
			if err := json.Unmarshal(m.ToolCalls[1].Arguments, &args); err != nil || args["query"] != "/etc/pg/main.conf" {
				t.Errorf("saved call arguments %s", m.ToolCalls[1].Arguments)
			}
		}
	}
	if !slices.Equal(tools, []string{ToolContextStats, ToolRecall}) || saved.Messages[len(saved.Messages)-1].Content != "The port is 5432." {
		t.Errorf("saved tool messages %v; last %q", tools, saved.Messages[len(saved.Messages)-1].Content)
	}
}

// The checkpoint tool moves the prune watermark to the reply that called it:
// from the next request on, the earlier calls and results are not sent, the
// checkpoint's own call and result are. With checkpoint_compacts, the next
// turn compacts though the window is far from full; without it, it does not.
func TestCheckpointToolPrunesBeforeIt(t *testing.T) {
	for _, compacts := range []bool{false, true} {
		srv := fakeollama.Start(t, "tool-model:8b",
			fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(ToolContextStats, nil)}},
			fakeollama.Reply{Content: "The window is 4,096 tokens."},
			fakeollama.Reply{Content: "Done with that.", Calls: []api.ToolCall{fakeollama.Call(ToolCheckpoint, map[string]any{"note": "window size reported"})}},
			fakeollama.Reply{Content: "Ready for the next task."},
		)
		conv, store := openFake(t, srv, 4096, ToolSettings{CheckpointCompacts: compacts})
		ctx := context.Background()
		// A long first task, so that its summary is worth making.
		task := "How large is your window? " + strings.Repeat("The deploy script copies build/app.tar to /srv/app and restarts app.service on port 8080. ", 40)
		if _, err := (Turn{Save: true}).Run(ctx, conv, task); err != nil {
			t.Fatal(err)
		}
		rep, err := Turn{Save: true}.Run(ctx, conv, "Thanks, that task is done.")
		if err != nil {
			t.Fatal(err)
		}
		if rep.Reply.Content != "Ready for the next task." {
			t.Fatalf("reply %q", rep.Reply.Content)
		}
		reqs := srv.Requests()
		last := reqs[len(reqs)-1].Messages
		var calls, results []string
		for _, m := range last {
			for _, c := range m.ToolCalls {
				calls = append(calls, c.Function.Name)
			}
			if m.Role == "tool" {
				results = append(results, m.ToolName)
			}
		}
		if !slices.Equal(calls, []string{ToolCheckpoint}) || !slices.Equal(results, []string{ToolCheckpoint}) {
			t.Errorf("after the checkpoint the request carries calls %v and results %v; want only the checkpoint's", calls, results)
		}
		// The text of the replies before the watermark is still sent.
		var texts []string
		for _, m := range last {
			texts = append(texts, m.Content)
		}
		if !slices.Contains(texts, "The window is 4,096 tokens.") || !slices.Contains(texts, task) {
			t.Errorf("conversational text before the checkpoint lost: %q", texts)
		}
		if !slices.Contains(conv.Sess.GoalNotes, compression.MarkCheckpoint+" window size reported") {
			t.Errorf("goal notes %q", conv.Sess.GoalNotes)
		}
		result := conv.Sess.Messages[len(conv.Sess.Messages)-2].Content
		if !strings.Contains(result, "no longer sent") || strings.Contains(result, "summarized before the next turn") == !compacts {
			t.Errorf("checkpoint result (compacts %v): %q", compacts, result)
		}
		if compacts {
			// Written again from the preview (compaction_preview: ask),
			// the checkpoint's compaction keeps its span.
			clone := conv.Sess.Clone()
			conv.AddUser("probe")
			if compact, _ := conv.Compactor.BeforeTurn(); !compact {
				t.Fatal("the checkpoint's compaction was not asked for")
			}
			k := conv.Compactor.Prepare("", false).Preview()
			if again := conv.Compactor.Again(k, "deploys"); k.in.Until != 4 || again.in.Until != 4 || !again.IsPreview() || again.Focus != "deploys" {
				t.Errorf("span ends at %d, written again at %d (preview %v, focus %q)", k.in.Until, again.in.Until, again.IsPreview(), again.Focus)
			}
			*conv.Sess = *clone // as before the probe: the ask still pending
		}
		// The ask is kept in the file: the session opened again compacts
		// before its next turn (a summary request, then the reply).
		conv.Close()
		again, _, err := Open(store, api.NewClient(HostURL(srv.Host), http.DefaultClient), fixedClock, OpenOptions{
			SessionID: conv.Sess.ID, Counter: tokens.NewCounter(), Calibrations: tokens.NewCalibrations(),
		})
		if err != nil {
			t.Fatal(err)
		}
		defer again.Close()
		before := len(srv.Requests())
		rep, err = Turn{Save: true}.Run(ctx, again, "Next task: rename the service.")
		if err != nil {
			t.Fatal(err)
		}
		compacted := len(again.Sess.Checkpoints) > 0
		if compacted != compacts || (len(srv.Requests())-before > 1) != compacts {
			t.Errorf("checkpoint_compacts %v: compacted %v with %d requests; outcomes %+v", compacts, compacted, len(srv.Requests())-before, rep.Outcomes)
		}
		// The span ends where the checkpoint's turn begins: the first task
		// is summarized, the turn that closed it stays verbatim.
		if compacted && (again.Sess.APIStart != 4 || again.Sess.Checkpoints[0].To != 4) {
			t.Errorf("compacted to %d (checkpoint %+v); want the first task, messages 1–4", again.Sess.APIStart, again.Sess.Checkpoints[0])
		}
		if again.Sess.CompactTo != 0 {
			t.Error("the ask outlived the turn it was for")
		}
	}
}

// A model that keeps calling tools is asked at most MaxToolRounds times with
// tools; the request after offers none, and its answer ends the turn.
func TestToolRoundsAreBounded(t *testing.T) {
	loop := fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(ToolContextStats, nil)}}
	var script []fakeollama.Reply
	for range MaxToolRounds + 3 {
		script = append(script, loop)
	}
	srv := fakeollama.Start(t, "tool-model:8b", script...)
	conv, _ := openFake(t, srv, 8192, ToolSettings{})
	rep, err := Turn{}.Run(context.Background(), conv, "hi")
	if err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	if len(reqs) != MaxToolRounds+1 {
		t.Fatalf("%d requests, want %d", len(reqs), MaxToolRounds+1)
	}
	for i, r := range reqs {
		if offered := len(r.Tools) > 0; offered != (i < MaxToolRounds) {
			t.Errorf("request %d offers tools: %v", i+1, offered)
		}
	}
	// The last reply called a tool nobody offered: it is answered (no call
	// without a result) and the turn ends.
	if last := conv.Sess.Messages[len(conv.Sess.Messages)-1]; last.Role != session.RoleTool {
		t.Errorf("the turn ends with %s %q", last.Role, last.Content)
	}
	if len(rep.Steps) != 2*(MaxToolRounds+1) {
		t.Errorf("%d steps", len(rep.Steps))
	}
}

// Tools are offered only to models whose capabilities include tools, and
// never when the setting is off: Ollama refuses tools to other models.
func TestToolsOfferedOnlyWhereTheyCanBeCalled(t *testing.T) {
	for _, tc := range []struct {
		name   string
		caps   []string
		st     ToolSettings
		offers bool
	}{
		{"tools model", []string{"completion", "tools"}, ToolSettings{}, true},
		{"setting off", []string{"completion", "tools"}, ToolSettings{Off: true}, false},
		{"no tools capability", []string{"completion"}, ToolSettings{}, false},
	} {
		srv := fakeollama.Start(t, "m")
		srv.Capabilities = tc.caps
		conv, _ := openFake(t, srv, 4096, tc.st)
		if _, err := (Turn{}).Run(context.Background(), conv, "hi"); err != nil {
			t.Fatal(err)
		}
		req := srv.Requests()[0]
		if offered := len(req.Tools) > 0; offered != tc.offers {
			t.Errorf("%s: tools offered %v", tc.name, offered)
		}
		// The definitions are counted in the budget when they are sent.
		if counted := conv.Meter.View().Budget.System > 0; counted != tc.offers {
			t.Errorf("%s: tools counted in the budget: %v", tc.name, counted)
		}
	}
}

// A call of an unknown tool, or recall without a query, gets a sentence the
// model can act on, never an error of the turn.
func TestBadToolCallsAreAnswered(t *testing.T) {
	srv := fakeollama.Start(t, "tool-model:8b",
		fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call("rm_rf", map[string]any{"path": "/"}), fakeollama.Call(ToolRecall, nil)}},
		fakeollama.Reply{Content: "Sorry."},
	)
	conv, _ := openFake(t, srv, 4096, ToolSettings{})
	rep, err := Turn{}.Run(context.Background(), conv, "hi")
	if err != nil || rep.Reply.Content != "Sorry." {
		t.Fatalf("err %v, reply %q", err, rep.Reply.Content)
	}
	msgs := srv.Requests()[1].Messages
	bad, noQuery := msgs[len(msgs)-2], msgs[len(msgs)-1]
	if !strings.Contains(bad.Content, `There is no tool "rm_rf"`) || !strings.Contains(noQuery.Content, "recall needs a query") {
		t.Errorf("answers %q, %q", bad.Content, noQuery.Content)
	}
	raw, _ := json.Marshal(conv.Sess.Messages[1].ToolCalls)
	if !strings.Contains(string(raw), `"name":"rm_rf"`) {
		t.Errorf("saved calls %s", raw)
	}
}

// recall finds originals, never an earlier recall's copy of them: a second
// recall of the same words returns the message once, by its own number.
func TestRecallSkipsToolResults(t *testing.T) {
	recall := fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(ToolRecall, map[string]any{"query": "orchid-7"})}}
	srv := fakeollama.Start(t, "tool-model:8b", fakeollama.Reply{Content: "noted"}, recall, fakeollama.Reply{Content: "found"})
	conv, _ := openFake(t, srv, 4096, ToolSettings{})
	ctx := context.Background()
	if _, err := (Turn{}).Run(ctx, conv, "The release is called orchid-7."); err != nil {
		t.Fatal(err)
	}
	conv.ClearContext()
	if _, err := (Turn{}).Run(ctx, conv, "What was the release called?"); err != nil {
		t.Fatal(err)
	}
	conv.ClearContext() // the first recall's result is no longer sent either
	srv.Script(recall, fakeollama.Reply{Content: "found again"})
	if _, err := (Turn{}).Run(ctx, conv, "And again?"); err != nil {
		t.Fatal(err)
	}
	msgs := srv.Requests()[4].Messages
	result := msgs[len(msgs)-1].Content
	if strings.Count(result, "orchid-7") != 1 || !strings.Contains(result, "[message 1 · user]") {
		t.Errorf("the second recall answered %q", result)
	}
}

// After a turn whose last request went without tools (MaxToolRounds), the next
// request offers them again: the prediction built on Ollama's count of that
// last exchange must count the tools' definitions, which that count did not
// hold (~200 tokens of the reply's room).
func TestKnownPrefixCountsToolsOfferedAgain(t *testing.T) {
	loop := fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(ToolContextStats, nil)}}
	script := []fakeollama.Reply{{Content: "ok"}}
	for range MaxToolRounds {
		script = append(script, loop)
	}
	script = append(script, fakeollama.Reply{Content: "Here is the answer, in text at last."})
	srv := fakeollama.Start(t, "tool-model:8b", script...)
	conv, _ := openFake(t, srv, 8192, ToolSettings{})
	for _, text := range []string{"hi", "what does the context hold?"} {
		if _, err := (Turn{}).Run(context.Background(), conv, text); err != nil {
			t.Fatal(err)
		}
	}
	reqs := srv.Requests()
	if last := reqs[len(reqs)-1]; len(last.Tools) != 0 {
		t.Fatalf("the turn's last request offered tools: %v", toolNames(last))
	}
	// That request was predicted as sent, without the tools: Ollama's count
	// of it is no truncation.
	if conv.Sess.Truncations != 0 {
		t.Fatalf("Ollama's count of the request sent without tools was taken for a truncation (predicted with the tools' ~%d tokens)", conv.Meter.window.ToolsEstimate)
	}
	conv.AddUser("and now?")
	predicted := conv.Meter.View().Tokens
	req, id, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	if len(req.Tools) == 0 {
		t.Fatal("the next turn's request offers no tools")
	}
	_, _, res := collect(t, conv.Start(context.Background(), req, id))
	if actual := res.PromptTokens; predicted < actual {
		t.Fatalf("the next request, tools offered again, was predicted at %d tokens; Ollama counted %d (the tools' definitions, ~%d, left out)",
			predicted, actual, conv.Meter.window.ToolsEstimate)
	}
}

// When the result of a tool the model called makes the turn too large for the
// window, the sentence says so: the person's message with the tool's result,
// the turn's size — not "your message" with the size of the tool's result.
func TestTooLargeAfterAToolResultNamesIt(t *testing.T) {
	srv := fakeollama.Start(t, "tool-model:8b", fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(ToolContextStats, nil)}})
	conv, _ := openFake(t, srv, 1024, ToolSettings{})
	// The longest message that fits, leaving less room than the tool's
	// result takes.
	words := 0
	for n := 10; ; n += 5 {
		conv.AddUser(strings.Repeat("lexer ", n))
		fits := conv.Meter.View().Fits()
		conv.Sess.Messages = conv.Sess.Messages[:len(conv.Sess.Messages)-1]
		if !fits {
			break
		}
		words = n
	}
	message := strings.Repeat("lexer ", words)
	_, err := Turn{}.Run(context.Background(), conv, message)
	var tl *TooLargeError
	if !errors.As(err, &tl) {
		t.Fatalf("the turn ended with %v; want a TooLargeError", err)
	}
	last := conv.Sess.Messages[len(conv.Sess.Messages)-1]
	if last.Role != session.RoleTool {
		t.Fatalf("the turn's last message is %s", last.Role)
	}
	msg := err.Error()
	if !strings.Contains(msg, ToolContextStats) || tl.Tokens <= conv.Meter.Calibration().Scale(conv.Sess.Messages[0].Estimate) {
		t.Fatalf("the sentence %q (~%d tokens) does not name the tool's result with the person's message", msg, tl.Tokens)
	}
}

// context_stats tells the model what lowers the reliability estimate: the
// model's size alone, as a caveat about the model, until something of the
// conversation is lost; then what was lost.
func TestContextStatsSaysWhatLowersTheScore(t *testing.T) {
	srv := fakeollama.Start(t, "tool-model:8b")
	conv, _ := openFake(t, srv, 4096, ToolSettings{})
	for _, q := range []string{"the port is 8443", "the path is internal/parse/lexer.go", "and the version?"} {
		conv.AddUser(q)
		conv.Finish(&Result{Content: "noted: " + q, DoneReason: "stop"}, "")
	}
	stats := conv.Tools.stats()
	if !strings.Contains(stats, "Reliability estimate: low (50%). Nothing of the conversation is summarized, cut or truncated; the model's size (8B parameters) caps the score at 50%, a caveat about the model") {
		t.Fatalf("context_stats with nothing lost:\n%s", stats)
	}
	conv.Meter.Cut(2, session.CutTrim, t0)
	stats = conv.Tools.stats()
	if !strings.Contains(stats, "Lost to the model: ") || !strings.Contains(stats, "cut to fit") || strings.Contains(stats, "Nothing of the conversation") {
		t.Fatalf("context_stats after a trim:\n%s", stats)
	}
}
