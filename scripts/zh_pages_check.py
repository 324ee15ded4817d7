#!/usr/bin/env python3
"""zh_pages_check.py -- the Chinese technique pages agree with the English ones.

docs/techniques/zh/NAME.md is the Chinese version of docs/techniques/NAME.md
(issue 27). This checks, for every page:

- each Chinese page has its English page; its first line is
  "[English](../NAME.md)", and the English page's first line is
  "[中文](zh/NAME.md)"; an English page without a Chinese one links to none;
- every example of the English page (each fenced block and each indented
  block: positions, step lines, grids) and its picture markers stand in the
  Chinese page letter for letter, so the two cannot drift apart;
- every relative link and image of a Chinese page resolves to a file;
- the Chinese index (zh/README.md) has the English index's rows: the same
  technique ids in the same order, with the same SE rating and HoDoKu score;
- the Chinese page is written in Chinese (it holds CJK characters).

    zh_pages_check.py [PAGES_DIR]      (default docs/techniques)
    zh_pages_check.py --self-test      (each check fails on a page made wrong)

Prints each violation and exits 1 on any; 0 when all agree.
"""
import os
import re
import shutil
import sys
import tempfile

LINK = re.compile(r'\]\(([^)#\s]+)(?:#[^)]*)?\)|src="([^"]+)"')
CJK = re.compile('[\u4e00-\u9fff]')


def blocks(lines):
    """The fenced blocks and the indented blocks (after a blank line)."""
    out, i = [], 0
    while i < len(lines):
        if lines[i].startswith('```'):
            j = i + 1
            while j < len(lines) and not lines[j].startswith('```'):
                j += 1
            out.append('\n'.join(lines[i:j + 1]))
            i = j + 1
        elif lines[i].startswith('    ') and (i == 0 or not lines[i - 1].strip()):
            j = i
            while j < len(lines) and lines[j].startswith('    '):
                j += 1
            out.append('\n'.join(lines[i:j]))
            i = j
        else:
            i += 1
    return out


def check_pair(pages, name, bad):
    en_path, zh_path = os.path.join(pages, name), os.path.join(pages, 'zh', name)
    en = open(en_path, encoding='utf-8').read()
    if not os.path.exists(zh_path):
        if '[中文](' in en:
            bad.append('%s links to a Chinese page, but there is no zh/%s' % (en_path, name))
        return
    zh = open(zh_path, encoding='utf-8').read()
    if en.split('\n', 1)[0] != '[中文](zh/%s)' % name:
        bad.append('%s: first line is not [中文](zh/%s)' % (en_path, name))
    if zh.split('\n', 1)[0] != '[English](../%s)' % name:
        bad.append('%s: first line is not [English](../%s)' % (zh_path, name))
    for b in blocks(en.split('\n')):
        if b not in zh:
            bad.append('%s lacks this example of %s: %s' % (zh_path, name, b.strip().split('\n')[0][:70]))
    for marker in re.findall(r'^<!-- picture-.*-->$', en, re.M):
        if marker not in zh.split('\n'):
            bad.append('%s lacks the marker %s' % (zh_path, marker[:70]))
    if not CJK.search(zh):
        bad.append('%s is not written in Chinese' % zh_path)


ROW = re.compile(r'^\| \[[^]]*\]\((?:\.\./)?(\w+)\.md\) \| `(\w+)` \| ([^|]*) \| (\S+) ', re.M)


def check_index(pages, bad):
    zh_index = os.path.join(pages, 'zh', 'README.md')
    if not os.path.exists(zh_index):
        bad.append('zh/README.md (the Chinese index) is missing')
        return
    en_rows = ROW.findall(open(os.path.join(pages, 'README.md'), encoding='utf-8').read())
    zh_rows = ROW.findall(open(zh_index, encoding='utf-8').read())
    if en_rows != zh_rows:
        missing = [r for r in en_rows if r not in zh_rows] + [r for r in zh_rows if r not in en_rows]
        bad.append('zh/README.md: its rows differ from the English index (%s)'
                   % (', '.join(r[1] for r in missing) or 'order'))


