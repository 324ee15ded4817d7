"""nonet: Sudoku solved the way a strong human does, from Python.

The library (libnonet.so) through its bridge (bridge/nonet_bridge.c, the
one the npm package compiles to WebAssembly) with ctypes: every call
answers one JSON object, so the values here are the command's JSON keys.
Bad input raises nonet.Error (a ValueError) with the parser's message.

    import nonet
    print(nonet.grade("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
"""
import concurrent.futures
import ctypes
import json
import os
import threading
from dataclasses import dataclass, field

__all__ = ["Error", "Grade", "read", "read_file", "solve", "count", "explain", "grade", "grades", "explains", "hint",
           "why", "canon", "generate", "step_svg", "version", "__version__"]


class Error(ValueError):
    """Bad input (the parser's message; line and column when it knows them) or a failed call."""

    def __init__(self, message, line=None, column=None):
        super().__init__(message)
        self.line = line
        self.column = column


def _load():
    here = os.path.dirname(os.path.abspath(__file__))
    lib = ctypes.CDLL(os.path.join(here, "_nonet_bridge.so"))
    answers = {  # name: argument types; each returns a malloc'd JSON object
        "nj_read": [ctypes.c_char_p],
        "nj_solve": [ctypes.c_char_p],
        "nj_count": [ctypes.c_char_p, ctypes.c_int],
        "nj_explain": [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int],
        "nj_grade": [ctypes.c_void_p, ctypes.c_char_p],
        "nj_hint": [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int],
        "nj_why": [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int],
        "nj_canon": [ctypes.c_char_p],
        "nj_step_svg": [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int],
        "nj_find": [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p],
        "nj_reader_next": [ctypes.c_void_p],
        "nj_generate": [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_double, ctypes.c_double,
                        ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p],
    }
    for name, args in answers.items():
        fn = getattr(lib, name)
        fn.argtypes = args
        fn.restype = ctypes.c_void_p  # a pointer, not c_char_p: it is freed after reading
    lib.nj_free.argtypes = [ctypes.c_void_p]
    lib.nj_free.restype = None
    lib.nj_version.restype = ctypes.c_char_p
    lib.nj_solver_new.restype = ctypes.c_void_p
    lib.nj_solver_free.argtypes = [ctypes.c_void_p]
    lib.nj_solver_free.restype = None
    lib.nj_reader_open.argtypes = [ctypes.c_char_p]
    lib.nj_reader_open.restype = ctypes.c_void_p
    lib.nj_reader_free.argtypes = [ctypes.c_void_p]
    lib.nj_reader_free.restype = None
    return lib


_lib = _load()
version = _lib.nj_version().decode()
__version__ = version


class _Solver:
    """One solver per thread (a solver's scratch space is not shared)."""

    def __init__(self):
        self.ptr = _lib.nj_solver_new()
        if not self.ptr:
            raise MemoryError("nonet: out of memory")

    def __del__(self):
        if getattr(self, "ptr", None):
            _lib.nj_solver_free(self.ptr)


_local = threading.local()


def _solver():
    if not hasattr(_local, "solver"):
        _local.solver = _Solver()
    return _local.solver.ptr


def _text(value, what):
    if not isinstance(value, str):
        raise TypeError("nonet: %s must be a str" % what)
    return value.encode()


def _call(fn, *args):
    """A bridge call's JSON answer as a dict; its "error" raised."""
    out = fn(*args)
    if not out:
        raise MemoryError("nonet: out of memory")
    try:
        answer = json.loads(ctypes.string_at(out).decode())
    finally:
        _lib.nj_free(out)
    if "error" in answer:
        raise Error(answer["error"], answer.get("line"), answer.get("column"))
    return answer


@dataclass(frozen=True)
class Grade:
    """A puzzle's grade: `nonet grade --format json`'s keys (hardest "" when no logic step)."""
    er: float
    ep: float
    ed: float
    level: str
    score: int
    hardest: str
    rating: float = 0.0
    steps: int = 0
    unknown_steps: int = 0
    backtracking: bool = False
    timeout: bool = False
    extra: dict = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def _of(cls, answer):
        known = {k: answer[k] for k in cls.__dataclass_fields__ if k in answer and k != "extra"}
        return cls(extra={k: v for k, v in answer.items() if k not in known}, **known)

    def __getitem__(self, key):
        """grade["er"] as well as grade.er."""
        return getattr(self, key)


def read(text):
    """Every puzzle of the text (any form nonet reads) as an 81-character string."""
    return _call(_lib.nj_read, _text(text, "the text"))["puzzles"]


def read_file(path):
    """An iterator over the puzzles of a file, read one at a time (flat memory):
    81-character strings; a bad record raises Error (iterating again goes on past it)."""
    reader = _lib.nj_reader_open(os.fsencode(path))
    if not reader:
        raise OSError("nonet: cannot open %s" % path)
    try:
        while True:
            answer = _call(_lib.nj_reader_next, reader)
            if answer.get("end"):
                return
            yield answer["puzzle"]
    finally:
        _lib.nj_reader_free(reader)


