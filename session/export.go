package session

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
)

// Markdown renders the session as a markdown document: a title, the system
// prompt, every message with its role, time and notes, and — after the last
// message each covers — the checkpoints (what the model was sent instead of those
// messages) and the cuts. Attached text files are in fences; images are
// linked where imageLink says (StoreLinks: the store's own files).
func Markdown(s *Session, imageLink func(Attachment) string) string {
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
	if len(s.Checkpoints) > 0 {
		fmt.Fprintf(&b, "- checkpoints: %d (messages 1–%d are sent to the model as summaries)\n", len(s.Checkpoints), s.APIStart)
	}
	if s.Goal != "" {
		fmt.Fprintf(&b, "- goal: %s\n", s.Goal)
	}
	if s.System != "" {
		fmt.Fprintf(&b, "\n## System\n\n%s\n", s.System)
	}
	after := map[int][]string{}
	for _, c := range s.Checkpoints {
		after[c.To] = append(after[c.To], CheckpointMarkdown(c))
	}
	for _, c := range s.Cuts {
		after[c.To] = append(after[c.To], fmt.Sprintf("\n---\n\n> **%s**: messages %d–%d (~%d tokens) are not sent to the model.\n", c.Reason, c.From+1, c.To, c.Tokens))
	}
	for _, u := range s.Uncompactions {
		after[u.To] = append(after[u.To], fmt.Sprintf("\n---\n\n> **%s**: messages %d–%d are sent to the model verbatim again.\n", u.Title(), u.From+1, u.To))
	}
	for i, m := range s.Messages {
		for _, a := range after[i] {
			b.WriteString(a)
		}
		b.WriteString(MessageMarkdown(i, m, imageLink))
	}
	for _, a := range after[len(s.Messages)] {
		b.WriteString(a)
	}
	return b.String()
}

// MessageMarkdown renders message i (0-based) as a markdown section; its
// images link where imageLink says (nil: they are named, not linked).
func MessageMarkdown(i int, m Message, imageLink func(Attachment) string) string {
	var b strings.Builder
	who := "You"
	switch m.Role {
	case RoleAssistant:
		who = "Assistant"
		if m.Model != "" {
			who += " (" + m.Model + ")"
		}
	case RoleTool:
		who = "Tool result (" + m.ToolName + ")"
	}
	fmt.Fprintf(&b, "\n## %d. %s · %s\n\n%s\n", i+1, who, m.Time.Format("2006-01-02 15:04"), m.Content)
	for _, c := range m.ToolCalls {
		fmt.Fprintf(&b, "\n> called `%s`\n", c.Text())
	}
	for _, a := range m.Attachments {
		b.WriteString(attachmentMarkdown(a, imageLink))
	}
	switch {
	case m.Error != "":
		fmt.Fprintf(&b, "\n> error: %s\n", m.Error)
	case m.Interrupted:
		b.WriteString("\n> interrupted: the connection was lost mid-reply\n")
	case m.Stopped:
		b.WriteString("\n> stopped\n")
	}
	return b.String()
}

// CheckpointMarkdown renders a checkpoint as a marked block: a rule, its heading
// and its summary quoted.
func CheckpointMarkdown(c Checkpoint) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n---\n\n> **Checkpoint %d** · messages %d–%d · %d → %d tokens · level %d", c.Number, c.From+1, c.To, c.TokensBefore, c.TokensAfter, c.Level)
	if c.Focus != "" {
		fmt.Fprintf(&b, " · focus: %s", c.Focus)
	}
	if c.Edited {
		b.WriteString(" · summary edited by the person")
	}
	b.WriteString("\n>\n")
	for _, l := range strings.Split(strings.TrimRight(c.Summary, "\n"), "\n") {
		b.WriteString(strings.TrimRight("> "+l, " ") + "\n")
	}
	b.WriteString("\n---\n")
	return b.String()
}

// attachmentMarkdown renders an attachment under its message: a text file in
// a fence longer than any run of backticks in it, an image as a picture.
func attachmentMarkdown(a Attachment, imageLink func(Attachment) string) string {
	if a.Kind == AttachImage {
		link := ""
		if imageLink != nil {
			link = imageLink(a)
		}
		if link == "" {
			return fmt.Sprintf("\n> image `%s` · %d bytes · sha256 %s\n", a.Path, a.Size, a.SHA256)
		}
		return fmt.Sprintf("\n> image `%s` · %d bytes · sha256 %s\n\n![%s](%s)\n", a.Path, a.Size, a.SHA256, filepath.Base(a.Path), link)
	}
	fence := "```"
	for strings.Contains(a.Text, fence) {
		fence += "`"
	}
	text := a.Text
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	lang := strings.TrimPrefix(filepath.Ext(a.Path), ".")
	return fmt.Sprintf("\n> file `%s` · %d lines · %d bytes · sha256 %s\n\n%s%s\n%s%s\n", a.Path, a.Lines, a.Size, a.SHA256, fence, lang, text, fence)
}

// Export encodes the session for export: "md" (or "markdown") as Markdown,
// "json" as the session file's indented JSON. Images link where imageLink
// says (nil: they are named by hash only).
func Export(s *Session, format string, imageLink func(Attachment) string) ([]byte, error) {
	switch format {
	case "md", "markdown":
		return []byte(Markdown(s, imageLink)), nil
	case "json":
		data, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return nil, err
		}
		return append(data, '\n'), nil
	}
	return nil, fmt.Errorf("unknown format %q: use md or json", format)
}
