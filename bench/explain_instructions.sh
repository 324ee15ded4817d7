#!/usr/bin/env bash
# explain_instructions.sh -- instructions per puzzle of nonet_explain under
# callgrind, puzzle by puzzle: a profile is dumped after each call
# (--dump-after), so each puzzle's count is its own, whatever the machine's
# load. Prints "index instructions" per puzzle, then the median, p90, p99
# (nearest rank) and max over them, and the total.
#
# usage: bench/explain_instructions.sh BUILD_DIR FILE [N]
#
# BUILD_DIR holds bench/nonet_bench; N: the first N puzzles of FILE (default
# 200; 0 = all). Needs valgrind. About 50 times slower than the solve.
set -eu

[ $# -ge 2 ] || { echo "usage: $0 BUILD_DIR FILE [N]" >&2; exit 2; }
bench=$1/bench/nonet_bench file=$2 n=${3:-200}
[ -x "$bench" ] || { echo "$0: $bench is missing (build first)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$n" -gt 0 ]; then head -n "$n" "$file" >"$work/puzzles.txt"; else cp "$file" "$work/puzzles.txt"; fi

valgrind --tool=callgrind --callgrind-out-file="$work/cg.%p" --collect-atstart=no \
    --toggle-collect=nonet_explain --dump-after=nonet_explain \
    "$bench" -r 1 -m explain "$work/puzzles.txt" >/dev/null 2>"$work/log"
# Dumps are numbered in call order (cg.PID.1, cg.PID.2, ...).
for dump in "$work"/cg.*.*; do
    echo "${dump##*.} $(sed -n 's/^totals: *//p' "$dump")"
done | sort -n >"$work/counts"
cat "$work/counts"
awk '{ print $2 }' "$work/counts" | sort -n | awk '
    { v[NR] = $1; total += $1 }
    function rank(p) { r = int(p * NR + 0.999999); return v[r < 1 ? 1 : r] }
    END { printf "puzzles %d median %.0f p90 %.0f p99 %.0f max %.0f total %.0f\n",
          NR, rank(0.5), rank(0.9), rank(0.99), v[NR], total }'
