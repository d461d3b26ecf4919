package compression

import (
	"fmt"
	"strings"

	"github.com/ollm/ollm/session"
)

// Request is one call to the summarizer model.
type Request struct {
	Model  string
	System string
	Prompt string
	// NumCtx is the window to ask for; MaxTokens bounds the reply.
	NumCtx    int
	MaxTokens int
}

// systemPrompt tells the summarizer what it writes. It is short on purpose:
// small windows cannot spare much for instructions.
const systemPrompt = `You write hand-off notes. You get part of a conversation between a person and an assistant, and the notes on earlier parts. The assistant will see only your notes in place of this part, then the later messages. Write in the language of the conversation. Copy names, file paths, numbers, code identifiers and quoted names exactly. Invent nothing.`

// shortSystemPrompt is the summarizer's instruction in windows under
// shortBelow tokens, where every token of instructions is taken from what can
// be summarized.
const shortSystemPrompt = `Write short notes on this conversation for the assistant that continues it. Copy names, paths and numbers exactly. Invent nothing.`

// shortBelow is the window under which the short instructions are used.
const shortBelow = 2048

func systemPromptFor(numCtx int) string {
	if numCtx < shortBelow {
		return shortSystemPrompt
	}
	return systemPrompt
}

// headings of the hand-off, in order.
const headings = "## Context\n## Key facts\n## Decisions\n## Open tasks\n## Next steps\n## Essential code"

// levelAdvice says how much to keep at each level.
func levelAdvice(level int) string {
	switch level {
	case Detailed:
		return "Be thorough: keep every fact, decision and piece of code that may matter later."
	case Moderate:
		return "Keep the facts, decisions and open tasks; drop the discussion."
	default:
		return "Keep only what is needed to go on: the task, key facts, open tasks."
	}
}

// roleTag marks a message in the transcript given to the summarizer.
func roleTag(r session.Role) string { return "[" + string(r) + "]" }

// SummaryPrompt is the request text for summarizing the span's messages; earlier
// are the summaries of earlier checkpoints, which the new one builds on.
func SummaryPrompt(s *session.Session, sp Span, earlier []string, level, target int, focus string, numCtx int) string {
	var b strings.Builder
	if len(earlier) > 0 {
		b.WriteString("<earlier_notes>\n")
		for _, e := range earlier {
			b.WriteString(strings.TrimSpace(e))
			b.WriteString("\n")
		}
		b.WriteString("</earlier_notes>\n\n")
	}
	b.WriteString("<conversation>\n")
	for _, i := range sp.Compact {
		m := s.Messages[i]
		content, send := Pruned(m)
		if !send {
			continue
		}
		b.WriteString(roleTag(m.Role))
		b.WriteString("\n")
		b.WriteString(strings.TrimSpace(content))
		b.WriteString("\n")
	}
	b.WriteString("</conversation>\n\n")
	writeSteer(&b, s.Goal, focus)
	if numCtx < shortBelow {
		fmt.Fprintf(&b, "Notes, about %d words: the task, key facts, open tasks.", wordsFor(target))
		return b.String()
	}
	fmt.Fprintf(&b, "Write the notes in about %d words under these headings, leaving out empty ones:\n%s\n%s",
		wordsFor(target), headings, levelAdvice(level))
	return b.String()
}

// CondensePrompt is the request text for aging: summaries made shorter, or
// several merged into one.
func CondensePrompt(summaries []string, level, target int, goal string) string {
	var b strings.Builder
	b.WriteString("<notes>\n")
	for _, sm := range summaries {
		b.WriteString(strings.TrimSpace(sm))
		b.WriteString("\n")
	}
	b.WriteString("</notes>\n\n")
	writeSteer(&b, goal, "")
	fmt.Fprintf(&b, "Rewrite these notes as one, in about %d words, under the same headings. %s",
		wordsFor(target), levelAdvice(level))
	return b.String()
}

func writeSteer(b *strings.Builder, goal, focus string) {
	if goal != "" {
		fmt.Fprintf(b, "The active goal is: %s\nKeep what serves it.\n", goal)
	}
	if focus != "" {
		fmt.Fprintf(b, "Focus on: %s\n", focus)
	}
	if goal != "" || focus != "" {
		b.WriteString("\n")
	}
}

// wordsFor turns a token target into words (about 0.75 English words a token).
func wordsFor(tokens int) int { return max(tokens*3/4, 20) }

// instructionWords are the words the prompts themselves put in front of the
// model: a summary may use them without being made up.
func instructionWords() string {
	return systemPrompt + shortSystemPrompt + headings + levelAdvice(Detailed) + levelAdvice(Moderate) + levelAdvice(Compact) +
		" notes summary user assistant conversation person goal focus facts missing none"
}
