// Package attach reads the files a person sends with a message — `@path` in
// the message, /attach, `ollm run -f` — into attachments: a text file's
// content, or an image's bytes. What cannot go (a folder, a file that cannot
// be read, one that is neither text nor an image) is refused with a sentence.
// It also finds the @paths in a message and completes them. It does file I/O:
// the chat screen calls it from commands.
package attach

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

// File is a file read to go with a message.
type File struct {
	session.Attachment
	// Data are an image's bytes (kept once, by hash, when the message is
	// saved).
	Data []byte
	// Estimate is the tokenizer's count of what the message carries for the
	// file: its block and the blank line before it (0 for an image).
	Estimate int
}

// MaxImageBytes bounds an image: larger ones are refused before they are read.
const MaxImageBytes = 20 << 20

// Error is a file that cannot go with a message, with the sentence that says
// why.
type Error struct {
	Path string
	Why  string
}

func (e *Error) Error() string { return e.Why }

// TooLargeError is a text file larger, in bytes, than the request can hold:
// refused before it is read. The front end says how much room there is.
type TooLargeError struct {
	Path string
	Size int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is %d bytes, too large for this request", e.Path, e.Size)
}

// imageTypes are the images Ollama's vision models take.
var imageTypes = map[string]bool{"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true}

// Read reads path — relative to base, the folder ollm started in, unless
// absolute — for a message. count counts tokens (it is called here, off the
// screen's goroutine: a large file takes a while); a text file of more than
// maxText bytes is a *TooLargeError, refused by its size before it is read
// (0: no bound). Any other refusal is an *Error with its sentence.
func Read(base, path string, count func(string) int, maxText int64) (File, error) {
	full := Resolve(base, path)
	refuse := func(why string, args ...any) (File, error) {
		return File{}, &Error{Path: path, Why: fmt.Sprintf("%s "+why, append([]any{Quote(path)}, args...)...)}
	}
	info, err := os.Stat(full)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return refuse("cannot be attached: there is no such file in %s.", Quote(filepath.Dir(full)))
	case err != nil:
		return refuse("cannot be read: %s.", reason(err))
	case info.IsDir():
		return refuse("is a folder: attach the files in it, not the folder.")
	case !info.Mode().IsRegular():
		return refuse("is not a regular file (a device, a pipe or a socket): only files can be attached.")
	}
	f, err := os.Open(full)
	if err != nil {
		return refuse("cannot be read: %s.", reason(err))
	}
	defer f.Close()
	head := make([]byte, 512)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return refuse("cannot be read: %s.", reason(err))
	}
	head = head[:n]
	kind := http.DetectContentType(head)
	if imageTypes[kind] {
		if info.Size() > MaxImageBytes {
			return refuse("is an image of %d bytes, more than the %d MB an image may have.", info.Size(), MaxImageBytes>>20)
		}
		data, err := readRest(f, head)
		if err != nil {
			return refuse("cannot be read: %s.", reason(err))
		}
		a := session.Attachment{Kind: session.AttachImage, Path: path, Size: int64(len(data)), SHA256: session.HashBytes(data), Type: kind}
		return File{Attachment: a, Data: data}, nil
	}
	if maxText > 0 && info.Size() > maxText {
		return File{}, &TooLargeError{Path: path, Size: info.Size()}
	}
	if !textual(head, true) {
		return refuse("is not text (%s): only text files and images (PNG, JPEG, GIF, WebP) can be attached.", what(kind))
	}
	data, err := readRest(f, head)
	if err != nil {
		return refuse("cannot be read: %s.", reason(err))
	}
	if !textual(data, false) {
		return refuse("is not text (it holds bytes that are not UTF-8 text): only text files and images (PNG, JPEG, GIF, WebP) can be attached.")
	}
	text := string(data)
	a := session.Attachment{Kind: session.AttachText, Path: path, Size: int64(len(data)), SHA256: session.HashBytes(data),
		Text: text, Lines: lines(text), Defines: compression.Defines(text)}
	return File{Attachment: a, Estimate: count("\n\n" + a.Block())}, nil
}

// readRest is head followed by the rest of f.
func readRest(f io.Reader, head []byte) ([]byte, error) {
	rest, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	return append(head, rest...), nil
}

// textual reports whether data reads as text: UTF-8 without NUL bytes. A
// sequence cut at the end is allowed only in a head (the sniffed first bytes
// of a longer file): a whole file that ends in one is not text.
func textual(data []byte, head bool) bool {
	if bytes.IndexByte(data, 0) >= 0 {
		return false
	}
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if r == utf8.RuneError && size <= 1 {
			return head && len(data) < utf8.UTFMax && !utf8.FullRune(data)
		}
		data = data[size:]
	}
	return true
}

// what names the kind of content a binary file has, for a sentence.
func what(kind string) string {
	switch {
	case kind == "application/octet-stream":
		return "it holds binary data"
	case strings.HasPrefix(kind, "text/"):
		return "it holds bytes that are not UTF-8 text"
	}
	return "it is " + kind
}

// lines counts a text's lines: a last line without a newline counts too.
func lines(text string) int {
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	return n
}

// reason is an I/O error in a few words, without the path (the sentence names
// it).
func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return err.Error()
}

// Quote writes a path for a sentence: as it is when it is plain, quoted when
// it has spaces or characters that would blur the sentence.
func Quote(path string) string {
	if path != "" && !strings.ContainsFunc(path, func(r rune) bool { return r <= ' ' || r == '"' || r == '\'' || r == 0x7f }) {
		return path
	}
	return fmt.Sprintf("%q", path)
}

// Resolve is the file a path names: relative to base (the folder ollm
// started in), or absolute, or under the home folder for ~/.
func Resolve(base, path string) string {
	if rest, ok := strings.CutPrefix(path, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(base, path)
}

// ReadAll reads every path (Read), a file named twice once; the files that
// cannot go are all said, in one error: an *Error whose sentence joins
// theirs, or the first *TooLargeError.
func ReadAll(base string, paths []string, count func(string) int, maxText int64) ([]File, error) {
	var files []File
	var why []string
	for _, p := range paths {
		f, err := Read(base, p, count, maxText)
		var tl *TooLargeError
		switch {
		case errors.As(err, &tl):
			return nil, err
		case err != nil:
			why = append(why, err.Error())
		default:
			files = append(files, f)
		}
	}
	if len(why) > 0 {
		return nil, &Error{Path: paths[0], Why: strings.Join(why, " ")}
	}
	return Unique(files), nil
}

// Unique is files without repeats: the same file (its path cleaned, its
// content's hash) attached twice goes once, the first time it was named.
func Unique(files []File) []File {
	seen := map[[2]string]bool{}
	var out []File
	for _, f := range files {
		k := [2]string{filepath.Clean(f.Path), f.SHA256}
		if !seen[k] {
			seen[k] = true
			out = append(out, f)
		}
	}
	return out
}
