package engine

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// Client is what a conversation needs of Ollama: *api.Client satisfies it.
type Client interface {
	Chatter
	Catalog
}

// Conversation is one open session and what is needed to carry it on: the store
// that saves it, the client that answers it, and the lock that keeps a second ollm
// from writing it. Its methods are cheap and do no I/O, so that the UI can call
// them from its event loop; the I/O comes back as functions to run elsewhere
// (SaveJob) or goroutines (Start).
type Conversation struct {
	Sess  *session.Session
	Model ModelInfo
	// ReadOnly is set when another ollm holds the session: nothing is saved and
	// nothing can be sent.
	ReadOnly bool
	// Meter counts: the window's budget, the API view, calibration, the
	// reliability score.
	Meter *Meter
	// Compactor decides when and how the context is made smaller.
	Compactor *Compactor
	// Tools answer the context tools a model calls.
	Tools *Tools
	// Edit makes the person's changes besides sending (the goal, pins, the
	// system prompt, the title…).
	Edit Edits
	// Files checks the files sent with messages and keeps their images.
	Files *Files

	store  *session.Store
	client Client
	clock  func() time.Time
	lock   *session.Lock
	lastID uint64
	host   string
	// opened are the options the conversation was opened with, for the next.
	opened OpenOptions
	// timing paces the replies' streams (DefaultTiming unless set).
	timing Timing
}

// NextOptions are the options to open a fresh conversation like this one: same
// model, window, counter, calibrations and settings.
func (c *Conversation) NextOptions() OpenOptions {
	o := c.opened
	o.SessionID, o.Resume = "", false
	cur := c.Sess
	o.Model, o.System = cur.Model, cur.System
	o.Options = session.Options{NumCtx: cur.Options.NumCtx, Temperature: cur.Options.Temperature, Seed: cur.Options.Seed, NumPredict: cur.Options.NumPredict}
	return o
}

// OpenOptions say which session to open and how to start a new one.
type OpenOptions struct {
	// SessionID opens that session; Resume opens the latest one. Neither: a new
	// session.
	SessionID string
	Resume    bool
	// Model and Options are used for a new session.
	Model   string
	Options session.Options
	System  string

	// Counter counts tokens (nil: the heuristic); Calibrations keeps the
	// per-model ratios (nil: not kept); Window shapes the budget.
	Counter      *tokens.Counter
	Calibrations *tokens.Calibrations
	Window       window.Settings
	// Compression shapes compaction; Retention bounds the automatic snapshots.
	Compression compression.Settings
	Retention   session.Retention
	// Host is the server's address as the person set it, for error sentences.
	Host string
	// OnlyIfFree opens the session SessionID only when its lock is free:
	// session.ErrLocked, without reading the file, when another ollm holds it;
	// a file that cannot be read is an error, not a new session. For trying
	// again a session opened read-only.
	OnlyIfFree bool
	// Timing paces replies (zero: DefaultTiming).
	Timing Timing
	// Tools say whether the context tools are offered to models that call
	// tools.
	Tools ToolSettings
	// MemoryFiles are where the memory files are (package remember: what
	// ollm remembers across sessions), read when the conversation opens;
	// zero sends none (ollm eval). MemoryFilesShare is their cap, a share of
	// the window (zero: DefaultMemoryFilesShare).
	MemoryFiles      remember.Places
	MemoryFilesShare float64

	// afterLock, when set, runs between taking the lock and reading the
	// file: tests put a second ollm there.
	afterLock func()
}

