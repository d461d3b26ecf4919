package ollamatest

import (
	"io"
	"math"
	"strconv"

	"github.com/ollama/ollama/api"
)

// Tiny model shape: ~115k parameters, a byte-level vocabulary, a 4096-token window.
const (
	tinyVocab   = 258 // 256 byte tokens, BOS, EOS
	tinyEmbd    = 64
	tinyLayers  = 2
	tinyHeads   = 4
	tinyFFN     = 128
	tinyContext = 4096
	tinyBOS     = 256
	tinyEOS     = 257
)

// TinyVariant selects how the tiny model ends its replies.
type TinyVariant int

const (
	// TinyStops emits letter soup and an end-of-text token now and then
	// (a reply of a few dozen tokens on average).
	TinyStops TinyVariant = iota
	// TinyEndless never emits the end-of-text token: a reply ends only at
	// num_predict or a full window (done_reason "length").
	TinyEndless
	// TinyThinks is TinyStops with one more token, "</think>", written now and
	// then like the end-of-text token: with ThinkingTemplate, Ollama reports
	// the thinking capability, the reply begins as thinking and turns into the
	// answer where "</think>" comes.
	TinyThinks
	// TinyLong is TinyStops with a window of 16,384 tokens, for measuring
	// windows past the tiny model's 4,096 (the evaluation at 8,192).
	TinyLong
	// TinyMerges is TinyStops with a tokenizer that counts differently: 26
	// more tokens, a space and a letter each (" a" … " z"), built by BPE merges.
	// It writes a space only inside those tokens, so its replies read back
	// into the same tokens; a prompt costs one token less than TinyStops' for
	// each space followed by a lowercase letter (MergesPromptTokens).
	TinyMerges
)

// tinyThinkEnd is the id of "</think>" in TinyThinks' vocabulary.
const tinyThinkEnd = tinyVocab

// tinyMerged is the id of " a" in TinyMerges' vocabulary; " b" … " z" follow.
const tinyMerged = tinyVocab

// letterFreq is the relative frequency of the characters the tiny model writes,
// roughly English letter frequencies, so that its gibberish looks like text.
var letterFreq = map[byte]float64{
	' ': 18, 'e': 10.2, 't': 7.5, 'a': 6.5, 'o': 6.2, 'i': 5.7, 'n': 5.7, 's': 5.3,
	'r': 5.0, 'h': 4.9, 'l': 3.3, 'd': 3.3, 'u': 2.3, 'c': 2.2, 'm': 2.0, 'f': 1.8,
	'w': 1.7, 'g': 1.6, 'y': 1.4, 'p': 1.4, 'b': 1.2, 'v': 0.8, 'k': 0.6, '.': 1.0,
	',': 0.8, '\n': 0.4, 'x': 0.15, 'j': 0.1, 'q': 0.1, 'z': 0.07,
}

// lettersFreq is the sum of the letters' frequencies.
func lettersFreq() float64 {
	sum := 0.0
	for b, f := range letterFreq {
		if b >= 'a' && b <= 'z' {
			sum += f
		}
	}
	return sum
}

// splitmix64 is a tiny, fully specified pseudo-random generator: the weights, and
// so the file and its Ollama digest, are the same on every machine and Go version.
type splitmix64 uint64

func (s *splitmix64) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// uniform returns n values uniform in [-a, a).
func (s *splitmix64) uniform(n int, a float64) []float32 {
	out := make([]float32, n)
	for i := range out {
		u := float64(s.next()>>11) / (1 << 53)
		out[i] = float32((2*u - 1) * a)
	}
	return out
}

func constant(n int, v float32) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// gpt2ByteRunes maps each byte to the printable rune that GPT-2 style byte-level
// tokenizers use for it; a token's text is that rune.
func gpt2ByteRunes() [256]rune {
	var m [256]rune
	printable := func(b int) bool {
		return (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF)
	}
	n := 0
	for b := range 256 {
		if printable(b) {
			m[b] = rune(b)
		} else {
			m[b] = rune(256 + n)
			n++
		}
	}
	return m
}

// contextOf is a variant's window.
func contextOf(v TinyVariant) int {
	if v == TinyLong {
		return 4 * tinyContext
	}
	return tinyContext
}

