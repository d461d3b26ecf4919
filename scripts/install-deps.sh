#!/usr/bin/env bash
# Installs the Debian packages that building the pinned Ollama server needs:
# llama.cpp headers that Go module archives leave out (they sit under vendor/).
set -euo pipefail
need=()
[[ -f /usr/include/nlohmann/json_fwd.hpp ]] || need+=(nlohmann-json3-dev)
[[ -f /usr/include/stb/stb_image.h ]] || need+=(libstb-dev)
command -v gcc >/dev/null || need+=(gcc g++)
if ((${#need[@]} == 0)); then
	exit 0
fi
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
echo "install-deps: installing ${need[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
