package ollamatest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A test binary that dies without stopping its server (a test timeout
// exits before cleanups run) takes the server with it: no `ollama serve`
// is left running with parent 1. The helper process starts a server, prints
// its PID and folder, and exits at once.
func TestServerEndsWithTheTestBinary(t *testing.T) {
	if os.Getenv("OLLM_ORPHAN_HELPER") == "1" {
		s, err := Start(context.Background())
		if err != nil {
			fmt.Println("error", err)
			os.Exit(0)
		}
		fmt.Println("server", s.cmd.Process.Pid, s.Dir)
		os.Exit(0) // as a timed-out test binary does: no Stop
	}
	if testing.Short() {
		t.Skip("starts a real Ollama server; skipped with -short")
	}
	if _, err := BinaryPath(); err != nil {
		if errors.Is(err, ErrNoBinary) && os.Getenv("CI") == "" {
			t.Skipf("skipping: %v", err)
		}
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestServerEndsWithTheTestBinary$")
	cmd.Env = append(os.Environ(), "OLLM_ORPHAN_HELPER=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("helper: %v\n%s", err, out)
	}
	var pid int
	var dir string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 3 && f[0] == "server" {
			pid, _ = strconv.Atoi(f[1])
			dir = f[2]
		} else if len(f) > 0 && f[0] == "error" {
			t.Fatalf("helper could not start a server: %s", sc.Text())
		}
	}
	if pid == 0 {
		t.Fatalf("the helper printed no server:\n%s", out)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	// The kernel sends the signal when the helper exits; the server then
	// takes a moment to end its runners. Wait for it, up to a limit that
	// only a server left running reaches.
	for range 600 {
		if !alive(pid) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	_ = syscall.Kill(-pid, syscall.SIGKILL)
	t.Fatalf("ollama serve (pid %d) outlived the test binary that started it", pid)
}

// alive reports a process that exists and is not a zombie.
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil {
		return false
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}
