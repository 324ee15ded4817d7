#!/usr/bin/env python3
"""The layers and modules of nonet's tree, and the rule that no arrow goes up
or round.

Each folder of the library is a layer, lowest first (docs/ARCHITECTURE.md,
"The tree"):

    core < brute < read < engine < strategies < solve < render < cli

A module is a .c file with its own .h (a header without a .c, such as
mask.h's inline helpers, is a module too). An edge A -> B is an include of
B's header by a file of A, or a call of (a reference to) a function or object
that B defines, read from `nm` of the built objects. The rules:

  - no edge goes up a layer (include/nonet.h, the public API, any layer may
    include; the command, src/cli, may include only nonet.h and its own
    headers, and call only the library's public nonet_* functions);
  - no cycle between modules (a strongly connected set of two or more);
  - no cycle between folders.

    scripts/layers.py --check [--build DIR] [--root DIR]
        exit 1, naming the files, lines and symbols, on any upward edge or
        cycle; with --build (default build/ when it holds objects), calls
        from nm of the objects too, else includes only
    scripts/layers.py --dot          the folders as a graphviz graph
    scripts/layers.py --svg FILE     that graph drawn by Debian's graphviz

--root names the tree (default: the folder above this script's); the test
tests/layers_test.sh plants a cycle and an upward call in a small tree of its
own and expects --check to fail on each.
"""
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

