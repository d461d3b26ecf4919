// Package window builds what the model is sent — the API view of a session — and
// keeps it inside the context window: the budget, the fit check, and the
// last-resort trim.
package window

import (
	"fmt"
	"math"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
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
	// Recall lists messages sent again, verbatim, with the next request only
	// (/recall), in a tagged block after the summaries.
	Recall []int
	// ToolsEstimate is the estimate of the tool definitions sent with the
	// request (the context tools' JSON), counted with the system prompt:
	// templates render them into the prompt. Zero for a request without
	// them.
	ToolsEstimate int
	// Remembered is the memory files' block (package remember), sent in the
	// system message after the system prompt and never compacted; the
	// engine fits it to its cap before it is set here.
	Remembered string
	// ImageTokens is what one image costs in the model's prompt (its
	// calibration: Calibration.ImageTokens); NoImages is set for a model
	// that cannot see, or not yet described by Ollama: a message's images
	// are sent as their reference lines instead.
	ImageTokens int
	NoImages    bool
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
	System      int // system prompt, memory files and goal, and the tool definitions
	Checkpoints int // the summaries message
	Recall      int // the recalled messages, for this request only (not in Available)
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
	// Exact is the part of the prompt whose size Ollama told us: the replies'
	// eval_count. Estimate is our count of the rest of the content, and Msgs
	// the number of message templates (the messages, plus one for the open
	// reply): what calibration fits to prompt_eval_count − Exact. Tokens is the
	// predicted prompt, with the margin.
	Exact    int
	Estimate int
	Msgs     int
	Tokens   int
	// Tools is the estimate of the tool definitions in Estimate (0: the
	// request offers none).
	Tools int
	// Verbatim is the calibrated size of the verbatim messages.
	Verbatim int
	Budget   Budget
	// Sizes gives, for each API message, its exact size (Ollama's count) or
	// its estimate, for counting a part of the view apart.
	Sizes []Size
	// Images are the images each API message carries (nil when none does):
	// the request's images, read from the store by hash when it is sent.
	// ImageTokens is what they cost in the prompt (estimated, in Tokens
	// with the margin), counted apart from Estimate.
	Images      [][]session.Attachment
	ImageTokens int
}

// Size is one API message's size: exact (a finished reply's eval_count) or our
// estimate of its content, and the estimated cost of its images.
type Size struct{ Exact, Estimate, Images int }

// ImageCount is the number of images the view sends.
func (v View) ImageCount() int {
	n := 0
	for _, im := range v.Images {
		n += len(im)
	}
	return n
}

// Indices of the API messages that are not session messages.
const (
	SystemIndex  = -1
	SummaryIndex = -2
	RecallIndex  = -3
)

// RecallTag wraps recalled messages.
const RecallTag = "recalled_messages"

// RecallText is the block of recalled messages, numbered as on screen.
func RecallText(s *session.Session, indices []int) string {
	if len(indices) == 0 {
		return ""
	}
	return "<" + RecallTag + ">\nEarlier messages the person brought back for this turn, verbatim:\n" +
		RecallBody(s, indices) + "</" + RecallTag + ">"
}

// RecallBody is the recalled messages themselves, each headed with its number
// as on screen and its role: the block's body, and the recall tool's answer.
func RecallBody(s *session.Session, indices []int) string {
	var b strings.Builder
	for _, i := range indices {
		if i < 0 || i >= len(s.Messages) {
			continue
		}
		m := s.Messages[i]
		// With the files it carried, verbatim: a recall brings back what a
		// pruned file's reference line stood for (an image: its line).
		fmt.Fprintf(&b, "[message %d · %s]\n%s\n", i+1, m.Role, strings.TrimSpace(m.Recalled()))
	}
	return b.String()
}

// SummaryTag wraps the checkpoint summaries, so that the model cannot take them
// for the person speaking. They go in a system message (docs/context-window.md).
const SummaryTag = "compressed_history_summary"

// Fits reports whether the prompt leaves the reply its reserve.
func (v View) Fits() bool { return v.Tokens <= v.Budget.NumCtx-v.Budget.Reserve }

