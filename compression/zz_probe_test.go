package compression_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZProbe(t *testing.T) {
	data, err := os.ReadFile(os.Getenv("PROBE"))
	if err != nil {
		t.Skip()
	}
	for _, block := range strings.Split(strings.TrimSpace(string(data)), "\n\n") {
		lines := strings.Split(block, "\n")
		if len(lines) == 1 {
			fmt.Printf("== %s\n", lines[0])
			for _, e := range read31(lines[0]) {
				fmt.Printf("   [%v] %s\n", e.Kind, e.Text)
			}
			continue
		}
		var msgs []string
		for _, l := range lines {
			msgs = append(msgs, l, "A: Ok.")
		}
		fmt.Printf("== MULTI %q\n%s\n", lines, remembered(t, said(msgs...)))
	}
}
