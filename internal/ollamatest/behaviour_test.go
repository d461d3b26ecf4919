package ollamatest

// These tests pin down what the real Ollama server does, so that the rest of ollm
// can rely on it. docs/ollama-behaviour.md records the same facts in prose; when a
// test here fails after an Ollama upgrade, update both.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ollama/ollama/api"
	"github.com/ollama/ollama/types/model"
)

func client(t *testing.T, s *Server) *api.Client {
	t.Helper()
	u, err := url.Parse(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	return api.NewClient(u, http.DefaultClient)
}

// chunk is one NDJSON line of /api/chat, decoded loosely so that the test sees
// which fields are present.
type chunk map[string]any

func postChat(t *testing.T, s *Server, body map[string]any) (int, []chunk) {
	t.Helper()
	data, _ := json.Marshal(body)
	resp, err := http.Post(s.URL()+"/api/chat", "application/json", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out []chunk
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var c chunk
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("line %q is not JSON: %v", sc.Text(), err)
		}
		out = append(out, c)
	}
	return resp.StatusCode, out
}

func msgs(pairs ...string) []map[string]string {
	var out []map[string]string
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, map[string]string{"role": pairs[i], "content": pairs[i+1]})
	}
	return out
}

// promptTokens predicts prompt_eval_count for the tiny model: one token per byte
// of the rendered prompt, plus BOS.
func promptTokens(pairs ...string) int {
	var roles, contents []string
	for i := 0; i+1 < len(pairs); i += 2 {
		roles, contents = append(roles, pairs[i]), append(contents, pairs[i+1])
	}
	return len(RenderTinyPrompt(roles, contents)) + 1
}

func num(c chunk, key string) int {
	f, _ := c[key].(float64)
	return int(f)
}

func TestStreamedChunks(t *testing.T) {
	s := Require(t)
	conv := []string{"system", "be brief", "user", "hello there"}
	status, chunks := postChat(t, s, map[string]any{
		"model": TinyModel, "messages": msgs(conv...),
		"options": map[string]any{"num_ctx": 1024, "seed": 7, "num_predict": 64},
	})
	if status != http.StatusOK || len(chunks) < 2 {
		t.Fatalf("status %d, %d chunks", status, len(chunks))
	}
	for i, c := range chunks[:len(chunks)-1] {
		if c["done"] != false {
			t.Fatalf("chunk %d: done = %v, want false", i, c["done"])
		}
		if _, ok := c["message"].(map[string]any)["content"].(string); !ok {
			t.Fatalf("chunk %d has no message.content: %v", i, c)
		}
		for _, k := range []string{"done_reason", "prompt_eval_count", "eval_count", "total_duration"} {
			if _, ok := c[k]; ok {
				t.Fatalf("intermediate chunk %d carries %s", i, k)
			}
		}
	}
	final := chunks[len(chunks)-1]
	if final["done"] != true {
		t.Fatalf("last chunk not done: %v", final)
	}
	if r := final["done_reason"]; r != "stop" && r != "length" {
		t.Fatalf("done_reason = %v", r)
	}
	if got, want := num(final, "prompt_eval_count"), promptTokens(conv...); got != want {
		t.Fatalf("prompt_eval_count = %d, want %d (bytes of the rendered prompt + BOS)", got, want)
	}
	// eval_count counts the end-of-text token, which is not sent as content.
	if ev := num(final, "eval_count"); ev < len(chunks)-1 || ev > len(chunks) {
		t.Fatalf("eval_count %d for %d content chunks", ev, len(chunks)-1)
	}
	for _, k := range []string{"total_duration", "load_duration", "prompt_eval_duration", "eval_duration"} {
		if num(final, k) <= 0 {
			t.Errorf("final chunk: %s = %v, want > 0", k, final[k])
		}
	}
}

