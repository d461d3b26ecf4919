package faults

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// kills is how many times TestKillNine kills ollm: OLLM_FAULT_KILLS, else 200.
func kills() int {
	if n, err := strconv.Atoi(os.Getenv("OLLM_FAULT_KILLS")); err == nil && n > 0 {
		return n
	}
	return 200
}

// kill -9 at random moments: at start-up, while the person's message is being
// saved, while a reply streams (a short one, or one that never ends), right
// after it ended. After every kill: every session file parses, no message that
// was on disk before the kill is missing, the next start resumes the session
// with -c and is not blocked by a stale lock.
//
// It has a server of its own: a kill cuts replies mid-stream, after which Ollama
// sometimes holds the next chat request without answering its headers
// (docs/ollama-behaviour.md), and the tests that share the server would wait
// for it.
func TestKillNineNeverLosesWhatWasSaved(t *testing.T) {
	srv := ownServer(t)
	home := t.TempDir()
	rng := rand.New(rand.NewPCG(7, 8))
	n := kills()
	var midReply, lost, broken, blocked, checked int
	began := time.Now()
	for i := range n {
		args := []string{"-c"}
		if i%40 == 0 { // now and then a new session, with one model or the other
			model := ollamatest.TinyModel
			if i%80 == 40 {
				model = ollamatest.EndlessModel
			}
			args = []string{"--model", model, "--num-ctx", "1024"}
		}
		p := start(t, home, srv.Host, args...)
		p.waitFor("Send a message", 15*time.Second)
		if strings.Contains(p.output(), "read-only") {
			blocked++
		}
		p.typeLine(fmt.Sprintf("message %d: keep /srv/app%d/data.db and port %d", i, i, 20000+i))
		// Mostly while the message is saved and the reply streams, now and
		// then after it ended.
		wait := rng.IntN(250)
		if rng.IntN(10) < 3 {
			wait = 250 + rng.IntN(750)
		}
		time.Sleep(time.Duration(wait) * time.Millisecond)
		before, _ := onDisk(t, home)
		_ = p.signal(syscall.SIGKILL, 5*time.Second)
		after, bad := onDisk(t, home)
		if lastIsUser(t, home) {
			midReply++ // the reply had not ended (or the message was being saved)
		}
		broken += len(bad)
		for _, b := range bad {
			t.Errorf("kill %d left an unreadable file: %s", i, b)
		}
		for id, msgs := range before {
			checked += len(msgs)
			for m := range msgs {
				if !after[id][m] {
					lost++
					t.Errorf("kill %d: message %s of session %s was on disk before and is gone", i, m, id)
				}
			}
		}
	}
	t.Logf("%d kill -9 of ollm in %s (%d before the reply had ended): %d unreadable files, %d lost of %d saved messages checked, %d starts blocked by a stale lock",
		n, time.Since(began).Round(time.Second), midReply, broken, lost, checked, blocked)
	if blocked > 0 {
		t.Fatalf("%d starts after a kill found the session read-only: a stale lock", blocked)
	}
	files, _ := os.ReadDir(home + "/sessions")
	temps := 0
	for _, f := range files {
		if strings.Contains(f.Name(), ".tmp-") {
			temps++
		}
	}
	t.Logf("%d temporary files of interrupted saves left in the folder (each is removed by the next open of its session)", temps)
}

// lastIsUser reports whether the newest session's last saved message is the
// person's: the kill came before the reply was saved.
func lastIsUser(t *testing.T, home string) bool {
	files, _ := filepath.Glob(filepath.Join(home, "sessions", "*.json"))
	var newest *session.Session
	for _, f := range files {
		if s, err := session.LoadFile(f); err == nil && (newest == nil || s.Updated.After(newest.Updated)) {
			newest = s
		}
	}
	return newest != nil && len(newest.Messages) > 0 && newest.Messages[len(newest.Messages)-1].Role == session.RoleUser
}
