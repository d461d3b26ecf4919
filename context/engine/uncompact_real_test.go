package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

// TestUncompactAgainstOllama: /compact against the real server, a turn after
// it, then /uncompact: the next request holds the compacted messages
// verbatim and every later message, without the checkpoint or its memory
// lines, and Ollama counts exactly that prompt; a snapshot was written first.
// Restoring that snapshot (the browser's r) undoes the /uncompact: the
// checkpoint and its memory lines are sent again.
func TestUncompactAgainstOllama(t *testing.T) {
	conv := parserSteps(t)
	store := conv.Store()
	compactingTurn(t, conv, "Step 8: the lexer in internal/parse/lex.go is fine.", "the parser")
	if len(conv.Sess.Checkpoints) != 1 {
		t.Fatalf("%d checkpoints after /compact, want 1", len(conv.Sess.Checkpoints))
	}
	cp := conv.Sess.Checkpoints[0]
	var lines []string
	for _, e := range conv.Sess.Ledger {
		lines = append(lines, compression.Line(e))
	}
	if len(lines) == 0 {
		t.Fatal("the checkpoint has no memory lines: the test cannot see them leave")
	}
	compacted := conv.Sess.Clone()

	pl, out := uncompactNow(t, conv, 0)
	if !out.Applied || !strings.HasPrefix(out.Notice, fmt.Sprintf("Checkpoint 1 taken back: messages 1–%d are sent verbatim again", cp.To)) {
		t.Fatalf("outcome %+v", out)
	}
	snaps, err := store.Snapshots(conv.Sess.ID)
	if i := slices.IndexFunc(snaps, func(in session.SnapshotInfo) bool { return in.ID == pl.Before.ID }); err != nil || i < 0 ||
		snaps[i].Reason != session.BeforeUncompact || snaps[i].Checkpoints != 1 {
		t.Fatalf("no snapshot of the state before: %+v (%v)", snaps, err)
	}

	conv.AddUser("Which step failed first?")
	req, id, _, err := conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	// system prompt, then every message of the session, verbatim, in order.
	if got, want := len(req.Messages), 1+len(conv.Sess.Messages); got != want {
		t.Fatalf("%d messages sent, want %d (the system prompt and all %d)", got, want, len(conv.Sess.Messages))
	}
	for i, m := range conv.Sess.Messages {
		if sent := req.Messages[i+1]; sent.Role != string(m.Role) || sent.Content != m.Content {
			t.Fatalf("message %d is not sent verbatim: %q", i+1, sent.Content)
		}
	}
	for _, m := range req.Messages {
		if strings.Contains(m.Content, window.SummaryTag) {
			t.Fatal("the checkpoint's block is still sent")
		}
	}
	_, _, r := collect(t, conv.Start(context.Background(), req, id))
	if r.Err != nil {
		t.Fatal(r.Err)
	}
	if exact := ollamatest.TinyPromptTokens(req.Messages); r.PromptTokens != exact {
		t.Fatalf("Ollama counted %d prompt tokens, the request renders to %d", r.PromptTokens, exact)
	}
	conv.Finish(r, "")

	// Undo the undo: restore the snapshot taken before the /uncompact.
	restoreSnapshot(t, conv, pl.Before.ID)
	if messagesJSON(t, conv.Sess) != messagesJSON(t, compacted) || fmt.Sprint(conv.Sess.Checkpoints) != fmt.Sprint(compacted.Checkpoints) ||
		fmt.Sprint(conv.Sess.Ledger) != fmt.Sprint(compacted.Ledger) || conv.Sess.APIStart != compacted.APIStart || len(conv.Sess.Uncompactions) != 0 {
		t.Fatal("restoring the snapshot did not bring back the compacted state")
	}
	conv.AddUser("And now?")
	req, id, _, err = conv.NextReply()
	if err != nil {
		t.Fatal(err)
	}
	block := req.Messages[1].Content
	if !strings.Contains(block, window.SummaryTag) || !strings.Contains(block, lines[0]) {
		t.Fatalf("after the undo the checkpoint's block is not sent: %q", block)
	}
	if _, _, r := collect(t, conv.Start(context.Background(), req, id)); r.Err != nil {
		t.Fatal(r.Err)
	}
}
