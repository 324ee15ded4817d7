#!/usr/bin/env bash
# Do two builds of nonet explain the same puzzles the same way? For
# refactors that must not change a trace: runs `explain` (text, and JSON
# Lines) with each command on each file and compares the outputs byte for
# byte. Exits 0 when every output is identical, 1 otherwise (naming the
# first differing line).
#   scripts/same_traces.sh OLD_NONET NEW_NONET FILE... [-- EXTRA EXPLAIN OPTIONS]
set -euo pipefail
if (($# < 3)); then
  echo "usage: $0 OLD_NONET NEW_NONET FILE... [-- OPTIONS]" >&2
  exit 2
fi
old=$1 new=$2
shift 2
files=() extra=()
while (($#)); do
  if [[ $1 == -- ]]; then shift; extra=("$@"); break; fi
  files+=("$1"); shift
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for f in "${files[@]}"; do
  for format in text json; do
    "$old" explain --jobs 2 --format "$format" "${extra[@]}" "$f" >"$work/old" 2>&1 || true
    "$new" explain --jobs 2 --format "$format" "${extra[@]}" "$f" >"$work/new" 2>&1 || true
    if cmp -s "$work/old" "$work/new"; then
      echo "same: $f ($format, $(wc -l <"$work/new") lines, md5 $(md5sum <"$work/new" | cut -c1-12))"
    else
      echo "DIFFERENT: $f ($format):"
      diff "$work/old" "$work/new" | head -5
      status=1
    fi
  done
done
exit $status
