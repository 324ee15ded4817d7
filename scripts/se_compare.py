#!/usr/bin/env python3
"""nonet grade and skfr side by side against Sudoku Explainer's ratings.

    se_compare.py --nonet build/nonet [--skfr PATH] [--nonet-arg ARG ...]
                  [--limit N] [--markdown] FILE ...

FILE: `puzzle ER EP ED ...` per line (se-classic-calibration.txt,
puzzles/se-second-sample.txt; `#` lines skipped), the ratings classic Sudoku
Explainer 1.2.1.3 gave. skfr (github dobrichev/skfr, the forum's C++ clone
of SE's rating, built from source outside the project) is optional.

Each rater runs once per puzzle, in a process of its own (nonet: `grade
--format json PUZZLE`; skfr: `-iNAME` on a one-line file NAME.txt, with
OMP_NUM_THREADS=1), and the CPU time per puzzle is that process's user +
system time (os.wait4's rusage), so both pay their own start-up; the start-up
alone (a process on an already solved grid) is reported beside it. Then:
ER, EP and ED exact, and per SE band (1.x .. 9.x) n, exact, within 0.1,
within 0.3, higher, lower (nonet's backtracking lower bounds count as rated
at their value and are counted apart). Standard library only.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

SOLVED = '123456789456789123789123456214365897365897214897214365531642978642978531978531642'


def read_rated(path, limit):
    """[(puzzle, er, ep, ed)] from a `puzzle ER EP ED ...` file."""
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            p = line.split()
            rows.append((p[0], float(p[1]), float(p[2]), float(p[3])))
    return rows[:limit] if limit else rows


def run_timed(cmd, env=None):
    """Runs cmd; returns (stdout, CPU seconds of the child: user + system)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    out = proc.stdout.read()
    proc.stdout.close()
    _, _, ru = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return out.decode(), ru.ru_utime + ru.ru_stime


def write_copies(tmp, puzzle, copies):
    """tmp/p.txt holding the puzzle on `copies` lines; returns tmp/p."""
    base = os.path.join(tmp, 'p')
    with open(base + '.txt', 'w') as f:
        f.write((puzzle + '\n') * copies)
    return base


def nonet_run(args, puzzle, copies, tmp):
    """nonet's (er, ep, ed, backtracking) for the puzzle, and the CPU seconds
    of one process grading it `copies` times; ep and ed are None when this
    build prints only the rating."""
    base = write_copies(tmp, puzzle, copies)
    out, cpu = run_timed([args.nonet, 'grade', '--format', 'json', *args.nonet_arg, base + '.txt'])
    try:
        j = json.loads(out.splitlines()[0])
    except (ValueError, IndexError):
        return (None, None, None, False), cpu
    er = j.get('er', j.get('rating'))
    return (er, j.get('ep'), j.get('ed'), bool(j.get('backtracking'))), cpu


def skfr_run(args, puzzle, copies, tmp):
    """skfr's (er, ep, ed, False) for the puzzle, and the CPU seconds of one
    process (one thread) rating it `copies` times."""
    base = write_copies(tmp, puzzle, copies)
    for suffix in ('_rat.txt', '_N_rat.txt'):
        if os.path.exists(base + suffix):
            os.remove(base + suffix)
    env = dict(os.environ, OMP_NUM_THREADS='1')
    _, cpu = run_timed([args.skfr, '-i' + base], env=env)
    for suffix in ('_rat.txt', '_N_rat.txt'):
        with open(base + suffix) as f:
            line = f.readline().strip()
        if 'ED=' in line:
            er, ep, ed = (float(x) for x in line.split('ED=')[1].split('/'))
            return (er, ep, ed, False), cpu
    return (None, None, None, False), cpu


def per_puzzle_cpu(run, puzzle, first_cpu, startup):
    """The CPU one rating of the puzzle costs, start-up excluded: a process
    rating it once and one rating it R+1 times differ by R ratings, R chosen
    so that they add about 30 ms (at most 50 copies)."""
    guess = max(first_cpu - startup, 0.0005)
    r = max(1, min(50, int(0.03 / guess + 0.5)))
    _, cpu = run(puzzle, r + 1)
    return max(0.0, (cpu - first_cpu) / r)