// Open opens or creates the session the options name, and takes its lock
// before it reads the file: a second ollm that saves between a read and a lock
// would otherwise be overwritten by the copy read before. A session held by
// another ollm is opened read-only; one that cannot be read is left untouched
// and a new session is started. notice says, in sentences, what happened when
// it was not what was asked.
func Open(store *session.Store, client Client, clock func() time.Time, o OpenOptions) (c *Conversation, notice string, err error) {
	c = &Conversation{store: store, client: client, clock: clock, host: o.Host, opened: o, timing: o.Timing}
	if c.timing == (Timing{}) {
		c.timing = DefaultTiming()
	}
	id := o.SessionID
	var notes []string
	if o.Resume {
		newest, skipped, err := store.Newest()
		switch {
		case errors.Is(err, session.ErrNotFound):
			notes = append(notes, "No saved session to resume; this is a new one.")
		case err != nil:
			return nil, "", err
		default:
			id = newest.ID
		}
		for _, in := range skipped {
			notes = append(notes, fmt.Sprintf("Passed over a newer session file that cannot be read: %v.", in.Err))
		}
	}
	var sess *session.Session
	if id != "" {
		if err := session.ValidateID(id); err != nil {
			return nil, "", err
		}
		c.lock, err = store.Lock(id)
		switch {
		case errors.Is(err, session.ErrLocked) && o.OnlyIfFree:
			return nil, "", err
		case errors.Is(err, session.ErrLocked):
			c.ReadOnly = true
		case err != nil:
			return nil, "", err
		}
		if o.afterLock != nil {
			o.afterLock()
		}
		sess, err = store.Load(id)
		var le *session.LoadError
		switch {
		case errors.As(err, &le) && errors.Is(err, session.ErrNotFound):
			c.lock.Release()
			return nil, "", fmt.Errorf("no session %q in %s (see `ollm sessions list`)", id, store.Dir())
		case errors.As(err, &le) && o.OnlyIfFree:
			c.lock.Release()
			return nil, "", le
		case errors.As(err, &le):
			notes = append(notes, fmt.Sprintf("Could not open %v. Started a new session.", le))
			c.lock.Release()
			c.lock, c.ReadOnly, sess = nil, false, nil
		case err != nil:
			c.lock.Release()
			return nil, "", err
		}
	}
	if sess == nil {
		now := clock()
		sess = session.New(session.NewID(now), o.Model, o.Options, now)
		sess.System = o.System
		if c.lock, err = store.Lock(sess.ID); err != nil {
			return nil, "", err
		}
	}
	c.Sess = sess
	c.Meter = &Meter{sess: sess, counter: o.Counter, cals: o.Calibrations, window: o.Window, mem: memoryFiles{share: o.MemoryFilesShare}}
	// Until Ollama describes the model (SetModel), ollm cannot tell whether
	// it sees: the session's images go as their lines (a model that cannot
	// see would drop them and say nothing).
	c.Meter.window.NoImages = true
	c.Meter.Remember(remember.Read(o.MemoryFiles))
	c.Compactor = newCompactor(c, o.Compression, o.Retention)
	c.Tools = &Tools{conv: c, settings: o.Tools}
	c.Edit = Edits{conv: c}
	c.Files = &Files{conv: c}
	c.Meter.toolsDue = c.Tools.due
	c.fillEstimates()
	switch {
	case c.ReadOnly:
		notes = append(notes, "This session is open in another ollm: read-only here. /new starts a new one.")
	default:
		store.RemoveTemps(sess.ID)
	}
	if from := sess.RenamedFrom(); from != "" {
		notes = append(notes, fmt.Sprintf("%s.json holds a copy of session %s: it is opened as its own session, %s, and saved under that name; %s.json is not touched.",
			sess.ID, from, sess.ID, from))
	}
	return c, strings.Join(notes, " "), nil
}

// Close releases the session's lock.
func (c *Conversation) Close() { c.lock.Release() }

// Store returns the store the conversation saves to.
func (c *Conversation) Store() *session.Store { return c.store }

// Client returns the Ollama client.
func (c *Conversation) Client() Client { return c.client }

// Now returns the conversation's clock reading.
func (c *Conversation) Now() time.Time { return c.clock() }

