#!/usr/bin/env bash
# The version is written in one place, include/nonet.h's NONET_VERSION_MAJOR,
# _MINOR and _PATCH lines; everything else (CMake's project version, the
# .pc file, the man page's header, nonet_version()) is made from them. This
# fails when the dotted version (MAJOR.MINOR.PATCH) stands in any tracked file.
#   tests/version_once.sh SOURCE_DIR
set -euo pipefail
src=${1:?usage: version_once.sh SOURCE_DIR}
part() { sed -n "s/^#define NONET_VERSION_$1 \([0-9][0-9]*\)\$/\1/p" "$src/include/nonet.h"; }
major=$(part MAJOR) minor=$(part MINOR) patch=$(part PATCH)
[[ -n $major && -n $minor && -n $patch ]] || { echo "version_once: no version in include/nonet.h"; exit 1; }
version="$major.$minor.$patch"
pattern="(^|[^0-9.])${version//./\\.}([^0-9]|\$)"
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  found=$(git -C "$src" grep -nIE "$pattern" -- . ':!puzzles' || true)
else
  found=$(grep -rnIE "$pattern" "$src" --exclude-dir=.git --exclude-dir=puzzles --exclude-dir='build*' || true)
fi
if [[ -n $found ]]; then
  echo "version_once: $version is written again (write it only in include/nonet.h):"
  echo "$found"
  exit 1
fi
echo "version_once: $version written only in include/nonet.h"
