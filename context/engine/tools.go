package engine

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/reliability"
	"github.com/ollm/ollm/say"
	"github.com/ollm/ollm/session"
)

// The context tools: what a model that calls tools may ask of ollm about its
// own context (docs/context-tools.md).
const (
	ToolContextStats = "context_stats"
	ToolRecall       = "recall"
	ToolCheckpoint   = "checkpoint"
)

// ToolSettings say whether the context tools are offered, to models whose
// /api/show capabilities include "tools", and what the checkpoint tool may do.
type ToolSettings struct {
	// Off never offers them (config context_tools: off).
	Off bool
	// CheckpointCompacts lets the model's checkpoint ask for a compaction
	// before the person's next turn (config checkpoint_compacts: true).
	CheckpointCompacts bool
}

// MaxToolRounds is how many replies of one turn may call tools: the request
// after the last of them offers none, so the model answers in text.
const MaxToolRounds = 4

// recallMost is how many messages one recall call returns at most.
const recallMost = 5

// contextTools are the tools' definitions, in the request's shape. The
// descriptions are short: they are sent with every request, inside a small
// window.
func contextTools() api.Tools {
	params := func(required []string, props ...string) api.ToolFunctionParameters {
		p := api.ToolFunctionParameters{Type: "object", Required: required, Properties: api.NewToolPropertiesMap()}
		for i := 0; i+1 < len(props); i += 2 {
			p.Properties.Set(props[i], api.ToolProperty{Type: api.PropertyType{"string"}, Description: props[i+1]})
		}
		return p
	}
	tool := func(name, desc string, p api.ToolFunctionParameters) api.Tool {
		return api.Tool{Type: "function", Function: api.ToolFunction{Name: name, Description: desc, Parameters: p}}
	}
	return api.Tools{
		tool(ToolContextStats, "Your context window: its size, how much is used, how much of the conversation you see only as summaries, the checkpoints.",
			params(nil)),
		tool(ToolRecall, "Fetch earlier messages of this conversation that you no longer see verbatim (summarized or dropped), by words, names or paths they contain.",
			params([]string{"query"}, "query", "words, names or paths to look for")),
		tool(ToolCheckpoint, "Mark the end of a finished task: tool calls, tool results and thinking before this point are no longer sent to you.",
			params(nil, "note", "one line: what was done")),
	}
}

// toolsText is the tools' JSON, which the budget counts with the system prompt.
func toolsText() string {
	b, _ := json.Marshal(contextTools())
	return string(b)
}

// Tools are a conversation's context tools: whether they are offered, and
// the answers to the model's calls. They read and change the conversation's
// session in memory, never do I/O.
type Tools struct {
	conv     *Conversation
	settings ToolSettings
}

// Offered reports whether the next requests offer the context tools: the
// setting allows them and the model's capabilities include tools.
func (t *Tools) Offered() bool {
	c := t.conv
	return !t.settings.Off && c.Model.Tools && !c.ReadOnly
}

// sync counts the tools' definitions in the budget when they are offered.
func (t *Tools) sync() {
	m := t.conv.Meter
	m.window.ToolsEstimate = 0
	if t.Offered() {
		m.window.ToolsEstimate = m.Count(toolsText())
	}
}

// rounds counts the replies since the person's last message that called
// tools.
func (t *Tools) rounds() int {
	c := t.conv
	n := 0
	for i := len(c.Sess.Messages) - 1; i >= 0; i-- {
		m := c.Sess.Messages[i]
		if m.Role == session.RoleUser {
			break
		}
		if m.Role == session.RoleAssistant && len(m.ToolCalls) > 0 {
			n++
		}
	}
	return n
}

// due reports whether the next request offers the tools: they are
// offered, and this turn's replies have not called them MaxToolRounds times.
func (t *Tools) due() bool {
	return t.Offered() && t.rounds() < MaxToolRounds
}

