package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/say"
)

// newMemoryCmd is `ollm memory`: the memory files, what ollm remembers across
// sessions, from the shell.
func newMemoryCmd(g *globals, stdout, stderr io.Writer) *cobra.Command {
	var project bool
	scope := func() remember.Scope {
		if project {
			return remember.Project
		}
		return remember.Personal
	}
	places := func() (remember.Places, settings, error) {
		set, err := g.settings()
		if err != nil {
			return remember.Places{}, set, err
		}
		return set.memoryPlaces(), set, nil
	}
	list := func(*cobra.Command, []string) error {
		p, set, err := places()
		if err != nil {
			return err
		}
		return listMemory(stdout, p, set)
	}
	c := &cobra.Command{
		Use:   "memory",
		Short: "What ollm remembers across sessions: the memory files",
		Long: `The memory files are plain text that goes with the system prompt of every
session and every ollm run: ~/.ollm/memory.md is yours (OLLM_HOME moves it),
.ollm/memory.md in the folder ollm starts in is the project's. They are never
compacted, and they take at most memory_files_share of the window (10%): a
file over it is not sent, and ollm says so.

In the chat: /remember TEXT, /memory, /forget N.`,
		Args: cobra.NoArgs,
		RunE: list,
	}
	c.AddCommand(&cobra.Command{Use: "list", Short: "Print the memory files, their lines numbered", Args: cobra.NoArgs, RunE: list})
	add := &cobra.Command{
		Use:   "add TEXT",
		Short: "Append a line to your memory file (--project: the project's)",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			p, _, err := places()
			if err != nil {
				return err
			}
			line, err := p.Append(scope(), strings.Join(args, " "))
			f := remember.File{Scope: scope(), Path: p.Path(scope())}
			switch {
			case errors.Is(err, remember.ErrKnown):
				fmt.Fprintf(stdout, "%s holds it already: %s\n", f.Name(), line)
			case err != nil:
				return exitError{msg: "could not remember it: " + err.Error()}
			default:
				fmt.Fprintf(stdout, "Remembered in %s: %s\n", f.Name(), line)
			}
			return nil
		},
	}
	forget := &cobra.Command{
		Use:   "forget N",
		Short: "Remove line N (as list numbers them)",
		Args:  cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			n, err := strconv.Atoi(args[0])
			if err != nil {
				return exitError{msg: fmt.Sprintf("%q is not a line number (ollm memory list numbers them)", args[0]), code: exitUsage}
			}
			p, _, err := places()
			if err != nil {
				return err
			}
			l, err := p.Forget(n)
			if err != nil {
				return exitError{msg: err.Error() + " (ollm memory list numbers them)"}
			}
			fmt.Fprintf(stdout, "Forgot line %d of %s: %s\n", n, l.File.Name(), l.Text)
			return nil
		},
	}
	edit := &cobra.Command{
		Use:   "edit",
		Short: "Open your memory file in $VISUAL or $EDITOR (--project: the project's)",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			p, _, err := places()
			if err != nil {
				return err
			}
			editor := editorCommand(g.env.Getenv)
			if len(editor) == 0 {
				return exitError{msg: "set $VISUAL or $EDITOR to edit it here; it is plain text: " + p.Path(scope())}
			}
			path, err := p.Ensure(scope())
			if err != nil {
				return exitError{msg: "could not create " + path + ": " + err.Error()}
			}
			run := exec.Command(editor[0], append(editor[1:], path)...)
			run.Stdin, run.Stdout, run.Stderr = os.Stdin, c.OutOrStdout(), stderr
			if err := run.Run(); err != nil {
				return exitError{msg: fmt.Sprintf("the editor (%s) failed: %v", editor[0], err)}
			}
			return nil
		},
	}
	path := &cobra.Command{
		Use:   "path",
		Short: "Print the path of your memory file (--project: the project's)",
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			p, _, err := places()
			if err != nil {
				return err
			}
			_, err = fmt.Fprintln(stdout, p.Path(scope()))
			return err
		},
	}
	for _, sub := range []*cobra.Command{add, edit, path} {
		sub.Flags().BoolVarP(&project, "project", "p", false, "the project's file, .ollm/memory.md in this folder")
	}
	c.AddCommand(add, forget, edit, path)
	return c
}

// listMemory prints the memory files with their lines numbered, what they
// cost and their cap at the configured window, and why a file is not sent.
func listMemory(out io.Writer, p remember.Places, set settings) error {
	files := remember.Read(p)
	if len(files) == 0 {
		_, err := fmt.Fprintf(out, "Nothing remembered yet. ollm memory add TEXT (or /remember in the chat) writes %s; a project's %s/%s is read in the folder ollm starts in.\n",
			(remember.File{Path: p.Path(remember.Personal)}).Name(), remember.ProjectDir, remember.FileName)
		return err
	}
	lines := files.Lines()
	for _, f := range files {
		fmt.Fprintln(out, f.Name())
		if f.Err != nil {
			fmt.Fprintln(out, "  "+f.Problem())
			continue
		}
		empty := true
		for _, l := range lines {
			if l.File.Path == f.Path {
				fmt.Fprintf(out, "%4d  %s\n", l.N, l.Text)
				empty = false
			}
		}
		if empty {
			fmt.Fprintln(out, "      (empty)")
		}
	}
	counter := tokens.NewCounter()
	_ = counter.Wait() // the heuristic counts when the tokenizer cannot load
	numCtx := engine.NumCtx(set.cfg.NumCtx, engine.ModelInfo{})
	share := set.cfg.MemoryFilesShare
	if share <= 0 {
		share = engine.DefaultMemoryFilesShare
	}
	want, limit := counter.Count(remember.Block(files)), int(share*float64(numCtx))
	verdict := "sent with the system prompt of every session"
	if want > limit {
		verdict = "over the cap: a file that does not fit is not sent (ollm says which)"
	}
	_, err := fmt.Fprintf(out, "~%s tokens, %s; the cap is %.0f%% of the window, %s tokens at num_ctx %s (memory_files_share).\n",
		say.Thousands(want), verdict, share*100, say.Thousands(limit), say.Thousands(numCtx))
	return err
}
