package tui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// filesDir is the folder ollm "started in", with files.
func filesDir(t *testing.T, m *Model, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	m.deps.Dir = dir
	return dir
}

// The person's way with a file, against the real server: @ and tab complete
// its path, enter sends it with the message (the request holds its block),
// the reply streams, the transcript shows the folded line, and ctrl+o unfolds
// it.
func TestAFileInTheChatAgainstOllama(t *testing.T) {
	client := realClient(t)
	var sent []*api.ChatRequest
	rec := &requests{Client: client, onChat: func(r *api.ChatRequest) { sent = append(sent, r) }}
	seed := 3
	m, _ := newTestModel(t, rec, engine.OpenOptions{Model: ollamatest.TinyModel, Options: session.Options{NumCtx: 4096, Seed: &seed, NumPredict: 40}})
	describe(t, m, client, ollamatest.TinyModel)
	filesDir(t, m, map[string]string{"notes.txt": "buy milk\nthe ferry leaves at dawn\n", "nothing.md": "x"})

	typeText(t, m, "summarize @no")
	drive(t, m, press("tab"))
	if got := m.composer.Value(); got != "summarize @not" {
		// two candidates: notes.txt and nothing.md share "not"
		t.Fatalf("after tab: %q", got)
	}
	if !strings.Contains(screen(m), "notes.txt  nothing.md") {
		t.Fatalf("the candidates are not shown:\n%s", screen(m))
	}
	typeText(t, m, "e")
	drive(t, m, press("tab"))
	if got := m.composer.Value(); got != "summarize @notes.txt" {
		t.Fatalf("after tab: %q", got)
	}
	drive(t, m, press("enter"))
	if len(sent) != 1 || !strings.Contains(sent[0].Messages[len(sent[0].Messages)-1].Content, "summarize @notes.txt\n\n<file path=\"notes.txt\">\nbuy milk\nthe ferry leaves at dawn\n</file>") {
		t.Fatalf("the request: %+v", sent)
	}
	if reply := m.conv.Sess.Messages[1]; reply.Role != session.RoleAssistant || reply.Content == "" {
		t.Fatalf("no reply: %+v", reply)
	}
	scr := screen(m)
	if !strings.Contains(scr, "▸ notes.txt · 2 lines · ") || !strings.Contains(scr, "tokens · ctrl+o shows it") || strings.Contains(scr, "ferry leaves") {
		t.Fatalf("the folded line:\n%s", scr)
	}
	drive(t, m, press("ctrl+o"))
	if scr := screen(m); !strings.Contains(scr, "▾ notes.txt · 2 lines") || !strings.Contains(scr, "the ferry leaves at dawn") {
		t.Fatalf("unfolded:\n%s", scr)
	}
}

// requests records what the chat screen sends, and passes it on.
type requests struct {
	engine.Client
	onChat func(*api.ChatRequest)
}

func (r *requests) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	r.onChat(req)
	return r.Client.Chat(ctx, req, fn)
}

// A file that cannot go is said, and nothing is sent: the prompt stays for the
// person to change.
func TestARefusedFileKeepsThePrompt(t *testing.T) {
	fc := &fakeClient{reply: "ok"}
	m, _ := newTestModel(t, fc, fakeOpts())
	filesDir(t, m, map[string]string{"docs/a.md": "x"})
	typeText(t, m, "look at @docs and @gone.txt")
	drive(t, m, press("enter"))
	scr := flat(screen(m))
	if !strings.Contains(scr, "docs is a folder") || !strings.Contains(scr, "gone.txt cannot be attached") {
		t.Fatalf("the notice:\n%s", scr)
	}
	if len(m.conv.Sess.Messages) != 0 || m.composer.Value() != "look at @docs and @gone.txt" {
		t.Fatalf("sent %d messages; the prompt is %q", len(m.conv.Sess.Messages), m.composer.Value())
	}
}

// /attach reads files for the next message: the bar says +N, the message
// carries them, then the bar no longer does; /attach clear drops them.
func TestAttachCommand(t *testing.T) {
	var got *api.ChatRequest
	fc := &fakeClient{reply: "ok", onChat: func(r *api.ChatRequest) { got = r }}
	m, _ := newTestModel(t, fc, fakeOpts())
	filesDir(t, m, map[string]string{"a.go": "package a\n", "my notes.txt": "n\n"})
	typeText(t, m, `/attach a.go "my notes.txt"`)
	drive(t, m, press("enter"))
	if !strings.Contains(screen(m), "+2 files") {
		t.Fatalf("the bar:\n%s", screen(m))
	}
	typeText(t, m, "/attach clear")
	drive(t, m, press("enter"))
	if strings.Contains(screen(m), "+2 files") || !strings.Contains(screen(m), "2 files no longer attached") {
		t.Fatalf("after clear:\n%s", screen(m))
	}
	typeText(t, m, "/attach a.go")
	drive(t, m, press("enter"))
	typeText(t, m, "review it")
	drive(t, m, press("enter"))
	if got == nil || got.Messages[len(got.Messages)-1].Content != "review it\n\n<file path=\"a.go\">\npackage a\n</file>" {
		t.Fatalf("the request: %+v", got)
	}
	if strings.Contains(screen(m), "+1 file") || len(m.conv.Sess.Messages[0].Attachments) != 1 {
		t.Fatalf("after sending:\n%s", screen(m))
	}
}

// Hostile file names and contents reach the terminal as text only: in the
// completion's candidates, the folded lines, the unfolded content and the
// sentence of a refusal. (The prompt itself drops control characters, so the
// files are read as ollm run -f or a session file would bring them.)
func TestHostileFilesReachNoSurface(t *testing.T) {
	fc := &fakeClient{reply: "ok"}
	m, _ := newTestModel(t, fc, fakeOpts())
	files := map[string]string{}
	var names []string
	for i, p := range hostileCorpus()[:40] {
		name := "h" + strings.NewReplacer("/", "_", "\x00", "_").Replace(p) + string(rune('a'+i%26))
		if len(name) > 200 || files[name] != "" {
			continue
		}
		files[name] = strings.ReplaceAll(p, "\x00", "") + "\n"
		names = append(names, name)
	}
	dir := filesDir(t, m, files)
	typeText(t, m, "@h")
	drive(t, m, press("tab"))
	checkFrame(t, "the completion", m)
	m.composer.Reset()

	read, err := attach.ReadAll(dir, names, m.conv.Meter.Count, 0)
	if err != nil {
		t.Fatal(err)
	}
	run(t, m, m.files.begin(m, "read them", read))
	if len(m.conv.Sess.Messages) == 0 || len(m.conv.Sess.Messages[0].Attachments) != len(names) {
		t.Fatalf("not sent: %s", screen(m))
	}
	drive(t, m, tea.WindowSizeMsg{Width: 120, Height: 3000}) // every line on screen
	checkFrame(t, "the folded lines", m)
	drive(t, m, press("ctrl+o"))
	if !strings.Contains(screen(m), "▾ ") {
		t.Fatalf("ctrl+o did not unfold the files:\n%s", screen(m))
	}
	checkFrame(t, "the unfolded files", m)
	_, refusal := attach.Read(dir, "gone\x1b]52;c;aGk=\x07", m.conv.Meter.Count, 0)
	drive(t, m, filesReadMsg{send: true, err: refusal})
	if !strings.Contains(m.notice.text, "cannot be attached") {
		t.Fatalf("the notice: %q", m.notice.text)
	}
	checkFrame(t, "the refusal", m)
}
