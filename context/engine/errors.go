package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"syscall"

	"github.com/ollama/ollama/api"
)

// ModelMissingError means the model is not installed on the server.
type ModelMissingError struct {
	Model     string
	Installed []string
}

func (e *ModelMissingError) Error() string {
	msg := fmt.Sprintf("The model %q is not installed", e.Model)
	if len(e.Installed) > 0 {
		msg += "; installed: " + strings.Join(e.Installed, ", ")
	} else {
		msg += "; no models are installed"
	}
	return msg + fmt.Sprintf(". Get it with `ollama pull %s`.", e.Model)
}

// Explain turns an error from Ollama or the network into one sentence that says
// what happened and what to do; host is the server's address as the person set it.
func Explain(err error, host string) string {
	var missing *ModelMissingError
	var stalled *StalledError
	var image *ImageError
	var status api.StatusError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &missing):
		return missing.Error()
	case errors.As(err, &stalled):
		return stalled.Error()
	case errors.As(err, &image):
		return image.Error()
	case errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Sprintf("Ollama is not running at %s: start it with `ollama serve`, or set OLLAMA_HOST.", host)
	case foreign(err):
		return fmt.Sprintf("The server at %s is not an Ollama server: its answer is not Ollama's (%s). Point --host or OLLAMA_HOST at Ollama.", host, describeForeign(err))
	case errors.As(err, &status):
		msg := status.ErrorMessage
		if msg == "" {
			msg = status.Status
		}
		if status.StatusCode == http.StatusNotFound && strings.Contains(msg, "not found") {
			return "Ollama says: " + msg + ". See the installed ones with `ollm models`."
		}
		return fmt.Sprintf("Ollama answered an error (%d): %s.", status.StatusCode, strings.TrimSuffix(msg, "."))
	default:
		return "Ollama: " + strings.TrimSuffix(err.Error(), ".") + "."
	}
}

// IsModelMissing reports whether err is Ollama's 404 for an unknown model.
func IsModelMissing(err error) bool {
	var status api.StatusError
	return errors.As(err, &status) && status.StatusCode == http.StatusNotFound
}

// foreign reports an answer no Ollama server gives: a web page, or JSON of
// another shape (a proxy, another service on the port).
func foreign(err error) bool {
	var status api.StatusError
	var syntax *json.SyntaxError
	var shape *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax), errors.As(err, &shape):
		return true
	case errors.As(err, &status):
		return looksLikeHTML(status.ErrorMessage)
	}
	// The client returns a line it could not decode as a plain error.
	return looksLikeHTML(err.Error())
}

func looksLikeHTML(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.HasPrefix(s, "<!doctype") || strings.HasPrefix(s, "<html") || strings.HasPrefix(s, "<?xml") ||
		(strings.HasPrefix(s, "<") && strings.Contains(s, "</"))
}

// describeForeign says what came back, in words: never Go's type names.
func describeForeign(err error) string {
	var status api.StatusError
	var syntax *json.SyntaxError
	var shape *json.UnmarshalTypeError
	switch {
	case errors.As(err, &status):
		return fmt.Sprintf("HTTP %d with a web page", status.StatusCode)
	case errors.As(err, &shape):
		return fmt.Sprintf("JSON with %s where Ollama sends something else", article(shape.Value))
	case errors.As(err, &syntax):
		return "text that is not JSON"
	}
	return "a web page"
}

func article(jsonKind string) string {
	switch jsonKind {
	case "array", "object":
		return "an " + jsonKind
	case "":
		return "a value"
	}
	return "a " + jsonKind
}
