package tui

import (
	"strings"
	"testing"

	"github.com/ollama/ollama/api"
)

// A reviewer's tests (skeptic24), expected to fail on the current code.

// A file attached with /attach and named again with @ in the message (the
// person attached it, then wrote "review @a.go") goes twice: two blocks of
// the same content, twice its tokens in a small window. @mentions of one
// file in one message go once (Mentions keeps each path once); the pending
// files and the mentioned ones are joined without that care.
func TestSkeptic24AFileAttachedAndMentionedGoesOnce(t *testing.T) {
	var got *api.ChatRequest
	fc := &fakeClient{reply: "ok", onChat: func(r *api.ChatRequest) { got = r }}
	m, _ := newTestModel(t, fc, fakeOpts())
	filesDir(t, m, map[string]string{"a.go": "package a\n\nfunc Alpha() {}\n"})
	typeText(t, m, "/attach a.go")
	drive(t, m, press("enter"))
	typeText(t, m, "review @a.go")
	drive(t, m, press("enter"))
	if got == nil {
		t.Fatalf("nothing sent:\n%s", screen(m))
	}
	last := got.Messages[len(got.Messages)-1].Content
	if n := strings.Count(last, `<file path="a.go">`); n != 1 {
		t.Errorf("a.go goes %d times with the message (%d attachments kept):\n%s", n, len(m.conv.Sess.Messages[0].Attachments), last)
	}
}