// SaveJob returns a function that saves the session as it is now; run it off the
// UI goroutine. It returns nil when the session is read-only, or empty (an
// untouched new session leaves no file behind).
func (c *Conversation) SaveJob() func() error {
	if c.ReadOnly || len(c.Sess.Messages) == 0 {
		return nil
	}
	snap := c.Sess.Clone()
	images := c.Files.saveJob(c.store)
	return func() error {
		if images != nil {
			// The images first: the session names them.
			if err := images(); err != nil {
				return err
			}
		}
		if err := c.store.Save(snap); err != nil {
			return err
		}
		// Losing the calibration costs a few replies of relearning: not
		// worth reporting.
		_ = c.Meter.cals.Save()
		return nil
	}
}

// KeepDraft keeps what the person typed and did not send with the session,
// with the long pastes in it, so that the prompt shows it again when the
// session is opened. It reports whether a save will keep it: a read-only
// session and one with no message yet are not saved.
func (c *Conversation) KeepDraft(text string, pastes []string) bool {
	if strings.TrimSpace(text) == "" {
		c.Sess.Draft, c.Sess.DraftPastes = "", nil
		return false
	}
	c.Sess.Draft, c.Sess.DraftPastes = text, pastes
	return !c.ReadOnly && len(c.Sess.Messages) > 0
}

// TakeDraft returns the draft kept with the session and its long pastes, and
// forgets them: they are in the prompt now. A read-only session keeps its
// draft for the ollm that can send it.
func (c *Conversation) TakeDraft() (text string, pastes []string) {
	if c.ReadOnly {
		return "", nil
	}
	text, pastes = c.Sess.Draft, c.Sess.DraftPastes
	c.Sess.Draft, c.Sess.DraftPastes = "", nil
	return text, pastes
}

// fillEstimates counts messages saved without a count (older files), once.
func (c *Conversation) fillEstimates() {
	for i := range c.Sess.Messages {
		if m := &c.Sess.Messages[i]; m.Estimate == 0 && m.Content != "" {
			m.Estimate = tokens.Heuristic(m.Content)
		}
	}
}

// AddUser appends the person's message, counted once (about 3 ms for 10 KB),
// with the files sent with it (counted when they were read; Files.Check them
// first).
func (c *Conversation) AddUser(text string, files ...attach.File) {
	c.Sess.Draft, c.Sess.DraftPastes = "", nil // sent: no draft is left to come back
	m := c.message(session.RoleUser, text)
	cal := c.Meter.Calibration()
	for _, f := range files {
		a := f.Attachment
		a.Tokens = cal.Scale(f.Estimate)
		m.Attachments = append(m.Attachments, a)
		m.Estimate += f.Estimate
	}
	m.Tokens = cal.Scale(m.Estimate)
	c.Files.add(files)
	c.Sess.Append(m)
}

// message is a new message of ours or the person's (not a reply: a reply's
// size comes from Ollama), stamped now and counted once.
func (c *Conversation) message(role session.Role, text string) session.Message {
	now := c.clock()
	est := c.Meter.Count(text)
	return session.Message{
		ID: session.NewID(now), Role: role, Content: text, Time: now,
		Estimate: est, Tokens: c.Meter.Calibration().Scale(est),
	}
}

// TooLargeError means the newest turn cannot fit in the window at all: the
// person's message, or, in a tool round, that message with the model's calls
// and the results of Tools. Tokens is the turn's size.
type TooLargeError struct {
	Tokens, NumCtx, Reserve int
	Tools                   []string
}

func (e *TooLargeError) Error() string {
	if len(e.Tools) > 0 {
		return fmt.Sprintf("Your message with the results of the tools the model called (%s) is ~%d tokens: it does not fit in the %d-token window with %d tokens kept for the reply, so the model is not asked again this turn. "+
			"Everything is saved; send a shorter message or ask for less, or raise the window with --num-ctx.", strings.Join(e.Tools, ", "), e.Tokens, e.NumCtx, e.Reserve)
	}
	return fmt.Sprintf("Your message (~%d tokens) does not fit in the %d-token window with %d tokens kept for the reply. "+
		"It is saved; shorten it, or raise the window with --num-ctx.", e.Tokens, e.NumCtx, e.Reserve)
}

