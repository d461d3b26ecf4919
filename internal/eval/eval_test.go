package eval

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/ollamatest"
)

func TestMain(m *testing.M) { ollamatest.Main(m) }

// The whole path against the real server, in a 1024-token window where the
// tiny model's summaries are gibberish: compaction still succeeds (facts-only
// checkpoints, no trims), no span under half the window is too large to
// summarize, no request is refused or cut by the server, no updated fact is
// stale, the first turn's instruction stays, and the ledger keeps more facts
// than dropping turns does.
func TestLedgerKeepsMoreThanTruncateInATinyWindow(t *testing.T) {
	srv := ollamatest.Require(t)
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	var notices []string
	base := Config{Client: engine.NewClient(srv.Host), Model: ollamatest.TinyModel,
		Seed: 7, Counter: counter, Dir: t.TempDir(), Exact: func(req *api.ChatRequest) int { return ollamatest.TinyPromptTokens(req.Messages) },
		Trace: func(s string) { notices = append(notices, s) }}
	sc := Ops(16)
	results, err := Matrix(context.Background(), sc, base, []int{1024}, []string{Truncate, Ledger}, nil)
	if err != nil {
		t.Fatal(err)
	}
	trunc, ledger := results[0], results[1]
	var table strings.Builder
	Table(&table, results)
	t.Log("\n" + table.String())
	// "Too large to summarize" only for a span of half the window or more.
	span := regexp.MustCompile(`messages \d+–\d+ kept as facts only, ([\d,]+) → \d+ tokens`)
	for _, n := range notices {
		if !strings.Contains(n, "too large to summarize") {
			continue
		}
		m := span.FindStringSubmatch(n)
		if m == nil {
			t.Errorf("a compaction failed: %s", n)
			continue
		}
		if tokens, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); tokens < 1024/2 {
			t.Errorf("a span under half the window was too large to summarize: %s", n)
		}
	}
	// One turn (a code block, ~800 byte tokens) is larger than the window
	// less the reserve: it is refused, as the person would be told.
	for _, r := range results {
		if r.Refused != 0 || r.ServerCuts != 0 || r.TooLarge != 1 || r.Turns != 15 {
			t.Errorf("%s: %d refused, %d cut by the server, %d too large, %d turns", r.Strategy, r.Refused, r.ServerCuts, r.TooLarge, r.Turns)
		}
	}
	if ledger.Summaries+ledger.FactsOnly == 0 || ledger.Trims != 0 {
		t.Errorf("ledger: %d summaries, %d facts-only checkpoints, %d trims", ledger.Summaries, ledger.FactsOnly, ledger.Trims)
	}
	// A byte tokenizer in 1,024 tokens: room for a few facts beside the
	// newest turn. The ledger keeps more than dropping turns, and never an
	// old value as if current.
	if ledger.Updates == 0 || ledger.Stale != 0 {
		t.Errorf("ledger: %d of %d updated facts with their newest value, %d stale", ledger.Newest, ledger.Updates, ledger.Stale)
	}
	if ledger.Present <= trunc.Present {
		t.Errorf("ledger kept %d facts, truncate %d", ledger.Present, trunc.Present)
	}
	if !ledger.Instruction {
		t.Error("the first turn's instruction is lost with the ledger")
	}
}
