#!/usr/bin/env bash
# compare_explain.sh -- the cost of `nonet explain` in two builds, side by
# side in one run: per-puzzle CPU time (nonet_bench -m explain
# --distribution, least of RUNS runs, the builds interleaved ROUNDS times)
# and, when valgrind is installed, instructions per puzzle on a slice of
# the file (bench/explain_instructions.sh: median, p90, p99, max).
#
# usage: bench/compare_explain.sh OLD_BUILD NEW_BUILD FILE [N] [ROUNDS] [RUNS] [SLICE]
#
# OLD_BUILD, NEW_BUILD: build directories holding bench/nonet_bench (e.g. a
# worktree of an older commit built with cmake). N: the first N puzzles of
# FILE (default 1000; 0 = all). ROUNDS (default 3) alternations of the two
# builds, RUNS (default 5) runs each inside nonet_bench. SLICE (default
# 200; 0 = none): the first SLICE puzzles under callgrind, once per build.
# Prints each round's "all" line of both builds (median, p90, p99, max in
# microseconds), the middle value over the rounds of each build's median
# and p99 and their ratio new/old, then the instruction counts. Run it with `nice` on a shared machine; the times
# still move by 5-10% between rounds, the instructions do not.
set -eu

usage() {
    echo "usage: $0 OLD_BUILD NEW_BUILD FILE [N] [ROUNDS] [RUNS] [SLICE]" >&2
    exit 2
}

[ $# -ge 3 ] || usage
old=$1/bench/nonet_bench new=$2/bench/nonet_bench file=$3
n=${4:-1000} rounds=${5:-3} runs=${6:-5} slice=${7:-200}
for program in "$old" "$new"; do
    [ -x "$program" ] || { echo "$0: $program is missing (build first)" >&2; exit 2; }
done
[ -r "$file" ] || { echo "$0: cannot read $file" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

limit=()
[ "$n" -gt 0 ] && limit=(-n "$n")
echo "explain per puzzle, CPU microseconds, least of $runs runs: $file (first ${n/#0/all})"
echo "round build median p90 p99 max"
for round in $(seq "$rounds"); do
    for build in old new; do
        program=$old
        [ $build = new ] && program=$new
        "$program" -r "$runs" "${limit[@]}" -m explain --distribution "$file" |
            awk -v r="$round" -v b="$build" -F'|' '/\*\*all\*\*/ {
                gsub(/ /, ""); print r, b, $6, $7, $8, $9; exit }' | tee -a "$work/rows"
    done
done
# The middle value of column $2 of build $1's rows.
middle() {
    awk -v b="$1" -v c="$2" '$2 == b { print $c }' "$work/rows" | sort -n |
        awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
old_median=$(middle old 3) new_median=$(middle new 3) old_p99=$(middle old 5) new_p99=$(middle new 5)
awk -v om="$old_median" -v nm="$new_median" -v op="$old_p99" -v np="$new_p99" 'BEGIN {
    printf "middle of the rounds: median old %d new %d (x%.2f), p99 old %d new %d (x%.2f)\n",
        om, nm, nm / om, op, np, np / op }'

[ "$slice" -gt 0 ] || exit 0
command -v valgrind >/dev/null || { echo "valgrind not installed: no instruction counts"; exit 0; }
for build in old new; do
    dir=$1
    [ $build = new ] && dir=$2
    echo "instructions per puzzle, first $slice, $build: $(bash "$(dirname "$0")/explain_instructions.sh" \
        "$dir" "$file" "$slice" | tail -n 1)"
done
