package session

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
	"time"
)

// idPattern is what a session id may look like: it becomes a file name, so it
// must not be able to name anything outside the sessions folder.
var idPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$`)

// ValidateID reports whether id can name a session file.
func ValidateID(id string) error {
	if !idPattern.MatchString(id) {
		return fmt.Errorf("%q is not a session id (letters, digits, - and _, at most 64)", id)
	}
	return nil
}

// NewID returns a fresh session id that sorts by creation time, like
// 20261120-230512-3fa9c1.
func NewID(now time.Time) string {
	var b [3]byte
	_, _ = rand.Read(b[:])
	return now.UTC().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}
