#!/usr/bin/env python3
"""`nonet check` over the explained solves of the bundled samples (issue 30).

Explains each sample file of puzzles/ in both orders (--format json), pipes
the JSON Lines through `nonet check` and fails on any step that fails,
except 'no checker for T' where T is listed in tests/data/check/unchecked.txt
(the techniques still without a checker, each a known gap that
docs/reliability.md names). Fails too when check's last line is not
'checked: P puzzles, S steps, F failed' or when a listed technique is
checked now (the list only shrinks).
Usage: check_samples.py NONET SOURCE_DIR [NONET_FOR_EXPLAIN]
With a third argument, that build explains and NONET checks (the planted-bug
test: there the run must find a failure; it exits 0 only then).
"""
import json
import os
import re
import subprocess
import sys

SAMPLES = ["easy", "medium", "sample", "diabolical-sample", "17-clue-sample",
           "magictour-sample", "nested-sample", "se-classic-sample"]
FAIL = re.compile(r"^step (\d+) \(([a-z0-9_]+)\): (.*)$")
LAST = re.compile(r"^checked: (\d+) puzzles, (\d+) steps, (\d+) failed$")


def main(argv):
    nonet, src = argv[1], argv[2]
    explainer = argv[3] if len(argv) > 3 else nonet
    planted = len(argv) > 3
    with open(os.path.join(src, "tests/data/check/unchecked.txt")) as f:
        unchecked = {l.split("#")[0].strip() for l in f} - {""}
    real, gaps, steps, seen, used = [], {}, 0, set(), set()
    for name in SAMPLES:
        for order in ("pipeline", "se"):
            path = os.path.join(src, "puzzles", name + ".txt")
            trace = subprocess.run([explainer, "explain", "--format", "json", "--order", order, path],
                                   capture_output=True, check=False).stdout
            for obj in trace.decode().splitlines():
                used.update(s["technique"] for s in json.loads(obj).get("steps", []))
            run = subprocess.run([nonet, "check", "-"], input=trace, capture_output=True)
            lines = run.stdout.decode().splitlines()
            last = LAST.match(lines[-1]) if lines else None
            if not last:
                print("%s %s: no 'checked:' line (exit %d): %s" % (name, order, run.returncode,
                                                                  run.stderr.decode()[:300]))
                return 1
            steps += int(last.group(2))
            failed = 0
            for line in lines:
                m = FAIL.match(line)
                if not m:
                    continue
                failed += 1
                tech, why = m.group(2), m.group(3)
                seen.add(tech)
                if (why == "no checker for " + tech or why.startswith("no checker for %s " % tech)) and tech in unchecked:
                    gaps[tech] = gaps.get(tech, 0) + 1
                else:
                    real.append("%s %s: %s" % (name, order, line))
            if failed != int(last.group(3)) or (run.returncode != 0) != (failed > 0):
                print("%s %s: %d step lines, %s; exit %d" % (name, order, failed, lines[-1], run.returncode))
                return 1
    print("%d steps checked; %d failed with a reason; unchecked (no checker yet): %s" %
          (steps, len(real), ", ".join("%s %d" % kv for kv in sorted(gaps.items())) or "none"))
    if planted:
        for line in real[:5]:
            print("caught: " + line)
        print("planted bug %s" % ("caught" if real else "NOT caught"))
        return 0 if real else 1
    for line in real[:40]:
        print(line)
    # a listed id whose steps all passed (or failed for a reason other than
    # 'no checker') has a checker now: it leaves the list
    stale = sorted(t for t in unchecked if t in used and t not in gaps)
    if stale:
        print("listed in unchecked.txt but checked now: %s" % ", ".join(stale))
    return 1 if real or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
