package eval

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// soup is a reply of the tiny model's kind: letters and spaces, no language.
func soup(r *rand.Rand) string {
	var b strings.Builder
	for range 20 + r.IntN(40) {
		for range 1 + r.IntN(7) {
			b.WriteByte("etaoinshrdlucmfwgypbvkxjqz"[min(r.IntN(26), r.IntN(26))])
		}
		b.WriteByte(' ')
	}
	return b.String()
}

// readAll plays a conversation into a session (the tiny model's letter soup as
// the replies) and keeps every message as memory lines, one compaction a turn,
// with room for all: what the memory reads of the corpus, before any budget
// (OLLM_BUDGET=bytes sets one, for a rough replay of a window offline).
func readAll(sc Script) (*session.Session, *api.ChatRequest) {
	day := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
	s := session.New("offline", "tiny", session.Options{NumCtx: 1 << 20}, day)
	words := func(t string) int { return len(t) }
	size := compression.Sizer{Message: func(m session.Message) int { return len(m.Content) }, Text: words}
	r := rand.New(rand.NewPCG(1, 2))
	budget := 1 << 30
	if b, err := strconv.Atoi(os.Getenv("OLLM_BUDGET")); err == nil {
		budget = b // the memory's bytes (the tiny model's tokens): a rough replay of a window's budget
	}
	for i, t := range sc.Turns {
		s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: t.Text, Estimate: len(t.Text)})
		reply := soup(r)
		s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: reply, Estimate: len(reply)})
		if len(s.Messages) > 2 {
			s, _ = compression.KeepFacts(s, len(s.Messages)-2, "test", size, budget, day)
		}
	}
	req := &api.ChatRequest{Messages: []api.Message{{Role: "system", Content: window.SummaryText(s)}}}
	for _, m := range s.Messages[s.APIStart:] {
		req.Messages = append(req.Messages, api.Message{Role: string(m.Role), Content: m.Content})
	}
	return s, req
}

// What the memory reads of each half of the corpus with room for everything:
// the share of facts whose keys one line holds, lines without a fact, lines
// that are not a span of their message. The budget's choices come on top
// (make eval).
func TestMemoryReadsTheCorpus(t *testing.T) {
	halves := []string{Dev, Dev2, Dev3, Dev4, Dev5, Dev6, Dev7, Dev8, Dev9, Dev10, Dev11, Dev12, Dev13, Dev14, Dev15, Dev16, Dev17, Dev18, Dev19, Dev20, Dev21, Dev22, Dev23, Dev24, Dev25, Dev26, Dev27, Dev28, Dev29, Dev30, Dev31, Dev32, Dev33, Dev34, Dev35, Dev36, Dev37, Dev38, Dev39, Dev40, Dev41, Dev42, Dev43, Dev44, Dev45, Dev46, Dev47, Dev48, Dev49, Dev50, Dev51, Dev52, Dev53, Dev54, Dev55, Dev56, Dev57, Dev58, Dev59, Dev60, Dev61, Dev62, Dev63, Dev64, Dev65, Dev66, Dev67, Dev68, Dev69, Dev70, Dev71, Dev72, Dev73, Dev74, Dev75, Dev76, Dev77, Dev78, Dev79, Dev80, Dev81, Dev82, Dev83, Dev84, Dev85, Dev86, Dev87, Dev88, Dev89, Dev90, Dev91, Dev92, Dev93, Dev94, Dev95, Dev96, Dev97, Dev98, Dev99, Dev100, Dev101, Dev102, Dev103, Dev104, Dev105, Dev106, Dev107, Dev108, Dev109, Dev110, Dev111, Dev112, Dev113, Dev114, Dev115, Dev116, Dev117, Dev118, Dev119, Dev120, Dev121, Dev122, Dev123, Dev124, Dev125, Dev126, Dev127, Dev128, Dev129, Dev130, Dev131, Dev132, Dev133, Dev134, Dev135, Dev136, Dev137, Dev138, Dev139, Dev140, Dev141, Dev142, Dev143, Dev144, Dev145, Dev146, Dev147, Dev148, Dev149, Dev150, Dev151, Dev152, Dev153, Dev154, Dev155}
	if parts := os.Getenv("OLLM_PARTS"); parts != "" {
		halves = strings.Split(parts, ",")
	}
	for _, half := range halves {
		c, err := LoadCorpus(half)
		if err != nil {
			t.Fatal(err)
		}
		var results []*Result
		for _, sc := range c.Scripts(0) {
			s, req := readAll(sc)
			r := &Result{Script: sc.Name, Strategy: "read", ByKind: map[string]*Score{}, UpdateKinds: map[string]*Score{}}
			score(r, sc, req)
			lines(r, sc, s, req)
			results = append(results, r)
			if os.Getenv("OLLM_EMPTY") != "" {
				t.Log(sc.Name + "\n" + strings.Join(r.EmptyLines, "\n"))
			}
			if os.Getenv("OLLM_NOTHING") != "" && r.Annotated {
				t.Log(sc.Name + " holding nothing the message states:\n" + strings.Join(r.NothingLines, "\n"))
			}
			if os.Getenv("OLLM_MISMARKED") != "" && len(r.MismarkedLines) > 0 {
				t.Log(sc.Name + " marked, not updated:\n" + strings.Join(r.MismarkedLines, "\n"))
			}
			if os.Getenv("OLLM_MEMORY") == sc.Name {
				t.Log("\n" + r.Memory)
			}
			if os.Getenv("OLLM_MEMORY") == sc.Name || os.Getenv("OLLM_MISSING") != "" {
				for _, f := range sc.Facts {
					if !present(req, f.Newest()) {
						t.Logf("missing %s %s %s %q", sc.Name, f.ID, f.Kind, f.Newest())
					}
				}
			}
		}
		var b strings.Builder
		Table(&b, results)
		KindTable(&b, results)
		t.Logf("%s:\n%s", half, b.String())
	}
}