// tooLarge describes the newest turn that does not fit in b's window: from
// the person's newest message on, with the tools whose results it holds.
func (c *Conversation) tooLarge(b window.Budget) *TooLargeError {
	e := &TooLargeError{NumCtx: b.NumCtx, Reserve: b.Reserve}
	cal := c.Meter.Calibration()
	for i := len(c.Sess.Messages) - 1; i >= 0; i-- {
		m := c.Sess.Messages[i]
		if window.Sent(m) {
			e.Tokens += cal.Scale(m.Estimate)
		}
		if m.Role == session.RoleTool && !slices.Contains(e.Tools, m.ToolName) {
			e.Tools = append([]string{m.ToolName}, e.Tools...)
		}
		if m.Role == session.RoleUser {
			break
		}
	}
	return e
}

// NextReply builds the request for the next reply and a new stream id. When the
// context does not fit, the oldest verbatim turns are trimmed first, recorded in
// the session, and notice says so; a newest message too large for the window on
// its own is a *TooLargeError and nothing is sent.
func (c *Conversation) NextReply() (req *api.ChatRequest, id uint64, notice string, err error) {
	v := c.Meter.View()
	recalled := ""
	if !v.Fits() && len(c.Meter.Recalled()) > 0 {
		// A recall goes with this request only and never changes the
		// session: the memory yields to it for this request, and what
		// does not fit even so is left out.
		if fv, ok := c.Meter.Fitted(c.Sess.APIStart); ok && fv.Fits() {
			v, recalled = fv, "The recalled messages go with only part of the memory of earlier messages, for this request."
		} else {
			recalled = c.Meter.fitRecalled()
			v = c.Meter.View()
		}
	}
	defer func() { notice = strings.TrimSpace(recalled + " " + notice) }()
	if !v.Fits() {
		start, ok := c.Meter.TrimPoint()
		if !ok {
			// Not even the newest turn fits beside the summaries and the
			// ledger: they yield for this request, if it fits without them.
			// Refusing changes nothing: no cut, APIStart where it was.
			if _, fits := c.Meter.Fitted(start); !fits {
				return nil, 0, "", c.tooLarge(v.Budget)
			}
		}
		// With the ledger, the turns that must go are kept as facts (the
		// ledger grows, so the point may move on: again, as far as the
		// newest turn); dropping them is the last resort.
		from := c.Sess.APIStart
		var dropped []session.LedgerEntry
		keep := func(to int) {
			for !v.Fits() && to > c.Sess.APIStart {
				more, ok := c.Compactor.keepFacts(to)
				if !ok {
					break
				}
				dropped = append(dropped, more...)
				v = c.Meter.View()
				start, _ = c.Meter.TrimPoint()
				to = min(to, start)
			}
		}
		// The thread (the person's previous message and the reply) stays
		// verbatim while the request fits with the memory yielding for it:
		// what is older goes into memory first, and then the memory yields
		// for this request rather than take the thread in for good.
		if t := compression.ThreadStart(c.Sess); t > c.Sess.APIStart && start > t {
			keep(t)
		}
		if !v.Fits() && compression.ThreadStart(c.Sess) >= c.Sess.APIStart {
			if fv, ok := c.Meter.Fitted(c.Sess.APIStart); ok && fv.Fits() {
				v = fv
				notice = "Your message leaves little room: this reply is asked with only part of the summaries and facts of earlier messages, and your previous message and its reply verbatim."
			}
		}
		keep(start)
		if c.Sess.APIStart > from {
			cp := c.Sess.Checkpoints[len(c.Sess.Checkpoints)-1]
			notice = strings.TrimSpace(notice + " " + fmt.Sprintf("The conversation no longer fit in the %d-token window and there was no room left to summarize: messages %d–%d are kept as facts only (checkpoint %d). They stay in the history.",
				c.Sess.Options.NumCtx, from+1, c.Sess.APIStart, cp.Number) + say.Dropped(dropped))
		}
		if !v.Fits() && start > c.Sess.APIStart {
			c.Meter.Cut(start, session.CutTrim, c.clock())
			cut := c.Sess.Cuts[len(c.Sess.Cuts)-1]
			notice = fmt.Sprintf("The conversation no longer fit in the %d-token window: messages %d–%d (~%d tokens) are no longer sent to the model. They stay in the history.",
				c.Sess.Options.NumCtx, cut.From+1, cut.To, cut.Tokens)
			v = c.Meter.View()
		}
		if !v.Fits() {
			v, _ = c.Meter.Fitted(c.Sess.APIStart)
			notice = strings.TrimSpace(notice + " Your message leaves little room: this reply is asked with only part of the summaries and facts of earlier messages.")
		}
	}
	c.Meter.sent, c.Meter.sentModel = v, c.Sess.Model
	c.lastID++
	req = Request(c.Sess, v)
	if c.Model.Name != "" && !c.Model.Thinking {
		req.Think = nil // a model that does not think refuses any think but false
	}
	if c.Tools.due() {
		req.Tools = contextTools()
	}
	return req, c.lastID, notice, nil
}

