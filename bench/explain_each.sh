#!/usr/bin/env bash
# Explain each puzzle of a file in its own process, with the default
# --max-time, and report the status counts and the CPU per puzzle (GNU
# time's user + sys): median, mean, p90, p99 and maximum (docs/COVERAGE.md).
# Resumable: results go one line per puzzle to OUT (index, puzzle, status,
# steps, CPU seconds); a second run with the same OUT goes on after the
# last line written.
# usage: explain_each.sh NONET FILE OUT [EXPLAIN_OPTION...]
set -euo pipefail
nonet=$1 file=$2 out=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
done_n=0
[ -f "$out" ] && done_n=$(wc -l < "$out")
i=0
while read -r line; do
  case $line in '#'* | '') continue ;; esac
  i=$((i + 1))
  [ "$i" -le "$done_n" ] && continue
  puzzle=${line:0:81}
  /usr/bin/time -o "$tmp/time" -f "%U %S" "$nonet" explain --format json --no-backtracking "$@" \
    "$puzzle" > "$tmp/json" 2>/dev/null || true
  result=$(python3 -c 'import json,sys; o=json.loads(open(sys.argv[1]).readline()); print(o["status"], len(o["steps"]))' \
    "$tmp/json" 2>/dev/null || echo "error 0")
  cpu=$(awk '{print $1 + $2}' < "$tmp/time" | tail -1)
  printf '%d\t%s\t%s\t%s\n' "$i" "$puzzle" "${result// /$'\t'}" "$cpu" >> "$out"
done < "$file"
awk -F'\t' '{ status[$3]++; print $5 }' "$out" | sort -n | awk '
  { t[NR] = $1; sum += $1 }
  END { if (!NR) exit; printf "%d puzzles: CPU s median %.2f, mean %.3f, p90 %.2f, p99 %.2f, max %.2f\n", NR,
        t[int((NR + 1) / 2)], sum / NR, t[int(NR * 0.9 + 0.999)], t[int(NR * 0.99 + 0.999)], t[NR] }'
cut -f3 "$out" | sort | uniq -c
