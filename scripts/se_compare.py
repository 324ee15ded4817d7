#!/usr/bin/env python3
"""nonet grade and skfr side by side against Sudoku Explainer's ratings.

    se_compare.py --nonet build/nonet [--skfr PATH] [--nonet-arg ARG ...]
                  [--limit N] [--cpu repeat|once] [--mismatches OUT] FILE ...
    se_compare.py --forum N --nonet build/nonet [--skfr PATH] [...] FILE

FILE: `puzzle ER EP ED ...` per line (se-classic-calibration.txt,
puzzles/se-second-sample.txt; `#` lines skipped), the ratings classic Sudoku
Explainer 1.2.1.3 gave. skfr (github dobrichev/skfr, the forum's C++ clone
of SE's rating, built from source outside the project) is optional.

--forum N: FILE is a list of puzzles that the forum rated 11.0 or more with
SE (forum-hardest-11plus.txt: puzzles only, no rating); the first N are
rated (N=300 for issue 12) and the report gives per rater the ER
distribution, how many reach 11.0 (agree with the forum's rating) and the
timeouts, backtracking and CPU per puzzle. The CPU is then measured once
(--cpu once: the process's CPU minus the start-up), as a hard puzzle costs
seconds. Give nonet a time limit with --nonet-arg=--max-time=SECONDS (its
default is 10 s); skfr is given --skfr-timeout wall seconds per puzzle.

Each rater runs once per puzzle, in a process of its own (nonet: `grade
--format json --cache none PUZZLE`, with --nonet-arg=--order=se to time SE's
rating alone as skfr does; skfr: `-iNAME` on a one-line file NAME.txt, with
OMP_NUM_THREADS=1), and the CPU time per puzzle is that process's user +
system time (os.wait4's rusage), so both pay their own start-up; the start-up
alone (a process on an already solved grid) is reported beside it. Then:
ER, EP and ED exact, and per SE band (1.x .. 11.x) n, exact, within 0.1,
higher, lower, backtracking and timeout (nonet's lower bounds count as
rated at their value and are also counted apart), then both raters' CPU per
puzzle (median, mean, p99, max) in one table. Standard library only.
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
    """nonet's (er, ep, ed, backtracking, timeout) for the puzzle, and the CPU
    seconds of one process grading it `copies` times (--cache none: grade's
    cache would grade the copies once); ep and ed are None when this build
    prints only the rating."""
    base = write_copies(tmp, puzzle, copies)
    out, cpu = run_timed([args.nonet, 'grade', '--format', 'json', '--cache', 'none', *args.nonet_arg, base + '.txt'])
    try:
        j = json.loads(out.splitlines()[0])
    except (ValueError, IndexError):
        return (None, None, None, False, False), cpu
    er = j.get('er', j.get('rating'))
    timeout = bool(j.get('timeout')) or j.get('status') == 'timeout'
    return (er, j.get('ep'), j.get('ed'), bool(j.get('backtracking')), timeout), cpu


def skfr_run(args, puzzle, copies, tmp):
    """skfr's (er, ep, ed, False) for the puzzle, and the CPU seconds of one
    process (one thread) rating it `copies` times."""
    base = write_copies(tmp, puzzle, copies)
    for suffix in ('_rat.txt', '_N_rat.txt'):
        if os.path.exists(base + suffix):
            os.remove(base + suffix)
    env = dict(os.environ, OMP_NUM_THREADS='1')
    cmd = [args.skfr, '-i' + base]
    if args.skfr_timeout:
        cmd = ['timeout', str(args.skfr_timeout)] + cmd
    _, cpu = run_timed(cmd, env=env)
    for suffix in ('_rat.txt', '_N_rat.txt'):
        if not os.path.exists(base + suffix):
            continue
        with open(base + suffix) as f:
            line = f.readline().strip()
        if 'ED=' in line:
            er, ep, ed = (float(x) for x in line.split('ED=')[1].split('/'))
            return (er, ep, ed, False, False), cpu
    return (None, None, None, False, bool(args.skfr_timeout)), cpu


def per_puzzle_cpu(run, puzzle, first_cpu, startup):
    """The CPU one rating of the puzzle costs, start-up excluded: a process
    rating it once and one rating it R+1 times differ by R ratings, R chosen
    so that they add about 30 ms (at most 50 copies)."""
    guess = max(first_cpu - startup, 0.0005)
    r = max(1, min(50, int(0.03 / guess + 0.5)))
    _, cpu = run(puzzle, r + 1)
    return max(0.0, (cpu - first_cpu) / r)


def band_of(er):
    """The band of a rating: 1 .. 11 (11 holds 11.0 and above)."""
    return min(int(er + 1e-9), 11)


def band_table(rows, got):
    """Markdown rows per SE band: n, exact, within 0.1, higher, lower, and
    the lower bounds apart: backtracking (stalled), timeout. A puzzle with
    no rating at all counts as lower."""
    out = ['| SE band | n | ER exact | within 0.1 | higher | lower | backtracking | timeout |',
           '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |']
    bands = sorted({band_of(r[1]) for r in rows})
    for band in bands + ['all']:
        idx = [i for i, r in enumerate(rows) if band == 'all' or band_of(r[1]) == band]
        c = [0] * 6
        for i in idx:
            se, g = rows[i][1], got[i]
            c[4] += g[4]
            if g[0] is None:
                c[3] += 1
                continue
            d = round(g[0] - se, 1)
            c[0] += d == 0
            c[1] += abs(d) <= 0.1
            c[2] += d > 0
            c[3] += d < 0
            c[5] += g[3]
        name = f'{band}.x' if band != 'all' else 'all'
        pct = f' ({100 * c[0] / len(idx):.1f}%)'
        out.append(f'| {name} | {len(idx)} | {c[0]}{pct} | {c[1]} | {c[2]} | {c[3]} | {c[5]} | {c[4]} |')
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


def cpu_stats(cpus):
    """(median, mean, p99, max) of CPU seconds, in ms."""
    ms = sorted(c * 1000 for c in cpus)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return statistics.median(ms), statistics.mean(ms), p99, ms[-1]


def cpu_table(results):
    """One table of every rater's CPU per puzzle (ms), start-up excluded;
    the whole file in one process per puzzle, and the start-up alone."""
    out = ['| rater | median | mean | p99 | max | whole file, per puzzle | start-up |',
           '| --- | ---: | ---: | ---: | ---: | ---: | ---: |']
    for name, (cpus, whole, startup) in results.items():
        med, mean, p99, mx = cpu_stats(cpus)
        w = f'{whole * 1000 / len(cpus):.3f}' if whole is not None else '-'
        out.append(f'| {name} | {med:.3f} | {mean:.3f} | {p99:.2f} | {mx:.1f} | {w} | {startup * 1000:.2f} |')
    return out


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
        if args.cpu == 'once':
            cpus.append(max(0.0, first - startup))
        else:
            cpus.append(per_puzzle_cpu(run, r[0], first, startup))
        if args.progress and i % 100 == 99:
            print(f'  {name}: {i + 1}/{len(rows)}', file=sys.stderr)
    whole = whole_file_cpu(runner, args, rows, tmp) if args.cpu == 'repeat' else None
    return got, cpus, whole, startup


def whole_file_cpu(runner, args, rows, tmp):
    """CPU seconds of one process rating every puzzle of the file once."""
    base = os.path.join(tmp, 'all')
    with open(base + '.txt', 'w') as f:
        f.write(''.join(r[0] + '\n' for r in rows))
    if runner is nonet_run:
        return run_timed([args.nonet, 'grade', '--format', 'json', '--cache', 'none', *args.nonet_arg,
                          base + '.txt'])[1]
    return run_timed([args.skfr, '-i' + base], env=dict(os.environ, OMP_NUM_THREADS='1'))[1]


def forum_table(got):
    """The ER distribution of puzzles the forum rates 11.0 or more: per
    band below 11, then per 0.1 from 11.0; how many reach 11.0; lower
    bounds (backtracking, timeout) and unrated ones apart."""
    n = len(got)
    rated = [g for g in got if g[0] is not None]
    keys = {}
    for g in rated:
        k = f'{g[0]:.1f}' if g[0] >= 11 else f'{int(g[0] + 1e-9)}.x'
        keys[k] = keys.get(k, 0) + 1
    out = ['| ER | puzzles |', '| --- | ---: |']
    for k in sorted(keys, key=lambda k: float(k.replace('.x', ''))):
        out.append(f'| {k} | {keys[k]} |')
    reach = sum(1 for g in rated if g[0] >= 11 - 1e-9 and not g[4])
    out.append('')
    out.append(f'reach 11.0 (agree with the forum): {reach}/{n} ({100 * reach / n:.1f}%); '
               f'backtracking {sum(g[3] for g in got)}, timeout {sum(g[4] for g in got)}, '
               f'no rating {n - len(rated)}')
    return out


def read_forum(path, limit):
    """The first `limit` puzzles of a puzzles-only file, rated 11.0 by the
    forum (row: puzzle, 11.0, None, None)."""
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith('#') or len(line.strip()) < 81:
                continue
            rows.append((line[:81].replace('.', '0'), 11.0, None, None))
            if len(rows) == limit:
                break
    return rows


def report_file(args, path, raters, tmp):
    """Rates one file with every rater and prints its tables."""
    rows = read_forum(path, args.forum) if args.forum else read_rated(path, args.limit)
    print(f'\n## {os.path.basename(path)} ({len(rows)} puzzles)')
    cpu = {}
    for name in raters:
        got, cpus, whole, startup = measure(args, name, rows, tmp)
        cpu[name] = (cpus, whole, startup)
        print(f'\n### {name}\n')
        if args.forum:
            print('\n'.join(forum_table(got)))
            continue
        print(exact_line(rows, got) + '\n')
        print('\n'.join(band_table(rows, got)))
        if args.mismatches and name == 'nonet':
            with open(args.mismatches, 'a') as f:
                for r, g in zip(rows, got):
                    if g[0] is None or round(g[0] - r[1], 1) != 0:
                        f.write(f'{r[0]} {r[1]} {g[0]}{"+" if g[3] or g[4] else ""}\n')
    print(f'\n### CPU per puzzle, ms (--cpu {args.cpu})\n')
    print('\n'.join(cpu_table(cpu)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--nonet', required=True, help='the nonet command')
    ap.add_argument('--skfr', help='the skfr binary (optional)')
    ap.add_argument('--nonet-arg', action='append', default=[], help='extra argument for nonet grade')
    ap.add_argument('--limit', type=int, default=0, help='only the first N puzzles of each file')
    ap.add_argument('--forum', type=int, default=0, help='FILE is puzzles rated 11.0+ by the forum: the first N')
    ap.add_argument('--cpu', choices=('repeat', 'once'), help='CPU per puzzle: R+1 copies minus one '
                    '(repeat, the default) or one process minus the start-up (once, the default with --forum)')
    ap.add_argument('--skfr-timeout', type=float, default=0, help='wall seconds per skfr process (0: none)')
    ap.add_argument('--progress', action='store_true')
    ap.add_argument('--mismatches', help='write nonet\'s ER mismatches (puzzle SE nonet) to this file')
    ap.add_argument('files', nargs='+')
    args = ap.parse_args()
    args.cpu = args.cpu or ('once' if args.forum else 'repeat')
    raters = ['nonet'] + (['skfr'] if args.skfr else [])
    tmp = tempfile.mkdtemp(prefix='se_compare.')
    try:
        for path in args.files:
            report_file(args, path, raters, tmp)
    finally:
        shutil.rmtree(tmp)


if __name__ == '__main__':
    main()
