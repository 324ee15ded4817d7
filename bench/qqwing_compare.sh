#!/usr/bin/env bash
# qqwing_compare.sh -- CPU time of Debian's qqwing and of nonet on the same
# puzzles, each as one whole process over a whole file:
#
#     qqwing --solve --compact            vs  nonet solve FILE
#     qqwing --solve --count-solutions    vs  nonet count FILE
#
# usage: bench/qqwing_compare.sh [--generate N] NONET_BINARY [FILE...]
#
# --generate N adds a set of N puzzles made by `qqwing --generate N
# --one-line` (not timed). Each FILE holds one puzzle per line (81
# characters, '.' or '0' empty, the rest of the line and '#' lines
# ignored); both programs read the same normalised copy (81 characters per
# line, '.' for empty), which is how qqwing reads puzzles from standard
# input. CPU time is user + system of the process (bash `time`), so input
# parsing and output are included for both. The solutions printed by both
# are compared; the script fails if they differ. Targets (issue 17): nonet
# solve uses 19x less CPU than qqwing --solve, nonet count 33x less than
# qqwing --count-solutions.
set -eu

usage() {
    echo "usage: $0 [--generate N] NONET_BINARY [FILE...]" >&2
    exit 2
}

generate=0
if [ "${1:-}" = "--generate" ]; then
    [ $# -ge 2 ] || usage
    generate=$2
    shift 2
fi
[ $# -ge 1 ] || usage
nonet=$1
shift
[ -x "$nonet" ] || { echo "$0: $nonet is not executable" >&2; exit 2; }
qqwing=$(command -v qqwing || echo /usr/games/qqwing)
[ -x "$qqwing" ] || { echo "$0: qqwing not found" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# normalise FILE OUT: 81 characters a line, '.' for an empty cell.
normalise() {
    grep -v '^#' "$1" | cut -c1-81 | tr 0 . | grep -E '^[1-9.]{81}$' > "$2" || true
}

# cpu OUT CMD...: run CMD (stdin from $input, stdout to OUT), print its
# user + system seconds.
cpu() {
    out=$1
    shift
    TIMEFORMAT='%3U %3S'
    t=$( { time "$@" < "$input" > "$out" 2>/dev/null; } 2>&1 ) || true
    echo "$t" | awk '{ printf "%.3f", $1 + $2 }'
}

# ratio A B: A / B with two decimals ("inf" when B is 0).
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "inf" }'
}

# compare_set NAME FILE: time both pairs of commands on one set.
compare_set() {
    name=$1
    input=$work/$name.in
    normalise "$2" "$input"
    n=$(wc -l < "$input")
    [ "$n" -gt 0 ] || { echo "$name: no puzzle" >&2; return 1; }
    q_solve=$(cpu "$work/q_solve" "$qqwing" --solve --compact)
    n_solve=$(cpu "$work/n_solve" "$nonet" solve -)
    q_count=$(cpu "$work/q_count" "$qqwing" --solve --count-solutions --one-line)
    n_count=$(cpu "$work/n_count" "$nonet" count -)
    check_solutions "$name"
    printf '%-26s %7d  solve: qqwing %8.3fs  nonet %7.3fs  ratio %6sx (target 19x)\n' \
        "$name" "$n" "$q_solve" "$n_solve" "$(ratio "$q_solve" "$n_solve")"
    printf '%-26s %7s  count: qqwing %8.3fs  nonet %7.3fs  ratio %6sx (target 33x)\n' \
        "" "" "$q_count" "$n_count" "$(ratio "$q_count" "$n_count")"
}

# The solutions of both solve runs must be the same lines.
check_solutions() {
    awk 'length($0) == 9 && /^[1-9]+$/ { grid = grid $0; if (length(grid) == 81) { print grid; grid = "" } }' \
        "$work/q_solve" > "$work/q_lines"
    grep -E '^[1-9]{81}$' "$work/n_solve" > "$work/n_lines" || true
    if ! cmp -s "$work/q_lines" "$work/n_lines"; then
        echo "$1: qqwing and nonet print different solutions" >&2
        exit 1
    fi
}

printf 'qqwing: %s; nonet: %s\n' "$("$qqwing" --version 2>&1 | head -1)" "$("$nonet" --version 2>&1 | head -1)"
if [ "$generate" -gt 0 ]; then
    "$qqwing" --generate "$generate" --one-line > "$work/generated.txt"
    compare_set "qqwing-generated-$generate" "$work/generated.txt"
fi
for file in "$@"; do
    compare_set "$(basename "$file" .txt)" "$file"
done