// ClearContext adds a separator: the messages so far stay in the history but are
// no longer sent. It returns false when there is nothing to clear.
func (c *Conversation) ClearContext() bool {
	if c.Sess.APIStart >= len(c.Sess.Messages) {
		return false
	}
	c.Meter.Cut(len(c.Sess.Messages), session.CutSeparator, c.clock())
	return true
}

// IsOverflow reports Ollama's refusal of a prompt larger than the window (sent
// with truncate and shift off), in the words of every version: "the input
// length exceeds the context length" (v0.17; the server's own check since),
// "the prompt is longer than the context length currently available to the
// model…" (v0.30+, the llama-server runner with shift off).
func IsOverflow(err error) bool {
	var se api.StatusError
	if !errors.As(err, &se) || se.StatusCode != http.StatusBadRequest {
		return false
	}
	msg := strings.ToLower(se.ErrorMessage)
	return strings.Contains(msg, "exceeds the context length") || strings.Contains(msg, "longer than the context length")
}

// truncatedBelow is how far under our calibrated estimate prompt_eval_count may
// fall before we say Ollama cut the prompt: a silent cut drops whole messages, far
// more than the estimate's error (within 5% once calibrated).
const truncatedBelow = 0.70

// Start begins streaming a reply; parent bounds its life. A model that is not
// installed ends the reply with a *ModelMissingError naming the installed ones.
func (c *Conversation) Start(parent context.Context, req *api.ChatRequest, id uint64) *Stream {
	return Start(parent, explainMissing{c.client}, req, id, c.timing)
}

// explainMissing turns Ollama's 404 for an unknown model into a
// *ModelMissingError; the extra List call runs on the stream's goroutine.
type explainMissing struct{ c Client }

func (e explainMissing) Chat(ctx context.Context, req *api.ChatRequest, fn api.ChatResponseFunc) error {
	err := e.c.Chat(ctx, req, fn)
	if IsModelMissing(err) {
		return missing(ctx, e.c, req.Model)
	}
	return err
}

