package compression_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// The defects of issue 21, each shown on what the model is sent: the memory
// block (window.SummaryText) after the messages were kept as facts.

var day = time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)

func wordCount(s string) int { return len(strings.Fields(s)) }

func said(texts ...string) *session.Session {
	s := session.New("defects", "tiny", session.Options{NumCtx: 8192}, day)
	for i, t := range texts {
		role := session.RoleUser
		if r, ok := strings.CutPrefix(t, "A: "); ok {
			role, t = session.RoleAssistant, r
		}
		s.Append(session.Message{ID: fmt.Sprint("m", i), Role: role, Content: t, Estimate: wordCount(t)})
	}
	return s
}

// remembered keeps every message as facts, in compactions of one message
// each (the order updates arrive in), with room for everything, and returns
// what the model is sent in their place.
func remembered(t *testing.T, s *session.Session) string {
	t.Helper()
	return rememberedWithin(t, s, 100000)
}

// rememberedWithin is remembered with room for budget words of memory.
func rememberedWithin(t *testing.T, s *session.Session, budget int) string {
	t.Helper()
	return window.SummaryText(keptAsFacts(s, budget))
}

// keptAsFacts is the session after every message was kept as facts, in
// compactions of one message each, with room for budget words of memory.
func keptAsFacts(s *session.Session, budget int) *session.Session {
	size := compression.Sizer{Message: func(m session.Message) int { return wordCount(m.Content) + 1 }, Text: wordCount}
	for to := 1; to <= len(s.Messages); to++ {
		s, _ = compression.KeepFacts(s, to, "test", size, budget, day)
	}
	return s
}

// beforeOrders are the messages followed by twelve exchanges that each name
// an order, its hall, a date and a time: facts that compete for a small
// memory.
func beforeOrders(first ...string) []string {
	msgs := append([]string(nil), first...)
	for i := range 12 {
		msgs = append(msgs, fmt.Sprintf("Order ZX-%d4%d ships from Hall %d on the %dth at 10:%d0.", i, i, i+1, i+3, i), "A: Noted.")
	}
	return msgs
}

// lineWith returns the first line of text holding every one of all (as
// words), or "".
func lineWith(text string, all ...string) string {
	for _, l := range strings.Split(text, "\n") {
		ok := true
		for _, a := range all {
			if !hasWord(l, a) {
				ok = false
				break
			}
		}
		if ok {
			return l
		}
	}
	return ""
}

func hasWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		if (start == 0 || !nameByte(s[start-1])) && (end == len(s) || !nameByte(s[end])) {
			return true
		}
		i = end
	}
}

func nameByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '-'
}

// Defect 1: a new fact whose value the memory already holds for another
// subject was dropped as a repeat.
func TestSameValueOfAnotherSubjectIsKept(t *testing.T) {
	got := remembered(t, said(
		"We run svc-1 on port 8080 for the billing API.",
		"The reports service svc-2 also listens on port 8080, on the other host.",
	))
	if lineWith(got, "svc-2", "8080") == "" || lineWith(got, "svc-1", "8080") == "" {
		t.Fatalf("svc-1 and svc-2 are not both on port 8080 in:\n%s", got)
	}
	got = remembered(t, said(
		"The database password rotates every 30 days.",
		"The API key rotates every 30 days now, like the password.",
	))
	if lineWith(got, "API", "30") == "" {
		t.Fatalf("the API key's rule was absorbed into the password's:\n%s", got)
	}
}

// Defect 1: a swap of two values leaves each subject with its new one.
func TestSwapKeepsBothValues(t *testing.T) {
	got := remembered(t, said(
		"svc-1 runs on port 8080 and has its data on disk A.",
		"svc-2 runs on port 9090 and has its data on disk B.",
		"We swapped them today: svc-1 is now on port 9090.",
		"And svc-2 is now on port 8080.",
	))
	if lineWith(got, "svc-1", "9090") == "" || lineWith(got, "svc-2", "8080") == "" {
		t.Fatalf("after the swap a service lacks its new port:\n%s", got)
	}
}

// Defect 2: a sentence naming two subjects filed both values under the first,
// and a later move of the first deleted the second's value.
func TestTwoSubjectsInOneSentence(t *testing.T) {
	got := remembered(t, said(
		"svc-1 listens on port 8080 and svc-2 on port 9090.",
		"Heads-up: svc-1 moved to port 7070 this morning.",
	))
	if lineWith(got, "svc-2", "9090") == "" {
		t.Fatalf("svc-2's port went with svc-1's move:\n%s", got)
	}
	if l := lineWith(got, "svc-1", "9090"); l != "" && !strings.Contains(l, "svc-2") {
		t.Fatalf("svc-2's port is filed under svc-1: %q", l)
	}
}

