// Package ollamatest runs a real Ollama server with the project's tiny generated
// models, for integration tests, benchmarks and the demo. Nothing here is faked:
// the server is the pinned upstream build (scripts/build-ollama.sh).
package ollamatest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Version is the pinned Ollama version the project builds and tests against.
const Version = "0.24.0"

// Model names created by CreateTinyModels.
const (
	TinyModel    = "tiny"
	EndlessModel = "tiny-endless"
	// ThinkingModel reports the thinking capability and thinks before it
	// answers (TinyThinks).
	ThinkingModel = "tiny-thinks"
	// ToolsModel is the tiny model with ToolsTemplate: Ollama reports the
	// tools capability and renders tools, tool calls and tool results into
	// its prompt. It cannot call tools itself (letter soup); it is created on
	// demand by CreateToolsModel.
	ToolsModel = "tiny-tools"
	// LongModel is the tiny model with a 16,384-token window (TinyLong),
	// created on demand by CreateLongModel.
	LongModel = "tiny-long"
	// MergesModel is the tiny model with a tokenizer that counts differently
	// (TinyMerges): the same text costs it fewer tokens. Created on demand by
	// CreateMergesModel.
	MergesModel = "tiny-merges"
)

// ErrNoBinary is returned when the Ollama binary has not been built.
var ErrNoBinary = errors.New("the ollama server is not built")

// Server is a running `ollama serve` that this process started and must stop.
type Server struct {
	// Host is the loopback address, "127.0.0.1:PORT", as OLLAMA_HOST wants it.
	Host string
	// Dir holds the server's HOME, models and log; it is removed by Stop.
	Dir string

	bin  string
	cmd  *exec.Cmd
	done chan error
}

// URL returns the server's base URL.
func (s *Server) URL() string { return "http://" + s.Host }

// RepoRoot finds the module root by walking up from the working directory.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.mod not found above the working directory")
		}
		dir = parent
	}
}

// BinaryPath returns the Ollama binary to run: $OLLM_OLLAMA_BIN, or the build of
// scripts/build-ollama.sh under $OLLM_CACHE (default <repo>/.cache).
func BinaryPath() (string, error) {
	if p := os.Getenv("OLLM_OLLAMA_BIN"); p != "" {
		return p, nil
	}
	cache := os.Getenv("OLLM_CACHE")
	if cache == "" {
		root, err := RepoRoot()
		if err != nil {
			return "", err
		}
		cache = filepath.Join(root, ".cache")
	}
	p := filepath.Join(cache, "ollama-"+Version, "ollama")
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("%w at %s: run `make ollama` (needs gcc and the Debian packages nlohmann-json3-dev and libstb-dev)", ErrNoBinary, p)
	}
	return p, nil
}

// freePort asks the kernel for a free loopback port.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Start runs `ollama serve` on a free loopback port with its own HOME and model
// folder under a new temporary directory, and waits until it answers.
func Start(ctx context.Context) (*Server, error) {
	bin, err := BinaryPath()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "ollm-ollama-*")
	if err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s := &Server{Host: fmt.Sprintf("127.0.0.1:%d", port), Dir: dir, bin: bin}
	if err := s.launch(ctx); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// launch runs `ollama serve` on s.Host with s.Dir, and waits until it answers.
