#!/usr/bin/env bash
# check_cost.sh -- what checking costs against explaining (issue 30): on the
# same puzzles, `nonet explain --format json` (each order) and `nonet check`
# of that output, interleaved ROUNDS times (user CPU seconds of each whole
# run, the middle round's ratio check/explain), then, when valgrind is
# installed, the instructions of both on the first SLICE puzzles
# (callgrind: load-proof).
#
# usage: bench/check_cost.sh NONET FILE [N] [ROUNDS] [SLICE]
#   N: the first N puzzles of FILE (default 1000); ROUNDS default 3;
#   SLICE default 100 (0: no callgrind). Run it under nice.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 NONET FILE [N] [ROUNDS] [SLICE]" >&2; exit 2; }
nonet=$1 file=$2 n=${3:-1000} rounds=${4:-3} slice=${5:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$file" | head -n "$n" | cut -c1-81 > "$work/in.txt"
cpu() { /usr/bin/time -f %U -o "$work/t" "$@" > /dev/null || true; tail -n 1 "$work/t"; }
for order in pipeline se; do
    "$nonet" explain --format json --order $order "$work/in.txt" > "$work/$order.jsonl" || true
    echo "order $order: $(wc -l < "$work/in.txt") puzzles of $file; $("$nonet" check "$work/$order.jsonl" | tail -n 1)"
    echo "round explain check"
    : > "$work/rounds"
    for r in $(seq "$rounds"); do
        a=$(cpu "$nonet" explain --format json --order $order "$work/in.txt")
        b=$(cpu "$nonet" check "$work/$order.jsonl")
        echo "$r $a $b" | tee -a "$work/rounds"
    done
    sort -k2 -n "$work/rounds" | awk -v m=$(( (rounds + 1) / 2 )) 'NR == m {
        printf "middle round by explain: explain %s check %s (check/explain %.1f%%)\n", $2, $3, ($2 > 0 ? 100 * $3 / $2 : 0) }'
    if [ "$slice" -gt 0 ] && command -v valgrind > /dev/null; then
        head -n "$slice" "$work/in.txt" > "$work/slice.txt"
        head -n "$slice" "$work/$order.jsonl" > "$work/slice.jsonl"
        ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null |
               sed -n 's/.*Collected : //p'; }
        e=$(ir "$nonet" explain --format json --order $order "$work/slice.txt")
        c=$(ir "$nonet" check "$work/slice.jsonl")
        echo "callgrind, first $slice puzzles: explain $e check $c instructions (check/explain $(awk -v e="$e" -v c="$c" 'BEGIN { printf "%.2f%%", 100 * c / e }'))"
    fi
done
