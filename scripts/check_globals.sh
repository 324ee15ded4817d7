#!/usr/bin/env bash
# The library has no mutable global state (so two solves can run on two
# threads): no object of the static library may define a symbol in .data or
# .bss. Read-only tables (.rodata, .data.rel.ro) are fine.
#
#   scripts/check_globals.sh LIBNONET.a
#
# Exit status: 0 when there is none; 1 with the offending symbols listed.
set -euo pipefail
lib=${1:?usage: check_globals.sh LIBNONET.a}
found=$(objdump -t "$lib" | awk '$0 ~ / (\.data|\.bss)(\.[^ ]*)?[ \t]/ && $0 !~ /\.data\.rel\.ro/ && $NF !~ /^\./' || true)
if [[ -n $found ]]; then
  echo "check_globals: mutable globals in $lib:"
  echo "$found"
  exit 1
fi
echo "check_globals: no mutable globals in $(basename "$lib")"
