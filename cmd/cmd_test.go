package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
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
		`{"num_ctxx": 4096}`:         `unknown key "num_ctxx"`,
		`{"num_ctx": "big"}`:         `"num_ctx" must be a whole number, not string`,
		`{"num_ctx": 100}`:           `"num_ctx" is 100; the window must be at least 256 tokens`,
		`{"reserve_ratio": 2}`:       `"reserve_ratio" is 2; it is a share between 0 and 1`,
		`{"theme": "blue"}`:          `"theme" is "blue"; it is one of auto, dark, light`,
		`{"snapshot_keep": -1}`:      `"snapshot_keep" is -1; it cannot be negative`,
		`{"facts_ledger": "yes"}`:    `"facts_ledger" must be true or false, not string`,
		`{"memory_share": 1.5}`:      `"memory_share" is 1.5; it is a share between 0 and 1`,
		`{"strategy": "magic"}`:      `strategy "magic" is not one of summarize, truncate`,
		`{"num_ctx": 4096,}`:         `is not valid JSON`,
		`{"context_tools": "on"}`:    `"context_tools" is "on"; it is one of auto, off`,
		`{"checkpoint_compacts": 1}`: `"checkpoint_compacts" must be true or false, not number`,
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
	out, err := runCLI(t, mapEnv{"OLLAMA_HOST": srv.Host, "OLLM_HOME": t.TempDir()}, "eval", "--model", ollamatest.TinyModel, "--num-ctx", "1024", "--strategies", "ledger", "--turns", "8", "--half", "dev", "--conv", "d1")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"ollm eval: tiny, 1 conversations of 8 turns, 1 runs against", "The dev half of the corpus, model tiny", "| half | window | strategy | facts in the final request", "| dev | 1024 | ledger | ", "| person | place |", "| dev/d1 | 1024 | ledger | "} {
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
		"--half nope":        `--half: no corpus half "nope" (dev, dev2, dev3, dev4, dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13, dev14, dev15, dev16, dev17, dev18, dev19, dev20, dev21, dev22, dev23, dev24, dev25, dev26, dev27, dev28, dev29, dev30, dev31, dev32, dev33, dev34, dev35, dev36, dev37, dev38, dev39, dev40, dev41, dev42, dev43, dev44, dev45, dev46, dev47, dev48, dev49, dev50, dev51, dev52, dev53, dev54, dev55, dev56, dev57, dev58, dev59, dev60, dev61, dev62, dev63, dev64, dev65, dev66, dev67, dev68, dev69, dev70, dev71, dev72, dev73, dev74, dev75, dev76, dev77, dev78, dev79, dev80, dev81, dev82, dev83, dev84, dev85, dev86, dev87, dev88, dev89, dev90, dev91, dev92, dev93, dev94, dev95, dev96, dev97, dev98, dev99, dev100, dev101, dev102, dev103, dev104, dev105, dev106, dev107, dev108, dev109, dev110, dev111, dev112, dev113, dev114, dev115, dev116, dev117, dev118, dev119, dev120, dev121, dev122, dev123, dev124, dev125, dev126, dev127, dev128, dev129, dev130, dev131, dev132, dev133, dev134, dev135, dev136, dev137, dev138, dev139, dev140, dev141, dev142, dev143, dev144, dev145, dev146, dev147, dev148, dev149, dev150, dev151, dev152, dev153, dev154, dev155, heldout156, heldout157)`,
		"--conv zz":          `--conv: no conversation "zz" in the heldout157 half`,
	} {
		_, err := runCLI(t, mapEnv{"OLLM_HOME": t.TempDir()}, append([]string{"eval", "--host", "127.0.0.1:1"}, strings.Fields(args)...)...)
		if err == nil || err.Error() != want {
			t.Errorf("eval %s: %v, want %q", args, err, want)
		}
	}
}

// runCmd runs `ollm run` with stdin and a context, and returns stdout, stderr
// and the error.
func runCmd(t *testing.T, ctx context.Context, env mapEnv, stdin io.Reader, stdout io.Writer, args ...string) (string, error) {
	t.Helper()
	var errOut bytes.Buffer
	root := newRoot(env, stdout, &errOut)
	root.SetIn(stdin)
	root.SetArgs(append([]string{"run"}, args...))
	err := root.ExecuteContext(ctx)
	return errOut.String(), err
}

func exitCode(err error) int {
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return max(ee.code, 1)
	}
	return 1
}