// Due reports whether the verbatim part passed the compaction trigger.
func (v View) Due() bool { return v.Verbatim > v.Budget.Trigger }

// SystemText is the system prompt with the active goal and the progress notes
// the model wrote about it, which are never compressed.
func SystemText(s *session.Session) string { return systemText(s, "") }

// systemText is SystemText with the memory files' block after the system
// prompt: it changes seldom, so the prompt's cached beginning stays the same
// when the goal's notes change.
func systemText(s *session.Session, remembered string) string {
	var parts []string
	if s.System != "" {
		parts = append(parts, s.System)
	}
	if remembered != "" {
		parts = append(parts, remembered)
	}
	if s.Goal != "" {
		parts = append(parts, "Active goal: "+s.Goal)
	}
	if len(s.GoalNotes) > 0 {
		parts = append(parts, "Progress on the goal:\n"+strings.Join(s.GoalNotes, "\n"))
	}
	return strings.Join(parts, "\n\n")
}

// SummaryText is the memory of the messages no longer sent verbatim, in one
// tagged block: for each checkpoint, oldest first, its summary (when the model's
// was used) and the memory lines quoted from its messages that the summaries do
// not already state (docs/compression.md). The block only grows at its end
// between compactions that drop nothing, so that Ollama can reuse what it read
// of it before.
func SummaryText(s *session.Session) string {
	return memoryText(s, true, s.Ledger)
}

// memoryHead opens the block: it says what the lines are, and never changes.
// An update the memory could not link to what it changes ("Lo que cobro por
// noche es 35 dólares" and, thirty messages later, "Desde enero la habitación
// va a costar 40 dólares") stands beside it unmarked: the numbers say which
// is newer.
const memoryHead = "[notes on earlier messages; #N quotes message N, a higher #N is newer: where two notes disagree, the newer holds]"

// memoryText renders the tagged block with the checkpoints' summaries (when
// summaries is set) and the lines of ledger.
func memoryText(s *session.Session, summaries bool, ledger []session.LedgerEntry) string {
	if len(s.Checkpoints) == 0 {
		return ""
	}
	v := ledgerView(s, summaries)
	var b strings.Builder
	placed := 0
	for _, c := range s.Checkpoints {
		if summaries && c.Summary != "" {
			fmt.Fprintf(&b, "[summary of messages %d–%d]\n", c.From+1, c.To)
			b.WriteString(strings.TrimSpace(c.Summary))
			b.WriteString("\n")
		}
		var own []session.LedgerEntry
		for _, e := range ledger {
			if c.Covers(e.Msg) {
				own = append(own, e)
			}
		}
		placed += len(own)
		writeLines(&b, compression.LedgerLines(own, v))
	}
	if placed < len(ledger) {
		// Lines of messages no checkpoint covers any more (a restore
		// moved the checkpoints): still the person's words.
		var rest []session.LedgerEntry
		for _, e := range ledger {
			if !covered(s, e.Msg) {
				rest = append(rest, e)
			}
		}
		writeLines(&b, compression.LedgerLines(rest, v))
	}
	if b.Len() == 0 {
		return ""
	}
	return "<" + SummaryTag + ">\n" + memoryHead + "\n" + b.String() + "</" + SummaryTag + ">"
}

func writeLines(b *strings.Builder, lines []string) {
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
}

func covered(s *session.Session, msg int) bool {
	for _, c := range s.Checkpoints {
		if c.Covers(msg) {
			return true
		}
	}
	return false
}

// ledgerView is how the memory lines are sent: under the summaries, or,
// without them, every line.
func ledgerView(s *session.Session, summaries bool) compression.LedgerView {
	if summaries {
		return compression.ViewOf(s)
	}
	return compression.LedgerView{}
}

