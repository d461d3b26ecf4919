package engine

import (
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/session"
)

// Messages returns what the model is sent for a session: the system prompt, then
// the verbatim messages from APIStart on. Replies that failed before writing
// anything are left out; a stopped or cut reply is sent as far as it got, so the
// model knows what it already said.
func Messages(s *session.Session) []api.Message {
	var out []api.Message
	if s.System != "" {
		out = append(out, api.Message{Role: string(session.RoleSystem), Content: s.System})
	}
	for _, m := range s.Messages[s.APIStart:] {
		if m.Role == session.RoleAssistant && m.Content == "" {
			continue
		}
		out = append(out, api.Message{Role: string(m.Role), Content: m.Content})
	}
	return out
}

// Request builds the chat request for the session's next reply. num_ctx is always
// set, never left to Ollama's default; truncate and shift are off, so that Ollama
// answers an error instead of silently dropping the oldest messages or sliding the
// window during generation.
func Request(s *session.Session) *api.ChatRequest {
	no := false
	opts := map[string]any{"num_ctx": s.Options.NumCtx}
	if s.Options.Temperature != nil {
		opts["temperature"] = *s.Options.Temperature
	}
	if s.Options.Seed != nil {
		opts["seed"] = *s.Options.Seed
	}
	if s.Options.NumPredict > 0 {
		opts["num_predict"] = s.Options.NumPredict
	}
	return &api.ChatRequest{
		Model:    s.Model,
		Messages: Messages(s),
		Options:  opts,
		Truncate: &no,
		Shift:    &no,
	}
}
