#!/usr/bin/env python3
"""What every step's words must show (issue 27), over HoDoKu's library and
explained solves, in English and Chinese.

    words_check.py NONET [--explain FILE]... [--limit N] [--reglib LIBRARY]

The steps: every instance `nonet find --format json ID` finds in HoDoKu's
regression library positions (tests/data/hodoku-reglib-1.3.txt, each case
with the ids scripts/reglib_check.py maps its code to), and every step of
`nonet explain --format json` in both orders (pipeline and se) of the
first N puzzles of each --explain file; each run once per language. For
each step's "words":

- they differ from its notation ("text") and hold no "=>" or "<>";
- they name in full (r7c8) every cell the step fills or removes a
  candidate from, and every digit it places or removes;
- they name every cell of the step's links;
- "page" is docs/techniques/ID.md (or the language's page) and exists;
- in Chinese: some Chinese, and no ASCII word but cell names and the
  letters of technique abbreviations (ALLOWED).

Prints the steps checked per technique id and the ids of `nonet
techniques` that no step reached; exits 1 on any violation (each printed,
the first 20) or when a run fails. Standard library only.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reglib_check  # noqa: E402  (codes_of, cases_of, ids_of)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LANGS = ('en', 'zh')
# ASCII words a Chinese sentence may hold beside cell names: the letters of
# technique abbreviations (X翼, XY链, ALS-XZ, AIC, SdC, BUG...).
ALLOWED = {'X', 'Y', 'Z', 'XY', 'XZ', 'XYZ', 'W', 'ALS', 'AIC', 'SdC', 'BUG'}
CELL = re.compile(r'r[1-9]c[1-9]')


def violations(step, lang):
    """What is wrong with one step's words, as a list of strings."""
    words, text = step.get('words', ''), step['text']
    bad = []
    if not words:
        return ['no words']
    if words == text:
        bad.append('words equal the notation')
    for token in ('=>', '<>'):
        if token in words:
            bad.append('holds %r' % token)
    named = set(CELL.findall(words))
    for kind in ('placements', 'eliminations'):
        for c in step[kind]:
            if c['cell'] not in named:
                bad.append('%s cell %s not named' % (kind[:-1], c['cell']))
            if str(c['digit']) not in CELL.sub('', words):
                bad.append('digit %d not named' % c['digit'])
    for link in step.get('pattern', {}).get('links', []):
        for end in ('from', 'to'):
            if link[end]['cell'] not in named:
                bad.append('link cell %s not named' % link[end]['cell'])
    page = step.get('page', '')
    if not page.startswith('docs/techniques/') or not os.path.exists(os.path.join(ROOT, page)):
        bad.append('page %r missing' % page)
    if lang == 'zh':
        rest = CELL.sub('', words)
        if not re.search('[\u4e00-\u9fff]', rest):
            bad.append('no Chinese')
        for word in re.findall(r'[A-Za-z]+', rest):
            if word not in ALLOWED:
                bad.append('English word %r' % word)
    return sorted(set(bad))


def self_test():
    """The checks catch what they must (so this test can fail): words that
    are the notation, miss a cell, a digit or a link's cell, or hold
    English in Chinese. Returns the checks that did not fire."""
    step = {'text': 'X: r1c1<>5', 'page': 'docs/techniques/x_wing.md',
            'placements': [], 'eliminations': [{'cell': 'r1c1', 'digit': 5}],
            'pattern': {'links': [{'from': {'cell': 'r2c2', 'digit': 5}, 'to': {'cell': 'r3c3', 'digit': 5}}]}}
    cases = [('en', 'X: r1c1<>5', 'notation'), ('en', 'r1c1 cannot be 5, r2c2, r3c3', None),
             ('en', 'r1c2 cannot be 5, r2c2, r3c3', 'eliminated cell'), ('en', 'r1c1 cannot be 4. r2c2 r3c3', 'digit'),
             ('en', 'r1c1 cannot be 5.', 'link cell'), ('zh', 'r1c1不能是5，r2c2，r3c3', None),
             ('zh', 'r1c1 cannot be 5，r2c2，r3c3', 'English in Chinese'), ('en', 'r1c1 => 5 r2c2 r3c3', '=>')]
    missed = []
    for lang, words, what in cases:
        found = violations(dict(step, words=words), lang)
        if bool(found) != bool(what):
            missed.append('%s %r: %s' % (lang, words, found or 'nothing found, expected ' + what))
    return missed


def run_lines(nonet, args, lines, tmp):
    """The JSON objects of `nonet ARGS FILE` over lines; [] when it fails."""
    path = os.path.join(tmp, 'input.txt')
    with open(path, 'w') as f:
        f.writelines(lines)
    out = subprocess.run([nonet] + args + [path], capture_output=True, text=True)
    return [json.loads(s) for s in out.stdout.splitlines() if s.startswith('{')]


def steps_of(nonet, reglib, explain, limit, lang, tmp):
    """(where, step) for every step of the runs in one language."""
    by_id = collections.defaultdict(list)
    codes = reglib_check.codes_of(nonet)
    for code, _, line in reglib_check.cases_of(reglib):
        for tid in reglib_check.ids_of(codes, code) or []:
            by_id[tid].append(line)
    for tid, lines in sorted(by_id.items()):
        for obj in run_lines(nonet, ['find', '--format', 'json', '--lang', lang, tid], lines, tmp):
            for step in obj.get('steps', []):
                yield 'find %s %s' % (tid, obj.get('puzzle', '?')[:20]), step
    for path in explain:
        with open(path) as f:
            lines = [l for l in f if l.strip() and not l.startswith('#')][:limit]
        for order in ('pipeline', 'se'):
            args = ['explain', '--format', 'json', '--jobs', '2', '--order', order, '--lang', lang]
            for obj in run_lines(nonet, args, lines, tmp):
                for step in obj.get('steps', []):
                    yield 'explain %s %s' % (order, obj.get('puzzle', '?')[:20]), step


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('nonet')
    ap.add_argument('--reglib', default=os.path.join(ROOT, 'tests', 'data', 'hodoku-reglib-1.3.txt'))
    ap.add_argument('--explain', action='append', default=[])
    ap.add_argument('--limit', type=int, default=3)
    args = ap.parse_args()
    missed = self_test()
    for m in missed:
        print('SELF-TEST ' + m)
    if missed:
        return 1
    ids = [json.loads(l)['id'] for l in subprocess.run([args.nonet, 'techniques', '--format', 'json'],
                                                      capture_output=True, text=True).stdout.splitlines()]
    counts = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGS:
            for where, step in steps_of(args.nonet, args.reglib, args.explain, args.limit, lang, tmp):
                counts[(lang, step['technique'])] += 1
                for why in violations(step, lang):
                    failures.append('%s [%s] %s: %s\n    %s\n    %s' % (lang, step['technique'], where, why,
                                                                     step['text'][:160], step.get('words', '')[:400]))
    for lang in LANGS:
        print('%s: %d steps: %s' % (lang, sum(n for (l, _), n in counts.items() if l == lang),
                                    ' '.join('%s %d' % (t, counts[(lang, t)]) for t in ids if counts[(lang, t)])))
    print('not reached: ' + (' '.join(t for t in ids if not counts[('en', t)]) or 'none'))
    for f in failures[:20]:
        print('FAIL ' + f)
    print('words: %d violations' % len(failures))
    total = sum(counts.values())
    return 1 if failures or total == 0 else 0


if __name__ == '__main__':
    sys.exit(main())
