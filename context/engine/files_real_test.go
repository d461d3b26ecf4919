package engine

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// notes is a text file of about 1,100 bytes with a phrase found nowhere else
// and two functions.
func notes() string {
	var b strings.Builder
	b.WriteString("# deploy notes\n\nfunc rotateKeys() {}\nfunc drainQueue() {}\n\n")
	for i := range 16 {
		fmt.Fprintf(&b, "step %02d: the canary of zone %c waits for a green light\n", i, 'a'+rune(i))
	}
	b.WriteString("the vault sits behind the orange door\n")
	return b.String()
}

// userWith returns the request's user messages that contain s.
func userWith(req *api.ChatRequest, s string) []api.Message {
	var out []api.Message
	for _, m := range req.Messages {
		if strings.Contains(m.Content, s) {
			out = append(out, m)
		}
	}
	return out
}

// A text file against the real server, from the message that carries it to
// its reference line and back: the request holds the file's block after the
// person's words, and Ollama counts exactly that prompt; once the prune
// watermark passes the message, the block is no longer sent and its one line
// stands in its place (counted exactly too), with no compaction; once
// compacted, the memory holds the file's line; /recall brings the content
// back verbatim for one turn; a resumed session sends the block as it was
// sent, though the file changed on disk.
func TestAFileGoesWithAMessageThenOutOfTheWay(t *testing.T) {
	real, _ := realClient(t)
	rec := &requests{Client: real}
	// 3,072: a recall of the file (~1k tokens of the byte tokenizer) fits in
	// half of the window less the reserve.
	conv := openTiny(t, rec, 3072, 24, compression.Settings{})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte(notes()), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	file, err := attach.Read(dir, "notes.txt", conv.Meter.Count, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (Turn{Save: true, Files: []attach.File{file}}).Run(ctx, conv, "summarize @notes.txt"); err != nil {
		t.Fatal(err)
	}
	first := rec.sent[0]
	block := "summarize @notes.txt\n\n<file path=\"notes.txt\">\n" + notes() + "</file>"
	if got := first.Messages[len(first.Messages)-1]; got.Role != "user" || got.Content != block {
		t.Fatalf("the message sent:\n%q\nwant:\n%q", got.Content, block)
	}
	if want := ollamatest.TinyPromptTokens(first.Messages); rec.counted[0] != want {
		t.Fatalf("Ollama counted %d, the request with the block renders to %d", rec.counted[0], want)
	}

	// Talk on until the prune watermark passes the message: its block
	// leaves, its line takes its place, and nothing is compacted yet.
	ref := conv.Sess.Messages[0].Attachments[0].Reference()
	pruned := -1
	for i := range 14 {
		// The recent window keeps whole turns: the file's turn leaves it
		// once the newer turns fill it.
		text := fmt.Sprintf("and then %d? the crane in yard %d lifts the blue containers before the ferry leaves at dawn", i, i)
		if _, err := (Turn{Save: true}).Run(ctx, conv, text); err != nil {
			t.Fatal(err)
		}
		if req := rec.sent[len(rec.sent)-1]; len(userWith(req, ref)) == 1 {
			pruned = len(rec.sent) - 1
			break
		}
	}
	if pruned < 0 {
		t.Fatalf("the watermark never passed the file's message (prune_to %d, api_start %d)", conv.Sess.PruneTo, conv.Sess.APIStart)
	}
	req := rec.sent[pruned]
	if m := userWith(req, ref)[0]; m.Content != "summarize @notes.txt\n\n"+ref || len(conv.Sess.Checkpoints) != 0 {
		t.Fatalf("the pruned message is %q (%d checkpoints)", m.Content, len(conv.Sess.Checkpoints))
	}
	if len(userWith(req, "orange door")) != 0 {
		t.Fatal("the file's content is still sent past the watermark")
	}
	if want := ollamatest.TinyPromptTokens(req.Messages); rec.counted[pruned] != want {
		t.Fatalf("Ollama counted %d, the pruned request renders to %d", rec.counted[pruned], want)
	}
	if !strings.Contains(ref, "defines rotateKeys, drainQueue") || !strings.Contains(ref, fmt.Sprintf("%d bytes · %d lines", len(notes()), strings.Count(notes(), "\n"))) {
		t.Errorf("the reference line: %s", ref)
	}

	// Compacted: the memory keeps the file's line.
	compactNow(t, conv)
	if _, err := (Turn{Save: true}).Run(ctx, conv, "what was in the file?"); err != nil {
		t.Fatal(err)
	}
	req, n := rec.sent[len(rec.sent)-1], len(rec.sent)-1
	line := "- #1 " + conv.Sess.Messages[0].Attachments[0].Facts()
	if len(userWith(req, "orange door")) != 0 || !strings.Contains(req.Messages[1].Content, line) {
		t.Fatalf("after the compaction the request holds:\n%+v\nwant the line %q", req.Messages, line)
	}
	if want := ollamatest.TinyPromptTokens(req.Messages); rec.counted[n] != want {
		t.Fatalf("Ollama counted %d, the compacted request renders to %d", rec.counted[n], want)
	}

	// /recall finds the content, and it goes with one turn, verbatim.
	matches := SearchRecall(conv.Sess, conv.Meter.View(), "orange door")
	if len(matches) == 0 || matches[0].Index != 0 {
		t.Fatalf("recall found %+v", matches)
	}
	if kept, _ := conv.Meter.Recall([]int{0}); len(kept) != 1 {
		t.Fatal("the file's message does not fit a recall")
	}
	if _, err := (Turn{Save: true}).Run(ctx, conv, "read it again"); err != nil {
		t.Fatal(err)
	}
	req, n = rec.sent[len(rec.sent)-1], len(rec.sent)-1
	recalled := userWith(req, "<"+window.RecallTag+">")
	if len(recalled) != 1 || !strings.Contains(recalled[0].Content, "[message 1 · user]\n"+block+"\n") {
		t.Fatalf("the recall sent %+v", recalled)
	}
	if want := ollamatest.TinyPromptTokens(req.Messages); rec.counted[n] != want {
		t.Fatalf("Ollama counted %d, the request with the recall renders to %d", rec.counted[n], want)
	}
	if _, err := (Turn{Save: true}).Run(ctx, conv, "thanks"); err != nil {
		t.Fatal(err)
	}
	if len(userWith(rec.sent[len(rec.sent)-1], "orange door")) != 0 {
		t.Fatal("the recalled file went with a second turn")
	}
}

// A resumed session sends the file as it was sent, not as it is on disk now.
func TestAResumedSessionSendsTheFileAsSent(t *testing.T) {
	real, _ := realClient(t)
	rec := &requests{Client: real}
	counter := tokens.NewCounter()
	if err := counter.Wait(); err != nil {
		t.Fatal(err)
	}
	store := session.NewStore(t.TempDir())
	open := func(id string) *Conversation {
		conv, _, err := Open(store, rec, fixedClock, OpenOptions{SessionID: id, Model: ollamatest.TinyModel,
			Options: session.Options{NumCtx: 4096, NumPredict: 16}, Counter: counter, Calibrations: tokens.NewCalibrations()})
		if err != nil {
			t.Fatal(err)
		}
		return conv
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "x.txt")
	if err := os.WriteFile(path, []byte("version one of the file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	conv := open("")
	file, err := attach.Read(dir, "x.txt", conv.Meter.Count, 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := (Turn{Save: true, Files: []attach.File{file}}).Run(ctx, conv, "look"); err != nil {
		t.Fatal(err)
	}
	id := conv.Sess.ID
	conv.Close()
	if err := os.WriteFile(path, []byte("version TWO, changed on disk\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	again := open(id)
	defer again.Close()
	if _, err := (Turn{Save: true}).Run(ctx, again, "and now?"); err != nil {
		t.Fatal(err)
	}
	req, n := rec.sent[len(rec.sent)-1], len(rec.sent)-1
	if len(userWith(req, "<file path=\"x.txt\">\nversion one of the file\n</file>")) != 1 || len(userWith(req, "TWO")) != 0 {
		t.Fatalf("the resumed request: %+v", req.Messages)
	}
	if want := ollamatest.TinyPromptTokens(req.Messages); rec.counted[n] != want {
		t.Fatalf("Ollama counted %d, the request renders to %d", rec.counted[n], want)
	}
}
