package engine

import (
	"context"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// The shapes of the tool loop against the real server: ollm reads the tools
// capability from /api/show, offers the tools to that model only, and Ollama
// takes ollm's history of a call and its results as they are meant — the
// prompt it counts is exactly the template's rendering of the tools, the call
// and the results (the tools model's prompt is one token a byte). After the
// checkpoint's watermark, the same history is sent without them, exactly.
func TestToolShapesAgainstOllama(t *testing.T) {
	client, srv := realClient(t)
	ctx := context.Background()
	if err := srv.CreateToolsModel(ctx); err != nil {
		t.Fatal(err)
	}
	for model, tools := range map[string]bool{ollamatest.ToolsModel: true, ollamatest.TinyModel: false} {
		info, err := Show(ctx, client, model)
		if err != nil {
			t.Fatal(err)
		}
		if info.Tools != tools {
			t.Errorf("%s: tools capability %v", model, info.Tools)
		}
	}
	conv, _, err := Open(session.NewStore(t.TempDir()), client, fixedClock, OpenOptions{
		Model: ollamatest.ToolsModel, Options: session.Options{NumCtx: 2048, NumPredict: 4},
		Counter: tokens.NewCounter(), Calibrations: tokens.NewCalibrations(),
	})
	if err != nil {
		t.Fatal(err)
	}
	defer conv.Close()
	info, err := Show(ctx, client, ollamatest.ToolsModel)
	if err != nil {
		t.Fatal(err)
	}
	conv.SetModel(info, 2048)

	// A turn whose reply called recall, its result, and the answer — as
	// Tools.Answer leaves them — then the person's next message.
	add := func(m session.Message) {
		m.Estimate = conv.Meter.Count(m.Content + m.ToolCallsText())
		conv.Sess.Append(m)
	}
	conv.AddUser("Where is the config?")
	add(session.Message{Role: session.RoleAssistant, Content: "Looking.", ToolCalls: []session.ToolCall{{Name: ToolRecall, Arguments: []byte(`{"query":"config"}`)}}})
	add(session.Message{Role: session.RoleTool, ToolName: ToolRecall, Content: "[message 1 · user]\nThe config is /etc/app.conf."})
	add(session.Message{Role: session.RoleAssistant, Content: "It is /etc/app.conf."})
	conv.AddUser("Thanks.")

	ask := func() (prompt, want int) {
		t.Helper()
		req, id, _, err := conv.NextReply()
		if err != nil {
			t.Fatal(err)
		}
		_, _, res := collect(t, conv.Start(ctx, req, id))
		if res.Err != nil {
			t.Fatalf("Ollama refused the request: %v", res.Err)
		}
		conv.Finish(res, "")
		return res.PromptTokens, len(ollamatest.RenderToolsPrompt(req.Tools, req.Messages)) + 1
	}
	req, _, _, _ := conv.NextReply()
	if len(req.Tools) != 3 || len(req.Messages[1].ToolCalls) != 1 || req.Messages[2].ToolName != ToolRecall {
		t.Fatalf("request: %d tools, messages %+v", len(req.Tools), req.Messages)
	}
	if got, want := ask(); got != want {
		t.Errorf("with the call and its result: Ollama counted %d prompt tokens, the template gives %d", got, want)
	}

	// The watermark passes them: the call's text stays, the call and the
	// result go.
	if compression.Prune(conv.Sess, 4, conv.Meter.Count, 0) == 0 {
		t.Fatal("pruning freed nothing")
	}
	conv.AddUser("And the port?")
	req, _, _, _ = conv.NextReply()
	for _, m := range req.Messages {
		if len(m.ToolCalls) > 0 || m.Role == string(session.RoleTool) {
			t.Errorf("sent after the watermark: %+v", m)
		}
	}
	if got, want := ask(); got != want {
		t.Errorf("after the watermark: Ollama counted %d prompt tokens, the template gives %d", got, want)
	}
}
