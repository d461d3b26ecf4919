#!/usr/bin/env bash
# ollm builds with a patched Bubble Tea (third_party/bubbletea, see its OLLM.md).
#
#   scripts/bubbletea-fork.sh diff      prints the patch: the fork against the
#                                       release it was taken from
#   scripts/bubbletea-fork.sh check     fails when third_party/bubbletea.patch
#                                       is not that diff (CI runs it)
#   scripts/bubbletea-fork.sh rebase V  copies release V from the module proxy
#                                       and applies the patch to it: the way to
#                                       move to a newer Bubble Tea
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fork="$root/third_party/bubbletea"
patch="$root/third_party/bubbletea.patch"
base="$(sed -n 's/^Base: charm.land\/bubbletea\/v2@\(v[0-9.]*\).*/\1/p' "$fork/OLLM.md")"

upstream() { # the release's files, as the fork keeps them, in a temporary folder
	local v="$1" dir
	dir="$(cd "$root" && GOFLAGS=-mod=mod go mod download -json "charm.land/bubbletea/v2@$v" | sed -n 's/.*"Dir": "\(.*\)",/\1/p')"
	local out
	out="$(mktemp -d)"
	cp "$dir"/*.go "$dir/LICENSE" "$dir/go.mod" "$dir/go.sum" "$out/"
	chmod -R u+w "$out"
	echo "$out"
}

diffs() {
	local up tmp
	up="$(upstream "$base")"
	tmp="$(mktemp -d)"
	ln -s "$up" "$tmp/a"
	ln -s "$fork" "$tmp/b"
	# Relative paths (a/…, b/…), so that the patch applies anywhere; no
	# timestamps, so that the same change is the same patch.
	(cd "$tmp" && diff -ruN a b | sed 's/^\(---\|+++\) \([^	]*\)	.*/\1 \2/') || true
	rm -rf "$up" "$tmp"
}

case "${1:-}" in
diff) diffs ;;
check)
	if ! diff -q <(diffs) "$patch" >/dev/null; then
		echo "bubbletea-fork: third_party/bubbletea.patch is not the fork's diff against $base; run: scripts/bubbletea-fork.sh diff > third_party/bubbletea.patch" >&2
		exit 1
	fi
	;;
rebase)
	v="${2:?version, e.g. v2.1.2}"
	up="$(upstream "$v")"
	(cd "$up" && patch -p1 <"$patch")
	echo "bubbletea-fork: $v with the patch is in $up; compare it with $fork, move it there, set Base in OLLM.md, run the tests" >&2
	;;
*)
	sed -n '2,12p' "$0" >&2
	exit 2
	;;
esac
