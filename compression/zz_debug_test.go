package compression

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ollm/ollm/session"
)

func TestZZDebug(t *testing.T) {
	part, conv := os.Getenv("DBG_PART"), os.Getenv("DBG_CONV")
	if part == "" {
		t.Skip()
	}
	data, _ := os.ReadFile("../internal/eval/corpus/" + part + ".json")
	var c struct {
		Conversations []struct {
			ID    string
			Turns []struct{ Text string }
		}
	}
	json.Unmarshal(data, &c)
	s := session.New("dbg", "tiny", session.Options{NumCtx: 8192}, day0)
	for _, cv := range c.Conversations {
		if cv.ID != conv {
			continue
		}
		for i, tu := range cv.Turns {
			s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: tu.Text})
			s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Noted."})
		}
	}
	r := newReader(s)
	for _, ms := range strings.Split(os.Getenv("DBG_MSG"), ",") {
		n, _ := strconv.Atoi(ms)
		text := r.stripPrefix(s.Messages[n-1].Content)
		t.Logf("#%d %s", n, text)
		for _, sent := range sentences(text) {
			for _, g := range r.groups(sent, true) {
				t.Logf("   g score=%d named=%d anchor=%v valued=%v liked=%v kind=%v | %s", g.score, g.named, g.anchor, g.valued, g.liked, g.kind, g.text)
			}
		}
		for _, e := range r.read(n - 1) {
			t.Logf("  => w=%d kind=%v %s", e.Weight, e.Kind, e.Text)
		}
	}
}

var day0 = time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC)

func TestZZRules(t *testing.T) {
	parts := os.Getenv("DBG_RULES")
	if parts == "" {
		t.Skip()
	}
	for _, part := range strings.Split(parts, ",") {
		data, _ := os.ReadFile("../internal/eval/corpus/" + part + ".json")
		var c struct {
			Conversations []struct {
				ID    string
				Turns []struct {
					Text  string
					Facts []struct {
						ID, Kind string
						Keys     []string
					}
				}
			}
		}
		json.Unmarshal(data, &c)
		for _, cv := range c.Conversations {
			s := session.New("dbg", "tiny", session.Options{NumCtx: 8192}, day0)
			for i, tu := range cv.Turns {
				s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: tu.Text})
				s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Noted."})
			}
			var idx []int
			for i := range s.Messages {
				idx = append(idx, i)
			}
			es := Extract(s, idx)
			for i, tu := range cv.Turns {
				for _, f := range tu.Facts {
					if f.Kind != os.Getenv("DBG_KIND") {
						continue
					}
					found := "MISSING"
					for _, e := range es {
						if e.Msg != 2*i {
							continue
						}
						all := true
						for _, k := range f.Keys {
							all = all && strings.Contains(strings.ToLower(e.Text), strings.ToLower(k))
						}
						if all {
							found = fmt.Sprint(e.Kind)
						}
					}
					t.Logf("%s %s %-10s %v | %.150s", part, f.ID, found, f.Keys, tu.Text)
				}
			}
		}
	}
}

func TestZZKindLines(t *testing.T) {
	parts := os.Getenv("DBG_LINES")
	if parts == "" {
		t.Skip()
	}
	for _, part := range strings.Split(parts, ",") {
		data, _ := os.ReadFile("../internal/eval/corpus/" + part + ".json")
		var c struct {
			Conversations []struct {
				ID    string
				Turns []struct{ Text string }
			}
		}
		json.Unmarshal(data, &c)
		for _, cv := range c.Conversations {
			s := session.New("dbg", "tiny", session.Options{NumCtx: 8192}, day0)
			for i, tu := range cv.Turns {
				s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: tu.Text})
				s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Noted."})
			}
			var idx []int
			for i := range s.Messages {
				idx = append(idx, i)
			}
			for _, e := range Extract(s, idx) {
				if fmt.Sprint(e.Kind) == os.Getenv("DBG_KIND") {
					t.Logf("%s/%s #%d %s", part, cv.ID, e.Msg+1, e.Text)
				}
			}
		}
	}
}

