#!/usr/bin/env bash
# The share of puzzles that logic alone finishes (no backtracking step).
# usage: logic_coverage.sh NONET FILE SAMPLE SEED [TECHNIQUES [MAX_TIME]]
#   SAMPLE: how many lines to draw (0 = the whole file), by a shuffle seeded
#   with SEED so that a run can be repeated; TECHNIQUES: a --techniques list
#   (default: every technique; "" for that with MAX_TIME); MAX_TIME: CPU
#   seconds per puzzle (the command's --max-time; default its 10).
set -euo pipefail
nonet=$1 file=$2 sample=$3 seed=$4 techniques=${5:-} max_time=${6:-}
args=(explain --format json --no-backtracking)
[ -n "$techniques" ] && args+=(--techniques "$techniques")
[ -n "$max_time" ] && args+=(--max-time "$max_time")
pick() {
  grep -v '^#' "$file" | if [ "$sample" -gt 0 ]; then
    shuf -n "$sample" --random-source=<(yes "$seed"); else cat; fi
}
summary='
import json, sys
from collections import Counter
status = Counter(json.loads(line)["status"] for line in sys.stdin)
total = sum(status.values())
solved, stalled = status.pop("solved", 0), status.pop("stalled", 0)
print("%d puzzles: %d solved by logic alone (%.1f%%), %d stalled, other %s"
      % (total, solved, 100.0 * solved / max(total, 1), stalled, dict(status)))
'
pick | { "$nonet" "${args[@]}" - 2>/dev/null || true; } | python3 -c "$summary"