// `ollm run` against the real server: a prompt and piped text are sent
// together and the reply streams to stdout; a second call with -c continues the
// session (its request carries the first exchange, as Ollama's count of the
// prompt shows); --format json ends with the usage; --no-save writes nothing.
func TestRunAgainstOllama(t *testing.T) {
	srv := ollamatest.Require(t)
	home := t.TempDir()
	// A seed whose replies are not empty (the tiny model may stop at once).
	if err := os.WriteFile(filepath.Join(home, "config.json"), []byte(`{"seed": 4}`), 0o644); err != nil {
		t.Fatal(err)
	}
	env := mapEnv{"OLLAMA_HOST": srv.Host, "OLLM_HOME": home}
	var out bytes.Buffer
	stderr, err := runCmd(t, context.Background(), env, strings.NewReader("func main() {}\n"), &out, "-m", ollamatest.TinyModel, "--num-ctx", "1024", "explain this")
	if err != nil || out.Len() == 0 || !strings.HasSuffix(out.String(), "\n") {
		t.Fatalf("run: %v, stderr %q, stdout %q", err, stderr, out.String())
	}
	store := session.NewStore(home)
	first, _, err := store.Newest()
	if err != nil {
		t.Fatal(err)
	}
	s, _ := store.Load(first.ID)
	if len(s.Messages) != 2 || s.Messages[0].Content != "explain this\n\nfunc main() {}" || strings.TrimSpace(s.Messages[1].Content) != strings.TrimSpace(out.String()) {
		t.Fatalf("saved %+v; printed %q", s.Messages, out.String())
	}
	out.Reset()
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), &out, "-c", "--format", "json", "and then?"); err != nil {
		t.Fatal(err)
	}
	s, _ = store.Load(first.ID)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var last struct {
		Done         bool   `json:"done"`
		Session      string `json:"session"`
		PromptTokens int    `json:"prompt_tokens"`
		ReplyTokens  int    `json:"reply_tokens"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || !last.Done || last.Session != first.ID || last.ReplyTokens == 0 {
		t.Fatalf("last JSON line %q: %v", lines[len(lines)-1], err)
	}
	if len(s.Messages) != 4 {
		t.Fatalf("%d messages after -c", len(s.Messages))
	}
	var roles, contents []string
	for _, m := range s.Messages[:3] {
		roles, contents = append(roles, string(m.Role)), append(contents, m.Content)
	}
	if want := len(ollamatest.RenderTinyPrompt(roles, contents)) + 1; last.PromptTokens != want {
		t.Fatalf("the second request counted %d prompt tokens; the first exchange and the question make %d", last.PromptTokens, want)
	}
	// --no-save: nothing more on disk.
	before, _ := store.List()
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), io.Discard, "--no-save", "-c", "one more"); err != nil {
		t.Fatal(err)
	}
	after, _ := store.List()
	s2, _ := store.Load(first.ID)
	if len(after) != len(before) || len(s2.Messages) != 4 {
		t.Fatalf("--no-save wrote: %d → %d sessions, %d messages", len(before), len(after), len(s2.Messages))
	}
}

// Exit statuses: 2 for usage, 1 for an error with a sentence, 130 for an
// interruption, whose partial reply is saved, marked stopped.
func TestRunExitStatuses(t *testing.T) {
	srv := ollamatest.Require(t)
	home := t.TempDir()
	env := mapEnv{"OLLAMA_HOST": srv.Host, "OLLM_HOME": home}
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), io.Discard); exitCode(err) != 2 {
		t.Errorf("nothing to send: %v", err)
	}
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), io.Discard, "--format", "xml", "hi"); exitCode(err) != 2 {
		t.Errorf("bad format: %v", err)
	}
	if _, err := runCmd(t, context.Background(), env, strings.NewReader(""), io.Discard, "-m", "llama3.2", "hi"); exitCode(err) != 1 || !strings.Contains(err.Error(), `"llama3.2" is not installed`) {
		t.Errorf("missing model: %v", err)
	}
	if _, err := runCmd(t, context.Background(), mapEnv{"OLLM_HOME": home}, strings.NewReader(""), io.Discard, "--host", "127.0.0.1:1", "-m", "x", "hi"); exitCode(err) != 1 || !strings.Contains(err.Error(), "Ollama is not running") {
		t.Errorf("no server: %v", err)
	}
	// Interrupted mid-reply (the endless model writes until the window is full).
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := &firstWrite{seen: make(chan struct{})}
	go func() { <-w.seen; time.Sleep(50 * time.Millisecond); cancel() }()
	_, err := runCmd(t, ctx, env, strings.NewReader(""), w, "-m", ollamatest.EndlessModel, "--num-ctx", "4096", "write forever")
	if exitCode(err) != 130 {
		t.Fatalf("interrupted: %v", err)
	}
	store := session.NewStore(home)
	newest, _, _ := store.Newest()
	s, _ := store.Load(newest.ID)
	if last := s.Messages[len(s.Messages)-1]; !last.Stopped || last.Content == "" {
		t.Fatalf("the partial reply was saved as %+v", last)
	}
}

// firstWrite tells seen at the first write.
type firstWrite struct {
	once sync.Once
	seen chan struct{}
}

func (w *firstWrite) Write(p []byte) (int, error) {
	w.once.Do(func() { close(w.seen) })
	return len(p), nil
}
