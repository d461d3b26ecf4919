// Command eval runs `ollm eval`'s measurement against the project's own real
// Ollama server with the tiny generated model: `make eval`. The tiny model's
// tokenizer makes every prompt's size known exactly, so a cut by the server is
// counted exactly too. Its replies are random text: only the in-context figures
// mean something (see docs/evaluation.md for real models).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/eval"
	"github.com/ollm/ollm/internal/ollamatest"
)

func main() {
	windows := flag.String("num-ctx", "1024,2048,4096,8192", "windows to run, comma-separated")
	strategies := flag.String("strategies", "truncate,summarize,ledger", "strategies to compare")
	turns := flag.Int("turns", 40, "turns of the script")
	memory := flag.Float64("memory-share", 0, "memory_share of the runs (0: the default)")
	flag.Parse()
	if err := run(*windows, *strategies, *turns, *memory); err != nil {
		fmt.Fprintln(os.Stderr, "eval:", err)
		os.Exit(1)
	}
}

func run(windowList, strategyList string, turns int, memoryShare float64) error {
	windows, err := eval.ParseWindows(windowList)
	if err != nil {
		return err
	}
	strategies, err := eval.ParseStrategies(strategyList)
	if err != nil {
		return err
	}
	ctx := context.Background()
	start, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	srv, err := ollamatest.Start(start)
	if err != nil {
		return err
	}
	defer srv.Stop()
	if err := srv.CreateTinyModels(start); err != nil {
		return err
	}
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		return err
	}
	exact := func(req *api.ChatRequest) int { return ollamatest.TinyPromptTokens(req.Messages) }
	var trace func(string)
	if os.Getenv("OLLM_TRACE") != "" {
		trace = func(s string) { fmt.Fprintln(os.Stderr, s) }
	}
	sc := eval.Ops(turns)
	base := eval.Config{Client: engine.NewClient(srv.Host), Model: ollamatest.TinyModel,
		Seed: 7, Counter: counter, Exact: exact, Trace: trace,
		Settings: func(st *compression.Settings) { st.MemoryShare = memoryShare }}
	results, err := eval.Matrix(ctx, sc, base, windows, strategies, func(r *eval.Result) {
		fmt.Fprintf(os.Stderr, "eval: %s at num_ctx %d: %d/%d facts in the final request (%s)\n", r.Strategy, r.NumCtx, r.Present, r.Facts, r.Wall.Round(time.Second))
	})
	if err != nil {
		return err
	}
	fmt.Printf("Script %s against %s, model %s (random weights: in-context figures only; its answers mean nothing).\n\n", sc.Name, srv, ollamatest.TinyModel)
	eval.Table(os.Stdout, results)
	return nil
}
