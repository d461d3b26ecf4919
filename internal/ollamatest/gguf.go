package ollamatest

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
)

// GGUF value types, as numbered by the GGUF v3 specification.
const (
	ggufUint32  uint32 = 4
	ggufInt32   uint32 = 5
	ggufFloat32 uint32 = 6
	ggufBool    uint32 = 7
	ggufString  uint32 = 8
	ggufArray   uint32 = 9
)

// ggmlTypeF32 is the tensor type of every tensor we write: plain little-endian float32.
const ggmlTypeF32 uint32 = 0

const ggufAlignment = 32

// kv is one metadata entry. Value is one of uint32, int32, float32, bool, string,
// []string or []int32.
type kv struct {
	Key   string
	Value any
}

// tensor is one weight tensor. Dims are in GGUF order: Dims[0] is the innermost
// (contiguous) dimension.
type tensor struct {
	Name string
	Dims []uint64
	Data []float32
}

// ggufWriter writes little-endian values and remembers the first error.
type ggufWriter struct {
	w   *bufio.Writer
	n   int64
	err error
}

func (g *ggufWriter) raw(v any) {
	if g.err != nil {
		return
	}
	g.err = binary.Write(g.w, binary.LittleEndian, v)
	g.n += int64(binary.Size(v))
}

func (g *ggufWriter) str(s string) {
	g.raw(uint64(len(s)))
	if g.err == nil {
		_, g.err = g.w.WriteString(s)
		g.n += int64(len(s))
	}
}

func (g *ggufWriter) pad() {
	for g.n%ggufAlignment != 0 {
		g.raw(uint8(0))
	}
}

func (g *ggufWriter) value(v any) {
	switch v := v.(type) {
	case uint32:
		g.raw(ggufUint32)
		g.raw(v)
	case int32:
		g.raw(ggufInt32)
		g.raw(v)
	case float32:
		g.raw(ggufFloat32)
		g.raw(v)
	case bool:
		g.raw(ggufBool)
		g.raw(v)
	case string:
		g.raw(ggufString)
		g.str(v)
	case []string:
		g.raw(ggufArray)
		g.raw(ggufString)
		g.raw(uint64(len(v)))
		for _, s := range v {
			g.str(s)
		}
	case []int32:
		g.raw(ggufArray)
		g.raw(ggufInt32)
		g.raw(uint64(len(v)))
		g.raw(v)
	default:
		g.err = fmt.Errorf("gguf: unsupported metadata type %T", v)
	}
}

// writeGGUF writes a GGUF v3 file with the given metadata and F32 tensors.
func writeGGUF(w io.Writer, meta []kv, tensors []tensor) error {
	g := &ggufWriter{w: bufio.NewWriter(w)}
	g.raw([]byte("GGUF"))
	g.raw(uint32(3))
	g.raw(uint64(len(tensors)))
	g.raw(uint64(len(meta)))
	for _, e := range meta {
		g.str(e.Key)
		g.value(e.Value)
	}
	var offset uint64
	for _, t := range tensors {
		n := uint64(1)
		for _, d := range t.Dims {
			n *= d
		}
		if n != uint64(len(t.Data)) {
			return fmt.Errorf("gguf: tensor %s has %d values for dims %v", t.Name, len(t.Data), t.Dims)
		}
		g.str(t.Name)
		g.raw(uint32(len(t.Dims)))
		g.raw(t.Dims)
		g.raw(ggmlTypeF32)
		g.raw(offset)
		offset += n * 4
		offset = (offset + ggufAlignment - 1) / ggufAlignment * ggufAlignment
	}
	g.pad()
	for _, t := range tensors {
		buf := make([]byte, 4*len(t.Data))
		for i, f := range t.Data {
			binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(f))
		}
		g.raw(buf)
		g.pad()
	}
	if g.err != nil {
		return fmt.Errorf("gguf: %w", g.err)
	}
	return g.w.Flush()
}
