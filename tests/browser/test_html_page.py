#!/usr/bin/env python3
"""The learner's pages in a real browser (headless Chromium driven by Selenium).

Usage: test_html_page.py NONET OUTDIR

Writes the pages of the first 20 puzzles of puzzles/diabolical-sample.txt
with `nonet explain --html OUTDIR/pages/index.html` (an index and one page
per puzzle) and checks what a learner sees:

- the index links to 20 pages, and no file is over 10 MB;
- on a page, at 1366x768 and at 375x812: the counter "Step 1 of N", and after
  each ArrowRight (to the end) the element marked aria-current="step" (the
  current step's sentence) and the step's picture lie inside the viewport,
  the sentence changes and the counter follows; End, Home, the buttons and a
  click in the list of steps move too, and on the phone a swipe left and
  right over the picture (an upward one moves nothing); the grid's labels
  are at least 10 px;
- on every step of the 20 puzzles: each candidate the sentence eliminates is
  drawn in the elimination style (red disc, red bold digit, red strike) and
  with no other disc, and no link passes through a cell that holds a digit
  (a route around always exists: the grid lines belong to no cell);
- the page for one puzzle given alone is that puzzle's page, not an index,
  and it loads nothing beside itself.

Screenshots go to OUTDIR (laptop-*.png, phone-*.png).

Exit status 77 (ctest: skipped) with a message only when Chromium, its
driver or Selenium is missing (scripts/setup.sh installs them: on CI the
test runs); any other problem is a failure.
"""
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "puzzles", "diabolical-sample.txt")
N_PUZZLES = 20
MAX_FILE = 10 * 1000 * 1000
SIZES = {"laptop": (1366, 768), "phone": (375, 812)}

checks = {"passed": 0, "failed": 0}


def check(condition, what):
    """Count one check; print it when it fails."""
    if condition:
        checks["passed"] += 1
    else:
        checks["failed"] += 1
        print("FAIL: " + what)
    return condition


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


def puzzles():
    """The first N_PUZZLES puzzles of the sample (lines: puzzle, rating)."""
    with open(SOURCE) as f:
        lines = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    return lines[:N_PUZZLES]


def run_nonet(nonet, args):
    run = subprocess.run([nonet] + args, capture_output=True, text=True)
    if run.returncode != 0:
        print(run.stderr)
        sys.exit(1)


def make_pages(nonet, outdir):
    """The batch's index and pages, and one puzzle's page alone."""
    pages = os.path.join(outdir, "pages")
    shutil.rmtree(pages, ignore_errors=True)
    os.makedirs(pages)
    batch = os.path.join(outdir, "batch.txt")
    with open(batch, "w") as f:
        f.write("\n".join(puzzles()) + "\n")
    run_nonet(nonet, ["explain", "--html", os.path.join(pages, "index.html"), batch])
    single = os.path.join(outdir, "single.html")
    run_nonet(nonet, ["explain", "--html", single, puzzles()[0]])
    return pages, single


def check_files(pages, single):
    names = sorted(os.listdir(pages))
    check(len(names) == N_PUZZLES + 1, "an index and %d pages: %s" % (N_PUZZLES, names[:5]))
    for name in names + [single]:
        path = name if os.path.isabs(name) else os.path.join(pages, name)
        check(os.path.getsize(path) <= MAX_FILE, "%s is %d bytes" % (name, os.path.getsize(path)))


def start_browser(profile):
    """Headless Chromium with a fresh profile and no network chatter."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--no-first-run", "--user-data-dir=" + profile, "--hide-scrollbars"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def set_viewport(driver, size):
    """An exact viewport (a window's size would include the browser's frame)."""
    width, height = SIZES[size]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": size == "phone"})


def press(driver, key):
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(driver).send_keys(key).perform()


# What the learner sees now: the counter, the aria-current sentence and the
# current picture, each with its box relative to the viewport.
VIEW_JS = """
function box(e){if(!e)return null;var r=e.getBoundingClientRect();
  return {top:r.top,bottom:r.bottom,left:r.left,right:r.right,height:r.height};}
var cur=document.querySelectorAll('[aria-current="step"]');
var fig=document.querySelector('figure.step.current');
var svg=fig&&fig.querySelector('svg.nonet-grid');
var labels=svg?Array.from(svg.querySelectorAll('text.label')).map(function(t){return t.getBoundingClientRect().height}):[];
return {n_current:cur.length, sentence:cur.length?cur[0].textContent:'', line:box(cur[0]), picture:box(svg),
  counter:document.querySelector('.counter').textContent, step:fig?fig.dataset.step:null,
  width:innerWidth, height:innerHeight, scroll_width:document.documentElement.scrollWidth,
  label:labels.length?Math.min.apply(null,labels):0};
