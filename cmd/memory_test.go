package cmd

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/internal/ollamatest"
)

// memoryHome is an ollm home and a project folder (the working folder for
// the test) with the memory files given ("": none).
func memoryHome(t *testing.T, personal, project string) (home, dir string) {
	t.Helper()
	home, dir = t.TempDir(), t.TempDir()
	t.Chdir(dir)
	for path, text := range map[string]string{filepath.Join(home, "memory.md"): personal, filepath.Join(dir, ".ollm", "memory.md"): project} {
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
	return home, dir
}

func TestMemoryCommands(t *testing.T) {
	home, dir := memoryHome(t, "", "")
	env := mapEnv{"OLLM_HOME": home}
	out, err := runCLI(t, env, "memory")
	if err != nil || !strings.HasPrefix(out, "Nothing remembered yet.") {
		t.Fatalf("empty: %v %q", err, out)
	}
	for _, args := range [][]string{{"memory", "add", "I", "write", "Go."}, {"memory", "add", "--project", "This project uses Postgres 16."}, {"memory", "add", "I live in Lisbon."}} {
		if out, err := runCLI(t, env, args...); err != nil || !strings.HasPrefix(out, "Remembered in ") {
			t.Fatalf("%v: %v %q", args, err, out)
		}
	}
	if out, _ := runCLI(t, env, "memory", "add", "I write Go."); !strings.Contains(out, "holds it already") {
		t.Errorf("a line twice: %q", out)
	}
	out, err = runCLI(t, env, "memory", "list")
	want := filepath.Join(home, "memory.md") + "\n   1  - I write Go.\n   2  - I live in Lisbon.\n./.ollm/memory.md\n   3  - This project uses Postgres 16.\n"
	if err != nil || !strings.HasPrefix(out, want) || !strings.Contains(out, "tokens, sent with the system prompt of every session; the cap is 10% of the window, 819 tokens at num_ctx 8,192") {
		t.Fatalf("list: %v\n%s\nwant it to begin with\n%s", err, out, want)
	}
	if out, err := runCLI(t, env, "memory", "forget", "2"); err != nil || out != "Forgot line 2 of "+filepath.Join(home, "memory.md")+": - I live in Lisbon.\n" {
		t.Fatalf("forget: %v %q", err, out)
	}
	if _, err := runCLI(t, env, "memory", "forget", "9"); err == nil || err.Error() != "there is no line 9: the memory files hold 2 (ollm memory list numbers them)" {
		t.Fatalf("forget 9: %v", err)
	}
	if out, _ := runCLI(t, env, "memory", "path", "--project"); out != filepath.Join(dir, ".ollm", "memory.md")+"\n" {
		t.Errorf("path: %q", out)
	}
	if data, _ := os.ReadFile(filepath.Join(home, "memory.md")); string(data) != "- I write Go.\n" {
		t.Errorf("the file holds %q", data)
	}

	// edit runs the editor on the file, created when missing.
	if err := os.Remove(filepath.Join(dir, ".ollm", "memory.md")); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(t.TempDir(), "editor.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho '- edited by hand' >> \"$1\"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := runCLI(t, mapEnv{"OLLM_HOME": home, "EDITOR": script}, "memory", "edit", "-p"); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, ".ollm", "memory.md")); string(data) != "- edited by hand\n" {
		t.Errorf("edited file %q", data)
	}
	if _, err := runCLI(t, env, "memory", "edit"); err == nil || !strings.HasPrefix(err.Error(), "set $VISUAL or $EDITOR to edit it here") {
		t.Errorf("edit without an editor: %v", err)
	}
}

// A memory file that cannot be read is named with the reason.
func TestMemoryListNamesAnUnreadableFile(t *testing.T) {
	home, _ := memoryHome(t, "", "")
	if err := os.WriteFile(filepath.Join(home, "memory.md"), []byte("\x00\x01binary"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, mapEnv{"OLLM_HOME": home}, "memory", "list")
	if err != nil || !strings.Contains(out, "memory.md cannot be used (it is not text): this session goes on without it.") {
		t.Fatalf("%v %q", err, out)
	}
}

// recordingProxy stands between ollm and the real server and keeps the chat
// requests it passes on: the server answers them as always.
type recordingProxy struct {
	mu   sync.Mutex
	reqs []api.ChatRequest
}

func (p *recordingProxy) start(t *testing.T, target string) string {
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(u)
	proxy.FlushInterval = -1
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/chat" {
			body, _ := io.ReadAll(r.Body)
			var req api.ChatRequest
			if err := json.Unmarshal(body, &req); err == nil {
				p.mu.Lock()
				p.reqs = append(p.reqs, req)
				p.mu.Unlock()
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return strings.TrimPrefix(srv.URL, "http://")
}

// `ollm run` in a folder with .ollm/memory.md, with the person's file too:
// the request's system message carries both, and Ollama's prompt count is
// exactly that request's.
func TestRunCarriesTheMemoryFilesAgainstOllama(t *testing.T) {
	srv := ollamatest.Require(t)
	home, _ := memoryHome(t, "- I write Go and live in Lisbon.\n", "- This project uses Postgres 16.\n")
	// A fixed seed: the tiny model's random weights may end a reply at
	// once (an empty stdout under load in CI), and the test asserts a reply.
	if err := os.WriteFile(filepath.Join(home, "config.json"), []byte(`{"seed": 7}`), 0o600); err != nil {
		t.Fatal(err)
	}
	rec := &recordingProxy{}
	host := rec.start(t, srv.URL())
	env := mapEnv{"OLLM_HOME": home, "OLLAMA_HOST": host}
	var out, errOut bytes.Buffer
	root := newRoot(env, &out, &errOut)
	root.SetIn(strings.NewReader(""))
	root.SetArgs([]string{"run", "--no-save", "-m", ollamatest.TinyModel, "--num-ctx", "2048", "--format", "json", "hello"})
	if err := root.Execute(); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	if len(rec.reqs) != 1 {
		t.Fatalf("%d chat requests", len(rec.reqs))
	}
	req := rec.reqs[0]
	sys := req.Messages[0]
	if sys.Role != "system" || !strings.Contains(sys.Content, "[the person's memory file]\n- I write Go and live in Lisbon.\n[this project's memory file]\n- This project uses Postgres 16.") {
		t.Fatalf("the system message does not carry both files: %q", sys.Content)
	}
	var last struct {
		Done         bool `json:"done"`
		PromptTokens int  `json:"prompt_tokens"`
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || !last.Done {
		t.Fatalf("last line %q: %v", lines[len(lines)-1], err)
	}
	if exact := ollamatest.TinyPromptTokens(req.Messages); last.PromptTokens != exact {
		t.Fatalf("Ollama counted %d prompt tokens, the request renders to %d", last.PromptTokens, exact)
	}

	// A file that is not text: a sentence on stderr, and the reply all the same.
	if err := os.WriteFile(filepath.Join(home, "memory.md"), []byte("\x00binary"), 0o600); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errOut.Reset()
	root = newRoot(env, &out, &errOut)
	root.SetIn(strings.NewReader(""))
	root.SetArgs([]string{"run", "--no-save", "-m", ollamatest.TinyModel, "--num-ctx", "2048", "hello"})
	if err := root.Execute(); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	if !strings.Contains(errOut.String(), "memory.md cannot be used (it is not text): this session goes on without it.") || out.Len() == 0 {
		t.Fatalf("stderr %q, stdout %q", errOut.String(), out.String())
	}
	if sys := rec.reqs[1].Messages[0].Content; strings.Contains(sys, "person's memory file") || !strings.Contains(sys, "Postgres 16") {
		t.Fatalf("second request's system message: %q", sys)
	}
}
