package session

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Hit is one place a search found its text: a message, or a checkpoint's summary
// (Checkpoint > 0, Message -1).
type Hit struct {
	SessionID  string
	Title      string
	Updated    time.Time
	Message    int // 0-based message index, -1 for a summary
	Checkpoint int // checkpoint number for a summary hit
	Role       Role
	// Snippet is the line around the match, on one line.
	Snippet string
}

// Search finds text, case-insensitively, in every readable session: all
// messages (the compacted ones too — the originals are never deleted) and the
// checkpoints' summaries. Sessions come newest first; unreadable ones are
// returned in skipped, by id, with their error.
func (s *Store) Search(text string) (hits []Hit, skipped []Info, err error) {
	needle := strings.ToLower(text)
	found := map[string][]Hit{}
	infos, err := s.scan(func(sess *Session) { found[sess.ID] = SearchSession(sess, needle) })
	if err != nil {
		return nil, nil, err
	}
	for _, in := range infos {
		if in.Err != nil {
			skipped = append(skipped, in)
		}
		hits = append(hits, found[in.ID]...)
	}
	return hits, skipped, nil
}

// SearchSession finds a lowercase needle in one session's messages and summaries.
func SearchSession(sess *Session, needle string) []Hit {
	var hits []Hit
	hit := func(content string) (string, bool) {
		i := strings.Index(strings.ToLower(content), needle)
		if i < 0 {
			return "", false
		}
		return Snippet(content, i, len(needle), 80), true
	}
	for i, m := range sess.Messages {
		if sn, ok := hit(m.WithAttachments()); ok { // the files sent with it too
			hits = append(hits, Hit{SessionID: sess.ID, Title: sess.Title, Updated: sess.Updated, Message: i, Role: m.Role, Snippet: sn})
		}
	}
	for _, c := range sess.Checkpoints {
		if sn, ok := hit(c.Summary); ok {
			hits = append(hits, Hit{SessionID: sess.ID, Title: sess.Title, Updated: sess.Updated, Message: -1, Checkpoint: c.Number, Snippet: sn})
		}
	}
	return hits
}

// Snippet cuts about width characters of text around the match at byte offset
// i (length n), on one line, with … where it was cut. A lowercase match offset
// can differ from the original's for a few scripts; it is clamped to a rune
// boundary.
func Snippet(text string, i, n, width int) string {
	i = min(max(i, 0), len(text))
	for i > 0 && !utf8.RuneStart(text[i]) {
		i--
	}
	start, end := i, min(i+n, len(text))
	for start > 0 && utf8.RuneCountInString(text[start:end]) < width/2 {
		_, size := utf8.DecodeLastRuneInString(text[:start])
		start -= size
	}
	for end < len(text) && utf8.RuneCountInString(text[start:end]) < width {
		_, size := utf8.DecodeRuneInString(text[end:])
		end += size
	}
	out := strings.Join(strings.Fields(text[start:end]), " ")
	if start > 0 {
		out = "…" + out
	}
	if end < len(text) {
		out += "…"
	}
	return out
}
