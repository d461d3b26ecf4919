package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

func TestMain(m *testing.M) { ollamatest.Main(m) }

type mapEnv map[string]string

func (e mapEnv) Getenv(k string) string { return e[k] }

func runCLI(t *testing.T, env mapEnv, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	root := newRoot(env, &out, &errOut)
	root.SetArgs(args)
	err := root.Execute()
	return out.String() + errOut.String(), err
}

func TestModelsAgainstOllama(t *testing.T) {
	srv := ollamatest.Require(t)
	out, err := runCLI(t, mapEnv{"OLLAMA_HOST": srv.Host}, "models")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"tiny:latest", "tiny-endless:latest", "115K", "4096"} {
		if !strings.Contains(out, want) {
			t.Errorf("models output lacks %q:\n%s", want, out)
		}
	}
}

func TestModelsWithoutServer(t *testing.T) {
	_, err := runCLI(t, mapEnv{}, "models", "--host", "127.0.0.1:1")
	if err == nil || err.Error() != "Ollama is not running at 127.0.0.1:1: start it with `ollama serve`, or set OLLAMA_HOST." {
		t.Fatalf("err = %v", err)
	}
}

func TestSessionsCommands(t *testing.T) {
	home := t.TempDir()
	env := mapEnv{"OLLM_HOME": home}
	store := session.NewStore(home)
	s := session.New("20261120-120000-abcdef", "tiny", session.Options{NumCtx: 1024}, time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC))
	s.Append(session.Message{ID: "a", Role: session.RoleUser, Content: "What is a monad?"})
	s.Append(session.Message{ID: "b", Role: session.RoleAssistant, Content: "A burrito.", Stopped: true})
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, env, "sessions", "list")
	if err != nil || !strings.Contains(out, s.ID) || !strings.Contains(out, "What is a monad?") {
		t.Fatalf("list: %v\n%s", err, out)
	}
	out, err = runCLI(t, env, "sessions", "show", s.ID)
	if err != nil || !strings.Contains(out, "# What is a monad?") || !strings.Contains(out, "> stopped") {
		t.Fatalf("show: %v\n%s", err, out)
	}
	path := filepath.Join(t.TempDir(), "out.json")
	if _, err := runCLI(t, env, "sessions", "export", s.ID, "-f", "json", "-o", path); err != nil {
		t.Fatal(err)
	}
	var back session.Session
	data, _ := os.ReadFile(path)
	if err := json.Unmarshal(data, &back); err != nil || len(back.Messages) != 2 {
		t.Fatalf("exported JSON: %v", err)
	}
	out, err = runCLI(t, env, "sessions", "search", "MONAD")
	if err != nil || !strings.Contains(out, s.ID) || !strings.Contains(out, "message 1 (user): What is a monad?") {
		t.Fatalf("search: %v\n%s", err, out)
	}
	if out, err = runCLI(t, env, "sessions", "search", "lasagna"); err == nil || !strings.Contains(err.Error(), `"lasagna" was not found`) {
		t.Fatalf("search for a missing text: %v\n%s", err, out)
	}
	if _, err := runCLI(t, env, "sessions", "show", "../etc"); err == nil {
		t.Fatal("a path-like id was accepted")
	}
	if _, err := runCLI(t, env, "sessions", "rm", s.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := runCLI(t, env, "sessions", "show", s.ID); err == nil || !strings.Contains(err.Error(), "no session file") {
		t.Fatalf("show after rm: %v", err)
	}
}

func TestCorruptConfigIsASentence(t *testing.T) {
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "config.json"), []byte("{nope"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := runCLI(t, mapEnv{"OLLM_HOME": home})
	if err == nil || !strings.Contains(err.Error(), "config.json is not valid JSON") {
		t.Fatalf("err = %v", err)
	}
}

// An unknown key or a bad value in config.json is named in a sentence; nothing
// is ignored silently.
func TestConfigMistakesAreNamed(t *testing.T) {
	for text, want := range map[string]string{
		`{"num_ctxx": 4096}`:      `unknown key "num_ctxx"`,
		`{"num_ctx": "big"}`:      `"num_ctx" must be a whole number, not string`,
		`{"num_ctx": 100}`:        `"num_ctx" is 100; the window must be at least 256 tokens`,
		`{"reserve_ratio": 2}`:    `"reserve_ratio" is 2; it is a share between 0 and 1`,
		`{"theme": "blue"}`:       `"theme" is "blue"; it is one of auto, dark, light`,
		`{"snapshot_keep": -1}`:   `"snapshot_keep" is -1; it cannot be negative`,
		`{"facts_ledger": "yes"}`: `"facts_ledger" must be true or false, not string`,
		`{"memory_share": 1.5}`:   `"memory_share" is 1.5; it is a share between 0 and 1`,
		`{"strategy": "magic"}`:   `strategy "magic" is not one of summarize, truncate`,
		`{"num_ctx": 4096,}`:      `is not valid JSON`,
	} {
		home := t.TempDir()
		if err := os.WriteFile(filepath.Join(home, "config.json"), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := runCLI(t, mapEnv{"OLLM_HOME": home})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}

// --num-ctx 0 and negative windows are refused with a sentence.
func TestNumCtxFlagIsChecked(t *testing.T) {
	for _, v := range []string{"0", "-5", "100"} {
		_, err := runCLI(t, mapEnv{"OLLM_HOME": t.TempDir()}, "--num-ctx", v)
		if err == nil || !strings.Contains(err.Error(), "the window must be at least 256 tokens") {
			t.Errorf("--num-ctx %s: %v", v, err)
		}
	}
}

// `ollm eval` runs the script through the engine against the server and
// prints the table and the probes' scores.
func TestEvalAgainstOllama(t *testing.T) {
	srv := ollamatest.Require(t)
	out, err := runCLI(t, mapEnv{"OLLAMA_HOST": srv.Host, "OLLM_HOME": t.TempDir()}, "eval", "--model", ollamatest.TinyModel, "--num-ctx", "1024", "--strategies", "ledger", "--turns", "8")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"ollm eval: tiny, 8 turns, 1 runs against", "Script ops-8, model tiny", "| window | strategy | facts in the final request", "| 1024 | ledger | ", "| probe answers right |"} {
		if !strings.Contains(out, want) {
			t.Errorf("eval output lacks %q:\n%s", want, out)
		}
	}
}

func TestEvalRefusesBadFlags(t *testing.T) {
	for args, want := range map[string]string{
		"--strategies magic": `--strategies: no strategy "magic" (truncate, summarize, ledger)`,
		"--num-ctx 4k":       `--num-ctx: window "4k": a number of tokens of at least 256 is needed`,
		"--turns 3":          "--turns: at least 8 turns are needed to plant, update and probe facts",
	} {
		_, err := runCLI(t, mapEnv{"OLLM_HOME": t.TempDir()}, append([]string{"eval", "--host", "127.0.0.1:1"}, strings.Fields(args)...)...)
		if err == nil || err.Error() != want {
			t.Errorf("eval %s: %v, want %q", args, err, want)
		}
	}
}
