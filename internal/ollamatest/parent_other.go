//go:build !windows && !linux

package ollamatest

import "syscall"

// endWithParent: only Linux ends a child with its parent (parent_linux.go).
func endWithParent(*syscall.SysProcAttr) {}
