package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compacted is a session whose first four messages are summarized.
func compacted(id string) *Session {
	s := sample(id, 8)
	s.Messages[1].Content = "The flaky test is TestRetryBackoff in retry/backoff_test.go."
	s.Checkpoints = []Checkpoint{{ID: "c1", Number: 1, From: 0, To: 4, Level: 1, Summary: "Goal: fix CI.\nThe person chose exponential backoff.", TokensBefore: 400, TokensAfter: 60, Focus: "ci"}}
	s.APIStart = 4
	return s
}

func TestSearchFindsCompactedMessagesAndSummaries(t *testing.T) {
	st := NewStore(t.TempDir())
	if err := st.Save(compacted("one")); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(sample("two", 3)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(st.Dir(), "broken.json"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	hits, skipped, err := st.Search("testretrybackoff")
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 || hits[0].SessionID != "one" || hits[0].Message != 1 || !strings.Contains(hits[0].Snippet, "TestRetryBackoff in retry/backoff_test.go") {
		t.Fatalf("hits %+v", hits)
	}
	if len(skipped) != 1 || skipped[0].ID != "broken" || skipped[0].Err == nil {
		t.Fatalf("the unreadable file is not reported: %+v", skipped)
	}
	hits, _, _ = st.Search("EXPONENTIAL")
	if len(hits) != 1 || hits[0].Message != -1 || hits[0].Checkpoint != 1 {
		t.Fatalf("summary hit %+v", hits)
	}
	if hits, _, _ := st.Search("nowhere at all"); len(hits) != 0 {
		t.Fatalf("hits for a missing text: %+v", hits)
	}
}

func TestSnippetCutsAroundTheMatch(t *testing.T) {
	text := strings.Repeat("a ", 100) + "NEEDLE" + strings.Repeat(" b", 100)
	got := Snippet(text, strings.Index(text, "NEEDLE"), 6, 40)
	if !strings.HasPrefix(got, "…") || !strings.HasSuffix(got, "…") || !strings.Contains(got, "NEEDLE") || len([]rune(got)) > 44 {
		t.Fatalf("snippet %q", got)
	}
	if got := Snippet("héllo wörld", 7, 5, 80); got != "héllo wörld" {
		t.Fatalf("short text: %q", got)
	}
}

func TestMarkdownMarksCheckpoints(t *testing.T) {
	md := Markdown(compacted("one"), nil)
	i := strings.Index(md, "> **Checkpoint 1** · messages 1–4 · 400 → 60 tokens · level 1 · focus: ci")
	if i < 0 {
		t.Fatalf("no checkpoint marker:\n%s", md)
	}
	if before, after := strings.Index(md, "## 4. "), strings.Index(md, "## 5. "); !(before < i && i < after) {
		t.Fatalf("the marker is not between messages 4 and 5:\n%s", md)
	}
	if !strings.Contains(md, "> The person chose exponential backoff.") {
		t.Fatalf("the summary is not quoted:\n%s", md)
	}
}
