package tui

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// memoryOpts are fakeOpts with memory files under temporary folders, holding
// the text given ("": none).
func memoryOpts(t *testing.T, personal, project string) engine.OpenOptions {
	t.Helper()
	o := fakeOpts()
	o.MemoryFiles = remember.Places{Home: filepath.Join(t.TempDir(), ".ollm"), Dir: t.TempDir()}
	for path, text := range map[string]string{o.MemoryFiles.Path(remember.Personal): personal, o.MemoryFiles.Path(remember.Project): project} {
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
	return o
}

func slash(t *testing.T, m *Model, text string) {
	t.Helper()
	m.composer.SetValue(text)
	drive(t, m, press("enter"))
}

func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// /remember, /memory and /forget: the file changes, the next request's
// system message carries what it holds, the bar counts it, /memory lists it.
func TestRememberMemoryForgetInTheChat(t *testing.T) {
	var last *api.ChatRequest
	fc := &fakeClient{reply: "ok", onChat: func(r *api.ChatRequest) { last = r }}
	o := memoryOpts(t, "", "- This project uses Postgres 16.\n")
	m, _ := newTestModel(t, fc, o)
	drive(t, m, tea.WindowSizeMsg{Width: 120, Height: 30})
	slash(t, m, "/remember I write Go and live in Lisbon.")
	if !strings.HasPrefix(m.notice.text, "Remembered in ") || !strings.Contains(m.notice.text, "“- I write Go and live in Lisbon.”. Every session gets it") {
		t.Fatalf("notice %q", m.notice.text)
	}
	data, _ := os.ReadFile(o.MemoryFiles.Path(remember.Personal))
	if string(data) != "- I write Go and live in Lisbon.\n" {
		t.Fatalf("file %q", data)
	}
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	if sys := last.Messages[0].Content; !strings.Contains(sys, "[the person's memory file]\n- I write Go and live in Lisbon.\n[this project's memory file]\n- This project uses Postgres 16.") {
		t.Fatalf("system message %q", sys)
	}
	r := m.conv.Meter.Remembered()
	if !strings.Contains(screen(m), "incl. ~"+itoa(r.Tokens)+" remembered") {
		t.Fatalf("the bar does not count them (%d tokens):\n%s", r.Tokens, screen(m))
	}
	slash(t, m, "/memory")
	scr := screen(m)
	for _, want := range []string{"What ollm remembers across sessions", "   1  - I write Go and live in Lisbon.", "./.ollm/memory.md", "   2  - This project uses Postgres 16.", "/forget N removes one"} {
		if !strings.Contains(scr, want) {
			t.Fatalf("/memory lacks %q:\n%s", want, scr)
		}
	}
	slash(t, m, "/forget 2")
	if m.notice.text != "Forgot line 2 of ./.ollm/memory.md: “- This project uses Postgres 16.”." {
		t.Fatalf("notice %q", m.notice.text)
	}
	typeText(t, m, "again")
	drive(t, m, press("enter"))
	if sys := last.Messages[0].Content; strings.Contains(sys, "Postgres") || !strings.Contains(sys, "Lisbon") {
		t.Fatalf("after /forget the system message is %q", sys)
	}
	slash(t, m, "/forget 5")
	if m.notice.text != "Nothing was forgotten: there is no line 5: the memory files hold 1 (/memory numbers them)" {
		t.Fatalf("notice %q", m.notice.text)
	}
	slash(t, m, "/remember I write Go and live in Lisbon.")
	if !strings.Contains(m.notice.text, "holds it already") {
		t.Fatalf("a line twice: %q", m.notice.text)
	}
}

// A message, or a memory line ctrl+o shows under a checkpoint, promoted:
// /remember #N in the chat, m in the history pager.
func TestRememberPromotesAMemoryLineOrAMessage(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	o := memoryOpts(t, "", "")
	o.Options.NumCtx, o.Compression = compactOpts().Options.NumCtx, compactOpts().Compression
	m, _ := newTestModel(t, c, o)
	longSession(m, 30)
	slash(t, m, "/compact")
	e := m.conv.Sess.Ledger[0]
	slash(t, m, "/remember #"+itoa(e.Msg+1))
	path := o.MemoryFiles.Path(remember.Personal)
	if data, _ := os.ReadFile(path); string(data) != "- "+e.Text+"\n" {
		t.Fatalf("/remember #%d wrote %q, want the memory line %q", e.Msg+1, data, e.Text)
	}
	slash(t, m, "/remember #30") // a message without a memory line: the message
	if data, _ := os.ReadFile(path); !strings.HasSuffix(string(data), "- "+m.conv.Sess.Messages[29].Content+"\n") {
		t.Fatalf("file %q", data)
	}
	slash(t, m, "/remember #99")
	if !strings.HasPrefix(m.notice.text, "/remember #N takes a message number from 1 to 30") {
		t.Fatalf("notice %q", m.notice.text)
	}

	// The pager: a memory line on the top line, then a message.
	drive(t, m, tea.WindowSizeMsg{Width: 200, Height: 30})
	drive(t, m, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl})
	second := m.conv.Sess.Ledger[1]
	for range 400 {
		top, _, _ := strings.Cut(screen(m), "\n")
		if strings.Contains(top, "- #"+itoa(second.Msg+1)+" ") {
			break
		}
		drive(t, m, press("k"))
	}
	drive(t, m, press("m"))
	if data, _ := os.ReadFile(path); !strings.HasSuffix(string(data), "- "+second.Text+"\n") {
		t.Fatalf("m on the memory line wrote %q", data)
	}
	if !strings.Contains(flat(screen(m)), "Remembered in") {
		t.Fatalf("the pager does not say it:\n%s", screen(m))
	}
	// Message 1 at the top: the message itself, though it has a memory line.
	drive(t, m, press("g"))
	drive(t, m, press("m"))
	data, _ := os.ReadFile(path)
	if lines := strings.Split(strings.TrimSpace(string(data)), "\n"); len(lines) != 4 || lines[3] != "- "+m.conv.Sess.Messages[0].Content {
		t.Fatalf("m on message 1 wrote %q", lines)
	}
}

