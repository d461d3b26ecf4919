package engine

import (
	"context"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/ollama/ollama/api"
)

// ReadEvery is how often a streamed reply is read from Ollama's connection.
// Ollama writes every token as its own HTTP chunk; read as they come, a reply
// of 4,000 tokens is 4,000 reads and as many wake-ups of the client's
// goroutine, which cost more CPU than decoding them (docs/performance.md).
// Read every ReadEvery, one read takes all the chunks the socket holds. It is
// half of FlushInterval, so the UI shows the text just as soon.
const ReadEvery = 50 * time.Millisecond

// NewClient is the Ollama client ollm uses: the Go client of Ollama, whose
// streamed replies are read at most every ReadEvery.
func NewClient(host string) *api.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	// Room for every chunk that came during one ReadEvery (a fast model
	// writes ~140 bytes a token at a few thousand tokens a second).
	t.ReadBufferSize = 64 << 10
	return api.NewClient(HostURL(host), &http.Client{Transport: &pacedTransport{base: t, every: ReadEvery}})
}

// pacedTransport paces the reading of streamed responses (the chat endpoint);
// other answers are read as they come.
type pacedTransport struct {
	base  http.RoundTripper
	every time.Duration
}

func (t *pacedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(req)
	if err != nil || !strings.HasSuffix(req.URL.Path, "/api/chat") {
		return resp, err
	}
	resp.Body = newPacedBody(req.Context(), resp.Body, t.every)
	return resp, nil
}

// pacedBody reads its body at most once every `every`: the first read goes
// at once, each later one waits until `every` has passed since the one before.
// A cancelled request ends the wait at once.
type pacedBody struct {
	io.ReadCloser
	ctx   context.Context
	every time.Duration
	last  time.Time
	timer *time.Timer
}

func newPacedBody(ctx context.Context, body io.ReadCloser, every time.Duration) *pacedBody {
	return &pacedBody{ReadCloser: body, ctx: ctx, every: every}
}

func (b *pacedBody) Read(p []byte) (int, error) {
	if !b.last.IsZero() {
		if wait := b.every - time.Since(b.last); wait > 0 {
			if b.timer == nil {
				b.timer = time.NewTimer(wait)
			} else {
				b.timer.Reset(wait)
			}
			select {
			case <-b.timer.C:
			case <-b.ctx.Done():
				return 0, b.ctx.Err()
			}
		}
	}
	n, err := b.ReadCloser.Read(p)
	b.last = time.Now()
	return n, err
}

func (b *pacedBody) Close() error {
	if b.timer != nil {
		b.timer.Stop()
	}
	return b.ReadCloser.Close()
}
