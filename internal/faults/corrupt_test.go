package faults

import (
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// brokenFiles are the kinds of damaged session (and snapshot) file a person may
// end up with, by id.
func brokenFiles() map[string][]byte {
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	return map[string][]byte{
		"empty":           {},
		"truncated":       []byte(`{"version":1,"id":"truncated","messages":[{"role":"user","content":"hel`),
		"garbage":         {0x00, 0xff, 0xfe, 0x1b, '[', '2', 'J', 0x07},
		"future":          []byte(`{"version":99,"id":"future","messages":[]}`),
		"messages-object": []byte(`{"version":1,"id":"messages-object","messages":{"a":1}}`),
		"id-number":       []byte(`{"version":1,"id":12,"messages":[]}`),
		"array":           []byte(`[1,2,3]`),
		"null":            []byte(`null`),
		"apistart":        []byte(`{"version":1,"id":"apistart","api_start":9,"messages":[]}`),
		"overlap": []byte(`{"version":1,"id":"overlap","api_start":2,"messages":[{"role":"user","content":"a"},{"role":"assistant","content":"b"}],` +
			`"checkpoints":[{"number":1,"from":0,"to":2},{"number":2,"from":1,"to":2}]}`),
		"bad-inner-id": []byte(`{"version":1,"id":"../../etc/passwd","messages":[]}`),
		"bom":          append([]byte{0xef, 0xbb, 0xbf}, []byte(`{"version":1,"id":"bom","messages":[]}`)...),
		"utf16":        {0xff, 0xfe, '{', 0, '}', 0},
		"deep":         []byte(deep),
	}
}

func hashes(t *testing.T, paths []string) map[string][32]byte {
	t.Helper()
	out := map[string][32]byte{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[p] = sha256.Sum256(data)
	}
	return out
}

// Broken session and snapshot files, in every entry point: `ollm sessions
// list/show/export/search`, `ollm -c`, `ollm -s ID`, the session picker and the
// checkpoint browser. Each says something, none panics, and no file changes.
func TestBrokenFilesInEveryEntryPoint(t *testing.T) {
	srv := server(t)
	home := t.TempDir()
	dir := filepath.Join(home, "sessions")
	good := session.New("20261120-120000-aaaaaa", ollamatest.TinyModel, session.Options{NumCtx: 1024}, time.Now().Add(-time.Hour))
	good.Append(session.Message{ID: "g1", Role: session.RoleUser, Content: "a good session", Time: good.Created})
	if err := session.NewStore(home).Save(good); err != nil {
		t.Fatal(err)
	}
	snaps := filepath.Join(home, "context-storage", good.ID, "snapshots")
	if err := os.MkdirAll(snaps, 0o700); err != nil {
		t.Fatal(err)
	}
	var paths []string
	kinds := brokenFiles()
	for id, data := range kinds {
		for _, p := range []string{filepath.Join(dir, id+".json"), filepath.Join(snaps, "20261120-1100"+fmt.Sprintf("%02d", len(paths)/2)+"-"+id+".json")} {
			if err := os.WriteFile(p, data, 0o600); err != nil {
				t.Fatal(err)
			}
			paths = append(paths, p)
		}
	}
	// The broken files are the newest: -c must pass over them.
	before := hashes(t, paths)
	bin := ollmBinary(t)
	env := append(os.Environ(), "OLLM_HOME="+home, "OLLAMA_HOST="+srv.Host)
	cli := func(args ...string) string {
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		out, _ := cmd.CombinedOutput()
		if s := string(out); strings.Contains(s, "panic:") || strings.Contains(s, "goroutine ") {
			t.Fatalf("ollm %s panicked:\n%s", strings.Join(args, " "), s)
		}
		return string(out)
	}
	if out := cli("sessions", "list"); strings.Count(out, "unreadable") != len(kinds) {
		t.Errorf("sessions list names %d unreadable files, want %d:\n%s", strings.Count(out, "unreadable"), len(kinds), out)
	}
	if out := cli("sessions", "search", "good"); !strings.Contains(out, "not searched") {
		t.Errorf("sessions search does not say which files it could not read:\n%s", out)
	}
	for id := range kinds {
		for _, args := range [][]string{{"sessions", "show", id}, {"sessions", "export", id, "-f", "json"}} {
			if out := cli(args...); !strings.Contains(out, "untouched") {
				t.Errorf("ollm %s: %q", strings.Join(args, " "), out)
			}
		}
	}
	// The chat screen: -c, -s on each, the picker, the browser.
	p := start(t, home, srv.Host, "-c")
	p.waitFor("Send a message", 15*time.Second)
	p.waitFor("Passed over", 5*time.Second)
	p.typeLine("/sessions")
	p.waitFor("unreadable", 5*time.Second)
	_, _ = p.ptmx.Write([]byte{0x1b}) // esc closes the picker
	time.Sleep(100 * time.Millisecond)
	_, _ = p.ptmx.Write([]byte{0x07}) // ctrl+g: the browser, with the broken snapshots
	p.waitFor("unreadable", 5*time.Second)
	for range len(kinds) {
		_, _ = p.ptmx.Write([]byte("\x1b[B")) // down through the snapshots
	}
	time.Sleep(200 * time.Millisecond)
	if err := p.signal(1, 10*time.Second); err != nil && strings.Contains(p.output(), "panic") {
		t.Fatalf("the chat screen panicked:\n%s", tail(p.output(), 3000))
	}
	for id := range kinds {
		q := start(t, home, srv.Host, "-s", id)
		q.waitFor("Send a message", 15*time.Second)
		q.waitFor("untouched", 5*time.Second)
		_ = q.signal(1, 10*time.Second)
	}
	after := hashes(t, paths)
	changed := 0
	for _, path := range paths {
		if before[path] != after[path] {
			changed++
			t.Errorf("%s changed", path)
		}
	}
	t.Logf("%d kinds of broken file × (sessions list, show, export, search, -c, -s, the picker, the browser): 0 panics, %d of %d files changed", len(kinds), changed, len(paths))
}