// /memory edit runs the person's editor on the file; what they save is sent
// from then on.
func TestMemoryEditInTheEditor(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh for the editor script")
	}
	var last *api.ChatRequest
	fc := &fakeClient{reply: "ok", onChat: func(r *api.ChatRequest) { last = r }}
	o := memoryOpts(t, "", "")
	m, _ := newTestModel(t, fc, o)
	slash(t, m, "/memory edit project")
	if !strings.HasPrefix(m.notice.text, "Set $VISUAL or $EDITOR") {
		t.Fatalf("without an editor: %q", m.notice.text)
	}
	m.deps.Editor, m.deps.RunEditor = editorScript(t, "- Deploys go through make release.\n"), runNow
	slash(t, m, "/memory edit project")
	if data, _ := os.ReadFile(o.MemoryFiles.Path(remember.Project)); string(data) != "- Deploys go through make release.\n" {
		t.Fatalf("file %q", data)
	}
	if !strings.HasPrefix(m.notice.text, "The memory files were read again") {
		t.Fatalf("notice %q", m.notice.text)
	}
	typeText(t, m, "hi")
	drive(t, m, press("enter"))
	if !strings.Contains(last.Messages[0].Content, "make release") {
		t.Fatalf("system message %q", last.Messages[0].Content)
	}
}

