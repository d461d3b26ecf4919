// Package window builds what the model is sent — the API view of a session — and
// keeps it inside the context window: the budget, the fit check, and the
// last-resort trim.
package window

import (
	"math"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/session"
)

// Settings shape the budget. Zero values mean the defaults.
type Settings struct {
	// ReserveRatio is the share of num_ctx kept free for the reply (0.25);
	// Reserve, when set, is that room in tokens. With shift off, Ollama stops a
	// reply when the window is full, so this is the least room a reply has.
	ReserveRatio float64
	Reserve      int
	// Trigger is the share of the available budget the verbatim part may fill
	// before compaction is due (0.80).
	Trigger float64
	// Margin is added to every estimate before the fit check (0.05): estimates
	// are calibrated, not exact, and the server's and the runner's limits differ
	// by a token.
	Margin float64
	// MaxRounds, when set, sends only the last MaxRounds user turns verbatim.
	MaxRounds int
}

// Defaults fills the zero fields.
func (s Settings) Defaults() Settings {
	if s.ReserveRatio <= 0 {
		s.ReserveRatio = 0.25
	}
	if s.Trigger <= 0 {
		s.Trigger = 0.80
	}
	if s.Margin <= 0 {
		s.Margin = 0.05
	}
	return s
}

// Budget is the window divided up, in the model's tokens (calibrated estimates).
type Budget struct {
	NumCtx      int
	System      int // system prompt and goal
	Checkpoints int // the summaries message
	Reserve     int // kept for the reply
	// Available is what the verbatim part may use:
	// NumCtx − System − Checkpoints − Reserve.
	Available int
	// Trigger is the verbatim size at which compaction is due.
	Trigger int
}

// View is what the model is sent for the next reply.
type View struct {
	Messages []api.Message
	// Index gives, for each API message, its index in Session.Messages, or
	// SystemIndex / SummaryIndex.
	Index []int
	// Estimate is the whole prompt in estimate units (what calibration compares
	// with prompt_eval_count); Tokens the same, calibrated and with the margin.
	Estimate int
	Tokens   int
	// Verbatim is the calibrated size of the verbatim messages.
	Verbatim int
	Budget   Budget
}

// Indices of the API messages that are not session messages.
const (
	SystemIndex  = -1
	SummaryIndex = -2
)

// SummaryTag wraps the checkpoint summaries, so that the model cannot take them
// for the person speaking. They go in a system message (docs/context-window.md).
const SummaryTag = "compressed_history_summary"

// Fits reports whether the prompt leaves the reply its reserve.
func (v View) Fits() bool { return v.Tokens <= v.Budget.NumCtx-v.Budget.Reserve }

// Due reports whether the verbatim part passed the compaction trigger.
func (v View) Due() bool { return v.Verbatim > v.Budget.Trigger }

// SystemText is the system prompt with the active goal, which is never compressed.
func SystemText(s *session.Session) string {
	if s.Goal == "" {
		return s.System
	}
	goal := "Active goal: " + s.Goal
	if s.System == "" {
		return goal
	}
	return s.System + "\n\n" + goal
}

// SummaryText joins the checkpoint summaries, oldest first, in one tagged block.
func SummaryText(s *session.Session) string {
	if len(s.Checkpoints) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("<" + SummaryTag + ">\n")
	for _, c := range s.Checkpoints {
		b.WriteString(strings.TrimSpace(c.Summary))
		b.WriteString("\n")
	}
	b.WriteString("</" + SummaryTag + ">")
	return b.String()
}

// Sent reports whether a message is sent when it is in the verbatim part: a reply
// that failed before writing anything is not.
func Sent(m session.Message) bool { return !(m.Role == session.RoleAssistant && m.Content == "") }

// estimate of one message, from the stored count; count is used only for
// messages saved before counts were stored.
func estimate(m session.Message, count func(string) int) int {
	if m.Estimate > 0 || m.Content == "" {
		return m.Estimate + tokens.MessageOverhead
	}
	return count(m.Content) + tokens.MessageOverhead
}

// verbatimStart is where the verbatim part begins: APIStart, or later under
// MaxRounds.
func verbatimStart(s *session.Session, maxRounds int) int {
	start := s.APIStart
	if maxRounds <= 0 {
		return start
	}
	users := 0
	for i := len(s.Messages) - 1; i >= start; i-- {
		if s.Messages[i].Role == session.RoleUser {
			if users++; users == maxRounds {
				return i
			}
		}
	}
	return start
}

