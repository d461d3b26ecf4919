//go:build unix

package attach

import (
	"syscall"
	"testing"
)

// mkfifo makes a named pipe at path: a file that is not a regular one.
func mkfifo(t *testing.T, path string) bool {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	return true
}
