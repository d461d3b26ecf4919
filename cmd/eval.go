package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/eval"
)

// evalFlags are `ollm eval`'s flags.
type evalFlags struct {
	model, windows, strategies, half, conv string
	turns, seed                            int
	probes                                 bool
}

func newEvalCmd(g *globals, stdout, stderr io.Writer) *cobra.Command {
	var f evalFlags
	c := &cobra.Command{
		Use:   "eval",
		Short: "Measure what a model still gets of a long conversation, per window and strategy",
		Long: `eval plays conversations of its corpus (40 turns each, as people type
them, in English, German and Spanish, with every fact they state marked: names,
places, dates, times, amounts, codes, titles, preferences, instructions,
decisions, questions, and later updates of some) through ollm's own context
engine against the Ollama server, at each window and with each strategy, and
prints markdown tables: the facts still in the final request, per kind, updated
facts with their newest value, what the memory lines are, whether the last
exchange is still sent verbatim, checkpoints, requests per turn, the share of
each prompt the server reads again, requests refused for length, cuts by the
server. With probes, it then asks the model about some of the facts and scores
the answers.

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
	fl.StringVar(&f.half, "half", eval.HeldOut157, "part of the corpus to play: "+strings.Join(eval.Parts(), ", ")+" (a heldout part, when there is one, was never used to tune ollm)")
	fl.StringVar(&f.conv, "conv", "", "play only these conversations of the half (ids, comma-separated, e.g. h2)")
	fl.IntVar(&f.turns, "turns", 40, "turns of each conversation")
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
	corpus, err := eval.LoadCorpus(f.half)
	if err != nil {
		return exitError{msg: "--half: " + err.Error()}
	}
	var scripts []eval.Script
	for _, sc := range corpus.Scripts(f.turns) {
		id := strings.TrimPrefix(sc.Name, corpus.Half+"/")
		if f.conv == "" || slices.Contains(strings.Split(f.conv, ","), id) {
			scripts = append(scripts, sc)
		}
	}
	if len(scripts) == 0 {
		return exitError{msg: fmt.Sprintf("--conv: no conversation %q in the %s half", f.conv, corpus.Half)}
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
	runs := len(windows) * len(strategies) * len(scripts)
	fmt.Fprintf(stderr, "ollm eval: %s, %d conversations of %d turns, %d runs against %s.\n", model, len(scripts), f.turns, runs, g.hostAddr())
	base := eval.Config{Client: client, Model: model, Seed: f.seed, Counter: counter, Dir: dir, Probes: f.probes}
	results, err := eval.Matrix(ctx, scripts, base, windows, strategies, func(r *eval.Result) {
		fmt.Fprintf(stderr, "  %s, %s at num_ctx %d: %d of %d facts in the final request (%s)\n", r.Script, r.Strategy, r.NumCtx, r.Facts.Present, r.Facts.Planted, r.Wall.Round(time.Second))
	})
	if len(results) > 0 {
		fmt.Fprintf(stdout, "The %s half of the corpus, model %s, server %s. Server cuts are Ollama's prompt counts below ollm's calibrated estimate; the re-evaluated share is measured on the tiny models' template, a stand-in for yours.\n\n", corpus.Half, model, g.hostAddr())
		eval.Table(stdout, results)
		fmt.Fprintln(stdout)
		eval.KindTable(stdout, results)
		eval.Probes(stdout, results)
	}
	if errors.Is(ctx.Err(), context.Canceled) {
		return exitError{msg: fmt.Sprintf("interrupted after %d of %d runs", len(results), runs)}
	}
	if err != nil {
		return exitError{msg: engine.Explain(err, g.hostAddr())}
	}
	return nil
}
