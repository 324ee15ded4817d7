#!/bin/bash
# The damage test of `nonet check` (issue 30), short form for CTest: the
# explained solves of two bundled samples (pipeline order), every step
# damaged each way tests/check_damage.py knows, each line checked by
# check_damage_tool (which exits 1 below 99% caught or when an undamaged
# step fails).
# Usage: check_damage.sh NONET CHECK_DAMAGE_TOOL PYTHON3 SOURCE_DIR
set -euo pipefail
nonet=$1 tool=$2 python=$3 src=$4
for f in diabolical-sample magictour-sample; do
    "$nonet" explain --format json "$src/puzzles/$f.txt"
done | "$python" "$src/tests/check_damage.py" 1 | "$tool"
