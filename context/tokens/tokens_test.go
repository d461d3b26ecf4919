package tokens

import (
	"math"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestCounterUsesTiktokenOffline(t *testing.T) {
	start := time.Now()
	c := NewCounter()
	if err := c.Wait(); err != nil {
		t.Fatalf("offline encoder: %v", err)
	}
	t.Logf("first encoder load: %s", time.Since(start))
	if got := c.Count("hello world"); got != 2 {
		t.Fatalf("hello world = %d tokens, want 2 (cl100k_base)", got)
	}
	// Special tokens in untrusted text are ordinary text, never a panic.
	if got := c.Count("a <|endoftext|> b"); got < 5 {
		t.Fatalf("special token text counted as %d", got)
	}
}

func TestCountBeforeReadyFallsBack(t *testing.T) {
	var c *Counter
	if got := c.Count("abcdefgh"); got != 2 {
		t.Fatalf("heuristic = %d", got)
	}
	if got := Heuristic("日本語"); got != 3 {
		t.Fatalf("CJK heuristic = %d, want a token per character", got)
	}
}

func TestCalibration(t *testing.T) {
	var c Calibration
	if c.Apply(100) != 100 {
		t.Fatal("uncalibrated estimate changed")
	}
	c = c.Observe(100, 250)
	if c.Apply(100) != 250 || c.Samples != 1 {
		t.Fatalf("first observation: %+v", c)
	}
	c = c.Observe(100, 350)
	if math.Abs(c.Ratio-2.8) > 1e-9 {
		t.Fatalf("smoothed ratio %v, want 0.7×2.5+0.3×3.5 = 2.8", c.Ratio)
	}
	if c.Observe(100, 5000) != c || c.Observe(0, 10) != c {
		t.Fatal("an absurd observation moved the ratio")
	}
}

func TestCalibrationsPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), "calibration.json")
	cs := LoadCalibrations(path)
	cs.Set("llama3", Calibration{Ratio: 1.2, Samples: 3})
	if err := cs.Save(); err != nil {
		t.Fatal(err)
	}
	if got := LoadCalibrations(path).Get("llama3"); got.Ratio != 1.2 || got.Samples != 3 {
		t.Fatalf("reloaded %+v", got)
	}
	if got := LoadCalibrations(filepath.Join(t.TempDir(), "none.json")).Get("x"); got.Samples != 0 {
		t.Fatal("missing file is not empty")
	}
}

var prose = strings.Repeat("The quick brown fox jumps over the lazy dog, and then it writes a long letter about its day. ", 400)

func BenchmarkCountProse(b *testing.B) {
	c := NewCounter()
	if err := c.Wait(); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(prose)))
	for b.Loop() {
		c.Count(prose)
	}
}
