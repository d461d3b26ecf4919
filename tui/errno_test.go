package tui

import "syscall"

func syscallECONNREFUSED() error { return syscall.ECONNREFUSED }