// WriteTinyModel writes the GGUF file of the tiny test model. The output is a pure
// function of the variant: byte-identical on every run.
//
// How it writes text: channel 0 of every token embedding is a constant 1, far larger
// than the other (random) channels, so after the final RMS norm it dominates the
// hidden state; column 0 of the output matrix holds a per-token bias (the log of
// letterFreq, very negative for everything else). The random channels add a
// token-dependent wobble, so the output is a bigram-ish letter soup.
func WriteTinyModel(w io.Writer, v TinyVariant) error {
	runes := gpt2ByteRunes()
	vocab := tinyVocab
	switch v {
	case TinyThinks:
		vocab++
	case TinyMerges:
		vocab += 26
	}
	tokens := make([]string, vocab)
	types := make([]int32, vocab)
	for b := range 256 {
		tokens[b] = string(runes[b])
		types[b] = 1 // normal
	}
	tokens[tinyBOS], types[tinyBOS] = "<s>", 3 // control
	tokens[tinyEOS], types[tinyEOS] = "<|endoftext|>", 3
	if v == TinyThinks {
		tokens[tinyThinkEnd], types[tinyThinkEnd] = "</think>", 4 // user-defined: its text is written
	}
	merges := []string{}
	if v == TinyMerges {
		for i := range 26 {
			letter := string(rune('a' + i))
			tokens[tinyMerged+i], types[tinyMerged+i] = string(runes[' '])+letter, 1
			merges = append(merges, string(runes[' '])+" "+letter)
		}
	}

	headDim := tinyEmbd / tinyHeads
	meta := []kv{
		{"general.architecture", "llama"},
		{"general.name", "ollm-tiny"},
		{"general.file_type", uint32(0)}, // all F32
		{"general.alignment", uint32(ggufAlignment)},
		{"llama.context_length", uint32(contextOf(v))},
		{"llama.embedding_length", uint32(tinyEmbd)},
		{"llama.block_count", uint32(tinyLayers)},
		{"llama.feed_forward_length", uint32(tinyFFN)},
		{"llama.attention.head_count", uint32(tinyHeads)},
		{"llama.attention.head_count_kv", uint32(tinyHeads)},
		{"llama.attention.layer_norm_rms_epsilon", float32(1e-5)},
		{"llama.rope.dimension_count", uint32(headDim)},
		{"llama.rope.freq_base", float32(10000)},
		{"llama.vocab_size", uint32(vocab)},
		{"tokenizer.ggml.model", "gpt2"},
		{"tokenizer.ggml.pre", "default"},
		{"tokenizer.ggml.tokens", tokens},
		{"tokenizer.ggml.token_type", types},
		{"tokenizer.ggml.merges", merges},
		{"tokenizer.ggml.bos_token_id", uint32(tinyBOS)},
		{"tokenizer.ggml.eos_token_id", uint32(tinyEOS)},
		{"tokenizer.ggml.add_bos_token", true},
		{"tokenizer.ggml.add_eos_token", false},
	}

	rng := splitmix64(0x011a_0001)
	embd := rng.uniform(tinyEmbd*vocab, 0.05)
	for t := range vocab {
		embd[t*tinyEmbd] = 1
	}
	output := rng.uniform(tinyEmbd*vocab, 0.5)
	// After the norm, channel 0 is about sqrt(64)=8 times its share; scale the bias
	// so that the logits are about ln(frequency).
	const scale = 1.0 / 7.8
	for t := range vocab {
		bias := -20.0
		if f, ok := letterFreq[byte(t)]; ok && t < 256 {
			bias = math.Log(f)
		}
		if t == tinyEOS {
			bias = math.Log(1.6)
			if v == TinyEndless {
				bias = -40
			}
		}
		if t == tinyThinkEnd && v == TinyThinks {
			bias = math.Log(2.5) // thinking of ~40 tokens on average
		}
		if v == TinyMerges {
			switch {
			case t == ' ':
				bias = -20 // a space comes only with its letter
			case t >= tinyMerged:
				// A space, then the letter, about as often as the two
				// apart in TinyStops.
				bias = math.Log(letterFreq[' '] * letterFreq[byte('a'+t-tinyMerged)] / lettersFreq())
			}
		}
		output[t*tinyEmbd] = float32(bias * scale)
	}

	tensors := []tensor{
		{"token_embd.weight", []uint64{tinyEmbd, uint64(vocab)}, embd},
		{"output_norm.weight", []uint64{tinyEmbd}, constant(tinyEmbd, 1)},
		{"output.weight", []uint64{tinyEmbd, uint64(vocab)}, output},
	}
	for i := range tinyLayers {
		p := func(s string) string { return "blk." + strconv.Itoa(i) + "." + s + ".weight" }
		sq := []uint64{tinyEmbd, tinyEmbd}
		tensors = append(tensors,
			tensor{p("attn_norm"), []uint64{tinyEmbd}, constant(tinyEmbd, 1)},
			tensor{p("attn_q"), sq, rng.uniform(tinyEmbd*tinyEmbd, 0.02)},
			tensor{p("attn_k"), sq, rng.uniform(tinyEmbd*tinyEmbd, 0.02)},
			tensor{p("attn_v"), sq, rng.uniform(tinyEmbd*tinyEmbd, 0.02)},
			tensor{p("attn_output"), sq, rng.uniform(tinyEmbd*tinyEmbd, 0.02)},
			tensor{p("ffn_norm"), []uint64{tinyEmbd}, constant(tinyEmbd, 1)},
			tensor{p("ffn_gate"), []uint64{tinyEmbd, tinyFFN}, rng.uniform(tinyEmbd*tinyFFN, 0.02)},
			tensor{p("ffn_up"), []uint64{tinyEmbd, tinyFFN}, rng.uniform(tinyEmbd*tinyFFN, 0.02)},
			tensor{p("ffn_down"), []uint64{tinyFFN, tinyEmbd}, rng.uniform(tinyFFN*tinyEmbd, 0.02)},
		)
	}
	return writeGGUF(w, meta, tensors)
}