"""


def inside(b, view):
    return b is not None and b["top"] >= -1 and b["left"] >= -1 and b["bottom"] <= view["height"] + 1 and \
        b["right"] <= view["width"] + 1


def check_view(driver, what, k, n, previous):
    """After a move to step k of n: counter, sentence and picture in view."""
    v = driver.execute_script(VIEW_JS)
    check(v["n_current"] == 1, what + ": one aria-current element, not %d" % v["n_current"])
    check(v["counter"] == "Step %d of %d" % (k, n), what + ": counter %r" % v["counter"])
    check(v["step"] == str(k) and v["sentence"].startswith("%d. " % k), what + ": sentence %r" % v["sentence"][:40])
    check(v["sentence"] != previous, what + ": the sentence changed")
    check(inside(v["line"], v), what + ": the sentence %s is inside the %dx%d viewport" % (v["line"], v["width"], v["height"]))
    check(inside(v["picture"], v), what + ": the picture %s is inside the viewport" % v["picture"])
    check(v["scroll_width"] <= v["width"] + 1, what + ": nothing wider than the viewport (%d)" % v["scroll_width"])
    return v


def walk(driver, page, size, outdir):
    """Every step with the arrow key, then End, Home, the buttons, the list."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    set_viewport(driver, size)
    driver.get("file://" + os.path.abspath(page))
    section = driver.find_element(By.CSS_SELECTOR, "section.puzzle")
    n = int(section.get_attribute("data-steps"))
    check(n > 10, "a diabolical puzzle takes many steps (%d)" % n)
    v = check_view(driver, size + " at start", 1, n, None)
    check(v["label"] >= 10, size + ": the grid's labels are %.1f px high" % v["label"])
    driver.save_screenshot(os.path.join(outdir, "%s-step-1.png" % size))
    shot = next((i for i, a in enumerate(section.find_elements(By.CSS_SELECTOR, "ol.lines a"))
                 if "Loop" in a.get_attribute("textContent") or "Chain" in a.get_attribute("textContent")), None)
    for k in range(2, n + 1):
        press(driver, Keys.ARROW_RIGHT)
        v = check_view(driver, "%s ArrowRight to %d" % (size, k), k, n, v["sentence"])
        if shot is not None and k == shot + 1:
            driver.save_screenshot(os.path.join(outdir, "%s-chain.png" % size))
    check(not section.find_element(By.CSS_SELECTOR, ".next").is_enabled(), size + ": next is disabled at the end")
    press(driver, Keys.HOME)
    v = check_view(driver, size + " Home", 1, n, v["sentence"])
    press(driver, Keys.END)
    v = check_view(driver, size + " End", n, n, v["sentence"])
    press(driver, Keys.ARROW_LEFT)
    v = check_view(driver, size + " ArrowLeft", n - 1, n, v["sentence"])
    section.find_element(By.CSS_SELECTOR, ".prev").click()
    v = check_view(driver, size + " previous button", n - 2, n, v["sentence"])
    link = section.find_elements(By.CSS_SELECTOR, "ol.lines a")[2]
    driver.execute_script("arguments[0].scrollIntoView({block:'center'})", link)
    link.click()
    v = check_view(driver, size + " click on line 3", 3, n, v["sentence"])
    if size == "phone":
        swipe(driver, -120, 10)
        v = check_view(driver, "phone swipe left", 4, n, v["sentence"])
        swipe(driver, 120, -10)
        v = check_view(driver, "phone swipe right", 3, n, v["sentence"])
        swipe(driver, 0, -150)
        check(driver.execute_script(VIEW_JS)["counter"] == "Step 3 of %d" % n, "phone: an upward swipe moves no step")


def swipe(driver, dx, dy):
    """A one-finger swipe across the current picture, as the touch screen
    sends it (Chromium's Input.dispatchTouchEvent)."""
    b = driver.execute_script(VIEW_JS)["picture"]
    x, y = (b["left"] + b["right"]) / 2 - dx / 2, (b["top"] + b["bottom"]) / 2 - dy / 2
    for k, kind in enumerate(("touchStart", "touchMove", "touchMove", "touchEnd")):
        at = [] if kind == "touchEnd" else [{"x": x + dx * min(k, 2) / 2, "y": y + dy * min(k, 2) / 2}]
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": at})


