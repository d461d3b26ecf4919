package tui

import (
	"fmt"
	"os"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/session"
)

// m in the history pager remembers "the memory line under a checkpoint that
// the top line is part of" (docs/memory-files.md). The pager wraps a long
// memory line; with its last part on the top line, m looks the line up by
// substring and writes the first memory line holding that text — here
// another message's line — into the person's memory file, sent with every
// session from then on.
func TestSkepticPagerRemembersTheLineOnTheTopLine(t *testing.T) {
	c := &summaryClient{summary: "## Context\nThe person is planning a party and asked about a parser."}
	o := memoryOpts(t, "", "")
	o.Options.NumCtx, o.Compression = compactOpts().Options.NumCtx, compactOpts().Compression
	m, _ := newTestModel(t, c, o)
	texts := []string{
		"My sister Clara is organising the surprise party for Mum at the Crown and Anchor on Saturday.",
		"Noted.",
		"The cake, the balloons, the fairy lights, the bunting and the playlist are all sorted now for the surprise party for Mum at the Crown and Anchor on Saturday.",
		"Noted.",
	}
	for i, text := range texts {
		role := session.RoleUser
		if i%2 == 1 {
			role = session.RoleAssistant
		}
		m.conv.Sess.Append(session.Message{ID: fmt.Sprint("p", i), Role: role, Content: text, Model: "fake", Time: t0, Estimate: m.conv.Meter.Count(text)})
	}
	longSession(m, 30)
	slash(t, m, "/compact")
	var third *session.LedgerEntry
	for i, e := range m.conv.Sess.Ledger {
		if e.Msg == 2 {
			third = &m.conv.Sess.Ledger[i]
		}
	}
	if third == nil || !strings.HasPrefix(third.Text, "The cake") {
		t.Fatalf("setup: message 3 has no memory line: %+v", m.conv.Sess.Ledger)
	}
	drive(t, m, tea.WindowSizeMsg{Width: 80, Height: 30})
	drive(t, m, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl})
	drive(t, m, press("g"))
	inThird, found := false, false
	var shown []string
	for range 400 {
		top, _, _ := strings.Cut(screen(m), "\n")
		top = strings.TrimSpace(top)
		if inThird {
			shown = append(shown, top)
		}
		if strings.HasPrefix(top, "- #3 ") {
			inThird, shown = true, []string{top}
		}
		if inThird && top == "Saturday." {
			found = true
			break
		}
		drive(t, m, press("j"))
	}
	if !found {
		t.Fatal("setup: the pager never showed the last part of memory line #3 on its top line")
	}
	drive(t, m, press("m"))
	data, _ := os.ReadFile(o.MemoryFiles.Path(remember.Personal))
	if got, want := strings.TrimSpace(string(data)), "- "+third.Text; got != want {
		t.Errorf("with the end of memory line #3 on the top line (the pager shows it as\n  %s\n), m wrote to the memory file\n  %q\nwant\n  %q", strings.Join(shown, "\n  "), got, want)
	}
}
