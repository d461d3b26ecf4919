package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// countingBody counts the reads of the body under the pacing.
type countingBody struct {
	io.ReadCloser
	reads atomic.Int64
}

func (c *countingBody) Read(p []byte) (int, error) {
	c.reads.Add(1)
	return c.ReadCloser.Read(p)
}

// A streamed answer is read at most once every `every`, whatever the number of
// chunks the server flushes, and nothing of it is lost or reordered.
func TestPacedBodyReadsInBatches(t *testing.T) {
	const lines = 200
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for i := range lines {
			fmt.Fprintf(w, "{\"n\":%d}\n", i)
			w.(http.Flusher).Flush() // a chunk each, as Ollama writes tokens
			time.Sleep(time.Millisecond)
		}
	}))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	body := &countingBody{ReadCloser: resp.Body}
	const every = 30 * time.Millisecond
	paced := newPacedBody(context.Background(), body, every)
	defer paced.Close()
	start := time.Now()
	sc := bufio.NewScanner(paced)
	n := 0
	for sc.Scan() {
		if want := fmt.Sprintf("{\"n\":%d}", n); sc.Text() != want {
			t.Fatalf("line %d is %q, want %q", n, sc.Text(), want)
		}
		n++
	}
	elapsed := time.Since(start)
	if n != lines {
		t.Fatalf("%d lines, want %d", n, lines)
	}
	// Each read after the first waits until `every` has passed since the one
	// before; the last read finds the end of the body.
	if reads, most := body.reads.Load(), int64(elapsed/every)+2; reads > most {
		t.Fatalf("%d reads in %s for %d chunks: at most %d at one every %s", reads, elapsed, lines, most, every)
	}
}

// A stop during the wait between two reads ends the read at once.
func TestPacedBodyStopsWaitingOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	paced := newPacedBody(ctx, io.NopCloser(strings.NewReader("abcdef")), time.Hour)
	buf := make([]byte, 3)
	if n, err := paced.Read(buf); n != 3 || err != nil {
		t.Fatalf("first read: %d, %v", n, err)
	}
	done := make(chan error, 1)
	go func() { _, err := paced.Read(buf); done <- err }()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("read after cancel: %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the read still waits after the cancel")
	}
}

// Only the chat endpoint's answers are paced: a model's description or the
// list of models is read as it comes.
func TestPacedTransportPacesOnlyChat(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "{}") }))
	defer srv.Close()
	tr := &pacedTransport{base: http.DefaultTransport, every: time.Hour}
	for path, paced := range map[string]bool{"/api/chat": true, "/api/show": false, "/api/tags": false} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		resp, err := tr.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		_, isPaced := resp.Body.(*pacedBody)
		resp.Body.Close()
		if isPaced != paced {
			t.Errorf("%s: paced %v, want %v", path, isPaced, paced)
		}
	}
}
