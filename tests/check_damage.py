#!/usr/bin/env python3
"""Damaged step records for the checker's damage test (issue 30).

Reads explain's JSON Lines (stdin), replays each puzzle's trace, and writes
one line per step and damage: the position before the step (81 candidate
masks in hex, 3 digits each, then 81 values), the damage's name ("none" for
the record as written), and the step's JSON. Damages: an elimination of the
solution's digit in some cell (outside any pattern's reach: no proof removes
a true candidate), the solution's digit, a digit of the pattern, in a cell
seeing a pattern cell that holds it (just outside a proof's reach), a
link's type flipped, a rule link's first state flipped or its rule dropped
(a Dynamic+ link read as a plain one), a pattern cell (or, without cells, a pattern candidate)
removed, one candidate of a pattern with cells removed (its cell kept), a
fish's cover unit swapped for another of its kind. tests/check_damage_tool.c checks each line with nonet_check_step.
With NONET, lines of `nonet find --format json` (every instance at the
puzzle's first position) are read too, their solution from `nonet solve`.
Usage: check_damage.py SEED [NONET] < explained.jsonl > damaged.txt
"""
import json
import random
import subprocess
import sys

ALL = set(range(1, 10))


def cell_of(name):
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def peers(c):
    r, k, b = c // 9, c % 9, (c // 27) * 3 + (c % 9) // 3
    return [p for p in range(81) if p != c and (p // 9 == r or p % 9 == k or (p // 27) * 3 + (p % 9) // 3 == b)]


PEERS = [peers(c) for c in range(81)]


def place(cand, val, c, d):
    val[c] = d
    cand[c] = set()
    for p in PEERS[c]:
        cand[p].discard(d)


def position_text(cand, val):
    masks = "".join("%03x" % sum(1 << (d - 1) for d in cand[c]) for c in range(81))
    return masks + "\t" + "".join(str(v) for v in val)


def damages(step, cand, val, solution, rng):
    """(name, damaged step) for each damage that applies to step."""
    out = []
    effects = {(e["cell"], e["digit"]) for e in step["placements"] + step["eliminations"]}
    open_cells = [c for c in range(81) if not val[c] and int(solution[c]) in cand[c]
                  and ("r%dc%d" % (c // 9 + 1, c % 9 + 1), int(solution[c])) not in effects]
    pattern = step.get("pattern", {})
    if open_cells:
        c = rng.choice(open_cells)
        s = json.loads(json.dumps(step))
        s["eliminations"].append({"cell": "r%dc%d" % (c // 9 + 1, c % 9 + 1), "digit": int(solution[c])})
        out.append(("elimination_outside", s))
    # the solution's digit, a pattern digit, in a cell seeing a pattern cell
    # that holds it: an elimination just outside the reach a proof has
    cells = {cell_of(c) for c in pattern.get("cells", [])}
    digits = set(pattern.get("digits", []))
    near = [c for c in open_cells if int(solution[c]) in digits and c not in cells and
            any(p in cells and int(solution[c]) in cand[p] for p in PEERS[c])]
    if near:
        c = rng.choice(near)
        s = json.loads(json.dumps(step))
        s["eliminations"].append({"cell": "r%dc%d" % (c // 9 + 1, c % 9 + 1), "digit": int(solution[c])})
        out.append(("elimination_near", s))
    # one candidate of a pattern that lists its cells dropped, its cell kept
    # (a set's candidates are all recorded, or the set is not the one stated)
    marks = [i for i, m in enumerate(pattern.get("candidates", [])) if m["role"] != "pincer"]
    if pattern.get("cells") and len(marks) > 1:
        s = json.loads(json.dumps(step))
        s["pattern"]["candidates"].pop(rng.choice(marks))
        out.append(("candidate_removed", s))
    if pattern.get("links"):
        s = json.loads(json.dumps(step))
        link = rng.choice(s["pattern"]["links"])
        link["type"] = "weak" if link["type"] == "strong" else "strong"
        out.append(("link_flipped", s))
        rules = [i for i, l in enumerate(pattern["links"]) if l.get("by") == "rule"]
        if rules:
            s = json.loads(json.dumps(step))
            link = s["pattern"]["links"][rng.choice(rules)]
            if rng.random() < 0.5:
                link["from_state"] = "on" if link["from_state"] == "off" else "off"
            else:
                del link["by"], link["from_state"]
            out.append(("rule_link_changed", s))
    if pattern.get("cells") or pattern.get("candidates"):
        s = json.loads(json.dumps(step))
        p = s["pattern"]
        if p.get("cells"):
            p["cells"].pop(rng.randrange(len(p["cells"])))
        else:
            body = [i for i, m in enumerate(p["candidates"]) if m["role"] != "pincer"]
            p["candidates"].pop(rng.choice(body))
        out.append(("pattern_cell_removed", s))
    covers = [u for u in pattern.get("units", []) if u["role"] == "cover"]
    if "fish" in step["technique"] or step["technique"] in ("x_wing", "swordfish", "jellyfish") or \
            step["technique"].startswith(("finned_", "sashimi_")):
        if covers:
            s = json.loads(json.dumps(step))
            u = rng.choice([u for u in s["pattern"]["units"] if u["role"] == "cover"])
            used = {x["unit"] for x in s["pattern"]["units"]}
            others = ["%s%d" % (u["unit"][0], i) for i in range(1, 10) if "%s%d" % (u["unit"][0], i) not in used]
            u["unit"] = rng.choice(others)
            out.append(("cover_swapped", s))
    return out


def solution_of(nonet, puzzle):
    out = subprocess.run([nonet, "solve", "-"], input=puzzle + "\n", capture_output=True, text=True).stdout
    digits = "".join(ch for ch in out if ch.isdigit())
    return digits[:81] if len(digits) >= 81 else None


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    nonet = sys.argv[2] if len(sys.argv) > 2 else None
    for line in sys.stdin:
        o = json.loads(line)
        if "technique" in o and nonet and o.get("steps"):
            # `nonet find` of the puzzle's first position: every instance
            # there, none applied; the solution from `nonet solve`
            o["solution"] = solution_of(nonet, o["puzzle"])
        if "steps" not in o or not o.get("solution"):
            continue
        found = "technique" in o
        cand = [set(ALL) for _ in range(81)]
        val = [0] * 81
        for i, ch in enumerate(o["puzzle"]):
            if ch not in ".0":
                place(cand, val, i, int(ch))
        for step in o["steps"]:
            pos = position_text(cand, val)
            for name, s in [("none", step)] + damages(step, cand, val, o["solution"], rng):
                print(pos + "\t" + name + "\t" + json.dumps(s, separators=(",", ":")))
            if found:
                continue
            for e in step["eliminations"]:
                cand[cell_of(e["cell"])].discard(e["digit"])
            for p in step["placements"]:
                place(cand, val, cell_of(p["cell"]), p["digit"])


if __name__ == "__main__":
    main()