func TestSameSeedSameReply(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	reply := func() string {
		var out strings.Builder
		err := c.Chat(context.Background(), &api.ChatRequest{
			Model: TinyModel, Messages: []api.Message{{Role: "user", Content: "repeat"}},
			Options: map[string]any{"num_ctx": 1024, "seed": 42, "num_predict": 40},
		}, func(r api.ChatResponse) error { out.WriteString(r.Message.Content); return nil })
		if err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	if a, b := reply(), reply(); a != b || a == "" {
		t.Fatalf("same seed, different replies: %q vs %q", a, b)
	}
}

// longConversation is a conversation whose prompt is far larger than 512 tokens.
func longConversation() []string {
	var conv []string
	for i := range 12 {
		conv = append(conv, "user", fmt.Sprintf("question %02d %s", i, strings.Repeat("x", 60)),
			"assistant", fmt.Sprintf("answer %02d %s", i, strings.Repeat("y", 60)))
	}
	return append(conv, "user", "the last question")
}

func TestOverflowIsTruncatedSilentlyByDefault(t *testing.T) {
	s := Require(t)
	conv := longConversation()
	full := promptTokens(conv...)
	const numCtx = 512
	if full <= numCtx {
		t.Fatalf("test conversation too small: %d tokens", full)
	}
	status, chunks := postChat(t, s, map[string]any{
		"model": TinyModel, "messages": msgs(conv...),
		"options": map[string]any{"num_ctx": numCtx, "num_predict": 8, "seed": 1},
	})
	if status != http.StatusOK {
		t.Fatalf("status %d, want 200 (silent truncation)", status)
	}
	got := num(chunks[len(chunks)-1], "prompt_eval_count")
	if got >= full || got > numCtx {
		t.Fatalf("prompt_eval_count = %d for a %d-token prompt at num_ctx %d: expected the cut size", got, full, numCtx)
	}
	// The server drops whole oldest messages: the count is the size of some
	// suffix of the conversation, rendered.
	suffix := -1
	for i := 0; i < len(conv); i += 2 {
		if promptTokens(conv[i:]...) == got {
			suffix = i / 2
		}
	}
	if suffix < 0 {
		t.Fatalf("prompt_eval_count %d is not the size of any whole-message suffix", got)
	}
	t.Logf("full prompt %d tokens, num_ctx %d: server kept messages %d.. (%d tokens), HTTP 200", full, numCtx, suffix, got)
}

func TestOverflowWithTruncateFalseIsAnError(t *testing.T) {
	s := Require(t)
	status, chunks := postChat(t, s, map[string]any{
		"model": TinyModel, "messages": msgs(longConversation()...), "truncate": false,
		"options": map[string]any{"num_ctx": 512, "num_predict": 8},
	})
	if status != http.StatusBadRequest || len(chunks) != 1 {
		t.Fatalf("status %d, %d lines; want 400 and one error", status, len(chunks))
	}
	if msg, _ := chunks[0]["error"].(string); !strings.Contains(msg, "exceeds the context length") {
		t.Fatalf("error = %q", msg)
	}
	// The Go client turns it into an api.StatusError.
	err := client(t, s).Chat(context.Background(), &api.ChatRequest{
		Model: TinyModel, Messages: apiMsgs(longConversation()), Truncate: new(false),
		Options: map[string]any{"num_ctx": 512, "num_predict": 8},
	}, func(api.ChatResponse) error { return nil })
	var se api.StatusError
	if !errors.As(err, &se) || se.StatusCode != http.StatusBadRequest {
		t.Fatalf("client error = %#v", err)
	}
}

func TestOneMessageTooLong(t *testing.T) {
	s := Require(t)
	conv := []string{"user", strings.Repeat("z", 700)}
	status, chunks := postChat(t, s, map[string]any{
		"model": TinyModel, "messages": msgs(conv...),
		"options": map[string]any{"num_ctx": 512, "num_predict": 4},
	})
	got := num(chunks[len(chunks)-1], "prompt_eval_count")
	if status != http.StatusOK || got > 512 {
		t.Fatalf("default: status %d, prompt_eval_count %d; want 200 and a cut prompt", status, got)
	}
	t.Logf("one %d-token message at num_ctx 512, default truncate: HTTP 200, prompt_eval_count %d", promptTokens(conv...), got)
	status, _ = postChat(t, s, map[string]any{
		"model": TinyModel, "messages": msgs(conv...), "truncate": false,
		"options": map[string]any{"num_ctx": 512, "num_predict": 4},
	})
	if status != http.StatusBadRequest {
		t.Fatalf("truncate false: status %d, want 400", status)
	}
}

func apiMsgs(pairs []string) []api.Message {
	var out []api.Message
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, api.Message{Role: pairs[i], Content: pairs[i+1]})
	}
	return out
}

