#!/usr/bin/env bash
# Installs the build into a temporary prefix, then builds examples/explain.c
# against the installed library with pkg-config and runs it on a puzzle;
# the installed command must run from the prefix without LD_LIBRARY_PATH.
# usage: install_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 src=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
pcdir=$(dirname "$(find "$prefix" -name nonet.pc | head -1)")
export PKG_CONFIG_PATH=$pcdir
libdir=$(pkg-config --variable=libdir nonet)
# The soname's number is the header's NONET_ABI.
abi=$(sed -n 's/^#define NONET_ABI \([0-9][0-9]*\)$/\1/p' "$src/include/nonet.h")
for f in "$prefix/include/nonet.h" "$libdir/libnonet.a" "$libdir/libnonet.so.$abi" "$prefix/bin/nonet"; do
  [ -e "$f" ] || { echo "install_test: missing $f"; exit 1; }
done
if [ -f "$src/docs/nonet.1" ]; then
  [ -e "$prefix/share/man/man1/nonet.1" ] || { echo "install_test: man page not installed"; exit 1; }
fi
cc -std=c11 -Wall -Werror $(pkg-config --cflags nonet) "$src/examples/explain.c" \
   -o "$prefix/explain" $(pkg-config --libs nonet)
puzzle=530070000600195000098000060800060003400803001700020006060000280000419005000080079
want=534678912672195348198342567859761423426853791713924856961537284287419635345286179
got=$(LD_LIBRARY_PATH=$libdir "$prefix/explain" "$puzzle" | tail -1)
[ "$got" = "$want" ] || { echo "install_test: got '$got'"; exit 1; }
# A program that parses a short puzzle, built and run as README.md says.
cc -std=c11 -Wall -Werror $(pkg-config --cflags nonet) "$src/tests/install_probe.c" \
   -o "$prefix/probe" $(pkg-config --libs nonet)
got=$(LD_LIBRARY_PATH=$libdir "$prefix/probe") || { echo "install_test: probe said '$got'"; exit 1; }
for word in ldconfig LD_LIBRARY_PATH PKG_CONFIG_PATH; do
  grep -q "$word" "$src/README.md" || { echo "install_test: README.md does not say $word"; exit 1; }
done
# The installed command runs from its prefix with no help: it links the
# shared library and finds it through its RUNPATH ($ORIGIN/..), not the
# build tree's.
env -u LD_LIBRARY_PATH "$prefix/bin/nonet" --version | grep -q '^nonet ' \
  || { echo "install_test: the installed nonet does not run"; exit 1; }
dynamic=$(readelf -d "$prefix/bin/nonet")
grep -q 'NEEDED.*libnonet\.so' <<<"$dynamic" || { echo "install_test: nonet does not link libnonet.so"; exit 1; }
grep -q 'RUNPATH.*\$ORIGIN' <<<"$dynamic" || { echo "install_test: nonet has no \$ORIGIN RUNPATH"; exit 1; }
! grep -q "RUNPATH.*$build" <<<"$dynamic" || { echo "install_test: RUNPATH names the build tree"; exit 1; }
# The shared library exports only the nonet_ API.
leaked=$(nm -D --defined-only "$libdir/libnonet.so.$abi" | awk '{print $3}' | grep -v '^nonet_' | grep -v '^_' || true)
[ -z "$leaked" ] || { echo "install_test: non-API symbols exported: $leaked"; exit 1; }
echo "install_test: ok"