def solve(puzzle):
    """The solution's 81 digits, or None when the puzzle has none or several."""
    return _call(_lib.nj_solve, _text(puzzle, "the puzzle"))["solution"]


def count(puzzle, limit=2):
    """The number of solutions, at most limit."""
    if not isinstance(limit, int) or limit < 1 or limit > 0x7FFFFFFF:
        raise ValueError("nonet: limit must be an int from 1")
    return _call(_lib.nj_count, _text(puzzle, "the puzzle"), limit)["count"]


def explain(puzzle, order="pipeline"):
    """The explained solve: {"puzzle", "status", "solution", "steps": [the library's step JSON]}."""
    orders = {"pipeline": 0, "se": 1}
    if order not in orders:
        raise ValueError("nonet: order must be 'pipeline' or 'se'")
    return _call(_lib.nj_explain, _solver(), _text(puzzle, "the puzzle"), orders[order])


def grade(puzzle):
    """The grade on SE's and HoDoKu's scales (a Grade)."""
    return Grade._of(_call(_lib.nj_grade, _solver(), _text(puzzle, "the puzzle")))


def _ordered(fn, items, jobs):
    """fn over items, in order, with jobs threads and at most 4 * jobs results held
    (the calls release the GIL: ctypes does)."""
    if jobs <= 1:
        for item in items:
            yield fn(item)
        return
    window = []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for item in items:
            window.append(pool.submit(fn, item))
            if len(window) >= 4 * jobs:
                yield window.pop(0).result()
        for future in window:
            yield future.result()


def grades(puzzles, jobs=1):
    """An iterator of the grades of puzzles (any iterable of strings, e.g. read_file(path)),
    in order, with jobs threads; memory stays flat however many puzzles."""
    return _ordered(grade, puzzles, jobs)


def explains(puzzles, order="pipeline", jobs=1):
    """An iterator of the explained solves of puzzles, in order, with jobs threads, in flat memory."""
    return _ordered(lambda p: explain(p, order), puzzles, jobs)


def hint(position, level=1):
    """The hint ladder (level 1, 2 or 3) on a position in any form, pencil marks included."""
    if level not in (1, 2, 3):
        raise ValueError("nonet: level must be 1, 2 or 3")
    return _call(_lib.nj_hint, _solver(), _text(position, "the position"), level)


def why(position, cell, digit):
    """Why a cell ("r3c4") can or cannot be a digit in a position (pencil marks included):
    `nonet why CELL DIGIT --format json`'s keys (cell, digit, answer, reason, peer, words, step).
    Raises Error for a filled cell or a position without one solution."""
    if isinstance(digit, bool) or not isinstance(digit, int) or not 1 <= digit <= 9:
        raise ValueError("nonet: digit must be an integer from 1 to 9")
    return _call(_lib.nj_why, _solver(), _text(position, "the position"), _text(cell, "the cell"), digit)


def canon(puzzle):
    """The canonical form (81 characters) of the puzzle's filled cells."""
    return _call(_lib.nj_canon, _text(puzzle, "the puzzle"))["canon"]


_LEVELS = {"easy": 1, "medium": 2, "hard": 3, "unfair": 4, "extreme": 5}



def generate(count=1, level=None, seed=None, symmetry=None, requires=None, min_er=0.0, max_er=0.0, jobs=1):
    """Puzzles with one solution as `nonet generate` makes them (the same seed: the same
    puzzles, whatever jobs: puzzle i comes from the seed and i alone)."""
    if level is not None and str(level).lower() not in _LEVELS:
        raise ValueError("nonet: level must be Easy, Medium, Hard, Unfair or Extreme")
    if seed is None:
        seed = int.from_bytes(os.urandom(8), "little")
    if not 0 <= int(seed) < 2 ** 64:
        raise ValueError("nonet: seed must be from 0 to 2**64 - 1")
    options = (_LEVELS.get(str(level).lower(), 0), float(min_er), float(max_er), (symmetry or "").encode(),
               (requires or "").encode(), str(int(seed)).encode())

    def some(first, n=1):
        return _call(_lib.nj_generate, _solver(), first, n, *options)["puzzles"]

    if jobs <= 1:
        return some(0, int(count))
    return [p for one in _ordered(some, range(int(count)), jobs) for p in one]


def step_svg(position, step=None):
    """The SVG picture of the position with a step (from explain or hint on it) drawn on it."""
    pos = _text(position, "the position")
    if step is None:
        return _call(_lib.nj_step_svg, _solver(), pos, b"", -1)["svg"]
    technique = step["technique"].encode()
    known = _call(_lib.nj_find, _solver(), pos, technique)
    matches = [i for i, s in enumerate(known["steps"]) if s == step]
    if matches:
        index = matches[0]
    elif known.get("next") == step:
        index = -1
    else:
        raise Error("nonet: the step is not one of the position's")
    return _call(_lib.nj_step_svg, _solver(), pos, technique, index)["svg"]
