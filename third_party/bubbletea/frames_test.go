package tea

import (
	"bytes"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// countingRenderer counts the frames the program asks for.
type countingRenderer struct {
	nilRenderer
	mu      sync.Mutex
	flushes int
	views   []string
	drawn   chan string
}

func (r *countingRenderer) render(v View) {
	r.mu.Lock()
	r.views = append(r.views, v.Content)
	r.mu.Unlock()
}

func (r *countingRenderer) flush(closing bool) error {
	r.mu.Lock()
	r.flushes++
	last := ""
	if len(r.views) > 0 {
		last = r.views[len(r.views)-1]
	}
	r.mu.Unlock()
	if !closing {
		select {
		case r.drawn <- last:
		default:
		}
	}
	return nil
}

func (r *countingRenderer) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.flushes
}

// textModel shows the text it was last sent, and counts the messages it got.
type textModel struct {
	text string
	msgs *atomic.Int64
}

func (m textModel) Init() Cmd { return nil }
func (m textModel) Update(msg Msg) (Model, Cmd) {
	m.msgs.Add(1)
	if s, ok := msg.(string); ok {
		m.text = s
	}
	return m, nil
}
func (m textModel) View() View { return NewView(m.text) }

func startCounting(t *testing.T, fps int) (*Program, *countingRenderer, *atomic.Int64) {
	t.Helper()
	r := &countingRenderer{drawn: make(chan string, 1)}
	msgs := &atomic.Int64{}
	p := NewProgram(textModel{text: "start", msgs: msgs}, WithInput(nil), WithOutput(&bytes.Buffer{}), WithoutSignalHandler(), WithFPS(fps))
	p.renderer = r
	done := make(chan struct{})
	go func() { _, _ = p.Run(); close(done) }()
	t.Cleanup(func() { p.Quit(); <-done })
	return p, r, msgs
}

// waitDrawn waits until a frame shows want.
func waitDrawn(t *testing.T, r *countingRenderer, want string) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case got := <-r.drawn:
			if got == want {
				return
			}
		case <-deadline:
			t.Fatalf("no frame showed %q", want)
		}
	}
}

// ollm's patch: a program draws a frame only after a message; with none, it
// draws nothing. The original drew (flushed) on every tick of a ticker, fps
// times a second, and woke the process as often.
func TestNoFramesWhileIdle(t *testing.T) {
	p, r, msgs := startCounting(t, 60)
	p.Send("hello")
	waitDrawn(t, r, "hello")
	frames0, msgs0 := r.count(), msgs.Load()
	time.Sleep(200 * time.Millisecond) // twelve frame intervals
	// Start-up messages of the program itself may still come in.
	if frames, got := r.count()-frames0, msgs.Load()-msgs0; frames > int(got) {
		t.Fatalf("%d frames drawn in 200 ms for %d messages", frames, got)
	}
	p.Send("again")
	waitDrawn(t, r, "again")
}

// Many changes in a burst are drawn together: never more than fps frames a
// second, and the last view is the one on screen.
func TestFramesAreCapped(t *testing.T) {
	p, r, _ := startCounting(t, 10)
	p.Send("first")
	waitDrawn(t, r, "first")
	before, start := r.count(), time.Now()
	for i := range 200 {
		p.Send(string(rune('a' + i%26)))
	}
	p.Send("last")
	waitDrawn(t, r, "last")
	frames, elapsed := r.count()-before, time.Since(start)
	if most := int(elapsed/(100*time.Millisecond)) + 2; frames > most {
		t.Fatalf("%d frames in %s at 10 fps (at most %d)", frames, elapsed, most)
	}
}
