package say

import (
	"fmt"
	"strings"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Checkpoint says what a compaction made: a summary (with the facts it
// lacked sent from the memory) or, when the summary was rejected, the memory
// alone and why.
func Checkpoint(res *compression.Result, ledgerOff bool) string {
	cp := res.Checkpoint
	var b strings.Builder
	if cp.FactsOnly() {
		fmt.Fprintf(&b, "Checkpoint %d: messages %d–%d kept as facts only, %s → %s tokens: the model's summary was not used (%s).",
			cp.Number, cp.From+1, cp.To, Short(cp.TokensBefore), Short(cp.TokensAfter), cp.Rejected)
	} else {
		how := compression.LevelName(cp.Level)
		if cp.Edited {
			how = "your text"
		}
		fmt.Fprintf(&b, "Checkpoint %d: messages %d–%d summarized, %s → %s tokens (%s).",
			cp.Number, cp.From+1, cp.To, Short(cp.TokensBefore), Short(cp.TokensAfter), how)
		switch {
		case len(res.Missing) > 0 && !ledgerOff:
			fmt.Fprintf(&b, " %s the summary lacked %s sent from the memory.", Plural(len(res.Missing), "fact"), verb(len(res.Missing)))
		case len(res.Missing) > 0:
			fmt.Fprintf(&b, " %s the summary lacked added to it as a list.", Plural(len(res.Missing), "fact"))
		}
	}
	if res.Lost > 0 {
		fmt.Fprintf(&b, " %d of its values the model sees nowhere now%s; they are in the history (/history).", res.Lost, named(res.LostValues))
	}
	b.WriteString(Dropped(res.Dropped))
	return b.String()
}

// named is the first three values, quoted, after a space and in brackets
// ("" when there are none).
func named(values []string) string {
	if len(values) == 0 {
		return ""
	}
	var q []string
	for _, v := range values[:min(len(values), 3)] {
		q = append(q, fmt.Sprintf("%q", Clip(v, 30)))
	}
	if len(values) > 3 {
		q = append(q, fmt.Sprintf("%d more", len(values)-3))
	}
	return " (" + strings.Join(q, ", ") + ")"
}

// Dropped names the memory lines a budget let go ("" when none), after a
// space: the person learns what the model no longer has, and where it still
// is.
func Dropped(dropped []session.LedgerEntry) string {
	if len(dropped) == 0 {
		return ""
	}
	var names []string
	for _, e := range dropped[:min(len(dropped), 3)] {
		names = append(names, fmt.Sprintf("#%d %q", e.Msg+1, Clip(e.Text, 40)))
	}
	more := ""
	if len(dropped) > 3 {
		more = fmt.Sprintf(" and %d more", len(dropped)-3)
	}
	return fmt.Sprintf(" The memory had no room for %s: %s%s; they stay in the history (/recall finds them).",
		Plural(len(dropped), "line"), strings.Join(names, ", "), more)
}
