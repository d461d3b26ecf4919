package session

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// jsonFile is one <id>.json file of a folder whose name is a valid id.
type jsonFile struct {
	ID, Path string
	entry    fs.DirEntry
}

// ModTime is the file's modification time, for listing a file that cannot be
// read; zero when even that fails.
func (f jsonFile) ModTime() time.Time {
	if fi, err := f.entry.Info(); err == nil {
		return fi.ModTime()
	}
	return time.Time{}
}

// jsonFiles lists the <id>.json files of dir; a folder that does not exist has
// none.
func jsonFiles(dir string) ([]jsonFile, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []jsonFile
	for _, e := range entries {
		id, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || e.IsDir() || ValidateID(id) != nil {
			continue
		}
		out = append(out, jsonFile{ID: id, Path: filepath.Join(dir, e.Name()), entry: e})
	}
	return out, nil
}

// newestFirst sorts a listing by time, newest first, then by id, descending.
func newestFirst[T any](xs []T, at func(T) time.Time, id func(T) string) {
	sort.SliceStable(xs, func(i, j int) bool {
		a, b := at(xs[i]), at(xs[j])
		if !a.Equal(b) {
			return a.After(b)
		}
		return id(xs[i]) > id(xs[j])
	})
}
