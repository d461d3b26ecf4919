package tui

import (
	"strings"
	"testing"

	"github.com/ollm/ollm/context/engine"
)

// The first screen with a small model, nothing said yet: the level and the
// score as specified (a 3B model is critical, 30%), and the bar says why —
// the model's size — but no sentence speaks of lost context. Only once
// something is compacted does the warning come, once, naming why.
func TestFirstScreenSpeaksOfLostContextOnlyAfterALoss(t *testing.T) {
	c := &summaryClient{summary: "## Key facts\nThe recursion of parse_listN (internal/parser/list0.go and the others) has no depth limit; nested lists overflow the stack."}
	m, _ := newTestModel(t, c, compactOpts())
	drive(t, m, modelReadyMsg{session: m.conv.Sess.ID, info: engine.ModelInfo{Name: "fake", ContextLength: 4096, ParameterSize: "3.2B"}})
	const lost = "lost details"
	scr := screen(m)
	if !strings.Contains(scr, "critical 30% · model size") {
		t.Fatalf("the bar does not give the level, the score and its cause:\n%s", scr)
	}
	if strings.Contains(scr, lost) {
		t.Fatalf("the first screen speaks of lost context:\n%s", scr)
	}
	typeText(t, m, "hello")
	drive(t, m, press("enter"))
	if scr := screen(m); strings.Contains(scr, lost) {
		t.Fatalf("after one exchange, nothing compacted, a warning of lost context:\n%s", scr)
	}
	longSession(m, 30)
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	if len(m.conv.Sess.Checkpoints) != 1 {
		t.Fatalf("no compaction: %q", m.notice.text)
	}
	scr = screen(m)
	for _, want := range []string{"Checkpoint 1", lost, "1 compaction", "seen only as summaries"} {
		if !strings.Contains(m.notice.text, want) {
			t.Fatalf("after a compaction the notice lacks %q: %q", want, m.notice.text)
		}
	}
	if !strings.Contains(scr, "critical") || strings.Contains(scr, "· model size") {
		t.Fatalf("after a compaction the bar:\n%s", scr)
	}
	m.setNotice("", noticeInfo)
	m.composer.SetValue("/compact")
	drive(t, m, press("enter"))
	if strings.Contains(m.notice.text, lost) {
		t.Fatalf("the warning came twice: %q", m.notice.text)
	}
}
