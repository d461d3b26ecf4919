package remember

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// places makes an ollm home and a project folder, with the files given
// (nil: none).
func places(t *testing.T, personal, project *string) Places {
	t.Helper()
	p := Places{Home: filepath.Join(t.TempDir(), ".ollm"), Dir: t.TempDir()}
	if personal != nil {
		writeFile(t, p.Path(Personal), *personal)
	}
	if project != nil {
		writeFile(t, p.Path(Project), *project)
	}
	return p
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

func ptr(s string) *string { return &s }

func TestReadBothFilesThePersonsFirst(t *testing.T) {
	p := places(t, ptr("- I write Go.\n\n- I live in Lisbon.\n"), ptr("# This project\n- Postgres 16, never MySQL.\n"))
	fs := Read(p)
	if len(fs) != 2 || fs[0].Scope != Personal || fs[1].Scope != Project || fs[0].Err != nil || fs[1].Err != nil {
		t.Fatalf("read %+v", fs)
	}
	var got []string
	for _, l := range fs.Lines() {
		got = append(got, l.Text)
	}
	if strings.Join(got, "|") != "- I write Go.|- I live in Lisbon.|# This project|- Postgres 16, never MySQL." {
		t.Fatalf("lines %q", got)
	}
	block := Block(fs)
	want := "<remembered>\nWhat the person asked to be remembered in every conversation:\n[the person's memory file]\n- I write Go.\n\n- I live in Lisbon.\n[this project's memory file]\n# This project\n- Postgres 16, never MySQL.\n</remembered>"
	if block != want {
		t.Fatalf("block:\n%s\nwant:\n%s", block, want)
	}
	if fs[1].Name() != "./.ollm/memory.md" {
		t.Errorf("the project's file is named %q", fs[1].Name())
	}
}

func TestMissingFilesAreNoFiles(t *testing.T) {
	if fs := Read(places(t, nil, nil)); len(fs) != 0 || Block(fs) != "" {
		t.Fatalf("read %+v", fs)
	}
	if fs := Read(Places{}); len(fs) != 0 {
		t.Fatalf("no places: %+v", fs)
	}
}

// ollm started in the folder that holds the ollm home: the project's file is
// the person's, read once.
func TestTheProjectFileThatIsThePersonsIsReadOnce(t *testing.T) {
	dir := t.TempDir()
	p := Places{Home: filepath.Join(dir, ".ollm"), Dir: dir}
	writeFile(t, p.Path(Personal), "- once\n")
	if fs := Read(p); len(fs) != 1 || p.Path(Project) != "" {
		t.Fatalf("read %d files, project path %q", len(fs), p.Path(Project))
	}
}

// A file that cannot be read, is not text or is too large is listed with the
// reason and never sent; the other file still is.
func TestUnreadableFilesSayWhy(t *testing.T) {
	for name, c := range map[string]struct {
		make func(path string)
		why  string
	}{
		"folder": {func(path string) { _ = os.MkdirAll(path, 0o700) }, "is a directory"},
		"binary": {func(path string) { writeFile(t, path, "ELF\x00\x01\x02") }, "it is not text"},
		"latin1": {func(path string) { writeFile(t, path, "caf\xe9") }, "it is not text"},
		"huge":   {func(path string) { writeFile(t, path, strings.Repeat("a", MaxSize+1)) }, "larger than 1024 KB"},
	} {
		t.Run(name, func(t *testing.T) {
			p := places(t, nil, ptr("- the project's line\n"))
			c.make(p.Path(Personal))
			fs := Read(p)
			if len(fs) != 2 || fs[0].Err == nil {
				t.Fatalf("read %+v", fs)
			}
			if got := fs[0].Problem(); !strings.HasPrefix(got, "The memory file "+fs[0].Name()+" cannot be used (") || !strings.Contains(got, c.why) ||
				!strings.HasSuffix(got, "): this session goes on without it.") {
				t.Errorf("problem %q", got)
			}
			if b := Block(fs); !strings.Contains(b, "the project's line") || strings.Contains(b, "the person's memory file") {
				t.Errorf("block %q", b)
			}
			if len(fs.Unread()) != 1 || len(fs.Lines()) != 1 {
				t.Errorf("unread %d, lines %d", len(fs.Unread()), len(fs.Lines()))
			}
		})
	}
}

func TestAppendCreatesAndAddsOneLine(t *testing.T) {
	p := places(t, nil, nil)
	line, err := p.Append(Personal, "  I write\tGo, and\nlive in Lisbon \x1b]0;title\x07 ")
	if err != nil || line != "- I write Go, and live in Lisbon ]0;title" {
		t.Fatalf("append: %q %v", line, err)
	}
	if _, err := p.Append(Personal, "I prefer short answers."); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p.Path(Personal))
	if string(data) != "- I write Go, and live in Lisbon ]0;title\n- I prefer short answers.\n" {
		t.Fatalf("file %q", data)
	}
	if st, _ := os.Stat(p.Path(Personal)); st.Mode().Perm() != 0o600 {
		t.Errorf("the person's file is %v", st.Mode().Perm())
	}
	if _, err := p.Append(Personal, "I prefer  short answers."); !errors.Is(err, ErrKnown) {
		t.Errorf("a line it holds: %v", err)
	}
	if _, err := p.Append(Personal, " \n "); err == nil {
		t.Error("an empty line was appended")
	}
	// A project's file, made by hand without a last newline.
	writeFile(t, p.Path(Project), "# notes")
	if err := os.Chmod(p.Path(Project), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Append(Project, "uses Postgres"); err != nil {
		t.Fatal(err)
	}
	data, _ = os.ReadFile(p.Path(Project))
	if string(data) != "# notes\n- uses Postgres\n" {
		t.Fatalf("project file %q", data)
	}
	if st, _ := os.Stat(p.Path(Project)); st.Mode().Perm() != 0o644 {
		t.Errorf("the project's file is %v now", st.Mode().Perm())
	}
}

func TestForgetRemovesTheNumberedLine(t *testing.T) {
	p := places(t, ptr("- one\n\n- two\n"), ptr("- three\n- four\n"))
	l, err := p.Forget(3)
	if err != nil || l.Text != "- three" || l.File.Scope != Project {
		t.Fatalf("forget 3: %+v %v", l, err)
	}
	personal, _ := os.ReadFile(p.Path(Personal))
	project, _ := os.ReadFile(p.Path(Project))
	if string(personal) != "- one\n\n- two\n" || string(project) != "- four\n" {
		t.Fatalf("files %q %q", personal, project)
	}
	if _, err := p.Forget(4); err == nil || err.Error() != "there is no line 4: the memory files hold 3" {
		t.Fatalf("forget 4: %v", err)
	}
	if _, err := p.Forget(0); err == nil {
		t.Fatal("forget 0")
	}
}

func TestEnsureMakesAnEmptyFileOnce(t *testing.T) {
	p := places(t, nil, nil)
	path, err := p.Ensure(Project)
	if err != nil || path != p.Path(Project) {
		t.Fatal(path, err)
	}
	writeFile(t, path, "- kept")
	if _, err := p.Ensure(Project); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "- kept" {
		t.Fatalf("Ensure changed an existing file: %q", data)
	}
}
