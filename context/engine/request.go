package engine

import (
	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
)

// Request builds the chat request for a view of the session. num_ctx is always
// set, never left to Ollama's default; truncate and shift are off, so that Ollama
// answers an error instead of silently dropping the oldest messages or sliding the
// window during generation.
func Request(s *session.Session, v window.View) *api.ChatRequest {
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
		Messages: v.Messages,
		Options:  opts,
		Truncate: &no,
		Shift:    &no,
		Think:    ThinkValue(s.Options.Think),
	}
}

// ThinkValue is the request's think field for a /think choice: nil leaves it
// to Ollama.
func ThinkValue(choice string) *api.ThinkValue {
	switch choice {
	case "":
		return nil
	case session.ThinkOn:
		return &api.ThinkValue{Value: true}
	case session.ThinkOff:
		return &api.ThinkValue{Value: false}
	}
	return &api.ThinkValue{Value: choice}
}
