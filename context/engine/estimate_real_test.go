package engine

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/ollamatest"
)

var samples = map[string][]string{
	"prose": {
		"The committee met on Tuesday to discuss the budget for next year, and after a long debate it agreed to fund the new library.",
		"She walked along the river in the early morning, watching the fog lift slowly from the water while the city woke up behind her.",
		"Most of the problems we saw in production came from configuration drift between the staging and the live environments.",
		"He kept a small notebook in his coat pocket and wrote down every idea, however silly, before it could slip away.",
		"The report concludes that the bridge is safe for now but will need major repairs within the next five to ten years.",
		"After the storm the neighbours gathered in the street to clear the fallen branches and check on the older residents.",
	},
	"code": {
		"func (s *Store) Save(sess *Session) error {\n\tpath, err := s.Path(sess.ID)\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn writeFileAtomic(path, data, 0o600)\n}",
		"for i := range items {\n\tif items[i].Done {\n\t\tcontinue\n\t}\n\ttotal += items[i].Cost * rate[items[i].Kind]\n}",
		"def parse(line: str) -> dict:\n    key, _, value = line.partition('=')\n    return {key.strip(): value.strip()}",
		"SELECT id, name, created_at FROM users WHERE last_login < NOW() - INTERVAL '30 days' ORDER BY created_at DESC;",
		"const handler = async (req, res) => {\n  const body = await req.json();\n  res.status(200).send({ ok: true, id: body.id });\n};",
		"#include <stdio.h>\nint main(void) {\n    for (int i = 0; i < 10; i++) printf(\"%d\\n\", i * i);\n    return 0;\n}",
	},
	"cjk": {
		"今日は天気がとても良いので、公園で散歩をしてからカフェでコーヒーを飲みました。",
		"这个项目的目标是让本地模型在很小的上下文窗口里也能进行很长的对话。",
		"회의는 화요일 오후 세 시에 시작하며, 모든 팀원은 준비한 자료를 가져와야 합니다.",
		"新しいバージョンでは、セッションの保存がより安全になり、データが失われることはありません。",
		"我们在测试中发现，当上下文超过限制时，服务器会悄悄地删除最早的消息。",
		"この文章はトークン数の見積もりがどれほど正確かを確かめるためのものです。",
	},
	"emoji": {
		"Great job team 🎉🎉 the release is out 🚀 and the tests are green ✅✅✅",
		"Weekend plans: 🏔️ hiking, 🍕 pizza, 🎮 games and 😴 a lot of sleep",
		"Status: 🔴 api down, 🟡 db slow, 🟢 cache fine, 🔵 queue idle 👀",
		"I ❤️ this idea 💡 let's ship it 📦 before friday 🗓️ 🙏",
		"Mood today: 😀😃😄😁😆😅😂🤣 and then 😭😭 after the meeting",
		"Packing list: 🧥 coat 🧤 gloves 🧣 scarf 🥾 boots 🔦 torch 🗺️ map",
	},
}

// TestEstimateErrorByKindOfText reports how far the tiktoken estimate is from the
// tiny model's exact count, raw and after calibrating on three samples of the same
// kind of text. The figures go to docs/context-window.md.
func TestEstimateErrorByKindOfText(t *testing.T) {
	client, _ := realClient(t)
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	actual := func(text string) int {
		var last api.ChatResponse
		err := client.Chat(context.Background(), &api.ChatRequest{Model: ollamatest.TinyModel,
			Messages: []api.Message{{Role: "user", Content: text}}, Options: map[string]any{"num_ctx": 1024, "num_predict": 1}},
			func(r api.ChatResponse) error { last = r; return nil })
		if err != nil {
			t.Fatal(err)
		}
		return last.PromptEvalCount
	}
	estimate := func(text string) int { return counter.Count(text) }
	var report []string
	for _, kind := range []string{"prose", "code", "cjk", "emoji"} {
		var cal tokens.Calibration
		var raw, calibrated, heur float64
		for i, text := range samples[kind] {
			got, est := actual(text), estimate(text)
			if i < 3 {
				cal = cal.Observe(est, 2, got)
				continue
			}
			raw += math.Abs(float64(est+2*tokens.MessageOverhead-got)) / float64(got) / 3
			heur += math.Abs(float64(tokens.Heuristic(text)+2*tokens.MessageOverhead-got)) / float64(got) / 3
			calibrated += math.Abs(float64(cal.Predict(est, 2)-got)) / float64(got) / 3
		}
		report = append(report, fmt.Sprintf("%-6s raw %5.1f%%  heuristic %5.1f%%  calibrated %4.1f%% (ratio %.2f)", kind, raw*100, heur*100, calibrated*100, cal.Ratio))
		// Short single messages of mixed languages vary more than a running
		// conversation (TestLongConversationIsNeverTruncated: within 5%); here
		// calibration must at least cut the raw error by two thirds.
		if calibrated > raw/3 {
			t.Errorf("%s: calibration left %.1f%% of error (raw %.1f%%)", kind, calibrated*100, raw*100)
		}
	}
	t.Log("estimate error against the tiny model's exact prompt_eval_count (byte tokenizer):\n" + strings.Join(report, "\n"))
}