// SummaryTextWithin is SummaryText cut to budget (size measures a text): the
// memory's least worth lines go first (compression.FitLedger), then the
// summaries, keeping as many lines as fit. "" when nothing fits.
func SummaryTextWithin(s *session.Session, budget int, size func(string) int) string {
	full := SummaryText(s)
	if full == "" || size(full) <= budget {
		return full
	}
	for _, summaries := range []bool{true, false} {
		head := memoryText(s, summaries, nil)
		room := budget - size(head)
		if head == "" {
			room = budget - size("<"+SummaryTag+">\n"+memoryHead+"\n</"+SummaryTag+">")
		}
		if room <= 0 {
			continue
		}
		kept, _ := compression.FitLedger(s.Ledger, room, size, ledgerView(s, summaries))
		if text := memoryText(s, summaries, kept); size(text) <= budget {
			return text
		}
	}
	return ""
}

// LedgerOf is the memory lines of a checkpoint's messages, as they are sent
// (without what the summaries already state).
func LedgerOf(s *session.Session, c session.Checkpoint) []string {
	var own []session.LedgerEntry
	for _, e := range s.Ledger {
		if c.Covers(e.Msg) {
			own = append(own, e)
		}
	}
	return compression.LedgerLines(own, compression.ViewOf(s))
}

// Sent reports whether a message is sent when it is in the verbatim part: a reply
// that failed before writing anything is not.
func Sent(m session.Message) bool { return m.Sendable() }

// size of one message's content: Ollama's exact count of a finished reply of
// model (the model in use), else the stored estimate, which the calibration
// turns into model's tokens; count is used only for messages saved before
// counts were stored. A reply of another model (before a /model) has its
// tokenizer's count, which is not this one's. Its template is counted apart,
// by the calibration.
func size(m session.Message, model string, count func(string) int) (exact, est int) {
	switch {
	case m.TokensExact && (m.Model == "" || m.Model == model):
		return m.Tokens, 0
	case m.Estimate > 0 || m.Content == "":
		return 0, m.Estimate
	default:
		return 0, count(m.Content)
	}
}

// part is how one message is sent: its content (without pruned blocks before
// the prune watermark, with its files' blocks after it), whether its tool
// calls go with it (never before the watermark), its images, and its size:
// exact, estimated, and its images' cost (which the prediction adds to the
// exact part: calibration does not scale it).
type part struct {
	content     string
	calls       bool
	images      []session.Attachment
	exact, est  int
	imageTokens int
}

// fixed is the part's exact size with its images' cost, which predict
// adds without calibrating it.
func (p part) fixed() int { return p.exact + p.imageTokens }

// sent says how message i is sent when it is in the view; ok is false when it
// is not sent at all.
func sent(s *session.Session, i int, count func(string) int, st Settings) (p part, ok bool) {
	m := s.Messages[i]
	if !Sent(m) {
		return p, false
	}
	if i < s.PruneTo {
		content, ok := compression.Pruned(m)
		if !ok {
			return p, false
		}
		if compression.PruneChanges(m, content) {
			if m.PrunedEstimate > 0 {
				return part{content: content, est: m.PrunedEstimate}, true
			}
			return part{content: content, est: count(content)}, true
		}
	}
	p.exact, p.est = size(m, s.Model, count)
	p.content, p.calls = m.WithAttachments(), len(m.ToolCalls) > 0
	if images := m.Images(); len(images) > 0 {
		if st.NoImages {
			// A model that cannot see gets each image's line instead
			// (Ollama would drop the image and say nothing).
			refs := make([]string, len(images))
			for k, a := range images {
				refs[k] = a.Reference()
			}
			extra := strings.Join(refs, "\n")
			p.content = strings.TrimSpace(p.content + "\n\n" + extra)
			p.est += count(extra)
		} else {
			p.images, p.imageTokens = images, len(images)*st.ImageTokens
		}
	}
	return p, true
}

