"""The module's functions one by one, against the command."""
import threading

import pytest

import nonet
from conftest import P, command_json, command_text, source


def test_version_is_the_librarys():
    assert command_text("--version") == "nonet %s\n" % nonet.version
    assert nonet.__version__ == nonet.version


def test_read_forms_and_errors():
    assert nonet.read(P + "\n" + P) == [P, P]
    with open(source("puzzles/position.txt")) as f:
        assert nonet.read(f.read())[0] == command_json("hint", "--format", "json", source("puzzles/position.txt"))[0]["puzzle"]
    with pytest.raises(nonet.Error) as caught:
        nonet.read("1234")
    assert str(caught.value) == "expected 81 cells, found 4" and caught.value.line == 1
    assert isinstance(caught.value, ValueError)
    with pytest.raises(TypeError):
        nonet.solve(42)


def test_read_file_iterates_and_reports_bad_records():
    assert list(nonet.read_file(source("puzzles/easy.txt"))) == nonet.read(open(source("puzzles/easy.txt")).read())
    with pytest.raises(OSError):
        list(nonet.read_file("/nonexistent/file"))
    with pytest.raises(nonet.Error):
        list(nonet.read_file(source("puzzles/invalid.txt")))


def test_solve_and_count():
    assert nonet.solve(P) == command_json("solve", "--format", "json", P)[0]["solution"]
    assert nonet.solve("." * 81) is None
    assert nonet.count("." * 81, 7) == 7
    assert nonet.count(P, 7) == 1
    with pytest.raises(ValueError):
        nonet.count(P, 0)


@pytest.mark.parametrize("order", ["pipeline", "se"])
def test_explain(order):
    mine = nonet.explain(P, order=order)
    theirs = command_json("explain", "--format", "json", "--order", order, P)[0]
    assert (mine["status"], mine["solution"], mine["steps"]) == (theirs["status"], theirs["solution"], theirs["steps"])
    # the steps' words and page (nonet_step_json's) come through, so the equality covers them
    assert all(s["words"] and s["page"].startswith("docs/techniques/") for s in mine["steps"])


def test_grade_is_a_dataclass_with_the_keys():
    g = nonet.grade(P)
    theirs = command_json("grade", "--format", "json", P)[0]
    for key in ("er", "ep", "ed", "level", "score", "hardest"):
        assert getattr(g, key) == theirs[key] == g[key]


@pytest.mark.parametrize("level", [1, 2, 3])
def test_hint_ladder_on_pencil_marks(level):
    with open(source("puzzles/position.txt")) as f:
        mine = nonet.hint(f.read(), level)
    theirs = command_json("hint", "--format", "json", "--level", str(level), source("puzzles/position.txt"))[0]
    for key in ("status", "level", "hint", "technique", "step"):
        assert mine.get(key) == theirs.get(key)


def test_hint_wrong_marks():
    with open(source("puzzles/position-wrong.txt")) as f:
        mine = nonet.hint(f.read(), 3)
    theirs = command_json("hint", "--format", "json", "--level", "3", source("puzzles/position-wrong.txt"))[0]
    assert mine["status"] == "wrong_marks" and mine["wrong"] == theirs["wrong"]


def test_step_svg():
    with open(source("puzzles/position.txt")) as f:
        position = f.read()
    step = nonet.hint(position, 3)["step"]
    assert nonet.step_svg(position, step).startswith("<svg")
    assert nonet.step_svg(position, step) != nonet.step_svg(position)
    with pytest.raises(nonet.Error):
        nonet.step_svg(P, dict(step, text="not a step"))


def test_canon():
    assert nonet.canon(P) == command_json("canon", "--format", "json", P)[0]["canon"]


@pytest.mark.parametrize("jobs", [1, 2])
def test_generate_with_a_seed_is_the_commands(jobs):
    theirs = [line.split()[0] for line in command_text("generate", "--seed", "7", "--count", "3", "--level", "Hard").splitlines() if line]
    assert nonet.generate(count=3, level="Hard", seed=7, jobs=jobs) == theirs
    theirs = [line.split()[0] for line in command_text("generate", "--seed", "18446744073709551615", "--count", "2",
                                                          "--symmetry", "mirror", "--requires", "x_wing").splitlines() if line]
    assert nonet.generate(count=2, seed=2 ** 64 - 1, symmetry="mirror", requires="x_wing") == theirs
    with pytest.raises(ValueError):
        nonet.generate(level="Impossible")
    with pytest.raises(nonet.Error):
        nonet.generate(requires="no_such")


def test_grades_in_order_with_threads():
    puzzles = list(nonet.read_file(source("puzzles/medium.txt")))
    one = list(nonet.grades(puzzles))
    assert list(nonet.grades(iter(puzzles), jobs=3)) == one == [nonet.grade(p) for p in puzzles]
    results = []
    threads = [threading.Thread(target=lambda: results.append(nonet.explain(P))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r == results[0] for r in results) and len(results) == 4


def test_explains_in_order_with_threads():
    puzzles = list(nonet.read_file(source("puzzles/easy.txt")))
    assert list(nonet.explains(puzzles, order="se", jobs=2)) == [nonet.explain(p, "se") for p in puzzles]
