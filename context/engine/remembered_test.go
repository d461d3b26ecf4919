package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/session"
)

// memoryPlaces makes an ollm home and a project folder holding the memory
// files given ("" : none).
func memoryPlaces(t *testing.T, personal, project string) remember.Places {
	t.Helper()
	p := remember.Places{Home: filepath.Join(t.TempDir(), ".ollm"), Dir: t.TempDir()}
	for path, text := range map[string]string{p.Path(remember.Personal): personal, p.Path(remember.Project): project} {
		if text == "" {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func openRemembering(t *testing.T, p remember.Places, numCtx int) *Conversation {
	t.Helper()
	conv, _, err := Open(session.NewStore(t.TempDir()), offline(), fixedClock, OpenOptions{
		Model: "m", Options: session.Options{NumCtx: numCtx}, System: "Be brief.", MemoryFiles: p,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conv.Close)
	return conv
}

// The memory files go in the system message, after the system prompt and
// before the goal, the person's first, and count in the budget.
func TestMemoryFilesGoWithTheSystemPrompt(t *testing.T) {
	p := memoryPlaces(t, "- I write Go.\n- I live in Lisbon.\n", "- This project uses Postgres 16.\n")
	conv := openRemembering(t, p, 4096)
	conv.Edit.Goal("ship the parser")
	conv.AddUser("hello")
	req, _, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	sys := req.Messages[0].Content
	want := "Be brief.\n\n<remembered>\nWhat the person asked to be remembered in every conversation:\n[the person's memory file]\n- I write Go.\n- I live in Lisbon.\n" +
		"[this project's memory file]\n- This project uses Postgres 16.\n</remembered>\n\nActive goal: ship the parser"
	if sys != want {
		t.Fatalf("system message:\n%s\nwant:\n%s", sys, want)
	}
	r := conv.Meter.Remembered()
	with := conv.Meter.View()
	conv.Meter.Remember(nil)
	bare := conv.Meter.View()
	if r.Tokens <= 0 || len(r.Sent) != 2 || r.Notice() != "" || with.Budget.System-bare.Budget.System < r.Tokens || with.Tokens-bare.Tokens < r.Tokens {
		t.Fatalf("the budget does not count them: %d tokens remembered, system %d (%d without), prompt %d (%d without)",
			r.Tokens, with.Budget.System, bare.Budget.System, with.Tokens, bare.Tokens)
	}
	// Read again when they change (/remember, /forget, the editor).
	if _, err := p.Append(remember.Personal, "I prefer short answers."); err != nil {
		t.Fatal(err)
	}
	conv.Meter.Remember(remember.Read(p))
	if req, _, _, _ := conv.NextReply(); !strings.Contains(req.Messages[0].Content, "- I prefer short answers.\n[this project's") {
		t.Fatalf("the new line is not sent: %q", req.Messages[0].Content)
	}
}

// Over their cap, whole files are left out — never cut — and a sentence
// says which, what they would take and how to mend it.
func TestMemoryFilesOverTheirCapAreLeftOutAndSaid(t *testing.T) {
	big := strings.Repeat("- The staging database is db-staging-7 in eu-west-3; never write to it from a laptop.\n", 12)
	conv := openRemembering(t, memoryPlaces(t, "- I write Go.\n", big), 2048)
	r := conv.Meter.Remembered()
	if len(r.Sent) != 1 || r.Sent[0].Scope != remember.Personal || len(r.Left) != 1 || r.Cap != 204 {
		t.Fatalf("sent %d, left %d, cap %d", len(r.Sent), len(r.Left), r.Cap)
	}
	want := "The memory files would take ~"
	if n := r.Notice(); !strings.HasPrefix(n, want) || !strings.Contains(n, "tokens, more than their cap of 204 (10% of the 2,048-token window): ./.ollm/memory.md is not sent to the model. Shorten it (/memory, /forget N) or raise memory_files_share.") {
		t.Fatalf("notice %q", n)
	}
	conv.AddUser("hello")
	req, _, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	if sys := req.Messages[0].Content; !strings.Contains(sys, "- I write Go.") || strings.Contains(sys, "db-staging-7") {
		t.Fatalf("system message %q", sys)
	}
}

// A memory file that cannot be read or is not text: a sentence, and the
// session goes on without it.
func TestUnreadableMemoryFileIsSaidAndLeftOut(t *testing.T) {
	p := memoryPlaces(t, "", "- This project uses Postgres 16.\n")
	if err := os.MkdirAll(p.Path(remember.Personal), 0o700); err != nil { // a folder where the file goes
		t.Fatal(err)
	}
	conv := openRemembering(t, p, 4096)
	if n := conv.Meter.Remembered().Notice(); !strings.Contains(n, "memory.md cannot be used (") || !strings.Contains(n, "is a directory): this session goes on without it.") {
		t.Fatalf("notice %q", n)
	}
	conv.AddUser("hello")
	req, _, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	if sys := req.Messages[0].Content; !strings.Contains(sys, "Postgres 16") || strings.Contains(sys, "person's memory file") {
		t.Fatalf("system message %q", sys)
	}
}
