package eval

import (
	"context"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/ollamatest"
)

func TestMain(m *testing.M) { ollamatest.Main(m) }

// The whole path against the real server, in a 2048-token window where the
// tiny model's summaries are gibberish: 16 turns of a development
// conversation. Compaction succeeds (facts-only checkpoints, no trims), no
// request is refused or cut by the server, no updated fact is stale, the first
// turn's instruction stays, every memory line is a span of its message, and
// the memory keeps more facts than dropping turns does, at about one request a
// turn.
func TestLedgerKeepsMoreThanTruncateInATinyWindow(t *testing.T) {
	srv := ollamatest.Require(t)
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	c, err := LoadCorpus(Dev)
	if err != nil {
		t.Fatal(err)
	}
	sc := c.Scripts(16)[0]
	base := Config{Client: engine.NewClient(srv.Host), Model: ollamatest.TinyModel,
		Seed: 7, Counter: counter, Dir: t.TempDir(), Exact: func(req *api.ChatRequest) int { return ollamatest.TinyPromptTokens(req.Messages) }}
	results, err := Matrix(context.Background(), []Script{sc}, base, []int{2048}, []string{Truncate, Ledger}, nil)
	if err != nil {
		t.Fatal(err)
	}
	trunc, ledger := results[0], results[1]
	var table strings.Builder
	Table(&table, results)
	t.Log("\n" + table.String() + "\n" + ledger.Memory)
	for _, r := range results {
		if r.Refused != 0 || r.ServerCuts != 0 || r.Turns != 16 {
			t.Errorf("%s: %d refused, %d cut by the server, %d turns", r.Strategy, r.Refused, r.ServerCuts, r.Turns)
		}
	}
	if ledger.FactsOnly == 0 || ledger.Trims != 0 {
		t.Errorf("ledger: %d facts-only checkpoints, %d trims", ledger.FactsOnly, ledger.Trims)
	}
	if ledger.Stale != 0 || ledger.Joined != 0 || !ledger.Instruction || !ledger.Thread {
		t.Errorf("ledger: %d stale, %d lines joined from pieces, instruction kept %v, thread kept %v", ledger.Stale, ledger.Joined, ledger.Instruction, ledger.Thread)
	}
	if ledger.Facts.Present <= trunc.Facts.Present {
		t.Errorf("ledger kept %d facts, truncate %d", ledger.Facts.Present, trunc.Facts.Present)
	}
	if ledger.PerTurn() > 1.3 {
		t.Errorf("ledger: %.2f requests a turn", ledger.PerTurn())
	}
}
