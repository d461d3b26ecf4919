package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"github.com/ollm/ollm/attach"
	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/session"
)

// Exit statuses of `ollm run`, besides 0 and 1.
const (
	exitUsage       = 2
	exitInterrupted = 130
)

// runFlags are `ollm run`'s flags.
type runFlags struct {
	model, session, system, format string
	resume, noSave                 bool
	numCtx                         int
	numCtxSet                      bool
	// files go with the message (-f, repeatable).
	files []string
}

func newRunCmd(g *globals, stdout, stderr io.Writer) *cobra.Command {
	var f runFlags
	c := &cobra.Command{
		Use:   "run [PROMPT | -]",
		Short: "Send one message and print the reply, for scripts and pipes",
		Long: `run sends one message through the same engine as the chat screen and
streams the reply to stdout as plain text (markdown untouched). Standard input,
when it is not a terminal, is sent too: after the prompt, separated by a blank
line (cat main.go | ollm run "explain this"); "-" or no prompt sends standard
input alone.

-f PATH (repeatable) sends a file with the message: a text file in a block that
names its path, or an image for a model that sees (ollm run -f notes.txt
"summarize"; cat x | ollm run -f y "compare"). A file that cannot go — a folder,
one that is not text or an image, one that cannot be read, one larger than the
room the request has, an image for a model that cannot see — is refused with a
sentence, and nothing is sent (exit 1).

The exchange is saved as a session, like a chat (ollm -c opens it); -c or -s ID
continue a session, compacted first when due (progress on stderr). --no-save
writes nothing under ~/.ollm.

Exit status: 0 done, 1 error (a sentence on stderr), 2 usage, 130 interrupted
(the partial reply is saved, marked stopped), 141 the reader of standard output
left before the end (ollm run … | head: the reply is saved whole, as a shell
reports cat or grep in that place).`,
		Args: cobra.ArbitraryArgs,
		RunE: func(c *cobra.Command, args []string) error {
			f.numCtxSet = c.Flags().Changed("num-ctx")
			return runOnce(c.Context(), g, f, args, c.InOrStdin(), stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.StringVarP(&f.model, "model", "m", "", "model (default: the session's, else config.json's, else the last used, else the first installed)")
	fl.BoolVarP(&f.resume, "resume", "c", false, "continue the latest session")
	fl.StringVarP(&f.session, "session", "s", "", "continue the session with this id")
	fl.BoolVar(&f.noSave, "no-save", false, "a throwaway exchange: nothing is written under ~/.ollm")
	fl.IntVar(&f.numCtx, "num-ctx", 0, "context window in tokens (default from config, else 8192; capped by the model)")
	fl.StringVar(&f.system, "system", "", "system prompt of a new session")
	fl.StringVar(&f.format, "format", "text", "text, or json: one JSON object per line, the last with the usage")
	fl.StringArrayVarP(&f.files, "file", "f", nil, "send a file with the message (text, or an image for a model that sees); repeatable")
	c.MarkFlagsMutuallyExclusive("resume", "session")
	return c
}

// input is what to send: the prompt, then standard input when it is not a
// terminal.
func input(args []string, stdin io.Reader) (string, error) {
	prompt := strings.TrimSpace(strings.Join(args, " "))
	readStdin := true
	if f, ok := stdin.(interface{ Fd() uintptr }); ok && term.IsTerminal(f.Fd()) {
		readStdin = prompt == "-"
	}
	if prompt == "-" {
		prompt = ""
	}
	var piped string
	if readStdin && stdin != nil {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return "", fmt.Errorf("reading standard input: %w", err)
		}
		piped = strings.TrimRight(string(data), "\n")
	}
	switch {
	case prompt != "" && strings.TrimSpace(piped) != "":
		return prompt + "\n\n" + piped, nil
	case prompt != "":
		return prompt, nil
	}
	return piped, nil
}

func runOnce(ctx context.Context, g *globals, f runFlags, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if f.format != "text" && f.format != "json" {
		return exitError{msg: fmt.Sprintf("--format %q: text or json", f.format), code: exitUsage}
	}
	if f.numCtxSet && f.numCtx < MinNumCtx {
		return exitError{msg: fmt.Sprintf("--num-ctx %d: the window must be at least %d tokens", f.numCtx, MinNumCtx), code: exitUsage}
	}
	text, err := input(args, stdin)
	if err != nil {
		return exitError{msg: err.Error()}
	}
	if strings.TrimSpace(text) == "" && len(f.files) == 0 {
		return exitError{msg: "nothing to send: give a prompt, or pipe text into ollm run (ollm run --help)", code: exitUsage}
	}
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()

	set, err := g.settings()
	if err != nil {
		return err
	}
	home, cfg := set.store, set.cfg
	store := home
	id := f.session
	if f.noSave {
		// A throwaway store: the session to continue is copied into it.
		dir, err := os.MkdirTemp("", "ollm-run-*")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		store = session.NewStore(dir)
		if f.resume || id != "" {
			if id, err = copySession(home, store, f.resume, id); err != nil {
				return exitError{msg: err.Error()}
			}
		}
	}
	client := g.client()
	cals, calNotice := tokens.LoadCalibrations(filepath.Join(home.Home(), "calibration.json"), wallClock())
	if calNotice != "" {
		fmt.Fprintln(stderr, "ollm:", calNotice)
	}
	numCtx := firstNonZero(f.numCtx, cfg.NumCtx)
	conv, notice, err := engine.Open(store, client, wallClock, set.openOptions(g, engine.OpenOptions{
		SessionID: id, Resume: f.resume && !f.noSave, Model: set.model(f.model, f.resume || id != ""), System: f.system,
	}, numCtx, cals))
	if err != nil {
		return exitError{msg: err.Error()}
	}
	defer conv.Close()
	if notice != "" {
		fmt.Fprintln(stderr, "ollm:", notice)
	}
	if conv.ReadOnly {
		return exitError{msg: fmt.Sprintf("session %s is open in another ollm; quit it first, or leave out -c/-s for a new session", conv.Sess.ID)}
	}
	if f.model != "" {
		conv.Edit.Model(f.model)
	}
	lookup, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if conv.Sess.Model == "" {
		models, err := engine.Installed(lookup, client)
		if err != nil {
			return exitError{msg: engine.Explain(err, g.hostAddr())}
		}
		if len(models) == 0 {
			return exitError{msg: "No models are installed. Get one with `ollama pull NAME`."}
		}
		conv.Edit.Model(models[0].Name)
	}
	info, err := engine.Show(lookup, client, conv.Sess.Model)
	if err != nil {
		return exitError{msg: engine.Explain(err, g.hostAddr())}
	}
	want := numCtx
	if want == 0 {
		want = conv.Sess.Options.NumCtx
	}
	if capped := conv.SetModel(info, want); capped != "" && numCtx != 0 {
		fmt.Fprintln(stderr, "ollm:", capped)
	}
	if n := conv.Meter.Remembered().Notice(); n != "" {
		fmt.Fprintln(stderr, "ollm:", n)
	}

	files, err := readFiles(conv, text, f.files)
	if err != nil {
		return exitError{msg: err.Error()}
	}
	out := &replyWriter{w: stdout, json: f.format == "json", stderr: stderr}
	rep, err := engine.Turn{Save: true, OnEvent: out.event, Files: files}.Run(ctx, conv, text)
	var unsaved *engine.SaveError
	if errors.As(err, &unsaved) {
		_ = out.done(rep, conv.Sess, false)
		return exitError{msg: unsaved.Error()}
	}
	if err != nil {
		if ctx.Err() != nil {
			return exitError{msg: "interrupted before the reply began; your message is saved", code: exitInterrupted}
		}
		var tooLarge *engine.TooLargeError
		var refused *engine.FilesError
		if errors.As(err, &tooLarge) || errors.As(err, &refused) {
			return exitError{msg: err.Error()}
		}
		return exitError{msg: engine.Explain(err, g.hostAddr())}
	}
	written := out.done(rep, conv.Sess, !f.noSave)
	switch {
	case rep.Reply.Stopped || ctx.Err() != nil:
		return exitError{msg: "interrupted: the partial reply is saved, marked stopped", code: exitInterrupted}
	case rep.Reply.Error != "":
		return exitError{msg: rep.Reply.Error}
	case isClosedPipe(written):
		return written // the reader left: the reply is saved all the same
	case written != nil:
		return exitError{msg: fmt.Sprintf("could not write the reply: %v (it is saved%s)", written, savedWhere(conv.Sess, !f.noSave))}
	}
	return nil
}

// readFiles reads the files of -f, relative to the working folder, for a
// message of text: a file too large for the room the request has is refused
// by its size before it is read, with the room in the sentence.
func readFiles(conv *engine.Conversation, text string, paths []string) ([]attach.File, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	base, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	room := conv.Files.Room(text)
	files, err := attach.ReadAll(base, paths, conv.Meter.Count, room.MaxBytes())
	return files, room.TooLarge(err)
}

// savedWhere names the session a reply is saved in, for a sentence.
func savedWhere(s *session.Session, saved bool) string {
	if !saved {
		return ""
	}
	return " in session " + s.ID
}

// copySession copies the session to continue from the person's store into a
// throwaway one, and returns its id.
func copySession(from, to *session.Store, latest bool, id string) (string, error) {
	if latest {
		newest, _, err := from.Newest()
		if err != nil {
			return "", fmt.Errorf("no saved session to continue: %w", err)
		}
		id = newest.ID
	}
	s, err := from.Load(id)
	if err != nil {
		return "", err
	}
	// Its images too: the request sends them again.
	for _, m := range s.Messages {
		for _, a := range m.Images() {
			data, err := session.ImagesOf(from).Get(a.SHA256)
			if err != nil {
				return "", fmt.Errorf("image %s of session %s: %w", a.Path, s.ID, err)
			}
			if _, err := session.ImagesOf(to).Put(data); err != nil {
				return "", err
			}
		}
	}
	return s.ID, to.Save(s)
}

// replyWriter writes the reply as it streams: plain text, or one JSON object
// a line. A write that fails does not stop the reply, which is saved whole
// whoever reads it (a reader that left: ollm run … | head); err is the first
// failure, which done returns.
type replyWriter struct {
	w       io.Writer
	err     error
	json    bool
	endedNL bool
	any     bool
	// stderr hears of the compaction, of the turn's sentences, and, in
	// text mode, of the context tools the model called; stage is the
	// compaction's stage last said.
	stderr io.Writer
	stage  compression.Stage
}

// event prints what the turn did: the reply's text as it streams, the
// context tools it called, and on stderr the compaction's stages and every
// sentence of the turn (a compaction's outcome, a trim, a truncation).
func (r *replyWriter) event(e engine.Event) {
	switch e := e.(type) {
	case engine.Compacting:
		if e.Progress.Stage != r.stage {
			r.stage = e.Progress.Stage
			fmt.Fprintf(r.stderr, "ollm: compacting the conversation: %s…\n", r.stage)
		}
	case engine.Compacted:
		r.say(e.Outcome.Notice)
	case engine.Asking:
		r.say(e.Notice)
	case engine.Streamed:
		if e.Content != "" {
			r.text(e.Content)
		}
	case engine.Replied:
		r.say(e.Notice)
	case engine.Answered:
		r.tools(e.Reply, e.Results)
	}
}

// say writes a sentence of the turn on stderr.
func (r *replyWriter) say(sentence string) {
	if sentence != "" {
		fmt.Fprintln(r.stderr, "ollm:", sentence)
	}
}

// tools reports a reply's context tool calls and their results: a line each on
// stderr (text mode, stdout keeps the reply alone), or one JSON object each on
// stdout.
func (r *replyWriter) tools(reply session.Message, results []session.Message) {
	if !r.json && r.any && !r.endedNL {
		// The reply's text before the calls ends its line; the answer
		// after them begins a new one.
		_, err := io.WriteString(r.w, "\n")
		r.note(err)
		r.endedNL = true
	}
	for i, res := range results {
		if r.json {
			line := map[string]any{"tool": res.ToolName, "result": res.Content}
			if i < len(reply.ToolCalls) && json.Valid(reply.ToolCalls[i].Arguments) {
				line["arguments"] = reply.ToolCalls[i].Arguments
			}
			r.note(json.NewEncoder(r.w).Encode(line))
			continue
		}
		first, _, _ := strings.Cut(res.Content, "\n")
		fmt.Fprintf(r.stderr, "ollm: the model called %s: %s\n", res.ToolName, first)
	}
}

func (r *replyWriter) text(s string) {
	if r.json {
		r.note(json.NewEncoder(r.w).Encode(map[string]string{"content": s}))
		return
	}
	_, err := io.WriteString(r.w, s)
	r.note(err)
	r.any, r.endedNL = true, strings.HasSuffix(s, "\n")
}

// note keeps the first write error.
func (r *replyWriter) note(err error) {
	if r.err == nil {
		r.err = err
	}
}

// done ends the output — a last newline for text, the usage line for JSON —
// and returns the first write that failed.
func (r *replyWriter) done(rep engine.TurnReport, s *session.Session, saved bool) error {
	if !r.json {
		if r.any && !r.endedNL {
			_, err := io.WriteString(r.w, "\n")
			r.note(err)
		}
		return r.err
	}
	last := map[string]any{
		"done": true, "model": s.Model, "done_reason": rep.Reply.DoneReason, "stopped": rep.Reply.Stopped,
		"num_ctx": s.Options.NumCtx,
	}
	if saved {
		last["session"] = s.ID
	}
	if rep.Reply.Thinking != "" {
		last["thinking"] = rep.Reply.Thinking
	}
	if rep.Result != nil {
		last["prompt_tokens"], last["reply_tokens"] = rep.Result.PromptTokens, rep.Result.ReplyTokens
	}
	if rep.Reply.Error != "" {
		last["error"] = rep.Reply.Error
	}
	r.note(json.NewEncoder(r.w).Encode(last))
	return r.err
}
