package main

import (
	"bytes"
	"strings"
	"testing"
)

// A sentence is printed with what the memory reads of it, and nothing of it
// reaches the terminal as a control sequence: an escape, a carriage return
// or a bidirectional override is printed escaped.
func TestProbePrintsTheLinesQuoted(t *testing.T) {
	var out bytes.Buffer
	in := "No emojis, please.\nMy sister \x1b[2J\x1b[31mMaria\u202e lands at 9:40 on Friday.\r\n"
	if err := probe(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, `[rule] "No emojis, please."`) {
		t.Errorf("the rule is not printed as one:\n%s", got)
	}
	if !strings.Contains(got, `\x1b[2J`) || !strings.Contains(got, `\u202e`) {
		t.Errorf("the control sequences are not printed escaped:\n%s", got)
	}
	if strings.ContainsAny(got, "\x1b\r\u202e") {
		t.Errorf("a control character reaches the output: %q", got)
	}
}

// With -conv the lines are one conversation: a label every message repeats
// is stripped from what is read, and nothing of a message reaches the
// terminal as a control sequence there either.
func TestProbeConversationReadsOneConversation(t *testing.T) {
	var out bytes.Buffer
	in := "[Mon 07:48] My sister Maria lands at 9:40 on Friday.\n" +
		"[Tue 08:02] The caterer is Rosa's Kitchen, order RK-2291.\n" +
		"[Wed 19:15] No emojis \x1b[31mplease\u202e.\n"
	if err := probeConversation(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.Contains(got, `[fact] "My sister Maria lands at 9:40 on Friday."`) {
		t.Errorf("the repeated label is not stripped from the line:\n%s", got)
	}
	if !strings.Contains(got, `\x1b[31m`) || strings.ContainsAny(got, "\x1b\u202e") {
		t.Errorf("a control character reaches the output: %q", got)
	}
}
