package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui"
	"github.com/ollm/ollm/tui/markdown"
)

type chatFlags struct {
	model, session, system string
	resume                 bool
	numCtx                 int
	// numCtxSet: --num-ctx was given (0 is then a mistake, not "the default").
	numCtxSet bool
}

// runChat opens the session and runs the chat screen until the person quits.
func runChat(ctx context.Context, g *globals, f chatFlags, stderr io.Writer) error {
	set, err := g.settings()
	if err != nil {
		return err
	}
	cfg := set.cfg
	if f.numCtxSet && f.numCtx < MinNumCtx {
		return exitError{msg: fmt.Sprintf("--num-ctx %d: the window must be at least %d tokens (it is capped by the model's own maximum)", f.numCtx, MinNumCtx)}
	}
	numCtx := firstNonZero(f.numCtx, cfg.NumCtx)
	cals, calNotice := tokens.LoadCalibrations(filepath.Join(set.store.Home(), "calibration.json"), wallClock())
	opts := set.openOptions(g, engine.OpenOptions{
		SessionID: f.session, Resume: f.resume, Model: set.model(f.model, f.resume || f.session != ""), System: f.system,
	}, numCtx, cals)
	// tiktoken's tables load once the first screen is drawn (docs/performance.md);
	// until then, and for a message sent before, counts are estimated.
	opts.Counter = tokens.NewCounterAfter(counterDelay)
	conv, notice, err := engine.Open(set.store, g.client(), wallClock, opts)
	if err != nil {
		return exitError{msg: err.Error()}
	}
	if f.model != "" {
		conv.Edit.Model(f.model)
	}
	dir, _ := os.Getwd() // "" when it is gone: the paths are tried as they are
	m := tui.New(tui.Deps{
		Conv: conv, Host: g.hostAddr(), NumCtx: numCtx, Notice: strings.TrimSpace(calNotice + " " + notice + " " + conv.Meter.Remembered().Notice()), Clock: wallClock,
		Markdown: markdown.New(), Dark: cfg.Theme != "light", FixedTheme: cfg.Theme == "dark" || cfg.Theme == "light", ResolveModel: true,
		PreviewAuto: cfg.CompactionPreview == "ask", Editor: editorCommand(g.env.Getenv), Dir: dir,
	})
	// ollm handles the signals itself: Bubble Tea's handler quits on SIGTERM
	// without keeping the reply in flight, and knows nothing of SIGHUP.
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithoutSignalHandler(), tea.WithFPS(tui.FPS))
	stop := forwardSignals(p)
	defer stop()
	if path := g.env.Getenv("OLLM_CPUPROFILE"); path != "" {
		// For measuring ollm itself (docs/performance.md).
		if f, err := os.Create(path); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				defer func() { pprof.StopCPUProfile(); f.Close() }()
			}
		}
	}
	return runProgram(p, m, stderr)
}

// editorCommand is the person's editor for the compaction preview's summary:
// $VISUAL, else $EDITOR (a command line: "code --wait"); none: the preview
// edits in place.
func editorCommand(getenv func(string) string) []string {
	for _, v := range []string{"VISUAL", "EDITOR"} {
		if f := strings.Fields(getenv(v)); len(f) > 0 {
			return f
		}
	}
	return nil
}

// counterDelay is how long after the start the chat loads tiktoken's tables:
// past its first frame, which Bubble Tea draws one frame (1/tui.FPS) after
// it starts.
const counterDelay = 150 * time.Millisecond

// forwardSignals turns SIGINT, SIGTERM and SIGHUP into a tui.SignalMsg: the
// model keeps the partial reply, saves and quits. It returns a function that
// stops listening.
func forwardSignals(p *tea.Program) (stop func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case s := <-sig:
				p.Send(tui.SignalMsg{Signal: s.String()})
			case <-done:
				return
			}
		}
	}()
	return func() { signal.Stop(sig); close(done) }
}

// runProgram runs the chat screen, then saves the session once more on this
// goroutine, whatever ended the program: a quit, a signal, a cancelled context,
// a panic (Bubble Tea recovers it, restores the terminal and prints it; m is
// the model as the panic left it). Nothing the person wrote may be lost because
// a background save was cut short; when even this save fails, the session is
// written to another folder, the person is told where, and ollm exits non-zero.
func runProgram(p *tea.Program, m *tui.Model, stderr io.Writer) error {
	_, err := p.Run()
	m.Close()
	conv := m.Conversation()
	defer conv.Close()
	saved := finalSave(conv, stderr)
	switch {
	case errors.Is(err, tea.ErrProgramPanic):
		return exitError{msg: "ollm stopped on an internal error (the details are above; please report them)." + resumeHint(conv, saved)}
	case err != nil && !errors.Is(err, tea.ErrProgramKilled):
		return err
	case !saved:
		return exitError{msg: "the session could not be saved (see above)."}
	}
	_ = os.Stdout.Sync()
	return nil
}

// finalSave saves the session if it has anything unsaved, and says where it
// is. It reports whether the session is safe on disk (or has nothing to save).
func finalSave(conv *engine.Conversation, stderr io.Writer) bool {
	s := conv.Sess
	if conv.ReadOnly || len(s.Messages) == 0 {
		return true
	}
	store := conv.Store()
	snap := s.Clone()
	// The images first: the session names them by their hash.
	err := conv.Files.SaveImages(store)
	if err == nil {
		err = store.Save(snap)
	}
	if err == nil || errors.Is(err, session.ErrStale) {
		fmt.Fprintf(stderr, "Session %s saved. Continue it with: ollm --session %s\n", s.ID, s.ID)
		return true
	}
	path, rerr := rescue(snap)
	if rerr != nil {
		fmt.Fprintf(stderr, "ollm: could not save the session: %v; writing it anywhere else failed too (%v). The unsaved messages are lost.\n", err, rerr)
		return false
	}
	fmt.Fprintf(stderr, "ollm: could not save the session: %v.\nIt was written to %s instead: move it to %s to continue it with ollm --session %s.\n",
		err, path, filepath.Join(store.Dir(), s.ID+".json"), s.ID)
	return false
}

// rescue writes the session where it can when its own folder cannot take it:
// the temporary folder, then the working folder.
func rescue(s *session.Session) (string, error) {
	data, err := session.Export(s, "json", nil)
	if err != nil {
		return "", err
	}
	var errs []error
	for _, dir := range []string{os.TempDir(), "."} {
		path, err := filepath.Abs(filepath.Join(dir, "ollm-rescue-"+s.ID+".json"))
		if err == nil {
			err = session.WriteFileAtomic(path, data, 0o600)
		}
		if err == nil {
			return path, nil
		}
		errs = append(errs, err)
	}
	return "", errors.Join(errs...)
}

func resumeHint(conv *engine.Conversation, saved bool) string {
	if !saved || len(conv.Sess.Messages) == 0 || conv.ReadOnly {
		return ""
	}
	return " The session is saved: continue it with ollm --session " + conv.Sess.ID + "."
}

func firstNonZero(v ...int) int {
	for _, x := range v {
		if x != 0 {
			return x
		}
	}
	return 0
}

func firstNonEmpty(v ...string) string {
	for _, x := range v {
		if x != "" {
			return x
		}
	}
	return ""
}
