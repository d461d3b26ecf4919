package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
)

// ErrLocked means another ollm has the session open for writing.
var ErrLocked = errors.New("the session is open in another ollm")

// Lock is an exclusive hold on a session, taken on a side file (<id>.lock) so that
// the data file is only ever replaced by rename. The kernel releases it when the
// process ends, so a crash never leaves a stale lock.
type Lock struct {
	f    *os.File
	path string // the lock file: <id>.json.lock
}

// Lock takes the session's lock without waiting. It returns ErrLocked when another
// process holds it.
func (s *Store) Lock(id string) (*Lock, error) {
	if err := ValidateID(id); err != nil {
		return nil, err
	}
	if err := s.ensureDirs(); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(s.sessionPath(id)+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock session %s: %w", id, err)
	}
	if err := lockFile(f); err != nil {
		f.Close()
		if errors.Is(err, errWouldBlock) {
			return nil, ErrLocked
		}
		return nil, fmt.Errorf("lock session %s: %w", id, err)
	}
	return &Lock{f: f, path: f.Name()}, nil
}

// Release lets another process take the lock. It is safe on a nil Lock. The
// lock file of a session that was never saved is removed first (while still
// held): a session without a file cannot be opened by anyone, so nobody can be
// waiting on it, and nothing is left behind for it.
func (l *Lock) Release() {
	if l == nil || l.f == nil {
		return
	}
	if _, err := os.Stat(strings.TrimSuffix(l.path, ".lock")); errors.Is(err, fs.ErrNotExist) {
		_ = os.Remove(l.path)
	}
	_ = unlockFile(l.f)
	l.f.Close()
	l.f = nil
}
