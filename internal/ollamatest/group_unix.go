//go:build !windows

package ollamatest

import (
	"os/exec"
	"syscall"
)

// ownGroup runs the command in a process group of its own, so that stopping it
// also ends the runner processes it spawns; where the system can, it also ends
// the command with the test binary (endWithParent).
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	endWithParent(cmd.SysProcAttr)
}

// killGroup ends the command's process group: SIGKILL when hard, else SIGTERM.
func killGroup(cmd *exec.Cmd, hard bool) {
	sig := syscall.SIGTERM
	if hard {
		sig = syscall.SIGKILL
	}
	_ = syscall.Kill(-cmd.Process.Pid, sig)
}
