package engine

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// RecallMatch is a message the model no longer sees verbatim that matches a
// /recall query.
type RecallMatch struct {
	Index int // in Session.Messages
	Score int
	// Snippet is the line around the first match, for the picker.
	Snippet string
}

// SearchRecall ranks the messages of s that are not in the view v (compacted,
// cut, or left out; tool results never) against query — with the files sent
// with them, and, for messages still sent whose files were pruned (the prune
// watermark passed them), those files alone: the whole phrase first, then all of its
// words; words that look like identifiers or paths (digits, '/', '.', '_',
// '-') count three times as much as plain words. Newest first among equals.
func SearchRecall(s *session.Session, v window.View, query string) []RecallMatch {
	q := strings.ToLower(strings.TrimSpace(query))
	words := strings.Fields(q)
	if len(words) == 0 {
		return nil
	}
	sent := map[int]bool{}
	for _, i := range v.Index {
		sent[i] = true
	}
	var out []RecallMatch
	for i, m := range s.Messages {
		content := searchable(s, i, sent[i])
		if m.Role == session.RoleTool || strings.TrimSpace(content) == "" {
			// A tool's result is derived text (a recall brings back copies
			// of messages): the originals are what is found.
			continue
		}
		text := strings.ToLower(content)
		score := 0
		for _, w := range words {
			n := strings.Count(text, w)
			if n == 0 {
				score = -1
				break
			}
			weight := 1
			if strings.ContainsFunc(w, func(r rune) bool { return unicode.IsDigit(r) || strings.ContainsRune("/._-", r) }) {
				weight = 3
			}
			score += weight * min(n, 5)
		}
		if score < 0 {
			continue
		}
		if len(words) > 1 && strings.Contains(text, q) {
			score += 100
		}
		out = append(out, RecallMatch{Index: i, Score: score, Snippet: snippet(content, words[0])})
	}
	slices.SortStableFunc(out, func(a, b RecallMatch) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		return b.Index - a.Index
	})
	return out
}

// searchable is what a recall may find of message i: all of it, with its
// files (their paths too), when the model no longer sees it; when it does
// (sent), the files the prune watermark took from it; else nothing.
func searchable(s *session.Session, i int, sent bool) string {
	m := s.Messages[i]
	var files []string
	for _, a := range m.Attachments {
		if a.Kind == session.AttachText {
			files = append(files, a.Path+"\n"+a.Text)
		} else {
			files = append(files, a.Path)
		}
	}
	switch {
	case !sent:
		return strings.Join(append([]string{m.Content}, files...), "\n")
	case i < s.PruneTo && len(files) > 0:
		return strings.Join(files, "\n")
	}
	return ""
}

// snippet is about 70 characters of text around the first occurrence of w, on
// one line.
func snippet(text, w string) string {
	flat := strings.Join(strings.Fields(text), " ")
	i := strings.Index(strings.ToLower(flat), w)
	start := max(i-30, 0)
	r := []rune(flat[start:])
	if len(r) > 70 {
		r = append(r[:70], '…')
	}
	if start > 0 {
		return "…" + string(r)
	}
	return string(r)
}

// RecallShare is the most of the window (less the reserve) a recall may take;
// FileRecallShare the most when it brings back files sent with messages,
// which are larger than what people type and which the person asks for by
// name.
const (
	RecallShare     = 0.25
	FileRecallShare = 0.5
)

// Recall attaches messages to the next request only (window.Settings.Recall), as
// many as fit, in the order given, within RecallShare of the window; it returns
// those that did not fit. It never changes the session: when the next request
// has no room for them beside the turn, they are left out of it
// (fitRecalled), never made room for.
func (c *Meter) Recall(indices []int) (kept, left []int) {
	c.window.Recall = nil
	v := c.View()
	kept, left = c.fitRecall(indices, recallBudget(v, withFiles(c.sess, indices)), 0, func(try []int) string { return window.RecallText(c.sess, try) })
	c.window.Recall = kept
	return kept, left
}

// recallBudget is RecallShare of the window less the reserve, or
// FileRecallShare when files come back.
func recallBudget(v window.View, files bool) int {
	share := RecallShare
	if files {
		share = FileRecallShare
	}
	return int(share * float64(v.Budget.NumCtx-v.Budget.Reserve))
}

// withFiles reports whether one of the messages of s carries a text file.
func withFiles(s *session.Session, indices []int) bool {
	for _, i := range indices {
		if i < 0 || i >= len(s.Messages) {
			continue
		}
		for _, a := range s.Messages[i].Attachments {
			if a.Kind == session.AttachText { // images are not recalled
				return true
			}
		}
	}
	return false
}

// fitRecall keeps the messages of indices, in order, while text of those kept
// stays within budget (the model's tokens) and, when most is set, at most most
// of them; the others are left. Indices out of range or repeated are skipped.
func (c *Meter) fitRecall(indices []int, budget, most int, text func([]int) string) (kept, left []int) {
	cal := c.Calibration()
	for _, i := range indices {
		if i < 0 || i >= len(c.sess.Messages) || slices.Contains(kept, i) {
			continue
		}
		try := append(slices.Clone(kept), i)
		if (most > 0 && len(try) > most) || cal.Predict(c.Count(text(try)), 1) > budget {
			left = append(left, i)
			continue
		}
		kept = try
	}
	return kept, left
}

// fitRecalled leaves recalled messages out of the next request, the last
// first, until it fits (or none is left), and says so.
func (c *Meter) fitRecalled() string {
	var left []int
	for len(c.window.Recall) > 0 && !c.View().Fits() {
		n := len(c.window.Recall) - 1
		left = append([]int{c.window.Recall[n]}, left...)
		c.window.Recall = c.window.Recall[:n]
	}
	if len(left) == 0 {
		return ""
	}
	nums := make([]string, len(left))
	for i, m := range left {
		nums[i] = fmt.Sprint(m + 1)
	}
	what, verb := "message "+nums[0], "was"
	if len(left) > 1 {
		what, verb = "messages "+strings.Join(nums, ", "), "were"
	}
	return fmt.Sprintf("The recalled %s did not fit beside this turn and %s left out of this request.", what, verb)
}

// Recalled returns the messages attached to the next request.
func (c *Meter) Recalled() []int { return c.window.Recall }
