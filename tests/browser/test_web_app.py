#!/usr/bin/env python3
"""The learner's app (web/, the library compiled to WebAssembly) in headless Chromium.

Usage: test_web_app.py APP NONET OUTDIR

APP is the built page (<build>/web/nonet.html), NONET the command (to know a
puzzle's solution and its grade). At 1366x768 the test opens the page and,
every 0.1 s for its first 3 s, times a script call (each under 0.3 s: the
engine runs in Web Workers) and sees the puzzle list (`Puzzles`) enabled
and a puzzle on the board within those 3 s; checks that each bundled
puzzle's entry ("Medium, SE 2.3") is `nonet grade`'s level and rating;
loads a hard puzzle with window.nonetLoad (drawn within 1 s, read back by
window.nonetPosition); asks for each hint level (1 names a technique, 2
says more, 3 is the step's line); then, step by step, level 2 marks focus
on the board, level 3 marks the step's eliminations and placements on the
board (data-role, exactly `nonet explain`'s step) with no elimination hidden
under another mark (at its disc's centre the topmost shape, but for that
candidate's digit and strike, is its red disc; again with its digit highlighted), Apply makes it, until a
step eliminates: its technique's page opens, Apply removes the
eliminations from the position, and a placed digit takes the hint away; applies steps up to the first chain,
whose start is ringed on the board (data-role "assumption") and named in the legend ("suppose r1c4
is 4"), its colours as true and false under that supposition; shows a forcing net branch by branch
(`Next branch`: the k-th part of explain's notation alone, the rest faded); places a wrong digit and sees it flagged (not while `Check against the
solution` is off), undoes it; places a digit a peer holds and sees the
clash named with that peer, checking off (the digit drawn over none of the board's marks, the peer's
name in its cell); removes the
solution digit from a cell's marks (marks mode) and sees that flagged,
undoes it; places the right digit with the keyboard, sees it drawn and
undoes it; strikes a mark with Shift+digit; places a digit and strikes a peer's mark at once, before
the board worker answers (no peer keeps the digit as a mark); highlights every candidate of a digit; checks progress kept (reload keeps the position and its undo
history, the # link opens it in a new profile, Redo redoes, and `nonet
hint` reads each export: line, pencil marks, HoDoKu); asks Why? on a
digit a peer holds and on a candidate only a technique removes (the
words are `nonet why`'s, the candidate and peer or step on the board); cancels a Practice that takes minutes
(said within 1 s, the board kept, the long worker answering again); makes a New puzzle of a
level (`nonet grade` agrees) and practises X-Wing, W-Wing and ALS-XZ
(each puzzle within 10 s, its `nonet explain` uses the technique, and
after Drill the app's next hint is it); switches Language to zh (labels
from the catalogue, Why? as `nonet why --lang zh`) and back; picks a
bundled puzzle; steps through the explained solve from the givens, then
from the position one applied step on (one step fewer) to its last step
(aria-current sentence and counter follow), with its figures;
loads nothing beside its one page; at 390x844 the board and the nine digit
buttons are inside the first screen with no sideways scrolling and the Puzzles select shows its entries whole (at both sizes, en and zh), at
1366x768 board, pad, the level-3 hint and its words. It prints the app's size, the time
from opening the page to the board drawn, the slowest script call of the
first 3 s and the time of the first hint on the hard puzzle, and takes screenshots (app-laptop.png, app-phone.png, their Chinese app-laptop-zh.png, app-phone-zh.png,
app-hint.png, app-highlight.png (the board), app-chain.png, app-solve.png) in OUTDIR.

Exit status 77 (skipped) only when Chromium, its driver or Selenium is
missing; any other problem is a failure.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import shutil

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_html_page import check, checks, skip_unless_browser, start_browser  # noqa: E402

HARD = "003070001050300000670080003805000320000907000017000906900030075000002030500090600"


def set_viewport(driver, width, height, mobile=False):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def wait(driver, script, what, seconds=60):
    """Poll a JavaScript condition; fail the check after seconds."""
    return until(lambda: driver.execute_script("return " + script), what, seconds)


def until(condition, what, seconds=10):
    """Poll a condition (the app answers from its workers, a moment later)."""
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.05)
    return check(False, "waited for " + what)


def load(driver, puzzle):
    """window.nonetLoad: whether it read, and the seconds until it was drawn."""
    start = time.time()
    ok = driver.execute_async_script(
        "var done=arguments[arguments.length-1];window.nonetLoad(arguments[0]).then(done)", puzzle)
    return ok, time.time() - start


def position(driver):
    return driver.execute_script("return window.nonetPosition()")


def text(driver, ident):
    return driver.execute_script("return document.getElementById(arguments[0]).textContent", ident)


def click(driver, selector):
    driver.execute_script("document.querySelector(arguments[0]).click()", selector)


def key(driver, k):
    """A key typed on the board."""
    from selenium.webdriver.common.by import By
    driver.find_element(By.ID, "board").send_keys(k)


def select(driver, cell):
    """Select a cell by clicking it on the picture."""
    driver.execute_script(
        "var svg=document.querySelector('#board svg'),r=svg.getBoundingClientRect(),s=r.width/svg.viewBox.baseVal.width;"
        "var c=arguments[0],x=r.left+(32+(c%9)*60+30)*s,y=r.top+(32+Math.floor(c/9)*60+30)*s;"
        "document.getElementById('board').dispatchEvent(new MouseEvent('click',{clientX:x,clientY:y,bubbles:true}));",
        cell)


def drawn_value(driver, cell):
    name = "r%dc%d" % (cell // 9 + 1, cell % 9 + 1)
    return driver.execute_script(
        "var t=document.querySelector('#board text.value[data-cell=\"'+arguments[0]+'\"]');return t?t.textContent:''", name)


def wrong_cells(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('#board rect.wrong')).map(function(r){return r.dataset.cell})")


def solution_of(nonet, puzzle):
    run = subprocess.run([nonet, "solve", puzzle], capture_output=True, text=True)
    return [int(ch) for ch in run.stdout.split()[0]]


def hint_text(driver, level):
    driver.execute_script("document.getElementById('hint').textContent=''")
    click(driver, "button.hint[data-level='%d']" % level)
    until(lambda: text(driver, "hint") != "", "hint %d" % level)
    return text(driver, "hint")


def roles(driver, role):
    """The board's items of a data-role, as (cell, digit)."""
    got = driver.execute_script(
        "var b=document.getElementById('board'),r=arguments[0];"
        "return Array.from(b.querySelectorAll('[data-role]')).filter(function(e){return e.dataset.role==r})"
        ".map(function(e){return [e.dataset.cell,+(e.dataset.digit||0)]})", role)
    return sorted(tuple(x) for x in got)