// TinyTemplate is the chat template of the tiny models: a role tag before each
// message, one newline after it, and an open assistant tag. With the byte-level
// vocabulary, the prompt is exactly len(rendered)+1 tokens (the +1 is BOS).
const TinyTemplate = `{{- range .Messages }}<|{{ .Role }}|>{{ .Content }}
{{ end }}<|assistant|>`

// ThinkingTemplate is TinyTemplate for TinyThinks: earlier thinking between
// <think> tags inside the messages (from which Ollama infers the tags and the
// thinking capability), and the reply opened with <think> when thinking is on.
const ThinkingTemplate = `{{- range .Messages }}<|{{ .Role }}|>{{ if .Thinking }}<think>{{ .Thinking }}</think>{{ end }}{{ .Content }}
{{ end }}<|assistant|>{{ if .Think }}<think>{{ end }}`

// ToolsTemplate is TinyTemplate with the tools' names on a first line and each
// message's tool calls after its content, by name: Ollama infers the tools
// capability from it, and the prompt stays exactly predictable
// (RenderToolsPrompt).
const ToolsTemplate = `{{- if .Tools }}<|tools|>{{ range .Tools }}{{ .Function.Name }};{{ end }}
{{ end }}{{- range .Messages }}<|{{ .Role }}|>{{ .Content }}{{ range .ToolCalls }}<call>{{ .Function.Name }}</call>{{ end }}
{{ end }}<|assistant|>`

// RenderToolsPrompt renders a request as Ollama renders it with ToolsTemplate
// (consecutive messages of one role joined, as Ollama joins them, but for tool
// results; the first one's calls kept): its prompt_eval_count is the length
// plus one.
func RenderToolsPrompt(tools api.Tools, msgs []api.Message) string {
	var s []byte
	if len(tools) > 0 {
		s = append(s, "<|tools|>"...)
		for _, t := range tools {
			s = append(s, t.Function.Name+";"...)
		}
		s = append(s, '\n')
	}
	for i := 0; i < len(msgs); {
		m := msgs[i]
		content := m.Content
		j := i + 1
		for ; j < len(msgs) && msgs[j].Role == m.Role && m.Role != "tool"; j++ {
			content += "\n\n" + msgs[j].Content
		}
		s = append(s, "<|"+m.Role+"|>"+content...)
		for _, c := range m.ToolCalls {
			s = append(s, "<call>"+c.Function.Name+"</call>"...)
		}
		s = append(s, '\n')
		i = j
	}
	return string(append(s, "<|assistant|>"...))
}

// TinyPromptTokens is the tiny models' exact prompt_eval_count for a request's
// messages: the rendered prompt's bytes and BOS.
func TinyPromptTokens(msgs []api.Message) int {
	return len(renderMessages(msgs)) + 1
}

// MergesPromptTokens is MergesModel's exact prompt_eval_count for a request's
// messages: TinyPromptTokens less one for each space followed by a lowercase
// letter, which its tokenizer merges into one token.
func MergesPromptTokens(msgs []api.Message) int {
	prompt := renderMessages(msgs)
	merged := 0
	for i := 0; i+1 < len(prompt); i++ {
		if prompt[i] == ' ' && prompt[i+1] >= 'a' && prompt[i+1] <= 'z' {
			merged++
		}
	}
	return len(prompt) + 1 - merged
}

// renderMessages renders a request's messages with TinyTemplate.
func renderMessages(msgs []api.Message) string {
	roles, contents := make([]string, len(msgs)), make([]string, len(msgs))
	for i, m := range msgs {
		roles[i], contents[i] = m.Role, m.Content
	}
	return RenderTinyPrompt(roles, contents)
}

// RenderTinyPrompt renders messages as Ollama renders them with TinyTemplate, so
// that tests can predict prompt_eval_count exactly: len(RenderTinyPrompt(...)) + 1.
// Like Ollama, it first joins consecutive messages of one role into one, with a
// blank line between them (docs/ollama-behaviour.md).
func RenderTinyPrompt(roles, contents []string) string {
	var s []byte
	for i := 0; i < len(roles); {
		content := contents[i]
		j := i + 1
		for ; j < len(roles) && roles[j] == roles[i]; j++ {
			content += "\n\n" + contents[j]
		}
		s = append(s, "<|"+roles[i]+"|>"+content+"\n"...)
		i = j
	}
	return string(append(s, "<|assistant|>"...))
}