HERE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Folder -> layer rank; folders of one rank form one layer.
LAYERS = {
    "include": 0,
    "src/core": 1,
    "src/brute": 2,
    "src/read": 3,
    "src/engine": 4,
    "strategies": 5,
    "src/solve": 6,
    "src/render": 7,
    "src/check": 7,
    "src/cli": 8,
}
LAYER_NAMES = {0: "public API", 1: "core", 2: "brute", 3: "read", 4: "engine", 5: "strategies",
               6: "solve", 7: "render", 8: "cli"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
# The CMake targets whose objects are the library's and the command's.
TARGETS = ("nonet_obj.dir", "nonet_brute_v3.dir", "nonet_cli.dir")


def sources(root):
    """Every .c and .h file directly in a layer folder, as (folder, path)."""
    for folder in LAYERS:
        full = os.path.join(root, folder)
        if not os.path.isdir(full):
            continue
        for name in sorted(os.listdir(full)):
            if name.endswith((".c", ".h")):
                yield folder, os.path.join(folder, name)


def module_of(path):
    """The module a file belongs to: its path without .c / .h."""
    return path[:-2]


def header_modules(root):
    """Header name -> its module. Every folder is on the library's include
    path, so a name must be unique in the tree."""
    where = {}
    for _, path in sources(root):
        name = os.path.basename(path)
        if name.endswith(".h"):
            if name in where:
                sys.exit("layers: %s is %s and %s; header names must be unique" % (name, where[name], path))
            where[name] = module_of(path)
    return where


def include_edges(root):
    """Every quoted include of another module's header: (from module, to
    module, why) with why 'file:line'."""
    where = header_modules(root)
    for _, path in sources(root):
        with open(os.path.join(root, path), encoding="utf-8") as f:
            for number, text in enumerate(f, 1):
                m = INCLUDE.match(text)
                name = m and os.path.basename(m.group(1))
                if name in where and where[name] != module_of(path):
                    yield module_of(path), where[name], "%s:%d includes %s" % (path, number, name)


def objects(root, build):
    """(source path, object path) of every built object of the library and
    the command whose source is still in the tree."""
    for top, _, files in os.walk(os.path.join(build, "CMakeFiles")):
        target = next((t for t in TARGETS if t in top.split(os.sep)), None)
        if not target:
            continue
        for name in files:
            if name.endswith(".c.o"):
                full = os.path.join(top, name)
                source = os.path.relpath(full, os.path.join(build, "CMakeFiles", target))[:-2]
                if os.path.exists(os.path.join(root, source)):
                    yield source, full


def nm_symbols(paths):
    """{object path: (defined, undefined)} external symbol names, from one
    run of nm over all the objects."""
    out = subprocess.run(["nm", "-P", "-A"] + paths, capture_output=True, text=True, check=True).stdout
    symbols = {p: (set(), set()) for p in paths}
    for line in out.splitlines():
        where, _, rest = line.partition(": ")
        parts = rest.split()
        if where not in symbols or len(parts) < 2:
            continue
        defined, undefined = symbols[where]
        if parts[1] == "U":
            undefined.add(parts[0])
        elif parts[1] in "TDRBCGVW":
            defined.add(parts[0])
    return symbols


def call_edges(root, build):
    """Every reference of one module to a symbol another defines: (from, to,
    why) with why 'file calls symbol'. The command's calls of the library's
    public nonet_* functions are edges to the public API, include/nonet."""
    defs, uses = {}, {}
    objs = sorted(objects(root, build))
    symbols = nm_symbols([obj for _, obj in objs]) if objs else {}
    for source, obj in objs:
        defined, undefined = symbols[obj]
        for name in defined:
            defs.setdefault(name, module_of(source))
        uses.setdefault(source, set()).update(undefined)
    for source, names in sorted(uses.items()):
        for name in sorted(names):
            to = defs.get(name)
            if to and folder_of(source) == "src/cli" and folder_of(to) != "src/cli" and name.startswith("nonet_"):
                to = "include/nonet"  # the command calls the library through its public API
            if to and to != module_of(source):
                yield module_of(source), to, "%s calls %s" % (source, name)


def folder_of(module):
    return os.path.dirname(module)


def upward(src, dst):
    """Why an edge from module src to module dst breaks the layer rule, or None."""
    fs, fd = folder_of(src), folder_of(dst)
    for folder in (fs, fd):
        if folder not in LAYERS:
            return "%s is in no layer: give it its rank in scripts/layers.py's LAYERS" % folder
    if fs == "src/cli":
        if fd in ("src/cli", "include"):
            return None
        return "the command uses only include/nonet.h, its own files and the library's public calls"
    if fs == "src/check" and fd not in ("src/check", "src/core", "include"):
        return "the checker shares only the grid, its tables and its own reader (src/core, src/check)"
    if LAYERS[fd] > LAYERS[fs]:
        return "%s (%s) uses a higher layer, %s (%s)" % (fs, LAYER_NAMES[LAYERS[fs]], fd, LAYER_NAMES[LAYERS[fd]])
    return None


def cycles(graph):
    """The strongly connected sets of two or more nodes of graph ({node:
    set of nodes}), each sorted, by Tarjan's algorithm (iterative)."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == node:
                            break
                    if len(comp) > 1:
                        found.append(sorted(comp))
            elif nxt not in index:
                index[nxt] = low[nxt] = counter[0]
                counter[0] += 1
                stack.append(nxt)
                on.add(nxt)
                work.append((nxt, iter(sorted(graph.get(nxt, ())))))
            elif nxt in on:
                low[node] = min(low[node], index[nxt])
    return found


def report_cycles(kind, edges, key):
    """Print each cycle of the graph edges make under key (module or
    folder), with the edges inside it; returns how many."""
    graph, why = defaultdict(set), defaultdict(list)
    for src, dst, reason in edges:
        a, b = key(src), key(dst)
        if a != b:
            graph[a].add(b)
            why[(a, b)].append(reason)
    comps = cycles(graph)
    for comp in comps:
        print("layers: a cycle of %d %ss: %s" % (len(comp), kind, " ".join(comp)))
        for a in comp:
            for b in sorted(graph[a] & set(comp)):
                print("    %s -> %s: %s" % (a, b, "; ".join(why[(a, b)][:3])))
    return len(comps)


def default_build(root):
    build = os.path.join(root, "build")
    return build if os.path.isdir(os.path.join(build, "CMakeFiles")) else None


def check(root, build):
    """Print every upward edge and cycle; exit status 1 when there is one."""
    edges = list(include_edges(root))
    if build:
        edges += list(call_edges(root, build))
    bad = 0
    for src, dst, reason in edges:
        why = upward(src, dst)
        if why:
            print("%s: %s" % (reason, why))
            bad += 1
    bad += report_cycles("module", edges, lambda m: m)
    bad += report_cycles("folder", edges, folder_of)
    what = "includes and calls (nm of %s)" % build if build else "includes only (no build given)"
    if bad:
        print("layers: %d upward edge(s) or cycle(s) in the %s; docs/ARCHITECTURE.md says which layer holds what"
              % (bad, what))
        return 1
    print("layers: no upward edge and no cycle, of modules or folders, in the %s" % what)
    return 0


def dot(root):
    """The graph of folders: one box per folder, one row per layer (the
    command at the top, the public header at the bottom, held in place by
    an invisible chain), one edge per pair of folders labelled with its
    number of include lines."""
    edges = Counter((folder_of(s), folder_of(d)) for s, d, _ in include_edges(root) if folder_of(s) != folder_of(d))
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


def option(argv, name):
    """The value after name in argv (removing both), or None."""
    if name in argv:
        i = argv.index(name)
        if i + 1 < len(argv):
            value = argv[i + 1]
            del argv[i:i + 2]
            return value
    return None


def main(argv):
    args = argv[1:]
    root = option(args, "--root") or HERE_ROOT
    build = option(args, "--build")
    if args == ["--check"]:
        return check(root, build or default_build(root))
    if args == ["--dot"]:
        sys.stdout.write(dot(root))
        return 0
    if len(args) == 2 and args[0] == "--svg":
        svg = subprocess.run(["dot", "-Tsvg"], input=dot(root), capture_output=True, text=True, check=True).stdout
        with open(args[1], "w", encoding="utf-8") as f:
            f.write(svg)
        return 0
    sys.stderr.write("usage: layers.py --check [--build DIR] [--root DIR] | --dot | --svg FILE\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
