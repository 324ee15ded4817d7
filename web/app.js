/*
 * app.js -- the learner's app on the npm package's module (the library
 * compiled to WebAssembly) and its API (npm/api.js: loading, the version,
 * and web/nonet_web.c's calls, linked into the same module, for the
 * learner's position, the page's parts and the one-solve grade). Everything about Sudoku is asked of the library: the
 * puzzle's reading, the pictures (its SVG), candidates, what is wrong,
 * hints, the explained solve (the page's own section, style and script)
 * and the grade. This file keeps the learner's position, the undo history
 * and the keyboard and mouse.
 */
"use strict";
(function () {
  var LABEL = 32, CELL = 60;               /* the library picture's geometry */
  var api = null, state = null, history = [], selected = 40, marksMode = false;
  var $ = function (id) { return document.getElementById(id); };

  /* Call a web_* function (web/nonet_web.c) through the package's API;
   * an error it answers comes back as {error}. */
  function ask(name, args) {
    try {
      return api.callBridge.apply(null, [name].concat(args));
    } catch (e) {
      return { error: e.message };
    }
  }

  function cellName(c) { return "r" + (Math.floor(c / 9) + 1) + "c" + (c % 9 + 1); }

  /* The position as the bridge reads it: GIVENS|VALUES|MARKS. */
  function position() {
    return state.givens + "|" + state.values.join("") + "|" + (state.marks ? state.marks.join(",") : "");
  }

  function say(id, text) { $(id).textContent = text; }

  /* ---- loading ---- */

  function load(text) {
    var got = ask("web_read", [text]);
    if (got.error) { say("message", "Cannot read that puzzle: " + got.error); return false; }
    state = { givens: got.givens, values: got.values.split("").map(Number), marks: got.marks || null };
    for (var c = 0; c < 81; c++) if (state.givens[c] !== "0") state.values[c] = 0;
    history = [];
    $("auto").checked = !state.marks;
    $("play").hidden = false;
    say("message", "Puzzle loaded: " + state.givens.replace(/0/g, ".").replace(/(.{9})/g, "$1 ").trim());
    say("hint", ""); $("hint-picture").innerHTML = ""; $("solve").innerHTML = ""; say("grade", "");
    draw();
    $("board").focus();
    $("board").scrollIntoView({ block: "start" });
    return true;
  }

  /* Bundled puzzles, graded by the library one at a time between other
   * work (so that the learner's first hint does not wait), then offered by
   * HoDoKu level. */
  function gradeBundled(todo, byLevel) {
    if (todo.length) {
      var p = todo.shift(), g = ask("web_grade", [p]);
      if (g.level) (byLevel[g.level] = byLevel[g.level] || []).push({ p: p, g: g });
      setTimeout(function () { gradeBundled(todo, byLevel); }, 0);
      return;
    }
    var select = $("level");
    select.innerHTML = "";
    ["Easy", "Medium", "Hard", "Unfair", "Extreme", "backtracking"].forEach(function (level) {
      (byLevel[level] || []).forEach(function (e, i) {
        var o = document.createElement("option");
        o.value = e.p;
        o.textContent = level + " " + (i + 1) + " (SE " + e.g.se.toFixed(1) + ", " + e.g.hardest + ")";
        select.appendChild(o);
      });
    });
    select.disabled = $("load-bundled").disabled = false;
  }

  /* ---- the board ---- */

  /* The library's picture of the learner's position, with the selection,
   * the wrong cells and a digit that clashes drawn on top. */
  function draw() {
    var view = ask("web_view", [position()]);
    if (view.error) { say("status", view.error); return; }
    state.candidates = view.candidates;
    var board = $("board");
    board.innerHTML = view.svg;
    var svg = board.querySelector("svg");
    svg.setAttribute("aria-hidden", "true");
    var wrongCells = {};
    (view.wrong || []).forEach(function (w) { wrongCells[w.index] = w; });
    if (view.clash >= 0) wrongCells[view.clash] = { index: view.clash, placed: true, clash: true };
    if (view.clash >= 0) overlayDigit(svg, view.clash, state.values[view.clash]);
    Object.keys(wrongCells).forEach(function (c) { overlayRect(svg, +c, "wrong"); });
    overlayRect(svg, selected, "selected");
    report(view, wrongCells);
  }

  function overlayRect(svg, c, cls) {
    var r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    r.setAttribute("class", cls);
    r.setAttribute("data-cell", cellName(c));
    r.setAttribute("x", LABEL + (c % 9) * CELL + 2); r.setAttribute("y", LABEL + Math.floor(c / 9) * CELL + 2);
    r.setAttribute("width", CELL - 4); r.setAttribute("height", CELL - 4);
    svg.appendChild(r);
  }

  function overlayDigit(svg, c, d) {
    var t = document.createElementNS("http://www.w3.org/2000/svg", "text");
    t.setAttribute("class", "clash value");
    t.setAttribute("data-cell", cellName(c));
    t.setAttribute("x", LABEL + (c % 9) * CELL + CELL / 2); t.setAttribute("y", LABEL + Math.floor(c / 9) * CELL + CELL / 2 + 1);
    t.textContent = d;
    svg.appendChild(t);
  }

  /* What the learner is told: what is wrong, or that the grid is solved. */
  function report(view, wrongCells) {
    var words = Object.keys(wrongCells).map(function (c) {
      var w = wrongCells[c];
      if (w.clash) return cellName(+c) + ": " + state.values[c] + " clashes with a digit in its row, column or box";
      return w.placed ? cellName(+c) + ": the digit is wrong" : cellName(+c) + ": the marks miss the cell's digit";
    });
    var sel = cellName(selected) + (state.values[selected] ? " holds " + state.values[selected] : "");
    if (words.length) say("status", "Wrong: " + words.join("; ") + ". (Selected " + sel + ".)");
    else if (view.empty === 0) say("status", "Solved. Well done!");
    else say("status", "Selected " + sel + ". Nothing wrong so far.");
    $("board").setAttribute("aria-description", $("status").textContent);
  }

  /* ---- changes, with undo ---- */

  function remember() {
    history.push(JSON.stringify({ values: state.values, marks: state.marks }));
  }

  function undo() {
    if (!history.length) { say("status", "Nothing to undo."); return; }
    var last = JSON.parse(history.pop());
    state.values = last.values; state.marks = last.marks;
    $("auto").checked = !state.marks;
    draw();
  }

  function isGiven(c) { return state.givens[c] !== "0"; }

  function place(d) {
    if (isGiven(selected)) { say("status", cellName(selected) + " is a given."); return; }
    remember();
    state.values[selected] = state.values[selected] === d ? 0 : d;
    draw();
  }

  function erase() {
    if (isGiven(selected) || !state.values[selected]) return;
    remember();
    state.values[selected] = 0;
    draw();
  }

  /* Toggle a pencil mark; the first one switches to the learner's own
   * marks, starting from the automatic ones. */
  function toggleMark(d) {
    if (isGiven(selected) || state.values[selected]) return;
    remember();
    if (!state.marks) state.marks = state.candidates.slice();
    state.marks[selected] ^= 1 << (d - 1);
    $("auto").checked = false;
    draw();
  }

  function setAuto(on) {
    remember();
    state.marks = on ? null : state.candidates.slice();
    draw();
  }

  function setMode(marks) {
    marksMode = marks;
    $("mode").textContent = "Mode: " + (marks ? "marks" : "digits");
    $("mode").setAttribute("aria-pressed", String(marks));
  }

  function input(d) { if (marksMode) toggleMark(d); else place(d); }

  /* ---- keyboard and mouse ---- */

  function onKey(e) {
    var moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if ((e.ctrlKey || e.metaKey) && e.key === "z") undo();
    else if (e.ctrlKey || e.metaKey || e.altKey) return;
    else if (moves[e.key] !== undefined) {
      var c = selected + moves[e.key];
      if (e.key === "ArrowLeft" && selected % 9 === 0 || e.key === "ArrowRight" && selected % 9 === 8 || c < 0 || c > 80) return;
      selected = c; draw();
    } else if (/^[1-9]$/.test(e.key)) input(+e.key);
    else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0") erase();
    else if (e.key === "m" || e.key === "M") setMode(!marksMode);
    else return;
    e.preventDefault();
  }

  function onClick(e) {
    var svg = $("board").querySelector("svg");
    if (!svg) return;
    var pt = svg.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    var p = pt.matrixTransform(svg.getScreenCTM().inverse());
    var col = Math.floor((p.x - LABEL) / CELL), row = Math.floor((p.y - LABEL) / CELL);
    if (col < 0 || col > 8 || row < 0 || row > 8) return;
    selected = row * 9 + col;
    draw();
    $("board").focus();
  }

  /* ---- hints and the solve ---- */

  function hint(level) {
    var h = ask("web_hint", [position(), level]);
    say("hint", h.text);
    $("hint-picture").innerHTML = h.svg ? h.svg + (h.legend || "") : "";
  }

  /* The explained solve as the page shows it (its section, its script). */
  function explain() {
    var got = ask("web_explain", [state.givens]);
    if (got.error && !got.section) { say("grade", got.error); return; }
    $("solve").innerHTML = got.section || "";
    if (window.nonetSteps) window.nonetSteps($("solve"));
    if (got.level) say("grade", "Grade: " + got.level + ", SE " + got.se.toFixed(1) + ", HoDoKu score " +
                       got.score + "; hardest: " + got.hardest + " (" + got.steps + " steps)");
    var stage = $("solve").querySelector(".stage");
    if (stage) stage.scrollIntoView({ block: "start" });
  }

  /* The page's style sheet and script, taken from the library. */
  function adoptPage() {
    var parts = ask("web_page_parts", []);
    var head = new DOMParser().parseFromString(parts.head, "text/html");
    var style = document.createElement("style");
    style.textContent = head.querySelector("style").textContent;
    document.head.insertBefore(style, document.head.firstChild);
    var code = new DOMParser().parseFromString(parts.tail, "text/html").querySelector("script").textContent;
    var script = document.createElement("script");
    script.textContent = code;
    document.body.appendChild(script);
    say("version", api.version);
  }

  function wire() {
    for (var d = 1; d <= 9; d++) {
      var b = document.createElement("button");
      b.type = "button"; b.textContent = d; b.className = "digit"; b.dataset.digit = d;
      b.setAttribute("aria-label", "digit " + d);
      b.onclick = (function (k) { return function () { input(k); $("board").focus(); }; })(d);
      $("pad").appendChild(b);
    }
    $("board").addEventListener("keydown", onKey);
    $("board").addEventListener("click", onClick);
    $("mode").onclick = function () { setMode(!marksMode); };
    $("erase").onclick = erase;
    $("undo").onclick = undo;
    $("auto").onchange = function () { setAuto($("auto").checked); };
    $("load-text").onclick = function () { load($("puzzle-text").value); };
    $("load-bundled").onclick = function () { load($("level").value); };
    document.querySelectorAll("button.hint").forEach(function (b) { b.onclick = function () { hint(+b.dataset.level); }; });
    $("explain").onclick = explain;
  }

  /* For tests: the learner's position as the app holds it. */
  window.nonetAppState = function () { return state; };

  wire();
  /* The package's WebAssembly, inlined in base64 (web/assemble.cmake). */
  var wasm = Uint8Array.from(atob(window.NONET_WASM), function (ch) { return ch.charCodeAt(0); });
  createNonetModule({ wasmBinary: wasm }).then(function (module) {
    api = nonetApi(module);
    adoptPage();
    document.body.dataset.ready = Math.round(performance.now());
    setTimeout(function () { gradeBundled((window.NONET_BUNDLED || []).slice(), {}); }, 0);
  });
})();
