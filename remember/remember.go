// Package remember keeps what ollm remembers across sessions: the memory
// files, plain text that people read and edit — the person's (memory.md in the
// ollm home, ~/.ollm) and a project's (.ollm/memory.md in the folder ollm
// starts in) — which go with the system prompt of every session and every
// `ollm run`.
//
// They are not the memory of one session (the lines quoted from compacted
// messages, session.LedgerEntry): that one is built by code and lives in the
// session file; these are written by the person and live in their own files.
package remember

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ollm/ollm/session"
)

// Scope says whose a memory file is.
type Scope int

// Scopes, in the order the files are sent.
const (
	// Personal is the person's file, for every session wherever it starts.
	Personal Scope = iota
	// Project is the file of the folder ollm starts in.
	Project
)

// FileName is the name of a memory file; a project's lives in ProjectDir.
const (
	FileName   = "memory.md"
	ProjectDir = ".ollm"
)

// MaxSize is the largest file read as a memory file: a file larger than this
// is not notes (the cap on what is sent is far smaller anyway).
const MaxSize = 1 << 20

// Places say where the memory files are: Home is the ollm home (~/.ollm,
// $OLLM_HOME), Dir the folder ollm starts in. An empty one has no file: `ollm
// eval` and tests send none.
type Places struct{ Home, Dir string }

// Path is the memory file of a scope, "" when its place is not set. A
// project's file that is the person's own (ollm started in the home folder's
// parent) is not a second file.
func (p Places) Path(s Scope) string {
	personal := ""
	if p.Home != "" {
		personal = filepath.Join(p.Home, FileName)
	}
	if s == Personal {
		return personal
	}
	if p.Dir == "" {
		return ""
	}
	project := filepath.Join(p.Dir, ProjectDir, FileName)
	if personal != "" && sameFile(personal, project) {
		return ""
	}
	return project
}

// sameFile reports whether two paths name one file: the same clean path, or
// (when both exist) the same file through a link.
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// File is one memory file as read.
type File struct {
	Scope Scope
	Path  string
	// Text is what the file holds; Err says why it could not be read or is
	// not text (then Text is empty and the file is not sent).
	Text string
	Err  error
}

// Name is how the file is named to the person: ~/.ollm/memory.md for the
// person's (the full path when OLLM_HOME moves it elsewhere),
// ./.ollm/memory.md for the project's.
func (f File) Name() string {
	if f.Scope == Project {
		return "./" + ProjectDir + "/" + FileName
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if rel, err := filepath.Rel(home, f.Path); err == nil && !strings.HasPrefix(rel, "..") {
			return "~/" + filepath.ToSlash(rel)
		}
	}
	return f.Path
}

// Files are the memory files that exist, the person's first.
type Files []File

