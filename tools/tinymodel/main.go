// Command tinymodel writes the project's tiny test model (GGUF) and its Modelfile
// into a folder, for registering it by hand with `ollama create NAME -f Modelfile`.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ollm/ollm/internal/ollamatest"
)

func main() {
	dir := flag.String("o", ".", "output folder")
	endless := flag.Bool("endless", false, "write the variant that never emits end-of-text")
	flag.Parse()
	v := ollamatest.TinyStops
	if *endless {
		v = ollamatest.TinyEndless
	}
	if err := write(*dir, v); err != nil {
		fmt.Fprintln(os.Stderr, "tinymodel:", err)
		os.Exit(1)
	}
}

func write(dir string, v ollamatest.TinyVariant) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "tiny.gguf"))
	if err != nil {
		return err
	}
	if err := ollamatest.WriteTinyModel(f, v); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "Modelfile"), []byte(ollamatest.Modelfile()), 0o644)
}
