package engine

import (
	"context"
	"fmt"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/internal/ollamatest"
)

// After /model, the replies of the model used before are counted for the
// model now in use: their eval_count is the other tokenizer's count. Against
// the real server, with tiny and the merges model, whose tokenizer counts the
// same text in fewer tokens: a conversation on tiny (which calibrates it), on
// the merges model, then on tiny again. The prediction of the first prompt
// after the switch back, margin included, must cover what Ollama counts — a
// prompt counted short eats the reply's room, or draws a 400 — and stay near
// it.
func TestRepliesOfAnotherModelAreCountedForTheModelInUse(t *testing.T) {
	const numCtx = 4096
	client, srv := realClient(t)
	ctx := context.Background()
	if err := srv.CreateMergesModel(ctx); err != nil {
		t.Fatal(err)
	}
	conv := openTiny(t, client, numCtx, 0, compression.Settings{})
	use := func(model string) {
		t.Helper()
		info, err := Show(ctx, client, model)
		if err != nil {
			t.Fatal(err)
		}
		conv.SetModel(info, numCtx)
	}
	turn := func(text string) (predicted int, res *Result) {
		t.Helper()
		conv.AddUser(text)
		predicted = conv.Meter.View().Tokens
		req, id, _, err := conv.NextReply()
		if err != nil {
			t.Fatal(err)
		}
		_, _, res = collect(t, conv.Start(ctx, req, id))
		if res.Err != nil {
			t.Fatalf("%s: %v", conv.Sess.Model, res.Err)
		}
		conv.Finish(res, "")
		return predicted, res
	}
	for i := range 5 {
		turn(fmt.Sprintf("tiny, question %d: what does the parser do with input %d?", i, 300+i))
	}
	use(ollamatest.MergesModel)
	for i := range 6 {
		turn(fmt.Sprintf("merges, question %d: and with the lexer at line %d?", i, 40+i))
	}
	use(ollamatest.TinyModel)
	predicted, res := turn("back on tiny: so what now?")
	if res.PromptTokens > predicted || float64(predicted) > 1.15*float64(res.PromptTokens) {
		t.Fatalf("the first prompt after the switch back was predicted at %d tokens (margin included); Ollama counted %d", predicted, res.PromptTokens)
	}
	t.Logf("first prompt after the switch back: predicted %d, Ollama counted %d", predicted, res.PromptTokens)
}
