package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ollm/ollm/compression"
)

// A compaction preview against the real server: the tiny model's summary is
// asked for, nothing is saved or changed until the person accepts; the person's
// own text is validated (a rejection is an error, not a facts-only checkpoint);
// accepting saves the snapshot first, then applies it as /compact does, with
// the checkpoint marked edited; a session that changed meanwhile drops it.
func TestPreviewEditAccept(t *testing.T) {
	real, _ := realClient(t)
	conv := openTiny(t, real, 4096, 40, compression.Settings{RecentMessages: 4, RecentTokens: 1})
	for i := range 8 {
		text := fmt.Sprintf("Note %d: the config of service%d lives in /etc/svc%d/app.toml and listens on port %d.", i, i, i, 7000+i)
		if _, err := (Turn{}).Run(context.Background(), conv, text); err != nil {
			t.Fatal(err)
		}
	}
	store, id := conv.Store(), conv.Sess.ID
	before, rev := conv.Sess.APIStart, conv.Sess.Rev()

	k := conv.Compactor.Prepare("", true).Preview()
	res, err := k.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	snaps, _ := store.Snapshots(id)
	if len(snaps) != 0 || conv.Sess.APIStart != before || conv.Sess.Rev() != rev || len(conv.Sess.Checkpoints) != 0 {
		t.Fatalf("a preview saved %d snapshots or changed the session (api_start %d → %d)", len(snaps), before, conv.Sess.APIStart)
	}
	from, to := res.Checkpoint.From, res.Checkpoint.To
	if to <= from {
		t.Fatalf("preview of messages %d–%d", from+1, to)
	}
	sizeBefore, sizeAfter := k.Sizes(res)
	if sizeAfter >= sizeBefore {
		t.Errorf("the preview says %d → %d tokens", sizeBefore, sizeAfter)
	}

	// The person's text, rejected: it names none of the span's facts.
	bad := k.Edited("The config of the service lives in the app file and listens on the port.")
	if _, err := bad.Run(context.Background(), nil); !errors.Is(err, compression.ErrNoFacts) {
		t.Fatalf("a text without the facts: %v", err)
	}

	// A preview the session moved past is dropped on accept.
	if _, err := (Turn{}).Run(context.Background(), conv, "One more note."); err != nil {
		t.Fatal(err)
	}
	if out := conv.Compactor.Accept(k, res, "", nil); out.Applied || len(conv.Sess.Checkpoints) != 0 {
		t.Fatalf("a stale preview was applied: %s", out.Notice)
	}
	before = conv.Sess.APIStart
	k = conv.Compactor.Prepare("", true).Preview()
	if res, err = k.Run(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	from, to = res.Checkpoint.From, res.Checkpoint.To

	var b strings.Builder
	b.WriteString("Service configs:")
	for i := from; i < to; i += 2 {
		n := i / 2
		fmt.Fprintf(&b, " service%d /etc/svc%d/app.toml port %d;", n, n, 7000+n)
	}
	edited := k.Edited(b.String())
	res, err = edited.Run(context.Background(), nil)
	if err != nil {
		t.Fatalf("the person's text was rejected: %v", err)
	}
	snap, err := edited.SnapshotJob()()
	if err != nil {
		t.Fatal(err)
	}
	out := conv.Compactor.Accept(edited, res, snap, err)
	if !out.Applied {
		t.Fatalf("not applied: %s", out.Notice)
	}
	cp := conv.Sess.Checkpoints[0]
	if !cp.Edited || !strings.HasPrefix(cp.Summary, "Service configs:") || conv.Sess.APIStart != to {
		t.Fatalf("checkpoint %+v, api_start %d", cp, conv.Sess.APIStart)
	}
	snaps, _ = store.Snapshots(id)
	if len(snaps) != 1 || snaps[0].ID != snap {
		t.Fatalf("snapshots %+v, want the one taken on accept (%s)", snaps, snap)
	}
	sn, err := store.LoadSnapshot(id, snap)
	if err != nil || sn.State.APIStart != before || len(sn.State.Checkpoints) != 0 {
		t.Fatalf("the snapshot is not the state before the compaction: %v", err)
	}
}
