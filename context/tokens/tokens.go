// Package tokens counts tokens offline and calibrates the count against Ollama's
// own figures, per model.
//
// The tokenizer is tiktoken's cl100k_base with the offline BPE loader: no network
// at run time, ever. It is not the model's tokenizer, so each model gets a ratio,
// learnt from prompt_eval_count after every reply, that turns our count into the
// model's.
package tokens

import (
	"sync"
	"time"
	"unicode/utf8"

	"github.com/pkoukk/tiktoken-go"
	tiktoken_loader "github.com/pkoukk/tiktoken-go-loader"
)

// Encoding is the tiktoken encoding used for every model.
const Encoding = "cl100k_base"

// MessageOverhead is the template around a message (role tags, separators) in
// estimate units, until calibration has learnt the model's own.
const MessageOverhead = 4

// setLoader installs the offline loader once: tiktoken-go keeps it globally.
var setLoader sync.Once

// Counter counts tokens. Its encoder loads in the background (100–300 ms); until
// it is ready, Count falls back to a heuristic, so nothing waits for it.
type Counter struct {
	ready chan struct{}
	enc   *tiktoken.Tiktoken
	err   error
}

// NewCounter starts loading the encoder and returns at once.
func NewCounter() *Counter { return NewCounterAfter(0) }

// NewCounterAfter returns at once and starts loading the encoder after d:
// the load takes ~70 ms of CPU and allocates ~30 MB, which a program's first
// frame should not share two cores with.
func NewCounterAfter(d time.Duration) *Counter {
	c := &Counter{ready: make(chan struct{})}
	go func() {
		defer close(c.ready)
		if d > 0 {
			time.Sleep(d)
		}
		setLoader.Do(func() { tiktoken.SetBpeLoader(tiktoken_loader.NewOfflineLoader()) })
		c.enc, c.err = tiktoken.GetEncoding(Encoding)
	}()
	return c
}

// Wait blocks until the encoder is loaded and returns its error, if any.
func (c *Counter) Wait() error {
	<-c.ready
	return c.err
}

// Ready reports whether the encoder is loaded.
func (c *Counter) Ready() bool {
	select {
	case <-c.ready:
		return c.err == nil
	default:
		return false
	}
}

// Count returns the number of tokens in s. Untrusted text goes through the
// ordinary encoder: the special-token path panics or crawls on "<|endoftext|>".
func (c *Counter) Count(s string) int {
	if s == "" {
		return 0
	}
	if c != nil && c.Ready() {
		return len(c.enc.EncodeOrdinary(s))
	}
	return Heuristic(s)
}

// Heuristic estimates tokens without a tokenizer: four ASCII bytes a token, and a
// token for every other character (CJK and emoji are about one token or more each;
// a chars/4 rule misses them by 3–10×).
func Heuristic(s string) int {
	ascii, other := 0, 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			ascii++
			i++
			continue
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		other++
		i += n
	}
	return (ascii+3)/4 + other
}
