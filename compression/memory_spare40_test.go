package compression_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// Spare lines (stop 40, docs/compression.md "Spare lines"): a message's plain
// lines used to go as soon as one of its lines named something, and with them
// what people say in words alone. The sentences are this file's own.

// A plain line beside a line that names something stays, marked spare; the
// named line is no spare. Before, only the named line was kept.
func TestAPlainLineBesideANamedOneStaysSpare(t *testing.T) {
	for _, c := range []struct{ text, named, plain string }{
		{"Mrs Pennock is lending us her gramophone for act two. The ghost will be a voice only, whispering from behind the curtain with a torch under a sheet.", "Pennock", "voice only"},
		{"Quick update: Gary from the garage says the clutch is fine. The rattle is a loose heat shield under the exhaust, cheap fix apparently.", "Gary", "heat shield"},
	} {
		lines := read31(c.text)
		named := slices.IndexFunc(lines, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, c.named) })
		plain := slices.IndexFunc(lines, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, c.plain) })
		switch {
		case named < 0 || plain < 0:
			t.Errorf("%q: want a line with %q and one with %q, got %q", c.text, c.named, c.plain, texts(lines))
		case lines[named].Spare || !lines[plain].Spare:
			t.Errorf("%q: want %q kept as a spare line and %q not: %+v", c.text, c.plain, c.named, lines)
		}
	}
}

// The model's plain lines are not kept: its words count where they name
// something. The same words from the person keep the plain line spare.
func TestTheModelsPlainLinesAreNotKept(t *testing.T) {
	const reply = "The hall is booked for Friday 12 May at 7pm. Honestly the caretaker sounds like a lovely man who keeps the place tidy."
	has := func(lines []session.LedgerEntry, w string) bool {
		return slices.ContainsFunc(lines, func(e session.LedgerEntry) bool { return strings.Contains(e.Text, w) })
	}
	if person := read31(reply); !has(person, "caretaker") {
		t.Fatalf("the person's plain line is not kept: %q", texts(person))
	}
	model := compression.Extract(said("Is the hall sorted?", "A: "+reply), []int{1})
	if !has(model, "12 May") {
		t.Fatalf("the model's named line is not kept: %q", texts(model))
	}
	if has(model, "caretaker") {
		t.Errorf("the model's plain line is kept: %q", texts(model))
	}
}

// Spare lines go before any other, however specific: a spare line of weight 30
// goes before a plain fact of weight 3.
func TestSpareLinesGoFirst(t *testing.T) {
	size := func(s string) int { return len(s) }
	ledger := []session.LedgerEntry{
		{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 3, Text: "The tent pegs are in the red bag."},
		{Kind: session.LedgerFact, Msg: 2, User: true, Weight: 30, Spare: true, Text: "The ghost will be a voice only, whispering from behind the curtain."},
		{Kind: session.LedgerFact, Msg: 4, User: true, Weight: 12, Text: "Kieran Walsh from the Crown does the bar, cash only."},
	}
	budget := size(strings.Join(compression.LedgerLines(ledger, compression.LedgerView{}), "\n")) - 10
	kept, dropped := compression.FitLedger(ledger, budget, size, compression.LedgerView{})
	if len(kept) != 2 || slices.ContainsFunc(kept, func(e session.LedgerEntry) bool { return e.Spare }) {
		t.Errorf("want only the spare line gone; kept %q", texts(kept))
	}
	// Its going is no loss: no notice names it, no checkpoint counts it.
	if len(dropped) != 0 {
		t.Errorf("the spare line's going is reported: %q", texts(dropped))
	}
}

// When dropping spare lines is enough, the other lines all stay: the fit does
// not cut them to nine tenths of the budget, as it does when it must drop one
// of them (else every compaction would cut real lines for the spare ones to
// fill the tenth again).
func TestDroppingSpareLinesLeavesTheOthersWhole(t *testing.T) {
	size := func(s string) int { return len(s) }
	var ledger []session.LedgerEntry
	for i, text := range []string{
		"The hall is booked for Friday 12 May at 7pm.",
		"Kieran Walsh from the Crown does the bar, cash only.",
		"Tickets are £8, children under 12 free.",
		"The raffle prizes are in Aunt Bev's garage.",
		"Mrs Pennock is lending us her gramophone for act two.",
	} {
		ledger = append(ledger, session.LedgerEntry{Kind: session.LedgerFact, Msg: 4 * i, User: true, Weight: 10, Text: text})
	}
	real := size(strings.Join(compression.LedgerLines(ledger, compression.LedgerView{}), "\n"))
	for i, text := range []string{
		"The ghost will be a voice only, whispering from behind the curtain.",
		"Honestly the caretaker is a lovely man who keeps the place tidy.",
	} {
		ledger = append(ledger, session.LedgerEntry{Kind: session.LedgerFact, Msg: 4*i + 2, User: true, Weight: 8, Spare: true, Text: text})
	}
	kept, _ := compression.FitLedger(ledger, real+5, size, compression.LedgerView{})
	for _, e := range ledger {
		if !e.Spare && !slices.ContainsFunc(kept, func(k session.LedgerEntry) bool { return k.Text == e.Text }) {
			t.Errorf("a line that is not spare went: %q (kept %q)", e.Text, texts(kept))
		}
	}
	if len(kept) == len(ledger) {
		t.Errorf("nothing dropped, over the budget: %q", texts(kept))
	}
}

// A spare line names nothing: it changes no line. Said as a named line, the
// same words mark the earlier one as updated.
func TestASpareLineChangesNoLine(t *testing.T) {
	old := []session.LedgerEntry{{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 9, Text: "The spare keys are in the blue bowl by the door."}}
	news := session.LedgerEntry{Kind: session.LedgerFact, Msg: 6, User: true, Weight: 9, Text: "I moved the spare keys to the kitchen drawer."}
	named := compression.Merge(old, []session.LedgerEntry{news}, nil)
	if len(named) != 2 || named[0].Newer == 0 {
		t.Fatalf("the named move does not update the bowl line: %+v", named)
	}
	news.Spare = true
	got := compression.Merge(old, []session.LedgerEntry{news}, nil)
	if len(got) != 2 || got[0].Newer != 0 {
		t.Errorf("a spare line changed the bowl line: %+v", got)
	}
}

// The spare mark is kept in the session file: a resumed session drops the same
// lines first.
func TestTheSpareMarkIsSaved(t *testing.T) {
	e := session.LedgerEntry{Kind: session.LedgerFact, Msg: 0, User: true, Weight: 8, Spare: true, Text: "The ghost will be a voice only."}
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	var back session.LedgerEntry
	if err := json.Unmarshal(data, &back); err != nil || !back.Spare {
		t.Errorf("the spare mark is lost in the file: %s (%v)", data, err)
	}
}
