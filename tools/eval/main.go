// Command eval runs `ollm eval`'s measurement against the project's own real
// Ollama server with the tiny generated model: `make eval`. The tiny model's
// tokenizer makes every prompt's size known exactly, so a cut by the server is
// counted exactly too. Its replies are random text: only the in-context figures
// mean something (see docs/evaluation.md for real models). It plays both halves
// of the corpus (internal/eval/corpus): the development parts, which the memory
// was tuned on, and the held-out half, which was not.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/eval"
	"github.com/ollm/ollm/internal/ollamatest"
)

func main() {
	windows := flag.String("num-ctx", "2048,4096,8192", "windows to run, comma-separated")
	strategies := flag.String("strategies", "ledger", "strategies to compare (truncate, summarize, ledger)")
	halves := flag.String("halves", strings.Join(eval.Parts(), ","), "parts of the corpus to play ("+strings.Join(eval.Parts(), ", ")+")")
	only := flag.String("conv", "", "play only these conversations (ids, comma-separated)")
	turns := flag.Int("turns", 0, "play only the first turns of each conversation (0: all)")
	memory := flag.Float64("memory-share", 0, "memory_share of the runs (0: the default)")
	lines := flag.Bool("memory", false, "print each run's final memory block on stderr")
	flag.Parse()
	if err := run(*windows, *strategies, *halves, *only, *turns, *memory, *lines); err != nil {
		fmt.Fprintln(os.Stderr, "eval:", err)
		os.Exit(1)
	}
}

func run(windowList, strategyList, halfList, only string, turns int, memoryShare float64, showMemory bool) error {
	windows, err := eval.ParseWindows(windowList)
	if err != nil {
		return err
	}
	strategies, err := eval.ParseStrategies(strategyList)
	if err != nil {
		return err
	}
	var scripts []eval.Script
	for _, half := range strings.Split(halfList, ",") {
		c, err := eval.LoadCorpus(strings.TrimSpace(half))
		if err != nil {
			return err
		}
		for _, sc := range c.Scripts(turns) {
			if only == "" || slices.Contains(strings.Split(only, ","), strings.TrimPrefix(sc.Name, c.Half+"/")) {
				scripts = append(scripts, sc)
			}
		}
	}
	// Interrupted, it stops its server before it exits (it left it running).
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	srv, err := ollamatest.Start(start)
	if err != nil {
		return err
	}
	defer srv.Stop()
	if err := srv.CreateLongModel(start); err != nil {
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
	base := eval.Config{Client: engine.NewClient(srv.Host), Model: ollamatest.LongModel,
		Seed: 7, Counter: counter, Exact: exact, Trace: trace,
		Settings: func(st *compression.Settings) { st.MemoryShare = memoryShare }}
	results, err := eval.Matrix(ctx, scripts, base, windows, strategies, func(r *eval.Result) {
		fmt.Fprintf(os.Stderr, "eval: %s, %s at num_ctx %d: %d/%d facts, %d memory lines (%d without a fact), %.2f requests a turn, %.0f%% re-evaluated (%s)\n",
			r.Script, r.Strategy, r.NumCtx, r.Facts.Present, r.Facts.Planted, r.Lines, r.Empty, r.PerTurn(), r.ReEvaluated*100, r.Wall.Round(time.Second))
		if showMemory {
			fmt.Fprintln(os.Stderr, r.Memory)
			fmt.Fprintln(os.Stderr, "lost: "+strings.Join(r.Lost, "; "))
			fmt.Fprintln(os.Stderr, "without a fact:\n"+strings.Join(r.EmptyLines, "\n"))
			if r.Annotated {
				fmt.Fprintln(os.Stderr, "holding nothing the message states:\n"+strings.Join(r.NothingLines, "\n"))
			}
			fmt.Fprintln(os.Stderr, "marked, not updated:\n"+strings.Join(r.MismarkedLines, "\n"))
		}
	})
	if err != nil {
		return err
	}
	fmt.Printf("The corpus (%s) against %s, model %s (random weights: in-context figures only; its answers mean nothing).\n\n", halfList, srv, ollamatest.LongModel)
	eval.Table(os.Stdout, results)
	fmt.Println()
	eval.KindTable(os.Stdout, results)
	return nil
}
