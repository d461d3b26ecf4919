package ollamatest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"
)

// shared is the one server of a test binary, started on first use by Require and
// stopped by Main. Tests of one package share it: Ollama serves one request at a
// time, and starting a server costs about a second.
var shared struct {
	once sync.Once
	srv  *Server
	err  error
}

// Main runs the tests of a package and stops the shared server if one was started.
// Use it from TestMain: func TestMain(m *testing.M) { ollamatest.Main(m) }.
func Main(m *testing.M) {
	code := m.Run()
	if shared.srv != nil {
		if err := shared.srv.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "ollamatest: stop:", err)
		}
	}
	os.Exit(code)
}

// Require returns the shared real Ollama server with the tiny models created.
// When the server binary is not built, the test is skipped with the reason, except
// under CI (CI set), where that is a failure: CI builds the server, so the
// integration tests must run there.
func Require(t testing.TB) *Server {
	t.Helper()
	if testing.Short() {
		t.Skip("integration test against a real Ollama server; skipped with -short")
	}
	shared.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		start := time.Now()
		srv, err := Start(ctx)
		if err != nil {
			shared.err = err
			return
		}
		ready := time.Since(start)
		if err := srv.CreateTinyModels(ctx); err != nil {
			srv.Stop()
			shared.err = err
			return
		}
		fmt.Fprintf(os.Stderr, "ollamatest: %s ready in %s, tiny models created in %s\n",
			srv, ready.Round(time.Millisecond), (time.Since(start) - ready).Round(time.Millisecond))
		shared.srv = srv
	})
	if shared.err != nil {
		if errors.Is(shared.err, ErrNoBinary) && os.Getenv("CI") == "" {
			t.Skipf("skipping integration test: %v", shared.err)
		}
		t.Fatalf("real Ollama server: %v", shared.err)
	}
	return shared.srv
}