def band_table(rows, got):
    """Markdown rows per SE band: n, exact, within 0.1/0.3, higher, lower, lower bounds."""
    out = ['| SE band | n | exact | within 0.1 | within 0.3 | higher | lower | lower bound (+) |',
           '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |']
    bands = sorted({int(r[1]) for r in rows})
    for band in bands + ['all']:
        idx = [i for i, r in enumerate(rows) if band == 'all' or int(r[1]) == band]
        c = [0] * 6
        for i in idx:
            se, g = rows[i][1], got[i]
            if g[0] is None:
                c[4] += 1
                continue
            d = round(g[0] - se, 1)
            c[0] += d == 0
            c[1] += abs(d) <= 0.1
            c[2] += abs(d) <= 0.3
            c[3] += d > 0
            c[4] += d < 0
            c[5] += g[3]
        name = f'{band}.x' if band != 'all' else 'all'
        pct = f' ({100 * c[0] / len(idx):.1f}%)' if band == 'all' else ''
        out.append(f'| {name} | {len(idx)} | {c[0]}{pct} | ' + ' | '.join(str(x) for x in c[1:]) + ' |')
    return out


def exact_line(rows, got):
    """ER, EP and ED exact counts (None where the rater does not print it)."""
    n = len(rows)
    parts = []
    for k, name in ((0, 'ER'), (1, 'EP'), (2, 'ED')):
        if all(g[k] is None for g in got):
            parts.append(f'{name} not printed')
            continue
        e = sum(1 for r, g in zip(rows, got) if g[k] is not None and round(g[k] - r[k + 1], 1) == 0)
        parts.append(f'{name} exact {e}/{n} ({100 * e / n:.1f}%)')
    return ', '.join(parts)


def cpu_line(cpus, whole, startup):
    """CPU per puzzle in ms: median, mean, p99, max; the whole file in one
    process (per puzzle), and the start-up alone."""
    ms = sorted(c * 1000 for c in cpus)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return (f'CPU ms/puzzle: median {statistics.median(ms):.3f}, mean {statistics.mean(ms):.3f}, '
            f'p99 {p99:.2f}, max {ms[-1]:.1f}; whole file in one process {whole * 1000 / len(ms):.3f} '
            f'per puzzle; start-up {startup * 1000:.2f} ms')


def measure(args, name, rows, tmp):
    """Rates every row with one rater; returns (results, CPU seconds per
    puzzle, CPU seconds of the whole file in one process, start-up)."""
    runner = nonet_run if name == 'nonet' else skfr_run
    run = lambda p, copies: runner(args, p, copies, tmp)
    startup = statistics.median(run(SOLVED, 1)[1] for _ in range(9))
    got, cpus = [], []
    for i, r in enumerate(rows):
        g, first = run(r[0], 1)
        got.append(g)
        cpus.append(per_puzzle_cpu(run, r[0], first, startup))
        if args.progress and i % 100 == 99:
            print(f'  {name}: {i + 1}/{len(rows)}', file=sys.stderr)
    whole = whole_file_cpu(runner, args, rows, tmp)
    return got, cpus, whole, startup


def whole_file_cpu(runner, args, rows, tmp):
    """CPU seconds of one process rating every puzzle of the file once."""
    base = os.path.join(tmp, 'all')
    with open(base + '.txt', 'w') as f:
        f.write(''.join(r[0] + '\n' for r in rows))
    if runner is nonet_run:
        return run_timed([args.nonet, 'grade', '--format', 'json', *args.nonet_arg, base + '.txt'])[1]
    return run_timed([args.skfr, '-i' + base], env=dict(os.environ, OMP_NUM_THREADS='1'))[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--nonet', required=True, help='the nonet command')
    ap.add_argument('--skfr', help='the skfr binary (optional)')
    ap.add_argument('--nonet-arg', action='append', default=[], help='extra argument for nonet grade')
    ap.add_argument('--limit', type=int, default=0, help='only the first N puzzles of each file')
    ap.add_argument('--progress', action='store_true')
    ap.add_argument('--mismatches', help='write nonet\'s ER mismatches (puzzle SE nonet) to this file')
    ap.add_argument('files', nargs='+')
    args = ap.parse_args()
    raters = ['nonet'] + (['skfr'] if args.skfr else [])
    tmp = tempfile.mkdtemp(prefix='se_compare.')
    try:
        for path in args.files:
            rows = read_rated(path, args.limit)
            print(f'\n## {os.path.basename(path)} ({len(rows)} puzzles)')
            for name in raters:
                got, cpus, whole, startup = measure(args, name, rows, tmp)
                print(f'\n### {name}\n\n{exact_line(rows, got)}\n\n{cpu_line(cpus, whole, startup)}\n')
                print('\n'.join(band_table(rows, got)))
                if args.mismatches and name == 'nonet':
                    with open(args.mismatches, 'a') as f:
                        for r, g in zip(rows, got):
                            if g[0] is None or round(g[0] - r[1], 1) != 0:
                                f.write(f'{r[0]} {r[1]} {g[0]}{"+" if g[3] else ""}\n')
    finally:
        shutil.rmtree(tmp)


if __name__ == '__main__':
    main()
