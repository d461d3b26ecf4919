//go:build !windows && !linux

package ollamatest

import (
	"os/exec"
	"syscall"
)

// ownGroup runs the command in a process group of its own, so that stopping it
// also ends the runner processes it spawns. (Only Linux ends it with the test
// binary: group_linux.go.)
func ownGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// killGroup ends the command's process group: SIGKILL when hard, else SIGTERM.
func killGroup(cmd *exec.Cmd, hard bool) {
	sig := syscall.SIGTERM
	if hard {
		sig = syscall.SIGKILL
	}
	_ = syscall.Kill(-cmd.Process.Pid, sig)
}
