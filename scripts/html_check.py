#!/usr/bin/env python3
"""What the walkthrough page must show (issue 27), in English and Chinese.

    html_check.py NONET [--limit N] FILE...

Writes `nonet explain --lang LANG --html` for the first N puzzles of each
FILE (an index and one page per puzzle), for LANG en and zh, and reads
every page (standard library only, no browser):

- every step's caption holds its words (not empty, not the notation, no
  "=>" or "<>"), its notation, smaller (class "notation"), and a link to
  its technique's page that the page itself holds (a <details> with that
  id: the link works with no network and no docs tree);
- the html element's lang is the language;
- in Chinese: the words hold Chinese, and no label the learner sees (text
  outside the pictures, the notation and the English pages a missing
  translation falls back to, which are marked lang="en", code (ids, file
  names, HoDoKu's lines) and the technique pages' own prose (written by
  their authors, who name HoDoKu and cells A, B); aria-label and
  data-counter attributes; the title) holds an ASCII word but cell names,
  technique abbreviations (scripts/words_check.py's ALLOWED), "SE",
  "Home", "End" and "nonet".

Exits 1 on any violation (the first 20 printed) or when a run fails; its
self-test (run first) shows that each check can fail.
"""
import argparse
import html.parser
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from words_check import ALLOWED, CELL  # noqa: E402

LABEL_WORDS = ALLOWED | {'SE', 'Home', 'End', 'nonet'}
VOID = {'meta', 'br', 'img', 'input', 'link', 'hr'}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.kids = tag, dict(attrs), parent, []

    def text(self):
        return ''.join(k if isinstance(k, str) else k.text() for k in self.kids)

    def walk(self):
        yield self
        for k in self.kids:
            if isinstance(k, Node):
                yield from k.walk()

    def has_class(self, name):
        return name in self.attrs.get('class', '').split()

    def find(self, tag, cls=None):
        return [n for n in self.walk() if n.tag == tag and (cls is None or n.has_class(cls))]


class Tree(html.parser.HTMLParser):
    """The page as a tree of Nodes (self-closing SVG elements handled)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.cur = Node('#root', [], None)

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.cur)
        self.cur.kids.append(node)
        if tag not in VOID:
            self.cur = node

    def handle_startendtag(self, tag, attrs):
        self.cur.kids.append(Node(tag, attrs, self.cur))

    def handle_endtag(self, tag):
        node = self.cur
        while node.parent and node.tag != tag:
            node = node.parent
        if node.parent:
            self.cur = node.parent

    def handle_data(self, data):
        self.cur.kids.append(data)


def parse(text):
    tree = Tree()
    tree.feed(text)
    return tree.root


def english_words(text):
    """The ASCII words of a Chinese label that are not allowed."""
    return [w for w in re.findall(r'[A-Za-z]+', CELL.sub('', text)) if w not in LABEL_WORDS]


def untranslated(node):
    """Whether node's text is exempt from the Chinese check: a picture, the
    notation, or an English page shown (marked) for want of a translation."""
    return node.tag in ('svg', 'script', 'style', 'code', 'pre') or node.attrs.get('translate') == 'no' or \
        node.attrs.get('lang') == 'en' or node.has_class('page-text')


def labels(node, out):
    """The texts and spoken attributes the learner meets, skipping the exempt."""
    if untranslated(node):
        return
    for name in ('aria-label', 'data-counter'):
        if name in node.attrs:
            out.append(node.attrs[name])
    for k in node.kids:
        if isinstance(k, str):
            if k.strip():
                out.append(k)
        else:
            labels(k, out)


def step_violations(fig, ids, lang):
    """What one step's caption lacks."""
    bad, what = [], 'step %s' % fig.attrs.get('data-step')
    caps = fig.find('figcaption')
    words = caps[0].find('p', 'words') if caps else []
    notation = caps[0].find('p', 'notation') if caps else []
    links = caps[0].find('a', 'page') if caps else []
    if len(words) != 1 or not re.sub(r'^\d+\.\s*', '', words[0].text()).strip():
        return [what + ': no words']
    said = re.sub(r'^\d+\.\s*', '', words[0].text()).strip()
    if len(notation) != 1:
        bad.append(what + ': no notation')
    elif said == notation[0].text().strip():
        bad.append(what + ': the words are the notation')
    if '=>' in said or '<>' in said:
        bad.append(what + ': notation in the words')
    if lang == 'zh' and not re.search('[\u4e00-\u9fff]', said):
        bad.append(what + ': no Chinese in the words')
    if len(links) != 1:
        bad.append(what + ': no link to its technique page')
    elif ids.get(links[0].attrs.get('href', '')[1:]) != 'details':
        bad.append(what + ': its link %r leads to no page on the page' % links[0].attrs.get('href'))
    return bad


