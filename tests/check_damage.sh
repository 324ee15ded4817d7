#!/bin/bash
# The damage test of `nonet check` (issue 30), short form for CTest: the
# explained solves of two bundled samples (pipeline order), and the
# template steps `nonet find` lists at the first 20 magictour samples'
# starts (templates are find-only), and three solves with Forcing Net (+)
# and Dynamic+ steps (tests/data/check/net-plus.txt, both orders), three
# with Unique Rectangle type 5 and Avoidable Rectangle type 2 steps
# (tests/data/check/uniqueness.txt), two that the 100,000-puzzle run found
# the checker failing (tests/data/check/scale-found.txt, both orders), and
# the nested chains of
# puzzles/nested-sample.txt (both orders), every step damaged each way
# tests/check_damage.py knows, each line checked by check_damage_tool
# (which exits 1 below 99% caught or when an undamaged step fails).
# Usage: check_damage.sh NONET CHECK_DAMAGE_TOOL PYTHON3 SOURCE_DIR
set -euo pipefail
nonet=$1 tool=$2 python=$3 src=$4
tpl=$(mktemp)
trap 'rm -f "$tpl"' EXIT
grep -v '^#' "$src/puzzles/magictour-sample.txt" | head -n 20 > "$tpl"
{
    for f in diabolical-sample magictour-sample; do
        "$nonet" explain --format json "$src/puzzles/$f.txt"
    done
    for order in pipeline se; do
        "$nonet" explain --format json --order $order "$src/tests/data/check/net-plus.txt"
        "$nonet" explain --format json --order $order "$src/tests/data/check/scale-found.txt"
    done
    "$nonet" explain --format json "$src/tests/data/check/uniqueness.txt"
    for order in pipeline se; do
        "$nonet" explain --format json --order $order "$src/puzzles/nested-sample.txt"
    done
    for t in template_set template_delete; do
        "$nonet" find --format json "$t" "$tpl"
    done
} | "$python" "$src/tests/check_damage.py" 1 "$nonet" | "$tool"
