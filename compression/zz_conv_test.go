package compression_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// CONV=part:conv:from:to[:drop,drop]
func TestZZConv(t *testing.T) {
	if os.Getenv("CONV") == "" {
		t.Skip()
	}
	spec := strings.Split(os.Getenv("CONV"), ":")
	data, _ := os.ReadFile("../internal/eval/corpus/" + spec[0] + ".json")
	var c struct {
		Conversations []struct {
			ID    string
			Turns []struct{ Text string }
		}
	}
	json.Unmarshal(data, &c)
	from, _ := strconv.Atoi(spec[2])
	to, _ := strconv.Atoi(spec[3])
	drop := map[int]bool{}
	if len(spec) > 4 {
		for _, d := range strings.Split(spec[4], ",") {
			n, _ := strconv.Atoi(d)
			drop[n] = true
		}
	}
	for _, cv := range c.Conversations {
		if cv.ID != spec[1] {
			continue
		}
		var msgs []string
		for i := from; i <= to; i++ {
			if !drop[i] {
				msgs = append(msgs, cv.Turns[i-1].Text, "A: Ok.")
			}
		}
		mem := remembered(t, said(msgs...))
		n := 2*len(msgs)/2 - 1
		for _, l := range strings.Split(mem, "\n") {
			if g := os.Getenv("GREP"); g != "" && strings.Contains(l, g) || g == "" && strings.HasPrefix(strings.TrimSpace(l), fmt.Sprintf("- #%d ", n)) || strings.HasPrefix(strings.TrimSpace(l), fmt.Sprintf("- #%d (", n)) {
				t.Log(l)
			}
		}
	}
}
