package engine

import (
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
	var status api.StatusError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &missing):
		return missing.Error()
	case errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Sprintf("Ollama is not running at %s: start it with `ollama serve`, or set OLLAMA_HOST.", host)
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
