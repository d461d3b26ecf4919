package cmd

import (
	"net/http"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/session"
)

// client builds the Ollama client. It has no overall timeout: replies stream for
// as long as they take and are stopped through their context.
func (g *globals) client() *api.Client {
	return api.NewClient(engine.HostURL(g.hostAddr()), &http.Client{})
}

// store opens the session store under the ollm home folder.
func (g *globals) store() (*session.Store, error) {
	home, err := session.HomeDir(g.env.Getenv)
	if err != nil {
		return nil, err
	}
	return session.NewStore(home), nil
}

// wallClock is the real clock, handed to the parts that take one.
func wallClock() time.Time { return time.Now() }