// apiMessage is message m as the request carries it.
func apiMessage(m session.Message, content string, calls bool) api.Message {
	out := api.Message{Role: string(m.Role), Content: content, ToolName: m.ToolName}
	if !calls {
		return out
	}
	for i, c := range m.ToolCalls {
		args := api.NewToolCallFunctionArguments()
		if len(c.Arguments) > 0 {
			// Stored as the model sent them, so they parse; a file edited by
			// hand that does not is sent without arguments.
			_ = args.UnmarshalJSON(c.Arguments)
		}
		out.ToolCalls = append(out.ToolCalls, api.ToolCall{ID: c.ID, Function: api.ToolCallFunction{Index: i, Name: c.Name, Arguments: args}})
	}
	return out
}

// kept returns the messages before APIStart that checkpoints keep verbatim.
func kept(s *session.Session) map[int]bool {
	var k map[int]bool
	for _, c := range s.Checkpoints {
		for _, i := range c.Kept {
			if k == nil {
				k = map[int]bool{}
			}
			k[i] = true
		}
	}
	return k
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
	return build(s, count, cal, st.Defaults(), SummaryText(s))
}

// Fitted is Build with the memory (the summaries and the ledger lines) cut to
// the room the verbatim part leaves, for a request whose newest turn does not
// fit beside all of it: the session keeps everything; this request carries
// less. ok is false when even without any memory the request does not fit.
func Fitted(s *session.Session, count func(string) int, cal tokens.Calibration, st Settings) (v View, ok bool) {
	st = st.Defaults()
	if v = build(s, count, cal, st, SummaryText(s)); v.Fits() {
		return v, true
	}
	bare := build(s, count, cal, st, "")
	if !bare.Fits() {
		return bare, false
	}
	room := bare.Budget.NumCtx - bare.Budget.Reserve - bare.Tokens - predict(cal, 0, 1, 0, st.Margin)
	size := func(t string) int { return predict(cal, count(t), 0, 0, st.Margin) }
	if text := SummaryTextWithin(s, room, size); text != "" {
		if v = build(s, count, cal, st, text); v.Fits() {
			return v, true
		}
	}
	return bare, true
}

// Kept is the calibrated size of the messages no cut removes from a request:
// the pinned ones and those a checkpoint keeps verbatim, however far the
// verbatim part moves (their templates and the margin included).
func Kept(s *session.Session, count func(string) int, cal tokens.Calibration, st Settings) int {
	st = st.Defaults()
	c := *s
	c.APIStart = len(s.Messages)
	v := build(&c, count, cal, st, "")
	n := 0
	for i, idx := range v.Index {
		if idx >= 0 {
			z := v.Sizes[i]
			n += predict(cal, z.Estimate, 1, z.Exact+z.Images, st.Margin)
		}
	}
	return n
}

// MemoryRoom is the most the memory block (the summaries and the memory lines)
// may cost in s's requests so that its verbatim part stays under the
// compaction trigger: what a compaction may leave in memory without being due
// again at once. Negative when the verbatim part alone is past the trigger.
func MemoryRoom(s *session.Session, count func(string) int, cal tokens.Calibration, st Settings) int {
	st = st.Defaults()
	v := build(s, count, cal, st, "")
	return v.Budget.Available - predict(cal, 0, 1, 0, st.Margin) - int(math.Ceil(float64(v.Verbatim)/st.Trigger))
}

