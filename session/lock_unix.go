//go:build !windows

package session

import (
	"os"
	"syscall"
)

// errWouldBlock is what lockFile returns when another process holds the lock.
var errWouldBlock = syscall.EWOULDBLOCK

// lockFile takes an exclusive flock on f without waiting; the kernel drops it
// when the process ends.
func lockFile(f *os.File) error { return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) }

func unlockFile(f *os.File) error { return syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }
