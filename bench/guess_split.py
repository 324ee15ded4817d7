#!/usr/bin/env python3
"""guess_split.py -- instructions per puzzle of two builds, split by whether
the old build's explain guessed (a `backtracking` step).

A solve that guesses is cheap (brute force fills the rest), so a pipeline that
replaces the guess by logic raises the tail of the cost on those puzzles only;
this shows the median and p99 (nearest rank, as explain_instructions.sh) of all
puzzles and of those the old build solved by logic.

usage: bench/guess_split.py FILE OLD_COUNTS NEW_COUNTS OLD_NONET
  FILE        the puzzles, one per line (as given to explain_instructions.sh)
  *_COUNTS    explain_instructions.sh's output for each build on FILE
  OLD_NONET   the old build's nonet command (its explain decides the split)
"""
import json
import subprocess
import sys


def counts(path):
    """index -> instructions, from explain_instructions.sh's output."""
    out = {}
    with open(path) as f:
        for line in f:
            fields = line.split()
            if len(fields) == 2 and fields[0].isdigit():
                out[int(fields[0])] = int(fields[1])
    return out


def guessed(puzzles, nonet):
    """Per puzzle (in order): did nonet's explain take a backtracking step?"""
    text = subprocess.run([nonet, 'explain', '--format', 'json', puzzles],
                          capture_output=True, text=True, check=False).stdout
    flags = []
    for line in text.splitlines():
        if line.strip():
            techniques = json.loads(line)['summary']['techniques']
            flags.append(any(t['technique'] == 'backtracking' for t in techniques))
    return flags


def summary(values):
    v = sorted(values)
    rank = lambda p: v[max(1, int(p * len(v) + 0.999999)) - 1]
    return f'{len(v)} puzzles, median {rank(0.5):,}, p99 {rank(0.99):,}'


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    puzzles, old_path, new_path, nonet = sys.argv[1:]
    old, new, flags = counts(old_path), counts(new_path), guessed(puzzles, nonet)
    logic = [k for k in old if k <= len(flags) and not flags[k - 1]]
    print(f'the old build guessed on {sum(flags)} of {len(flags)}')
    print(f'all:   old {summary(old.values())}; new {summary(new.values())}')
    print(f'logic: old {summary(old[k] for k in logic)}; new {summary(new[k] for k in logic)}')


if __name__ == '__main__':
    main()
