// Command measure runs ollm and `ollama run` side by side in a 120×40
// pseudo-terminal against the project's own Ollama server, with the tiny
// endless model at num_ctx 4096 (replies of ~4,070 tokens), and prints the
// whole-process figures of docs/performance.md: time to the first screen, CPU
// while idle (run time from /proc/PID/task/*/schedstat), CPU per streamed
// reply (user+sys from /proc/PID/stat), and resident memory.
//
//	go run ./tools/measure
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/creack/pty"

	"github.com/ollm/ollm/internal/ollamatest"
	"github.com/ollm/ollm/session"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "measure:", err)
		os.Exit(1)
	}
}

// proc is a program in a pseudo-terminal.
type proc struct {
	cmd  *exec.Cmd
	ptmx *os.File
	mu   sync.Mutex
	out  bytes.Buffer
}

func startProc(env []string, name string, args ...string) (*proc, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Env = append(cmd.Env, "TERM=xterm-256color")
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 120})
	if err != nil {
		return nil, err
	}
	p := &proc{cmd: cmd, ptmx: ptmx}
	go func() {
		buf := make([]byte, 64<<10)
		for {
			n, err := ptmx.Read(buf)
			p.mu.Lock()
			p.out.Write(buf[:n])
			p.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return p, nil
}

func (p *proc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

func (p *proc) size() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.Len()
}

func (p *proc) waitFor(text string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for !strings.Contains(p.output(), text) {
		if time.Now().After(deadline) {
			return fmt.Errorf("%q did not appear within %s", text, limit)
		}
		time.Sleep(time.Millisecond)
	}
	return nil
}

// quiet waits until the output has not grown for d.
func (p *proc) quiet(d time.Duration) {
	last, since := p.size(), time.Now()
	for time.Since(since) < d {
		time.Sleep(50 * time.Millisecond)
		if n := p.size(); n != last {
			last, since = n, time.Now()
		}
	}
}

func (p *proc) send(text string) { _, _ = p.ptmx.Write([]byte(text)) }

// cpu is the process's user+sys time so far.
func (p *proc) cpu() time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+2:]))
	ut, _ := strconv.Atoi(f[11])
	st, _ := strconv.Atoi(f[12])
	return time.Duration(ut+st) * time.Second / 100
}

// runTime is the time the process's threads have run so far, to the
// nanosecond (/proc/PID/task/*/schedstat): for the idle figure, where the
// clock ticks of cpu (10 ms) are too coarse.
func (p *proc) runTime() time.Duration {
	tasks, _ := os.ReadDir(fmt.Sprintf("/proc/%d/task", p.cmd.Process.Pid))
	var sum time.Duration
	for _, t := range tasks {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/schedstat", p.cmd.Process.Pid, t.Name()))
		if f := strings.Fields(string(data)); err == nil && len(f) > 0 {
			ns, _ := strconv.ParseInt(f[0], 10, 64)
			sum += time.Duration(ns)
		}
	}
	return sum
}

// rss is the resident memory in MB.
func (p *proc) rss() float64 {
	data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			kb, _ := strconv.Atoi(strings.Fields(l)[1])
			return float64(kb) / 1024
		}
	}
	return 0
}

func (p *proc) stop() {
	// A signal first, so that ollm ends as it does for a person (and writes
	// its CPU profile when asked to); then a kill for what did not end.
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	exited := make(chan struct{})
	go func() { _, _ = p.cmd.Process.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		_ = p.cmd.Process.Kill()
		<-exited
	}
	p.ptmx.Close()
}

type figures struct {
	name                     string
	firstScreen              []time.Duration
	idle                     time.Duration // run time over 10 s idle
	perReply                 []time.Duration
	rssIdle, rssAfterReplies float64
}

func run() error {
	loadBefore := loadAverage()
	replies := flag.Int("replies", 6, "replies per client (they alternate, so that both see the same load)")
	starts := flag.Int("starts", 5, "starts of ollm timed to its first screen")
	flag.Parse()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	srv, err := ollamatest.Start(ctx)
	if err != nil {
		return err
	}
	defer srv.Stop()
	if err := srv.CreateTinyModels(ctx); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "ollm-measure-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "ollm")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	ollama, err := ollamatest.BinaryPath()
	if err != nil {
		return err
	}
	// Load the model once, so that neither client pays for it.
	warm, _ := startProc([]string{"OLLAMA_HOST=" + srv.Host}, ollama, "run", ollamatest.EndlessModel, "hi")
	time.Sleep(3 * time.Second)
	warm.stop()

	clients := []client{ollmClient(bin, srv.Host, filepath.Join(dir, "home")), ollamaRunClient(ollama, srv.Host)}
	figs := make([]figures, len(clients))
	for i := range figs {
		figs[i].name = clients[i].name
	}
	// First screens: ollm started again and again (ollama run's first
	// screen waits for its model to load, which says nothing of the client).
	for range *starts {
		d, err := firstScreen(clients[0])
		if err != nil {
			return err
		}
		figs[0].firstScreen = append(figs[0].firstScreen, d)
	}
	procs := make([]*proc, len(clients))
	for i, c := range clients {
		start := time.Now()
		p, err := c.start()
		if err != nil {
			return err
		}
		defer p.stop()
		procs[i] = p
		if i > 0 {
			figs[i].firstScreen = append(figs[i].firstScreen, time.Since(start))
		}
	}
	// Idle: both at once, after the start-up's background work.
	time.Sleep(2 * time.Second)
	idle0 := make([]time.Duration, len(procs))
	for i, p := range procs {
		idle0[i] = p.runTime()
	}
	time.Sleep(10 * time.Second)
	for i, p := range procs {
		figs[i].idle, figs[i].rssIdle = p.runTime()-idle0[i], p.rss()
	}
	// The replies alternate between the clients: the machine's load moves
	// both figures alike, so their ratio holds better than either.
	for r := range *replies {
		for i, c := range clients {
			d, err := reply(c, procs[i], r+1)
			if err != nil {
				return err
			}
			figs[i].perReply = append(figs[i].perReply, d)
		}
	}
	for i, p := range procs {
		figs[i].rssAfterReplies = p.rss()
	}
	fmt.Printf("%s, %s, 120×40 pty, num_ctx 4096, %d replies of ~4,070 tokens each, alternating; load average %s before, %s after\n\n",
		srv, ollamatest.EndlessModel, *replies, loadBefore, loadAverage())
	fmt.Println("| client | first screen (median, each) | CPU per reply (median, each) | CPU idle (10 s, share of a core) | RSS idle | RSS after the replies |")
	fmt.Println("|---|---|---|---|---|---|")
	for _, f := range figs {
		fmt.Printf("| %s | %d ms (%s) | %.2f s (%s) | %.1f ms (%.2f%%) | %.0f MB | %.0f MB |\n", f.name, median(f.firstScreen).Milliseconds(), each(f.firstScreen, ms),
			median(f.perReply).Seconds(), each(f.perReply, secs), float64(f.idle.Microseconds())/1000, float64(f.idle)/float64(10*time.Second)*100, f.rssIdle, f.rssAfterReplies)
	}
	var ratios []time.Duration
	for r := range figs[0].perReply {
		ratios = append(ratios, figs[0].perReply[r]*1000/figs[1].perReply[r])
	}
	fmt.Printf("\nollm / ollama run, CPU of each pair of replies: median %.2f (%s)\n", float64(median(ratios))/1000, each(ratios, func(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/1000) }))
	return nil
}

