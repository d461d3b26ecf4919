package engine

import (
	"strings"

	"github.com/ollm/ollm/session"
)

// Edits are the changes a person makes to a conversation besides sending: the
// goal, pins, the system prompt, thinking, the model's name, the title, the
// warning of lost context once given. Each marks the session changed (its
// revision), so that a compaction or a restore planned before it is not
// applied over it; the front ends change the session only through these and
// the turn.
type Edits struct{ conv *Conversation }

// Goal sets the active goal, sent with the system prompt and never
// compressed; an empty text clears it with its notes.
func (e Edits) Goal(text string) {
	s := e.conv.Sess
	s.Goal, s.GoalByModel = strings.TrimSpace(text), false
	if s.Goal == "" {
		s.GoalNotes = nil
	}
	s.Touch()
}

// Pin pins message i (0-based), so that it is always sent verbatim, or
// unpins it; it returns the new state.
func (e Edits) Pin(i int) bool {
	m := &e.conv.Sess.Messages[i]
	m.Pinned = !m.Pinned
	e.conv.Sess.Touch()
	return m.Pinned
}

// System replaces the system prompt.
func (e Edits) System(text string) {
	e.conv.Sess.System = text
	e.conv.Sess.Touch()
}

// Think sets whether (and how hard) a thinking model thinks in this session:
// session.ThinkOn, ThinkOff, or a level ("low", "medium", "high").
func (e Edits) Think(choice string) {
	e.conv.Sess.Options.Think = choice
	e.conv.Sess.Touch()
}

// Model names the model the session talks to, before Ollama has described it
// (Conversation.SetModel, once it has).
func (e Edits) Model(name string) {
	if s := e.conv.Sess; s.Model != name {
		s.Model = name
		s.Touch()
	}
}

// Title sets the session's title (one line, at most 60 characters).
func (e Edits) Title(title string) {
	e.conv.Sess.Title = session.TitleFrom(title)
	e.conv.Sess.Touch()
}

// LossWarned marks the one warning of lost context as given, in the session
// (saved with it: it is given once a session); it reports whether it was
// still to give.
func (e Edits) LossWarned() bool {
	s := e.conv.Sess
	if s.LossWarned {
		return false
	}
	s.LossWarned = true
	s.Touch()
	return true
}
