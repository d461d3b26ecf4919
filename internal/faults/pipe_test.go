package faults

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// exitPipe is the status of a writer whose reader left: 128 + SIGPIPE, what a
// shell reports for `cat big | head`.
const exitPipe = 141

// piped is one `ollm … | head -c 20` as a shell runs it.
type piped struct {
	head   string // what head printed
	status int    // ollm's exit status; -1 when a signal killed it
	state  string // how ollm ended, for messages
	stderr string
}

// runIntoHead runs ollm with args, its standard output a real pipe into
// `head -c 20`, which leaves after 20 bytes.
func runIntoHead(t *testing.T, home, host string, args ...string) piped {
	t.Helper()
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	ollm := exec.Command(ollmBinary(t), args...)
	ollm.Env = append(os.Environ(), "OLLM_HOME="+home, "OLLAMA_HOST="+host)
	var stderr, out bytes.Buffer
	ollm.Stdout, ollm.Stderr = pw, &stderr
	head := exec.Command("head", "-c", "20")
	head.Stdin, head.Stdout = pr, &out
	if err := head.Start(); err != nil {
		t.Fatal(err)
	}
	if err := ollm.Start(); err != nil {
		t.Fatal(err)
	}
	pw.Close() // only ollm writes and only head reads: head's exit closes the pipe
	pr.Close()
	_ = head.Wait()
	done := make(chan struct{})
	go func() { _ = ollm.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		_ = ollm.Process.Kill()
		<-done
		t.Fatalf("ollm %v did not end after head left; stderr %q", args, stderr.String())
	}
	return piped{head: out.String(), status: ollm.ProcessState.ExitCode(), state: ollm.ProcessState.String(), stderr: stderr.String()}
}

// `ollm run … | head -c 20`: the reader leaves after 20 bytes, long before the
// reply ends. The reply is still saved whole (the model's answer does not
// depend on who reads it), and ollm exits as a writer to a pipe does, 141,
// without a sentence. Then `sessions show` and `sessions export` of a session
// larger than a pipe holds, into head: 141 and silence too.
func TestPipeIntoHeadKeepsTheWholeReply(t *testing.T) {
	srv := server(t)
	home := t.TempDir()
	// The endless model writes until the window is full: about 2,000 tokens
	// here, then about 2,000 more in the larger window of the second run.
	for i, args := range [][]string{
		{"run", "-m", ollamatest.EndlessModel, "--num-ctx", "2048", "first"},
		{"run", "-c", "--num-ctx", "4096", "second"},
	} {
		got := runIntoHead(t, home, srv.Host, args...)
		if got.status != exitPipe || got.stderr != "" {
			t.Errorf("%v into head: %s, stderr %q; want exit status %d and nothing on stderr", args, got.state, got.stderr, exitPipe)
		}
		s := waitFile(t, home, 5*time.Second, "the exchange", func(s *session.Session) bool { return len(s.Messages) >= 2*(i+1) })
		var roles []string
		for _, m := range s.Messages {
			roles = append(roles, string(m.Role))
		}
		if want := strings.Repeat("user assistant ", i+1); strings.Join(roles, " ")+" " != want {
			t.Fatalf("after %v the session holds %v", args, roles)
		}
		reply := last(s)
		if reply.Stopped || reply.Interrupted || reply.DoneReason != "length" || !reply.TokensExact || len(reply.Content) < 1000 {
			t.Fatalf("%v: the reply was saved as stopped=%v interrupted=%v done=%q exact=%v, %d bytes; want it whole (the window full, ~2,000 tokens)",
				args, reply.Stopped, reply.Interrupted, reply.DoneReason, reply.TokensExact, len(reply.Content))
		}
		if !strings.HasPrefix(reply.Content, got.head) || len(got.head) != 20 {
			t.Fatalf("head printed %q; the reply begins %q", got.head, reply.Content[:40])
		}
	}

	big := session.New("20261120-120000-abcdef", ollamatest.TinyModel, session.Options{NumCtx: 1024}, time.Now())
	big.Append(session.Message{ID: "u", Role: session.RoleUser, Content: strings.Repeat("a long pasted line\n", 20000), Time: time.Now()})
	if err := session.NewStore(home).Save(big); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"sessions", "show", big.ID}, {"sessions", "export", big.ID, "-f", "json"}} {
		got := runIntoHead(t, home, srv.Host, args...)
		if got.status != exitPipe || got.stderr != "" || len(got.head) != 20 {
			t.Errorf("%v into head: %s, stderr %q, head %q; want exit status %d and nothing on stderr", args, got.state, got.stderr, got.head, exitPipe)
		}
	}
	if files, _ := filepath.Glob(filepath.Join(home, "sessions", "*.json")); len(files) != 2 {
		t.Fatalf("session files: %v", files)
	}
}
