#!/usr/bin/env bash
# parallel_test.sh -- a batch split over several jobs by GNU parallel gives
# the same standard output as one run, byte for byte: on one-line input
# every batch command is a line filter with results in input order (the
# jobs stand in for the hosts of a cluster; docs/cli.md, "Past one machine").
#
# usage: tests/parallel_test.sh NONET_BINARY SOURCE_DIR
# Exits 77 (skipped) when GNU parallel is not installed. Standard error is
# not compared: its diagnostics name lines of each job's own input (and so
# does validate's output for a bad puzzle, which is left out).
set -euo pipefail
nonet=$1
src=$2
command -v parallel > /dev/null || { echo "parallel_test: GNU parallel is not installed" >&2; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One puzzle a line: samples (with repeats, bad lines and multi-solution ones).
cat "$src"/puzzles/17-clue-sample.txt "$src"/puzzles/easy.txt "$src"/puzzles/medium.txt \
    "$src"/puzzles/multiple-sample.txt "$src"/puzzles/invalid.txt "$src"/puzzles/easy.txt \
    | grep -v '^#' | grep -v '^$' > "$work/input.txt"

# check NAME ARGS...: one run against 4 jobs of 7 lines each, in order. In
# JSON the "line" key counts the lines of each job's own input, so it is
# left out of the comparison there.
check() {
    name=$1
    shift
    "$nonet" "$@" < "$work/input.txt" 2> /dev/null | sed 's/"line":[0-9]*,//' > "$work/one.txt" || true
    parallel --will-cite --pipe --keep-order -N 7 -j 4 "$nonet" "$@" < "$work/input.txt" 2> /dev/null \
        | sed 's/"line":[0-9]*,//' > "$work/many.txt" || true
    if ! cmp -s "$work/one.txt" "$work/many.txt"; then
        echo "parallel_test: $name: the split output differs" >&2
        diff "$work/one.txt" "$work/many.txt" | head -20 >&2 || true # (set -e: the message below still prints)
        exit 1
    fi
    [ -s "$work/one.txt" ] || { echo "parallel_test: $name: no output" >&2; exit 1; }
    echo "parallel_test: $name: $(wc -l < "$work/one.txt") lines, same"
}

check solve solve
check count count
check grade grade --order pipeline
check grade-json grade --format json
check canon canon --transform
check show show --as line
check canon-json canon --format json
