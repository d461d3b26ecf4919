package session

import (
	"fmt"
	"strings"
)

// AttachmentKind says how a file goes with a message.
type AttachmentKind string

// Attachment kinds.
const (
	// AttachText is a text file: its content goes in the message, in a
	// delimited block that names its path.
	AttachText AttachmentKind = "text"
	// AttachImage is an image: its bytes go in the message's images, for
	// models that see (kept once, by hash, in the store's images folder).
	AttachImage AttachmentKind = "image"
)

// Attachment is a file the person sent with a message (@path, /attach, ollm
// run -f). A text file's content is kept as it was sent, so that a resumed
// session sends the same thing even when the file changed on disk since; an
// image is kept once, by its hash, under the store's images folder.
type Attachment struct {
	Kind AttachmentKind `json:"kind"`
	// Path is the file as the person named it (relative to the folder ollm
	// started in, or absolute).
	Path string `json:"path"`
	// Size is the file's size in bytes; SHA256 the hash of its bytes, hex.
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
	// Text is a text file's content as sent; Lines counts its lines.
	Text  string `json:"text,omitempty"`
	Lines int    `json:"lines,omitempty"`
	// Defines are the names a text file defines (functions, types, classes),
	// for its reference line once it is no longer sent.
	Defines []string `json:"defines,omitempty"`
	// Type is an image's media type ("image/png").
	Type string `json:"type,omitempty"`
	// Tokens is what a text file's block cost in the model's tokens when it
	// was sent (the calibrated estimate), for the transcript's line.
	Tokens int `json:"tokens,omitempty"`
}

// fileTag delimits a text file's block in a message.
const fileTag = "file"

// Block is the text the message carries for the attachment: a text file's
// content in a block that names its path; nothing for an image (its bytes go
// apart, in the message's images).
func (a Attachment) Block() string {
	if a.Kind != AttachText {
		return ""
	}
	text := a.Text
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return fmt.Sprintf("<%s path=%s>\n%s</%s>", fileTag, attrQuote(a.Path), text, fileTag)
}

// attrQuote quotes a path for the block's head: a quote or a line break in a
// file name cannot end the head early.
func attrQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`).Replace(s) + `"`
}

// ShortHash is the first 12 hex digits of the hash, enough to tell files apart
// in a sentence.
func (a Attachment) ShortHash() string { return a.SHA256[:min(12, len(a.SHA256))] }

// Reference is the one line a message carries in place of the attachment
// once it lies before the prune watermark: the path, the size, the lines,
// the hash and the names it defines; /recall brings the content back.
func (a Attachment) Reference() string {
	return "[" + a.Facts() + " · no longer sent; recall finds it by its path]"
}

// Facts describes the attachment in one line — its kind, path, size, lines,
// hash and the names it defines — for its reference and the memory.
func (a Attachment) Facts() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s · %d bytes", a.Kind.noun(), attrQuote(a.Path), a.Size)
	if a.Kind == AttachText {
		fmt.Fprintf(&b, " · %d lines", a.Lines)
	} else if a.Type != "" {
		b.WriteString(" · " + a.Type)
	}
	fmt.Fprintf(&b, " · sha256 %s", a.ShortHash())
	if len(a.Defines) > 0 {
		b.WriteString(" · defines " + strings.Join(a.Defines, ", "))
	}
	return b.String()
}

// noun names the kind in a reference line.
func (k AttachmentKind) noun() string {
	if k == AttachImage {
		return "image"
	}
	return "file"
}

// WithAttachments is the message's text as it is sent: what the person typed,
// then each text file's block.
func (m Message) WithAttachments() string {
	return m.joined(Attachment.Block)
}

// Recalled is the message as /recall and the recall tool bring it back: the
// text files' blocks verbatim, and for each image a line (images are not
// sent again by a recall).
func (m Message) Recalled() string {
	return m.joined(func(a Attachment) string {
		if a.Kind == AttachImage {
			return "[" + a.Facts() + " · the image itself is not recalled]"
		}
		return a.Block()
	})
}

// Referenced is the message's text as it is sent once it lies before the
// prune watermark: what the person typed, then a reference line for each
// attachment in its place.
func (m Message) Referenced() string {
	return m.joined(Attachment.Reference)
}

// joined is the typed text followed by part of each attachment, a blank line
// between them.
func (m Message) joined(part func(Attachment) string) string {
	if len(m.Attachments) == 0 {
		return m.Content
	}
	parts := make([]string, 0, len(m.Attachments)+1)
	if m.Content != "" {
		parts = append(parts, m.Content)
	}
	for _, a := range m.Attachments {
		if p := part(a); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, "\n\n")
}

// Images returns the message's image attachments.
func (m Message) Images() []Attachment {
	var out []Attachment
	for _, a := range m.Attachments {
		if a.Kind == AttachImage {
			out = append(out, a)
		}
	}
	return out
}
