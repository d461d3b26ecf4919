package cmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	tea "charm.land/bubbletea/v2"

	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/session"
	"github.com/ollm/ollm/tui"
	"github.com/ollm/ollm/tui/markdown"
)

type chatFlags struct {
	model, session, system string
	resume                 bool
	numCtx                 int
}

// runChat opens the session and runs the chat screen until the person quits.
func runChat(ctx context.Context, g *globals, f chatFlags, stderr io.Writer) error {
	store, err := g.store()
	if err != nil {
		return err
	}
	cfg, err := loadConfig(store.Home())
	if err != nil {
		return exitError{err.Error()}
	}
	comp, err := cfg.compression()
	if err != nil {
		return exitError{err.Error()}
	}
	numCtx := firstNonZero(f.numCtx, cfg.NumCtx)
	model := firstNonEmpty(f.model, cfg.Model)
	if model == "" && !f.resume && f.session == "" {
		// The last used model: the one of the latest session.
		if last, _, err := store.Newest(); err == nil {
			model = last.Model
		}
	}
	opts := session.Options{NumCtx: engine.NumCtx(numCtx, engine.ModelInfo{}), Temperature: cfg.Temperature, Seed: cfg.Seed}
	conv, notice, err := engine.Open(store, g.client(), wallClock, engine.OpenOptions{
		SessionID: f.session, Resume: f.resume, Model: model, Options: opts, System: firstNonEmpty(f.system, cfg.System),
		Counter:      tokens.NewCounter(), // loads in the background; the first frame does not wait
		Calibrations: tokens.LoadCalibrations(filepath.Join(store.Home(), "calibration.json")),
		Window:       window.Settings{ReserveRatio: cfg.ReserveRatio, Reserve: cfg.Reserve, Trigger: cfg.Trigger, MaxRounds: cfg.MaxRounds},
		Compression:  comp, Retention: cfg.retention(), Host: g.hostAddr(),
	})
	if err != nil {
		return exitError{err.Error()}
	}
	defer conv.Close()
	if f.model != "" && conv.Sess.Model != f.model {
		conv.Sess.Model = f.model
		conv.Sess.Touch()
	}
	m := tui.New(tui.Deps{
		Conv: conv, Host: g.hostAddr(), NumCtx: numCtx, Notice: notice, Clock: wallClock,
		Markdown: markdown.New(), Dark: cfg.Theme != "light", ResolveModel: true,
	})
	p := tea.NewProgram(m, tea.WithContext(ctx))
	final, err := p.Run()
	// One more save after the screen is gone, on this goroutine: nothing the
	// person wrote may be lost because a background save was cut short.
	if fm, ok := final.(*tui.Model); ok && !fm.Conversation().ReadOnly && len(fm.Conversation().Sess.Messages) > 0 {
		if serr := fm.Conversation().Store().Save(fm.Conversation().Sess.Clone()); serr != nil {
			fmt.Fprintln(stderr, "ollm: could not save the session:", serr)
		} else {
			fmt.Fprintf(stderr, "Session %s saved. Continue it with: ollm --session %s\n", fm.Conversation().Sess.ID, fm.Conversation().Sess.ID)
		}
		fm.Conversation().Close()
	}
	if err != nil && err != tea.ErrProgramKilled {
		return err
	}
	_ = os.Stdout.Sync()
	return nil
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
