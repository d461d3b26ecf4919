package attach

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

func bytesCount(s string) int { return len(s) }

// Which @ names a file: one that begins a word, quoted when it has spaces,
// without the sentence's punctuation; an @ before a space, in an e-mail
// address, or escaped stays text.
func TestMentions(t *testing.T) {
	for text, want := range map[string][]string{
		"explain @main.go":                       {"main.go"},
		"@a.txt and @b/c.md, then @a.txt again.": {"a.txt", "b/c.md"},
		`read @"my notes.txt" please`:            {"my notes.txt"},
		"mail bob@example.com about it":          nil,
		"an @ alone, and @ @@x":                  nil,
		`write \@alice, not a file`:              nil,
		"(see @docs/x.md)":                       {"docs/x.md"},
		"(@docs/x.md)":                           nil, // "(" begins the word: not an @ at its start
		"see\n@docs/x.md)":                       {"docs/x.md"},
	} {
		if got := Mentions(text); !reflect.DeepEqual(got, want) {
			t.Errorf("Mentions(%q) = %q, want %q", text, got, want)
		}
	}
	if got := Unescape(`write \@alice`); got != "write @alice" {
		t.Errorf("Unescape: %q", got)
	}
	if got := Escaped("@a and b@c and @d"); got != `\@a and b@c and \@d` || Mentions(got) != nil {
		t.Errorf("Escaped: %q", got)
	}
}

func write(t *testing.T, dir, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// A text file is read whole, with its lines, hash and the names it defines,
// and counted as the block the message carries.
func TestReadsATextFile(t *testing.T) {
	dir := t.TempDir()
	code := "package main\n\nfunc main() {}\n\ntype server struct{}"
	write(t, dir, "src/main.go", []byte(code))
	f, err := Read(dir, "src/main.go", bytesCount, 0)
	if err != nil {
		t.Fatal(err)
	}
	a := f.Attachment
	if a.Kind != session.AttachText || a.Text != code || a.Lines != 5 || a.Size != int64(len(code)) ||
		a.SHA256 != session.HashBytes([]byte(code)) || !reflect.DeepEqual(a.Defines, []string{"main", "server"}) {
		t.Fatalf("read %+v", a)
	}
	if f.Estimate != len("\n\n"+a.Block()) {
		t.Errorf("estimate %d, the block is %d bytes", f.Estimate, len(a.Block()))
	}
}

// Each refusal says what the file is and why it cannot go.
func TestRefusals(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "app.bin", []byte{0x7f, 'E', 'L', 'F', 0, 0, 1, 2})
	write(t, dir, "latin1.txt", []byte("caf\xe9 au lait"))
	write(t, dir, "big.log", []byte(strings.Repeat("x", 5000)))
	if err := os.Mkdir(filepath.Join(dir, "docs"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("loop", filepath.Join(dir, "loop")); err != nil {
		t.Fatal(err)
	}
	fifo := mkfifo(t, filepath.Join(dir, "fifo"))
	for path, want := range map[string]string{
		"docs":       "docs is a folder: attach the files in it, not the folder",
		"nope.txt":   "nope.txt cannot be attached: there is no such file in " + dir,
		"app.bin":    "app.bin is not text (it holds binary data): only text files and images",
		"latin1.txt": "latin1.txt is not text (it holds bytes that are not UTF-8 text)",
		"loop":       "loop cannot be read: too many levels of symbolic links.",
		"fifo":       "fifo is not a regular file",
	} {
		if path == "fifo" && !fifo {
			continue
		}
		_, err := Read(dir, path, bytesCount, 0)
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(e.Error(), want) {
			t.Errorf("%s: %v, want %q", path, err, want)
		}
	}
	_, err := Read(dir, "big.log", bytesCount, 4096)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Size != 5000 {
		t.Errorf("big.log: %v", err)
	}
	if _, err := ReadAll(dir, []string{"docs", "nope.txt"}, bytesCount, 0); err == nil ||
		!strings.Contains(err.Error(), "docs is a folder") || !strings.Contains(err.Error(), "nope.txt cannot be attached") {
		t.Errorf("both refusals in one sentence: %v", err)
	}
}

// A PNG is an image: its bytes, their hash and its type; nothing is counted
// as text.
func TestReadsAnImage(t *testing.T) {
	dir := t.TempDir()
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), make([]byte, 40)...)
	write(t, dir, "shot.png", png)
	f, err := Read(dir, "shot.png", bytesCount, 10)
	if err != nil {
		t.Fatal(err)
	}
	if f.Kind != session.AttachImage || f.Type != "image/png" || string(f.Data) != string(png) || f.SHA256 != session.HashBytes(png) || f.Estimate != 0 {
		t.Fatalf("read %+v", f.Attachment)
	}
}

// A name with a control character or a quote is quoted in a sentence, its
// escape written out: no terminal reads it as a command.
func TestHostileNamesAreQuoted(t *testing.T) {
	dir := t.TempDir()
	name := "evil\x1b]52;c;aGk=\x07.txt"
	_, err := Read(dir, name, bytesCount, 0)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\x07") || !strings.Contains(err.Error(), `"evil\x1b]52;c;aGk=\a.txt"`) {
		t.Fatalf("%q", err)
	}
}

// Completion lists the folder's entries that begin with what is typed,
// folders with a slash; hidden ones only when asked for.
func TestComplete(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"main.go", "make.sh", "docs/a.md", ".env"} {
		write(t, dir, n, []byte("x"))
	}
	for partial, want := range map[string][]string{
		"ma":    {"main.go", "make.sh"},
		"mai":   {"main.go"},
		"d":     {"docs/"},
		"docs/": {"docs/a.md"},
		"":      {"docs/", "main.go", "make.sh"},
		".e":    {".env"},
		"zz":    nil,
	} {
		if got := Complete(dir, partial); !reflect.DeepEqual(got, want) {
			t.Errorf("Complete(%q) = %q, want %q", partial, got, want)
		}
	}
	if got := CommonPrefix([]string{"main.go", "make.sh"}); got != "ma" {
		t.Errorf("CommonPrefix %q", got)
	}
}
