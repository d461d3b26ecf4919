package ollamatest

import (
	"os/exec"
	"syscall"
)

// ownGroup runs the command in a process group of its own, so that stopping it
// also ends the runner processes it spawns; and asks the kernel to send it
// SIGTERM when the test binary dies without stopping it (a test that times
// out exits before its cleanups run, and the server outlived it; stop 68 found
// two such servers with parent 1). SIGTERM lets the server end its runners.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
}

// killGroup ends the command's process group: SIGKILL when hard, else SIGTERM.
func killGroup(cmd *exec.Cmd, hard bool) {
	sig := syscall.SIGTERM
	if hard {
		sig = syscall.SIGKILL
	}
	_ = syscall.Kill(-cmd.Process.Pid, sig)
}
