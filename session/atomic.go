package session

import (
	"fmt"
	"os"
	"path/filepath"
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
