#!/usr/bin/env python3
"""page_screenshots.py -- the walkthrough page's screenshots in docs/images/.

Usage: page_screenshots.py NONET OUTDIR [PUZZLE [STEP]]

Writes `nonet explain --html` for PUZZLE (default: the first puzzle of
puzzles/diabolical-sample.txt) in English and in Chinese, opens each in
headless Chromium (as tests/browser/test_html_page.py does) at laptop
(1366x768) and phone (390x844) size, shows step STEP (default: the first
chain, whose words are told link by link) and saves
OUTDIR/page-{laptop,phone}-{en,zh}.png. Exit status 77 when Chromium,
its driver or Selenium is missing.
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "browser"))
import test_html_page as browser  # noqa: E402

SIZES = {"laptop": (1366, 768), "phone": (390, 844)}
SAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "puzzles", "diabolical-sample.txt")

FIRST_CHAIN_JS = """
var lines=Array.from(document.querySelectorAll('ol.lines a')).map(function(a){return a.textContent});
for(var i=0;i<lines.length;i++)if(/Chain|Loop/.test(lines[i]))return i;return 0;"""


def first_puzzle():
    with open(SAMPLE) as f:
        return next(l.split()[0] for l in f if l.strip() and not l.startswith("#"))


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    nonet, outdir = sys.argv[1], sys.argv[2]
    puzzle = sys.argv[3] if len(sys.argv) > 3 else first_puzzle()
    browser.skip_unless_browser()
    browser.SIZES.update(SIZES)
    work = tempfile.mkdtemp(prefix="nonet-shots-")
    driver = browser.start_browser(os.path.join(work, "profile"))
    try:
        for lang in ("en", "zh"):
            page = os.path.join(work, lang + ".html")
            subprocess.run([nonet, "explain", "--lang", lang, "--html", page, puzzle], check=True,
                           stdout=subprocess.DEVNULL)
            for size in SIZES:
                browser.set_viewport(driver, size)
                driver.get("file://" + page)
                step = int(sys.argv[4]) - 1 if len(sys.argv) > 4 else driver.execute_script(FIRST_CHAIN_JS)
                driver.execute_script("var s=document.querySelector('section.puzzle');nonetMove(s,%d);" % step)
                out = os.path.join(outdir, "page-%s-%s.png" % (size, lang))
                driver.save_screenshot(out)
                print("%s: step %d, %d bytes" % (out, step + 1, os.path.getsize(out)))
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
