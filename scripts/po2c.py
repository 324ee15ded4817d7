#!/usr/bin/env python3
"""po2c.py -- the message catalogues compiled into the library.

Reads every po/LANG.po (GNU gettext's format: msgid/msgstr pairs, strings
C-escaped, continued on following lines) and the technique pages under
docs/techniques/ (LANG/ID.md beside ID.md), and writes one C file holding
them as sorted tables (src/core/catalogue.h describes them), each page with
its text made into HTML for the walkthrough page (md_html: the sections a
learner reads, without the ones written for programmers): the library
looks messages up by binary search, with no file read at run time, so the
WebAssembly build carries the catalogues too. Entries marked fuzzy and
untranslated ones are left out (the look-up then falls back to the msgid).

    po2c.py OUT.c PO_DIR PAGES_DIR
"""
import ast
import html
import os
import re
import sys

PLACE = re.compile(r"\{[1-9]\}")
# printf's conversions, which a translation must keep in the same order.
# Only their kinds are compared: a translation may write "%s" as "%.0s" to
# drop it (an English plural "s"); positions ("%2$d") are not supported.
CONVERSION = re.compile(r"%[-+ #0]*[0-9*]*(?:\.[0-9*]+)?((?:hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcsp%])")
# Sections of a technique page that speak to programmers (the step record,
# the related ids) or show a picture file a saved page cannot carry.
SKIPPED_SECTIONS = re.compile(r"^(Step record|Picture|Related|How nonet finds it|The search and its bounds|"
                              r"步骤记录|图示|相关|nonet 怎样找|搜索和它的界限)")
# The opening line that names the source files and the rating's origin, and
# a translation's link to the English page (a file the saved page lacks).
SKIPPED_PARAGRAPH = re.compile(r"^((Family|类别)[:：]|\[[^\]]*\]\([^)]*\.md\)$)")


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


def md_inline(text):
    """One line of Markdown's inline marks as HTML: `code`, **strong**,
    *emphasis*; a link keeps its words (its target is a file the saved page
    does not have), an image is left out."""
    out, pos = [], 0
    token = re.compile(r"`([^`]+)`|!\[[^\]]*\]\([^)]*\)|\[([^\]]+)\]\([^)]*\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*")
    for m in token.finditer(text):
        out.append(html.escape(text[pos:m.start()], quote=False))
        if m.group(1) is not None:
            out.append("<code>%s</code>" % html.escape(m.group(1), quote=False))
        elif m.group(2) is not None:
            out.append(md_inline(m.group(2)))
        elif m.group(3) is not None:
            out.append("<strong>%s</strong>" % md_inline(m.group(3)))
        elif m.group(4) is not None:
            out.append("<em>%s</em>" % md_inline(m.group(4)))
        pos = m.end()
    out.append(html.escape(text[pos:], quote=False))
    return "".join(out)


def md_blocks(lines):
    """The page's lines as blocks: ("h", level, text), ("pre", text),
    ("ul" or "ol", [items]), ("p", text)."""
    blocks, i = [], 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif line.startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            blocks.append(("pre", "\n".join(lines[i + 1:j])))
            i = j + 1
        elif line.startswith("    "):
            j = i
            while j < len(lines) and (lines[j].startswith("    ") or not lines[j].strip()):
                j += 1
            blocks.append(("pre", "\n".join(l[4:] for l in lines[i:j]).rstrip("\n")))
            i = j
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            blocks.append(("h", level, line[level:].strip()))
            i += 1
        elif re.match(r"([-*]|[0-9]+\.) ", line):
            kind = "ul" if line[0] in "-*" else "ol"
            items = []
            while i < len(lines) and lines[i].strip() and not lines[i].startswith("#"):
                if re.match(r"([-*]|[0-9]+\.) ", lines[i]):
                    items.append(lines[i].split(" ", 1)[1].strip())
                else:
                    items[-1] += " " + lines[i].strip()
                i += 1
            blocks.append((kind, items))
        else:
            j = i
            while j < len(lines) and lines[j].strip() and not re.match(r"(#|```|    |[-*] )", lines[j]):
                j += 1
            blocks.append(("p", " ".join(l.strip() for l in lines[i:j])))
            i = j
    return blocks


def md_html(text):
    """A technique page as HTML for the walkthrough page: its title as an
    h4, then the sections a learner reads (SKIPPED_SECTIONS left out),
    headings one level down (h5)."""
    out, skipping = [], False
    for block in md_blocks(text.split("\n")):
        if block[0] == "h":
            level, title = block[1], block[2]
            skipping = level >= 2 and bool(SKIPPED_SECTIONS.match(title))
            if not skipping:
                out.append("<h%d>%s</h%d>" % (min(level + 3, 6), md_inline(title), min(level + 3, 6)))
        elif skipping:
            continue
        elif block[0] == "pre":
            out.append("<pre>%s</pre>" % html.escape(block[1], quote=False))
        elif block[0] in ("ul", "ol"):
            items = "".join("<li>%s</li>" % md_inline(item) for item in block[1])
            out.append("<%s>%s</%s>" % (block[0], items, block[0]))
        elif md_inline(block[1]).strip() and not SKIPPED_PARAGRAPH.match(block[1]):
            out.append("<p>%s</p>" % md_inline(block[1]))
    return "\n".join(out) + "\n"


