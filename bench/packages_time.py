"""The native side of bench/packages.sh: per puzzle of a file, the wall time of explain (the best of
REPS) through the Python module over libnonet.so, the JSON made and parsed as the npm package does.
Prints JSON: {"explain": [ms...]}.
    PYTHONPATH=build/python python3 bench/packages_time.py PUZZLES REPS"""
import json
import sys
import time

import nonet

puzzles = list(nonet.read_file(sys.argv[1]))
reps = int(sys.argv[2])


def best(puzzle):
    least = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        nonet.explain(puzzle)
        least = min(least, time.perf_counter() - t)
    return least * 1000


print(json.dumps({"explain": [best(p) for p in puzzles]}))