def roles_outside(driver):
    """Whether an element outside the board carries data-role."""
    return driver.execute_script("var b=document.getElementById('board');return Array.from("
                                 "document.querySelectorAll('[data-role]')).some(function(e){return !b.contains(e)})")


HIDDEN_JS = """
var b=document.getElementById('board'),hidden=[];
b.querySelectorAll('[data-role="elimination"]').forEach(function(e){
  var r=e.getBoundingClientRect(),x=(r.left+r.right)/2,y=(r.top+r.bottom)/2;
  var top=document.elementsFromPoint(x,y).find(function(t){return b.contains(t)&&t.tagName.toLowerCase()!=='svg'&&
    !(t.dataset.cell===e.dataset.cell&&t.dataset.digit===e.dataset.digit&&
      (t.classList.contains('cand')||t.classList.contains('strike')))});
  if(top!==e)hidden.push(e.dataset.cell+':'+e.dataset.digit+' under '+(top?top.tagName+'.'+top.getAttribute('class'):'nothing'))});
return hidden;
"""


def hidden_eliminations(driver):
    """The step's eliminations whose red disc is not the topmost shape at its
    centre once the candidate's own digit and strike are set aside: hidden
    under another mark."""
    return driver.execute_script(HIDDEN_JS)


def highlight(driver, digit):
    driver.execute_script("var h=document.querySelector('select[aria-label=\"Highlight\"]');h.value=arguments[0];"
                          "h.dispatchEvent(new Event('change'))", digit)


def explained_steps(nonet, puzzle):
    run = subprocess.run([nonet, "explain", "--format", "json", puzzle], capture_output=True, text=True)
    return json.loads(run.stdout)["steps"]


