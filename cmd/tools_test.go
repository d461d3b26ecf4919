package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/creack/pty"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/fakeollama"
	"github.com/ollm/ollm/tui/sanitize"
)

// `ollm run` with a model that calls the context tools (a small fake server:
// the tiny models cannot): stdout holds the reply's text before the call and
// the answer after it, on lines of their own; stderr says which tool was
// called; --format json gives the call a line of its own; context_tools: off
// offers no tools.
func TestRunWithContextTools(t *testing.T) {
	script := []fakeollama.Reply{
		{Content: "Let me check.", Calls: []api.ToolCall{fakeollama.Call(engine.ToolContextStats, nil)}},
		{Content: "The window is 4,096 tokens."},
	}
	srv := fakeollama.Start(t, "tool-model:8b", script...)
	home := t.TempDir()
	env := mapEnv{"OLLAMA_HOST": srv.Host, "OLLM_HOME": home}
	var out bytes.Buffer
	stderr, err := runCmd(t, context.Background(), env, strings.NewReader(""), &out, "--num-ctx", "4096", "How large is your window?")
	if err != nil {
		t.Fatalf("run: %v, stderr %q", err, stderr)
	}
	if out.String() != "Let me check.\nThe window is 4,096 tokens.\n" {
		t.Errorf("stdout %q", out.String())
	}
	if !strings.Contains(stderr, "ollm: the model called context_stats: Context window: 4,096 tokens;") {
		t.Errorf("stderr %q", stderr)
	}

	srv.Script(fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(engine.ToolRecall, map[string]any{"query": "window"})}}, fakeollama.Reply{Content: "ok"})
	out.Reset()
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), &out, "-c", "--format", "json", "again"); err != nil {
		t.Fatal(err)
	}
	var call struct {
		Tool      string            `json:"tool"`
		Arguments map[string]string `json:"arguments"`
		Result    string            `json:"result"`
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if err := json.Unmarshal([]byte(lines[0]), &call); err != nil || call.Tool != engine.ToolRecall || call.Arguments["query"] != "window" || !strings.Contains(call.Result, "No earlier message") {
		t.Errorf("first JSON line %q: %v", lines[0], err)
	}

	if err := os.WriteFile(filepath.Join(home, "config.json"), []byte(`{"context_tools": "off"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	n := len(srv.Requests())
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), &out, "--no-save", "hi"); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	if len(reqs) != n+1 || len(reqs[n].Tools) != 0 {
		t.Errorf("context_tools off: %d requests, the last with %d tools", len(reqs)-n, len(reqs[len(reqs)-1].Tools))
	}
	if len(reqs[0].Tools) != 3 {
		t.Errorf("context_tools unset: %d tools offered", len(reqs[0].Tools))
	}
}

// On a terminal, `ollm run` prints the tools a model called as text only: a
// hostile tool name and reply text reach neither stdout nor stderr as
// anything but text.
func TestRunToolCallsOnATerminalPrintTextOnly(t *testing.T) {
	srv := fakeollama.Start(t, "tool-model:8b",
		fakeollama.Reply{Content: "look " + hostile, Calls: []api.ToolCall{fakeollama.Call("evil"+hostile, map[string]any{"query": hostile})}},
		fakeollama.Reply{Content: "the end " + hostile},
	)
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	got := make(chan []byte)
	go func() { data, _ := io.ReadAll(ptmx); got <- data }()
	out := termSafe(tty)
	root := newRoot(mapEnv{"OLLM_HOME": t.TempDir(), "OLLAMA_HOST": srv.Host}, out, out)
	root.SetIn(strings.NewReader(""))
	root.SetArgs([]string{"run", "--no-save", "say it"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	tty.Close()
	text := strings.ReplaceAll(string(<-got), "\r\n", "\n")
	ptmx.Close()
	if why := sanitize.Check(text); why != "" {
		t.Errorf("ollm run wrote to the terminal: %s\n%q", why, text)
	}
	if !strings.Contains(text, "ollm: the model called evil") || !strings.Contains(text, "the end") {
		t.Errorf("the call or the answer is missing: %q", text)
	}
}
