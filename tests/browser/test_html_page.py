#!/usr/bin/env python3
"""The learner's page in a real browser (headless Chromium driven by Selenium).

Usage: test_html_page.py NONET OUTDIR

Generates a page with `nonet explain --html` for a diabolical puzzle (from
puzzles/diabolical-sample.txt), loads it, and
checks what a learner sees: the counter "Step 1 of N" with N the number of
steps, an SVG grid that is visible and full-sized, "Step 2 of N" after
ArrowRight and back after ArrowLeft, End and Home, the next button, and a
click on the step list's first step beyond singles, subsets and locked candidates
showing that step, whose picture strikes exactly the eliminations its line
names. Screenshots go to OUTDIR (page.png, step-1.png, step-2.png,
pattern-step.png).

Exit status 77 (ctest: skipped) with a message only when Chromium, its
driver or Selenium is missing (scripts/setup.sh installs them: on CI the
test runs); any other problem is a failure.
"""
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
PUZZLE = "720000060015080007090100200000001003302070106100300000006005030900020680050000012"
CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"

checks = {"passed": 0, "failed": 0}


def check(condition, what):
    """Count one check; print it when it fails."""
    if condition:
        checks["passed"] += 1
    else:
        checks["failed"] += 1
        print("FAIL: " + what)


def skip_unless_browser():
    """Exit with SKIP when the browser or its driver cannot be used."""
    missing = [p for p in (CHROMIUM, DRIVER) if not os.access(p, os.X_OK)]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append("python3-selenium (module selenium)")
    if missing:
        print("SKIP: browser test needs " + ", ".join(missing) +
              " (apt-get install chromium chromium-driver python3-selenium; scripts/setup.sh does)")
        sys.exit(SKIP)


def make_page(nonet, outdir):
    """Run nonet explain --html; return the page's path."""
    page = os.path.join(outdir, "page.html")
    run = subprocess.run([nonet, "explain", "--html", page, PUZZLE], capture_output=True, text=True)
    if run.returncode != 0:
        print(run.stderr)
        sys.exit(1)
    return page


def start_browser(profile):
    """Headless Chromium with a fresh profile and no network chatter."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--no-first-run", "--user-data-dir=" + profile, "--window-size=1000,1100",
                "--hide-scrollbars"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def counter(section):
    from selenium.webdriver.common.by import By
    return section.find_element(By.CSS_SELECTOR, ".counter").text


def current_step(section):
    from selenium.webdriver.common.by import By
    shown = [f for f in section.find_elements(By.CSS_SELECTOR, "figure.step") if f.is_displayed()]
    check(len(shown) == 1, "exactly one step figure is shown, not %d" % len(shown))
    return shown[0] if shown else None


def check_grid_visible(figure, what):
    """The figure's SVG grid is displayed at a readable size with 81 cells' worth of content."""
    from selenium.webdriver.common.by import By
    svg = figure.find_element(By.CSS_SELECTOR, "svg.nonet-grid")
    size = svg.size
    check(svg.is_displayed(), what + ": the SVG grid is visible")
    check(size["width"] >= 400 and size["height"] >= 400, what + ": the grid is %sx%s" % (size["width"], size["height"]))
    cells = len(figure.find_elements(By.CSS_SELECTOR, "text.value")) + \
        len({e.get_attribute("data-cell") for e in figure.find_elements(By.CSS_SELECTOR, "text.cand")})
    check(cells == 81, what + ": every cell has a digit or candidates (%d)" % cells)


def press(driver, key):
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(driver).send_keys(key).perform()


def walk(driver, outdir):
    """The checks a learner's session makes, with screenshots."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    section = driver.find_element(By.CSS_SELECTOR, "section.puzzle")
    n = int(section.get_attribute("data-steps"))
    check(n > 10, "a diabolical puzzle takes many steps (%d)" % n)
    check(counter(section) == "Step 1 of %d" % n, "counter at start: %r" % counter(section))
    check_grid_visible(current_step(section), "step 1")
    driver.save_screenshot(os.path.join(outdir, "step-1.png"))
    press(driver, Keys.ARROW_RIGHT)
    check(counter(section) == "Step 2 of %d" % n, "after ArrowRight: %r" % counter(section))
    figure = current_step(section)
    check(figure is not None and figure.get_attribute("data-step") == "2", "figure 2 shown")
    check_grid_visible(figure, "step 2")
    driver.save_screenshot(os.path.join(outdir, "step-2.png"))
    press(driver, Keys.ARROW_LEFT)
    check(counter(section) == "Step 1 of %d" % n, "after ArrowLeft: %r" % counter(section))
    press(driver, Keys.END)
    check(counter(section) == "Step %d of %d" % (n, n), "after End: %r" % counter(section))
    check(not section.find_element(By.CSS_SELECTOR, ".next").is_enabled(), "next is disabled at the end")
    press(driver, Keys.HOME)
    check(counter(section) == "Step 1 of %d" % n, "after Home: %r" % counter(section))
    section.find_element(By.CSS_SELECTOR, ".next").click()
    check(counter(section) == "Step 2 of %d" % n, "after the next button: %r" % counter(section))
    return section, n