func TestCacheReuseStillCountsTheWholePrompt(t *testing.T) {
	s := Require(t)
	conv := []string{"user", "first question " + strings.Repeat("q", 300)}
	opts := map[string]any{"num_ctx": 2048, "num_predict": 8, "seed": 3}
	_, first := postChat(t, s, map[string]any{"model": TinyModel, "messages": msgs(conv...), "options": opts})
	_, again := postChat(t, s, map[string]any{"model": TinyModel, "messages": msgs(conv...), "options": opts})
	a, b := first[len(first)-1], again[len(again)-1]
	want := promptTokens(conv...)
	if num(a, "prompt_eval_count") != want || num(b, "prompt_eval_count") != want {
		t.Fatalf("prompt_eval_count %d then %d, want %d both times", num(a, "prompt_eval_count"), num(b, "prompt_eval_count"), want)
	}
	ext := append(conv, "assistant", "ok", "user", "second")
	_, third := postChat(t, s, map[string]any{"model": TinyModel, "messages": msgs(ext...), "options": opts})
	if got := num(third[len(third)-1], "prompt_eval_count"); got != promptTokens(ext...) {
		t.Fatalf("extended conversation: prompt_eval_count %d, want the whole %d", got, promptTokens(ext...))
	}
	t.Logf("prompt eval duration: first %s, repeated %s", time.Duration(num(a, "prompt_eval_duration")), time.Duration(num(b, "prompt_eval_duration")))
}

func TestLengthStops(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	var last api.ChatResponse
	var content strings.Builder
	err := c.Chat(context.Background(), &api.ChatRequest{
		Model: EndlessModel, Messages: []api.Message{{Role: "user", Content: "go on"}},
		Options: map[string]any{"num_ctx": 1024, "num_predict": 300},
	}, func(r api.ChatResponse) error { content.WriteString(r.Message.Content); last = r; return nil })
	if err != nil {
		t.Fatal(err)
	}
	if last.DoneReason != "length" || last.EvalCount != 300 {
		t.Fatalf("endless model at num_predict 300: done_reason %q, eval_count %d", last.DoneReason, last.EvalCount)
	}
	// With shift off, a full window ends the reply with "length" too.
	prompt := promptTokens("user", "go on")
	err = c.Chat(context.Background(), &api.ChatRequest{
		Model: EndlessModel, Messages: []api.Message{{Role: "user", Content: "go on"}}, Shift: new(false),
		Options: map[string]any{"num_ctx": 256},
	}, func(r api.ChatResponse) error { last = r; return nil })
	if err != nil {
		t.Fatal(err)
	}
	// The last sampled token needs no cache slot: prompt + eval_count reaches
	// num_ctx + 1 exactly.
	if last.DoneReason != "length" || prompt+last.EvalCount != 256+1 {
		t.Fatalf("window full with shift off: done_reason %q, prompt %d + eval %d", last.DoneReason, prompt, last.EvalCount)
	}
	t.Logf("shift off, num_ctx 256: reply stopped at eval_count %d (prompt %d)", last.EvalCount, prompt)
}

