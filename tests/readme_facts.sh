#!/usr/bin/env bash
# readme_facts.sh -- the figures README.md states that the tree itself can
# tell are what it tells, so they cannot drift: the number of techniques
# (`nonet techniques`), HoDoKu's regression cases (the library file's case
# count, and the floor CTest reglib_floor holds the command to).
#
# usage: tests/readme_facts.sh NONET SOURCE_DIR
set -euo pipefail
nonet=$1
src=$2
readme="$src/README.md"
fail=0

# says TEXT: README.md holds TEXT (fixed string), else a failure naming it.
says() {
    if ! grep -qF -- "$1" "$readme"; then
        echo "readme_facts: README.md does not say '$1' ($2)" >&2
        fail=1
    fi
}

logic=$("$nonet" techniques --format json | grep -c '"fallback":false')
says "$logic techniques and the backtracking fallback" "nonet techniques lists $logic logic techniques"

cases=$(grep -c '^:' "$src/tests/data/hodoku-reglib-1.3.txt")
floor=$(grep -o -- '--floor [0-9]*' "$src/tests/CMakeLists.txt" | awk '{print $2}')
[[ $floor == "$cases" ]] || { echo "readme_facts: reglib_floor holds $floor of $cases cases" >&2; fail=1; }
cases_text=$(sed -E ':a;s/([0-9])([0-9]{3})($|,)/\1,\2\3/;ta' <<< "$cases") # 1112 -> 1,112
says "all $cases_text of HoDoKu's $cases_text regression" "the library has $cases cases and all must pass"

exit $fail