# Every figure of the page: for each candidate it eliminates (read from the
# picture's strikes) its drawing (its discs: a chain's start ring, unfilled,
# is not one), and each link's points inside filled cells.
PICTURES_JS = """
var L=%d, C=%d, M=3, out=[];
document.querySelectorAll('figure.step').forEach(function(fig){
  var svg=fig.querySelector('svg.nonet-grid'), filled={}, f={step:fig.dataset.step,
      sentence:fig.querySelector('.notation').textContent, elims:[], crossings:[], links:0};
  svg.querySelectorAll('text.value').forEach(function(t){filled[t.dataset.cell]=1});
  svg.querySelectorAll('text.cand.elim').forEach(function(t){
    var key='[data-cell="'+t.dataset.cell+'"][data-digit="'+t.dataset.digit+'"]';
    var discs=Array.from(svg.querySelectorAll('circle:not(.start)'+key)).map(function(c){return c.getAttribute('class')+' '+getComputedStyle(c).fill});
    f.elims.push({cell:t.dataset.cell, digit:t.dataset.digit, ink:getComputedStyle(t).fill,
      weight:getComputedStyle(t).fontWeight, strikes:svg.querySelectorAll('line.strike'+key).length,
      strike_ink:(svg.querySelector('line.strike'+key)?getComputedStyle(svg.querySelector('line.strike'+key)).stroke:''),
      discs:discs});
  });
  svg.querySelectorAll('path.link').forEach(function(p){
    f.links++;
    var len=p.getTotalLength();
    for(var s=0;s<=len;s+=1.5){var q=p.getPointAtLength(s), x=q.x-L, y=q.y-L;
      var col=Math.floor(x/C), row=Math.floor(y/C), ox=x-col*C, oy=y-row*C;
      if(col<0||row<0||col>8||row>8||ox<M||oy<M||ox>C-M||oy>C-M)continue;
      var cell='r'+(row+1)+'c'+(col+1);
      if(filled[cell]){f.crossings.push(p.dataset.from+'>'+p.dataset.to+' through '+cell);break;}}
  });
  out.push(f);
});
return out;
"""


def eliminations_of(line):
    """The (cell, digit) pairs of a sentence's "cells<>digit" items after
    "=>" ("r46c8<>4, r1c34,r4c34<>3"), cells expanded from the compact form."""
    found = set()
    if "=>" not in line:
        return found
    for item in line.split("=>", 1)[1].split(", "):
        if "<>" not in item:
            continue
        cells, digits = item.strip().split("<>")
        for rows, cols in re.findall(r"r(\d+)c(\d+)", cells):
            for r, c, d in itertools.product(rows, cols, digits.split("/")):
                found.add(("r%sc%s" % (r, c), d))
    return found


ELIM_INK = "rgb(185, 28, 28)"
ELIM_FILL = "rgb(252, 165, 165)"


def check_pictures(driver, page, totals):
    """Eliminations and links on every step of one page."""
    driver.get("file://" + os.path.abspath(page))
    for f in driver.execute_script(PICTURES_JS % (32, 60)):
        what = "%s step %s" % (os.path.basename(page), f["step"])
        drawn = {(e["cell"], e["digit"]) for e in f["elims"]}
        sentence = f["sentence"]
        check(drawn == eliminations_of(sentence), what + ": eliminations drawn %s, sentence %r" %
              (sorted(drawn), sentence))
        for e in f["elims"]:
            totals["eliminations"] += 1
            good = e["ink"] == ELIM_INK and int(e["weight"]) >= 600 and e["strikes"] == 1 and \
                e["strike_ink"] == ELIM_INK and e["discs"] == ["elim " + ELIM_FILL]
            check(good, what + ": %s<>%s drawn as %s" % (e["cell"], e["digit"], e))
        totals["links"] += f["links"]
        check(not f["crossings"], what + ": links through digits: %s" % f["crossings"])
        totals["steps"] += 1


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    nonet, outdir = sys.argv[1], sys.argv[2]
    skip_unless_browser()
    os.makedirs(outdir, exist_ok=True)
    pages, single = make_pages(nonet, outdir)
    check_files(pages, single)
    profile = tempfile.mkdtemp(prefix="nonet-chromium-")
    driver = start_browser(profile)
    totals = {"steps": 0, "eliminations": 0, "links": 0}
    try:
        from selenium.webdriver.common.by import By
        driver.get("file://" + os.path.join(os.path.abspath(pages), "index.html"))
        links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".entry a")]
        check(len(links) == N_PUZZLES, "the index links to %d pages" % len(links))
        driver.get("file://" + os.path.abspath(single))
        check(len(driver.find_elements(By.CSS_SELECTOR, "section.puzzle")) == 1, "one puzzle: its own page")
        loads = driver.execute_script("return performance.getEntriesByType('resource').map(function(e){return e.name})")
        check(loads == [], "the page loads nothing beside itself: %s" % loads)
        for size in SIZES:
            walk(driver, single, size, outdir)
        set_viewport(driver, "laptop")
        for link in links:
            check_pictures(driver, link.replace("file://", ""), totals)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    print("checked %(steps)d steps, %(eliminations)d eliminations, %(links)d links" % totals)
    check(totals["links"] > 0 and totals["eliminations"] > 0, "the puzzles have links and eliminations")
    print("browser: %d passed, %d failed" % (checks["passed"], checks["failed"]))
    print("screenshots in " + outdir)
    return 1 if checks["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