def hints(driver, outdir, nonet):
    """The hint ladder on the board; Apply makes each step until one
    eliminates (its eliminations must be explain's step's, all of them
    drawn as such); a placed digit takes the hint away."""
    levels = [hint_text(driver, level) for level in (1, 2, 3)]
    check(levels[0].startswith("Look for"), "hint 1 names a technique: %r" % levels[0])
    check(len(levels[1]) > len(levels[0]) and levels[1] != levels[0], "hint 2 says more: %r" % levels[1])
    check("=>" in levels[2] and levels[2].split(":")[0] in levels[0], "hint 3 is the step: %r" % levels[2])
    steps = explained_steps(nonet, HARD)
    for k, step in enumerate(steps):
        hint_text(driver, 2)
        until(lambda: roles(driver, "focus"), "level 2 to mark focus on the board (step %d)" % (k + 1))
        hint_text(driver, 3)
        elims = sorted((e["cell"], e["digit"]) for e in step["eliminations"])
        places = sorted((p["cell"], p["digit"]) for p in step["placements"])
        check(roles(driver, "elimination") == elims and roles(driver, "placement") == places,
              "step %d (%s): the board's eliminations %s and placements %s are explain's %s %s"
              % (k + 1, step["technique"], roles(driver, "elimination"), roles(driver, "placement"), elims, places))
        check(driver.execute_script("return !!document.querySelector('#legend .legend, #legend li')"), "with its legend")
        check(not roles_outside(driver), "no element outside the board carries data-role")
        hidden = hidden_eliminations(driver)
        check(hidden == [], "step %d (%s): no elimination hidden under another mark: %s" % (k + 1, step["technique"], hidden))
        if elims:
            break
        before = position(driver)["line"]
        click(driver, "#apply")
        until(lambda: position(driver)["line"] != before, "Apply to place step %d's digit" % (k + 1))
    check(bool(elims), "a step that eliminates comes (after %d)" % k)
    highlight(driver, str(elims[0][1]))
    hidden = hidden_eliminations(driver)
    check(hidden == [], "with %d highlighted, no elimination hidden under its highlight: %s" % (elims[0][1], hidden))
    driver.find_element("id", "board").screenshot(os.path.join(outdir, "app-highlight.png"))
    highlight(driver, "")
    driver.save_screenshot(os.path.join(outdir, "app-hint.png"))
    click(driver, "#hint-page")
    wait(driver, "document.querySelector('#page details[open]')", "the technique's page", 30)
    title = driver.execute_script("return document.querySelector('#page details summary').textContent")
    check(step["technique"].replace("_", " ").split()[0].lower() in title.lower().replace("-", " "),
          "the page is the technique's: %r for %s" % (title, step["technique"]))
    click(driver, "#apply")
    until(lambda: all(str(d) not in position(driver)["marks"].get(c, "") for c, d in elims),
          "Apply to remove the eliminations")
    check(roles(driver, "elimination") == [] and text(driver, "hint") == "", "the hint goes with the change")
    hint_text(driver, 3)
    check(roles(driver, "elimination") or roles(driver, "placement"), "a new step is drawn")
    empty = next(c for c in range(81) if position(driver)["line"][c] == ".")
    name = "r%dc%d" % (empty // 9 + 1, empty % 9 + 1)
    digit = position(driver)["marks"][name][0]
    select(driver, empty)
    key(driver, digit)
    until(lambda: text(driver, "hint") == "" and not roles(driver, "elimination") and not roles(driver, "placement"),
          "the hint to go when a digit is placed")
    click(driver, "#undo")


CLASH_JS = """
var b=document.getElementById('board'),name=arguments[0],box=function(e){return e.getBoundingClientRect()};
var digit=b.querySelector('text.clash.value[data-cell="'+name+'"]'),d=digit?box(digit):null,over=[];
b.querySelectorAll('text.cand').forEach(function(t){var r=box(t);
  if(d&&r.left<d.right&&d.left<r.right&&r.top<d.bottom&&d.top<r.bottom)over.push(t.dataset.cell+':'+t.dataset.digit)});
var cell=b.querySelector('rect.wrong[data-cell="'+name+'"]'),c=box(cell),named=[];
b.querySelectorAll('text').forEach(function(t){var r=box(t);
  var x=(r.left+r.right)/2,y=(r.top+r.bottom)/2;
  if(t!==digit&&x>c.left&&x<c.right&&y>c.top&&y<c.bottom)named.push(t.textContent)});
return {digit:digit?digit.textContent:null,over:over,named:named.join(' ')};
"""


def chain_start(driver, nonet, outdir):
    """A chain or loop at level 3: its start ringed on the board
    (data-role "assumption", the first node of `nonet explain`'s links),
    the legend naming the supposition ("suppose r1c4 is 4", or "is not"
    when the first link is strong) and the two colours as true and false
    under it."""
    load(driver, HARD)
    steps = explained_steps(nonet, HARD)
    families = {t["id"]: t["family"] for t in map(json.loads, subprocess.run(
        [nonet, "techniques", "--format", "json"], capture_output=True, text=True).stdout.splitlines())}
    k = next(i for i, s in enumerate(steps) if families.get(s["technique"]) == "chains" and s["pattern"].get("links"))
    for _ in range(k):
        hint_text(driver, 3)
        before = position(driver)["line"], position(driver)["marks"]
        click(driver, "#apply")
        until(lambda: (position(driver)["line"], position(driver)["marks"]) != before, "Apply")
    hint_text(driver, 3)
    step, start = steps[k], steps[k]["pattern"]["links"][0]
    check(driver.execute_script("return window.nonetAppState().hint.technique") == step["technique"],
          "after %d steps applied the hint is explain's %s" % (k, step["technique"]))
    want = (start["from"]["cell"], start["from"]["digit"])
    check(roles(driver, "assumption") == [want], "the chain's start ringed on the board: %s, %s"
          % (roles(driver, "assumption"), want))
    legend = text(driver, "legend")
    said = "suppose %s is %s%d" % (want[0], "" if start["type"] == "weak" else "not ", want[1])
    check(said in legend, "the legend names the supposition %r: %r" % (said, legend))
    check("true, if the supposition holds" in legend and "false, if the supposition holds" in legend,
          "and the two colours as true and false under it: %r" % legend)
    driver.execute_script("window.scrollTo(0,0)")
    driver.save_screenshot(os.path.join(outdir, "app-chain.png"))


NET = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"

LINKS_JS = """
return Array.from(document.querySelectorAll('#board path.link')).map(function(p){
  return [p.dataset.from, p.dataset.to, p.classList.contains('faded')]})
"""


def net_branches(driver, nonet):
    """A forcing net at level 3 (the second step of NET), shown branch by
    branch: `Next branch` steps from all its branches to each in turn and
    back; in turn k the links not faded are exactly the k-th "; " part of
    explain's notation, the rest faded."""
    load(driver, NET)
    step = explained_steps(nonet, NET)[1]
    if not check(step["technique"].startswith("forcing_net"), "NET's second step is a net: %s" % step["technique"]):
        return
    hint_text(driver, 3)
    before = position(driver)
    click(driver, "#apply")
    until(lambda: position(driver) != before, "Apply the first step")
    hint_text(driver, 3)
    parts = step["text"].split(":", 1)[1].split("=>")[0].split("; ")
    want = [set("%s:%s" % (c, d) for d, c in re.findall(r"\((\d)\)(r\dc\d)", part)) for part in parts]
    shown = driver.execute_script("return !document.getElementById('branch').hidden")
    check(shown and text(driver, "branch-of") == "All %d branches" % len(parts),
          "the branch control for %d branches: %r" % (len(parts), text(driver, "branch-of")))
    check(not any(f for _, _, f in driver.execute_script(LINKS_JS)), "at first every link shown")
    for k, nodes in enumerate(want, 1):
        click(driver, "#branch-next")
        until(lambda: text(driver, "branch-of") == "Branch %d of %d" % (k, len(parts)), "branch %d" % k)
        links = driver.execute_script(LINKS_JS)
        lit = set(e for a, b, f in links if not f for e in (a, b))
        check(lit == nodes and any(f for _, _, f in links),
              "branch %d: its links alone shown, the rest faded: %s, want %s" % (k, sorted(lit), sorted(nodes)))
    click(driver, "#branch-next")
    until(lambda: text(driver, "branch-of") == "All %d branches" % len(parts), "all branches again")
    check(not any(f for _, _, f in driver.execute_script(LINKS_JS)), "and every link shown again")


def wrong_digit_and_mark(driver, solution):
    empty = [c for c in range(81) if HARD[c] == "0"]
    cands = driver.execute_script("return window.nonetAppState().candidates")
    cell = next(c for c in empty if bin(cands[c]).count("1") >= 2)
    wrong = next(d for d in range(1, 10) if cands[cell] >> (d - 1) & 1 and d != solution[cell])
    name = "r%dc%d" % (cell // 9 + 1, cell % 9 + 1)
    select(driver, cell)
    key(driver, str(wrong))
    until(lambda: drawn_value(driver, cell) == str(wrong), "the wrong digit drawn")
    check(wrong_cells(driver) == [name], "the wrong digit is flagged: %s" % wrong_cells(driver))
    check(name + ": the digit is wrong" in text(driver, "status"), "and said: %r" % text(driver, "status"))
    click(driver, "input[aria-label='Check against the solution']")
    until(lambda: wrong_cells(driver) == [], "unchecked, the wrong digit no longer flagged")
    click(driver, "input[aria-label='Check against the solution']")
    until(lambda: wrong_cells(driver) == [name], "checked again, flagged again")
    click(driver, "#undo")
    until(lambda: drawn_value(driver, cell) == "" and wrong_cells(driver) == [], "undo to take it back")
    peer = next(p for p in range(81) if HARD[p] != "0" and p // 9 == cell // 9)
    pname = "r%dc%d" % (peer // 9 + 1, peer % 9 + 1)
    click(driver, "input[aria-label='Check against the solution']")
    key(driver, HARD[peer])
    until(lambda: "clashes with the %s in %s" % (HARD[peer], pname) in text(driver, "status"),
          "a clash named with its peer %s, even unchecked: %r" % (pname, text(driver, "status")))
    check(wrong_cells(driver) == [name], "the clash flagged though checking is off")
    drawn = driver.execute_script(CLASH_JS, name)
    check(drawn["digit"] == HARD[peer] and not drawn["over"],
          "the clashing %s drawn in %s beside its marks, over none: %s" % (HARD[peer], name, drawn))
    check(pname in drawn["named"], "and the board names the other cell, %s: %s" % (pname, drawn["named"]))
    click(driver, "#undo")
    click(driver, "input[aria-label='Check against the solution']")
    until(lambda: drawn_value(driver, cell) == "" and wrong_cells(driver) == [], "undo to take the clash back")
    key(driver, "m")
    check("marks" in text(driver, "mode"), "M switches to marks")
    key(driver, str(solution[cell]))
    until(lambda: wrong_cells(driver) == [name], "a mark without the cell's digit flagged")
    check(name + ": the marks miss" in text(driver, "status"), "and said: %r" % text(driver, "status"))
    click(driver, "#undo")
    until(lambda: wrong_cells(driver) == [], "undo to take the mark back")
    key(driver, "m")
    key(driver, str(solution[cell]))
    until(lambda: drawn_value(driver, cell) == str(solution[cell]) and wrong_cells(driver) == [],
          "the right digit drawn, not flagged")
    from selenium.webdriver.common.keys import Keys
    key(driver, Keys.CONTROL + "z")
    until(lambda: drawn_value(driver, cell) == "", "Ctrl+Z to undo the digit")
    key(driver, Keys.SHIFT + str(wrong))
    until(lambda: str(wrong) not in position(driver)["marks"][name], "Shift+digit to strike a mark")
    click(driver, "#undo")
    driver.execute_script("var h=document.querySelector('select[aria-label=\"Highlight\"]');h.value=arguments[0];"
                          "h.dispatchEvent(new Event('change'))", str(wrong))
    want = sum(str(wrong) in m for m in position(driver)["marks"].values())
    lit = driver.execute_script("return document.querySelectorAll('#board circle.highlight').length")
    check(lit == want, "Highlight %d marks every candidate %d on the board: %d" % (wrong, want, lit))
    driver.execute_script("var h=document.querySelector('select[aria-label=\"Highlight\"]');h.value='';"
                          "h.dispatchEvent(new Event('change'))")


KEYS_JS = """
var b=document.getElementById('board'),svg=b.querySelector('svg'),r=svg.getBoundingClientRect(),s=r.width/svg.viewBox.baseVal.width;
arguments[0].forEach(function(k){
  var c=k[0],x=r.left+(32+(c%9)*60+30)*s,y=r.top+(32+Math.floor(c/9)*60+30)*s;
  b.dispatchEvent(new MouseEvent('click',{clientX:x,clientY:y,bubbles:true}));
  b.dispatchEvent(new KeyboardEvent('keydown',{key:k[1],code:'Digit'+k[2],shiftKey:k[1]!==k[2],bubbles:true}));
});
"""


def mark_right_after_a_digit(driver, solution):
    """A digit placed and, in the same moment (before the board worker
    has answered for it), Shift+digit on a peer: the learner's marks start
    from the candidates the digit leaves, so no peer keeps that digit."""
    load(driver, HARD)
    first = HARD.index("0")
    digit = str(solution[first])
    peer = next(c for c in range(81) if HARD[c] == "0" and c != first and c // 9 == first // 9 and
                digit in position(driver)["marks"]["r%dc%d" % (c // 9 + 1, c % 9 + 1)])
    pname = "r%dc%d" % (peer // 9 + 1, peer % 9 + 1)
    struck = next(d for d in position(driver)["marks"][pname] if d != digit and int(d) != solution[peer])
    shifted = {"1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "("}[struck]
    driver.execute_script(KEYS_JS, [[first, digit, digit], [peer, shifted, struck]])
    until(lambda: drawn_value(driver, first) == digit and position(driver)["marks"].get(pname, digit).find(struck) < 0,
          "the digit and the mark struck")
    kept = [c for c, m in position(driver)["marks"].items()
            if digit in m and (int(c[1]) - 1 == first // 9 or int(c[3]) - 1 == first % 9 or
                               ((int(c[1]) - 1) // 3, (int(c[3]) - 1) // 3) == (first // 27, first % 9 // 3))]
    check(kept == [], "no peer of %s keeps the %s as a mark: %s" % ("r%dc%d" % (first // 9 + 1, first % 9 + 1), digit, kept))


def progress(driver, nonet, solution):
    """Progress kept: reload keeps the position and its undo history, the
    address's # opens it in a new profile, Redo after Undo, and each export
    is read by `nonet hint` (the same step as the app's level-3 hint)."""
    load(driver, HARD)
    empty = [c for c in range(81) if HARD[c] == "0"]
    select(driver, empty[0])
    key(driver, str(solution[empty[0]]))
    until(lambda: drawn_value(driver, empty[0]) == str(solution[empty[0]]), "the digit drawn (its candidates with it)")
    cands = driver.execute_script("return window.nonetAppState().candidates")
    other = next(c for c in empty[1:] if bin(cands[c]).count("1") >= 3)
    struck = next(d for d in range(1, 10) if cands[other] >> (d - 1) & 1 and d != solution[other])
    select(driver, other)
    key(driver, "m")
    key(driver, str(struck))
    key(driver, "m")
    name = "r%dc%d" % (other // 9 + 1, other % 9 + 1)
    until(lambda: str(struck) not in position(driver)["marks"][name], "the struck mark drawn")
    kept, url = position(driver), driver.current_url
    check("#" in url and driver.execute_script("return localStorage.length") > 0,
          "the address's # and localStorage hold the position: %s" % url[-40:])
    driver.refresh()
    wait(driver, "document.body.dataset.ready && window.nonetPosition()", "the page again")
    check(position(driver) == kept, "reload keeps the position")
    click(driver, "#undo")
    until(lambda: str(struck) in position(driver)["marks"][name], "Undo after the reload to bring the mark back")
    click(driver, "#redo")
    until(lambda: str(struck) not in position(driver)["marks"][name], "Redo to strike it again")
    profile = tempfile.mkdtemp(prefix="nonet-chromium-")
    other_browser = start_browser(profile)
    try:
        other_browser.get(url)
        wait(other_browser, "document.body.dataset.ready && window.nonetPosition()", "the link in a new profile")
        check(position(other_browser) == kept, "the # link opens the position in a new profile")
    finally:
        other_browser.quit()
        shutil.rmtree(profile, ignore_errors=True)
    step = hint_text(driver, 3).split("\n")[0]
    click(driver, "#export-button")
    wait(driver, "document.getElementById('export-hodoku').value", "the export")
    for form in ("line", "pencilmarks", "hodoku"):
        exported = driver.execute_script("return document.getElementById('export-' + arguments[0]).value", form)
        run = subprocess.run([nonet, "hint", "--level", "3", "--format", "json"], input=exported,
                             capture_output=True, text=True)
        got = json.loads(run.stdout) if run.returncode == 0 else {}
        check(got.get("status") == "ok", "nonet hint reads the %s export: %s %s" % (form, run.stdout, run.stderr))
        if form != "line":
            check(got.get("hint") == step, "and gives the app's step from the %s: %r, %r" % (form, got.get("hint"), step))


def click_candidate(driver, cell, digit):
    """A click on a candidate's place in its cell."""
    driver.execute_script(
        "var svg=document.querySelector('#board svg'),r=svg.getBoundingClientRect(),s=r.width/svg.viewBox.baseVal.width;"
        "var c=arguments[0],d=arguments[1]-1,x=r.left+(32+(c%9)*60+10+(d%3)*20)*s,y=r.top+(32+Math.floor(c/9)*60+10+Math.floor(d/3)*20)*s;"
        "document.getElementById('board').dispatchEvent(new MouseEvent('click',{clientX:x,clientY:y,bubbles:true}));",
        cell, digit)


def why_cli(nonet, cell, digit, puzzle):
    run = subprocess.run([nonet, "why", "--format", "json", cell, str(digit), puzzle], capture_output=True, text=True)
    return json.loads(run.stdout)


def why_answers(driver, nonet, solution):
    """Why? on a digit a peer holds (typed after the button) and on a
    shown candidate that only a technique removes (clicked): the words are
    `nonet why`'s, and the board rings the candidate (and the peer)."""
    load(driver, HARD)
    cell = next(c for c in range(81) if HARD[c] == "0")
    name = "r%dc%d" % (cell // 9 + 1, cell % 9 + 1)
    held = next(int(HARD[p]) for p in range(81) if HARD[p] != "0" and (p // 9 == cell // 9 or p % 9 == cell % 9))
    click_candidate(driver, cell, held)
    click(driver, "#why")
    key(driver, str(held))
    want = why_cli(nonet, name, held, HARD)
    until(lambda: text(driver, "hint") == want["words"], "Why? on a peer's digit: %r" % want["words"])
    check(want["reason"] == "peer" and roles(driver, "why") == [(name, held)] and
          roles(driver, "peer") == [(want["peer"], 0)], "the candidate and its peer on the board: %s %s"
          % (roles(driver, "why"), roles(driver, "peer")))
    marks = position(driver)["marks"]
    asked = None
    for c in (c for c in range(81) if HARD[c] == "0"):
        cname = "r%dc%d" % (c // 9 + 1, c % 9 + 1)
        for d in (int(x) for x in marks[cname] if int(x) != solution[c]):
            got = why_cli(nonet, cname, d, HARD)
            if got["reason"] == "step":
                asked = (c, cname, d, got)
                break
        if asked:
            break
    c, cname, d, want = asked
    click_candidate(driver, c, d)
    click(driver, "#why")
    until(lambda: text(driver, "hint") == want["words"], "Why? on %s %d, removed by %s: %r"
          % (cname, d, want["step"]["technique"], want["words"]))
    check(roles(driver, "why") == [(cname, d)], "the asked candidate ringed on the board")
    check(roles(driver, "elimination") or roles(driver, "placement"), "the step that removes it drawn on the board")
    check(not roles_outside(driver), "no element outside the board carries data-role")


def practice(driver, nonet, technique):
    """Practice: within 10 s a fresh puzzle whose explained solve (`nonet
    explain`) uses the technique; Drill goes to the position where the
    app's next hint is that technique."""
    ids = driver.execute_script("return Array.from(document.querySelector('select[aria-label=\"Technique\"]')"
                                ".options).map(function(o){return o.value})")
    if not check(technique in ids, "%s can be practised (of %d)" % (technique, len(ids))):
        return
    driver.execute_script("document.querySelector('select[aria-label=\"Technique\"]').value=arguments[0];"
                          "document.getElementById('message').textContent=''", technique)
    start = time.time()
    click(driver, "#practice")
    until(lambda: text(driver, "message").startswith("New puzzle"), "a puzzle to practise %s" % technique, 30)
    took = time.time() - start
    check(took < 10, "Practice %s within 10 s (%.1f s)" % (technique, took))
    puzzle = position(driver)["line"]
    used = [s["technique"] for s in explained_steps(nonet, puzzle)]
    check(technique in used, "the explained solve of %s uses %s" % (puzzle, technique))
    click(driver, "#drill")
    until(lambda: position(driver)["line"] != puzzle, "Drill to move on")
    hint_text(driver, 1)
    got = driver.execute_script("return window.nonetAppState().hint && window.nonetAppState().hint.technique")
    check(got == technique, "after Drill the next step is %s: %s" % (technique, got))
    print("practice %s: %.1f s" % (technique, took))


def cancel(driver):
    """Cancel while a slow generation runs in the long worker (Practice of a
    fish that few puzzles need: minutes): said within 1 s, the board's
    puzzle kept, and the long worker answers again (a Practice of X-Wing
    within 10 s)."""
    ids = driver.execute_script("return Array.from(document.querySelector('select[aria-label=\"Technique\"]')"
                                ".options).map(function(o){return o.value})")
    slow = next((t for t in ("finned_mutant_fish", "mutant_fish", "nested_forcing_chains") if t in ids), None)
    if not check(slow is not None, "a slow technique to practise: %s" % ids):
        return
    line = position(driver)["line"]
    cancelled = False
    for attempt in range(3):
        driver.execute_script("document.querySelector('select[aria-label=\"Technique\"]').value=arguments[0];"
                              "document.getElementById('message').textContent=''", slow)
        click(driver, "#practice")
        time.sleep(0.5)
        if not text(driver, "message").startswith("Making"):
            continue                      # found one that fast (rare): try again
        check(driver.execute_script("return !document.getElementById('cancel').hidden"), "Cancel shown while making")
        start = time.time()
        click(driver, "button[aria-label='Cancel'], #cancel")
        until(lambda: text(driver, "message").startswith("Cancelled"), "the generation cancelled", 1)
        print("cancel: said after %.0f ms" % ((time.time() - start) * 1000))
        cancelled = True
        break
    check(cancelled, "a slow generation to cancel (3 tries)")
    check(position(driver)["line"] == line, "the board's puzzle kept")
    check(driver.execute_script("return document.getElementById('cancel').hidden"), "Cancel hidden again")
    driver.execute_script("document.querySelector('select[aria-label=\"Technique\"]').value='x_wing';"
                          "document.getElementById('message').textContent=''")
    start = time.time()
    click(driver, "#practice")
    until(lambda: text(driver, "message").startswith("New puzzle"), "the long worker to answer again", 10)
    print("after cancel, practice x_wing: %.1f s" % (time.time() - start))


def new_puzzle(driver, nonet):
    """New puzzle of a level: `nonet grade` agrees on the level."""
    driver.execute_script("document.querySelector('select[aria-label=\"Level\"]').value='2';"
                          "document.getElementById('message').textContent=''")
    click(driver, "#new")
    until(lambda: text(driver, "message").startswith("New puzzle"), "a new Medium puzzle", 30)
    puzzle = position(driver)["line"]
    run = subprocess.run([nonet, "grade", "--format", "json", puzzle], capture_output=True, text=True)
    check(json.loads(run.stdout)["level"] == "Medium", "the new puzzle is Medium: %s" % run.stdout)


INSIDE_JS = """
var w=innerWidth,h=innerHeight,out=[];
arguments[0].forEach(function(sel){document.querySelectorAll(sel).forEach(function(e){
  var r=e.getBoundingClientRect();if(r.top<0||r.left<0||r.bottom>h||r.right>w)out.push(sel+' '+JSON.stringify([r.left,r.top,r.right,r.bottom]))})});
return {outside:out,scroll:document.documentElement.scrollWidth,width:w};
"""


# The Puzzles select's width and the width it needs to show its longest
# entry whole (a copy of it sized to its options; a select does not scroll,
# so its scrollWidth cannot tell a clipped entry).
PUZZLES_WIDTH_JS = """
var s=document.getElementById('level'),c=s.cloneNode(true);c.removeAttribute('id');c.removeAttribute('aria-label');
c.style.cssText='position:absolute;visibility:hidden;width:auto;max-width:none;min-width:0;flex:none';
s.parentNode.appendChild(c);var need=c.getBoundingClientRect().width;c.remove();
return {have:s.getBoundingClientRect().width,need:need};
"""


def puzzles_readable(driver, size):
    """The Puzzles select shows its entries whole ("Extreme, SE 10.3", not "Ex")."""
    got = driver.execute_script(PUZZLES_WIDTH_JS)
    check(got["have"] >= got["need"] - 0.5, "at %dx%d the Puzzles select is %.0f px wide, its entries need %.0f"
          % (size + (got["have"], got["need"])))


def screens(driver, outdir):
    """Phone (390x844): the board and every digit button inside the first
    screen, no sideways scrolling; laptop (1366x768): board, pad, hint and
    its words in one screen. Screenshots of both, a level-3 hint shown."""
    load(driver, HARD)
    for size, mobile, items in (((1366, 768), False, ["#board svg", "#pad button", "#hint", "#apply"]),
                                ((390, 844), True, ["#board svg", "#pad button"])):
        set_viewport(driver, size[0], size[1], mobile)
        driver.execute_script("window.scrollTo(0,0)")
        hint_text(driver, 3)
        driver.execute_script("window.scrollTo(0,0)")
        got = driver.execute_script(INSIDE_JS, items)
        check(not got["outside"], "at %dx%d inside the first screen: %s" % (size + (got["outside"],)))
        check(got["scroll"] <= size[0], "at %dx%d no sideways scrolling (%d)" % (size + (got["scroll"],)))
        check(driver.execute_script("return document.querySelectorAll('#pad button').length") == 9, "nine digit buttons")
        puzzles_readable(driver, size)
        driver.save_screenshot(os.path.join(outdir, "app-%s.png" % ("phone" if mobile else "laptop")))
    set_language(driver, "zh")
    chinese_messages(driver)
    for size, mobile in (((1366, 768), False), ((390, 844), True)):
        set_viewport(driver, size[0], size[1], mobile)
        driver.execute_script("window.scrollTo(0,0)")
        hint_text(driver, 3)
        driver.execute_script("window.scrollTo(0,0)")
        puzzles_readable(driver, size)
        driver.save_screenshot(os.path.join(outdir, "app-%s-zh.png" % ("phone" if mobile else "laptop")))
    set_language(driver, "en")


def timer(driver):
    """The time on this puzzle, shown as m:ss, and hidden by its checkbox
    (and shown again)."""
    shown = lambda: driver.execute_script("return !document.getElementById('timer').hidden")
    until(lambda: re.match(r"^\d+:\d\d$", text(driver, "timer")) is not None,
          "the timer reads m:ss: %r" % text(driver, "timer"))
    check(shown(), "the timer is shown at first")
    click(driver, "input[aria-label='Show the timer']")
    until(lambda: not shown(), "Show the timer unticked hides it")
    click(driver, "input[aria-label='Show the timer']")
    until(shown, "and ticked shows it again")


def chinese_messages(driver):
    """With Chinese chosen on HARD: the labels, Undo's message and a
    clash's come from the catalogue, with no English word; the clash
    undone."""
    until(lambda: text(driver, "why") == "为什么？", "the labels in Chinese")
    click(driver, "#undo")
    until(lambda: text(driver, "status") == "没有可撤销的操作。",
          "the app's own messages from the catalogue too: %r" % text(driver, "status"))
    peer = next(p for p in range(81) if HARD[p] != "0" and p // 9 == 0)
    select(driver, next(c for c in range(9) if HARD[c] == "0"))
    key(driver, HARD[peer])
    until(lambda: "冲突" in text(driver, "status") and not re.search(r"[a-bd-qs-z]", text(driver, "status")),
          "a clash said in Chinese, no English word: %r" % text(driver, "status"))
    click(driver, "#undo")


def set_language(driver, lang):
    """By the select's id: its accessible name is in the language shown."""
    driver.execute_script("var l=document.getElementById('lang');"
                          "l.value=arguments[0];l.dispatchEvent(new Event('change'))", lang)


def languages(driver, nonet):
    """Language zh: the labels from the library's catalogue, the answers
    in Chinese as the command gives them (`nonet why --lang zh`); then en."""
    load(driver, HARD)
    driver.execute_script("var l=document.querySelector('select[aria-label=\"Language\"]');"
                          "l.value='zh';l.dispatchEvent(new Event('change'))")
    chinese_messages(driver)
    cell = next(c for c in range(81) if HARD[c] == "0")
    until(lambda: drawn_value(driver, cell) == "", "the undo drawn")
    name = "r%dc%d" % (cell // 9 + 1, cell % 9 + 1)
    digit = int(position(driver)["marks"][name][0])
    run = subprocess.run([nonet, "why", "--lang", "zh", name, str(digit), HARD], capture_output=True, text=True)
    click_candidate(driver, cell, digit)
    click(driver, "#why")
    until(lambda: text(driver, "hint") == run.stdout.strip(), "Why? in Chinese as nonet why --lang zh: %r"
          % run.stdout.strip())
    driver.execute_script("var l=document.getElementById('lang');l.value='en';l.dispatchEvent(new Event('change'))")
    until(lambda: text(driver, "why") == "Why?", "the labels in English again")


def opening(driver, app):
    """The first 3 s: every script call answers at once; the list and a
    puzzle on the board are there by the end of them."""
    driver.get("file://" + os.path.abspath(app))
    opened, slowest, ready, times = time.time(), 0.0, None, []
    while time.time() - opened < 3:
        start = time.time()
        state = driver.execute_script(
            "var l=document.querySelector('select[aria-label=\"Puzzles\"]');"
            "return {enabled: !!l && !l.disabled && l.options.length > 0, ready: document.body.dataset.ready || null,"
            " position: window.nonetPosition ? window.nonetPosition() : null}")
        slowest = max(slowest, time.time() - start)
        times.append((round((time.time() - start) * 1000), round((start - opened) * 1000)))
        if ready is None and state["enabled"] and state["ready"] and state["position"]:
            ready = int(state["ready"])
        time.sleep(0.1)
    check(slowest < 0.3, "every script call in the first 3 s answers in under 0.3 s (slowest %.3f s)" % slowest)
    check(ready is not None, "within 3 s the puzzle list is enabled and a puzzle is on the board")
    print("opening: slowest script call in the first 3 s %.0f ms; board drawn at %s ms; slowest calls (ms, at ms): %s"
          % (slowest * 1000, ready, sorted(times, reverse=True)[:3]))


def bundled_grades(driver, nonet):
    """Each bundled puzzle's entry reads `nonet grade`'s level and rating."""
    entries = driver.execute_script("return Array.from(document.querySelector('select[aria-label=\"Puzzles\"]')"
                                    ".options).map(function(o){return [o.value,o.textContent]})")
    check(len(entries) >= 20, "bundled puzzles: %d" % len(entries))
    run = subprocess.run([nonet, "grade", "--format", "json", "--max-time", "0"] + [e[0] for e in entries],
                         capture_output=True, text=True)
    graded = [json.loads(line) for line in run.stdout.splitlines()]
    for (puzzle, shown), g in zip(entries, graded):
        want = "%s, SE %.1f" % (g["level"], g["rating"])
        check(shown == want, "the list reads %r for %s, grade says %r" % (shown, puzzle, want))


def solve_to_the_end(driver, outdir):
    """The solve from the givens, then from the learner's position one
    applied step on (one step fewer), walked to its end."""
    click(driver, "#explain-givens")
    wait(driver, "document.querySelector('#solve section.puzzle .step')", "the solve's steps")
    from_givens = int(driver.execute_script("return document.querySelector('#solve section.puzzle').dataset.steps"))
    check(text(driver, "grade").startswith("From the givens: %d steps" % from_givens), "said: %r" % text(driver, "grade"))
    hint_text(driver, 3)
    line = position(driver)["line"]
    click(driver, "#apply")
    until(lambda: position(driver)["line"] != line, "Apply")
    driver.execute_script("document.getElementById('solve').innerHTML=''")
    click(driver, "#explain")
    wait(driver, "document.querySelector('#solve section.puzzle .step')", "the solve's steps")
    n = int(driver.execute_script("return document.querySelector('#solve section.puzzle').dataset.steps"))
    check(n == from_givens - 1, "from the position one step on: %d steps, from the givens %d" % (n, from_givens))
    seen = set()
    for k in range(1, n + 1):
        now = driver.execute_script("var c=document.querySelectorAll('#solve [aria-current=\"step\"]');"
                                    "return c.length==1?c[0].textContent:null")
        check(now is not None and now.startswith("%d. " % k), "step %d is the current sentence: %r" % (k, now))
        seen.add(now)
        if k == 6:
            driver.save_screenshot(os.path.join(outdir, "app-solve.png"))
        if k < n:
            click(driver, "#solve .next")
    check(len(seen) == n, "each step its own sentence")
    check(text(driver, "solve").count("Step %d of %d" % (n, n)) == 1, "the counter reaches the end")
    check(driver.execute_script("return document.querySelector('#solve .next').disabled"), "next is disabled at the end")
    check(text(driver, "grade").startswith("From your position: %d steps" % n), "said: %r" % text(driver, "grade"))
    print("solve: %d steps; %s" % (n, text(driver, "grade")))


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    app, nonet, outdir = sys.argv[1:]
    skip_unless_browser()
    os.makedirs(outdir, exist_ok=True)
    print("app: %s, %d bytes" % (app, os.path.getsize(app)))
    profile = tempfile.mkdtemp(prefix="nonet-chromium-")
    driver = start_browser(profile)
    try:
        set_viewport(driver, 1366, 768)
        opening(driver, app)
        loads = driver.execute_script("return performance.getEntriesByType('resource').map(function(e){return e.name})")
        check(loads == [], "the app loads nothing beside its page: %s" % loads)
        bundled_grades(driver, nonet)
        ok, took = load(driver, HARD)
        check(ok and took < 1, "nonetLoad reads and draws a puzzle within 1 s (%.2f s)" % took)
        check(position(driver)["line"] == HARD.replace("0", "."), "nonetPosition gives its line")
        check(len(position(driver)["marks"]) == HARD.count("0"), "and the marks of each empty cell")
        bad, _ = load(driver, "1234")
        check(bad is False and "line 1: expected 81 cells" in text(driver, "message"),
              "a bad puzzle is said, with no column 0: %r" % text(driver, "message"))
        start = time.time()
        first = hint_text(driver, 1)
        print("the first hint on a hard puzzle: %.0f ms from its click to its text" % ((time.time() - start) * 1000))
        check(first.startswith("Look for"), "a hint: %r" % first)
        hints(driver, outdir, nonet)
        chain_start(driver, nonet, outdir)
        net_branches(driver, nonet)
        load(driver, HARD)
        wrong_digit_and_mark(driver, solution_of(nonet, HARD))
        mark_right_after_a_digit(driver, solution_of(nonet, HARD))
        progress(driver, nonet, solution_of(nonet, HARD))
        why_answers(driver, nonet, solution_of(nonet, HARD))
        timer(driver)
        languages(driver, nonet)
        cancel(driver)
        new_puzzle(driver, nonet)
        for technique in ("x_wing", "w_wing", "als_xz"):
            practice(driver, nonet, technique)
        load(driver, HARD)
        solve_to_the_end(driver, outdir)
        driver.execute_script("var l=document.querySelector('select[aria-label=\"Puzzles\"]');"
                              "l.selectedIndex=3;l.dispatchEvent(new Event('change'))")
        want = driver.execute_script("return document.querySelector('select[aria-label=\"Puzzles\"]').value")
        until(lambda: (position(driver) or {}).get("line") == want.replace("0", "."), "a bundled puzzle to load")
        screens(driver, outdir)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    print("app: %d passed, %d failed" % (checks["passed"], checks["failed"]))
    return 1 if checks["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
