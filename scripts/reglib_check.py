#!/usr/bin/env python3
"""HoDoKu's whole regression library through `nonet find`: how many cases pass.

    reglib_check.py NONET [LIBRARY] [--floor N] [--quiet]

LIBRARY defaults to tests/data/hodoku-reglib-1.3.txt (HoDoKu 2.2.0's
library, 1,112 cases; format in its header). Each case names a HoDoKu
technique code (0901, 0711-3, ...); the technique table says which nonet ids
answer it (each row's HoDoKu codes in src/core/techniques.def, read from `nonet
techniques --format json`; a code HoDoKu reports as one step that nonet finds as two, like a
Siamese fish, lists both). The cases of one id run in one `nonet find
--format json ID FILE`; a case passes when the instances found, taken
together over its ids, make every listed elimination and placement (other
instances may make more), or, for a fail case ("-x"), when none touches
the case's digits; and no instance may remove a digit of the position's
solution (`nonet solve`). The rules are those tests/test_technique_cases.c
applies to the library's lines in tests/data/techniques/*.test.

Prints the passing cases per code (the failing ones too with --quiet
off), then the total, "reglib: P of T"; exits 1 when P is below --floor
or a case's code has no row in the table. CTest `reglib_floor` runs it with
the exact count of today as the floor: a change that loses a case fails.
Standard library only.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

def codes_of(nonet):
    """HoDoKu code (or code-variant) -> the nonet ids that answer it, read
    from the technique table (`nonet techniques --format json`, each row's
    hodoku_codes)."""
    out = subprocess.run([nonet, 'techniques', '--format', 'json'], capture_output=True, text=True,
                         check=True).stdout
    codes = collections.defaultdict(list)
    for line in out.splitlines():
        row = json.loads(line)
        for code in row.get('hodoku_codes', []):
            codes[code].append(row['id'])
    return dict(codes)


def cases_of(path):
    """The library's cases: (code with variant, fields) per ':'-line."""
    with open(path) as f:
        for line in f:
            if line.startswith(':'):
                fields = line.rstrip('\r\n').split(':')
                yield fields[1], fields, line


def ids_of(codes, code):
    """The nonet ids of a case's code: the code-variant's row, else the code's."""
    return codes.get(code) or codes.get(code.split('-')[0])


def run_json(nonet, args, lines, tmp):
    """One JSON object per input line from `nonet ARGS FILE`; None per line
    when the command fails as a whole (an unknown technique id)."""
    path = os.path.join(tmp, 'cases.txt')
    with open(path, 'w') as f:
        f.writelines(lines)
    out = subprocess.run([nonet] + args + [path], capture_output=True, text=True)
    objs = [json.loads(s) for s in out.stdout.splitlines() if s.startswith('{')]
    return objs if len(objs) == len(lines) else [None] * len(lines)


def cell_of(name):
    """'r2c7' -> 1-based (row, col)."""
    return int(name[1]), int(name[3])


def found_sets(obj, solution):
    """What one position's instances eliminate and place, as {(digit, row,
    col)}, and how many of them contradict the solution."""
    elim, place, unsound = set(), set(), 0
    for step in (obj or {}).get('steps', []):
        bad = False
        for e in step['eliminations']:
            r, c = cell_of(e['cell'])
            elim.add((e['digit'], r, c))
            bad = bad or (solution and solution[(r - 1) * 9 + c - 1] == str(e['digit']))
        for p in step['placements']:
            r, c = cell_of(p['cell'])
            place.add((p['digit'], r, c))
            bad = bad or (solution and solution[(r - 1) * 9 + c - 1] != str(p['digit']))
        unsound += bad
    return elim, place, unsound


def listed(text):
    """A field of 'drc' triples as {(digit, row, col)}."""
    return {(int(t[0]), int(t[1]), int(t[2])) for t in text.split()}


def verdict(code, fields, elim, place, unsound):
    """None when the case passes, else why not."""
    if unsound:
        return '%d instance(s) remove a solution digit' % unsound
    if code.endswith('-x'):
        digits = {int(d) for d in fields[2] if d.isdigit()}
        touched = {t for t in elim | place if t[0] in digits}
        return 'fail case, but an instance was found' if touched else None
    missing = (listed(fields[5]) - elim) | (listed(fields[6]) - place)
    return ('%d of the listed not found' % len(missing)) if missing else None


def check(nonet, library):
    """Per case: (code, line, why) with why None when it passes."""
    cases = list(cases_of(library))
    codes = codes_of(nonet)
    with tempfile.TemporaryDirectory() as tmp:
        sols = run_json(nonet, ['solve', '--format', 'json'], [c[2] for c in cases], tmp)
        by_id = collections.defaultdict(list)
        for i, (code, _, _) in enumerate(cases):
            for tid in ids_of(codes, code) or []:
                by_id[tid].append(i)
        found = collections.defaultdict(lambda: (set(), set(), 0))
        for tid, idx in by_id.items():
            objs = run_json(nonet, ['find', '--format', 'json', tid], [cases[i][2] for i in idx], tmp)
            for i, obj in zip(idx, objs):
                sol = (sols[i] or {}).get('solution') if sols[i] and sols[i].get('status') == 'solved' else None
                e, p, u = found_sets(obj, sol)
                old = found[i]
                found[i] = (old[0] | e, old[1] | p, old[2] + u)
    out = []
    for i, (code, fields, line) in enumerate(cases):
        why = verdict(code, fields, *found[i]) if ids_of(codes, code) else 'no nonet id for this code'
        out.append((code, line, why))
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('nonet')
    ap.add_argument('library', nargs='?', default=os.path.join(here, '..', 'tests', 'data', 'hodoku-reglib-1.3.txt'))
    ap.add_argument('--floor', type=int, default=0, help='fail below this many passing cases')
    ap.add_argument('--quiet', action='store_true', help='the per-code table only, no failing lines')
    args = ap.parse_args()
    results = check(args.nonet, args.library)
    per_code = collections.OrderedDict()
    for code, line, why in results:
        n = per_code.setdefault(code, [0, 0])
        n[0] += why is None
        n[1] += 1
        if why and not args.quiet:
            print('FAIL %s: %s => %s' % (code, line.strip()[:100], why))
    print(' '.join('%s %d/%d' % (c, p, t) for c, (p, t) in per_code.items()))
    passed = sum(why is None for _, _, why in results)
    print('reglib: %d of %d' % (passed, len(results)))
    unmapped = sorted({c for c, _, why in results if why == 'no nonet id for this code'})
    if unmapped:
        print('codes without a nonet id: ' + ' '.join(unmapped))
    return 1 if passed < args.floor or unmapped else 0


if __name__ == '__main__':
    sys.exit(main())
