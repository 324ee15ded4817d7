#!/usr/bin/env bash
# Do two builds of nonet explain and grade the same puzzles the same way?
# For refactors that must not change a trace: runs `explain` (text, and
# JSON Lines) and `grade` (JSON Lines) with each command on each file and
# compares the outputs byte for byte; extra options go to explain only. Exits 0 when every output is identical, 1 otherwise (naming the
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
  for run in "explain text" "explain json" "grade json"; do
    read -r command format <<<"$run"
    opts=()
    [[ $command == explain ]] && opts=("${extra[@]}")
    "$old" "$command" --jobs 2 --format "$format" "${opts[@]}" "$f" >"$work/old" 2>&1 || true
    "$new" "$command" --jobs 2 --format "$format" "${opts[@]}" "$f" >"$work/new" 2>&1 || true
    if cmp -s "$work/old" "$work/new"; then
      echo "same: $f ($run, $(wc -l <"$work/new") lines, md5 $(md5sum <"$work/new" | cut -c1-12))"
    else
      echo "DIFFERENT: $f ($run):"
      diff "$work/old" "$work/new" | head -5
      status=1
    fi
  done
done
exit $status
