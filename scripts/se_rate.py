#!/usr/bin/env python3
"""Draw a puzzle sample and rate it with classic Sudoku Explainer's serate.

    se_rate.py draw [--seed S] [--per N] [--exclude FILE] NAME=FILE ... > sample.txt
    se_rate.py rate --jar SudokuExplainer.jar [--timeout SEC] SAMPLE > rated.txt

draw: N puzzles from each FILE (one puzzle a line, anything after the first
81 characters ignored), chosen with Python's random.Random(S), none that is
in the --exclude file or drawn twice; prints `puzzle NAME`, '0' for empty.

rate: feeds the sample to one Java process running serate (the forum's
command-line rater, class diuf.sudoku.test.serate; the jar is built from
source outside the project) and prints `puzzle ER EP ED NAME` per puzzle.
serate prints one line per puzzle as it finishes it, so a puzzle that takes
longer than --timeout seconds of wall time gets the process killed, is
printed as a `# timeout` comment, and a new process goes on with the rest.
Standard library only.
"""
import argparse
import os
import random
import select
import subprocess
import sys
import time


def read_puzzles(path):
    """The file's puzzles in order, as 81 characters of '0'-'9'."""
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith('#') or len(line) < 81:
                continue
            out.append(line[:81].replace('.', '0'))
    return out


def draw(args):
    """Draws --per puzzles from each named file with one seeded generator."""
    rng = random.Random(args.seed)
    seen = set(read_puzzles(args.exclude)) if args.exclude else set()
    print(f'# drawn by se_rate.py draw --seed {args.seed} --per {args.per}'
          f'{" --exclude " + os.path.basename(args.exclude) if args.exclude else ""}')
    for spec in args.sources:
        name, path = spec.split('=', 1)
        pool = [p for p in dict.fromkeys(read_puzzles(path)) if p not in seen]
        for p in rng.sample(pool, args.per):
            seen.add(p)
            print(p, name)


def start(jar):
    """One serate process reading puzzles on stdin, one line out per puzzle."""
    cmd = ['java', '-cp', jar, 'diuf.sudoku.test.serate', '--format=%g %r %p %d', '--input=-']
    return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, bufsize=1)


def rate_rest(jar, todo, timeout):
    """Rates todo[0:] in one process; returns how many it finished before a
    timeout (len(todo) when none), printing each result as it comes."""
    proc = start(jar)
    for p, _ in todo:
        proc.stdin.write(p + '\n')
    proc.stdin.close()
    done = 0
    deadline = time.monotonic() + timeout + 30  # the first puzzle pays the JVM start
    while done < len(todo):
        left = deadline - time.monotonic()
        ready, _, _ = select.select([proc.stdout], [], [], max(left, 0))
        if not ready:
            proc.kill()
            proc.wait()
            return done
        line = proc.stdout.readline()
        if not line:
            break
        f = line.split()
        p, name = todo[done]
        print(f'{f[0]} {f[1]} {f[2]} {f[3]} {name}', flush=True)
        done += 1
        deadline = time.monotonic() + timeout
    proc.wait()
    return done


def rate(args):
    """Rates the sample, skipping (and reporting) each puzzle that times out."""
    todo = []
    with open(args.sample) as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            p, name = line.split()[:2]
            todo.append((p, name))
    while todo:
        done = rate_rest(args.jar, todo, args.timeout)
        if done < len(todo):
            print(f'# timeout {todo[done][0]} {todo[done][1]} (over {args.timeout} s)', flush=True)
            done += 1
        todo = todo[done:]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    d = sub.add_parser('draw')
    d.add_argument('--seed', type=int, default=2026)
    d.add_argument('--per', type=int, default=350)
    d.add_argument('--exclude')
    d.add_argument('sources', nargs='+', metavar='NAME=FILE')
    r = sub.add_parser('rate')
    r.add_argument('--jar', required=True)
    r.add_argument('--timeout', type=float, default=600)
    r.add_argument('sample')
    args = ap.parse_args()
    draw(args) if args.cmd == 'draw' else rate(args)


if __name__ == '__main__':
    main()
