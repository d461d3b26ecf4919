package tui

import (
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/tui/transcript"
)

// savedMsg reports the end of a background save; err is nil on success.
type savedMsg struct{ err error }

// renderedMsg carries a finished markdown render of a transcript entry.
type renderedMsg struct {
	req   transcript.RenderRequest
	lines []string
	err   error
}

// modelReadyMsg carries the description of the model to use, fetched from Ollama.
// session is the id of the session it was asked for: a lookup that ends after a
// switch to another session is dropped (it would set and save that session's
// model).
type modelReadyMsg struct {
	session string
	info    engine.ModelInfo
	// announce says whether to tell the person (a /model switch) or not (start-up).
	announce bool
	err      error
}

// conversationMsg replaces the open conversation (/new, a resumed session).
type conversationMsg struct {
	conv   *engine.Conversation
	notice string
	err    error
	// resumed is set for a saved session (not a new one); regained when it is
	// the session that was read-only here, now free.
	resumed, regained bool
}

// jobMsg reports a background job that changes nothing on screen but a notice:
// ok on success, failed followed by the error otherwise. snapshots says the
// session's snapshots changed (the browser lists them again).
type jobMsg struct {
	ok, failed string
	err        error
	snapshots  bool
	// sessions says the saved sessions changed (the picker lists them again).
	sessions bool
}

// SignalMsg is a signal the process received (SIGTERM, SIGHUP, SIGINT when the
// input is not a terminal): the reply in flight is kept as stopped, the session
// saved, and ollm quits.
type SignalMsg struct{ Signal string }

// quitSavedMsg reports the save made on the way out; err keeps ollm open.
type quitSavedMsg struct{ err error }
