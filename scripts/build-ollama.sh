#!/usr/bin/env bash
# Builds the pinned Ollama server that ollm's integration tests and `make demo` run
# against, from the Go module proxy with cgo on. Reuses an existing build.
#
# Output: $OLLM_CACHE/ollama-$OLLAMA_VERSION/ollama (OLLM_CACHE defaults to .cache in the
# repository; it is ignored by git). Prints the binary's path on its last line.
#
# Needs the Debian packages nlohmann-json3-dev and libstb-dev: scripts/install-deps.sh
# installs them when they are missing.
# The module archive drops llama.cpp's vendor/ folder, so those headers come from Debian,
# and miniaudio.h comes from the Go module github.com/gen2brain/malgo.
set -euo pipefail

OLLAMA_VERSION="${OLLAMA_VERSION:-0.24.0}"
MALGO_VERSION="v0.11.24"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${OLLM_CACHE:-$root/.cache}"
out="$cache/ollama-$OLLAMA_VERSION"
bin="$out/ollama"

if [[ -x "$bin" ]] && "$bin" --version 2>/dev/null | grep -q "$OLLAMA_VERSION"; then
	echo "$bin"
	exit 0
fi

# The Debian headers llama.cpp needs: install them when missing (sudo when not root),
# so that `make demo` and `make test` are the only commands a newcomer runs.
"$root/scripts/install-deps.sh"

# The include folder is part of the Go build cache key of every cgo file: keep it at
# one stable path outside the clone, so a fresh clone relinks in seconds instead of
# recompiling llama.cpp for minutes.
inc="${XDG_CACHE_HOME:-$HOME/.cache}/ollm-build/include"
mkdir -p "$inc/miniaudio"
if [[ ! -f "$inc/miniaudio/miniaudio.h" ]]; then
	malgo_dir="$(cd "$root" && GOFLAGS=-mod=mod go mod download -json "github.com/gen2brain/malgo@$MALGO_VERSION" | sed -n 's/.*"Dir": "\(.*\)",/\1/p')"
	cp "$malgo_dir/miniaudio.h" "$inc/miniaudio/miniaudio.h"
fi

mkdir -p "$out"
start=$(date +%s)
echo "build-ollama: building ollama v$OLLAMA_VERSION (a cold build takes ~5 minutes on 2 cores)" >&2
CGO_ENABLED=1 CGO_CPPFLAGS="-I$inc" GOBIN="$out" GOFLAGS= \
	go install -ldflags "-s -w -X github.com/ollama/ollama/version.Version=$OLLAMA_VERSION -X github.com/ollama/ollama/server.mode=release" \
	"github.com/ollama/ollama@v$OLLAMA_VERSION"
echo "build-ollama: built in $(( $(date +%s) - start ))s" >&2
echo "$bin"
