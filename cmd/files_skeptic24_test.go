package cmd

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui"
)

// A reviewer's tests (skeptic24), expected to fail on the current code.

// The final save after a panic saves the session — which names the image
// sent with the last message by its hash — but not the image: the images
// folder never gets it, and the resumed session cannot send it again
// (ErrImageMissing). Only the engine's SaveJob writes images; finalSave
// (and the rescue file) write the session alone.
func TestSkeptic24PanicSavesTheImageTheSessionNames(t *testing.T) {
	store := session.NewStore(t.TempDir())
	clock := func() time.Time { return time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC) }
	conv, _, err := engine.Open(store, api.NewClient(engine.HostURL("127.0.0.1:1"), nil), clock, engine.OpenOptions{Model: "m", Options: session.Options{NumCtx: 1024}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	img := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), bytes.Repeat([]byte{5}, 64)...)
	if err := os.WriteFile(filepath.Join(dir, "shot.png"), img, 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := attach.Read(dir, "shot.png", conv.Meter.Count, 0)
	if err != nil {
		t.Fatal(err)
	}
	conv.AddUser("what is in @shot.png?", f)
	m := tui.New(tui.Deps{Conv: conv, Clock: clock, Dark: true})
	p := headless(panicky{m})
	go p.Send(boomMsg{})
	var stderr bytes.Buffer
	_ = runProgram(p, m, &stderr)
	s, err := store.Load(conv.Sess.ID)
	if err != nil || len(s.Messages) != 1 || len(s.Messages[0].Images()) != 1 {
		t.Fatalf("setup: the saved session %+v (%v)", s, err)
	}
	if _, err := session.ImagesOf(store).Get(session.HashBytes(img)); err != nil {
		t.Errorf("the saved session names shot.png by its hash, but the images folder does not hold it: %v (missing: %v)", err, errors.Is(err, session.ErrImageMissing))
	}
}
