package cmd

import (
	"errors"
	"io"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
)

// exitPipe is the status of a command whose reader left (ollm run … | head):
// 128 + SIGPIPE, what a shell reports for any writer into a pipe that closed
// (cat, grep, git), so that `set -o pipefail` scripts read ollm like them.
const exitPipe = 128 + int(syscall.SIGPIPE)

// keepWritingIntoClosedPipes makes a write to a pipe whose reader left
// return EPIPE instead of killing ollm on the spot, which Go does for
// standard output unless SIGPIPE is asked for: `ollm run … | head` would die
// at its next write, before the reply is saved.
func keepWritingIntoClosedPipes() {
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)
}

// readerWatch is standard output, noting when its reader left: the command
// goes on (a reply is still saved whole) and ollm then exits with exitPipe,
// without a sentence — the reader is gone, and it was not an error of ollm's.
type readerWatch struct {
	w    io.Writer
	gone atomic.Bool
}

func (r *readerWatch) Write(p []byte) (int, error) {
	n, err := r.w.Write(p)
	if isClosedPipe(err) {
		r.gone.Store(true)
	}
	return n, err
}

// isClosedPipe reports a write into a pipe whose reader left.
func isClosedPipe(err error) bool { return errors.Is(err, syscall.EPIPE) }