// Finish appends the reply a stream ended with, records Ollama's counts,
// calibrates the estimate against prompt_eval_count, and checks that Ollama did
// not cut the prompt. errText is the sentence to show for a failed reply; notice
// is set when a truncation was detected.
func (c *Conversation) Finish(res *Result, errText string) (msg session.Message, notice string) {
	now := c.clock()
	m := session.Message{
		ID: session.NewID(now), Role: session.RoleAssistant, Model: c.Meter.asked(), Time: now,
		Content: res.Content, Thinking: res.Thinking, DoneReason: res.DoneReason,
		Stopped: res.Stopped, Interrupted: res.Interrupted, Error: errText,
		ToolCalls: toolCalls(res.ToolCalls),
	}
	m.Estimate = c.Meter.Count(res.Content)
	if len(m.ToolCalls) > 0 {
		// The template renders the calls its own way: they are counted as
		// their text, and calibration learns the rest.
		m.Estimate += c.Meter.Count(m.ToolCallsText())
	}
	switch {
	case res.ReplyTokens > 0:
		m.Tokens, m.TokensExact = res.ReplyTokens, true
		if res.Thinking != "" || len(m.ToolCalls) > 0 {
			// eval_count covers the thinking too, which is never sent back,
			// and the calls as the model wrote them, which the template
			// writes again its own way: the reply's size in later prompts is
			// its estimate.
			m.Tokens, m.TokensExact = c.Meter.cals.Get(m.Model).Scale(m.Estimate), false
		}
		m.WindowFull = res.DoneReason == "length" && res.PromptTokens+res.ReplyTokens >= c.Sess.Options.NumCtx
		c.Sess.LastUsage = &session.Usage{PromptTokens: res.PromptTokens, ReplyTokens: res.ReplyTokens, NumCtx: c.Sess.Options.NumCtx}
		notice = c.Meter.observe(res.PromptTokens)
		if notice == "" && !m.Partial() && m.TokensExact {
			c.Meter.replied(m.Content, res.ReplyTokens)
		}
	default:
		m.Tokens = c.Meter.Calibration().Scale(m.Estimate)
	}
	c.Sess.Append(m)
	c.Meter.window.Recall = nil // a recall goes with one request only
	if !m.Partial() {
		notice = strings.TrimSpace(notice + " " + c.goalLines(m.Content))
	}
	return m, notice
}

// goalLines applies the goal markers of a reply ([GOAL], [DECISION], …) and
// says what they changed. The person's goal (/goal) is theirs: a [GOAL] line
// proposes another and does not replace it. With no goal of the person's, the
// model sets one, and may change it later.
func (c *Conversation) goalLines(reply string) (notice string) {
	s := c.Sess
	goal, notes, changed := compression.UpdateGoal(s.Goal, s.GoalNotes, reply)
	if !changed {
		return ""
	}
	switch {
	case goal == s.Goal:
	case s.Goal != "" && !s.GoalByModel:
		notice = "The model proposes another goal: " + goal + " — yours stays (/goal TEXT replaces it)."
		goal = s.Goal
	default:
		notice = "The model set the goal: " + goal
		s.GoalByModel = true
	}
	s.Goal, s.GoalNotes = goal, notes
	return notice
}

// Truncated reports whether prompt_eval_count fell clearly short of the calibrated
// prediction of what was sent. A barely calibrated estimate cannot tell.
func Truncated(cal tokens.Calibration, sent window.View, promptTokens int) bool {
	return cal.Samples >= 5 && float64(promptTokens) < truncatedBelow*float64(cal.Predict(sent.Estimate, sent.Msgs)+sent.Exact)
}

// SetModel switches the session to a model whose info was fetched. notice is
// set when the window asked for is larger than the model allows and was capped.
func (c *Conversation) SetModel(info ModelInfo, wantNumCtx int) (notice string) {
	c.Model = info
	c.Tools.sync()
	c.Meter.window.NoImages = !info.Vision
	if info.Name != c.Sess.Model {
		// Ollama's count of the last exchange is the other model's
		// tokenizer's: the bar shows the estimate until this one answers,
		// in this run and the next.
		c.Sess.LastUsage = nil
	}
	c.Sess.Model = info.Name
	c.Sess.Options.NumCtx = NumCtx(wantNumCtx, info)
	c.Sess.Touch()
	if wantNumCtx > c.Sess.Options.NumCtx {
		notice = fmt.Sprintf("%s supports a window of at most %s tokens: the window is %s, not the %s asked for.",
			say.ModelName(info.Name), say.Thousands(info.ContextLength), say.Thousands(c.Sess.Options.NumCtx), say.Thousands(wantNumCtx))
	}
	return notice
}
