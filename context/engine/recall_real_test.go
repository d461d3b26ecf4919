package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
)

// requests keeps what a client was asked and what Ollama counted of it.
type requests struct {
	Client
	sent    []*api.ChatRequest
	counted []int
}

func (r *requests) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	r.sent = append(r.sent, req)
	r.counted = append(r.counted, 0)
	n := len(r.counted) - 1
	return r.Client.Chat(ctx, req, func(resp api.ChatResponse) error {
		if resp.Done {
			r.counted[n] = resp.PromptEvalCount
		}
		return fn(resp)
	})
}

// /recall against the real server: after compaction, a compacted message found
// by a path it contains is sent verbatim with the next request only — in the
// body, and in Ollama's count of the prompt — and APIStart, the checkpoints and
// the history do not change.
func TestRecallSendsACompactedMessageOnce(t *testing.T) {
	real, _ := realClient(t)
	rec := &requests{Client: real}
	// 1,536 tokens: room for the recalled message and its block's head
	// within a quarter of the window (a byte tokenizer spends ~200 on them).
	conv := openTiny(t, rec, 1536, 40, compression.Settings{})
	for i := range 20 {
		text := fmt.Sprintf("Note %d: the config of service%d lives in /etc/svc%d/app.toml and listens on port %d.", i, i, i, 7000+i)
		if _, err := (Turn{}).Run(context.Background(), conv, text); err != nil {
			t.Fatal(err)
		}
	}
	s := conv.Sess
	if len(s.Checkpoints) == 0 || s.APIStart < 2 {
		t.Fatalf("no compaction: %d checkpoints, api_start %d", len(s.Checkpoints), s.APIStart)
	}
	matches := SearchRecall(s, conv.Meter.View(), "/etc/svc1/app.toml")
	if len(matches) == 0 || matches[0].Index != 2 {
		t.Fatalf("matches %+v, want message 3 first", matches)
	}
	apiStart, cps, msgs := s.APIStart, len(s.Checkpoints), len(s.Messages)
	kept, left := conv.Meter.Recall([]int{matches[0].Index})
	if len(kept) != 1 || len(left) != 0 {
		t.Fatalf("recall kept %v, left %v", kept, left)
	}
	if _, err := (Turn{}).Run(context.Background(), conv, "What was the path again?"); err != nil {
		t.Fatal(err)
	}
	withRecall, count := rec.sent[len(rec.sent)-1], rec.counted[len(rec.counted)-1]
	original := s.Messages[2].Content
	found := 0
	for _, m := range withRecall.Messages {
		if strings.Contains(m.Content, "<"+window.RecallTag+">") && strings.Contains(m.Content, "[message 3 · user]\n"+original) {
			found++
		}
	}
	if found != 1 {
		t.Fatalf("the recalled message is in %d messages of the request: %+v", found, withRecall.Messages)
	}
	if want := ollamatest.TinyPromptTokens(withRecall.Messages); count != want {
		t.Fatalf("Ollama counted %d prompt tokens, the request with the recall renders to %d", count, want)
	}
	if s.APIStart < apiStart || len(s.Checkpoints) < cps || len(s.Messages) != msgs+2 || conv.Meter.Recalled() != nil {
		t.Fatalf("the recall changed the session: api_start %d→%d, checkpoints %d→%d, messages %d→%d, still attached %v",
			apiStart, s.APIStart, cps, len(s.Checkpoints), msgs, len(s.Messages), conv.Meter.Recalled())
	}
	if _, err := (Turn{}).Run(context.Background(), conv, "And the port?"); err != nil {
		t.Fatal(err)
	}
	for _, m := range rec.sent[len(rec.sent)-1].Messages {
		if strings.Contains(m.Content, window.RecallTag) {
			t.Fatalf("the recall was sent again: %q", m.Content)
		}
	}
}
