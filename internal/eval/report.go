package eval

import (
	"fmt"
	"io"
	"slices"
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

// Group is the runs of one half of the corpus at one window with one strategy,
// added up.
type Group struct {
	Half, Strategy string
	NumCtx         int
	Runs           []*Result
	Total          Result
	// Instructions and Threads count the runs that kept the first
	// instruction and the thread.
	Instructions, Threads int
	// Annotated counts the runs whose messages list everything they state.
	Annotated int
}

// nothing is the count of lines holding nothing their message states, or
// "—" when some conversation of the group does not list what it states.
func (g *Group) nothing() string {
	if g.Annotated < len(g.Runs) || len(g.Runs) == 0 {
		return "—"
	}
	return fmt.Sprint(g.Total.Nothing)
}

// Groups adds the results up per half, window and strategy, in the order they
// came.
func Groups(results []*Result) []*Group {
	var out []*Group
	find := func(half, strat string, w int) *Group {
		for _, g := range out {
			if g.Half == half && g.Strategy == strat && g.NumCtx == w {
				return g
			}
		}
		g := &Group{Half: half, Strategy: strat, NumCtx: w, Total: Result{ByKind: map[string]*Score{}, UpdateKinds: map[string]*Score{}}}
		out = append(out, g)
		return g
	}
	for _, r := range results {
		half, _, _ := strings.Cut(r.Script, "/")
		g := find(half, r.Strategy, r.NumCtx)
		g.Runs = append(g.Runs, r)
		t := &g.Total
		t.Facts.Planted += r.Facts.Planted
		t.Facts.Present += r.Facts.Present
		for k, s := range r.ByKind {
			addScore(t.ByKind, k, s)
		}
		for k, s := range r.UpdateKinds {
			addScore(t.UpdateKinds, k, s)
		}
		t.Updates += r.Updates
		t.Newest += r.Newest
		t.Stale += r.Stale
		t.Unmarked += r.Unmarked
		t.Mismarked += r.Mismarked
		if r.Instruction {
			g.Instructions++
		}
		t.Lines += r.Lines
		t.Empty += r.Empty
		t.Bare += r.Bare
		t.Plain += r.Plain
		t.Nothing += r.Nothing
		if r.Annotated {
			g.Annotated++
		}
		t.Joined += r.Joined
		t.ModelLines += r.ModelLines
		if r.Thread {
			g.Threads++
		}
		t.Summaries += r.Summaries
		t.FactsOnly += r.FactsOnly
		t.Truncations += r.Truncations
		t.Trims += r.Trims
		t.Requests += r.Requests
		t.Chats += r.Chats
		t.Refused += r.Refused
		t.ServerCuts += r.ServerCuts
		t.Turns += r.Turns
		t.TooLarge += r.TooLarge
		t.Wall += r.Wall
	}
	for _, g := range out {
		g.Total.ReEvaluated = 0
		for _, r := range g.Runs {
			g.Total.ReEvaluated += r.ReEvaluated / float64(len(g.Runs))
		}
	}
	return out
}

func addScore(m map[string]*Score, k string, s *Score) {
	if m[k] == nil {
		m[k] = &Score{}
	}
	m[k].Planted += s.Planted
	m[k].Present += s.Present
}

// lowest is the kind with the lowest share of its facts present.
func lowest(by map[string]*Score) string {
	name, share := "", 2.0
	for _, k := range Kinds {
		s := by[k]
		if s == nil || s.Planted == 0 {
			continue
		}
		if f := float64(s.Present) / float64(s.Planted); f < share {
			name, share = k, f
		}
	}
	if name == "" {
		return "—"
	}
	return name + " " + pct(by[name].Present, by[name].Planted)
}

// Table writes one line per half, window and strategy: the facts in the final
// request, the lowest kind, updates, the first instruction, what the memory
// lines are, the thread, checkpoints, what the turns cost.
func Table(w io.Writer, results []*Result) {
	fmt.Fprintln(w, "| half | window | strategy | facts in the final request | lowest kind | updates: newest / stale / old unmarked / marked, not updated | first instruction | memory lines: without a fact (naming nothing; of 2 words or fewer; holding nothing the message states) / joined / the model's | thread | checkpoints: summary / facts only | trims | requests per turn | re-evaluated per prompt | refused (400) | cut by the server | wall |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, g := range Groups(results) {
		t := g.Total
		n := len(g.Runs)
		fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %d/%d / %d / %d / %d | %d/%d | %d (%d; %d; %s) / %d / %d of %d | %d/%d | %d / %d | %d | %.2f | %.0f%% | %d | %d | %s |\n",
			g.Half, g.NumCtx, g.Strategy, pct(t.Facts.Present, t.Facts.Planted), lowest(t.ByKind), t.Newest, t.Updates, t.Stale, t.Unmarked, t.Mismarked,
			g.Instructions, n, t.Empty, t.Plain, t.Bare, g.nothing(), t.Joined, t.ModelLines, t.Lines, g.Threads, n, t.Summaries, t.FactsOnly, t.Trims,
			t.PerTurn(), t.ReEvaluated*100, t.Refused, t.ServerCuts, t.Wall.Round(time.Second))
	}
}

// KindTable writes the share of facts present per kind, one line per half,
// window and strategy, and the newest values per kind of update.
func KindTable(w io.Writer, results []*Result) {
	fmt.Fprintf(w, "| half | window | strategy | %s | updates: %s |\n", strings.Join(Kinds, " | "), strings.Join(updateKinds(results), " · "))
	fmt.Fprintf(w, "|---|---|---|%s---|\n", strings.Repeat("---|", len(Kinds)))
	for _, g := range Groups(results) {
		var cells []string
		for _, k := range Kinds {
			s := g.Total.ByKind[k]
			if s == nil {
				cells = append(cells, "—")
				continue
			}
			cells = append(cells, pct(s.Present, s.Planted))
		}
		var ups []string
		for _, k := range updateKinds(results) {
			s := g.Total.UpdateKinds[k]
			if s == nil {
				ups = append(ups, "—")
				continue
			}
			ups = append(ups, fmt.Sprintf("%d/%d", s.Present, s.Planted))
		}
		fmt.Fprintf(w, "| %s | %d | %s | %s | %s |\n", g.Half, g.NumCtx, g.Strategy, strings.Join(cells, " | "), strings.Join(ups, " · "))
	}
}

func updateKinds(results []*Result) []string {
	var out []string
	for _, r := range results {
		for k := range r.UpdateKinds {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	slices.Sort(out)
	return out
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
	fmt.Fprintln(w, "\n| script | window | strategy | probe answers right |")
	fmt.Fprintln(w, "|---|---|---|---|")
	for _, r := range results {
		fmt.Fprintf(w, "| %s | %d | %s | %s |\n", r.Script, r.NumCtx, r.Strategy, pct(r.Right, r.Probed))
	}
}
