// Command probe prints what the memory reads of sentences: each line of
// standard input is one message of a conversation of its own (a reply "Ok."
// after it), and its memory lines are printed under it with their kinds,
// quoted (Go's %q: a control sequence in a sentence is printed escaped,
// never sent to the terminal). One message to a conversation: several in one
// would let the reader take their repeated first words for a label and strip
// them.
//
//	printf '%s\n' "No diet advice, please." "Floor decided. Black vinyl." | go run ./tools/probe
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

func main() {
	if err := probe(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "probe:", err)
		os.Exit(1)
	}
}

// probe reads sentences from in, one a line, and writes what the memory
// reads of each to out.
func probe(in io.Reader, out io.Writer) error {
	lines := bufio.NewScanner(in)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	for lines.Scan() {
		text := strings.TrimSpace(lines.Text())
		if text == "" {
			continue
		}
		s := session.New("probe", "probe", session.Options{NumCtx: 8192}, time.Now())
		s.Append(session.Message{ID: "m0", Role: session.RoleUser, Content: text})
		s.Append(session.Message{ID: "m1", Role: session.RoleAssistant, Content: "Ok."})
		fmt.Fprintf(out, "> %q\n", text)
		for _, e := range compression.Extract(s, []int{0}) {
			fmt.Fprintf(out, "    [%s] %q\n", e.Kind, e.Text)
		}
	}
	return lines.Err()
}
