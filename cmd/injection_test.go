package cmd

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/sanitize"
)

// hostile is stored text that tries to drive the terminal: a clipboard write, a
// window title, a cursor report request, a reset, a screen alignment test, an
// 8-bit CSI, a bidi override and hidden tag characters.
const hostile = "title \x1b]52;c;cm0gLXJmIH4=\x07 \x1b]0;pwned\x07 \x1b[6n \x1bc \x1b#8 \u009b2J \u202eevil \U000E0041 end"

// hostileSession stores a session whose title, messages and summary carry the
// payload.
func hostileSession(t *testing.T, home string) *session.Session {
	t.Helper()
	s := session.New("20261120-120000-abcdef", "tiny", session.Options{NumCtx: 1024}, time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC))
	s.Append(session.Message{ID: "a", Role: session.RoleUser, Content: hostile})
	s.Append(session.Message{ID: "b", Role: session.RoleAssistant, Content: "reply " + hostile})
	s.Checkpoints = []session.Checkpoint{{ID: "c", Number: 1, From: 0, To: 1, Level: 1, Summary: "summary " + hostile}}
	s.APIStart = 1
	if err := session.NewStore(home).Save(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// hostileMemory writes a memory file that carries the payload, as a file
// someone else wrote (a project's, cloned) may.
func hostileMemory(t *testing.T, home string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(home, "memory.md"), []byte("- "+hostile+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

// fakeTags is a server whose model names carry the payload: a real Ollama
// refuses such names, a foreign or compromised server need not.
func fakeTags(t *testing.T) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/tags":
			_ = json.NewEncoder(w).Encode(map[string]any{"models": []map[string]any{{"name": "evil" + hostile, "size": 1}}})
		case "/api/show":
			_ = json.NewEncoder(w).Encode(map[string]any{"model_info": map[string]any{}})
		case "/api/chat": // a reply made of the payloads, for `ollm run`
			_ = json.NewEncoder(w).Encode(map[string]any{"message": map[string]any{"role": "assistant", "content": "the end " + hostile}})
			_ = json.NewEncoder(w).Encode(map[string]any{"done": true, "done_reason": "stop", "prompt_eval_count": 10, "eval_count": 5})
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return strings.TrimPrefix(srv.URL, "http://")
}

var commands = [][]string{
	{"sessions", "list"},
	{"sessions", "show", "20261120-120000-abcdef"},
	{"sessions", "export", "20261120-120000-abcdef", "-f", "md"},
	{"sessions", "search", "end"},
	{"models"},
	{"run", "--no-save", "-m", "evil", "say it"},
	{"memory", "list"},
}

// On a terminal, the sessions commands and `ollm models` print stored and
// server text as text: no escape sequence, control or invisible character of
// it reaches the terminal.
func TestCLIOnATerminalPrintsTextOnly(t *testing.T) {
	home := t.TempDir()
	hostileSession(t, home)
	hostileMemory(t, home)
	env := mapEnv{"OLLM_HOME": home, "OLLAMA_HOST": fakeTags(t)}
	for _, args := range commands {
		ptmx, tty, err := pty.Open()
		if err != nil {
			t.Skipf("no pseudo-terminal here: %v", err)
		}
		got := make(chan []byte)
		go func() { data, _ := io.ReadAll(ptmx); got <- data }()
		out := termSafe(tty)
		root := newRoot(env, out, out)
		root.SetIn(strings.NewReader("")) // ollm run reads a stdin that is not a terminal
		root.SetArgs(args)
		if err := root.Execute(); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		tty.Close()
		data := <-got
		ptmx.Close()
		text := strings.ReplaceAll(string(data), "\r\n", "\n") // the terminal's own newline mapping
		if why := sanitize.Check(text); why != "" {
			t.Errorf("ollm %s wrote to the terminal: %s\n%q", strings.Join(args, " "), why, text)
		}
		if !strings.Contains(text, "title") && !strings.Contains(text, "evil") && !strings.Contains(text, "the end") {
			t.Errorf("ollm %s printed nothing recognisable: %q", strings.Join(args, " "), text)
		}
	}
}

// Into a file or a pipe, the text is written exactly as stored.
func TestCLIIntoAPipeWritesTheTextAsStored(t *testing.T) {
	home := t.TempDir()
	hostileSession(t, home)
	var out bytes.Buffer
	root := newRoot(mapEnv{"OLLM_HOME": home}, termSafe(&out), io.Discard)
	root.SetArgs([]string{"sessions", "show", "20261120-120000-abcdef"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), hostile) {
		t.Fatalf("the stored text was changed on its way to a pipe:\n%q", out.String())
	}
	// `ollm run` into a pipe: the reply as the model wrote it.
	out.Reset()
	root = newRoot(mapEnv{"OLLM_HOME": home, "OLLAMA_HOST": fakeTags(t)}, termSafe(&out), io.Discard)
	root.SetIn(strings.NewReader(""))
	root.SetArgs([]string{"run", "--no-save", "-m", "evil", "say it"})
	if err := root.Execute(); err != nil || out.String() != "the end "+hostile+"\n" {
		t.Fatalf("run into a pipe: %v %q", err, out.String())
	}
}
