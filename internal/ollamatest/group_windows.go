//go:build windows

package ollamatest

import "os/exec"

// ownGroup: Windows has no process groups to set here; the runners end with
// the server's job when it is killed.
func ownGroup(*exec.Cmd) {}

// killGroup ends the server process.
func killGroup(cmd *exec.Cmd, _ bool) { _ = cmd.Process.Kill() }
