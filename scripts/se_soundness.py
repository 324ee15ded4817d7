#!/usr/bin/env python3
"""Soundness at scale: every step of Sudoku Explainer's path checked against
the solution, on puzzles from ../shared/data.

    se_soundness.py --nonet build/nonet [--data DIR] [--jobs 2]
                    [--take NAME=N ...] [--max-time S] [--out FILE]

nonet's driver checks each step against the puzzle's solution before it
applies it; a step that would remove a solution digit (or place a wrong one)
is refused and the solve ends with status `internal_error` ("a strategy
produced a step that removes the solution"). So one `nonet grade --order se
--format json --cache none` over the puzzles checks every step of SE's path
(src/solve/driver.c, step_sound). The script counts per file the statuses:
ok, refused (internal_error), timeout (past --max-time: checked as far as
it went), and the puzzles whose SE path stalled (backtracking, the rest
placed from the solution: "guessed"), and prints each refused puzzle with
nonet's message; the exit status is 1 when a step was refused.

Default sample, 100,342 puzzles (the first N lines of each file):
17-clue.txt all 49,158, sudoku-exchange-diabolical.txt all 39,719,
magictour-top1465.txt all 1,465, forum-hardest-11plus.txt 10,000.
--take NAME=N changes one (0 leaves it out). Run it with nice; --jobs 2 is
nonet's --jobs. Standard library only.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

DEFAULT_TAKE = {
    '17-clue.txt': 49158,
    'sudoku-exchange-diabolical.txt': 39719,
    'magictour-top1465.txt': 1465,
    'forum-hardest-11plus.txt': 10000,
}


def first_puzzles(path, n):
    """The first n puzzles of a file (81 characters each, '.' as '0')."""
    out = []
    with open(path) as f:
        for line in f:
            if len(out) >= n:
                break
            if line.startswith('#') or len(line) < 81:
                continue
            out.append(line[:81].replace('.', '0'))
    return out


def grade_all(args, puzzles, tmp):
    """Runs nonet grade --order se over the puzzles; yields (puzzle, JSON
    object) per line of output, in input order."""
    path = os.path.join(tmp, 'puzzles.txt')
    with open(path, 'w') as f:
        f.write(''.join(p + '\n' for p in puzzles))
    cmd = [args.nonet, 'grade', '--order', 'se', '--format', 'json', '--cache', 'none',
           '--jobs', str(args.jobs), '--max-time', str(args.max_time), path]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in proc.stdout:
        yield json.loads(line)
    proc.wait()


def check_file(args, name, puzzles, tmp, out):
    """Counts for one file: puzzles, ok, refused, timeout, stalled, other;
    the refused ones written to out."""
    c = dict(puzzles=len(puzzles), ok=0, refused=0, timeout=0, stalled=0, other=0)
    for j in grade_all(args, puzzles, tmp):
        status = j.get('status')
        if status == 'ok':
            c['ok'] += 1
            c['stalled'] += bool(j.get('backtracking'))
        elif status == 'timeout':
            c['timeout'] += 1
        elif status == 'internal_error':
            c['refused'] += 1
            out.write(f"{name} {j.get('puzzle', '?')} {j.get('error', '')}\n")
        else:
            c['other'] += 1
    return c


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--nonet', required=True, help='the nonet command')
    ap.add_argument('--data', default=os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'data'))
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--max-time', type=float, default=10.0, help="nonet's --max-time per puzzle")
    ap.add_argument('--take', action='append', default=[], help='NAME=N: the first N puzzles of NAME')
    ap.add_argument('--out', help='write the refused puzzles here (default: standard output)')
    args = ap.parse_args()
    take = dict(DEFAULT_TAKE)
    for t in args.take:
        name, n = t.split('=')
        take[name] = int(n)
    out = open(args.out, 'w') if args.out else sys.stdout
    total = dict(puzzles=0, ok=0, refused=0, timeout=0, stalled=0, other=0)
    print('| file | puzzles | ok | refused | timeout | SE path stalled (guessed) | other | CPU s (wall) |')
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    with tempfile.TemporaryDirectory(prefix='se_soundness.') as tmp:
        for name, n in take.items():
            path = os.path.join(args.data, name)
            if n <= 0 or not os.path.exists(path):
                continue
            t0, c0 = time.time(), os.times()
            c = check_file(args, name, first_puzzles(path, n), tmp, out)
            c1 = os.times()
            cpu = c1.children_user + c1.children_system - c0.children_user - c0.children_system
            for k in total:
                total[k] += c[k]
            print(f"| {name} | {c['puzzles']} | {c['ok']} | {c['refused']} | {c['timeout']} | {c['stalled']} | "
                  f"{c['other']} | {cpu:.0f} ({time.time() - t0:.0f}) |", flush=True)
    print(f"| all | {total['puzzles']} | {total['ok']} | {total['refused']} | {total['timeout']} | "
          f"{total['stalled']} | {total['other']} | |")
    return 1 if total['refused'] else 0


if __name__ == '__main__':
    sys.exit(main())
