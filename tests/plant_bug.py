#!/usr/bin/env python3
"""Writes a copy of one finder's source with one condition dropped (the
planted-bug test of `nonet check`, issue 30): OUT is SOURCE with the text
OLD replaced by NEW, and the script fails unless OLD occurs exactly once,
so a change to the finder cannot leave the test planting nothing.
Usage: plant_bug.py SOURCE OUT
"""
import sys

# The 2-String Kite's shape: its two inner cells share a box (so the link
# between them is weak). Dropped, the finder reports kites whose middle
# link is no link at all.
OLD = "    return cell_box(c->in_a) == cell_box(c->in_b);\n"
NEW = "    return c->in_a != c->in_b; /* planted bug: the shared box is not asked */\n"


def main(argv):
    text = open(argv[1]).read()
    if text.count(OLD) != 1:
        sys.stderr.write("plant_bug.py: the condition to drop is not in %s once\n" % argv[1])
        return 1
    with open(argv[2], "w") as f:
        f.write(text.replace(OLD, NEW))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
