#!/usr/bin/env bash
# The share of puzzles that logic alone finishes (no backtracking step).
# usage: logic_coverage.sh NONET FILE SAMPLE SEED [TECHNIQUES]
#   SAMPLE: how many lines to draw (0 = the whole file), with a seeded shuffle
#   so that a run can be repeated; TECHNIQUES: a --techniques list (default: all).
set -euo pipefail
nonet=$1 file=$2 sample=$3 seed=$4 techniques=${5:-}
args=(explain --format json --no-backtracking)
[ -n "$techniques" ] && args+=(--techniques "$techniques")
pick() {
  grep -v '^#' "$file" | { if [ "$sample" -gt 0 ]; then
    shuf -n "$sample" --random-source=<(yes "$seed"); else cat; fi; }
}
pick | "$nonet" "${args[@]}" - 2>/dev/null | python3 -c '
import json, sys
from collections import Counter
status = Counter(json.loads(line)["status"] for line in sys.stdin)
total = sum(status.values())
print(f"{total} puzzles: {status[\"solved\"]} solved by logic ({100.0 * status[\"solved\"] / total:.1f}%), "
      f"{status[\"stalled\"]} stalled, other {dict((k, v) for k, v in status.items() if k not in (\"solved\", \"stalled\"))}")
' || true
