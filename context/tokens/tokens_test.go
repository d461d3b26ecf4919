package tokens

import (
	"math"
	"os"
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

func TestCalibrationFitsRatioAndOverhead(t *testing.T) {
	var c Calibration
	if c.Predict(100, 2) != 108 || c.Scale(100) != 100 {
		t.Fatal("uncalibrated prediction is not the raw estimate")
	}
	// A model whose tokens are 2.5 per estimated token, with 9 per template:
	// short and long prompts alike must be predicted within 2% once fitted.
	truth := func(e, m int) int { return int(2.5*float64(e)) + 9*m }
	for i, p := range [][2]int{{10, 2}, {300, 4}, {5, 3}, {120, 6}, {40, 2}, {500, 8}, {2, 2}, {80, 5}} {
		c = c.Observe(p[0], p[1], truth(p[0], p[1]))
		if c.Samples != i+1 {
			t.Fatal("observation not counted")
		}
	}
	for _, p := range [][2]int{{3, 2}, {1000, 3}, {60, 10}} {
		want := truth(p[0], p[1])
		if got := c.Predict(p[0], p[1]); math.Abs(float64(got-want)) > 0.02*float64(want)+1 {
			t.Errorf("predict(%d, %d) = %d, want %d (ratio %.2f, overhead %.2f)", p[0], p[1], got, want, c.Ratio, c.Overhead)
		}
	}
	if c.Observe(100, 2, 100000) != c || c.Observe(10, 0, 10) != c {
		t.Fatal("an absurd observation moved the fit")
	}
}

func TestCalibrationsPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), "calibration.json")
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	cs, _ := LoadCalibrations(path, now)
	cs.Set("llama3", Calibration{Ratio: 1.2, Overhead: 5, Samples: 3})
	if err := cs.Save(); err != nil {
		t.Fatal(err)
	}
	if got, notice := LoadCalibrations(path, now); got.Get("llama3").Ratio != 1.2 || got.Get("llama3").Samples != 3 || notice != "" {
		t.Fatalf("reloaded %+v, notice %q", got.Get("llama3"), notice)
	}
	if got, notice := LoadCalibrations(filepath.Join(t.TempDir(), "none.json"), now); got.Get("x").Samples != 0 || notice != "" {
		t.Fatal("missing file is not empty, or said something")
	}
}

// A corrupt calibration.json is set aside (never overwritten by the next save)
// and the person is told once.
func TestCorruptCalibrationsAreSetAsideAndSaid(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "calibration.json")
	if err := os.WriteFile(path, []byte("{broken"), 0o600); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	cs, notice := LoadCalibrations(path, now)
	aside := path + ".corrupt-20261120-120000"
	if !strings.Contains(notice, aside) {
		t.Fatalf("notice %q does not name %s", notice, aside)
	}
	if data, err := os.ReadFile(aside); err != nil || string(data) != "{broken" {
		t.Fatalf("the bad file was not kept aside: %v %q", err, data)
	}
	cs.Set("m", Calibration{Ratio: 1, Samples: 1})
	if err := cs.Save(); err != nil {
		t.Fatal(err)
	}
	if _, again := LoadCalibrations(path, now); again != "" {
		t.Fatalf("said again on the next start: %q", again)
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
