#!/usr/bin/env python3
"""The layers of nonet's tree, read from its #include "..." lines.

Each folder of the library is a layer; a file may include headers of its
own layer and of lower ones, never of a higher one (docs/ARCHITECTURE.md,
"The tree"). Lowest first:

    core < brute < read < strategies (and strategies/engine) < solve < render < cli

include/nonet.h, the public API, may be included by any layer; the command
(src/cli) may include only include/nonet.h and its own headers.

    scripts/layers.py --check        exit 1, naming file and line, on an upward include
    scripts/layers.py --dot          the folders as a graphviz graph (edges with counts)
    scripts/layers.py --svg FILE     that graph drawn by Debian's graphviz (dot -Tsvg)

Run from anywhere: the tree is the folder above this script's.
"""
import os
import re
import subprocess
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Folder -> layer rank; folders of one rank form one layer.
LAYERS = {
    "include": 0,
    "src/core": 1,
    "src/brute": 2,
    "src/read": 3,
    "strategies": 4,
    "strategies/engine": 4,
    "src/solve": 5,
    "src/render": 6,
    "src/check": 6,
    "src/cli": 7,
}
LAYER_NAMES = {0: "public API", 1: "core", 2: "brute", 3: "read", 4: "strategies",
               5: "solve", 6: "render", 7: "cli"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def sources():
    """Every .c and .h file directly in a layer folder, as (folder, path)."""
    for folder in LAYERS:
        full = os.path.join(ROOT, folder)
        for name in sorted(os.listdir(full)):
            if name.endswith((".c", ".h")):
                yield folder, os.path.join(folder, name)


def header_folders():
    """Header name -> the folder it lives in. Every folder is on the
    library's include path, so a name must be unique in the tree."""
    where = {}
    for folder, path in sources():
        name = os.path.basename(path)
        if name.endswith(".h"):
            if name in where:
                sys.exit("layers: %s is in %s and %s; header names must be unique" % (name, where[name], folder))
            where[name] = folder
    return where


def includes():
    """Every quoted include of a header of the tree: (file, line, from folder, to folder)."""
    where = header_folders()
    for folder, path in sources():
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            for number, text in enumerate(f, 1):
                m = INCLUDE.match(text)
                name = m and os.path.basename(m.group(1))
                if name in where:
                    yield path, number, folder, where[name]


def violation(src, dst):
    """Why an include from folder src of folder dst breaks the rule, or None."""
    if src == "src/cli":
        return None if dst in ("src/cli", "include") else "the command includes only include/nonet.h and its own headers"
    if src == "src/check" and dst not in ("src/check", "src/core", "include"):
        return "the checker shares only the grid, its tables and its own reader (src/core, src/check)"
    if LAYERS[dst] > LAYERS[src]:
        return "%s (%s) includes a higher layer, %s (%s)" % (
            src, LAYER_NAMES[LAYERS[src]], dst, LAYER_NAMES[LAYERS[dst]])
    return None


def check():
    """Print every upward include; exit status 1 when there is one."""
    bad = 0
    for path, number, src, dst in includes():
        why = violation(src, dst)
        if why:
            print("%s:%d: %s" % (path, number, why))
            bad += 1
    if bad:
        print("layers: %d upward include(s); docs/ARCHITECTURE.md says which layer holds what" % bad)
        return 1
    print("layers: no file includes a higher layer")
    return 0


def dot():
    """The graph of folders: one box per folder, one row per layer (the
    command at the top, the public header at the bottom, held in place by
    an invisible chain), one edge per pair of folders labelled with its
    number of include lines."""
    edges = Counter((src, dst) for _, _, src, dst in includes() if src != dst)
    ranks = sorted(set(LAYERS.values()), reverse=True)
    firsts = ['"%s"' % next(f for f in LAYERS if LAYERS[f] == r) for r in ranks]
    lines = ["digraph layers {", "  nodesep=0.5;",
             '  node [shape=box, style="rounded,filled", fillcolor="#f4f4f4", fontname="Helvetica"];',
             '  edge [color="#666666", fontname="Helvetica", fontsize=10];']
    for rank in ranks:
        folders = " ".join('"%s"' % f for f in LAYERS if LAYERS[f] == rank)
        lines.append("  { rank=same; %s }" % folders)
    lines.append("  %s [style=invis];" % " -> ".join(firsts))
    for (src, dst), n in sorted(edges.items()):
        lines.append('  "%s" -> "%s" [label="%d"];' % (src, dst, n))
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv):
    if argv[1:] == ["--check"]:
        return check()
    if argv[1:] == ["--dot"]:
        sys.stdout.write(dot())
        return 0
    if len(argv) == 3 and argv[1] == "--svg":
        svg = subprocess.run(["dot", "-Tsvg"], input=dot(), capture_output=True,
                             text=True, check=True).stdout
        with open(argv[2], "w", encoding="utf-8") as f:
            f.write(svg)
        return 0
    sys.stderr.write("usage: layers.py --check | --dot | --svg FILE\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