func TestModelEndpoints(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	ctx := context.Background()
	v, err := c.Version(ctx)
	want := Version
	if other := os.Getenv("OLLM_OLLAMA_VERSION"); other != "" {
		want = other // the suite run against another build (docs/testing.md)
	}
	if err != nil || v != want {
		t.Fatalf("version %q, %v; want %s", v, err, want)
	}
	show, err := c.Show(ctx, &api.ShowRequest{Model: TinyModel})
	if err != nil {
		t.Fatal(err)
	}
	if show.ModelInfo["general.architecture"] != "llama" || show.ModelInfo["llama.context_length"] != float64(4096) {
		t.Fatalf("model_info: arch %v, context_length %v", show.ModelInfo["general.architecture"], show.ModelInfo["llama.context_length"])
	}
	if show.Details.ParameterSize == "" || len(show.Capabilities) == 0 {
		t.Fatalf("details %+v, capabilities %v", show.Details, show.Capabilities)
	}
	t.Logf("show: parameter_size %s, quantization %s, capabilities %v", show.Details.ParameterSize, show.Details.QuantizationLevel, show.Capabilities)
	tags, err := c.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, m := range tags.Models {
		names[m.Name] = true
	}
	if !names[TinyModel+":latest"] || !names[EndlessModel+":latest"] {
		t.Fatalf("tags: %v", names)
	}
	// /api/ps reports the loaded window, not the model's maximum.
	if err := c.Chat(ctx, &api.ChatRequest{Model: TinyModel, Messages: []api.Message{{Role: "user", Content: "x"}},
		Options: map[string]any{"num_ctx": 768, "num_predict": 1}}, func(api.ChatResponse) error { return nil }); err != nil {
		t.Fatal(err)
	}
	ps, err := c.ListRunning(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range ps.Models {
		if m.Name == TinyModel+":latest" {
			found = true
			if m.ContextLength != 768 {
				t.Fatalf("ps context_length = %d, want the loaded 768", m.ContextLength)
			}
		}
	}
	if !found {
		t.Fatalf("ps does not list the loaded model: %+v", ps.Models)
	}
}

func TestMissingModel(t *testing.T) {
	s := Require(t)
	err := client(t, s).Chat(context.Background(), &api.ChatRequest{Model: "no-such-model", Messages: []api.Message{{Role: "user", Content: "x"}}},
		func(api.ChatResponse) error { return nil })
	var se api.StatusError
	if !errors.As(err, &se) || se.StatusCode != http.StatusNotFound || se.ErrorMessage != "model 'no-such-model' not found" {
		t.Fatalf("err = %#v", err)
	}
}

func TestServerNotRunning(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing listens there now
	u, _ := url.Parse("http://" + addr)
	err = api.NewClient(u, http.DefaultClient).Chat(context.Background(), &api.ChatRequest{Model: TinyModel},
		func(api.ChatResponse) error { return nil })
	var ue *url.Error
	if !errors.As(err, &ue) || !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("err = %#v, want a *url.Error wrapping ECONNREFUSED", err)
	}
}

func TestCancelMidStream(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	var n int
	var done bool
	err := c.Chat(ctx, &api.ChatRequest{Model: EndlessModel, Messages: []api.Message{{Role: "user", Content: "go"}},
		Options: map[string]any{"num_ctx": 1024, "num_predict": 100000}},
		func(r api.ChatResponse) error {
			n++
			done = done || r.Done
			if n == 20 {
				cancel()
			}
			return nil
		})
	// The Go client mostly returns nil on a cancelled stream. When the cancel
	// cuts an NDJSON line in half, its scanner hands the partial line to
	// json.Unmarshal and Chat returns errors.New(partial line), e.g.
	// `{"model":"tiny-endless","created_at":"2026-11`. Either way only the
	// missing final chunk tells that the reply did not finish.
	if err != nil && !strings.HasPrefix(err.Error(), `{"model":`) || done || n < 20 {
		t.Fatalf("cancelled stream: err %v, done %v after %d chunks", err, done, n)
	}
	var last api.ChatResponse
	if err := c.Chat(context.Background(), &api.ChatRequest{Model: TinyModel, Messages: []api.Message{{Role: "user", Content: "still there?"}},
		Options: map[string]any{"num_ctx": 1024, "num_predict": 8}}, func(r api.ChatResponse) error { last = r; return nil }); err != nil || !last.Done {
		t.Fatalf("the server is not healthy after a cancelled stream: %v", err)
	}
}

