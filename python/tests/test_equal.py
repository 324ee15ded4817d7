"""On 200 puzzles of mixed difficulty (tests/data/mixed-200.txt, hardest included), the module gives
what the command gives: solve, count, explain (every step, both orders), grade and canon."""
import pytest

import nonet
from conftest import command_json, source

MIXED = source("tests/data/mixed-200.txt")
PUZZLES = list(nonet.read_file(MIXED))


def test_200():
    assert len(PUZZLES) == 200


def test_solve_count_canon():
    solved = command_json("solve", "--format", "json", MIXED)
    counted = command_json("count", "--format", "json", "--limit", "3", MIXED)
    canons = command_json("canon", "--format", "json", MIXED)
    for p, s, c, k in zip(PUZZLES, solved, counted, canons):
        assert nonet.solve(p) == s.get("solution"), p
        assert nonet.count(p, 3) == c["count"], p
        assert nonet.canon(p) == k["canon"], p


@pytest.mark.parametrize("order", ["pipeline", "se"])
def test_explain(order):
    theirs = command_json("explain", "--format", "json", "--max-time", "0", "--order", order, MIXED)
    for p, t in zip(PUZZLES, theirs):
        mine = nonet.explain(p, order=order)
        assert mine["status"] == t["status"], p
        assert mine["solution"] == t.get("solution"), p
        assert mine["steps"] == t["steps"], p


def test_grade():
    theirs = command_json("grade", "--format", "json", "--max-time", "0", MIXED)
    for g, t in zip(nonet.grades(PUZZLES, jobs=2), theirs):
        for key in ("er", "ep", "ed", "level", "score", "steps", "backtracking"):
            assert getattr(g, key) == t[key], (t["puzzle"], key)
        assert g.hardest == t.get("hardest", "")