// build is Build with memory as the summaries' message.
func build(s *session.Session, count func(string) int, cal tokens.Calibration, st Settings, memory string) View {
	v := View{}
	est, msgs := 0, 1 // the open reply's template
	// addSystem adds one of the system messages (prompt, summaries) and returns
	// its predicted size for the budget.
	addSystem := func(text string, index int) int {
		if text == "" {
			return 0
		}
		e := count(text)
		est, msgs = est+e, msgs+1
		v.Messages = append(v.Messages, api.Message{Role: string(session.RoleSystem), Content: text})
		v.Index = append(v.Index, index)
		v.Sizes = append(v.Sizes, Size{Estimate: e})
		return predict(cal, e, 1, 0, st.Margin)
	}
	v.Budget.System = addSystem(systemText(s, st.Remembered), SystemIndex)
	if e := st.ToolsEstimate; e > 0 {
		est, v.Tools = est+e, e
		v.Budget.System += predict(cal, e, 0, 0, st.Margin)
	}
	v.Budget.Checkpoints = addSystem(memory, SummaryIndex)
	v.Budget.Recall = addSystem(RecallText(s, st.Recall), RecallIndex)
	start := verbatimStart(s, st.MaxRounds)
	keep := kept(s)
	verbatimEst, exact := 0, 0
	for i, m := range s.Messages {
		if i < start && !m.Pinned && !keep[i] {
			continue
		}
		p, ok := sent(s, i, count, st)
		if !ok {
			continue
		}
		exact += p.fixed()
		verbatimEst += p.est
		v.ImageTokens += p.imageTokens
		v.Messages = append(v.Messages, apiMessage(m, p.content, p.calls))
		v.Index = append(v.Index, i)
		v.Sizes = append(v.Sizes, Size{Exact: p.exact, Estimate: p.est, Images: p.imageTokens})
		if len(p.images) > 0 {
			if v.Images == nil {
				v.Images = make([][]session.Attachment, len(v.Messages)-1, len(v.Messages))
			}
			v.Images = append(v.Images, p.images)
		} else if v.Images != nil {
			v.Images = append(v.Images, nil)
		}
	}
	verbatimMsgs := len(v.Messages) - (msgs - 1)
	// Exact is what Ollama counted; the images' estimate joins it in the
	// prediction, outside the calibrated part.
	exact -= v.ImageTokens
	v.Exact, v.Estimate, v.Msgs = exact, est+verbatimEst, msgs+verbatimMsgs
	exact += v.ImageTokens
	v.Tokens = predict(cal, v.Estimate, v.Msgs, exact, st.Margin)
	v.Verbatim = predict(cal, verbatimEst, verbatimMsgs, exact, st.Margin)
	b := &v.Budget
	b.NumCtx = s.Options.NumCtx
	b.Reserve = st.Reserve
	if b.Reserve <= 0 {
		b.Reserve = int(float64(b.NumCtx) * st.ReserveRatio)
	}
	b.Available = max(b.NumCtx-b.System-b.Checkpoints-b.Reserve-predict(cal, 0, 1, 0, st.Margin), 0)
	b.Trigger = int(float64(b.Available) * st.Trigger)
	return v
}

// Predict turns a prompt's parts into the model's tokens, with the margin.
func Predict(cal tokens.Calibration, est, msgs, exact int, margin float64) int {
	return predict(cal, est, msgs, exact, margin)
}

// predict turns a prompt's parts into the model's tokens, with the margin.
func predict(cal tokens.Calibration, est, msgs, exact int, margin float64) int {
	return int(math.Ceil(float64(cal.Predict(est, msgs)+exact) * (1 + margin)))
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
	est, msgs, exact := v.Estimate, v.Msgs, v.Exact
	exact += v.ImageTokens
	for i := s.APIStart; i < newest; i++ {
		if p, ok := sent(s, i, count, st); ok && i >= vs && !s.Messages[i].Pinned {
			est, msgs, exact = est-p.est, msgs-1, exact-p.fixed()
		}
		if s.Messages[i+1].Role == session.RoleUser && predict(cal, est, msgs, exact, st.Margin) <= limit {
			return i + 1, true
		}
	}
	return newest, false
}

// Cut moves APIStart forward and records why, with the model's tokens (exact
// reply counts, calibrated estimates) that are no longer sent.
func Cut(s *session.Session, to int, reason session.CutReason, count func(string) int, cal tokens.Calibration, st Settings, now func() session.Cut) {
	from := s.APIStart
	if to <= from {
		return
	}
	c := now()
	c.Reason, c.From, c.To = reason, from, to
	est, msgs, exact := 0, 0, 0
	for i := from; i < to; i++ {
		if p, ok := sent(s, i, count, st); ok && !s.Messages[i].Pinned {
			est, msgs, exact = est+p.est, msgs+1, exact+p.fixed()
		}
	}
	c.Tokens = cal.Predict(est, msgs) + exact
	s.Cuts = append(s.Cuts, c)
	s.APIStart = to
	s.Touch()
}
