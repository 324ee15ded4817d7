#!/usr/bin/env python3
"""`nonet check` at scale (issue 30), resumable: 100,000 random equivalent
copies of the public sets explained in both orders and every step checked,
a chunk at a time, so that several sessions can finish the run.

    check_scale.py --nonet build/nonet --state STATE.json [--chunks K]
                   [--chunk-size N] [--seed S] [--max-time T] [--jobs J]
                   [--data DIR] [--total 100000] [--report]

The puzzles: every line of forum-hardest-11plus.txt (48,766),
sudoku-exchange-diabolical.txt (39,719) and magictour-top1465.txt (1,465),
and the first 10,050 of 17-clue.txt (100,000 in all), shuffled with the
seed, puzzle i turned into a random equivalent copy (digits relabelled,
rows, columns, bands and stacks permuted, transposed or not:
bench/hardest_vs_skfr.py's equivalent_copy) by a generator seeded with
(seed, i). So the same seed gives the same 100,000 puzzles on any machine,
and chunk k is puzzles k*N to (k+1)*N - 1.

Each run does the next K chunks not yet in the state file: per order
(pipeline, se) `nonet explain --format json --order O --max-time T --jobs J`
piped through `nonet check -`, whose last line `checked: P puzzles, S steps,
F failed` is recorded with the failing lines (and their puzzles), the
explain statuses (solved, timeout, ...) and the CPU seconds. The state
file is rewritten after each chunk (written to a temporary file and
renamed, so a cut run loses at most the chunk under way). --report prints
the totals so far and exits. Standard library only; run it under nice.
"""
import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'scripts'))
from hardest_vs_skfr import equivalent_copy  # noqa: E402
from se_rate import read_puzzles  # noqa: E402

SETS = [('forum-hardest-11plus.txt', None), ('sudoku-exchange-diabolical.txt', None),
        ('magictour-top1465.txt', None), ('17-clue.txt', 10050)]
LAST = re.compile(r'^checked: (\d+) puzzles, (\d+) steps, (\d+) failed$')
FAIL = re.compile(r'^step (\d+) \(([a-z0-9_]+)\): ')
PUZZLE = re.compile(r'^.*:(\d+): \d+ steps checked, \d+ failed$')
ORDERS = ('pipeline', 'se')


def pool_of(data, seed, total):
    """The run's puzzles, in order, before they are copied: the sets shuffled."""
    pool = []
    for name, take in SETS:
        pool += read_puzzles(os.path.join(data, name))[:take]
    random.Random(seed).shuffle(pool)
    return pool[:total]


def chunk_of(pool, seed, k, size):
    """Chunk k: puzzles k*size on, each its own equivalent copy."""
    return [equivalent_copy(pool[i], random.Random('%d-%d' % (seed, i)))
            for i in range(k * size, min(len(pool), (k + 1) * size))]


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def check_chunk(args, chunk, order):
    """One chunk in one order: the check's counts, failures and statuses."""
    text = ''.join(p + '\n' for p in chunk)
    cpu = child_cpu()
    trace = subprocess.run([args.nonet, 'explain', '--format', 'json', '--order', order,
                            '--max-time', str(args.max_time), '--jobs', str(args.jobs), '-'],
                           input=text.encode(), capture_output=True).stdout
    statuses = {}
    for line in trace.decode().splitlines():
        st = json.loads(line).get('status', '?')
        statuses[st] = statuses.get(st, 0) + 1
    run = subprocess.run([args.nonet, 'check', '-'], input=trace, capture_output=True)
    lines = run.stdout.decode().splitlines()
    last = LAST.match(lines[-1]) if lines else None
    if not last:
        raise SystemExit('no checked: line (exit %d): %s' % (run.returncode, run.stderr.decode()[:300]))
    fails, where = [], None
    for line in lines:
        if FAIL.match(line):
            fails.append({'puzzle': chunk[where - 1] if where else None, 'line': line})
        elif PUZZLE.match(line):
            where = int(PUZZLE.match(line).group(1))
    return {'puzzles': int(last.group(1)), 'steps': int(last.group(2)), 'failed': int(last.group(3)),
            'failures': fails, 'statuses': statuses, 'cpu': round(child_cpu() - cpu, 2)}


def save(path, state):
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        json.dump(state, f, indent=1, sort_keys=True)
    os.replace(tmp, path)


def report(state):
    done = state['chunks']
    print('seed %d, chunk size %d, %d of %d chunks done (%d puzzles of %d)' % (
        state['seed'], state['chunk_size'], len(done), -(-state['total'] // state['chunk_size']),
        sum(c['pipeline']['puzzles'] for c in done.values()), state['total']))
    for order in ORDERS:
        t = {k: sum(c[order][k] for c in done.values()) for k in ('puzzles', 'steps', 'failed', 'cpu')}
        st = {}
        for c in done.values():
            for k, v in c[order]['statuses'].items():
                st[k] = st.get(k, 0) + v
        print('%-8s %d puzzles, %d steps, %d failed; statuses %s; %.0f CPU s' % (
            order, t['puzzles'], t['steps'], t['failed'], json.dumps(st, sort_keys=True), t['cpu']))
        for c in done.values():
            for f in c[order]['failures']:
                print('  %s %s' % (f['puzzle'], f['line']))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--nonet', required=True)
    ap.add_argument('--state', required=True)
    ap.add_argument('--data', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared', 'data'))
    ap.add_argument('--chunks', type=int, default=1)
    ap.add_argument('--chunk-size', type=int, default=200)
    ap.add_argument('--seed', type=int, default=30)
    ap.add_argument('--total', type=int, default=100000)
    ap.add_argument('--max-time', type=float, default=10)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--report', action='store_true')
    args = ap.parse_args()
    state = {'seed': args.seed, 'chunk_size': args.chunk_size, 'total': args.total, 'chunks': {}}
    if os.path.exists(args.state):
        with open(args.state) as f:
            state = json.load(f)
        if (state['seed'], state['chunk_size'], state['total']) != (args.seed, args.chunk_size, args.total):
            raise SystemExit('%s was made with seed %d, chunk size %d, total %d' % (
                args.state, state['seed'], state['chunk_size'], state['total']))
    if args.report:
        report(state)
        return 0
    pool = pool_of(args.data, args.seed, args.total)
    todo = [k for k in range(-(-len(pool) // args.chunk_size)) if str(k) not in state['chunks']]
    for k in todo[:args.chunks]:
        chunk = chunk_of(pool, args.seed, k, args.chunk_size)
        state['chunks'][str(k)] = {o: check_chunk(args, chunk, o) for o in ORDERS}
        save(args.state, state)
        c = state['chunks'][str(k)]
        print('chunk %d: %s' % (k, '; '.join('%s %d steps %d failed' % (o, c[o]['steps'], c[o]['failed'])
                                             for o in ORDERS)), flush=True)
    report(state)
    return 1 if any(c[o]['failed'] for c in state['chunks'].values() for o in ORDERS) else 0


if __name__ == '__main__':
    sys.exit(main())
