package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// `ollm run -f` against the real server, through a recording proxy: the file
// goes in a block after the prompt and standard input, Ollama counts exactly
// that request, and the session keeps the content as it was sent.
func TestRunSendsFilesAgainstOllama(t *testing.T) {
	srv := ollamatest.Require(t)
	home, dir := memoryHome(t, "", "")
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("buy milk\nfix the boiler\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	rec := &recordingProxy{}
	env := mapEnv{"OLLM_HOME": home, "OLLAMA_HOST": rec.start(t, srv.URL())}
	var out bytes.Buffer
	stderr, err := runCmd(t, context.Background(), env, strings.NewReader("the piped text"), &out,
		"-m", ollamatest.TinyModel, "--num-ctx", "2048", "--format", "json", "-f", "notes.txt", "compare")
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	req := rec.reqs[0]
	want := "compare\n\nthe piped text\n\n<file path=\"notes.txt\">\nbuy milk\nfix the boiler\n</file>"
	if got := req.Messages[len(req.Messages)-1].Content; got != want {
		t.Fatalf("sent %q, want %q", got, want)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var last struct {
		PromptTokens int    `json:"prompt_tokens"`
		Session      string `json:"session"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil {
		t.Fatal(err)
	}
	if exact := ollamatest.TinyPromptTokens(req.Messages); last.PromptTokens != exact {
		t.Fatalf("Ollama counted %d, the request renders to %d", last.PromptTokens, exact)
	}
	s, err := session.NewStore(home).Load(last.Session)
	if err != nil {
		t.Fatal(err)
	}
	if a := s.Messages[0].Attachments; len(a) != 1 || a[0].Path != "notes.txt" || a[0].Text != "buy milk\nfix the boiler\n" || s.Messages[0].Content != "compare\n\nthe piped text" {
		t.Fatalf("the session keeps %+v", s.Messages[0])
	}
}

// What cannot go is refused with a sentence, exit 1, and nothing is sent: a
// folder, a missing file, a binary one, a file larger than the room, an image
// to a model that cannot see.
func TestRunRefusesFilesThatCannotGo(t *testing.T) {
	srv := ollamatest.Require(t)
	home, dir := memoryHome(t, "", "")
	for name, data := range map[string][]byte{
		"app.bin":  {0x7f, 'E', 'L', 'F', 0, 1},
		"big.log":  bytes.Repeat([]byte("a line of the log that goes on\n"), 400), // refused by its size
		"mid.log":  bytes.Repeat([]byte("a line of the log that goes on\n"), 200), // read, then refused by its tokens
		"shot.png": append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), make([]byte, 32)...),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "docs"), 0o700); err != nil {
		t.Fatal(err)
	}
	rec := &recordingProxy{}
	env := mapEnv{"OLLM_HOME": home, "OLLAMA_HOST": rec.start(t, srv.URL())}
	for file, want := range map[string]string{
		"docs":     "docs is a folder",
		"nope.txt": "nope.txt cannot be attached: there is no such file in " + dir,
		"app.bin":  "app.bin is not text (it holds binary data)",
		"big.log":  "big.log is 12.4 kB: this request has room for ~",
		"mid.log":  "mid.log is ~",
		"shot.png": "tiny cannot see images (its capabilities in Ollama do not include vision): nothing was sent. shot.png can go to a model that sees",
	} {
		var out bytes.Buffer
		_, err := runCmd(t, context.Background(), env, strings.NewReader(""), &out, "-m", ollamatest.TinyModel, "--num-ctx", "1024", "-f", file, "look")
		if exitCode(err) != 1 || !strings.Contains(err.Error(), want) {
			t.Errorf("-f %s: exit %d, %v; want %q", file, exitCode(err), err, want)
		}
		if strings.HasSuffix(file, ".log") && !strings.Contains(err.Error(), "this request has room for ~") {
			t.Errorf("the room is not said: %v", err)
		}
	}
	if len(rec.reqs) != 0 {
		t.Fatalf("%d requests were sent", len(rec.reqs))
	}
	if list, _ := session.NewStore(home).List(); len(list) != 0 {
		t.Fatalf("a refused message left %d sessions", len(list))
	}
}