def page_violations(text, lang):
    """What is wrong with one page, as a list of strings."""
    root = parse(text)
    bad = []
    tops = root.find('html')
    if not tops or tops[0].attrs.get('lang') != lang:
        bad.append('html lang is not %r' % lang)
    ids = {n.attrs['id']: n.tag for n in root.walk() if 'id' in n.attrs}
    for fig in root.find('figure', 'step'):
        bad += step_violations(fig, ids, lang)
    if lang == 'zh':
        found = []
        labels(root, found)
        for label in found:
            for word in english_words(label):
                bad.append('English label %r in %r' % (word, label.strip()[:60]))
    return sorted(set(bad))


def self_test():
    """Each check fires where it must (so this test can fail)."""
    good = ('<html lang="zh"><body><section aria-label="第1题" data-counter="第{1}步">'
            '<figure class="step" data-step="1"><svg><text>r1</text></svg><figcaption class="line">'
            '<p class="words">1. 所以r2c6填9。</p><p class="notation" translate="no"><code>Hidden Single: '
            '9 in b2 =&gt; r2c6=9</code></p><a class="page" href="#p1-t-x">排除的原理</a></figcaption></figure>'
            '<details id="p1-t-x"><summary>排除</summary><div lang="en">Why it is sound</div></details>'
            '</section></body></html>')
    cases = [(good, None), (good.replace('第1题', 'puzzle 1'), 'English aria-label'),
             (good.replace('排除的原理', 'How X works'), 'English label'),
             (good.replace('<a class="page" href="#p1-t-x">排除的原理</a>', ''), 'no link'),
             (good.replace('href="#p1-t-x"', 'href="#p1-t-y"'), 'dead link'),
             (good.replace('1. 所以r2c6填9。', '1. '), 'no words'),
             (good.replace('lang="zh"', 'lang="en"'), 'html lang'),
             (good.replace('第{1}步', 'Step {1}'), 'English counter')]
    missed = []
    for text, what in cases:
        found = page_violations(text, 'zh')
        if bool(found) != bool(what):
            missed.append('%s: %s' % (what or 'the good page', found or 'nothing found'))
    return missed


def first_puzzles(path, limit):
    with open(path) as f:
        lines = [l.split()[0] for l in f if l.strip() and not l.startswith('#')]
    return lines[:limit]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('nonet')
    ap.add_argument('files', nargs='+')
    ap.add_argument('--limit', type=int, default=3)
    args = ap.parse_args()
    missed = self_test()
    if missed:
        print('self-test: the checks missed ' + '; '.join(missed))
        return 1
    puzzles = [p for f in args.files for p in first_puzzles(f, args.limit)]
    bad, pages, steps = [], 0, 0
    with tempfile.TemporaryDirectory(prefix='nonet-html-') as tmp:
        batch = os.path.join(tmp, 'batch.txt')
        with open(batch, 'w') as f:
            f.write('\n'.join(puzzles) + '\n')
        for lang in ('en', 'zh'):
            out = os.path.join(tmp, lang)
            os.makedirs(out)
            run = subprocess.run([args.nonet, 'explain', '--lang', lang, '--html', os.path.join(out, 'index.html'),
                                  batch], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if run.returncode not in (0, 1):
                print('nonet explain --lang %s failed: %s' % (lang, run.stderr))
                return 1
            for name in sorted(os.listdir(out)):
                with open(os.path.join(out, name), encoding='utf-8') as f:
                    text = f.read()
                pages += 1
                steps += text.count('<figure class="step"')
                bad += ['%s %s: %s' % (lang, name, v) for v in page_violations(text, lang)]
    print('checked %d pages, %d steps (en and zh)' % (pages, steps))
    for v in bad[:20]:
        print('FAIL: ' + v)
    if bad:
        print('%d violations' % len(bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
