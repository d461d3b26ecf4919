package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// WriteFileAtomic is writeFileAtomic for other packages' small state files.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	return writeFileAtomic(path, data, perm)
}

// writeFileAtomic replaces path with data so that a reader, or a crash at any
// moment, sees either the old file or the new one, never a mix: write a temporary
// file in the same folder, fsync it, rename it over path, then fsync the folder so
// the rename itself is durable.
func writeFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	return syncDir(dir)
}

// removeTemps deletes the temporary files that interrupted atomic writes left
// in dir: all of them when name is "", else those of the file name. Only call it
// when nothing else can be writing them (the session's lock is held, and the
// store's saves are serialized).
func removeTemps(dir, name string) {
	pattern := "." + name + ".tmp-*"
	if name == "" {
		pattern = ".*.tmp-*"
	}
	matches, _ := filepath.Glob(filepath.Join(dir, pattern))
	for _, m := range matches {
		_ = os.Remove(m)
	}
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	return nil
}

// ErrExists is returned by WriteExport for a path that is already taken.
var ErrExists = errors.New("the file already exists")

// WriteExport writes an export to path. An existing file is replaced only when
// replace is set (atomically then); otherwise it is an ErrExists error naming
// the path, and the file is untouched.
func WriteExport(path string, data []byte, replace bool) error {
	if replace {
		return writeFileAtomic(path, data, 0o600)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s: %w", path, ErrExists)
	}
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(path)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return err
	}
	return nil
}

// FreeName returns path, or the first of path-2, path-3… (before the extension)
// that does not exist yet: exports with a name ollm chose never replace a file.
func FreeName(path string) string {
	ext := filepath.Ext(path)
	base := strings.TrimSuffix(path, ext)
	for n := 1; ; n++ {
		p := path
		if n > 1 {
			p = fmt.Sprintf("%s-%d%s", base, n, ext)
		}
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			return p
		}
	}
}
