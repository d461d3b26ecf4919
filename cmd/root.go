// Package cmd holds ollm's cobra commands and wires the application together. It
// has no UI or domain logic of its own.
package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
)

// Version is set at build time with -ldflags "-X github.com/ollm/ollm/cmd.Version=…".
var Version = "dev"

// exitError carries a sentence for the person and a non-zero exit: code, or 1.
type exitError struct {
	msg  string
	code int
}

func (e exitError) Error() string { return e.msg }

// Execute runs the command line and exits with its status: the command's
// own when it failed with a sentence, else exitPipe, silently, when the
// reader of standard output left before the end (docs/reliability-testing.md).
func Execute() {
	keepWritingIntoClosedPipes()
	env := osEnv{}
	stderr := termSafe(os.Stderr)
	stdout := &readerWatch{w: termSafe(os.Stdout)}
	err := newRoot(env, stdout, stderr).Execute()
	var ee exitError
	switch {
	case errors.As(err, &ee):
		fmt.Fprintln(stderr, "ollm:", ee.msg)
		os.Exit(max(ee.code, 1))
	case stdout.gone.Load() || isClosedPipe(err):
		os.Exit(exitPipe)
	case err != nil:
		fmt.Fprintln(stderr, "ollm:", err)
		os.Exit(1)
	}
}

// Env is the process environment, injected so that tests can set it.
type Env interface{ Getenv(string) string }

type osEnv struct{}

func (osEnv) Getenv(k string) string { return os.Getenv(k) }

// globals are the flags every command shares.
type globals struct {
	host string
	env  Env
}

func newRoot(env Env, stdout, stderr io.Writer) *cobra.Command {
	g := &globals{env: env}
	var chat chatFlags
	root := &cobra.Command{
		Use:   "ollm",
		Short: "Chat with local Ollama models without losing the thread",
		Long: `ollm is a terminal chat client for local Ollama models. It keeps every
message, always sends num_ctx explicitly, and never lets Ollama drop the
oldest part of the conversation silently. Sessions are saved under ~/.ollm
(or $OLLM_HOME).`,
		Version:       Version,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			chat.numCtxSet = c.Flags().Changed("num-ctx")
			return runChat(c.Context(), g, chat, stderr)
		},
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	// A flag that does not parse is a usage error: exit status 2.
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return exitError{msg: err.Error() + " (ollm " + c.Name() + " --help)", code: exitUsage}
	})
	root.PersistentFlags().StringVar(&g.host, "host", "", "Ollama address (default $OLLAMA_HOST, else 127.0.0.1:11434)")
	f := root.Flags()
	f.StringVarP(&chat.model, "model", "m", "", "model to chat with (default: the last used, else the first installed)")
	f.BoolVarP(&chat.resume, "resume", "c", false, "continue the latest session")
	f.StringVarP(&chat.session, "session", "s", "", "continue the session with this id")
	f.IntVar(&chat.numCtx, "num-ctx", 0, "context window in tokens, sent as num_ctx (default from config, else 8192; capped by the model)")
	f.StringVar(&chat.system, "system", "", "system prompt for a new session")
	root.MarkFlagsMutuallyExclusive("resume", "session")
	root.AddCommand(newVersionCmd(stdout), newModelsCmd(g, stdout), newSessionsCmd(g, stdout), newEvalCmd(g, stdout, stderr), newRunCmd(g, stdout, stderr), newMemoryCmd(g, stdout, stderr))
	return root
}

// hostAddr returns the Ollama address as the person set it.
func (g *globals) hostAddr() string {
	if g.host != "" {
		return g.host
	}
	if h := g.env.Getenv("OLLAMA_HOST"); h != "" {
		return h
	}
	return "127.0.0.1:11434"
}

func newVersionCmd(out io.Writer) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print ollm's version",
		Args:  cobra.NoArgs,
		Run: func(*cobra.Command, []string) {
			fmt.Fprintln(out, "ollm", Version)
		},
	}
}