// Defect 3: a line was hidden when its value occurred anywhere in a summary as
// a substring ("10:30" hid "10 replicas", "8080" hid "port 80").
func TestSummaryHidesOnlyTheFactsItStates(t *testing.T) {
	s := said(
		"svc-b runs 10 replicas behind the gateway.",
		"The proxy listens on port 80 for plain HTTP.",
	)
	size := compression.Sizer{Message: func(m session.Message) int { return wordCount(m.Content) + 1 }, Text: wordCount}
	s, _ = compression.KeepFacts(s, len(s.Messages), "test", size, 100000, day)
	cp := &s.Checkpoints[len(s.Checkpoints)-1]
	cp.Summary, cp.Kind, cp.Rejected = "We met at 10:30 and moved the API to port 8080.", session.CheckpointSummary, ""
	got := window.SummaryText(s)
	if lineWith(got, "10", "replicas") == "" {
		t.Errorf("\"10:30\" in the summary hid \"10 replicas\":\n%s", got)
	}
	if lineWith(got, "port", "80") == "" {
		t.Errorf("\"8080\" in the summary hid \"port 80\":\n%s", got)
	}
}

// Defect 4: blocks that look like thinking or tool calls were stripped from
// the person's own messages — from what is sent and from what memory reads.
func TestPersonsTagsAreNotPruned(t *testing.T) {
	text := "Why does my parser choke on <think>deep</think> tags in file notes_v2.md?"
	if got, ok := compression.Pruned(session.Message{Role: session.RoleUser, Content: text}); !ok || got != text {
		t.Errorf("the person's message is sent pruned: %q", got)
	}
	got := remembered(t, said(text))
	if !strings.Contains(got, "<think>deep</think>") {
		t.Errorf("memory reads the person's message without its tags:\n%s", got)
	}
	reply := "<think>the user wants x</think>The parser splits at notes_v2.md."
	if got, _ := compression.Pruned(session.Message{Role: session.RoleAssistant, Content: reply}); strings.Contains(got, "<think>") {
		t.Errorf("a model's inline thinking is still sent before the watermark: %q", got)
	}
}

// Defect 8: an instruction was never superseded: the revocation was not
// recorded and the old instruction stayed.
func TestRevokedInstructionIsSuperseded(t *testing.T) {
	got := remembered(t, said(
		"From now on, always answer in French, even when I write in English.",
		"A: D'accord, je répondrai en français.",
		"Forget the French thing, English is fine again.",
	))
	if lineWith(got, "English", "fine") == "" {
		t.Fatalf("the revocation is not in memory:\n%s", got)
	}
	if l := lineWith(got, "always", "French"); l != "" && !strings.Contains(l, "superseded") {
		t.Fatalf("the revoked instruction is still sent as current: %q in\n%s", l, got)
	}
}

// currentLine reports a memory line holding all the words that is sent as
// current: not marked updated, nor partly.
func currentLine(memory string, all ...string) bool {
	l := lineWith(memory, all...)
	return l != "" && !strings.Contains(l, "(updated in") && !strings.Contains(l, "(partly updated in")
}

// entryIn is the ledger entry of message n (1-based) that holds all the
// words, once the session is kept as facts with room for all.
func entryIn(s *session.Session, n int, words ...string) (session.LedgerEntry, bool) {
	for _, e := range keptAsFacts(s, 100000).Ledger {
		if e.Msg+1 != n {
			continue
		}
		all := true
		for _, w := range words {
			if !hasWord(e.Text, w) {
				all = false
				break
			}
		}
		if all {
			return e, true
		}
	}
	return session.LedgerEntry{}, false
}

// ledgerKinds lists the ledger of the session kept as facts, each line with
// its kind, for a test's failure message.
func ledgerKinds(s *session.Session) string {
	var b strings.Builder
	for _, e := range keptAsFacts(s, 100000).Ledger {
		fmt.Fprintf(&b, "  [%s] %s\n", e.Kind, compression.Line(e))
	}
	return b.String()
}

// keptInForce fails the test when message n's line holding the words is lost
// or marked updated: what it says (what) still holds.
func keptInForce(t *testing.T, got string, n int, what string, words ...string) {
	t.Helper()
	if line := lineOf(got, n, words...); line == "" || strings.Contains(line, "updated") {
		t.Errorf("%s is lost or marked updated:\n%s", what, got)
	}
}

// takenBackAt fails the test when message n's line holding the words is
// still sent unmarked: what it says (what) was taken back.
func takenBackAt(t *testing.T, got string, n int, what string, words ...string) {
	t.Helper()
	if line := lineOf(got, n, words...); line != "" && !strings.Contains(line, "updated") {
		t.Errorf("%s is still in force:\n%s", what, got)
	}
}