// toolCalls turns the calls a reply streamed into the session's.
func toolCalls(calls []api.ToolCall) []session.ToolCall {
	var out []session.ToolCall
	for _, c := range calls {
		args, err := json.Marshal(c.Function.Arguments)
		if err != nil || string(args) == "null" {
			args = []byte("{}")
		}
		out = append(out, session.ToolCall{ID: c.ID, Name: c.Function.Name, Arguments: args})
	}
	return out
}

// Answer answers the tool calls of the newest message, a finished reply,
// with a tool message each (appended to the session), and reports whether the
// model is to be asked again with the results: when the reply called tools,
// the tools were offered, and the turn has not gone past MaxToolRounds. Every
// call is answered, so the history never holds a call without its result.
// It does no I/O: the tools read the session in memory.
func (t *Tools) Answer() (answers []session.Message, more bool) {
	c := t.conv
	n := len(c.Sess.Messages)
	if n == 0 {
		return nil, false
	}
	reply := c.Sess.Messages[n-1]
	if reply.Role != session.RoleAssistant || len(reply.ToolCalls) == 0 || reply.Partial() {
		return nil, false
	}
	for _, call := range reply.ToolCalls {
		m := c.message(session.RoleTool, t.call(call, n-1))
		m.ToolName = call.Name
		c.Sess.Append(m)
		answers = append(answers, m)
	}
	return answers, t.Offered() && t.rounds() <= MaxToolRounds
}

// call runs one call; at is the index of the reply that made it.
func (t *Tools) call(call session.ToolCall, at int) string {
	args := map[string]any{}
	if len(call.Arguments) > 0 {
		_ = json.Unmarshal(call.Arguments, &args)
	}
	arg := func(name string) string {
		s, _ := args[name].(string)
		return strings.TrimSpace(s)
	}
	switch {
	case !t.Offered():
		return "No tools are available in this conversation; answer in text."
	case call.Name == ToolContextStats:
		return t.stats()
	case call.Name == ToolRecall:
		return t.recall(arg("query"))
	case call.Name == ToolCheckpoint:
		return t.checkpoint(arg("note"), at)
	}
	return fmt.Sprintf("There is no tool %q. The tools are %s, %s and %s.", call.Name, ToolContextStats, ToolRecall, ToolCheckpoint)
}

// stats describes the model's context as it is now.
func (t *Tools) stats() string {
	c := t.conv
	v := c.Meter.View()
	b := v.Budget
	s := c.Sess
	var out strings.Builder
	fmt.Fprintf(&out, "Context window: %s tokens; %s of them are kept for your reply.\n", say.Thousands(b.NumCtx), say.Thousands(b.Reserve))
	fmt.Fprintf(&out, "In use: ~%s tokens (%d%% of the window): system prompt and tools ~%s, summaries and facts ~%s, messages ~%s.\n",
		say.Thousands(v.Tokens), percent(v.Tokens, b.NumCtx), say.Thousands(b.System), say.Thousands(b.Checkpoints), say.Thousands(v.Verbatim))
	fmt.Fprintf(&out, "Compaction is due when the messages pass ~%s tokens.\n", say.Thousands(b.Trigger))
	out.WriteString(reliability.Explain(c.Meter.Reliability(c.Model.ParameterSize)) + "\n")
	total := len(s.Messages)
	if len(s.Checkpoints) == 0 && s.APIStart == 0 {
		fmt.Fprintf(&out, "You see all %s of the conversation verbatim; no checkpoints.", say.Plural(total, "message"))
		return out.String()
	}
	summarized := 0
	for _, cp := range s.Checkpoints {
		summarized += cp.To - cp.From
	}
	fmt.Fprintf(&out, "Messages: %d. You see %d–%d verbatim. Of messages 1–%d: %d in checkpoints (summaries or facts), %d not sent at all (trimmed or cleared)",
		total, s.APIStart+1, total, s.APIStart, summarized, s.APIStart-summarized)
	if share := percent(summarized, total); share > 0 {
		fmt.Fprintf(&out, "; %d%% of the conversation is summarized", share)
	}
	out.WriteString(".\n")
	for _, cp := range s.Checkpoints {
		kind := fmt.Sprintf("summary, level %d", cp.Level)
		if cp.FactsOnly() {
			kind = "facts only"
		}
		fmt.Fprintf(&out, "Checkpoint %d: messages %d–%d, %s, %s → %s tokens.\n", cp.Number, cp.From+1, cp.To, kind, say.Short(cp.TokensBefore), say.Short(cp.TokensAfter))
	}
	out.WriteString("The recall tool fetches earlier messages verbatim.")
	return out.String()
}

