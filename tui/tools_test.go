package tui

import (
	"net/http"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/internal/fakeollama"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui/transcript"
)

// toolChat opens the chat screen on a fake server whose model calls the
// context tools (the tiny models cannot), described as the start-up lookup
// describes it.
func toolChat(t *testing.T, replies ...fakeollama.Reply) (*Model, *fakeollama.Server) {
	t.Helper()
	srv := fakeollama.Start(t, "tool-model:8b", replies...)
	client := api.NewClient(engine.HostURL(srv.Host), http.DefaultClient)
	m, _ := newTestModel(t, client, engine.OpenOptions{Model: srv.Model, Options: session.Options{NumCtx: 4096}})
	if info := describe(t, m, client, srv.Model); !info.Tools {
		t.Fatalf("show: %+v", info)
	}
	return m, srv
}

// A reply that calls a tool shows the call and a one-line result, then the
// answer the model gives with the result; ctrl+o shows the whole result; the
// session file keeps the call and the result; reopened, the screen shows
// them the same way.
func TestToolCallsInTheTranscript(t *testing.T) {
	m, srv := toolChat(t,
		fakeollama.Reply{Content: "Let me check.", Calls: []api.ToolCall{fakeollama.Call(engine.ToolContextStats, nil)}},
		fakeollama.Reply{Content: "Your window holds 4,096 tokens."},
	)
	typeText(t, m, "how large is your window?")
	drive(t, m, press("enter"))
	if n := len(srv.Requests()); n != 2 {
		t.Fatalf("%d requests, want the call's and the answer's", n)
	}
	scr := screen(m)
	for _, want := range []string{"Let me check.", "⚙ context_stats{}", "↳ context_stats: Context window: 4,096 tokens;", "Your window holds 4,096 tokens."} {
		if !strings.Contains(scr, want) {
			t.Errorf("screen lacks %q:\n%s", want, scr)
		}
	}
	if strings.Contains(scr, "Compaction is due") {
		t.Errorf("the whole result is shown before ctrl+o:\n%s", scr)
	}
	drive(t, m, tea.KeyPressMsg{Code: 'o', Mod: tea.ModCtrl})
	if scr := screen(m); !strings.Contains(scr, "Compaction is due") {
		t.Errorf("ctrl+o does not show the whole result:\n%s", scr)
	}
	s, err := m.conv.Store().Load(m.conv.Sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	var roles []string
	for _, msg := range s.Messages {
		roles = append(roles, string(msg.Role))
	}
	if got := strings.Join(roles, " "); got != "user assistant tool assistant" {
		t.Fatalf("saved roles %q", got)
	}
	entries, _ := sessionEntries(s, false)
	if len(entries) != 4 || entries[1].Calls[0] != "context_stats{}" || entries[2].Kind != transcript.Tool || entries[2].Detail != s.Messages[2].Content {
		t.Errorf("reopened entries %+v", entries)
	}
}

// esc while the model answers a tool's result stops that reply; the loop ends
// there, and the call and its result stay.
func TestEscStopsTheToolLoop(t *testing.T) {
	m, srv := toolChat(t,
		fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(engine.ToolContextStats, nil)}},
		fakeollama.Reply{Calls: []api.ToolCall{fakeollama.Call(engine.ToolContextStats, nil)}},
	)
	typeText(t, m, "hi")
	_, cmd := m.Update(press("enter"))
	stopped := false
	runWith(t, m, cmd, func(msg tea.Msg) tea.Msg {
		if _, ok := msg.(engine.Done); ok && m.turn.State() == engine.TurnReplying && len(m.conv.Sess.Messages) == 3 && !stopped {
			stopped = true
			return press("esc")
		}
		return nil
	})
	if !stopped {
		t.Fatal("the second reply never started")
	}
	msgs := m.conv.Sess.Messages
	if last := msgs[len(msgs)-1]; len(msgs) != 4 || !last.Stopped {
		t.Fatalf("%d messages, the last %+v", len(msgs), last)
	}
	if n := len(srv.Requests()); n > 2 {
		t.Errorf("%d requests after esc", n)
	}
}

// Tool calls are model text: a hostile name and hostile arguments, and a
// recall result that brings back hostile messages, reach the frame as text
// only — folded and unfolded.
func TestHostileToolCallsReachNoSurface(t *testing.T) {
	corpus := hostileCorpus()[:40]
	var replies []fakeollama.Reply
	for _, p := range corpus {
		replies = append(replies, fakeollama.Reply{Content: p, Calls: []api.ToolCall{
			fakeollama.Call(p, map[string]any{"query": p}),
			fakeollama.Call(engine.ToolRecall, map[string]any{"query": "q"}),
		}}, fakeollama.Reply{Content: "ok"})
	}
	m, _ := toolChat(t, replies...)
	for i := range corpus {
		typeText(t, m, "q")
		drive(t, m, press("enter"))
		checkFrame(t, "tool call "+string(rune('a'+i%26)), m)
		if i%8 == 0 {
			m.conv.ClearContext() // the earlier hostile messages become what recall finds
		}
	}
	drive(t, m, tea.KeyPressMsg{Code: 'o', Mod: tea.ModCtrl})
	for y := range 40 {
		m.transcript.ScrollToEntry(y * 4)
		checkFrame(t, "unfolded", m)
	}
}