// Every part of the corpus loads and passes its check (each key in its
// message), the held-out parts included: they are checked, never read.
func TestEveryPartLoads(t *testing.T) {
	for _, half := range Parts() {
		if _, err := LoadCorpus(half); err != nil {
			t.Error(err)
		}
	}
}

func present(req *api.ChatRequest, keys []string) bool {
	r := &Result{ByKind: map[string]*Score{}, UpdateKinds: map[string]*Score{}}
	score(r, Script{Facts: []Fact{{Keys: keys}}, Turns: []Turn{{}}}, req)
	return r.Facts.Present == 1
}

// A memory line without a planted fact is told apart by whether it names
// something: a number, a code, a name (the corpus marks one fact a message;
// people state more).
func TestNamesSomething(t *testing.T) {
	for line, want := range map[string]bool{
		"Sold 22 of 24 by noon.":                          true,
		"Met a food blogger, Hannah Price, at the stall.": true,
		"Gerald has been fed.":                            false, // the first word is not a name to go by
		"cheers for the help so far btw, genuinely.":      false,
		"Mi jefe me va a odiar.":                          false,
		"the ticket is ZQ-41097":                          true,
	} {
		if got := namesSomething(line); got != want {
			t.Errorf("namesSomething(%q) = %v, want %v", line, got, want)
		}
	}
}

// An update whose old value stands on a memory line of an earlier message,
// not marked as updated, is counted; marked, or on the update's own line, it
// is not; nor is a value left only in the verbatim messages.
func TestUnmarkedOldValue(t *testing.T) {
	f := Fact{Turn: 3, Keys: []string{"35 dólares"}, UpdateTurn: 27, NewKeys: []string{"40 dólares"}, Old: []string{"35 dólares"}}
	for _, c := range []struct {
		lines []string
		want  bool
	}{
		{[]string{"- #7 Lo que cobro por noche es 35 dólares.", "- #55 Desde enero va a costar 40 dólares."}, true},
		{[]string{"- #7 (updated in #55) Lo que cobro por noche es 35 dólares.", "- #55 Desde enero va a costar 40 dólares."}, false},
		{[]string{"- #55 Ya no 35 dólares: desde enero va a costar 40 dólares."}, false},
		{[]string{"Lo que cobro por noche es 35 dólares.", "- #55 Desde enero va a costar 40 dólares."}, false},
	} {
		if got := unmarked(c.lines, f); got != c.want {
			t.Errorf("unmarked(%q) = %v, want %v", c.lines, got, c.want)
		}
	}
}

// A memory line marked as updated that holds a fact no later message changed
// is counted once; a marked line of an updated fact, an unmarked line, or a
// marked line of filler is not.
func TestMarkedNotUpdated(t *testing.T) {
	facts := []Fact{
		{Turn: 32, Keys: []string{"Friday the 20th"}},
		{Turn: 15, Keys: []string{"elm"}, UpdateTurn: 28, NewKeys: []string{"machine shed"}, Old: []string{"elm"}},
	}
	for _, c := range []struct {
		lines []string
		want  int
	}{
		{[]string{"- #65 (updated in #71) Preview day is Friday the 20th, gate open from two till seven."}, 1},
		{[]string{"- #65 (partly updated in #71) Preview day is Friday the 20th, and the 4010 goes first."}, 1},
		{[]string{"- #65 Preview day is Friday the 20th, gate open from two till seven."}, 0},
		{[]string{"- #31 (updated in #57) Lunch stand goes under the big elm."}, 0},
		{[]string{"- #67 (updated in #71) Wind took a shingle off the garage."}, 0},
	} {
		if got := mismarked(c.lines, facts); got != c.want {
			t.Errorf("mismarked(%q) = %d, want %d", c.lines, got, c.want)
		}
	}
}

// A line of two facts, of which the marking message changed one, is not
// counted; marked by another message, it is.
func TestMarkedNotUpdatedOfTwoFacts(t *testing.T) {
	facts := []Fact{
		{Turn: 8, Keys: []string{"8:30"}},
		{Turn: 8, Keys: []string{"six"}, UpdateTurn: 29, NewKeys: []string{"seven"}, Old: []string{"six"}},
	}
	if got := mismarked([]string{"- #17 (updated in #59) We open at 8:30 on weekdays and close at six."}, facts); got != 0 {
		t.Errorf("a line the marking message updated in part is counted: %d", got)
	}
	if got := mismarked([]string{"- #17 (updated in #41) We open at 8:30 on weekdays and close at six."}, facts); got != 1 {
		t.Errorf("a line marked by a message that changed none of its facts is not counted: %d", got)
	}
}
