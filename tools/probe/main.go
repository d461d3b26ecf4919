// Command probe prints what the memory reads of sentences: each line of
// standard input is one message of a conversation of its own (a reply "Ok."
// after it), and its memory lines are printed under it with their kinds,
// quoted (Go's %q: a control sequence in a sentence is printed escaped,
// never sent to the terminal). One message to a conversation: several in one
// would let the reader take their repeated first words for a label and strip
// them. With -conv all lines are one conversation, read as the memory reads
// it (a repeated label stripped, the words of the other messages known):
// each message's lines are printed under it.
//
//	printf '%s\n' "No diet advice, please." "Floor decided. Black vinyl." | go run ./tools/probe
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/session"
)

func main() {
	conv := flag.Bool("conv", false, "read all lines as one conversation")
	flag.Parse()
	read := probe
	if *conv {
		read = probeConversation
	}
	if err := read(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "probe:", err)
		os.Exit(1)
	}
}

// probe reads sentences from in, one a line, and writes what the memory
// reads of each to out.
func probe(in io.Reader, out io.Writer) error {
	texts, err := messages(in)
	for _, text := range texts {
		s := conversation([]string{text})
		write(out, text, compression.Extract(s, []int{0}))
	}
	return err
}

// probeConversation reads all lines of in as one conversation and writes
// what the memory reads of each message, knowing the others.
func probeConversation(in io.Reader, out io.Writer) error {
	texts, err := messages(in)
	s := conversation(texts)
	for i, text := range texts {
		write(out, text, compression.Extract(s, []int{2 * i}))
	}
	return err
}

// messages are the lines of in that hold text, trimmed.
func messages(in io.Reader) ([]string, error) {
	lines := bufio.NewScanner(in)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	var texts []string
	for lines.Scan() {
		if text := strings.TrimSpace(lines.Text()); text != "" {
			texts = append(texts, text)
		}
	}
	return texts, lines.Err()
}

// conversation is a session of the person's texts, each answered "Ok.".
func conversation(texts []string) *session.Session {
	s := session.New("probe", "probe", session.Options{NumCtx: 8192}, time.Now())
	for i, text := range texts {
		s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: text})
		s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Ok."})
	}
	return s
}

// write prints a message and the memory lines read of it, quoted.
func write(out io.Writer, text string, lines []session.LedgerEntry) {
	fmt.Fprintf(out, "> %q\n", text)
	for _, e := range lines {
		fmt.Fprintf(out, "    [%s] %q\n", e.Kind, e.Text)
	}
}