func (s *Server) launch(ctx context.Context) error {
	s.done = make(chan error, 1)
	logf, err := os.OpenFile(filepath.Join(s.Dir, "server.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	s.cmd = exec.Command(s.bin, "serve")
	s.cmd.Env = s.env()
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	// Its own process group, so that Stop also ends the runner processes it spawns.
	ownGroup(s.cmd)
	if err := s.cmd.Start(); err != nil {
		logf.Close()
		return fmt.Errorf("start %s: %w", s.bin, err)
	}
	done := s.done
	go func() { done <- s.cmd.Wait(); logf.Close() }()
	if err := s.waitReady(ctx, 60*time.Second); err != nil {
		s.kill()
		return err
	}
	return nil
}

// Kill ends the server and its runners at once (SIGKILL), as a crash would,
// and keeps its folder and models: Restart brings it back on the same address.
func (s *Server) Kill() {
	if s.cmd != nil && s.cmd.Process != nil {
		s.kill()
	}
}

func (s *Server) kill() {
	killGroup(s.cmd, true)
	<-s.done
	s.cmd = nil
}

// Restart starts a killed server again, on the same address with the same
// models.
func (s *Server) Restart(ctx context.Context) error { return s.launch(ctx) }

// env is the environment of the server and of CLI calls against it.
func (s *Server) env() []string {
	env := []string{
		"HOME=" + filepath.Join(s.Dir, "home"),
		"OLLAMA_MODELS=" + filepath.Join(s.Dir, "models"),
		"OLLAMA_HOST=" + s.Host,
		"OLLAMA_NO_CLOUD=1",
		"OLLAMA_NUM_PARALLEL=1",
		"OLLAMA_MAX_LOADED_MODELS=2",
		"PATH=" + os.Getenv("PATH"),
	}
	if v := os.Getenv("OLLM_OLLAMA_DEBUG"); v != "" {
		env = append(env, "OLLAMA_DEBUG="+v)
	}
	return env
}

func (s *Server) waitReady(ctx context.Context, limit time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	client := &http.Client{Timeout: time.Second}
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.URL()+"/api/version", nil)
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case err := <-s.done:
			s.done <- err
			return fmt.Errorf("ollama serve exited before answering (%v); its log:\n%s", err, s.Log())
		case <-ctx.Done():
			return fmt.Errorf("ollama serve did not answer on %s within %s; its log:\n%s", s.Host, limit, s.Log())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// CreateTinyModels writes the tiny GGUF files and registers them with `ollama
// create` as TinyModel, EndlessModel and ThinkingModel.
func (s *Server) CreateTinyModels(ctx context.Context) error {
	for _, m := range []struct {
		name    string
		variant TinyVariant
	}{{TinyModel, TinyStops}, {EndlessModel, TinyEndless}, {ThinkingModel, TinyThinks}} {
		if err := s.createTiny(ctx, m.name, m.variant); err != nil {
			return err
		}
	}
	return nil
}

// CreateLongModel registers LongModel.
func (s *Server) CreateLongModel(ctx context.Context) error {
	return s.createTiny(ctx, LongModel, TinyLong)
}

// CreateToolsModel registers ToolsModel (a second `ollama create` is harmless).
func (s *Server) CreateToolsModel(ctx context.Context) error {
	return s.createTiny(ctx, ToolsModel, TinyStops)
}

// CreateMergesModel registers MergesModel.
func (s *Server) CreateMergesModel(ctx context.Context) error {
	return s.createTiny(ctx, MergesModel, TinyMerges)
}

func (s *Server) createTiny(ctx context.Context, name string, v TinyVariant) error {
	dir := filepath.Join(s.Dir, "build", name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "tiny.gguf"))
	if err != nil {
		return err
	}
	if err := WriteTinyModel(f, v); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	modelfile := filepath.Join(dir, "Modelfile")
	tmpl := TinyTemplate
	switch {
	case v == TinyThinks:
		tmpl = ThinkingTemplate
	case name == ToolsModel:
		tmpl = ToolsTemplate
	}
	if err := os.WriteFile(modelfile, []byte(modelfileWith(tmpl)), 0o644); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, s.bin, "create", name, "-f", modelfile)
	cmd.Dir = dir
	cmd.Env = s.env()
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("ollama create %s: %w\n%s", name, err, out)
	}
	return nil
}

// Modelfile returns the Modelfile of the tiny models. One thread: with two on a busy
// two-core machine, throughput falls from thousands of tokens per second to tens.
func Modelfile() string { return modelfileWith(TinyTemplate) }

func modelfileWith(template string) string {
	return "FROM ./tiny.gguf\nTEMPLATE \"\"\"" + template + "\"\"\"\nPARAMETER num_thread 1\n"
}

// Log returns what the server has written so far.
func (s *Server) Log() string {
	b, _ := os.ReadFile(filepath.Join(s.Dir, "server.log"))
	return string(b)
}

// Stop ends the server and its runners and removes its folder. It is safe to call
// more than once.
func (s *Server) Stop() error {
	if s.cmd == nil || s.cmd.Process == nil {
		return nil
	}
	killGroup(s.cmd, false)
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		killGroup(s.cmd, true)
		<-s.done
	}
	s.cmd = nil
	return os.RemoveAll(s.Dir)
}

// Env returns the environment entries a client needs to reach this server.
func (s *Server) Env() []string { return []string{"OLLAMA_HOST=" + s.Host} }

// String describes the server for logs.
func (s *Server) String() string {
	return strings.Join([]string{"ollama", Version, "at", s.Host}, " ")
}
