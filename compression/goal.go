package compression

import (
	"strings"
	"unicode/utf8"
)

// Goal markers a model may start a line with to report progress on the goal.
const (
	MarkGoal       = "[GOAL]"
	MarkCheckpoint = "[CHECKPOINT]"
	MarkDecision   = "[DECISION]"
	MarkArtifact   = "[ARTIFACT]"
	MarkNext       = "[NEXT]"
)

// maxGoalNotes and maxNoteRunes bound what the markers add to the system
// prompt, which is never compressed.
const (
	maxGoalNotes = 8
	maxNoteRunes = 200
)

// UpdateGoal applies the marker lines of a reply to the goal and its notes:
// [GOAL] replaces the goal; [NEXT] replaces the previous [NEXT]; the others are
// added as notes, the newest eight kept. Lines inside code blocks are not read.
// changed reports whether anything changed.
func UpdateGoal(goal string, notes []string, reply string) (string, []string, bool) {
	if !strings.Contains(reply, "[") {
		return goal, notes, false
	}
	changed := false
	fenced := false
	for line := range strings.Lines(reply) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		if fenced || !strings.HasPrefix(line, "[") {
			continue
		}
		for _, mark := range []string{MarkGoal, MarkCheckpoint, MarkDecision, MarkArtifact, MarkNext} {
			text, ok := strings.CutPrefix(line, mark)
			if !ok {
				continue
			}
			text = clip(strings.TrimSpace(text))
			if text == "" {
				break
			}
			switch mark {
			case MarkGoal:
				if text != goal {
					goal, changed = text, true
				}
			case MarkNext:
				notes = append(removeKind(notes, MarkNext), mark+" "+text)
				changed = true
			default:
				notes = append(notes, mark+" "+text)
				changed = true
			}
			break
		}
	}
	if len(notes) > maxGoalNotes {
		notes = append([]string(nil), notes[len(notes)-maxGoalNotes:]...)
	}
	return goal, notes, changed
}

func removeKind(notes []string, mark string) []string {
	out := notes[:0:0]
	for _, n := range notes {
		if !strings.HasPrefix(n, mark) {
			out = append(out, n)
		}
	}
	return out
}

func clip(s string) string {
	if utf8.RuneCountInString(s) <= maxNoteRunes {
		return s
	}
	return string([]rune(s)[:maxNoteRunes-1]) + "…"
}
