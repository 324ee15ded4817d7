#!/usr/bin/env python3
"""How well `nonet grade` agrees with Sudoku Explainer and HoDoKu.

Usage: scripts/grade_agreement.py [--nonet PATH] [--mode both|pipeline|se|se-classic|all]
                                  [--throughput FILE] [CALIBRATION]

CALIBRATION has lines `puzzle ER EP ED hodoku_level hodoku_score source`
(default: ../shared/data/se-classic-calibration.txt; puzzles/se-classic-sample.txt
is a 50-line sample of it). For each mode the script runs
`nonet grade --format json ARGS CALIBRATION` (both: the default, the rating
from a solve lowest SE rating first and HoDoKu's figures from one in
pipeline order; pipeline: --order pipeline; se: --order se; se-classic: --order se with only the techniques classic Sudoku
Explainer 1.2.1.3 has, the rest left to backtracking) and prints, overall and
per source: the share of exact ER matches and within 0.3, HoDoKu level
agreement with the confusion table (ours down, HoDoKu's across), and the
Pearson correlation of the scores over the puzzles that both solve without
guessing (nonet without backtracking, HoDoKu below its brute-force score
of 10000). With --throughput FILE it also times the whole process
`nonet grade FILE` (default order and --order pipeline) with --jobs 1 and 2
and prints puzzles per second.
Python 3 standard library only.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

LEVELS = ["Easy", "Medium", "Hard", "Unfair", "Extreme", "backtracking"]
HODOKU_BRUTE_FORCE = 10000  # HoDoKu's base score for brute force: a guess

# The modes' options; se-classic takes only the techniques classic Sudoku
# Explainer 1.2.1.3 also has (the table's classic_se column: no locked pair,
# finned fish, single-digit patterns, W-Wing, remote pair, colouring, hidden or
# avoidable rectangle: it does those with chains rated 6.5 and up), read from
# `nonet techniques --format json`.
MODES = {"both": [], "pipeline": ["--order", "pipeline"], "se": ["--order", "se"],
         "se-classic": ["--order", "se", "--techniques", None]}


def classic_se(nonet):
    """The ids of the rows flagged classic_se, comma-separated."""
    out = subprocess.run([nonet, "techniques", "--format", "json"], capture_output=True, text=True,
                         check=True).stdout
    return ",".join(row["id"] for row in map(json.loads, out.splitlines()) if row.get("classic_se"))


def read_calibration(path):
    """The reference rows, in file order: dicts with puzzle, er, level, score, source."""
    rows = []
    with open(path) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            puzzle, er, _ep, _ed, level, score, source = line.split()[:7]
            rows.append({"puzzle": puzzle, "er": float(er), "level": level,
                         "score": int(score), "source": source})
    return rows


def run_grade(nonet, mode, path):
    """nonet's JSON lines for the file, one per puzzle, in order."""
    out = subprocess.run([nonet, "grade", "--format", "json"] + MODES[mode] + [path],
                         check=False, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def pearson(xs, ys):
    n = len(xs)
    if n < 2:
        return float("nan")
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else float("nan")


def pct(k, n):
    return f"{100.0 * k / n:5.1f}%" if n else "   - "


def summary(pairs):
    """One table row's figures for a list of (reference, ours) pairs."""
    logic_pairs = [(r, g) for r, g in pairs if not g["backtracking"]]
    exact = sum(1 for r, g in logic_pairs if abs(g["rating"] - r["er"]) < 0.05)
    near = sum(1 for r, g in logic_pairs if abs(g["rating"] - r["er"]) <= 0.3 + 1e-9)
    level = sum(1 for r, g in pairs if g["level"] == r["level"])
    both = [(r["score"], g["score"]) for r, g in logic_pairs if r["score"] < HODOKU_BRUTE_FORCE]
    return {"n": len(pairs), "logic": len(logic_pairs), "exact": exact, "near": near, "level": level,
            "level_logic": sum(1 for r, g in logic_pairs if g["level"] == r["level"]),
            "both": len(both), "corr": pearson([a for a, _ in both], [b for _, b in both]),
            "same": sum(1 for a, b in both if a == b), "close": sum(1 for a, b in both if abs(a - b) <= 20)}


def print_table(pairs):
    """Overall and per source. ER and level shares are of all puzzles (a
    puzzle nonet finishes by backtracking never matches an ER); the
    "(logic)" columns are of the puzzles nonet solves by logic alone."""
    print("| set | puzzles | logic only | ER exact | ER within 0.3 | ER exact (logic) | HoDoKu level "
          "| level (logic) | score r (n) | score exact | score within 20 |")
    print("| --- |" + " ---: |" * 10)
    sources = sorted({r["source"] for r, _ in pairs})
    for name, subset in [("all", pairs)] + [(s, [p for p in pairs if p[0]["source"] == s]) for s in sources]:
        f = summary(subset)
        print(f"| {name} | {f['n']} | {pct(f['logic'], f['n'])} | {pct(f['exact'], f['n'])} "
              f"| {pct(f['near'], f['n'])} | {pct(f['exact'], f['logic'])} | {pct(f['level'], f['n'])} "
              f"| {pct(f['level_logic'], f['logic'])} | {f['corr']:.3f} ({f['both']}) "
              f"| {pct(f['same'], f['both'])} | {pct(f['close'], f['both'])} |")


def print_confusion(pairs):
    print("\nHoDoKu level: nonet's (rows) against HoDoKu 2.2.0's (columns)\n")
    print("| nonet \\ HoDoKu | " + " | ".join(LEVELS[:5]) + " |")
    print("| --- |" + " ---: |" * 5)
    for ours in LEVELS:
        counts = [sum(1 for r, g in pairs if g["level"] == ours and r["level"] == theirs) for theirs in LEVELS[:5]]
        print(f"| {ours} | " + " | ".join(str(c) for c in counts) + " |")


def throughput(nonet, path):
    """Whole processes, default order and --order pipeline, one and two jobs."""
    with open(path) as f:
        n = sum(1 for line in f if line.strip() and not line.startswith("#"))
    print(f"\nThroughput, whole process `nonet grade [--order pipeline] --jobs N {os.path.basename(path)}` "
          f"({n} puzzles):\n")
    for mode in ("both", "pipeline"):
        for jobs in (1, 2):
            start = time.monotonic()
            subprocess.run([nonet, "grade", "--jobs", str(jobs)] + MODES[mode] + [path], check=False,
                           stdout=subprocess.DEVNULL)
            seconds = time.monotonic() - start
            print(f"- {mode}, --jobs {jobs}: {seconds:.1f} s, {n / seconds:.0f} puzzles/s")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nonet", default=os.path.join(here, "..", "build", "nonet"))
    ap.add_argument("--mode", choices=list(MODES) + ["all"], default="all")
    ap.add_argument("--throughput", metavar="FILE")
    ap.add_argument("calibration", nargs="?",
                    default=os.path.join(here, "..", "..", "shared", "data", "se-classic-calibration.txt"))
    args = ap.parse_args()
    MODES["se-classic"][-1] = classic_se(args.nonet)
    reference = read_calibration(args.calibration)
    for mode in (list(MODES) if args.mode == "all" else [args.mode]):
        graded = run_grade(args.nonet, mode, args.calibration)
        if len(graded) != len(reference):
            sys.exit(f"nonet gave {len(graded)} lines for {len(reference)} puzzles")
        pairs = [(r, g) for r, g in zip(reference, graded) if g.get("status") == "ok"]
        print(f"\n## {mode}: nonet grade {' '.join(MODES[mode])} ({len(pairs)} of {len(reference)} graded)\n")
        print_table(pairs)
        print_confusion(pairs)
    if args.throughput:
        throughput(args.nonet, args.throughput)


if __name__ == "__main__":
    main()
