package engine

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/internal/fakeollama"
	"github.com/ollm/ollm/session"
)

// The tiny models have no vision projector: what a model that sees gets is
// tested against the fake server (its capabilities, and a prompt count that
// grows by a fixed number of tokens an image, as a projector's does). What
// Ollama does with an image sent to a model that cannot see is measured
// against the real server (internal/ollamatest, TestImageToAModelWithoutVision).

// png is a small image's bytes: enough of a PNG for its type to be sniffed.
func png(fill byte) []byte {
	return append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), bytes.Repeat([]byte{fill}, 64)...)
}

// openVision opens a conversation with the fake server's model at numCtx,
// described as ollm describes it, on store (a new one when nil).
func openVision(t *testing.T, srv *fakeollama.Server, numCtx int, store *session.Store, id string) *Conversation {
	t.Helper()
	if store == nil {
		store = session.NewStore(t.TempDir())
	}
	return openFakeOn(t, srv, numCtx, store, id, ToolSettings{})
}

func readImage(t *testing.T, conv *Conversation, data []byte) attach.File {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "shot.png"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := attach.Read(dir, "shot.png", conv.Meter.Count, 0)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// An image goes to a model that sees as Ollama's images of the message; the
// session file names it by hash and the images folder keeps it once; what it
// costs is learnt from the prompt's count; a resumed session sends the same
// bytes; once the prune watermark passes it, its line goes in its place.
func TestAnImageGoesToAModelThatSees(t *testing.T) {
	srv := fakeollama.Start(t, "eyes:8b")
	srv.Capabilities = []string{"completion", "vision"}
	srv.ImageTokens = 300
	store := session.NewStore(t.TempDir())
	conv := openVision(t, srv, 8192, store, "")
	img := png(7)
	ctx := context.Background()
	if _, err := (Turn{Save: true, Files: []attach.File{readImage(t, conv, img)}}).Run(ctx, conv, "what is in @shot.png?"); err != nil {
		t.Fatal(err)
	}
	req := srv.Requests()[0]
	last := req.Messages[len(req.Messages)-1]
	if last.Content != "what is in @shot.png?" || len(last.Images) != 1 || !bytes.Equal(last.Images[0], img) {
		t.Fatalf("the message sent: %q with %d images", last.Content, len(last.Images))
	}
	file, err := os.ReadFile(filepath.Join(store.Dir(), conv.Sess.ID+".json"))
	if err != nil {
		t.Fatal(err)
	}
	h := session.HashBytes(img)
	if !strings.Contains(string(file), `"sha256": "`+h+`"`) || strings.Contains(string(file), "iVBOR") {
		t.Fatalf("the session file does not name the image by hash alone:\n%s", file)
	}
	if kept, err := session.ImagesOf(store).Get(h); err != nil || !bytes.Equal(kept, img) {
		t.Fatalf("the images folder: %v", err)
	}
	if got := conv.Meter.Calibration().ImageTokens(); got < 270 || got > 330 {
		t.Errorf("an image is thought to cost %d tokens; the server counted 300", got)
	}

	id := conv.Sess.ID
	conv.Close()
	again := openVision(t, srv, 8192, store, id)
	if _, err := (Turn{Save: true}).Run(ctx, again, "and the colours?"); err != nil {
		t.Fatal(err)
	}
	resumed := srv.Requests()[1]
	if m := resumed.Messages[len(resumed.Messages)-3]; len(m.Images) != 1 || !bytes.Equal(m.Images[0], img) {
		t.Fatalf("the resumed request carries %d images on %q", len(m.Images), m.Content)
	}

	compression.Prune(again.Sess, len(again.Sess.Messages), again.Meter.Count, 300)
	if _, err := (Turn{Save: true}).Run(ctx, again, "thanks"); err != nil {
		t.Fatal(err)
	}
	pruned := srv.Requests()[2]
	for _, m := range pruned.Messages {
		if len(m.Images) > 0 {
			t.Fatalf("an image was sent past the watermark: %q", m.Content)
		}
	}
	ref := again.Sess.Messages[0].Attachments[0].Reference()
	if m := pruned.Messages[0]; m.Content != "what is in @shot.png?\n\n"+ref {
		t.Fatalf("past the watermark the message is %q", m.Content)
	}
}

// A model that cannot see is told of, and sent, no image: a sentence names the
// model, and nothing is added or sent. Nor is an image that would push the
// request over the window: the sentence says how large it is and how much room
// there is.
func TestImagesThatCannotGoAreRefused(t *testing.T) {
	blind := fakeollama.Start(t, "blind:3b")
	conv := openVision(t, blind, 8192, nil, "")
	_, err := (Turn{Save: true, Files: []attach.File{readImage(t, conv, png(1))}}).Run(context.Background(), conv, "look")
	var fe *FilesError
	if !errors.As(err, &fe) || !strings.Contains(fe.Error(), "blind:3b cannot see images") || !strings.Contains(fe.Error(), "shot.png") {
		t.Fatalf("refusal: %v", err)
	}
	if len(conv.Sess.Messages) != 0 || len(blind.Requests()) != 0 {
		t.Fatalf("something was kept or sent: %d messages, %d requests", len(conv.Sess.Messages), len(blind.Requests()))
	}

	eyes := fakeollama.Start(t, "eyes:8b")
	eyes.Capabilities = []string{"completion", "vision"}
	small := openVision(t, eyes, 1024, nil, "")
	_, err = (Turn{Save: true, Files: []attach.File{readImage(t, small, png(2))}}).Run(context.Background(), small, "look")
	if !errors.As(err, &fe) || !strings.Contains(fe.Error(), "shot.png is ~") || !strings.Contains(fe.Error(), "this request has room for ~") ||
		!strings.Contains(fe.Error(), "a 1,024-token window") {
		t.Fatalf("refusal: %v", err)
	}
	if len(small.Sess.Messages) != 0 || len(eyes.Requests()) != 0 {
		t.Fatal("an image too large for the window was kept or sent")
	}
}

// A session with images continued on a model that cannot see sends each
// image's line in its place: Ollama would drop the image and say nothing.
func TestImagesOfASessionGoAsLinesToAModelThatCannotSee(t *testing.T) {
	srv := fakeollama.Start(t, "eyes:8b")
	srv.Capabilities = []string{"completion", "vision"}
	conv := openVision(t, srv, 8192, nil, "")
	ctx := context.Background()
	if _, err := (Turn{Save: true, Files: []attach.File{readImage(t, conv, png(3))}}).Run(ctx, conv, "look"); err != nil {
		t.Fatal(err)
	}
	conv.SetModel(ModelInfo{Name: "eyes:8b", ContextLength: 32768}, 8192) // described without vision
	if _, err := (Turn{Save: true}).Run(ctx, conv, "and now?"); err != nil {
		t.Fatal(err)
	}
	m := srv.Requests()[1].Messages[0]
	if len(m.Images) != 0 || m.Content != "look\n\n"+conv.Sess.Messages[0].Attachments[0].Reference() {
		t.Fatalf("sent %q with %d images", m.Content, len(m.Images))
	}
}

// A session with an image, reopened: until Ollama has described the model
// (SetModel), ollm cannot tell whether it sees, and a message sent at once
// must not carry the image (a model that cannot see drops it and says
// nothing): its line goes instead. Once described as seeing, the image goes.
func TestAnImageWaitsForTheModelsDescription(t *testing.T) {
	srv := fakeollama.Start(t, "eyes:8b")
	srv.Capabilities = []string{"completion", "vision"}
	store := session.NewStore(t.TempDir())
	conv := openVision(t, srv, 8192, store, "")
	ctx := context.Background()
	if _, err := (Turn{Save: true, Files: []attach.File{readImage(t, conv, png(4))}}).Run(ctx, conv, "look"); err != nil {
		t.Fatal(err)
	}
	id := conv.Sess.ID
	conv.Close()
	client := api.NewClient(HostURL(srv.Host), http.DefaultClient)
	again, _, err := Open(store, client, fixedClock, OpenOptions{SessionID: id, Model: srv.Model,
		Options: session.Options{NumCtx: 8192}, Counter: tokens.NewCounter(), Calibrations: tokens.NewCalibrations()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(again.Close)
	if _, err := (Turn{}).Run(ctx, again, "and now, before the model is described?"); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests()
	m := reqs[len(reqs)-1].Messages[0]
	if len(m.Images) != 0 || !strings.Contains(m.Content, again.Sess.Messages[0].Attachments[0].Reference()) {
		t.Fatalf("before the model was described, the image went: %d images, content %q", len(m.Images), m.Content)
	}
	info, err := Show(ctx, client, srv.Model)
	if err != nil {
		t.Fatal(err)
	}
	again.SetModel(info, 8192)
	if _, err := (Turn{}).Run(ctx, again, "and now?"); err != nil {
		t.Fatal(err)
	}
	reqs = srv.Requests()
	if m := reqs[len(reqs)-1].Messages[0]; len(m.Images) != 1 {
		t.Fatalf("described as seeing, the image did not go: %d images, content %q", len(m.Images), m.Content)
	}
}
