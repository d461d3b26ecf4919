package session

import (
	"fmt"
	"strings"
)

// Markdown renders the session as a markdown document: a title, the system
// prompt, and every message with its role, time and notes.
func Markdown(s *Session) string {
	var b strings.Builder
	title := s.Title
	if title == "" {
		title = "Session " + s.ID
	}
	fmt.Fprintf(&b, "# %s\n\n", title)
	fmt.Fprintf(&b, "- session: `%s`\n- model: `%s`\n- created: %s\n- updated: %s\n- messages: %d\n",
		s.ID, s.Model, s.Created.Format("2006-01-02 15:04"), s.Updated.Format("2006-01-02 15:04"), len(s.Messages))
	if s.Options.NumCtx > 0 {
		fmt.Fprintf(&b, "- num_ctx: %d\n", s.Options.NumCtx)
	}
	if s.System != "" {
		fmt.Fprintf(&b, "\n## System\n\n%s\n", s.System)
	}
	for i, m := range s.Messages {
		who := "You"
		if m.Role == RoleAssistant {
			who = "Assistant"
			if m.Model != "" {
				who += " (" + m.Model + ")"
			}
		}
		fmt.Fprintf(&b, "\n## %d. %s · %s\n\n%s\n", i+1, who, m.Time.Format("2006-01-02 15:04"), m.Content)
		switch {
		case m.Error != "":
			fmt.Fprintf(&b, "\n> error: %s\n", m.Error)
		case m.Interrupted:
			b.WriteString("\n> interrupted: the connection was lost mid-reply\n")
		case m.Stopped:
			b.WriteString("\n> stopped\n")
		}
	}
	return b.String()
}
