"""The native side of bench/packages.sh: per puzzle of a file, the CPU time of explain (the best of
REPS, after a warm-up pass) through the Python module over libnonet.so, the JSON made and parsed as
the npm package does, and of json.loads on the answer's text alone (so the library's own share is the difference).
and the time of generate for one Hard puzzle per seed. Prints JSON: {"explain": [ms...], "parse": [ms...],
"generate": [ms...]}.
    PYTHONPATH=build/python python3 bench/packages_time.py PUZZLES REPS [SEEDS]"""
import json
import sys
import time

import nonet

puzzles = list(nonet.read_file(sys.argv[1]))
reps = int(sys.argv[2])
seeds = int(sys.argv[3]) if len(sys.argv) > 3 else 0


def best(fn):
    least = float("inf")
    for _ in range(reps):
        t = time.process_time()  # CPU time: a busy machine stretches the wall clock, not this
        fn()
        least = min(least, time.process_time() - t)
    return least * 1000


def parse_time(puzzle):
    text = json.dumps(nonet.explain(puzzle), separators=(",", ":"))
    return best(lambda: json.loads(text))


for p in puzzles:  # one untimed pass first, as the Node side makes (there: for V8's optimised code)
    nonet.explain(p)
print(json.dumps({"explain": [best(lambda: nonet.explain(p)) for p in puzzles],
                  "parse": [parse_time(p) for p in puzzles],
                  "generate": [best(lambda: nonet.generate(count=1, level="Hard", seed=s)) for s in range(1, seeds + 1)]}))
