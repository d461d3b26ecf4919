package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/fakeollama"
	"github.com/ollm/ollm/session"
)

// A reviewer's tests (skeptic24), expected to fail on the current code.

// readText writes text to a file named name and reads it as ollm reads a
// file sent with a message.
func readText(t *testing.T, conv *Conversation, name, text string) attach.File {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := attach.Read(dir, name, conv.Meter.Count, 0)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// A pinned message is always sent: no compaction or trim makes room for a
// file in its place. Files.Check measures the room without it, so a file
// that cannot fit beside the pin is accepted, added to the session, and the
// turn then ends with "Your message does not fit": the contract of a
// refused file (a *FilesError, nothing added, nothing sent) is broken, and
// the session keeps a message that can never be sent whole.
func TestSkeptic24FileThatCannotFitBesideAPinIsAccepted(t *testing.T) {
	srv := fakeollama.Start(t, "plain:1b")
	conv, _ := openFake(t, srv, 2048, ToolSettings{})
	ctx := context.Background()
	pinned := "Keep this in mind throughout: " + strings.Repeat("the deployment uses blue green switching with a canary stage before each release. ", 30)
	if _, err := (Turn{}).Run(ctx, conv, pinned); err != nil {
		t.Fatal(err)
	}
	conv.Edit.Pin(0)
	var text strings.Builder
	for i := 0; text.Len() < 4000; i++ {
		fmt.Fprintf(&text, "line %d of the report: queue depth stable, workers healthy\n", i)
	}
	room := conv.Files.Room("summarize @report.txt")
	file := readText(t, conv, "report.txt", text.String())
	// The file fits the room the pin leaves out (what Room said before the
	// fix), not the room beside it.
	if c := conv.Files.cost(file); c > room.Tokens+room.Kept {
		t.Fatalf("setup: the file (~%d) does not fit the room (%d) even without the pin", c, room.Tokens+room.Kept)
	}
	before, requests := len(conv.Sess.Messages), len(srv.Requests())
	_, err := (Turn{Files: []attach.File{file}}).Run(ctx, conv, "summarize @report.txt")
	var fe *FilesError
	if !errors.As(err, &fe) || len(conv.Sess.Messages) != before || len(srv.Requests()) != requests {
		t.Errorf("a file that cannot fit beside the pinned message (room said %d tokens, the pin takes ~%d) was not refused as a file: err %v (%T); the session went from %d to %d messages, %d requests sent",
			room.Tokens, conv.Sess.Messages[0].Tokens, err, err, before, len(conv.Sess.Messages), len(srv.Requests())-requests)
	}
}

// What an image costs is learnt from each prompt that carries one: the
// count less the prediction of the text. While an image stays in the view,
// every prompt is such a prompt: the text's calibration never learns, and
// whatever the text's (uncalibrated) prediction misses is booked to the
// image. The server counts 300 tokens an image, always.
func TestSkeptic24ImageCostDriftsWithTheTextBesideIt(t *testing.T) {
	srv := fakeollama.Start(t, "eyes:8b")
	srv.Capabilities = []string{"completion", "vision"}
	srv.ImageTokens = 300
	conv := openVision(t, srv, 32768, nil, "")
	ctx := context.Background()
	if _, err := (Turn{Files: []attach.File{readImage(t, conv, png(9))}}).Run(ctx, conv, "what is in @shot.png?"); err != nil {
		t.Fatal(err)
	}
	first := conv.Meter.Calibration().ImageTokens()
	for i := 0; i < 6; i++ {
		text := fmt.Sprintf("Round %d: ", i) + strings.Repeat("日本語の文章を読んでください。東京は大きな都市です。", 30)
		if _, err := (Turn{}).Run(ctx, conv, text); err != nil {
			t.Fatal(err)
		}
	}
	got := conv.Meter.Calibration().ImageTokens()
	if got < 270 || got > 330 {
		t.Errorf("an image costs 300 tokens on this server (learnt %d after the first prompt), but after six text turns beside it ollm thinks %d (text samples: %d)",
			first, got, conv.Meter.Calibration().Samples)
	}
}

// `ollm run -f diagram.png` sends an image alone (no words). Once the
// message is no longer sent, /recall finds it by the image's path — and
// brings back an empty message: neither the image nor the line that stands
// for it ("Images are not recalled: their line stays"), so the model is
// handed "[message 1 · user]" and nothing to say what was there.
func TestSkeptic24RecalledImageMessageCarriesItsLine(t *testing.T) {
	s := session.New("r", "eyes:8b", session.Options{NumCtx: 8192}, t0)
	img := session.Attachment{Kind: session.AttachImage, Path: "diagram.png", Size: 2048, SHA256: session.HashBytes([]byte("x")), Type: "image/png"}
	s.Append(session.Message{ID: "1", Role: session.RoleUser, Time: t0, Estimate: 1, Attachments: []session.Attachment{img}})
	s.Append(session.Message{ID: "2", Role: session.RoleAssistant, Content: "A flow chart of the build.", Time: t0, Estimate: 6})
	s.Append(session.Message{ID: "3", Role: session.RoleUser, Content: "thanks", Time: t0, Estimate: 1})
	s.APIStart, s.PruneTo = 2, 2
	count := func(x string) int { return len(strings.Fields(x)) }
	v := window.Build(s, count, tokens.Calibration{}, window.Settings{})
	matches := SearchRecall(s, v, "diagram.png")
	if len(matches) == 0 || matches[0].Index != 0 {
		t.Fatalf("setup: the image's message is not found by its path: %+v", matches)
	}
	text := window.RecallText(s, []int{0})
	if !strings.Contains(text, img.Reference()) && !strings.Contains(text, img.Facts()) {
		t.Errorf("the recalled message found by its image's path carries no line for the image:\n%s", text)
	}
}
