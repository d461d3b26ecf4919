package cmd

import (
	"os"
	"time"

	"github.com/ollama/ollama/api"

	"github.com/ollm/ollm/compression"
	"github.com/ollm/ollm/context/engine"
	"github.com/ollm/ollm/context/tokens"
	"github.com/ollm/ollm/context/window"
	"github.com/ollm/ollm/remember"
	"github.com/ollm/ollm/session"
)

// client builds the Ollama client. It has no overall timeout: replies stream for
// as long as they take and are stopped through their context.
func (g *globals) client() *api.Client { return engine.NewClient(g.hostAddr()) }

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

// settings are what a command that opens a conversation reads first: the store
// under the ollm home, config.json, and its compaction settings.
type settings struct {
	store *session.Store
	cfg   config
	comp  compression.Settings
}

func (g *globals) settings() (settings, error) {
	store, err := g.store()
	if err != nil {
		return settings{}, err
	}
	cfg, err := loadConfig(store.Home())
	if err != nil {
		return settings{}, exitError{msg: err.Error()}
	}
	comp, err := cfg.compression()
	if err != nil {
		return settings{}, exitError{msg: err.Error()}
	}
	return settings{store: store, cfg: cfg, comp: comp}, nil
}

// model is the model to open a conversation with: the flag, else config.json's,
// else, for a new session, the one of the latest session ("" when none: the
// first installed is taken later).
func (s settings) model(flag string, continuing bool) string {
	model := firstNonEmpty(flag, s.cfg.Model)
	if model == "" && !continuing {
		if last, _, err := s.store.Newest(); err == nil {
			model = last.Model
		}
	}
	return model
}

// openOptions completes o with what the config sets: the options sent with
// every request, the budget, the compaction and retention settings, and a
// counter that loads in the background.
func (s settings) openOptions(g *globals, o engine.OpenOptions, numCtx int, cals *tokens.Calibrations) engine.OpenOptions {
	c := s.cfg
	o.Options = session.Options{NumCtx: engine.NumCtx(numCtx, engine.ModelInfo{}), Temperature: c.Temperature, Seed: c.Seed}
	o.System = firstNonEmpty(o.System, c.System)
	o.Counter = tokens.NewCounter() // loads in the background; the first frame does not wait
	o.Calibrations = cals
	o.Window = window.Settings{ReserveRatio: c.ReserveRatio, Reserve: c.Reserve, Trigger: c.Trigger, MaxRounds: c.MaxRounds}
	o.Compression, o.Retention, o.Host = s.comp, c.retention(), g.hostAddr()
	o.Tools = engine.ToolSettings{Off: c.ContextTools == "off", CheckpointCompacts: c.CheckpointCompacts}
	o.MemoryFiles, o.MemoryFilesShare = s.memoryPlaces(), c.MemoryFilesShare
	return o
}

// memoryPlaces are where the memory files are: the ollm home, and the folder
// ollm starts in (none when it cannot be known).
func (s settings) memoryPlaces() remember.Places {
	dir, err := os.Getwd()
	if err != nil {
		dir = ""
	}
	return remember.Places{Home: s.store.Home(), Dir: dir}
}
