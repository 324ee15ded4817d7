#!/usr/bin/env bash
# Peak memory of the nonet command on a small and a big batch: memory must
# not grow with the number of puzzles (the reader streams; --jobs keeps at
# most 4 puzzles per thread in flight).
#
#   scripts/rss.sh [SMALL [BIG [NONET]]]     defaults: 1000, 1000000, build/nonet
#
# The batches repeat the lines of puzzles/easy.txt, medium.txt,
# multiple-sample.txt and invalid.txt (good, ambiguous and bad records,
# comments) up to SMALL and BIG lines, in a temporary directory. Prints one
# line per command and size: seconds and peak RSS (from /usr/bin/time -v).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
small=${1:-1000} big=${2:-1000000} nonet=${3:-$root/build/nonet}
work=$(mktemp -d /tmp/nonet-rss.XXXXXX)
trap 'rm -rf "$work"' EXIT

# make_batch LINES FILE: the sample lines over and over, LINES in all.
make_batch() {
  local lines=$1 file=$2
  cat "$root"/puzzles/{easy,medium,multiple-sample,invalid}.txt >"$work/unit.txt"
  local unit; unit=$(wc -l <"$work/unit.txt")
  : >"$file"
  for ((i = 0; i < (lines + unit - 1) / unit; i++)); do cat "$work/unit.txt"; done | head -n "$lines" >"$file"
}

make_batch "$small" "$work/small.txt"
make_batch "$big" "$work/big.txt"
for args in "solve" "solve --jobs 2" "validate --format json" "explain --jobs 2"; do
  for size in small big; do
    [[ $args == explain* && $size == big && $big -gt 100000 ]] && continue # hours on a shared machine
    /usr/bin/time -v "$nonet" $args "$work/$size.txt" >/dev/null 2>"$work/time.txt" || true
    lines=$(wc -l <"$work/$size.txt")
    secs=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    printf '%-24s %8d lines  %10s  peak RSS %6d KB\n' "$args" "$lines" "$secs" "$rss"
  done
done
