#!/usr/bin/env bash
# readme_facts.sh -- the figures README.md states that the tree itself can
# tell are what it tells, so they cannot drift: HoDoKu's regression cases
# (the library file's case count, and the floor CTest reglib_floor holds
# the command to). The number of techniques is said once, in the index of
# docs/techniques/README.md, which scripts/gen_technique_pictures.sh makes
# (CTest technique_pictures checks it), so README.md links there instead.
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
if grep -qE '[0-9]+ (logic )?techniques and the backtracking' "$readme"; then
    echo "readme_facts: README.md counts the techniques; it links to docs/techniques/README.md's count" >&2
    fail=1
fi
grep -qF "$logic techniques and the backtracking fallback" "$src/docs/techniques/README.md" || {
    echo "readme_facts: docs/techniques/README.md does not say '$logic techniques and the backtracking fallback'" >&2
    fail=1
}

cases=$(grep -c '^:' "$src/tests/data/hodoku-reglib-1.3.txt")
floor=$(grep -o -- '--floor [0-9]*' "$src/tests/CMakeLists.txt" | awk '{print $2}')
[[ $floor == "$cases" ]] || { echo "readme_facts: reglib_floor holds $floor of $cases cases" >&2; fail=1; }
cases_text=$(sed -E ':a;s/([0-9])([0-9]{3})($|,)/\1,\2\3/;ta' <<< "$cases") # 1112 -> 1,112
says "all $cases_text of HoDoKu's $cases_text regression" "the library has $cases cases and all must pass"

exit $fail
