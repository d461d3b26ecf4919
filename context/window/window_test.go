package window

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/session"
)

var t0 = time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)

// count is a predictable counter: a token per word.
func count(s string) int { return len(strings.Fields(s)) }

func conversation(n int, numCtx int) *session.Session {
	s := session.New("w", "m", session.Options{NumCtx: numCtx}, t0)
	s.System = "be brief"
	for i := range n {
		role := session.RoleUser
		if i%2 == 1 {
			role = session.RoleAssistant
		}
		content := fmt.Sprintf("message %d with six words", i)
		s.Append(session.Message{ID: fmt.Sprint(i), Role: role, Content: content, Estimate: count(content)})
	}
	return s
}

func roles(v View) string {
	var out []string
	for i, m := range v.Messages {
		out = append(out, fmt.Sprintf("%s:%d", m.Role, v.Index[i]))
	}
	return strings.Join(out, " ")
}

func TestBuildWithoutCompaction(t *testing.T) {
	s := conversation(4, 8192)
	v := Build(s, count, tokens.Calibration{}, Settings{})
	if got := roles(v); got != "system:-1 user:0 assistant:1 user:2 assistant:3" {
		t.Fatalf("view %s", got)
	}
	// Content: 2 (system) + 4×5 = 22; templates: 6 (system, 4 messages, the open
	// reply) × 4 = 24; 46 plus the 5% margin → 49.
	if v.Estimate != 22 || v.Msgs != 6 || v.Tokens != 49 {
		t.Fatalf("estimate %d msgs %d tokens %d", v.Estimate, v.Msgs, v.Tokens)
	}
	b := v.Budget
	if b.NumCtx != 8192 || b.Reserve != 2048 || b.Available != 8192-b.System-2048-5 || b.Trigger != int(float64(b.Available)*0.8) {
		t.Fatalf("budget %+v", b)
	}
	if !v.Fits() || v.Due() {
		t.Fatal("a small conversation should fit and not be due")
	}
}

func TestBuildWithCheckpointsAndPins(t *testing.T) {
	s := conversation(8, 8192)
	s.Goal = "ship the parser"
	s.Messages[1].Pinned = true
	s.Checkpoints = []session.Checkpoint{{Number: 1, From: 0, To: 4, Summary: "first summary"}}
	s.APIStart = 4
	v := Build(s, count, tokens.Calibration{}, Settings{})
	if got := roles(v); got != "system:-1 system:-2 assistant:1 user:4 assistant:5 user:6 assistant:7" {
		t.Fatalf("one checkpoint: %s", got)
	}
	if !strings.Contains(v.Messages[0].Content, "Active goal: ship the parser") {
		t.Fatalf("goal missing from the system prompt: %q", v.Messages[0].Content)
	}
	if sum := v.Messages[1].Content; !strings.HasPrefix(sum, "<compressed_history_summary>") || !strings.Contains(sum, "first summary") {
		t.Fatalf("summary block %q", sum)
	}
	// Stacked: two checkpoints, oldest first, in one message.
	s.Checkpoints = append(s.Checkpoints, session.Checkpoint{Number: 2, From: 4, To: 6, Summary: "second summary"})
	s.APIStart = 6
	v = Build(s, count, tokens.Calibration{}, Settings{})
	if got := roles(v); got != "system:-1 system:-2 assistant:1 user:6 assistant:7" {
		t.Fatalf("stacked: %s", got)
	}
	if sum := v.Messages[1].Content; strings.Index(sum, "first") > strings.Index(sum, "second") {
		t.Fatalf("summaries out of order: %q", sum)
	}
	if v.Budget.Checkpoints == 0 {
		t.Fatal("checkpoints not in the budget")
	}
}

func TestBuildIsThesameAfterResume(t *testing.T) {
	s := conversation(10, 1024)
	s.Checkpoints = []session.Checkpoint{{Number: 1, From: 0, To: 4, Summary: "sum"}}
	s.APIStart = 4
	s.Messages[2].Pinned = true
	st := session.NewStore(t.TempDir())
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	back, err := st.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	cal := tokens.Calibration{Ratio: 1.7, Overhead: 6, Samples: 4}
	if a, b := Build(s, count, cal, Settings{}), Build(back, count, cal, Settings{}); !reflect.DeepEqual(a, b) {
		t.Fatalf("view differs after resume:\n%+v\n%+v", a, b)
	}
}