// A memory file that is not text, or files over their cap: the chat says
// so at once, and goes on without them.
func TestMemoryFileProblemsAreSaidAtStart(t *testing.T) {
	var last *api.ChatRequest
	fc := &fakeClient{reply: "ok", onChat: func(r *api.ChatRequest) { last = r }}
	o := memoryOpts(t, "\x00\x01 not text", "- This project uses Postgres 16.\n")
	m, _ := newTestModel(t, fc, o)
	if !strings.Contains(m.notice.text, "memory.md cannot be used (it is not text): this session goes on without it.") {
		t.Fatalf("notice %q", m.notice.text)
	}
	typeText(t, m, "hi")
	drive(t, m, press("enter"))
	if sys := last.Messages[0].Content; !strings.Contains(sys, "Postgres 16") || strings.Contains(sys, "not text") {
		t.Fatalf("system message %q", sys)
	}

	o = memoryOpts(t, "- I write Go.\n", strings.Repeat("- The staging database is db-staging-7 in eu-west-3; never write to it from a laptop.\n", 40))
	m, _ = newTestModel(t, fc, o)
	if !strings.Contains(flat(m.notice.text), "more than their cap of 409 (10% of the 4,096-token window): ./.ollm/memory.md is not sent to the model.") {
		t.Fatalf("notice %q", m.notice.text)
	}
}

// Memory files are text anyone may write (a project's comes with a clone):
// whatever they hold, /memory, the notices and the pager show text only.
func TestHostileMemoryFileReachesNoSurface(t *testing.T) {
	corpus := hostileCorpus()[:40]
	o := memoryOpts(t, "- "+strings.Join(corpus, "\n- ")+"\n", "")
	m, _ := newTestModel(t, &fakeClient{reply: "ok"}, o)
	checkFrame(t, "at start", m)
	slash(t, m, "/memory")
	checkFrame(t, "/memory", m)
	for _, p := range corpus[:10] {
		slash(t, m, "/remember "+p)
		checkFrame(t, "/remember", m)
	}
	slash(t, m, "/forget 1")
	checkFrame(t, "/forget", m)
	drive(t, m, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl})
	checkFrame(t, "the pager", m)
}

// Against the real server: /remember in one session, /new, and the new
// session's first request carries it in its system message; Ollama counts
// exactly that request, and the bar shows its count with what the memory
// files take of it.
func TestRememberThenNewAgainstOllama(t *testing.T) {
	rec := &recorder{Client: realClient(t)}
	seed := 5
	o := memoryOpts(t, "", "")
	o.Model, o.Options = ollamatest.TinyModel, session.Options{NumCtx: 4096, Seed: &seed, NumPredict: 30}
	m, _ := newTestModel(t, rec, o)
	describe(t, m, rec, ollamatest.TinyModel)
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	slash(t, m, "/remember I write Go, live in Lisbon and prefer short answers.")
	first := m.conv.Sess.ID
	slash(t, m, "/new")
	if m.conv.Sess.ID == first {
		t.Fatal("/new did not open a new session")
	}
	describe(t, m, rec, ollamatest.TinyModel)
	typeText(t, m, "who am I?")
	drive(t, m, press("enter"))
	req := lastRequest(rec)
	if sys := req.Messages[0]; sys.Role != "system" || !strings.Contains(sys.Content, "- I write Go, live in Lisbon and prefer short answers.") {
		t.Fatalf("the new session's first request: %q", sys.Content)
	}
	u := m.conv.Sess.LastUsage
	if u == nil || u.PromptTokens != ollamatest.TinyPromptTokens(req.Messages) {
		t.Fatalf("Ollama's count %+v, the request renders to %d", u, ollamatest.TinyPromptTokens(req.Messages))
	}
	r := m.conv.Meter.Remembered()
	bar := "ctx " + say.Thousands(u.PromptTokens+u.ReplyTokens) + " / 4,096"
	if scr := screen(m); !strings.Contains(scr, bar) || !strings.Contains(scr, "incl. ~"+itoa(r.Tokens)+" remembered") || r.Tokens <= 0 {
		t.Fatalf("the bar (want %q and %d remembered):\n%s", bar, r.Tokens, scr)
	}
}
