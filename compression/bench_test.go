package compression

import (
	"context"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// BenchmarkPipeline1000 measures the pipeline's own cost — identify, prepare,
// facts and grounding checks, checkpoint, update, validate — for a session of
// 1,000 messages, with a summarizer that answers at once (target: ≤ 5 ms).
// Text is sized at 4 bytes a token, as the tokenizer would be too costly to
// stand in for what the engine passes (stored estimates).
func BenchmarkPipeline1000(b *testing.B) {
	s := conversation(1000)
	in, _ := input(s)
	in.NumCtx, in.Available = 131072, 90000
	in.Settings = Settings{RecentMessages: 20, RecentTokens: 1}
	in.Size = Sizer{Message: func(m session.Message) int { return m.Estimate + 4 }, Text: func(t string) int { return len(t)/4 + 1 }}
	// A summary that keeps a tenth of the facts: the rest are looked up and
	// appended, the costly path.
	sp, err := Identify(s, in.Settings, in.NumCtx, in.Available, in.Size.Message)
	if err != nil {
		b.Fatal(err)
	}
	sp.Compact = sp.Compact[:len(sp.Compact)/10]
	reply, _ := faithful(Request{Prompt: SummaryPrompt(s, sp, nil, Detailed, 100, "", 8192)})
	f := &fake{replies: []func(Request) (string, error){says(reply)}}
	b.ReportAllocs()
	for b.Loop() {
		f.calls = f.calls[:0]
		if _, err := Run(context.Background(), in, f, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFacts measures fact extraction over 100 KB of conversation.
func BenchmarkFacts(b *testing.B) {
	s := conversation(700)
	var text []byte
	for _, m := range s.Messages {
		text = append(text, m.Content...)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		var f Facts
		f.Add(string(text))
	}
}

// BenchmarkMergeTurn measures what a compaction of one turn costs the memory
// once it is large: the lines of the 998 messages before merged already, the
// newest turn's lines merged into them (each new line is compared with every
// earlier one).
func BenchmarkMergeTurn(b *testing.B) {
	s := conversation(1000)
	var before []int
	for i := range 998 {
		before = append(before, i)
	}
	ledger := Merge(nil, Extract(s, before), nil)
	fresh := Extract(s, []int{998, 999})
	texts := []string{s.Messages[998].Content, s.Messages[999].Content}
	b.ReportAllocs()
	for b.Loop() {
		Merge(ledger, fresh, texts)
	}
	b.ReportMetric(float64(len(ledger)), "lines")
}

// BenchmarkFitLedger measures a fit that must drop lines: the memory of 998
// messages into a budget of a third of what it costs (the fewest lines of the
// least worth found by halving, then up to eight of them taken back).
func BenchmarkFitLedger(b *testing.B) {
	s := conversation(1000)
	var all []int
	for i := range 998 {
		all = append(all, i)
	}
	ledger := Merge(nil, Extract(s, all), nil)
	size := func(t string) int { return len(t)/4 + 1 }
	budget := size(strings.Join(LedgerLines(ledger, LedgerView{}), "\n")) / 3
	b.ReportAllocs()
	for b.Loop() {
		FitLedger(ledger, budget, size, LedgerView{})
	}
	b.ReportMetric(float64(len(ledger)), "lines")
}