func TestFailedEmptyRepliesAreNotSent(t *testing.T) {
	s := conversation(2, 1024)
	s.Append(session.Message{Role: session.RoleAssistant, Error: "server down"})
	if got := roles(Build(s, count, tokens.Calibration{}, Settings{})); got != "system:-1 user:0 assistant:1" {
		t.Fatalf("view %s", got)
	}
}

func TestTrimPoint(t *testing.T) {
	s := conversation(40, 400) // 40 × 9 = 360 estimate units: more than 400 − 100 reserve
	s.Messages[3].Pinned = true
	v := Build(s, count, tokens.Calibration{}, Settings{})
	if v.Fits() {
		t.Fatalf("test conversation fits: %d of %d", v.Tokens, v.Budget.NumCtx)
	}
	start, ok := TrimPoint(s, count, tokens.Calibration{}, Settings{})
	if !ok || start%2 != 0 || start <= 0 {
		t.Fatalf("trim point %d ok %v: must be the start of a user turn", start, ok)
	}
	trimmed := *s
	trimmed.APIStart = start
	after := Build(&trimmed, count, tokens.Calibration{}, Settings{})
	if !after.Fits() {
		t.Fatalf("trimmed view does not fit: %d", after.Tokens)
	}
	// The smallest trim: one turn less would not fit.
	trimmed.APIStart = start - 2
	if Build(&trimmed, count, tokens.Calibration{}, Settings{}).Fits() {
		t.Fatal("trimmed more than needed")
	}
	if got := roles(after); !strings.HasPrefix(got, "system:-1 assistant:3 ") || !strings.HasSuffix(got, "user:38 assistant:39") {
		t.Fatalf("trim lost the system prompt, a pin or the newest turn: %s", got)
	}
	Cut(s, start, session.CutTrim, count, tokens.Calibration{}, Settings{}, func() session.Cut { return session.Cut{Time: t0} })
	if s.APIStart != start || len(s.Cuts) != 1 || s.Cuts[0].From != 0 || s.Cuts[0].To != start {
		t.Fatalf("cut recorded as %+v, APIStart %d", s.Cuts, s.APIStart)
	}
	// Five words and a four-token template per dropped message, the pin kept.
	if want := (start - 1) * (5 + 4); s.Cuts[0].Tokens != want {
		t.Fatalf("cut of %d tokens, want %d", s.Cuts[0].Tokens, want)
	}
}

func TestTrimPointNeverDropsTheNewestMessage(t *testing.T) {
	s := conversation(2, 100)
	huge := strings.Repeat("word ", 200)
	s.Append(session.Message{Role: session.RoleUser, Content: huge, Estimate: count(huge)})
	start, ok := TrimPoint(s, count, tokens.Calibration{}, Settings{})
	if ok || start != 2 {
		t.Fatalf("start %d ok %v: the newest message alone is too large", start, ok)
	}
}

func TestMaxRounds(t *testing.T) {
	s := conversation(10, 8192)
	v := Build(s, count, tokens.Calibration{}, Settings{MaxRounds: 2})
	if got := roles(v); got != "system:-1 user:6 assistant:7 user:8 assistant:9" {
		t.Fatalf("max rounds 2: %s", got)
	}
}

func TestSeparator(t *testing.T) {
	s := conversation(4, 8192)
	Cut(s, len(s.Messages), session.CutSeparator, count, tokens.Calibration{}, Settings{}, func() session.Cut { return session.Cut{Time: t0} })
	s.Append(session.Message{Role: session.RoleUser, Content: "fresh start", Estimate: 2})
	if got := roles(Build(s, count, tokens.Calibration{}, Settings{})); got != "system:-1 user:4" {
		t.Fatalf("after a separator: %s", got)
	}
}

func BenchmarkBuild10k(b *testing.B) {
	s := conversation(10000, 32768)
	s.APIStart = 9000
	cal := tokens.Calibration{Ratio: 1.3, Samples: 5}
	b.ResetTimer()
	for b.Loop() {
		Build(s, count, cal, Settings{})
	}
}

func BenchmarkBuild10kNoCompaction(b *testing.B) {
	s := conversation(10000, 32768)
	cal := tokens.Calibration{Ratio: 1.3, Samples: 5}
	b.ResetTimer()
	for b.Loop() {
		Build(s, count, cal, Settings{})
	}
}
