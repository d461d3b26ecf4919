package eval

import (
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// A memory line without a planted fact still holds something when it holds
// what else its message states (a part written since stop 77 lists it); a
// line holding neither is noise, and the table says how many. A part that
// lists nothing else says "—", not 0.
func TestLinesHoldingNothingTheMessageStates(t *testing.T) {
	text := "Rain again, typical. My sister Dana has a new puppy. The party is on Friday. Dana says hi."
	memory := "<" + window.SummaryTag + ">\n" +
		"- #1 Rain again, typical.\n" +
		"- #1 My sister Dana has a new puppy.\n" +
		"- #1 The party is on Friday.\n" +
		"- #1 Dana says hi.\n"
	s := &session.Session{Messages: []session.Message{
		{ID: "u0", Role: session.RoleUser, Content: text},
		{ID: "a0", Role: session.RoleAssistant, Content: "Noted."},
	}}
	req := &api.ChatRequest{Messages: []api.Message{{Role: "system", Content: memory}}}
	facts := []Fact{{ID: "v1-f1", Kind: "date", Turn: 0, Keys: []string{"party", "Friday"}}}

	annotated := Script{Name: "p/v1", Turns: []Turn{{Text: text, Other: [][]string{{"Dana", "puppy"}}}}, Facts: facts}
	r := &Result{Script: annotated.Name, Strategy: "read", ByKind: map[string]*Score{}, UpdateKinds: map[string]*Score{}}
	lines(r, annotated, s, req)
	// "Dana says hi." holds one key of what the message states, not the
	// entry: it says nothing of the puppy.
	if r.Lines != 4 || r.Empty != 3 || !r.Annotated || r.Nothing != 2 {
		t.Fatalf("lines %d, without a fact %d, annotated %v, holding nothing %d; want 4, 3, true, 2", r.Lines, r.Empty, r.Annotated, r.Nothing)
	}
	if len(r.NothingLines) != 2 || !strings.Contains(r.NothingLines[0], "Rain again") || !strings.Contains(r.NothingLines[1], "says hi") {
		t.Fatalf("holding nothing: %q, want the lines about the rain and the greeting", r.NothingLines)
	}
	var b strings.Builder
	Table(&b, []*Result{r})
	if !strings.Contains(b.String(), "| 3 (2; 0; 2) / 0 / 0 of 4 |") {
		t.Fatalf("the table does not count the line holding nothing:\n%s", b.String())
	}

	plain := Script{Name: "q/v1", Turns: []Turn{{Text: text}}, Facts: facts}
	r = &Result{Script: plain.Name, Strategy: "read", ByKind: map[string]*Score{}, UpdateKinds: map[string]*Score{}}
	lines(r, plain, s, req)
	if r.Annotated || r.Nothing != 0 || r.Empty != 3 {
		t.Fatalf("a part listing nothing else: annotated %v, holding nothing %d, without a fact %d; want false, 0, 3", r.Annotated, r.Nothing, r.Empty)
	}
	b.Reset()
	Table(&b, []*Result{r})
	if !strings.Contains(b.String(), "| 3 (2; 0; —) / 0 / 0 of 4 |") {
		t.Fatalf("a part listing nothing else must show —:\n%s", b.String())
	}
}
