package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/spf13/cobra"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/eval"
)

// evalFlags are `ollm eval`'s flags.
type evalFlags struct {
	model, windows, strategies string
	turns, seed                int
	probes                     bool
}

func newEvalCmd(g *globals, stdout, stderr io.Writer) *cobra.Command {
	var f evalFlags
	c := &cobra.Command{
		Use:   "eval",
		Short: "Measure what a model still gets of a long conversation, per window and strategy",
		Long: `eval runs a scripted 40-turn conversation (facts planted in ordinary text,
updates to some of them, an early instruction, code blocks) through ollm's own
context engine against the Ollama server, at each window and with each
strategy, and prints a markdown table: the facts still in the final request
(by age), updated facts with their newest value, checkpoints by kind, requests,
requests refused for length, cuts by the server, tokens and time. With probes,
it then asks the model where some of the services are and scores the answers.

Runs use ollm's default compaction settings (config.json's are not applied),
so that results compare. Nothing is saved under ~/.ollm. A run takes as long
as the model needs for 40 replies and the summaries: minutes on a GPU, much
longer on a CPU.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return runEval(c.Context(), g, f, stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.StringVarP(&f.model, "model", "m", "", "model to measure (default: config.json's, else the first installed)")
	fl.StringVar(&f.windows, "num-ctx", "1024,2048,4096,8192", "windows to run, comma-separated")
	fl.StringVar(&f.strategies, "strategies", "truncate,summarize,ledger", "strategies to compare: truncate (drop the oldest turns), summarize (the model's summary alone), ledger (the summary over the facts ledger, the default)")
	fl.IntVar(&f.turns, "turns", 40, "turns of the script")
	fl.IntVar(&f.seed, "seed", 7, "seed sent with every request")
	fl.BoolVar(&f.probes, "probes", true, "ask probe questions at the end and score the answers")
	return c
}

func runEval(ctx context.Context, g *globals, f evalFlags, stdout, stderr io.Writer) error {
	windows, err := eval.ParseWindows(f.windows)
	if err != nil {
		return exitError{msg: "--num-ctx: " + err.Error()}
	}
	strategies, err := eval.ParseStrategies(f.strategies)
	if err != nil {
		return exitError{msg: "--strategies: " + err.Error()}
	}
	if f.turns < 8 {
		return exitError{msg: "--turns: at least 8 turns are needed to plant, update and probe facts"}
	}
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()
	client := g.client()
	model := f.model
	if model == "" {
		set, err := g.settings()
		if err != nil {
			return err
		}
		model = set.cfg.Model
	}
	lookup, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if model == "" {
		models, err := engine.Installed(lookup, client)
		if err != nil {
			return exitError{msg: engine.Explain(err, g.hostAddr())}
		}
		if len(models) == 0 {
			return exitError{msg: "No models are installed. Get one with `ollama pull NAME`."}
		}
		model = models[0].Name
	}
	if _, err := engine.Show(lookup, client, model); err != nil {
		return exitError{msg: engine.Explain(err, g.hostAddr())}
	}
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "ollm-eval-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	sc := eval.Ops(f.turns)
	fmt.Fprintf(stderr, "ollm eval: %s, %d turns, %d runs against %s.\n", model, f.turns, len(windows)*len(strategies), g.hostAddr())
	base := eval.Config{Client: client, Model: model, Seed: f.seed, Counter: counter, Dir: dir, Probes: f.probes}
	results, err := eval.Matrix(ctx, sc, base, windows, strategies, func(r *eval.Result) {
		fmt.Fprintf(stderr, "  %s at num_ctx %d: %d of %d facts in the final request (%s)\n", r.Strategy, r.NumCtx, r.Present, r.Facts, r.Wall.Round(time.Second))
	})
	if len(results) > 0 {
		fmt.Fprintf(stdout, "Script %s, model %s, server %s. Server cuts are Ollama's prompt counts below ollm's calibrated estimate.\n\n", sc.Name, model, g.hostAddr())
		eval.Table(stdout, results)
		eval.Probes(stdout, results)
	}
	if errors.Is(ctx.Err(), context.Canceled) {
		return exitError{msg: fmt.Sprintf("interrupted after %d of %d runs", len(results), len(windows)*len(strategies))}
	}
	if err != nil {
		return exitError{msg: engine.Explain(err, g.hostAddr())}
	}
	return nil
}
