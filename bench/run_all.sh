#!/usr/bin/env bash
# run_all.sh -- the whole benchmark: every puzzle set of a data folder
# through nonet_bench (brute force, first solution and with a uniqueness
# check; the logic solve with its trace), then Debian's qqwing side by side
# with `nonet solve` and `nonet count` (bench/qqwing_compare.sh).
#
# usage: bench/run_all.sh BUILD_DIR [DATA_DIR] [RUNS]
#
# DATA_DIR defaults to ../shared/data beside the source tree when it exists
# (the public sets described in its README), else to puzzles/ (the small
# samples shipped with nonet). Every *.txt file there is a set, except the
# HoDoKu technique library, whose lines are positions with pencil marks, not
# puzzles. RUNS (default 3): each figure is the median of that many runs.
# `cmake --build build --target bench` runs this on the build directory.
# Takes a few minutes on the full data; nothing is written but stdout.
set -eu

usage() {
    echo "usage: $0 BUILD_DIR [DATA_DIR] [RUNS]" >&2
    exit 2
}

[ $# -ge 1 ] || usage
build=$1
source_dir=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -ge 2 ]; then
    data=$2
elif [ -d "$source_dir/../shared/data" ]; then
    data=$source_dir/../shared/data
else
    data=$source_dir/puzzles
fi
runs=${3:-3}
bench=$build/bench/nonet_bench
nonet=$build/nonet
for program in "$bench" "$nonet"; do
    [ -x "$program" ] || { echo "$0: $program is missing (build first)" >&2; exit 2; }
done

sets=()
for file in "$data"/*.txt; do
    case $(basename "$file") in
    hodoku-reglib*) ;;
    *) sets+=("$file") ;;
    esac
done
[ ${#sets[@]} -gt 0 ] || { echo "$0: no puzzle sets in $data" >&2; exit 2; }

echo "nonet_bench, median of $runs runs, data: $data"
"$bench" -r "$runs" -m first,unique,explain "${sets[@]}"
echo
if command -v qqwing > /dev/null || [ -x /usr/games/qqwing ]; then
    seventeen=()
    [ -f "$data/17-clue.txt" ] && seventeen=("$data/17-clue.txt")
    "$source_dir/bench/qqwing_compare.sh" --generate 10000 "$nonet" "${seventeen[@]}"
else
    echo "qqwing is not installed (apt-get install qqwing): no side-by-side run"
fi
