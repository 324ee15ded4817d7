"""why(position, cell, digit) against `nonet why CELL DIGIT --format json`: the same answer, reason,
peer, words and step, on puzzles (tests/data/why-positions.txt) and a pencil-mark position
(puzzles/position.txt), every digit of four cells; the command's faults as raised errors."""
import pytest

import nonet
from conftest import command_json, source

FILES = [source("tests/data/why-positions.txt"), source("puzzles/position.txt")]
KEYS = ("cell", "digit", "answer", "reason", "peer", "words", "step")


def positions():
    """The positions in the command's order: each line of the puzzle file, then the marked position."""
    with open(FILES[0]) as f:
        lines = nonet.read(f.read())
    with open(FILES[1]) as f:
        return lines + [f.read()]


CELLS = ("r1c4", "r2c3", "r5c7", "r9c5")


def test_why_is_the_commands():
    """Every digit of CELLS in every position; the questions reach every reason but "possible"
    (which nested chains leave to puzzles with no one solution), so the equality covers each."""
    mine_all, seen = positions(), set()
    for cell in CELLS:
        for digit in range(1, 10):
            theirs = command_json("why", "--format", "json", cell, str(digit), *FILES)
            assert len(theirs) == len(mine_all)
            for position, t in zip(mine_all, theirs):
                seen.add((t["answer"], t["reason"]))
                if t["status"] == "filled":
                    with pytest.raises(nonet.Error) as caught:
                        nonet.why(position, cell, digit)
                    assert str(caught.value) == t["error"]
                    continue
                assert t["status"] == "ok", t
                mine = nonet.why(position, cell, digit)
                assert {k: mine[k] for k in KEYS} == {k: t[k] for k in KEYS}, (t["puzzle"], cell, digit)
    assert {("cannot", "peer"), ("cannot", "step"), ("cannot", "chain"), ("solution", None)} <= seen


def test_why_faults():
    with pytest.raises(nonet.Error, match="bad cell 'r0c4'"):
        nonet.why(positions()[0], "r0c4", 5)
    with pytest.raises(ValueError):
        nonet.why(positions()[0], "r1c4", 10)
    with pytest.raises(nonet.Error):
        nonet.why("." * 81, "r1c1", 5)  # no one solution