def check_links(pages, name, bad):
    zh_dir = os.path.join(pages, 'zh')
    text = open(os.path.join(zh_dir, name), encoding='utf-8').read()
    for m in LINK.finditer(text):
        target = m.group(1) or m.group(2)
        if '://' in target:
            continue
        if not os.path.exists(os.path.normpath(os.path.join(zh_dir, target))):
            bad.append('zh/%s: the link %s leads nowhere' % (name, target))


def problems(pages):
    """Every violation in PAGES (a docs/techniques folder), as lines."""
    bad = []
    english = sorted(f for f in os.listdir(pages) if f.endswith('.md'))
    zh_dir = os.path.join(pages, 'zh')
    chinese = sorted(f for f in os.listdir(zh_dir) if f.endswith('.md')) if os.path.isdir(zh_dir) else []
    for name in english:
        check_pair(pages, name, bad)
    if chinese and 'README.md' in english:
        check_index(pages, bad)
    for name in chinese:
        if name not in english:
            bad.append('zh/%s has no English page' % name)
        check_links(pages, name, bad)
    return bad, len(chinese), len(english)


GOOD = {
    'a.md': '[中文](zh/a.md)\n\n# A\n\nText.\n\n    :0000:1:..::\n\n```\ngrid\n```\n'
            '\n<!-- picture-step: A: r1c1<>1 -->\n',
    'b.md': '# B\n\nNo Chinese page yet.\n',
    'zh/a.md': '[English](../a.md)\n\n# 甲\n\n说明，见[乙](../b.md)。\n\n    :0000:1:..::\n\n```\ngrid\n```\n'
               '\n![A](../images/a.svg)\n\n<!-- picture-step: A: r1c1<>1 -->\n',
    'images/a.svg': '<svg/>\n',
    'README.md': '[中文](zh/README.md)\n\n| [A](a.md) | `a` | 1.0 | 4 Easy | x |\n',
    'zh/README.md': '[English](../README.md)\n\n# 技巧\n\n| [甲](a.md) | `a` | 1.0 | 4 简单 | x |\n',
}
FAULTS = [  # (file, text replaced, by): each must give a problem
    ('a.md', '[中文](zh/a.md)', '[Chinese](zh/a.md)'),
    ('zh/a.md', '[English](../a.md)', 'English'),
    ('zh/a.md', ':0000:1:..::', ':0000:2:..::'),
    ('zh/a.md', 'grid', 'grld'),
    ('zh/a.md', 'r1c1<>1 -->', 'r1c1<>2 -->'),
    ('zh/a.md', '../images/a.svg', 'images/a.svg'),
    ('zh/a.md', '(../b.md)', '(b.md)'),
    ('zh/a.md', '# 甲\n\n说明，见[乙]', '# A\n\nText, see [B]'),
    ('b.md', 'No Chinese', '[中文](zh/b.md) No Chinese'),
    ('zh/README.md', '1.0 | 4', '1.1 | 4'),
    ('README.md', 'x |\n', 'x |\n| [B](b.md) | `b` | 2.0 | 5 Easy | x |\n'),
]


def write_tree(root, files):
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)


def self_test():
    """The good tree passes; each fault alone is caught; a stray page too."""
    failed = 0
    cases = [(None, None, None)] + FAULTS + [('zh/c.md', None, '[English](../c.md)\n\n丙\n')]
    for rel, old, new in cases:
        root = tempfile.mkdtemp()
        files = dict(GOOD)
        if rel in files and old is not None:
            assert old in files[rel], (rel, old)
            files[rel] = files[rel].replace(old, new)
        elif rel is not None:
            files[rel] = new
        write_tree(root, files)
        bad = problems(root)[0]
        shutil.rmtree(root)
        if (rel is None) != (not bad):
            failed += 1
            print('zh_pages_check self-test: %s -> %s: %s' % (rel, new, bad or 'not caught'))
    print('zh_pages_check self-test: %d cases, %d wrong' % (len(cases), failed))
    return 1 if failed else 0


def main():
    if sys.argv[1:2] == ['--self-test']:
        return self_test()
    pages = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), '..', 'docs', 'techniques')
    bad, n_zh, n_en = problems(pages)
    for line in bad:
        print('zh_pages_check: ' + line)
    print('zh_pages_check: %d Chinese pages of %d English ones, %d problems' % (n_zh, n_en, len(bad)))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
