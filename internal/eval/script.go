// Package eval measures how faithful the context ollm sends is: it plants facts
// in scripted conversations, runs them through the real engine against a real
// Ollama server, and reports what the final request still holds (and, with a
// real model, what the model answers). `ollm eval` and `make eval` run it;
// docs/evaluation.md has the figures.
package eval

import (
	"fmt"
	"strings"
)

// Fact is one planted fact: a service, its port and its data path.
type Fact struct {
	Turn    int
	Service string
	Port    int
	Path    string
	// NewPort is set when a later turn moves the service (a knowledge update).
	NewPort    int
	UpdateTurn int
}

// Turn is one user message of a script.
type Turn struct {
	Text string
}

// Script is a scripted conversation and what it planted.
type Script struct {
	Name  string
	Turns []Turn
	Facts []Fact
	// Instruction is given in the first turn and must hold to the end.
	Instruction string
	// CodeNames are the functions the code blocks define.
	CodeNames []string
}

// small talk around each fact, so that a message reads like a person's, about
// 300 characters with its fact.
var chatter = []string{
	"Morning! Before we dig into the flaky deploys again, a bit of context from the ops channel so you have it: %s. The rest of the week looks calm, I hope.",
	"Quick note while I remember, because the wiki page is out of date and nobody reads it anyway: %s. We can talk about the dashboards afterwards.",
	"I spent the afternoon untangling the old cron jobs with the platform team, and one thing came out of it that matters for later: %s. Does that sound sane to you?",
	"Adding this to the pile before lunch, since the on-call person asked me twice already and I keep forgetting to write it down anywhere: %s. Thanks for bearing with me.",
	"Another one from the migration checklist, nothing urgent but please keep it in mind when we get to the runbooks this week: %s. I'll ping you if it changes.",
}

// sentences that carry the fact, in several phrasings.
var carriers = []string{
	"we run %s on port %d with its data in %s",
	"%s now listens on port %d and keeps its database file at %s",
	"%s sits behind port %d, and its data lives in %s",
	"the team put %s on port %d with the data under %s",
}

// Ops is the main script: n turns, one fact each (a service, a port, a data
// path), an instruction in the first turn, two code blocks, and knowledge
// updates in the last third (a service moves to another port).
func Ops(n int) Script {
	s := Script{Name: fmt.Sprintf("ops-%d", n), Instruction: "always answer in French"}
	updates := map[int]int{} // turn → index of the fact it updates
	for k, turn := range []int{n * 2 / 3, n*2/3 + 3, n*2/3 + 6, n*2/3 + 9, n*2/3 + 12} {
		if turn < n && k*5+3 < n*2/3 {
			updates[turn] = k*5 + 3
		}
	}
	for i := range n {
		f := Fact{Turn: i, Service: fmt.Sprintf("svc-%d", i), Port: 20000 + i, Path: fmt.Sprintf("/var/lib/svc%d/data.db", i)}
		text := fmt.Sprintf(chatter[i%len(chatter)], fmt.Sprintf(carriers[i%len(carriers)], f.Service, f.Port, f.Path))
		if i == 0 {
			text += " From now on, always answer in French, even when I write in English."
		}
		if j, ok := updates[i]; ok {
			old := &s.Facts[j]
			old.NewPort, old.UpdateTurn = 30000+j, i
			text += fmt.Sprintf(" Also, heads-up: %s moved to port %d this morning because of a clash with the metrics agent.", old.Service, old.NewPort)
		}
		if i == n/4 || i == n/2 {
			name := fmt.Sprintf("rotateLogs%d", i)
			s.CodeNames = append(s.CodeNames, name)
			text += "\nHere is the helper we use for it:\n```go\n" + code(name, i) + "```\nWhy does it leak file handles?"
		}
		s.Turns = append(s.Turns, Turn{Text: text})
		s.Facts = append(s.Facts, f)
	}
	return s
}

// code is a long code block defining name.
func code(name string, i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "func %s(dir string, keep int) error {\n", name)
	b.WriteString("\tentries, err := os.ReadDir(dir)\n\tif err != nil {\n\t\treturn err\n\t}\n")
	b.WriteString("\tsort.Slice(entries, func(a, b int) bool { return entries[a].Name() > entries[b].Name() })\n")
	b.WriteString("\tfor n, e := range entries {\n\t\tif n < keep {\n\t\t\tcontinue\n\t\t}\n")
	fmt.Fprintf(&b, "\t\tf, err := os.Open(filepath.Join(dir, e.Name())) // svc-%d logs\n", i)
	b.WriteString("\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n\t\t_ = f\n\t\tos.Remove(filepath.Join(dir, e.Name()))\n\t}\n\treturn nil\n}\n")
	return b.String()
}