func percent(part, whole int) int {
	if whole <= 0 {
		return 0
	}
	return part * 100 / whole
}

// recall returns the originals matching query that the model no longer
// sees, as many as fit in RecallShare of the window and in the room the
// request has left, best first.
func (t *Tools) recall(query string) string {
	c := t.conv
	if query == "" {
		return "recall needs a query: words, names or paths the earlier messages contain."
	}
	v := c.Meter.View()
	matches := SearchRecall(c.Sess, v, query)
	if len(matches) == 0 {
		return fmt.Sprintf("No earlier message you no longer see matches %q. (Messages still in your context are not searched.)", query)
	}
	b := v.Budget
	found := make([]int, len(matches))
	for i, m := range matches {
		found[i] = m.Index
	}
	room := min(recallBudget(v, withFiles(c.Sess, found)), b.NumCtx-b.Reserve-v.Tokens)
	kept, left := c.Meter.fitRecall(found, room, recallMost, func(try []int) string { return window.RecallBody(c.Sess, try) })
	var out strings.Builder
	if len(kept) > 0 {
		out.WriteString(window.RecallBody(c.Sess, kept))
	} else {
		out.WriteString("The matching messages do not fit in the room your context has left.")
	}
	if len(left) > 0 {
		fmt.Fprintf(&out, "\nAlso matching, not included: %s (ask with a narrower query).", messageList(left))
	}
	return out.String()
}

// messageList writes message indices as the person numbers them: "messages 3, 7".
func messageList(indices []int) string {
	parts := make([]string, len(indices))
	for i, x := range indices {
		parts[i] = fmt.Sprint(x + 1)
	}
	if len(parts) == 1 {
		return "message " + parts[0]
	}
	return "messages " + strings.Join(parts, ", ")
}

// checkpoint marks a task boundary at the reply that called it: the prune
// watermark moves there (tool calls, tool results and thinking before it are
// no longer sent), the note joins the goal's progress notes, and, when the
// settings allow it, a compaction runs before the person's next turn.
func (t *Tools) checkpoint(note string, at int) string {
	c := t.conv
	var out strings.Builder
	freed := compression.Prune(c.Sess, at, c.Meter.Count, c.Meter.Calibration().ImageTokens())
	fmt.Fprintf(&out, "Checkpoint set at message %d (this reply).", at+1)
	if freed > 0 {
		fmt.Fprintf(&out, " Tool calls, tool results and thinking before it are no longer sent (~%s tokens freed).", say.Short(c.Meter.Calibration().Scale(freed)))
	} else {
		out.WriteString(" Nothing before it had tool calls, tool results or thinking to drop.")
	}
	if note != "" {
		if goal, notes, changed := compression.UpdateGoal(c.Sess.Goal, c.Sess.GoalNotes, compression.MarkCheckpoint+" "+note); changed {
			c.Sess.Goal, c.Sess.GoalNotes = goal, notes
			c.Sess.Touch()
			out.WriteString(" The note is kept with the goal's progress.")
		}
	}
	if t.settings.CheckpointCompacts {
		c.Sess.CompactTo = turnStart(c.Sess, at)
		c.Sess.Touch()
		out.WriteString(" The conversation before it will be summarized before the next turn.")
	}
	return out.String()
}

// turnStart is the index of the person's message that began the turn of
// message i (i itself when none does).
func turnStart(s *session.Session, i int) int {
	for j := i; j >= s.APIStart; j-- {
		if s.Messages[j].Role == session.RoleUser {
			return j
		}
	}
	return i
}
