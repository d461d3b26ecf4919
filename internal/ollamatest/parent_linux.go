package ollamatest

import "syscall"

// endWithParent asks the kernel to send the command SIGTERM when the test
// binary dies without stopping it (a test that times out exits before its
// cleanups run, and the server outlived it; stop 68 found two such servers
// with parent 1). SIGTERM lets the server end its runners.
func endWithParent(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGTERM }
