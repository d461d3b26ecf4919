package compression_test

import (
	"os"
	"testing"
)

func TestZZProbe(t *testing.T) {
	for _, e := range read31(os.Getenv("PROBE")) {
		t.Logf("%s w=%d: %s", e.Kind, e.Weight, e.Text)
	}
}

func TestZZTwo(t *testing.T) {
	mem := remembered(t, said(os.Getenv("A"), "A: Ok.", os.Getenv("B"), "A: Ok."))
	t.Log("\n" + mem)
}
