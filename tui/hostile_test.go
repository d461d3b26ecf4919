package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/sanitize"
)

// hostileCorpus is model output that tries to drive the terminal: known attacks
// (clipboard writes, titles, hyperlinks, cursor reports, resets, 8-bit
// controls, entities the markdown renderer decodes, bidi overrides, hidden tag
// text), then fuzzed strings built from their pieces, seeded so that a failure
// can be replayed.
func hostileCorpus() []string {
	known := []string{
		"copy \x1b]52;c;cm0gLXJmIH4=\x07 done", "\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\",
		"\x1b]0;pwned\x07title", "\x1b[6n report", "\x1bc reset", "\x1b#8 align", "\x1bPq#0;2;0;0;0\x1b\\dcs",
		"\x1b_Gf=100;AAAA\x1b\\apc", "x\u009b2J 8-bit csi", "x\u009d52;c;AAAA\u009c 8-bit osc", "&#27;]52;c;AAAA&#7; entity",
		"&#x1b;]0;t&#x07;", "`\x1b]52;c;AA\x07` in code", "```\n\x1b]0;fence\x07\n```", "**\x1b[2J**",
		"access \u202eLEVEL\u202c granted", "a\u2066b\u2069c", "pass\u200bword", "hi\U000E0049\U000E0047 hidden", "[GOAL] goal \x1b]52;c;QQ\x07 here",
	}
	pieces := []string{"\x1b", "]", "[", "52;c;", "\x07", "\\", "P", "_", "^", "0;", "?1049h", "6n", "\u009b", "\u009d", "\u009c",
		"&#27;", "&#x1b;", "&#", ";", "\u202e", "\u2066", "\u200b", "\U000E0041", "\r", "\x08", "\x00", "text ", "`", "*", "\n", "é", "🎉"}
	rng := rand.New(rand.NewPCG(11, 12))
	out := append([]string(nil), known...)
	for range 200 {
		var b strings.Builder
		for range 3 + rng.IntN(20) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		out = append(out, b.String())
	}
	return out
}

// checkFrame fails the test if the frame holds anything but text and SGR.
func checkFrame(t *testing.T, where string, m *Model) {
	t.Helper()
	if why := sanitize.Check(m.View().Content); why != "" {
		t.Fatalf("%s: the frame carries %s", where, why)
	}
}

// Every payload of the corpus, as a model's reply (streamed, then rendered as
// markdown), and as a goal line (the notice): nothing but SGR reaches the
// terminal.
func TestHostileRepliesReachNoSurface(t *testing.T) {
	corpus := hostileCorpus()
	fc := &fakeClient{}
	m, _ := newTestModel(t, fc, fakeOpts())
	for i, p := range corpus {
		fc.reply = p
		typeText(t, m, "q")
		_, cmd := m.Update(press("enter"))
		runWith(t, m, cmd, func(msg tea.Msg) tea.Msg {
			if _, ok := msg.(engine.Done); ok {
				checkFrame(t, "while streaming payload "+itoa(i), m)
			}
			return nil
		})
		checkFrame(t, "after payload "+itoa(i), m)
		if i%20 == 0 {
			drive(t, m, tea.WindowSizeMsg{Width: 40 + i%80, Height: 24})
		}
	}
}

// The same corpus in every other surface: a checkpoint's summary (the marker
// unfolded, the browser), the original messages and a snapshot in the browser,
// the history pager and its search, the session picker's titles.
func TestHostileTextReachesNoOtherSurface(t *testing.T) {
	corpus := strings.Join(hostileCorpus(), "\n")
	known := strings.Join(hostileCorpus()[:20], " ")
	c := &summaryClient{summary: "## Key facts\n" + known}
	m, _ := newTestModel(t, c, compactOpts())
	longSession(m, 30)
	for i, p := range strings.Split(corpus, "\n")[:20] {
		m.conv.Sess.Messages[i].Content += " " + p
	}
	m.conv.Sess.Title = "title " + corpus
	m.reloaded()
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatalf("no checkpoint: %s", m.notice.text)
	}
	drive(t, m, tea.KeyPressMsg{Code: 'o', Mod: tea.ModCtrl})
	checkFrame(t, "summaries unfolded", m)

	drive(t, m, tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl})
	checkFrame(t, "browser, checkpoint", m)
	drive(t, m, press("o"))
	checkFrame(t, "browser, originals", m)
	drive(t, m, press("tab"))
	for range 3 {
		drive(t, m, press("down"))
		checkFrame(t, "browser, snapshot", m)
	}
	drive(t, m, press("esc"))

	drive(t, m, tea.KeyPressMsg{Code: 'r', Mod: tea.ModCtrl})
	checkFrame(t, "history pager", m)
	typeText(t, m, "/text")
	drive(t, m, press("enter"))
	checkFrame(t, "history search", m)
	drive(t, m, press("esc"))

	if err := m.conv.SaveJob()(); err != nil {
		t.Fatal(err)
	}
	other := session.New("20261119-100000-abcdef", "evil\x1b]0;model\x07", session.Options{NumCtx: 1024}, t0)
	other.Append(session.Message{ID: "u", Role: session.RoleUser, Content: corpus, Time: t0})
	if err := m.conv.Store().Save(other); err != nil {
		t.Fatal(err)
	}
	m.composer.SetValue("/sessions")
	drive(t, m, press("enter"))
	checkFrame(t, "session picker", m)
	typeText(t, m, "/e")
	checkFrame(t, "session picker, filtered", m)
}

// The compaction preview: the model's summary with every known payload, shown,
// then in the text area that edits it; nothing but SGR reaches the terminal,
// and the text area holds the summary as text only.
func TestHostileSummaryInThePreview(t *testing.T) {
	known := strings.Join(hostileCorpus()[:20], " ")
	m, _ := newTestModel(t, &summaryClient{summary: "## Key facts\nparse_list0 in internal/parser/list0.go " + known}, compactOpts())
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	longSession(m, 30)
	m.composer.SetValue("/compact --preview")
	drive(t, m, press("enter"))
	if m.over.preview == nil {
		t.Fatalf("no preview: %s", m.notice.text)
	}
	checkFrame(t, "compaction preview", m)
	drive(t, m, press("e"))
	checkFrame(t, "compaction preview, editing", m)
	drive(t, m, tea.KeyPressMsg{Code: 's', Mod: tea.ModCtrl})
	checkFrame(t, "compaction preview, edited", m)
	if s := m.over.preview.Content().Summary; !m.over.preview.Content().Edited || sanitize.Text(s) != s {
		t.Fatalf("the summary, edited %v, holds control text: %q", m.over.preview.Content().Edited, s)
	}
}