// Build assembles the API view of a session: system prompt and goal, checkpoint
// summaries, pinned messages of the part no longer sent verbatim, then the
// verbatim messages. It is a pure function of its arguments and reads only stored
// counts, so it costs microseconds even for long sessions.
func Build(s *session.Session, count func(string) int, cal tokens.Calibration, st Settings) View {
	st = st.Defaults()
	v := View{}
	scaled := func(est int) int { return int(math.Ceil(float64(cal.Apply(est)) * (1 + st.Margin))) }
	est := tokens.PromptOverhead
	if sys := SystemText(s); sys != "" {
		e := count(sys) + tokens.MessageOverhead
		est += e
		v.Budget.System = scaled(e)
		v.Messages = append(v.Messages, api.Message{Role: string(session.RoleSystem), Content: sys})
		v.Index = append(v.Index, SystemIndex)
	}
	if sum := SummaryText(s); sum != "" {
		e := count(sum) + tokens.MessageOverhead
		est += e
		v.Budget.Checkpoints = scaled(e)
		v.Messages = append(v.Messages, api.Message{Role: string(session.RoleSystem), Content: sum})
		v.Index = append(v.Index, SummaryIndex)
	}
	start := verbatimStart(s, st.MaxRounds)
	verbatim := 0
	for i, m := range s.Messages {
		if (i < start && !m.Pinned) || !Sent(m) {
			continue
		}
		e := estimate(m, count)
		verbatim += e
		v.Messages = append(v.Messages, api.Message{Role: string(m.Role), Content: m.Content})
		v.Index = append(v.Index, i)
	}
	est += verbatim
	v.Estimate = est
	v.Tokens = scaled(est)
	v.Verbatim = scaled(verbatim)
	b := &v.Budget
	b.NumCtx = s.Options.NumCtx
	b.Reserve = st.Reserve
	if b.Reserve <= 0 {
		b.Reserve = int(float64(b.NumCtx) * st.ReserveRatio)
	}
	b.Available = max(b.NumCtx-b.System-b.Checkpoints-b.Reserve-scaled(tokens.PromptOverhead), 0)
	b.Trigger = int(float64(b.Available) * st.Trigger)
	return v
}

// TrimPoint finds the last-resort trim: the smallest new APIStart, at the start
// of a user turn, that makes the view fit. It never drops the system prompt, the
// newest user message or pinned messages. ok is false when even that is not
// enough (the newest message alone is larger than the window). One pass over the
// verbatim part, with the stored counts.
func TrimPoint(s *session.Session, count func(string) int, cal tokens.Calibration, st Settings) (start int, ok bool) {
	st = st.Defaults()
	v := Build(s, count, cal, st)
	if v.Fits() {
		return s.APIStart, true
	}
	limit := v.Budget.NumCtx - v.Budget.Reserve
	fits := func(est int) bool {
		return int(math.Ceil(float64(cal.Apply(est))*(1+st.Margin))) <= limit
	}
	newest := -1
	for i := len(s.Messages) - 1; i >= s.APIStart; i-- {
		if s.Messages[i].Role == session.RoleUser {
			newest = i
			break
		}
	}
	if newest < 0 {
		return s.APIStart, false
	}
	vs := verbatimStart(s, st.MaxRounds)
	est := v.Estimate
	for i := s.APIStart; i < newest; i++ {
		m := s.Messages[i]
		if i >= vs && !m.Pinned && Sent(m) {
			est -= estimate(m, count)
		}
		if s.Messages[i+1].Role == session.RoleUser && fits(est) {
			return i + 1, true
		}
	}
	return newest, false
}

// Cut moves APIStart forward and records why, with the estimated tokens that are
// no longer sent.
func Cut(s *session.Session, to int, reason session.CutReason, count func(string) int, now func() session.Cut) {
	from := s.APIStart
	if to <= from {
		return
	}
	c := now()
	c.Reason, c.From, c.To = reason, from, to
	for _, m := range s.Messages[from:to] {
		if !m.Pinned && Sent(m) {
			c.Tokens += estimate(m, count)
		}
	}
	s.Cuts = append(s.Cuts, c)
	s.APIStart = to
	s.Touch()
}
