package tui

import "charm.land/bubbles/v2/key"

// KeyMap holds every key binding of the chat screen. Built by DefaultKeyMap, never
// global, so that tests and future config can change it.
type KeyMap struct {
	Send       key.Binding
	Newline    key.Binding
	Stop       key.Binding
	Quit       key.Binding
	Help       key.Binding
	PageUp     key.Binding
	PageDown   key.Binding
	History    key.Binding
	Complete   key.Binding
	ScrollLine key.Binding
	Summaries  key.Binding
	Cancel     key.Binding
	// Checkpoints opens the checkpoint browser.
	Checkpoints key.Binding
	// FullHistory opens the history pager.
	FullHistory key.Binding
	// Thinking folds or unfolds the replies' thinking.
	Thinking key.Binding
	// TakeBack, in the checkpoint browser, takes back the selected
	// checkpoint and every newer one (/uncompact); Remember, in the history
	// pager, keeps the top line in the memory files (/remember).
	TakeBack key.Binding
	Remember key.Binding
}

// DefaultKeyMap returns the standard bindings.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Send:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "send")),
		Newline:  key.NewBinding(key.WithKeys("shift+enter", "ctrl+j"), key.WithHelp("shift+enter / ctrl+j", "new line")),
		Stop:     key.NewBinding(key.WithKeys("esc", "ctrl+c"), key.WithHelp("esc / ctrl+c", "stop the reply")),
		Quit:     key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c twice", "quit")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "this help (empty prompt)")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "scroll up")),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdown", "scroll down")),
		History:  key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑ / ↓", "earlier prompts (empty prompt)")),
		Complete: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "complete a /command or an @path")),
		Summaries: key.NewBinding(key.WithKeys("ctrl+o"),
			key.WithHelp("ctrl+o / click", "show or hide checkpoint summaries, tool results and files")),
		Cancel:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel a running compaction")),
		Checkpoints: key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "checkpoints and snapshots (/checkpoints)")),
		FullHistory: key.NewBinding(key.WithKeys("ctrl+r"), key.WithHelp("ctrl+r", "the whole history, searchable (/history)")),
		Thinking:    key.NewBinding(key.WithKeys("ctrl+t"), key.WithHelp("ctrl+t", "show or hide the models' thinking")),
		TakeBack:    key.NewBinding(key.WithKeys("u"), key.WithHelp("u (ctrl+g)", "take back the selected checkpoint and the newer ones")),
		Remember:    key.NewBinding(key.WithKeys("m"), key.WithHelp("m (ctrl+r)", "remember the top line in every session")),
	}
}

// helpBindings lists the bindings shown by the help screen, in order.
func (k KeyMap) helpBindings() []key.Binding {
	return []key.Binding{k.Send, k.Newline, k.Stop, k.Quit, k.History, k.Complete, k.PageUp, k.PageDown, k.Summaries, k.Thinking, k.Checkpoints, k.TakeBack, k.FullHistory, k.Remember, k.Cancel, k.Help}
}