// Read reads the memory files of p. A file that does not exist is not in the
// list; one that cannot be read, is too large or is not text is, with Err
// set: the session goes on without it, and says why.
func Read(p Places) Files {
	var out Files
	for _, s := range []Scope{Personal, Project} {
		path := p.Path(s)
		if path == "" {
			continue
		}
		text, err := readText(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		out = append(out, File{Scope: s, Path: path, Text: text, Err: err})
	}
	return out
}

// readText reads a file that must be text: valid UTF-8 without NUL bytes, at
// most MaxSize bytes.
func readText(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	switch {
	case err != nil:
		return "", err
	case len(data) > MaxSize:
		return "", fmt.Errorf("it is larger than %d KB, too large for notes", MaxSize>>10)
	case !utf8.Valid(data) || strings.ContainsRune(string(data), 0):
		return "", errors.New("it is not text")
	}
	return string(data), nil
}

// Readable are the files that were read.
func (fs Files) Readable() Files {
	var out Files
	for _, f := range fs {
		if f.Err == nil && strings.TrimSpace(f.Text) != "" {
			out = append(out, f)
		}
	}
	return out
}

// Unread are the files that could not be read.
func (fs Files) Unread() Files {
	var out Files
	for _, f := range fs {
		if f.Err != nil {
			out = append(out, f)
		}
	}
	return out
}

// Problem says, in a sentence, why a file is not sent ("" when it is read).
func (f File) Problem() string {
	if f.Err == nil {
		return ""
	}
	why := f.Err.Error()
	var pe *fs.PathError
	if errors.As(f.Err, &pe) {
		why = pe.Err.Error()
	}
	return fmt.Sprintf("The memory file %s cannot be used (%s): this session goes on without it.", f.Name(), why)
}

// Tag wraps the memory files' text in the system message.
const Tag = "remembered"

// Block is the text sent with the system prompt for files: each file's text
// under a line naming whose it is. "" when there is nothing to send.
func Block(files Files) string {
	var b strings.Builder
	for _, f := range files.Readable() {
		if f.Scope == Project {
			b.WriteString("[this project's memory file]\n")
		} else {
			b.WriteString("[the person's memory file]\n")
		}
		b.WriteString(strings.TrimSpace(f.Text))
		b.WriteString("\n")
	}
	if b.Len() == 0 {
		return ""
	}
	return "<" + Tag + ">\nWhat the person asked to be remembered in every conversation:\n" + b.String() + "</" + Tag + ">"
}

// Line is one line of a memory file, as /memory numbers them: the non-blank
// lines of the files, the person's first, from 1.
type Line struct {
	N    int
	File File
	// At is the line's index in its file (0-based); Text the line.
	At   int
	Text string
}

// Lines numbers the non-blank lines of the files that were read.
func (fs Files) Lines() []Line {
	var out []Line
	for _, f := range fs {
		if f.Err != nil {
			continue
		}
		for i, l := range strings.Split(f.Text, "\n") {
			if t := strings.TrimSpace(l); t != "" {
				out = append(out, Line{N: len(out) + 1, File: f, At: i, Text: t})
			}
		}
	}
	return out
}

// Clean makes text one line of a memory file: its words joined by single
// spaces, without control or invisible format characters.
func Clean(text string) string {
	text = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return ' '
		}
		return r
	}, text)
	return strings.Join(strings.Fields(text), " ")
}

// ErrKnown means the line is in the file already.
var ErrKnown = errors.New("already remembered")

// Append adds text (Clean'd) as a line "- text" to the memory file of scope,
// creating it and its folder when needed, and returns the line. A line the
// file holds already is ErrKnown, and nothing is written.
func (p Places) Append(s Scope, text string) (line string, err error) {
	path := p.Path(s)
	if path == "" {
		return "", errors.New("no folder for that memory file")
	}
	if text = Clean(text); text == "" {
		return "", errors.New("nothing to remember")
	}
	line = "- " + text
	old, err := readText(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		old = ""
	case err != nil:
		return "", fmt.Errorf("%s: %w", path, err)
	}
	for _, l := range strings.Split(old, "\n") {
		if t := strings.TrimSpace(l); t == line || t == text {
			return line, ErrKnown
		}
	}
	if old != "" && !strings.HasSuffix(old, "\n") {
		old += "\n"
	}
	return line, write(s, path, old+line+"\n")
}

// Ensure creates the memory file of scope, empty, when it does not exist (for
// an editor to open), and returns its path.
func (p Places) Ensure(s Scope) (string, error) {
	path := p.Path(s)
	if path == "" {
		return "", errors.New("no folder for that memory file")
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		return path, err
	}
	return path, write(s, path, "")
}

// Forget removes line n (as Lines numbers them, the files read again now)
// from its file and returns it.
func (p Places) Forget(n int) (Line, error) {
	lines := Read(p).Lines()
	if n < 1 || n > len(lines) {
		if len(lines) == 0 {
			return Line{}, errors.New("the memory files hold no line")
		}
		return Line{}, fmt.Errorf("there is no line %d: the memory files hold %d", n, len(lines))
	}
	l := lines[n-1]
	all := strings.Split(l.File.Text, "\n")
	all = append(all[:l.At], all[l.At+1:]...)
	return l, write(l.File.Scope, l.File.Path, strings.Join(all, "\n"))
}

// write replaces the memory file of scope at path with text, atomically,
// keeping its permissions: a new one is the person's alone in the ollm home,
// readable by others in a project (which may be shared, like AGENTS.md).
func write(s Scope, path, text string) error {
	perm, dirPerm := os.FileMode(0o600), os.FileMode(0o700)
	if s == Project {
		perm, dirPerm = 0o644, 0o755
	}
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	if err := os.MkdirAll(filepath.Dir(path), dirPerm); err != nil {
		return err
	}
	return session.WriteFileAtomic(path, []byte(text), perm)
}
