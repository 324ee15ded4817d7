#!/usr/bin/env bash
# layers_test.sh -- scripts/layers.py --check finds what it must: in a small
# tree of its own (two layers, src/core and src/render, built with cc), a
# clean tree passes, and a planted cycle of calls, a planted upward call
# and a planted upward include each fail with their message.
#
# usage: tests/layers_test.sh SOURCE_DIR
set -euo pipefail
src=$1
layers="$src/scripts/layers.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# tree NAME: an empty tree with the two layers.
tree() {
    rm -rf "$work/$1"
    mkdir -p "$work/$1/src/core" "$work/$1/src/render"
}

# put TREE PATH TEXT: a source file.
put() { printf '%s\n' "$3" > "$work/$1/$2"; }

# build TREE: every .c into the object folder CMake's library target uses.
build() {
    local f obj
    for f in $(cd "$work/$1" && find src -name '*.c'); do
        obj="$work/$1/build/CMakeFiles/nonet_obj.dir/$f.o"
        mkdir -p "$(dirname "$obj")"
        cc -c -I"$work/$1/src/core" -I"$work/$1/src/render" "$work/$1/$f" -o "$obj"
    done
}

# expect TREE STATUS PATTERN: --check exits with STATUS and prints PATTERN.
expect() {
    local out status=0
    out=$(python3 "$layers" --check --root "$work/$1" --build "$work/$1/build") || status=$?
    if [[ $status -ne $2 ]] || ! grep -q -- "$3" <<< "$out"; then
        echo "layers_test: $1: expected exit $2 and '$3', got exit $status:" >&2
        echo "$out" >&2
        exit 1
    fi
    echo "layers_test: $1: exit $status, '$3'"
}

tree clean
put clean src/core/a.h 'int a(void);'
put clean src/core/a.c '#include "a.h"
int a(void) { return 1; }'
put clean src/render/r.c '#include "a.h"
int r(void) { return a(); }'
build clean
expect clean 0 'no upward edge and no cycle'

tree cycle
put cycle src/core/b.c 'int c(void); int b(int n) { return n ? c() : 0; }'
put cycle src/core/c.c 'int b(int); int c(void) { return b(0); }'
build cycle
expect cycle 1 'a cycle of 2 modules: src/core/b src/core/c'

tree upcall
put upcall src/core/d.c 'int r(void); int d(void) { return r(); }'
put upcall src/render/r.c 'int r(void) { return 2; }'
build upcall
expect upcall 1 'src/core/d.c calls r: src/core (core) uses a higher layer, src/render (render)'

tree upinclude
put upinclude src/render/r.h 'int r(void);'
put upinclude src/core/e.c '#include "r.h"
int e(void) { return 3; }'
build upinclude
expect upinclude 1 'src/core/e.c:1 includes r.h: src/core (core) uses a higher layer'