def c_lines(text):
    """text as adjacent C string literals, one a line of it."""
    parts = text.splitlines(keepends=True) or [""]
    return "\n        ".join(c_string(part) for part in parts)


def check_formats(lang, msgid, msgstr):
    """A translation keeps the places {n} and printf's conversions."""
    if set(PLACE.findall(msgid)) != set(PLACE.findall(msgstr)):
        sys.exit("po/%s.po: the places of %r differ in its translation" % (lang, msgid))
    if CONVERSION.findall(msgid) != CONVERSION.findall(msgstr):
        sys.exit("po/%s.po: the %%-conversions of %r differ in its translation (keep them, in order)"
                 % (lang, msgid))


def msgid_hash(msgid):
    """catalogue.c's catalogue_hash of msgid's UTF-8 bytes: FNV-1a over its
    length and the bytes at 0, 1, 2, 3, the middle and the last three (0
    where the text is shorter)."""
    b = msgid.encode("utf-8")
    n = len(b)
    h = (2166136261 ^ n) & 0xFFFFFFFF
    for at in (0, 1, 2, 3, n // 2, n - 1, n - 2, n - 3):
        h = ((h ^ (b[at] if 0 <= at < n else 0)) * 16777619) & 0xFFFFFFFF
    return h


def hash_slots(msgids):
    """An open-addressed table of the sorted entries: slot i holds an entry's
    index + 1 (0: empty), at its hash's slot or the next free one; the size
    a power of two at least twice the entries."""
    size = 1
    while size < 2 * len(msgids):
        size *= 2
    slots = [0] * size
    for i, msgid in enumerate(msgids):
        at = msgid_hash(msgid) & (size - 1)
        while slots[at]:
            at = (at + 1) & (size - 1)
        slots[at] = i + 1
    return slots


def main():
    out, po_dir, pages_dir = sys.argv[1:4]
    langs = sorted(f[:-3] for f in os.listdir(po_dir) if f.endswith(".po"))
    lines = ["/* Made by scripts/po2c.py from po/LANG.po and docs/techniques/: do not edit. */",
             '#include "catalogue.h"', ""]
    for lang in langs:
        entries = [(i, s) for i, s, fz in po_entries(os.path.join(po_dir, lang + ".po"))
                   if i and s and not fz]
        for msgid, msgstr in entries:
            check_formats(lang, msgid, msgstr)
        entries.sort(key=lambda e: e[0].encode("utf-8"))
        lines.append("static const catalogue_entry entries_%s[] = {" % lang)
        for msgid, msgstr in entries:
            lines.append("    {%s, %s}," % (c_string(msgid), c_string(msgstr)))
        lines.append("};")
        slots = hash_slots([m for m, _ in entries])
        lines.append("static const uint16_t slots_%s[%d] = {" % (lang, len(slots)))
        for i in range(0, len(slots), 16):
            lines.append("    " + ", ".join(str(v) for v in slots[i:i + 16]) + ",")
        lines.append("};")
        lines.append("")
    lines.append("const catalogue_lang catalogue_langs[] = {")
    for lang in langs:
        lines.append('    {"%s", entries_%s, sizeof entries_%s / sizeof entries_%s[0], slots_%s,'
                     ' sizeof slots_%s / sizeof slots_%s[0] - 1},' % ((lang,) * 7))
    lines.append("    {0, 0, 0, 0, 0},")
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
                with open(os.path.join(d, f), encoding="utf-8") as page:
                    body = md_html(page.read())
                pages.append((lang or "en", f[:-3], rel, body))
    # by id, bytewise (catalogue_page_of searches them), English first
    pages.sort(key=lambda p: (p[1].encode("utf-8"), p[0] != "en", p[0]))
    lines.append("const catalogue_page catalogue_pages[] = {")
    for lang, tid, rel, body in pages:
        lines.append('    {"%s", "%s", "%s",\n        %s},' % (lang, tid, rel, c_lines(body)))
    lines.append("    {0, 0, 0, 0},")
    lines.append("};")
    lines.append("const size_t catalogue_n_pages = %d;" % len(pages))
    text = "\n".join(lines) + "\n"
    old = open(out, encoding="utf-8").read() if os.path.exists(out) else None
    if old != text:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
