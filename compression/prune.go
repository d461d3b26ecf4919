package compression

import (
	"strings"

	"github.com/ollm/ollm/session"
)

// prunable are the blocks prune drops from message text: inline thinking and
// tool calls and results that some models and templates write into content.
func prunable() [][2]string {
	return [][2]string{
		{"<think>", "</think>"},
		{"<thinking>", "</thinking>"},
		{"<tool_call>", "</tool_call>"},
		{"<tool_result>", "</tool_result>"},
		{"<tool_response>", "</tool_response>"},
	}
}

// PruneText returns text without its prunable blocks. Text without any is
// returned as is, after one search for "<t".
func PruneText(text string) string {
	if !strings.Contains(text, "<t") {
		return text
	}
	out := text
	for _, b := range prunable() {
		for {
			i := strings.Index(out, b[0])
			if i < 0 {
				break
			}
			j := strings.Index(out[i:], b[1])
			if j < 0 {
				break // an unclosed block is kept: it may be the text itself
			}
			out = out[:i] + out[i+j+len(b[1]):]
		}
	}
	if out == text {
		return text
	}
	return strings.TrimSpace(out)
}

// Pruned says how a message is sent once it lies before the prune watermark:
// a reply's text without prunable blocks and without its tool calls, or not at
// all (tool results, or nothing left). The person's own words are never
// pruned (tags they typed are their words), but the files sent with them are:
// a reference line each stands in their place (session.Attachment.Reference).
func Pruned(m session.Message) (content string, send bool) {
	switch m.Role {
	case session.RoleTool:
		return "", false
	case session.RoleUser, session.RoleSystem:
		content = m.Referenced()
		return content, content != ""
	}
	content = PruneText(m.Content)
	return content, content != ""
}

// PruneChanges reports whether pruning changes how m is sent, content being
// its pruned text: blocks were dropped from it, its tool calls are, or its
// attachments are (images too: they are no longer sent).
func PruneChanges(m session.Message, content string) bool {
	return content != m.Content || len(m.ToolCalls) > 0 || len(m.Attachments) > 0
}

// Prune moves the prune watermark of s to end (the start of the recent window)
// and stores the size of each newly pruned message in PrunedEstimate. It returns
// the estimated tokens no longer sent (an image counts imageTokens); 0 means
// pruning frees nothing and the watermark is left where it was.
func Prune(s *session.Session, end int, count func(string) int, imageTokens int) (freed int) {
	from := max(s.PruneTo, s.APIStart)
	if end <= from {
		return 0
	}
	for i := from; i < end; i++ {
		m := &s.Messages[i]
		content, send := Pruned(*m)
		switch {
		case !send:
			freed += m.Estimate
		case PruneChanges(*m, content):
			m.PrunedEstimate = count(content)
			freed += m.Estimate - m.PrunedEstimate + len(m.Images())*imageTokens
		}
	}
	if freed > 0 {
		s.PruneTo = end
		s.Touch()
	}
	return freed
}
