#!/usr/bin/env python3
"""Several nonet builds and modes beside skfr on the same puzzles, in one run.

    hardest_vs_skfr.py --rater NAME=NONET[,ARG...] ... [--skfr SKFR]
                       [--first N] [--every K] [--copies C [--seed S]] FILE

FILE: puzzles (forum-hardest-11plus.txt: every one rated 11.0 or more by
the forum's SE runs). The puzzles taken are lines 1, 1 + K, 1 + 2K, ...
of the first N, then C random equivalent copies (digits relabelled, rows
within bands, bands, columns within stacks, stacks permuted, transposed
or not; random.Random(S)) of C puzzles drawn from the rest of the file;
each table is printed for the first N, the copies and both. For each puzzle every rater runs in turn, one process
each (nonet: `grade --format json --cache none ARG... PUZZLE`, e.g.
`new-se=build/nonet,--order=se,--max-time=60`; skfr with
OMP_NUM_THREADS=1), so that the machine's load falls on all alike; the CPU
of a process (user + system, os.wait4) less the rater's start-up (the
median of 5 processes on a solved grid) is its CPU for the puzzle.
Prints per rater the CPU per puzzle (median, mean, p90, max, ms), its
ratio to skfr's, and the ER distribution with the count rated 11.0 or
more. The runners are scripts/se_compare.py's. Standard library only.
"""
import argparse
import os
import random
import statistics
import sys
import tempfile
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'scripts'))
import se_compare  # noqa: E402


def rater(spec, skfr_timeout):
    """(name, run(puzzle) -> ((er, ...), cpu)) for NAME=NONET[,ARG...] or skfr."""
    name, _, rest = spec.partition('=')
    parts = rest.split(',')
    if name == 'skfr':
        args = types.SimpleNamespace(skfr=parts[0], skfr_timeout=skfr_timeout)
        return name, lambda p, tmp: se_compare.skfr_run(args, p, 1, tmp)
    args = types.SimpleNamespace(nonet=parts[0], nonet_arg=parts[1:])
    return name, lambda p, tmp: se_compare.nonet_run(args, p, 1, tmp)


def equivalent_copy(puzzle, rnd):
    """A random copy of puzzle (81 digits, 0 empty) with the same logic:
    digits relabelled, rows within bands and bands, columns within stacks
    and stacks permuted, transposed or not."""
    def lines():
        bands = rnd.sample(range(3), 3)
        return [3 * b + r for b in bands for r in rnd.sample(range(3), 3)]
    rows, cols, digit = lines(), lines(), [0] + rnd.sample(range(1, 10), 9)
    flip = rnd.random() < 0.5
    out = []
    for r in range(9):
        for c in range(9):
            rr, cc = (cols[c], rows[r]) if flip else (rows[r], cols[c])
            out.append(str(digit[int(puzzle[9 * rr + cc])]))
    return ''.join(out)


def copies_of_rest(path, first, n, seed):
    """n random equivalent copies of n puzzles drawn from the file's lines
    after the first `first` puzzles."""
    rest = se_compare.read_forum(path, 10 ** 9)[first:]
    rnd = random.Random(seed)
    return [(equivalent_copy(r[0], rnd),) + tuple(r[1:]) for r in rnd.sample(rest, n)]


def pct(ms, q):
    return ms[min(len(ms) - 1, int(q * len(ms)))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--rater', action='append', default=[], help='NAME=NONET[,ARG...]')
    ap.add_argument('--skfr', help='the skfr binary')
    ap.add_argument('--skfr-timeout', type=float, default=600)
    ap.add_argument('--first', type=int, default=1000)
    ap.add_argument('--every', type=int, default=1)
    ap.add_argument('--copies', type=int, default=0)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('file')
    args = ap.parse_args()
    specs = args.rater + ([f'skfr={args.skfr}'] if args.skfr else [])
    raters = [rater(s, args.skfr_timeout) for s in specs]
    rows = se_compare.read_forum(args.file, args.first)[::args.every]
    n_first = len(rows)
    if args.copies:
        rows += copies_of_rest(args.file, args.first, args.copies, args.seed)
    tmp = tempfile.mkdtemp(prefix='hardest_vs_skfr.')
    startup = {n: statistics.median(run(se_compare.SOLVED, tmp)[1] for _ in range(5)) for n, run in raters}
    cpu = {n: [] for n, _ in raters}
    er = {n: [] for n, _ in raters}
    for i, r in enumerate(rows):
        for n, run in raters:
            got, c = run(r[0], tmp)
            cpu[n].append(max(0.0, c - startup[n]) * 1000)
            er[n].append(got[0])
        print(f'{i + 1}/{len(rows)} ' + ' '.join(f'{n} {er[n][-1]} {cpu[n][-1]:.0f}ms' for n, _ in raters),
              file=sys.stderr)
    name = os.path.basename(args.file)
    parts = [(f'{n_first} puzzles: every {args.every}th of the first {args.first} of {name}', 0, n_first)]
    if args.copies:
        parts += [(f'{args.copies} random equivalent copies of puzzles after the first {args.first} '
                   f'(seed {args.seed})', n_first, len(rows)),
                  (f'both: {len(rows)} puzzles', 0, len(rows))]
    for title, lo, hi in parts:
        report(title, raters, {n: v[lo:hi] for n, v in cpu.items()}, {n: v[lo:hi] for n, v in er.items()})


def report(title, raters, cpu, er):
    """The CPU table and the ER distribution of one part of the run."""
    print(f'{title}\n')
    print('| rater | median ms | mean ms | p90 | max | median / skfr | mean / skfr | ER >= 11.0 |')
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    ref = cpu.get('skfr')
    for n, _ in raters:
        ms = sorted(cpu[n])
        med, mean = statistics.median(ms), statistics.mean(ms)
        rm = f'{med / statistics.median(ref):.2f}x' if ref else '-'
        ra = f'{mean / statistics.mean(ref):.2f}x' if ref else '-'
        hi = sum(1 for e in er[n] if e is not None and e >= 11 - 1e-9)
        print(f'| {n} | {med:.0f} | {mean:.0f} | {pct(ms, 0.9):.0f} | {ms[-1]:.0f} | {rm} | {ra} | {hi} |')
    keys = sorted({f'{e:.1f}' for n in er for e in er[n] if e is not None}, key=float)
    print('\n| ER | ' + ' | '.join(n for n, _ in raters) + ' |')
    print('| --- |' + ' ---: |' * len(raters))
    for k in keys:
        print(f'| {k} | ' + ' | '.join(str(sum(1 for e in er[n] if e is not None and f"{e:.1f}" == k))
                                       for n, _ in raters) + ' |')
    none = {n: sum(1 for e in er[n] if e is None) for n, _ in raters}
    if any(none.values()):
        print('| none | ' + ' | '.join(str(none[n]) for n, _ in raters) + ' |')
    print()

if __name__ == '__main__':
    main()
