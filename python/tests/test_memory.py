"""The iterators grade a file of 10,000 puzzles in flat memory: the resident set after the last
puzzle is within 4 MiB of that after the first thousand (a list of the grades alone would be larger)."""
import os

import nonet
from conftest import source


def rss_kib():
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))


def test_10000_puzzles_in_flat_memory(tmp_path):
    easy = list(nonet.read_file(source("puzzles/easy.txt"))) + list(nonet.read_file(source("puzzles/medium.txt")))
    path = tmp_path / "ten-thousand.txt"
    with open(path, "w") as f:
        for i in range(10000):
            f.write(easy[i % len(easy)] + "\n")
    expected = [nonet.grade(p) for p in easy]
    graded, after_first = 0, None
    for grade in nonet.grades(nonet.read_file(str(path)), jobs=2):
        assert grade == expected[graded % len(easy)]
        graded += 1
        if graded == 1000:
            after_first = rss_kib()
    grown = rss_kib() - after_first
    print("graded %d; RSS %d KiB after 1,000, grew %d KiB by 10,000" % (graded, after_first, grown))
    assert graded == 10000
    assert grown < 4096
