package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func fileMessage() Message {
	return Message{ID: "m1", Role: RoleUser, Content: "explain @main.go", Attachments: []Attachment{
		{Kind: AttachText, Path: "main.go", Size: 40, SHA256: strings.Repeat("ab", 32), Text: "package main\n\nfunc main() {}\n", Lines: 3, Defines: []string{"main"}},
		{Kind: AttachImage, Path: "shot.png", Size: 5, SHA256: HashBytes([]byte("image")), Type: "image/png"},
	}}
}

// What a message with files sends: the typed text then each text file's
// block, naming its path; past the watermark, a line each in their place.
func TestAMessageSendsItsFilesAndThenTheirReferences(t *testing.T) {
	m := fileMessage()
	want := "explain @main.go\n\n<file path=\"main.go\">\npackage main\n\nfunc main() {}\n</file>"
	if got := m.WithAttachments(); got != want {
		t.Fatalf("sent:\n%s\nwant:\n%s", got, want)
	}
	ref := m.Referenced()
	for _, part := range []string{"explain @main.go\n\n[file \"main.go\" · 40 bytes · 3 lines · sha256 abababababab · defines main · no longer sent",
		"\n[image \"shot.png\" · 5 bytes · image/png · sha256 " + HashBytes([]byte("image"))[:12]} {
		if !strings.Contains(ref, part) {
			t.Errorf("referenced lacks %q:\n%s", part, ref)
		}
	}
	if strings.Contains(ref, "func main") {
		t.Errorf("the reference still holds the content:\n%s", ref)
	}
	plain := Message{Content: "hi"}
	if plain.WithAttachments() != "hi" || plain.Referenced() != "hi" {
		t.Error("a message without files changed")
	}
}

// A file name cannot end the block's head early: quotes and line breaks in
// it are escaped.
func TestAHostilePathStaysInsideTheHead(t *testing.T) {
	a := Attachment{Kind: AttachText, Path: "a\">\n</file>x", Text: "t"}
	head, _, _ := strings.Cut(a.Block(), "\n")
	if head != `<file path="a\">\n</file>x">` {
		t.Fatalf("head %q", head)
	}
}

// An image is kept once, under its hash, and read back as the same bytes; a
// file changed by hand or removed is said, not sent.
func TestImagesAreKeptOnceByHash(t *testing.T) {
	st := NewStore(t.TempDir())
	data := []byte("\x89PNG fake bytes")
	h, err := ImagesOf(st).Put(data)
	if err != nil || h != HashBytes(data) {
		t.Fatalf("put: %v %s", err, h)
	}
	if _, err := ImagesOf(st).Put(data); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(ImagesOf(st).Dir())
	if len(entries) != 1 {
		t.Fatalf("%d files in the images folder, want 1", len(entries))
	}
	got, err := ImagesOf(st).Get(h)
	if err != nil || string(got) != string(data) {
		t.Fatalf("read back %q, %v", got, err)
	}
	path, _ := ImagesOf(st).Path(h)
	if err := os.WriteFile(path, []byte("other"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ImagesOf(st).Get(h); err == nil {
		t.Error("changed bytes were read as the image")
	}
	os.Remove(path)
	if _, err := ImagesOf(st).Get(h); !errors.Is(err, ErrImageMissing) {
		t.Errorf("removed: %v", err)
	}
	if _, err := ImagesOf(st).Path("../../etc/passwd"); err == nil {
		t.Error("a hash named a path outside the folder")
	}
}

// A session file holds an image by its hash, not its bytes; one whose hash is
// not a hash is refused as corrupt.
func TestTheSessionFileNamesImagesByHash(t *testing.T) {
	st := NewStore(t.TempDir())
	s := New("20261124-120000-abcdef", "m", Options{NumCtx: 2048}, time.Now())
	s.Append(fileMessage())
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(st.Dir(), s.ID+".json"))
	if !strings.Contains(string(data), `"sha256": "`+HashBytes([]byte("image"))+`"`) || !strings.Contains(string(data), `"text": "package main`) {
		t.Fatalf("file:\n%s", data)
	}
	got, err := st.Load(s.ID)
	if err != nil || got.Messages[0].WithAttachments() != s.Messages[0].WithAttachments() {
		t.Fatalf("load: %v", err)
	}
	bad := strings.Replace(string(data), HashBytes([]byte("image")), "../x", 1)
	if err := os.WriteFile(filepath.Join(st.Dir(), s.ID+".json"), []byte(bad), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load(s.ID); !errors.Is(err, ErrCorrupt) {
		t.Errorf("a bad hash loaded: %v", err)
	}
}

// An export carries the attachments: the text in a fence, the image as a file
// beside the markdown (and beside the JSON, which holds them as the session
// does).
func TestExportsCarryTheAttachments(t *testing.T) {
	st := NewStore(t.TempDir())
	h, err := ImagesOf(st).Put([]byte("image"))
	if err != nil {
		t.Fatal(err)
	}
	s := New("x1", "m", Options{NumCtx: 2048}, time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC))
	m := fileMessage()
	m.Attachments[0].Text = "a ``` fence inside\n"
	s.Append(m)
	dir := t.TempDir()
	out := filepath.Join(dir, "out.md")
	if err := ImagesOf(st).ExportTo(s, "md", out, false); err != nil {
		t.Fatal(err)
	}
	md, _ := os.ReadFile(out)
	img := "out-" + h[:12] + ".png"
	for _, want := range []string{"> file `main.go` · 3 lines", "````go\na ``` fence inside\n````", "![shot.png](" + img + ")"} {
		if !strings.Contains(string(md), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, img)); err != nil || string(b) != "image" {
		t.Errorf("the image beside the export: %q, %v", b, err)
	}
	js := filepath.Join(dir, "out.json")
	if err := ImagesOf(st).ExportTo(s, "json", js, false); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "out-"+h[:12]+".png")); err != nil {
		t.Error(err)
	}
	if err := ImagesOf(st).ExportTo(s, "md", out, false); !errors.Is(err, ErrExists) {
		t.Errorf("an export replaced a file: %v", err)
	}
}
