package eval

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// pct writes n of d as a percentage.
func pct(n, d int) string {
	if d == 0 {
		return "—"
	}
	return fmt.Sprintf("%d/%d (%d%%)", n, d, (n*100+d/2)/d)
}

// Table writes the results as a markdown table, one line per run.
func Table(w io.Writer, results []*Result) {
	fmt.Fprintln(w, "| window | strategy | facts in the final request | by age, oldest → newest quarter | updated: newest value / stale | instruction | code names | checkpoints: summary / facts only | truncations / trims | requests | too large to send | refused (400) | cut by the server | tokens: all → final | wall |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, r := range results {
		var ages []string
		for _, b := range r.ByAge {
			ages = append(ages, fmt.Sprintf("%d/%d", b.Present, b.Planted))
		}
		fmt.Fprintf(w, "| %d | %s | %s | %s | %d/%d / %d | %s | %d/%d | %d / %d | %d / %d | %d | %d | %d | %d | %s → %s | %s |\n",
			r.NumCtx, r.Strategy, pct(r.Present, r.Facts), strings.Join(ages, " · "), r.Newest, r.Updates, r.Stale,
			yes(r.Instruction), r.CodePresent, r.Code, r.Summaries, r.FactsOnly, r.Truncations, r.Trims,
			r.Requests, r.TooLarge, r.Refused, r.ServerCuts, short(r.TokensAll), short(r.TokensFinal), r.Wall.Round(100*time.Millisecond))
	}
}

// Probes writes the probe answers' scores, when there were any.
func Probes(w io.Writer, results []*Result) {
	any := false
	for _, r := range results {
		any = any || r.Probed > 0
	}
	if !any {
		return
	}
	fmt.Fprintln(w, "\n| window | strategy | probe answers right |")
	fmt.Fprintln(w, "|---|---|---|")
	for _, r := range results {
		fmt.Fprintf(w, "| %d | %s | %s |\n", r.NumCtx, r.Strategy, pct(r.Right, r.Probed))
	}
}

func yes(b bool) string {
	if b {
		return "kept"
	}
	return "lost"
}

func short(n int) string {
	if n < 1000 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%.1fk", float64(n)/1000)
}
