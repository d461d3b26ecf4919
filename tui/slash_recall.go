package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/tui/pager"
	"github.com/ollm/ollm/tui/recallpick"
	"github.com/ollm/ollm/tui/transcript"
)

func init() {
	register(slashCommand{name: "recall", args: "QUERY | clear",
		help: "find messages the model no longer sees and send them again, verbatim, with your next message", run: runRecall})
}

func runRecall(m *Model, query string) tea.Cmd {
	if m.busy(false) {
		return nil
	}
	switch query {
	case "":
		m.setNotice("/recall QUERY finds compacted or cut messages (a path, a name, words) and sends the ones you pick with your next message; /recall clear drops them.", noticeInfo)
		return nil
	case "clear":
		m.conv.Meter.Recall(nil)
		m.setNotice("No recalled message goes with your next message.", noticeInfo)
		return nil
	}
	var items []recallpick.Item
	for _, r := range engine.SearchRecall(m.conv.Sess, m.conv.Meter.View(), query) {
		items = append(items, recallpick.Item{Index: r.Index, Role: string(m.conv.Sess.Messages[r.Index].Role), Snippet: r.Snippet})
	}
	if len(items) == 0 {
		m.setNotice(fmt.Sprintf("No message the model no longer sees matches %q.", query), noticeInfo)
		return nil
	}
	m.over.recall = recallpick.New(m.st, query, items)
	m.over.opened(m.over.recall)
	return nil
}

// recallMsg handles the recall picker's requests, and the history pager's r.
func (s *overlays) recallMsg(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case recallpick.CloseMsg:
		s.recall = nil
		s.h.layout()
	case recallpick.RecallMsg:
		s.recall = nil
		s.h.attachRecall(msg.Indices)
	case pager.RecallMsg:
		for i, sm := range s.h.Conversation().Sess.Messages {
			if sm.ID == msg.ID {
				s.pager = nil
				s.h.attachRecall(append(s.h.Conversation().Meter.Recalled(), i))
				return nil, true
			}
		}
		s.pager.Note("Only messages can be recalled: scroll a message to the top.")
	default:
		return nil, false
	}
	return nil, true
}

// attachRecall sends the messages with the next request, and says what fit.
func (m *Model) attachRecall(indices []int) {
	if m.busy(false) {
		return
	}
	kept, left := m.conv.Meter.Recall(indices)
	nums := func(ix []int) string {
		var s []string
		for _, i := range ix {
			s = append(s, fmt.Sprint(i+1))
		}
		return strings.Join(s, ", ")
	}
	text := ""
	if len(kept) > 0 {
		text = fmt.Sprintf("Message %s goes with your next message, verbatim, then no more (the history does not change).", nums(kept))
		if len(kept) > 1 {
			text = fmt.Sprintf("Messages %s go with your next message, verbatim, then no more (the history does not change).", nums(kept))
		}
		m.transcript.Append(transcript.Entry{ID: fmt.Sprintf("recall-%d", m.transcript.Len()), Kind: transcript.Info,
			Content: "↺ recalled for the next message: " + nums(kept)})
		m.transcript.ScrollBottom()
	}
	if len(left) > 0 {
		text = strings.TrimSpace(text + fmt.Sprintf(" Not recalled, too large (a recall takes a quarter of the window at most): %s.", nums(left)))
	}
	m.setNotice(text, noticeInfo)
	m.layout()
}
