#!/usr/bin/env python3
"""The command's own texts in Chinese (issue 27): every --help and
`nonet techniques`.

    scripts/cli_lang_check.py NONET PO

For the overview and each command's --help: the Chinese text (--lang zh,
LANG=zh_CN.UTF-8, and `nonet help COMMAND --lang zh` all give it) is not
the English one, holds Chinese, names the same options (every "--word" of
the English text), and no line is wider than 80 columns (a Chinese
character takes two). For `nonet techniques`: the same ids, ratings and
scores in the same order, each name and level the catalogue's Chinese
(PO), each name in the English line's column by display width, and the JSON the same in
both languages. Exits 1 with one line per fault.
"""
import os
import re
import subprocess
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from po2c import po_entries  # noqa: E402

OPTION = re.compile(r"--[a-z][a-z-]*")
CJK = re.compile(r"[\u4e00-\u9fff]")


def width(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def run(nonet, args, lang_env=None):
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env["LANG"] = lang_env or "C.UTF-8"
    return subprocess.run([nonet] + args, capture_output=True, text=True, env=env).stdout


def check_help(nonet, name, faults):
    args = [name, "--help"] if name else ["--help"]
    en = run(nonet, args + ["--lang", "en"])
    zh = run(nonet, args + ["--lang", "zh"])
    same = [run(nonet, args, "zh_CN.UTF-8"), run(nonet, ["help"] + ([name] if name else []) + ["--lang", "zh"])]
    what = "nonet %s--help" % (name + " " if name else "")
    if any(s != zh for s in same):
        faults.append("%s: LANG=zh_CN.UTF-8 or nonet help gives another text than --lang zh" % what)
    if zh == en or not CJK.search(zh):
        faults.append("%s: not in Chinese" % what)
    if set(OPTION.findall(en)) != set(OPTION.findall(zh)):
        faults.append("%s: options differ: %s" % (what, sorted(set(OPTION.findall(en)) ^ set(OPTION.findall(zh)))))
    for n, line in enumerate(zh.splitlines(), 1):
        if width(line) > 80:
            faults.append("%s: line %d is %d columns wide" % (what, n, width(line)))


def check_techniques(nonet, po, faults):
    zh_of = {msgid: msgstr for msgid, msgstr, fuzzy in po_entries(po) if msgstr and not fuzzy}
    en = run(nonet, ["techniques", "--lang", "en"]).splitlines()
    zh = run(nonet, ["techniques", "--lang", "zh"]).splitlines()
    if len(en) != len(zh) or not en:
        faults.append("techniques: %d lines in English, %d in Chinese" % (len(en), len(zh)))
        return
    # id, rating, score, level, then the name (and notes) after two spaces
    row = re.compile(r"^(\S+ +\S+ +\S+) (\S+) *  (.*)$")
    for e, z in zip(en, zh):
        me, mz = row.match(e), row.match(z)
        if not me or not mz or me.group(1) != mz.group(1):
            faults.append("techniques: %r and %r do not match" % (e, z))
            continue
        level, rest = me.group(2), me.group(3)
        if mz.group(2) != zh_of.get(level, level):
            faults.append("techniques: level %r is %r, not the catalogue's" % (level, mz.group(2)))
        parts = rest.split("  ")
        want = "  ".join(zh_of.get(p, p) for p in parts)
        if mz.group(3) != want:
            faults.append("techniques: %r should read %r" % (mz.group(3), want))
        if width(z[: z.index(mz.group(3))]) != width(e[: e.index(rest)]):
            faults.append("techniques: %r: its name is not in the English line's column" % z)
    if run(nonet, ["techniques", "--format", "json", "--lang", "zh"]) != run(nonet, ["techniques", "--format", "json"]):
        faults.append("techniques: the JSON differs in Chinese")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: cli_lang_check.py NONET PO")
    nonet, po = sys.argv[1:]
    overview = run(nonet, ["--help"])
    commands = re.findall(r"^  ([a-z]+) {2,}", overview.split("Commands:")[1].split("\n\n")[0], re.M)
    faults = []
    for name in [None] + commands:
        check_help(nonet, name, faults)
    check_techniques(nonet, po, faults)
    for f in faults:
        print(f)
    print("cli_lang_check: %d commands' help, techniques: %d faults" % (len(commands), len(faults)))
    sys.exit(1 if faults else 0)


if __name__ == "__main__":
    main()
