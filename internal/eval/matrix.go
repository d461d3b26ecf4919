package eval

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ParseWindows reads a comma-separated list of windows ("1024,2048").
func ParseWindows(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 256 {
			return nil, fmt.Errorf("window %q: a number of tokens of at least 256 is needed", strings.TrimSpace(f))
		}
		out = append(out, n)
	}
	return out, nil
}

// ParseStrategies reads a comma-separated list of strategies.
func ParseStrategies(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		switch f {
		case Truncate, Summarize, Ledger:
			out = append(out, f)
		default:
			return nil, fmt.Errorf("no strategy %q (truncate, summarize, ledger)", f)
		}
	}
	return out, nil
}

// Matrix runs every script at every window with every strategy, each run in
// a fresh folder under base.Dir (removed after it), and tells done each result
// as it comes.
func Matrix(ctx context.Context, scripts []Script, base Config, windows []int, strategies []string, done func(*Result)) ([]*Result, error) {
	var results []*Result
	for _, w := range windows {
		for _, strat := range strategies {
			for _, sc := range scripts {
				dir, err := os.MkdirTemp(base.Dir, "ollm-eval-*")
				if err != nil {
					return results, err
				}
				cfg := base
				cfg.NumCtx, cfg.Strat, cfg.Dir = w, strat, dir
				r, err := Run(ctx, sc, cfg)
				os.RemoveAll(dir)
				if err != nil {
					return results, fmt.Errorf("%s, %s at num_ctx %d: %w", sc.Name, strat, w, err)
				}
				if done != nil {
					done(r)
				}
				results = append(results, r)
			}
		}
	}
	return results, nil
}
