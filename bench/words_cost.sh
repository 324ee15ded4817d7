#!/usr/bin/env bash
# words_cost.sh -- what the words cost (issue 27): `nonet explain --format
# json` of two builds side by side in one run, the builds interleaved
# ROUNDS times (user CPU seconds of each whole run, the middle round's
# ratio new/old), then, when valgrind is installed, the instructions of
# both on the first SLICE puzzles (callgrind: load-proof). The new build
# runs in English and in Chinese (--lang zh).
#
# usage: bench/words_cost.sh OLD_NONET NEW_NONET FILE [N] [ROUNDS] [SLICE]
#   N: the first N puzzles of FILE (default 2000); ROUNDS default 3;
#   SLICE default 100 (0: no callgrind). Run it under nice.
set -eu
[ $# -ge 3 ] || { echo "usage: $0 OLD_NONET NEW_NONET FILE [N] [ROUNDS] [SLICE]" >&2; exit 2; }
old=$1 new=$2 file=$3 n=${4:-2000} rounds=${5:-3} slice=${6:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$file" | head -n "$n" | cut -c1-81 > "$work/in.txt"
cpu() { /usr/bin/time -f %U -o "$work/t" "$@" "$work/in.txt" > /dev/null; cat "$work/t"; }
echo "explain --format json, user CPU seconds, $(wc -l < "$work/in.txt") puzzles of $file"
echo "round old new new-zh"
for r in $(seq "$rounds"); do
    a=$(cpu "$old" explain --format json)
    b=$(cpu "$new" explain --format json)
    c=$(cpu "$new" explain --format json --lang zh)
    echo "$r $a $b $c" | tee -a "$work/rounds"
done
sort -k3 -n "$work/rounds" | awk -v m=$(( (rounds + 1) / 2 )) 'NR == m {
    printf "middle round by new: old %s new %s (x%.3f) new-zh %s (x%.3f)\n", $2, $3, $3 / $2, $4, $4 / $2 }'
if [ "$slice" -gt 0 ] && command -v valgrind > /dev/null; then
    head -n "$slice" "$work/in.txt" > "$work/slice.txt"
    count() {
        valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" "$work/slice.txt" > /dev/null 2> "$work/cg.err"
        grep -o 'Collected : [0-9]*' "$work/cg.err" | grep -o '[0-9]*$'
    }
    i_old=$(count "$old" explain --format json)
    i_new=$(count "$new" explain --format json)
    i_zh=$(count "$new" explain --format json --lang zh)
    echo "instructions, first $slice puzzles: old $i_old new $i_new (x$(echo "scale=4; $i_new / $i_old" | bc))" \
         "new-zh $i_zh (x$(echo "scale=4; $i_zh / $i_old" | bc))"
fi