// BenchmarkTinyModelTokens measures the tiny model's generation rate on this
// machine (reported as tokens/s).
func BenchmarkTinyModelTokens(b *testing.B) {
	s := Require(b)
	u, _ := url.Parse(s.URL())
	c := api.NewClient(u, http.DefaultClient)
	var tokens int
	var dur time.Duration
	for b.Loop() {
		err := c.Chat(context.Background(), &api.ChatRequest{Model: EndlessModel, Messages: []api.Message{{Role: "user", Content: "go"}},
			Options: map[string]any{"num_ctx": 1024, "num_predict": 500}}, func(r api.ChatResponse) error {
			if r.Done {
				tokens += r.EvalCount
				dur += r.EvalDuration
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(tokens)/dur.Seconds(), "tokens/s")
}

// TestConsecutiveMessagesOfOneRoleAreJoined: Ollama joins consecutive messages of
// the same role into one, separated by a blank line, before rendering the
// template — two system messages (prompt and summaries) or several user messages
// in a row reach the model as one. prompt_eval_count shows it.
func TestConsecutiveMessagesOfOneRoleAreJoined(t *testing.T) {
	s := Require(t)
	conv := []string{"system", "be brief", "system", "summary", "user", "hello", "user", "world", "assistant", "x", "user", "again"}
	_, chunks := postChat(t, s, map[string]any{"model": TinyModel, "messages": msgs(conv...), "options": map[string]any{"num_ctx": 512, "num_predict": 1}})
	joined := len("<|system|>be brief\n\nsummary\n<|user|>hello\n\nworld\n<|assistant|>x\n<|user|>again\n<|assistant|>") + 1
	if got := num(chunks[len(chunks)-1], "prompt_eval_count"); got != joined || promptTokens(conv...) != joined {
		t.Fatalf("prompt_eval_count %d, RenderTinyPrompt %d, want %d (messages joined)", got, promptTokens(conv...), joined)
	}
}

// The thinking model: /api/show lists the capability; with think unset or true
// the reply's text arrives in message.thinking until "</think>", then in
// content; with think false everything is content; the other models refuse
// think true. The thinking is not part of what the next prompt renders unless
// it is sent back (ollm never sends it).
func TestThinkingModel(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	ctx := context.Background()
	onlyIn(t, c, "thinking", ThinkingModel)
	ask := func(model string, think *api.ThinkValue, seed int) (thinking, content string, err error) {
		var tb, cb strings.Builder
		err = c.Chat(ctx, &api.ChatRequest{Model: model, Think: think, Messages: []api.Message{{Role: "user", Content: "hello"}},
			Options: map[string]any{"num_ctx": 1024, "seed": seed, "num_predict": 400}}, func(r api.ChatResponse) error {
			tb.WriteString(r.Message.Thinking)
			cb.WriteString(r.Message.Content)
			return nil
		})
		return tb.String(), cb.String(), err
	}
	both := 0
	for seed := range 12 {
		th, co, err := ask(ThinkingModel, nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		if th == "" {
			t.Fatalf("seed %d: think unset, no thinking (content %q)", seed, co)
		}
		if strings.Contains(th, "</think>") {
			t.Fatalf("seed %d: the closing tag is in the thinking: %q", seed, th)
		}
		if co != "" {
			both++
		}
	}
	if both == 0 {
		t.Fatal("no reply of 12 got past </think> into the answer")
	}
	th, co, err := ask(ThinkingModel, &api.ThinkValue{Value: false}, 1)
	if err != nil || th != "" || co == "" {
		t.Fatalf("think false: thinking %q, content %q, %v", th, co, err)
	}
	if _, _, err := ask(TinyModel, &api.ThinkValue{Value: true}, 1); err == nil || !strings.Contains(err.Error(), "does not support thinking") {
		t.Fatalf("think true on tiny: %v", err)
	}
	t.Logf("thinking model: %d of 12 replies thought, then answered", both)
}

// onlyIn checks that /api/show lists capability for the model name and not
// for tiny.
func onlyIn(t *testing.T, c *api.Client, capability model.Capability, name string) {
	t.Helper()
	for m, want := range map[string]bool{name: true, TinyModel: false} {
		show, err := c.Show(context.Background(), &api.ShowRequest{Model: m})
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(show.Capabilities, capability) != want {
			t.Fatalf("%s: capabilities %v; %s listed: want %v", m, show.Capabilities, capability, want)
		}
	}
}

// Tools: /api/show lists the tools capability for a template that uses .Tools;
// a model without it refuses any request that offers tools (400), which is why
// ollm offers its context tools only where the capability is listed.
func TestToolsCapability(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	ctx := context.Background()
	if err := s.CreateToolsModel(ctx); err != nil {
		t.Fatal(err)
	}
	onlyIn(t, c, "tools", ToolsModel)
	tools := api.Tools{{Type: "function", Function: api.ToolFunction{Name: "context_stats", Parameters: api.ToolFunctionParameters{Type: "object", Properties: api.NewToolPropertiesMap()}}}}
	ask := func(model string) error {
		return c.Chat(ctx, &api.ChatRequest{Model: model, Tools: tools, Messages: []api.Message{{Role: "user", Content: "hello"}},
			Options: map[string]any{"num_ctx": 1024, "num_predict": 4}}, func(api.ChatResponse) error { return nil })
	}
	if err := ask(ToolsModel); err != nil {
		t.Fatalf("tools model: %v", err)
	}
	err := ask(TinyModel)
	var se api.StatusError
	if !errors.As(err, &se) || se.StatusCode != http.StatusBadRequest || !strings.Contains(se.ErrorMessage, "does not support tools") {
		t.Fatalf("tools offered to tiny: %v", err)
	}
}

// The merges model counts the same text differently from tiny: its tokenizer
// joins a space and a lowercase letter into one token (MergesPromptTokens),
// and it writes a space only inside those tokens, so that its replies read
// back into the tokens it wrote: eval_count is the reply's cost in the next
// prompt, as for a real model. The same prompts cost tiny more.
func TestMergesModelCountsDifferently(t *testing.T) {
	s := Require(t)
	c := client(t, s)
	ctx := context.Background()
	if err := s.CreateMergesModel(ctx); err != nil {
		t.Fatal(err)
	}
	ask := func(model string, m []api.Message, seed int) (last api.ChatResponse, text string) {
		var b strings.Builder
		err := c.Chat(ctx, &api.ChatRequest{Model: model, Messages: m, Options: map[string]any{"num_ctx": 2048, "seed": seed, "num_predict": 300}},
			func(r api.ChatResponse) error { b.WriteString(r.Message.Content); last = r; return nil })
		if err != nil {
			t.Fatal(err)
		}
		return last, b.String()
	}
	question := []api.Message{{Role: "user", Content: "the parser rejects input on port 8443, see internal/parse/lexer.go"}}
	merges, tiny := 0, 0
	for seed := range 4 {
		first, text := ask(MergesModel, question, seed)
		if want := MergesPromptTokens(question); first.PromptEvalCount != want {
			t.Fatalf("merges model: prompt_eval_count %d, MergesPromptTokens %d", first.PromptEvalCount, want)
		}
		back := append(slices.Clone(question), api.Message{Role: "assistant", Content: text}, api.Message{Role: "user", Content: "and?"})
		next, _ := ask(MergesModel, back, seed)
		if want := MergesPromptTokens(back); next.PromptEvalCount != want {
			t.Fatalf("merges model: the next prompt counted %d, MergesPromptTokens %d", next.PromptEvalCount, want)
		}
		written := first.EvalCount
		if first.DoneReason == "stop" {
			written-- // the end-of-text token is counted, not written
		}
		empty := []api.Message{question[0], {Role: "assistant"}, back[2]}
		if readBack := MergesPromptTokens(back) - MergesPromptTokens(empty); written != readBack {
			t.Fatalf("merges model: it wrote %d tokens of a reply that reads back as %d (%q)", written, readBack, text)
		}
		other, _ := ask(TinyModel, back, seed)
		if want := TinyPromptTokens(back); other.PromptEvalCount != want {
			t.Fatalf("tiny: prompt_eval_count %d, TinyPromptTokens %d", other.PromptEvalCount, want)
		}
		merges, tiny = merges+next.PromptEvalCount, tiny+other.PromptEvalCount
	}
	if merges*100 > tiny*95 {
		t.Fatalf("the same prompts cost the merges model %d tokens and tiny %d: too close to tell apart", merges, tiny)
	}
	t.Logf("the same four prompts: tiny %d tokens, the merges model %d (%.0f%%)", tiny, merges, 100*float64(merges)/float64(tiny))
}
