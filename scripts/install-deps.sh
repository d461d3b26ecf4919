#!/usr/bin/env bash
# Installs the Debian packages that building the pinned Ollama server needs:
# llama.cpp headers that Go module archives leave out (they sit under vendor/),
# and gcc/g++ for cgo. Does nothing when they are there. Uses sudo when not root;
# when it cannot install, it says so with the exact command to run.
set -euo pipefail
need=()
[[ -f /usr/include/nlohmann/json_fwd.hpp ]] || need+=(nlohmann-json3-dev)
[[ -f /usr/include/stb/stb_image.h ]] || need+=(libstb-dev)
command -v gcc >/dev/null || need+=(gcc)
command -v g++ >/dev/null || need+=(g++)
if ((${#need[@]} == 0)); then
	exit 0
fi
cmd="apt-get update && apt-get install -y --no-install-recommends ${need[*]}"
fail() {
	echo "install-deps: building the Ollama server needs the Debian packages ${need[*]}, and $1." >&2
	echo "install-deps: install them with:  sudo sh -c '$cmd'" >&2
	exit 1
}
command -v apt-get >/dev/null || fail "this machine has no apt-get (install the same headers with your package manager: nlohmann/json and stb)"
sudo=()
if [[ $(id -u) -ne 0 ]]; then
	command -v sudo >/dev/null || fail "this user is not root and sudo is not installed"
	sudo=(sudo)
fi
echo "install-deps: installing ${need[*]} (Debian packages, once)" >&2
"${sudo[@]}" apt-get update -qq || fail "apt-get update failed"
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null || fail "apt-get install failed"
