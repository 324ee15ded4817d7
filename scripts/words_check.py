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
  letters of technique abbreviations (ALLOWED);
- in English, where a chain of alternating inference (any family but the
  forcing chains and nets, DYNAMIC) is told link by link: each state it
  gives a node is the node's (a branch starts false before a strong link,
  true before a weak one, or as told before; each link's end is the
  opposite of its start, and no weak link leaves a false node), and
  "at least one of the two ends is true" names the first start and the
  last end as true.

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
# Families whose links may leave a true candidate: their marks, not their
# links, give each node's state, so the alternating rule does not apply.
DYNAMIC = {'forcing_chains', 'forcing_nets', 'kraken_fish', 'se_ladder'}
STATE = re.compile(r'(r[1-9]c[1-9]) is (not )?([1-9])\b')


def said(cell, on, digit):
    return '%s is %s%d' % (cell, '' if on else 'not ', digit)


def chain_states(step):
    """What is wrong with the states an alternating chain's English words
    give its nodes (the DYNAMIC families and steps not told link by link
    are not checked)."""
    links = step.get('pattern', {}).get('links', [])
    words = step.get('words', '')
    if not links or 'If ' not in words or any(not CELL.fullmatch(l[e]['cell']) for l in links for e in ('from', 'to')):
        return []
    want, state = [], {}
    for i, l in enumerate(links):
        a, b = (l['from']['cell'], l['from']['digit']), (l['to']['cell'], l['to']['digit'])
        strong = l.get('type') == 'strong'
        if i == 0 or links[i - 1]['to'] != l['from']:
            want.append(said(a[0], state.get(a, not strong), a[1]))
        on = state.setdefault(a, not strong)
        if not on and not strong:
            return ['chain link %d: a weak link from a false candidate proves nothing' % i]
        state[b] = not on
        want.append(said(b[0], not on, b[1]))
    got = [said(c, not n, int(d)) for c, n, d in STATE.findall(words)]
    bad = []
    if got[:len(want)] != want:
        k = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        bad.append('chain state %d: says %r, the link gives %r' % (k, got[k] if k < len(got) else None,
                                                                  want[k] if k < len(want) else None))
    first, last = links[0]['from'], links[-1]['to']
    ends = 'at least one of the two ends is true: %s or %s' % (said(first['cell'], True, first['digit']),
                                                               said(last['cell'], True, last['digit']))
    if 'at least one of the two ends' in words and ends not in words:
        bad.append('chain ends: not %r' % ends)
    return bad


def inner_links(step):
    """Every link of the inner chains a nested step's rule links rest on,
    at any depth ("inner" arrays)."""
    out = []

    def walk(links):
        for link in links:
            out.append(link)
            walk(link.get('inner', []))
    for link in step.get('pattern', {}).get('links', []):
        walk(link.get('inner', []))
    return out


def inner_told(step, lang):
    """What is wrong with the words of a nested step's inner chains: each
    link's cells named, and in English both its ends' states told."""
    bad = []
    named = set(CELL.findall(step.get('words', '')))
    for link in inner_links(step):
        ends = ((link['from'], link.get('from_state') == 'on'), (link['to'], link.get('type') == 'strong'))
        for end, on in ends:
            if end['cell'] not in named:
                bad.append('inner link cell %s not named' % end['cell'])
            elif lang == 'en' and said(end['cell'], on, end['digit']) not in step['words']:
                bad.append('inner link state %r not told' % said(end['cell'], on, end['digit']))
    return bad


RULE_WORDS = {'en': {'pointing': 'by pointing', 'claiming': 'by claiming', 'hidden_pair': 'by a hidden pair',
                     'naked_pair': 'by a naked pair', 'x_wing': 'by an X-Wing'},
              'zh': {'pointing': '宫区块', 'claiming': '行列区块', 'hidden_pair': '隐性数对', 'naked_pair': '显性数对',
                     'x_wing': 'X翼'}}
UNIT_WORDS = {'en': {'r': 'row %s', 'c': 'column %s', 'b': 'box %s'}, 'zh': {'r': '第%s行', 'c': '第%s列', 'b': '第%s宫'}}


def rules_told(step, lang):
    """What is wrong with the words of the rule links that name their
    technique ("rule", "rule_units"): each is told by name, with its units."""
    bad = []
    words = step.get('words', '')
    links = step.get('pattern', {}).get('links', []) + inner_links(step)
    for link in links:
        rule = link.get('rule')
        if not rule:
            continue
        if RULE_WORDS[lang].get(rule, rule) not in words:
            bad.append('rule %s not told' % rule)
        for unit in link.get('rule_units', []):
            if UNIT_WORDS[lang][unit[0]] % unit[1:] not in words:
                bad.append('rule unit %s not told' % unit)
    return bad