func TestZZRank(t *testing.T) {
	if os.Getenv("DBG_RANK") == "" {
		t.Skip()
	}
	s := session.New("dbg", "tiny", session.Options{NumCtx: 8192}, day0)
	for i, m := range []string{"Something for later: could you help me draft a packing list for the ferry crossing?", "The ferry leaves at 17:00 from the north pier, weather allowing."} {
		s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: m})
		s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Noted."})
	}
	for _, e := range Extract(s, []int{0, 2}) {
		t.Logf("rank=%d w=%d kind=%v %s", rank(e), e.Weight, e.Kind, e.Text)
	}
}

func TestZZSent(t *testing.T) {
	txt := os.Getenv("DBG_SENT")
	if txt == "" {
		t.Skip()
	}
	s := session.New("dbg", "tiny", session.Options{NumCtx: 8192}, day0)
	for i, m := range append(strings.Split(os.Getenv("DBG_BEFORE"), "|"), txt) {
		s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: m})
		s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Noted."})
	}
	r := newReader(s)
	t.Logf("nounCaps=%v", r.nounCaps)
	for _, sent := range sentences(r.stripPrefix(txt)) {
		ws := wordsOf(sent)
		for k := range ws {
			t.Logf("  %s=%d", ws[k].text, r.class(ws, k, true))
		}
		for _, g := range r.groups(sent, true) {
			t.Logf("   g score=%d named=%d anchor=%v valued=%v liked=%v kind=%v | %s", g.score, g.named, g.anchor, g.valued, g.liked, g.kind, g.text)
		}
	}
}

func TestZZRuleDrop(t *testing.T) {
	part, conv := os.Getenv("DBG_PART"), os.Getenv("DBG_CONV")
	if os.Getenv("DBG_RULEDROP") == "" {
		t.Skip()
	}
	data, _ := os.ReadFile("../internal/eval/corpus/" + part + ".json")
	var c struct {
		Conversations []struct {
			ID    string
			Turns []struct{ Text string }
		}
	}
	json.Unmarshal(data, &c)
	s := session.New("dbg", "tiny", session.Options{NumCtx: 1 << 20}, day0)
	size := Sizer{Message: func(m session.Message) int { return len(m.Content) }, Text: func(t string) int { return len(t) }}
	budget, _ := strconv.Atoi(os.Getenv("DBG_RULEDROP"))
	for _, cv := range c.Conversations {
		if cv.ID != conv {
			continue
		}
		for i, tu := range cv.Turns {
			s.Append(session.Message{ID: fmt.Sprint("u", i), Role: session.RoleUser, Content: tu.Text, Estimate: len(tu.Text)})
			s.Append(session.Message{ID: fmt.Sprint("a", i), Role: session.RoleAssistant, Content: "Noted, I will do that.", Estimate: 20})
			if len(s.Messages) > 2 {
				var dropped []session.LedgerEntry
				s, dropped = KeepFacts(s, len(s.Messages)-2, "test", size, budget, day0)
				for _, e := range dropped {
					if e.Kind == session.LedgerRule || e.Msg == 0 {
						t.Logf("turn %d dropped #%d kind=%v newer=%d %s", i, e.Msg+1, e.Kind, e.Newer, e.Text)
					}
				}
				for _, e := range s.Ledger {
					if e.Msg == 0 && i < 3 {
						t.Logf("turn %d has #1 kind=%v %s", i, e.Kind, e.Text)
					}
				}
			}
		}
	}
}

func TestZZKind(t *testing.T) {
	v := os.Getenv("DBG_KIND")
	if v == "" {
		t.Skip()
	}
	for _, text := range strings.Split(v, "|") {
		s := session.New("dbg", "tiny", session.Options{NumCtx: 8192}, day0)
		s.Append(session.Message{ID: "u", Role: session.RoleUser, Content: text})
		s.Append(session.Message{ID: "a", Role: session.RoleAssistant, Content: "Gut."})
		for _, e := range Extract(s, []int{0}) {
			t.Logf("%v | %s", e.Kind, e.Text)
		}
	}
}
