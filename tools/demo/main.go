// Command demo brings up the project's real Ollama server with the tiny generated
// models and runs ollm against it; quitting ollm stops the server. `make demo`
// runs it. The tiny model has random weights: its text is gibberish, but the
// streaming, the token counts and the context limits are Ollama's own.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/ollm/ollm/internal/ollamatest"
)

func main() {
	ollm := flag.String("ollm", "bin/ollm", "the ollm binary to run")
	numCtx := flag.Int("num-ctx", 1024, "context window for the demo session")
	serve := flag.Bool("serve", false, "only run the server and print its address, until interrupted")
	flag.Parse()
	if err := run(*ollm, *numCtx, *serve, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "demo:", err)
		os.Exit(1)
	}
}

func run(ollm string, numCtx int, serveOnly bool, args []string) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	srv, err := ollamatest.Start(ctx)
	if err != nil {
		return err
	}
	defer srv.Stop()
	if err := srv.CreateTinyModels(ctx); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "demo: %s up with models %q, %q and %q in %s\n", srv, ollamatest.TinyModel, ollamatest.EndlessModel, ollamatest.ThinkingModel, time.Since(start).Round(time.Millisecond))

	// The terminal's ctrl+c goes to ollm (it runs the screen in raw mode); a
	// signal to this process must still stop the server on the way out.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)

	if serveOnly {
		fmt.Printf("OLLAMA_HOST=%s\n", srv.Host)
		<-sig
		return nil
	}
	root, err := ollamatest.RepoRoot()
	if err != nil {
		return err
	}
	home := filepath.Join(root, ".cache", "demo-home")
	cmd := exec.Command(ollm, append([]string{"--model", ollamatest.TinyModel, "--num-ctx", fmt.Sprint(numCtx)}, args...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "OLLAMA_HOST="+srv.Host, "OLLM_HOME="+home)
	if err := cmd.Start(); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case s := <-sig:
		_ = cmd.Process.Signal(s)
		err = <-done
	}
	fmt.Fprintln(os.Stderr, "demo: stopping the server; demo sessions stay in", home)
	return err
}