def violations(step, lang, dynamic=frozenset()):
    """What is wrong with one step's words, as a list of strings (dynamic:
    the technique ids of the DYNAMIC families)."""
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
    bad += inner_told(step, lang)
    bad += rules_told(step, lang)
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
    elif step.get('technique') not in dynamic:
        bad += chain_states(step)
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
    chain = {'technique': 'xy_chain', 'text': 'XY-Chain: r1c1<>5', 'page': 'docs/techniques/xy_chain.md',
             'placements': [], 'eliminations': [{'cell': 'r1c3', 'digit': 5}],
             'pattern': {'links': [{'from': {'cell': 'r1c1', 'digit': 5}, 'to': {'cell': 'r1c1', 'digit': 2},
                                    'type': 'strong'},
                                   {'from': {'cell': 'r1c1', 'digit': 2}, 'to': {'cell': 'r2c3', 'digit': 2},
                                    'type': 'weak'},
                                   {'from': {'cell': 'r2c3', 'digit': 2}, 'to': {'cell': 'r2c3', 'digit': 5},
                                    'type': 'strong'}]}}
    told = ('If r1c1 is not 5, then r1c1 is 2, so r2c3 is not 2, so r2c3 is %s5. So at least one of the two '
            'ends is true: r1c1 is 5 or r2c3 is 5. r1c3 cannot be 5.')
    for words, what in ((told % '', None), (told % 'not ', 'a wrong end state'),
                        (told.replace('r2c3 is 5. So', 'r2c3 is 5. So').replace('or r2c3 is 5', 'or r2c3 is 2'),
                         'a wrong end in the conclusion')):
        found = violations(dict(chain, words=words), 'en', frozenset())
        if bool(found) != bool(what):
            missed.append('chain %r: %s' % (words, found or 'nothing found, expected ' + what))
    nested = {'technique': 'nested_forcing_chains', 'text': 'N: r1c1<>5', 'page': 'docs/techniques/x_wing.md',
              'placements': [], 'eliminations': [{'cell': 'r1c1', 'digit': 5}],
              'pattern': {'links': [{'from': {'cell': 'r1c1', 'digit': 5}, 'to': {'cell': 'r2c2', 'digit': 5},
                                     'type': 'weak', 'by': 'rule', 'from_state': 'on',
                                     'inner': [{'from': {'cell': 'r2c2', 'digit': 5},
                                                'to': {'cell': 'r3c3', 'digit': 5}, 'type': 'weak',
                                                'from_state': 'on'}]}]}}
    told = 'If r1c1 is 5, then r2c2 is not 5: if r2c2 is 5, then r3c3 is %s5. So r1c1 cannot be 5.'
    for words, what in ((told % 'not ', None), (told % '', 'an inner end state not told')):
        found = violations(dict(nested, words=words), 'en', frozenset({'nested_forcing_chains'}))
        if bool(found) != bool(what):
            missed.append('nested %r: %s' % (words, found or 'nothing found, expected ' + what))
    ruled = dict(nested, pattern={'links': [{'from': {'cell': 'r1c1', 'digit': 5}, 'to': {'cell': 'r2c2', 'digit': 5},
                                             'type': 'weak', 'by': 'rule', 'from_state': 'on', 'rule': 'pointing',
                                             'rule_units': ['b1', 'r2']}]})
    told = 'If r1c1 is 5, then r2c2 is not 5 (%s every 5 of box 1 is in row 2). So r1c1 cannot be 5.'
    for words, what in ((told % 'by pointing:', None), (told % 'by claiming:', 'a rule not told by name')):
        found = violations(dict(ruled, words=words), 'en', frozenset({'nested_forcing_chains'}))
        if bool(found) != bool(what):
            missed.append('rule %r: %s' % (words, found or 'nothing found, expected ' + what))
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
    rows = [json.loads(l) for l in subprocess.run([args.nonet, 'techniques', '--format', 'json'],
                                                  capture_output=True, text=True).stdout.splitlines()]
    ids = [r['id'] for r in rows]
    dynamic = frozenset(r['id'] for r in rows if r.get('family') in DYNAMIC)
    counts = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGS:
            for where, step in steps_of(args.nonet, args.reglib, args.explain, args.limit, lang, tmp):
                counts[(lang, step['technique'])] += 1
                for why in violations(step, lang, dynamic):
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