// loadAverage is the machine's load over the last minute (/proc/loadavg):
// the figures move with it, so it goes with them.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "unknown"
}

func ms(d time.Duration) string   { return fmt.Sprint(d.Milliseconds()) }
func secs(d time.Duration) string { return fmt.Sprintf("%.2f", d.Seconds()) }

func each(ds []time.Duration, f func(time.Duration) string) string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = f(d)
	}
	return strings.Join(out, ", ")
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// replyCount reads how many replies the session file holds.
func replyCount(home string) int {
	files, _ := filepath.Glob(filepath.Join(home, "sessions", "*.json"))
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var s session.Session
		if json.Unmarshal(data, &s) != nil {
			continue
		}
		for _, m := range s.Messages {
			if m.Role == session.RoleAssistant && m.DoneReason != "" {
				n++
			}
		}
	}
	return n
}

// client is one program to measure: how to start it, what to type first, how
// to clear its context, and how to know a reply has ended.
type client struct {
	name  string
	env   []string
	bin   string
	args  []string
	setup []string // lines typed after the first screen
	clear string
	ended func(p *proc, reply int) error
}

// start runs c up to its first screen and types its setup.
func (c client) start() (*proc, error) {
	p, err := startProc(c.env, c.bin, c.args...)
	if err != nil {
		return nil, err
	}
	if err := p.waitFor("Send a message", 10*time.Second); err != nil {
		p.stop()
		return nil, fmt.Errorf("%s: %w", c.name, err)
	}
	for _, line := range c.setup {
		p.send(line + "\r")
		p.quiet(300 * time.Millisecond)
	}
	return p, nil
}

// firstScreen starts c, times its first screen and stops it.
func firstScreen(c client) (time.Duration, error) {
	start := time.Now()
	p, err := startProc(c.env, c.bin, c.args...)
	if err != nil {
		return 0, err
	}
	defer p.stop()
	if err := p.waitFor("Send a message", 10*time.Second); err != nil {
		return 0, fmt.Errorf("%s: %w", c.name, err)
	}
	return time.Since(start), nil
}

// reply has c write its n-th reply on a cleared context and returns the CPU
// it took.
func reply(c client, p *proc, n int) (time.Duration, error) {
	p.send(c.clear + "\r")
	p.quiet(300 * time.Millisecond)
	c0 := p.cpu()
	p.send(fmt.Sprintf("write a long story, number %d\r", n))
	if err := c.ended(p, n); err != nil {
		return 0, fmt.Errorf("%s: %w", c.name, err)
	}
	return p.cpu() - c0, nil
}

func ollmClient(bin, host, home string) client {
	return client{
		name: "ollm", env: []string{"OLLM_HOME=" + home}, bin: bin,
		args:  []string{"--host", host, "--model", ollamatest.EndlessModel, "--num-ctx", "4096"},
		clear: "/clear-context",
		// The reply has ended when the session file holds it.
		ended: func(p *proc, reply int) error {
			deadline := time.Now().Add(2 * time.Minute)
			for replyCount(home) < reply {
				if time.Now().After(deadline) {
					return fmt.Errorf("reply %d did not end", reply)
				}
				time.Sleep(20 * time.Millisecond)
			}
			p.quiet(500 * time.Millisecond)
			return nil
		},
	}
}

func ollamaRunClient(bin, host string) client {
	return client{
		name: "`ollama run` (v" + ollamatest.Version + ")", env: []string{"OLLAMA_HOST=" + host}, bin: bin,
		args: []string{"run", ollamatest.EndlessModel},
		// The same window, and the same reply length as ollm's (which stops
		// at the full window: shift off).
		setup: []string{"/set parameter num_ctx 4096", "/set parameter num_predict 4070"},
		clear: "/clear",
		// The reply has ended when the screen stops changing.
		ended: func(p *proc, _ int) error {
			time.Sleep(time.Second)
			p.quiet(time.Second)
			return nil
		},
	}
}
