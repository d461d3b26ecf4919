package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ollama/ollama/api"

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

	store  *session.Store
	client Client
	clock  func() time.Time
	lock   *session.Lock
	lastID uint64
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
}

// Open opens or creates the session the options name, and takes its lock. A
// session held by another ollm is opened read-only; one that cannot be read is left
// untouched and a new session is started. notice says, in a sentence, what
// happened when it was not what was asked.
func Open(store *session.Store, client Client, clock func() time.Time, o OpenOptions) (c *Conversation, notice string, err error) {
	c = &Conversation{store: store, client: client, clock: clock}
	var sess *session.Session
	switch {
	case o.SessionID != "":
		sess, err = store.Load(o.SessionID)
	case o.Resume:
		sess, err = store.Latest()
		if errors.Is(err, session.ErrNotFound) {
			notice, err = "No saved session to resume; this is a new one.", nil
		}
	}
	var le *session.LoadError
	switch {
	case errors.As(err, &le) && errors.Is(err, session.ErrNotFound):
		return nil, "", fmt.Errorf("no session %q in %s (see `ollm sessions list`)", o.SessionID, store.Dir())
	case errors.As(err, &le):
		notice, err = fmt.Sprintf("Could not open %v. Started a new session.", le), nil
		sess = nil
	case err != nil:
		return nil, "", err
	}
	if sess == nil {
		now := clock()
		sess = session.New(session.NewID(now), o.Model, o.Options, now)
		sess.System = o.System
	}
	c.Sess = sess
	c.lock, err = store.Lock(sess.ID)
	switch {
	case errors.Is(err, session.ErrLocked):
		c.ReadOnly = true
		notice = "This session is open in another ollm: read-only here. /new starts a new one."
	case err != nil:
		return nil, "", err
	}
	return c, notice, nil
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
	return func() error { return c.store.Save(snap) }
}

// AddUser appends the person's message.
func (c *Conversation) AddUser(text string) {
	now := c.clock()
	c.Sess.Append(session.Message{
		ID: session.NewID(now), Role: session.RoleUser, Content: text, Time: now,
		Tokens: estimate(text),
	})
}

// estimate is a rough token count until the tokenizer-based counter replaces it.
func estimate(s string) int { return (len(s) + 3) / 4 }

// NextReply returns the request for the next reply and a new stream id.
func (c *Conversation) NextReply() (*api.ChatRequest, uint64) {
	c.lastID++
	return Request(c.Sess), c.lastID
}

// Start begins streaming a reply; parent bounds its life. A model that is not
// installed ends the reply with a *ModelMissingError naming the installed ones.
func (c *Conversation) Start(parent context.Context, req *api.ChatRequest, id uint64) *Stream {
	return Start(parent, explainMissing{c.client}, req, id, FlushInterval)
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

// Finish appends the reply a stream ended with, and records Ollama's counts.
// errText is the sentence to show for a failed reply.
func (c *Conversation) Finish(res *Result, errText string) session.Message {
	now := c.clock()
	m := session.Message{
		ID: session.NewID(now), Role: session.RoleAssistant, Model: c.Sess.Model, Time: now,
		Content: res.Content, Thinking: res.Thinking, DoneReason: res.DoneReason,
		Stopped: res.Stopped, Interrupted: res.Interrupted, Error: errText,
	}
	if res.ReplyTokens > 0 {
		m.Tokens, m.TokensExact = res.ReplyTokens, true
		c.Sess.LastUsage = &session.Usage{PromptTokens: res.PromptTokens, ReplyTokens: res.ReplyTokens, NumCtx: c.Sess.Options.NumCtx}
	} else {
		m.Tokens = estimate(res.Content)
	}
	c.Sess.Append(m)
	return m
}

// SetModel switches the session to a model whose info was fetched.
func (c *Conversation) SetModel(info ModelInfo, wantNumCtx int) {
	c.Model = info
	c.Sess.Model = info.Name
	c.Sess.Options.NumCtx = NumCtx(wantNumCtx, info)
	c.Sess.Touch()
}

// SetSystem replaces the system prompt.
func (c *Conversation) SetSystem(text string) {
	c.Sess.System = text
	c.Sess.Touch()
}

// Replace switches to another conversation, releasing this one's lock.
func (c *Conversation) Replace(next *Conversation) *Conversation {
	if next != c {
		c.Close()
	}
	return next
}
