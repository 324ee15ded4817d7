#!/usr/bin/env python3
"""po2c.py -- the message catalogues compiled into the library.

Reads every po/LANG.po (GNU gettext's format: msgid/msgstr pairs, strings
C-escaped, continued on following lines) and the technique pages under
docs/techniques/ (LANG/ID.md beside ID.md), and writes one C file holding
them as sorted tables (src/core/catalogue.h describes them): the library
looks messages up by binary search, with no file read at run time, so the
WebAssembly build carries the catalogues too. Entries marked fuzzy and
untranslated ones are left out (the look-up then falls back to the msgid).

    po2c.py OUT.c PO_DIR PAGES_DIR
"""
import ast
import os
import re
import sys

PLACE = re.compile(r"\{[1-9]\}")


def po_entries(path):
    """The (msgid, msgstr, fuzzy) entries of one .po file, unescaped."""
    entries, cur, key, fuzzy = [], None, None, False

    def flush():
        if cur is not None and "msgid" in cur:
            entries.append((cur["msgid"], cur.get("msgstr", ""), cur["fuzzy"]))

    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
                continue
            if line.startswith("#"):
                continue
            if line.startswith("msgid "):
                flush()
                cur, key = {"msgid": "", "fuzzy": fuzzy}, "msgid"
                fuzzy = False
                line = line[6:]
            elif line.startswith("msgstr "):
                key = "msgstr"
                cur["msgstr"] = ""
                line = line[7:]
            if not (line.startswith('"') and line.endswith('"')) or cur is None:
                sys.exit("%s:%d: cannot read this line" % (path, n))
            cur[key] += ast.literal_eval(line)
    flush()
    return entries


def c_string(text):
    """text as a C string literal, UTF-8 bytes kept as they are."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 32:
            out.append("\\%03o" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def main():
    out, po_dir, pages_dir = sys.argv[1:4]
    langs = sorted(f[:-3] for f in os.listdir(po_dir) if f.endswith(".po"))
    lines = ["/* Made by scripts/po2c.py from po/LANG.po and docs/techniques/: do not edit. */",
             '#include "catalogue.h"', ""]
    for lang in langs:
        entries = [(i, s) for i, s, fz in po_entries(os.path.join(po_dir, lang + ".po"))
                   if i and s and not fz]
        for msgid, msgstr in entries:
            if set(PLACE.findall(msgid)) != set(PLACE.findall(msgstr)):
                sys.exit("po/%s.po: the places of %r differ in its translation" % (lang, msgid))
        entries.sort(key=lambda e: e[0].encode("utf-8"))
        lines.append("static const catalogue_entry entries_%s[] = {" % lang)
        for msgid, msgstr in entries:
            lines.append("    {%s, %s}," % (c_string(msgid), c_string(msgstr)))
        lines.append("};")
        lines.append("")
    lines.append("const catalogue_lang catalogue_langs[] = {")
    for lang in langs:
        lines.append('    {"%s", entries_%s, sizeof entries_%s / sizeof entries_%s[0]},'
                     % (lang, lang, lang, lang))
    lines.append("    {0, 0, 0},")
    lines.append("};")
    lines.append("")
    pages = []
    for lang in [""] + langs:
        d = os.path.join(pages_dir, lang)
        if not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".md") and f != "README.md":
                rel = "/".join(p for p in ("docs/techniques", lang, f) if p)
                pages.append((lang or "en", f[:-3], rel))
    lines.append("const catalogue_page catalogue_pages[] = {")
    for lang, tid, rel in pages:
        lines.append('    {"%s", "%s", "%s"},' % (lang, tid, rel))
    lines.append("    {0, 0, 0},")
    lines.append("};")
    text = "\n".join(lines) + "\n"
    old = open(out, encoding="utf-8").read() if os.path.exists(out) else None
    if old != text:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
