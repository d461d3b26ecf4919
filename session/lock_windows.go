//go:build windows

package session

import (
	"os"

	"golang.org/x/sys/windows"
)

// errWouldBlock is what lockFile returns when another process holds the lock.
var errWouldBlock = windows.ERROR_LOCK_VIOLATION

// lockFile takes an exclusive lock on f's first byte without waiting; Windows
// drops it when the process ends.
func lockFile(f *os.File) error {
	ol := new(windows.Overlapped)
	return windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
}

func unlockFile(f *os.File) error {
	ol := new(windows.Overlapped)
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, ol)
}
