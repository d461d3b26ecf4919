# The project's vocabulary. `make test` and `make demo` are the two that matter.
GO       ?= go
BIN      := bin/ollm
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -s -w -X github.com/ollm/ollm/cmd.Version=$(VERSION)
OLLAMA   := .cache/ollama-0.24.0/ollama

.PHONY: build run test test-short golden bench fuzz lint demo eval ollama clean

build:
	$(GO) build -ldflags '$(LDFLAGS)' -o $(BIN) .

run: build
	./$(BIN)

# Builds (or reuses) the real Ollama server, then runs every test, the
# integration tests against that server included, with the race detector.
test: ollama
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 30m ./...

# Unit tests only: no server.
test-short:
	$(GO) test -short ./...

# Rewrites the golden files of the view tests from the current output.
golden:
	$(GO) test ./tui -update

bench: ollama
	$(GO) test -run=NONE -bench=. -benchmem ./...

fuzz:
	$(GO) test -run=NONE -fuzz=FuzzText -fuzztime=60s ./tui/sanitize/

lint:
	$(GO) vet ./...
	@test -z "$$(gofmt -l .)" || (echo "gofmt needed:"; gofmt -l .; exit 1)

# The real Ollama server, built once from the Go module proxy (a few minutes).
ollama:
	@scripts/build-ollama.sh >/dev/null

# A working demo on a bare machine: the real server with the tiny generated
# model, and ollm against it. Quitting ollm stops the server.
demo: ollama build
	$(GO) run ./tools/demo -ollm ./$(BIN)

# The faithfulness evaluation (docs/evaluation.md) against the real server with
# the tiny model: every part of the corpus (four conversations of 40 turns each;
# docs/evaluation.md counts them) at 2k, 4k and 8k, the memory and dropping
# turns (more than a day on 2 cores;
# add 14336, a real tokenizer's 4k, with `go run ./tools/eval -num-ctx 14336`;
# `-halves dev37,dev38` plays two parts alone).
# `ollm eval` runs a held-out part against your own server and model.
eval: ollama
	$(GO) run ./tools/eval -strategies ledger,truncate

clean:
	rm -rf bin