BASIC = ("Full House", "Naked", "Hidden Single", "Hidden Pair", "Hidden Triple", "Hidden Quad", "Locked")


def eliminations_of(line):
    """The (cell, digit) pairs of a line's "cells<>digit" items after "=>"
    ("r46c8<>4, r1c34,r4c34<>3"), cells expanded from HoDoKu's compact form."""
    import itertools
    import re
    found = set()
    for item in line.split("=>", 1)[1].split(", "):
        if "<>" not in item:
            continue
        cells, digit = item.strip().split("<>")
        for rows, cols in re.findall(r"r(\d+)c(\d+)", cells):
            for r, c in itertools.product(rows, cols):
                found.add(("r%sc%s" % (r, c), digit))
    return found


def visit_pattern(driver, section, n, outdir):
    """Click the first step beyond singles, subsets and locked candidates in the list;
    its picture strikes exactly the eliminations its line names."""
    from selenium.webdriver.common.by import By
    links = section.find_elements(By.CSS_SELECTOR, "ol.lines a")
    check(len(links) == n, "one line per step in the list")
    index = next((i for i, a in enumerate(links) if "<>" in a.text and not a.text.startswith(BASIC)), None)
    check(index is not None, "the list has a step beyond singles, subsets and locked candidates")
    if index is None:
        return
    driver.execute_script("arguments[0].scrollIntoView({block:'center'})", links[index])
    links[index].click()
    check(counter(section) == "Step %d of %d" % (index + 1, n), "after a click on line %d" % (index + 1))
    figure = current_step(section)
    check_grid_visible(figure, "step %d" % (index + 1))
    struck = {(e.get_attribute("data-cell"), e.get_attribute("data-digit"))
              for e in figure.find_elements(By.CSS_SELECTOR, "line.strike")}
    text = figure.find_element(By.CSS_SELECTOR, "figcaption").text
    check(struck == eliminations_of(text), "struck %s, line %r" % (sorted(struck), text))
    marks = figure.find_elements(By.CSS_SELECTOR, "circle.mark")
    check(len(marks) > 0, "the pattern's candidates are highlighted")
    driver.execute_script("arguments[0].scrollIntoView({block:'start'})",
                          section.find_element(By.CSS_SELECTOR, ".nav"))
    driver.save_screenshot(os.path.join(outdir, "pattern-step.png"))
    print("pattern step: " + text)


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    nonet, outdir = sys.argv[1], sys.argv[2]
    skip_unless_browser()
    os.makedirs(outdir, exist_ok=True)
    page = make_page(nonet, outdir)
    profile = tempfile.mkdtemp(prefix="nonet-chromium-")
    driver = start_browser(profile)
    try:
        driver.get("file://" + os.path.abspath(page))
        driver.save_screenshot(os.path.join(outdir, "page.png"))
        section, n = walk(driver, outdir)
        visit_pattern(driver, section, n, outdir)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    print("browser: %d passed, %d failed" % (checks["passed"], checks["failed"]))
    print("screenshots in " + outdir)
    return 1 if checks["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
