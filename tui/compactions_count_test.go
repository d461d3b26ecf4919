package tui

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// The status bar counts the compactions the checkpoints stand for, those
// folded into an aged checkpoint too, as the markers' numbers and the
// reliability score do: after eight compactions, two of them merged into one
// checkpoint as it aged, the bar said "6 compactions" beside a marker reading
// "checkpoint 8" (seen driving the TUI at stop 49).
func TestTheBarCountsMergedCompactions(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nnothing"}
	m, _ := newTestModel(t, c, compactOpts())
	drive(t, m, modelReadyMsg{session: m.conv.Sess.ID, info: engine.ModelInfo{Name: "fake", ContextLength: 4096, ParameterSize: "3.2B"}})
	longSession(m, 10)
	m.conv.Sess.Checkpoints = []session.Checkpoint{
		{Number: 3, From: 0, To: 6, Merged: 2, Kind: session.CheckpointFacts},
		{Number: 4, From: 6, To: 10, Kind: session.CheckpointFacts},
	}
	m.conv.Sess.Touch()
	m.gauge.refresh(m.conv)
	if scr := screen(m); !strings.Contains(scr, "4 compactions (4 facts only)") {
		t.Fatalf("the bar does not count the merged compactions:\n%s", scr)
	}
}
