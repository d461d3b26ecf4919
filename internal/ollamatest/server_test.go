package ollamatest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"
)

func TestMain(m *testing.M) { Main(m) }

func TestTinyModelIsByteIdentical(t *testing.T) {
	sum := func(v TinyVariant) string {
		var b bytes.Buffer
		if err := WriteTinyModel(&b, v); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("%x (%d bytes)", sha256.Sum256(b.Bytes()), b.Len())
	}
	for _, v := range []TinyVariant{TinyStops, TinyEndless} {
		a, b := sum(v), sum(v)
		if a != b {
			t.Fatalf("variant %d: two writes differ: %s vs %s", v, a, b)
		}
		t.Logf("variant %d: sha256 %s", v, a)
	}
	if sum(TinyStops) == sum(TinyEndless) {
		t.Fatal("the two variants are the same file")
	}
}
