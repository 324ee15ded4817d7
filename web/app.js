/*
 * app.js -- the learner's app. The library (the npm package's module:
 * the library compiled to WebAssembly, npm/api.js, and web/nonet_web.c's
 * calls) runs in two Web Workers (web/worker.js), started from a Blob of
 * the engine's text inlined in the page: "board" answers the learner's
 * position (its picture, what is wrong, hints), "long" the calls that take
 * seconds (the explained solve), so neither the page nor the board waits.
 * Everything about Sudoku is asked of the library: the puzzle's reading,
 * the pictures (its SVG), candidates, what is wrong, hints, the explained
 * solve (the page's own section, style and script) and the grade (the
 * bundled puzzles' by `nonet grade` when the page was built). This file
 * keeps the learner's position, the undo history and the keyboard and
 * mouse.
 */
"use strict";
(function () {
  var LABEL = 32, CELL = 60;               /* the library picture's geometry */
  var state = null, history = [], future = [], selected = 40, marksMode = false, version = "", lang = "en";
  var $ = function (id) { return document.getElementById(id); };

  /* ---- the engine, in workers ---- */

  var lanes = {}, calls = {}, nextCall = 1;

  /* The workers, from the engine's text in the page (a Blob URL, so the
   * file works from file:// with no network), each given the WebAssembly
   * to decode and compile on its own thread. */
  var engine = null;
  function startEngine() {
    engine = { url: URL.createObjectURL(new Blob([$("nonet-engine").textContent], { type: "text/javascript" })),
               wasm64: $("nonet-wasm").textContent.trim() };
    ["board", "long"].forEach(startWorker);
  }

  function startWorker(name) {
    var w = new Worker(engine.url);
    w.onmessage = function (e) { answered(name, e.data); };
    w.postMessage({ wasm64: engine.wasm64 });
    lanes[name] = w;
  }

  /* Stop what a lane is doing (a generation can take minutes): its worker
   * ends at once, each call it had is answered {cancelled}, and a fresh
   * worker takes the lane. */
  function cancelLane(name) {
    lanes[name].terminate();
    Object.keys(calls).forEach(function (id) {
      if (calls[id].lane !== name) return;
      var call = calls[id];
      delete calls[id];
      call.resolve({ error: "cancelled", cancelled: true });
    });
    startWorker(name);
  }

  function answered(lane, msg) {
    if (msg.ready || msg.failed) {
      if (msg.failed) say("message", t("The engine did not start: {1}", msg.failed));
      else say("version", version = msg.version);
      return;
    }
    var call = calls[msg.id];
    delete calls[msg.id];
    if (call) call.resolve(msg.error !== undefined ? { error: msg.error } : msg.answer);
  }

  /* Call a web_* function (web/nonet_web.c) in a worker: a Promise of its
   * answer; an error it answers comes back as {error}. */
  function ask(name, args, lane) {
    return new Promise(function (resolve) {
      var id = nextCall++;
      calls[id] = { resolve: resolve, lane: lane || "board" };
      lanes[lane || "board"].postMessage({ id: id, name: name, args: args });
    });
  }

  function cellName(c) { return "r" + (Math.floor(c / 9) + 1) + "c" + (c % 9 + 1); }
  function cellIndex(name) { return (name.charCodeAt(1) - 49) * 9 + name.charCodeAt(3) - 49; }

  /* The position as the bridge reads it: GIVENS|VALUES|MARKS. */
  function position() {
    return state.givens + "|" + state.values.join("") + "|" + (state.marks ? state.marks.join(",") : "");
  }

  function say(id, text) { $(id).textContent = text; }

  /* ---- languages: the app's words from the library's catalogues ---- */

  /* Every label and message of the page's own that the catalogues carry
   * (po/LANG.po); the page's elements name theirs with data-msg (text)
   * and data-msg-label (aria-label). */
  var MSGIDS = ["Mode: digits", "Mode: marks", "Selected {1}.", "Nothing wrong so far.", "Solved. Well done!", "How {1} works",
                "Making a puzzle…", "Easy", "Medium", "Hard", "Unfair", "Extreme",
                "The engine did not start: {1}", "Cannot read that puzzle: {1}", "{1}: {2} clashes with the {2} in {3}",
                "its row, column or box", "{1}: the digit is wrong", "{1}: the marks miss the cell's digit", "{1} holds {2}",
                "Wrong: {1}. (Selected {2}.)", "Nothing to undo.", "Nothing to redo.", "{1} is a given.",
                "Why not which digit in {1}? Type or press it.", "{1} is filled.", "Why not {1} in {2}?…",
                "No puzzle made: {1}", "Cancelled: no new puzzle.", "Branch {1} of {2}", "All {1} branches", "New puzzle: {1}, SE {2}.",
                "New puzzle: {1}, SE {2}. Its solve needs {3} at step {4}: Drill goes just before it.", "Find the {1}.",
                "Explaining…", "From the givens: {1} steps; hardest: {2}", "From your position: {1} steps; hardest: {2}"];
  var texts = {};
  function t(msgid) {
    var text = texts[msgid] || msgid, args = arguments;
    return text.replace(/\{(\d)\}/g, function (m, i) { return args[+i] !== undefined ? args[+i] : m; });
  }

  function msgidsOfPage() {
    var ids = MSGIDS.slice();
    document.querySelectorAll("[data-msg]").forEach(function (e) { ids.push(e.dataset.msg); });
    document.querySelectorAll("[data-msg-label]").forEach(function (e) { ids.push(e.dataset.msgLabel); });
    return ids;
  }

  /* Switch the app's language: its labels, the technique list, the level
   * names, and from now on every answer of the library (hints, why, the
   * solve's page) in lang. */
  function setLanguage(code) {
    var ids = msgidsOfPage();
    return ask("web_texts", [code, ids.join("\n")]).then(function (got) {
      lang = code;
      texts = {};
      ids.forEach(function (id, i) { texts[id] = got.texts[i]; });
      document.documentElement.lang = code;
      document.querySelectorAll("[data-msg]").forEach(function (e) { e.textContent = t(e.dataset.msg); });
      document.querySelectorAll("[data-msg-label]").forEach(function (e) { e.setAttribute("aria-label", t(e.dataset.msgLabel)); });
      setMode(marksMode);
      listBundled();
      Array.prototype.forEach.call($("new-level").options, function (o) { o.textContent = t(o.dataset.level); });
      try { localStorage.setItem("nonet-lang", code); } catch (e) { /* no storage: this visit only */ }
      $("lang").value = code;
      if (state) { clearHint(); if (state.view) render(); }
      return listPractice();
    });
  }

  /* ---- loading ---- */

  /* Read a puzzle or position in any form nonet reads and put it on the
   * board: a Promise of true once it is drawn, false when it does not read
   * (the message says why). */
  function load(text) {
    return ask("web_read", [text]).then(function (got) {
      if (got.error) { say("message", t("Cannot read that puzzle: {1}", got.error)); return false; }
      state = { givens: got.givens, values: got.values.split("").map(Number), marks: got.marks || null };
      for (var c = 0; c < 81; c++) if (state.givens[c] !== "0") state.values[c] = 0;
      history = []; future = [];
      state.clock = { start: Date.now(), stopped: 0 };
      $("auto").checked = !state.marks;
      $("drill").hidden = true;
      showInList();
      say("message", "");
      clearHint(); $("solve").innerHTML = ""; say("grade", "");
      return draw().then(function () { return true; });
    });
  }

  /* The list shows the board's puzzle when it is a bundled one, else no entry. */
  function showInList() {
    var select = $("level");
    select.value = state.givens;
    if (select.value !== state.givens) select.selectedIndex = -1;
  }

  /* The bundled puzzles, graded by `nonet grade` when the page was built
   * (web/assemble.cmake), by level and then rating. */
  var LEVELS = ["Easy", "Medium", "Hard", "Unfair", "Extreme", "backtracking", "unknown"];
  function listBundled() {
    var list = (window.NONET_BUNDLED || []).slice().sort(function (a, b) {
      return LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || a.rating - b.rating;
    });
    var select = $("level");
    select.innerHTML = "";
    list.forEach(function (g) {
      var o = document.createElement("option");
      o.value = g.puzzle;
      o.textContent = t(g.level) + ", SE " + g.rating.toFixed(1) + (g.status === "ok" ? "" : "+");
      select.appendChild(o);
    });
    if (state) showInList();
    return list;
  }

  /* ---- the board ---- */

  /* The library's picture of the learner's position, asked of the board
   * worker on every change; a hint shown for an earlier position goes. */
  function draw() {
    var pos = position();
    if (state.hint && state.hint.pos !== pos) clearHint();
    keep();
    $("export").hidden = true;
    return state.drawn = ask("web_view", [pos]).then(function (view) {
      if (pos !== position()) return;      /* a later change has its own view coming */
      if (view.error) { say("status", view.error); return; }
      state.candidates = view.candidates;
      state.candidatesOf = pos;
      state.view = { view: view };
      state.shown = shownPosition();
      render();
    });
  }

  /* The board: the position's picture, or at level 3 the hint's step drawn
   * on it; the wrong cells, a digit that clashes, a level-2 hint's focus
   * and the selection over it. Only the board carries data-role. */
  function render() {
    var view = state.view.view, h = state.hint, board = $("board");
    state.view.wrong = wrongOf(view);
    board.innerHTML = h && h.level >= 3 && h.svg ? h.svg : view.svg;
    var svg = board.querySelector("svg");
    svg.setAttribute("aria-hidden", "true");
    if (view.clash >= 0) overlayClash(svg, view.clash, state.values[view.clash], view.clash_peer);
    Object.keys(state.view.wrong).forEach(function (c) { overlayRect(svg, +c, "wrong"); });
    if (view.clash_peer >= 0) overlayRect(svg, view.clash_peer, "clash-peer");
    if (h && h.level >= 3) {
      svg.querySelectorAll("circle.elim").forEach(function (e) { e.setAttribute("data-role", "elimination"); });
      svg.querySelectorAll("circle.place").forEach(function (e) { e.setAttribute("data-role", "placement"); });
      svg.querySelectorAll("circle.start").forEach(function (e) {
        e.setAttribute("data-role", e.classList.contains("loop") ? "loop-start" : "assumption");
      });
    }
    if (h && h.level >= 3) showBranch(svg, h);
    if (h && h.level === 2) (h.focus || []).forEach(function (f) { overlayFocus(svg, f); });
    if (h && h.why) overlayWhy(svg, h);
    var lit = $("highlight").value;
    if (lit) svg.querySelectorAll('text.cand[data-digit="' + lit + '"]').forEach(function (t) {
      /* a candidate the step colours (an elimination's red, a role's disc)
       * gets a ring round its disc, not a disc over it that would hide it */
      var step = svg.querySelector('circle:is(.mark,.elim,.place)[data-cell="' + t.dataset.cell + '"][data-digit="' +
        lit + '"]');
      var disc = document.createElementNS("http://www.w3.org/2000/svg", "circle");
      disc.setAttribute("class", step ? "highlight ring" : "highlight");
      disc.setAttribute("cx", t.getAttribute("x")); disc.setAttribute("cy", +t.getAttribute("y") - 1);
      disc.setAttribute("r", step ? 11 : 9);
      t.parentNode.insertBefore(disc, t);
    });
    select(selected);
  }

  /* A forcing chain's or net's branches: its links as the picture draws
   * them, in the step's order, cut where a link does not go on from the
   * one before (each branch starts again from the assumption or the
   * cell's candidate it follows, as the notation's "; " parts do). */
  function branchesOf(svg) {
    var runs = [];
    svg.querySelectorAll("path.link").forEach(function (p) {
      var run = runs[runs.length - 1];
      if (run && run[run.length - 1].dataset.to === p.dataset.from) run.push(p);
      else runs.push([p]);
    });
    return runs;
  }

  /* Shown branch by branch (h.branch: 0 all, k the k-th): the rest of the
   * links and the marks on them faded, and the control that steps. */
  function showBranch(svg, h) {
    var runs = branchesOf(svg), k = h.branch || 0;
    $("branch").hidden = runs.length < 2;
    if (runs.length < 2) return;
    say("branch-of", k ? t("Branch {1} of {2}", k, runs.length) : t("All {1} branches", runs.length));
    if (!k) return;
    var on = {};
    runs[k - 1].forEach(function (p) { on[p.dataset.from] = on[p.dataset.to] = true; });
    runs.forEach(function (run, i) {
      if (i !== k - 1) run.forEach(function (p) { p.classList.add("faded"); });
    });
    svg.querySelectorAll("circle.mark").forEach(function (c) {
      if (!on[c.dataset.cell + ":" + c.dataset.digit]) c.classList.add("faded");
    });
  }

  function nextBranch() {
    var h = state.hint;
    if (!h || !h.level || h.level < 3) return;
    h.branch = ((h.branch || 0) + 1) % (branchesOf($("board").querySelector("svg")).length + 1);
    render();
  }

  /* A "Why?" answer on the board: the asked candidate ringed, and the peer
   * that holds the digit outlined (a step's or chain's answer is the
   * board's picture itself). */
  function overlayWhy(svg, h) {
    var c = cellIndex(h.cell), ring = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    ring.setAttribute("class", "why");
    ring.setAttribute("cx", LABEL + (c % 9) * CELL + 10 + (h.digit - 1) % 3 * 20);
    ring.setAttribute("cy", LABEL + Math.floor(c / 9) * CELL + 10 + Math.floor((h.digit - 1) / 3) * 20);
    ring.setAttribute("r", 10);
    ring.setAttribute("data-cell", h.cell); ring.setAttribute("data-digit", h.digit);
    ring.setAttribute("data-role", "why");
    svg.appendChild(ring);
    if (h.peer) overlayRect(svg, cellIndex(h.peer), "why-peer").setAttribute("data-role", "peer");
  }

  /* A level-2 hint's place to look: a disc under the candidate, or the
   * cell outlined. */
  function overlayFocus(svg, f) {
    var c = cellIndex(f.cell), el;
    if (f.digit) {
      var t = svg.querySelector('text.cand[data-cell="' + f.cell + '"][data-digit="' + f.digit + '"]');
      if (!t) return;
      el = document.createElementNS("http://www.w3.org/2000/svg", "circle");
      el.setAttribute("cx", t.getAttribute("x")); el.setAttribute("cy", +t.getAttribute("y") - 1);
      el.setAttribute("r", 9); el.setAttribute("data-digit", f.digit);
      t.parentNode.insertBefore(el, t);
    } else {
      el = overlayRect(svg, c, "focus-cell");
    }
    el.setAttribute("class", f.digit ? "focus" : "focus-cell");
    el.setAttribute("data-cell", f.cell);
    el.setAttribute("data-role", "focus");
  }

  /* Move the selection (drawn here: the library's picture stays). */
  function select(c) {
    selected = c;
    var svg = $("board").querySelector("svg");
    if (!svg || !state.view) return;
    var old = svg.querySelector("rect.selected");
    if (old) old.remove();
    overlayRect(svg, c, "selected");
    report(state.view.view, state.view.wrong);
  }

  /* The position as drawn: the 81 characters of the board and each empty
   * cell's candidates (window.nonetPosition). */
  function shownPosition() {
    var line = "", marks = {}, masks = state.marks || state.candidates;
    for (var c = 0; c < 81; c++) {
      var v = isGiven(c) ? +state.givens[c] : state.values[c];
      line += v ? v : ".";
      if (v) continue;
      var digits = "";
      for (var d = 1; d <= 9; d++) if (masks[c] >> (d - 1) & 1) digits += d;
      marks[cellName(c)] = digits;
    }
    return { line: line, marks: marks };
  }

  function overlayRect(svg, c, cls) {
    var r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    r.setAttribute("class", cls);
    r.setAttribute("data-cell", cellName(c));
    r.setAttribute("x", LABEL + (c % 9) * CELL + 2); r.setAttribute("y", LABEL + Math.floor(c / 9) * CELL + 2);
    r.setAttribute("width", CELL - 4); r.setAttribute("height", CELL - 4);
    svg.appendChild(r);
    return r;
  }

  function overlayText(svg, c, cls, dy, words) {
    var t = document.createElementNS("http://www.w3.org/2000/svg", "text");
    t.setAttribute("class", cls);
    t.setAttribute("data-cell", cellName(c));
    t.setAttribute("x", LABEL + (c % 9) * CELL + CELL / 2); t.setAttribute("y", LABEL + Math.floor(c / 9) * CELL + dy);
    t.textContent = words;
    svg.appendChild(t);
    return t;
  }

  /* A digit that clashes (the library's picture leaves its cell empty,
   * with the cell's marks): drawn in the cell as the learner's digit, in
   * place of the marks rather than over them, with the name of the peer
   * that holds it below it. */
  function overlayClash(svg, c, d, peer) {
    svg.querySelectorAll('text.cand[data-cell="' + cellName(c) + '"]').forEach(function (e) { e.remove(); });
    overlayText(svg, c, "clash value", peer >= 0 ? 24 : CELL / 2 + 1, d);
    if (peer >= 0) overlayText(svg, c, "clash-with", 52, cellName(peer));
  }

  /* The cells to flag: a digit that clashes with a peer, always; the
   * digits and marks the solution contradicts, while "Check against the
   * solution" is on. */
  function wrongOf(view) {
    var wrong = {};
    if ($("check").checked) (view.wrong || []).forEach(function (w) { wrong[w.index] = w; });
    if (view.clash >= 0) wrong[view.clash] = { index: view.clash, placed: true, clash: true, peer: view.clash_peer };
    return wrong;
  }

  /* What the learner is told: what is wrong, or that the grid is solved. */
  function report(view, wrongCells) {
    var words = Object.keys(wrongCells).map(function (c) {
      var w = wrongCells[c];
      if (w.clash) return t("{1}: {2} clashes with the {2} in {3}", cellName(+c), state.values[c],
                            w.peer >= 0 ? cellName(w.peer) : t("its row, column or box"));
      return t(w.placed ? "{1}: the digit is wrong" : "{1}: the marks miss the cell's digit", cellName(+c));
    });
    var sel = state.values[selected] ? t("{1} holds {2}", cellName(selected), state.values[selected]) : cellName(selected);
    if (words.length) say("status", t("Wrong: {1}. (Selected {2}.)", words.join("; "), sel));
    else if (view.empty === 0) say("status", t("Solved. Well done!"));
    else say("status", t("Selected {1}.", sel) + " " + t("Nothing wrong so far."));
    stopClock(!words.length && view.empty === 0);
    $("board").setAttribute("aria-description", $("status").textContent);
  }

  /* ---- the timer: the time on this puzzle, kept with the position ---- */

  function elapsed() {
    return state && state.clock ? (state.clock.stopped || Date.now()) - state.clock.start : 0;
  }

  /* Stopped while the grid is solved; an undo after that runs it on. */
  function stopClock(solved) {
    var clock = state.clock;
    if (solved && !clock.stopped) clock.stopped = Date.now();
    else if (!solved && clock.stopped) { clock.start += Date.now() - clock.stopped; clock.stopped = 0; }
    tick();
  }

  function tick() {
    var s = Math.floor(elapsed() / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    say("timer", (h ? h + ":" + ("0" + m).slice(-2) : m) + ":" + ("0" + s % 60).slice(-2));
  }

  /* The learner's choice, kept: some would rather not race. */
  function showTimer(on) {
    $("show-timer").checked = on;
    $("timer").hidden = !on;
    try { localStorage.setItem("nonet-timer", on ? "shown" : "hidden"); } catch (e) { /* this visit only */ }
  }

  /* ---- changes, with undo ---- */

  function snapshot() { return JSON.stringify({ values: state.values, marks: state.marks }); }

  function remember() {
    history.push(snapshot());
    if (history.length > 2000) history.shift();
    future = [];
  }

  function restore(snap) {
    var last = JSON.parse(snap);
    state.values = last.values; state.marks = last.marks;
    $("auto").checked = !state.marks;
    draw();
  }

  function undo() {
    if (!history.length) { say("status", t("Nothing to undo.")); return; }
    future.push(snapshot());
    restore(history.pop());
  }

  function redo() {
    if (!future.length) { say("status", t("Nothing to redo.")); return; }
    history.push(snapshot());
    restore(future.pop());
  }

  /* ---- progress kept: localStorage and the address's # ---- */

  /* The position in a link: givens, the learner's digits and, with their
   * own marks, each cell's mask in two base-32 digits. */
  function encode() {
    return state.givens + "-" + state.values.join("") +
      (state.marks ? "-" + state.marks.map(function (m) { return ("0" + m.toString(32)).slice(-2); }).join("") : "");
  }

  function decode(code) {
    var m = /^([0-9]{81})-([0-9]{81})(?:-([0-9a-v]{162}))?$/.exec(code || "");
    if (!m) return null;
    var marks = null;
    if (m[3]) {
      marks = [];
      for (var c = 0; c < 81; c++) marks.push(parseInt(m[3].substr(2 * c, 2), 32));
    }
    return { givens: m[1], values: m[2].split("").map(Number), marks: marks };
  }

  /* Written at once on every change (draw calls it): the address's # (so
   * the link opens this position anywhere) and localStorage (with the
   * undo and redo history, so a reload keeps them too). */
  function keep() {
    var code = encode();
    if (location.hash.slice(1) !== code) {
      try { window.history.replaceState(null, "", "#" + code); } catch (e) { location.replace("#" + code); }
    }
    try {
      localStorage.setItem("nonet-app", JSON.stringify({ code: code, history: history, future: future, ms: elapsed() }));
    } catch (e) { /* storage off: the link still holds the position */ }
  }

  /* A kept position on the board (from a link or localStorage). */
  function resume(pos, past, next, ms) {
    state = pos;
    state.clock = { start: Date.now() - (ms || 0), stopped: 0 };
    showInList();
    history = past || []; future = next || [];
    $("auto").checked = !state.marks;
    clearHint();
    return draw();
  }

  /* What the app opens with: the link's position, else the last one, else
   * false (the caller loads a bundled easy puzzle). */
  function resumeKept() {
    var code = decodeURIComponent(location.hash.slice(1)), kept = null;
    try { kept = JSON.parse(localStorage.getItem("nonet-app") || "null"); } catch (e) { kept = null; }
    if (kept && decode(kept.code) && (!code || code === kept.code))   /* a reload: its history too */
      return resume(decode(kept.code), kept.history, kept.future, kept.ms);
    return decode(code) ? resume(decode(code)) : null;
  }

  /* The position in the forms nonet reads back (the line, the pencil-mark
   * grid, HoDoKu's line), from the library. */
  function exportPosition() {
    return ask("web_export", [position()]).then(function (got) {
      if (got.error) { say("status", got.error); return; }
      ["line", "pencilmarks", "hodoku"].forEach(function (form) { $("export-" + form).value = got[form]; });
      $("export").hidden = false;
    });
  }

  function isGiven(c) { return state.givens[c] !== "0"; }

  function place(d) {
    if (isGiven(selected)) { say("status", t("{1} is a given.", cellName(selected))); return; }
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

  /* Run a change that starts from the automatic candidates once they are
   * the board's position's: a mark typed right after a digit, before the
   * board worker has answered for it, must not bring back that digit's
   * candidates in its peers. */
  function withCandidates(change, waited) {
    if (state.marks || state.candidatesOf === position() || state.drawn === waited) return change();
    var drawn = state.drawn;                /* the view of the latest change */
    drawn.then(function () { withCandidates(change, drawn); });
  }

  /* Toggle a pencil mark; the first one switches to the learner's own
   * marks, starting from the automatic ones. */
  function toggleMark(d) {
    var c = selected;
    if (isGiven(c) || state.values[c]) return;
    withCandidates(function () {
      if (state.values[c]) return;
      remember();
      if (!state.marks) state.marks = state.candidates.slice();
      state.marks[c] ^= 1 << (d - 1);
      $("auto").checked = false;
      draw();
    });
  }

  function setAuto(on) {
    withCandidates(function () {
      remember();
      state.marks = on ? null : state.candidates.slice();
      draw();
    });
  }

  function setMode(marks) {
    marksMode = marks;
    $("mode").textContent = t(marks ? "Mode: marks" : "Mode: digits");
    $("mode").setAttribute("aria-pressed", String(marks));
  }

  function input(d) {
    if (whyMode) askWhy(selected, d);
    else if (marksMode) toggleMark(d);
    else place(d);
  }

  /* ---- keyboard and mouse ---- */

  function onKey(e) {
    var moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
    if ((e.ctrlKey || e.metaKey) && (e.key === "y" || e.key === "Z")) redo();
    else if ((e.ctrlKey || e.metaKey) && e.key === "z") undo();
    else if (e.ctrlKey || e.metaKey || e.altKey) return;
    else if (moves[e.key] !== undefined) {
      var c = selected + moves[e.key];
      if (e.key === "ArrowLeft" && selected % 9 === 0 || e.key === "ArrowRight" && selected % 9 === 8 || c < 0 || c > 80) return;
      clickedDigit = 0;
      select(c);
    } else if (e.shiftKey && /^Digit[1-9]$/.test(e.code)) toggleMark(+e.code.slice(5));   /* Shift+digit: a mark */
    else if (/^[1-9]$/.test(e.key)) input(+e.key);
    else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0") erase();
    else if (e.key === "m" || e.key === "M") setMode(!marksMode);
    else if (e.key === "?" || e.key === "w" || e.key === "W") whyButton();
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
    /* The candidate under the pointer, for "Why?" */
    var sub = Math.floor((p.y - LABEL - row * CELL) / 20) * 3 + Math.floor((p.x - LABEL - col * CELL) / 20);
    var shown = state.shown && state.shown.marks[cellName(row * 9 + col)];
    clickedDigit = sub >= 0 && sub < 9 && shown && shown.indexOf(String(sub + 1)) >= 0 ? sub + 1 : 0;
    select(row * 9 + col);
    $("board").focus();
  }

  /* ---- hints and the solve ---- */

  /* A hint of level 1-3 on the learner's own position: its words; at
   * level 1 and up a link to the technique's page; at 2 the places to
   * look marked on the board; at 3 the step drawn on the board, with
   * the legend of its colours and Apply. It lasts while the position does. */
  function hint(level) {
    var pos = position();
    return ask("web_hint", [pos, level, lang]).then(function (h) {
      if (pos !== position()) return;
      clearHint();
      h.pos = pos; h.level = level;
      state.hint = h.technique ? h : null;
      say("hint", h.text || h.error);
      $("hint-page").hidden = !h.technique;
      $("hint-page").textContent = h.name ? t("How {1} works", h.name) : "";
      $("legend").innerHTML = level >= 3 && h.legend ? h.legend : "";
      $("apply").hidden = !(level >= 3 && h.technique);
      if (state.view) render();
    });
  }

  function clearHint() {
    if (!state) return;
    var had = !!state.hint;
    state.hint = null;
    say("hint", "");
    $("hint-page").hidden = $("apply").hidden = $("branch").hidden = true;
    $("legend").innerHTML = "";
    $("page").innerHTML = ""; $("page").hidden = true;
    if (had && state.view) render();
  }

  /* Apply: the hint's step made on the learner's position by the library;
   * its candidates become the learner's own marks (an elimination is not
   * one the automatic marks would keep). */
  function apply() {
    var pos = position();
    return ask("web_apply", [pos]).then(function (got) {
      if (pos !== position()) return;
      if (got.error) { say("hint", got.error); return; }
      remember();
      state.values = got.values.split("").map(Number);
      for (var c = 0; c < 81; c++) if (isGiven(c)) state.values[c] = 0;
      state.marks = got.marks;
      $("auto").checked = false;
      return draw();
    });
  }

  /* The technique's page, as the walkthrough bundles it (from the library,
   * offline), opened below the hint. */
  function showPage() {
    var pos = position();
    return ask("web_technique_page", [pos, lang], "long").then(function (got) {
      if (pos !== position() || got.error) return;
      var doc = new DOMParser().parseFromString(got.section, "text/html");
      var page = doc.getElementById(got.id);
      if (!page) return;
      page.open = true;
      $("page").innerHTML = "";
      $("page").appendChild(document.adoptNode(page));
      $("page").hidden = false;
      $("page").scrollIntoView({ block: "nearest" });
    });
  }

  /* "Why?": why the selected cell cannot be a digit, answered by the
   * library (nonet_why, as `nonet why` answers) and drawn on the board;
   * the digit is the candidate clicked, else the next one typed. */
  var whyMode = false, clickedDigit = 0;
  function whyButton() {
    if (clickedDigit && !state.values[selected] && !isGiven(selected)) return askWhy(selected, clickedDigit);
    whyMode = !whyMode;
    $("why").setAttribute("aria-pressed", String(whyMode));
    if (whyMode) say("hint", t("Why not which digit in {1}? Type or press it.", cellName(selected)));
  }

  function askWhy(c, d) {
    whyMode = false;
    $("why").setAttribute("aria-pressed", "false");
    var pos = position();
    if (state.values[c] || isGiven(c)) { say("hint", t("{1} is filled.", cellName(c))); return Promise.resolve(); }
    say("hint", t("Why not {1} in {2}?…", d, cellName(c)));
    return ask("web_why", [pos, cellName(c), d, lang]).then(function (w) {
      if (pos !== position()) return;
      clearHint();
      if (w.error) { say("hint", w.error); return; }
      state.hint = { pos: pos, why: true, level: w.svg ? 3 : 0, svg: w.svg, peer: w.peer, cell: cellName(c), digit: d };
      say("hint", w.words);
      $("legend").innerHTML = w.legend || "";
      render();
    });
  }

  /* ---- new puzzles: by level, or to practise a technique ---- */

  /* The techniques the generator can require, from the library. */
  function listPractice() {
    return ask("web_practice_list", [lang]).then(function (got) {
      var select = $("technique"), keep = select.value;
      select.innerHTML = "";
      (got.techniques || []).forEach(function (t) {
        var o = document.createElement("option");
        o.value = t.id; o.textContent = t.name;
        select.appendChild(o);
      });
      select.value = keep || "x_wing";
      if (!select.value && select.options.length) select.selectedIndex = 0;
    });
  }

  /* A fresh puzzle from the library's generator in the long worker: of a
   * level, or whose explained solve uses a technique (then Drill goes to
   * the position just before it is needed). */
  function generate(level, technique) {
    var what = technique ? $("technique").selectedOptions[0].textContent : $("new-level").selectedOptions[0].textContent;
    say("message", t("Making a puzzle…") + " (" + what + ")");
    var seed = String(Math.floor(Math.random() * 9007199254740992));
    $("cancel").hidden = false;
    return ask("web_generate", [level, technique, seed], "long").then(function (got) {
      $("cancel").hidden = true;
      if (got.cancelled) { say("message", t("Cancelled: no new puzzle.")); return false; }
      if (got.error) { say("message", t("No puzzle made: {1}", got.error)); return false; }
      if (technique) $("check").checked = false;   /* practice: no checking against the solution by default */
      return load(got.givens).then(function () {
        var drill = got.drill_values ? { values: got.drill_values, marks: got.drill_marks, step: got.drill_step } : null;
        state.drill = drill;
        $("drill").hidden = !drill;
        say("message", drill ? t("New puzzle: {1}, SE {2}. Its solve needs {3} at step {4}: Drill goes just before it.",
                                 t(got.level), got.se.toFixed(1), what, drill.step)
                             : t("New puzzle: {1}, SE {2}.", t(got.level), got.se.toFixed(1)));
        return true;
      });
    });
  }

  /* Drill: the position just before the practised technique is needed. */
  function drill() {
    if (!state.drill) return;
    remember();
    state.values = state.drill.values.split("").map(Number);
    for (var c = 0; c < 81; c++) if (isGiven(c)) state.values[c] = 0;
    state.marks = state.drill.marks.slice();
    $("auto").checked = false;
    say("message", t("Find the {1}.", $("technique").selectedOptions[0].textContent));
    return draw();
  }

  /* The explained solve from the learner's position (or the givens) as the
   * page shows it (its section, its script). */
  function explain(fromGivens) {
    say("grade", t("Explaining…"));
    var pos = fromGivens ? state.givens + "|" + "0".repeat(81) + "|" : position();
    return adoptPage().then(function () {
      return ask("web_explain", [pos, lang], "long");
    }).then(function (got) {
      if (got.error && !got.section) { say("grade", got.error); return; }
      $("solve").innerHTML = got.section || "";
      if (window.nonetSteps) window.nonetSteps($("solve"));
      say("grade", got.steps !== undefined ? t(fromGivens ? "From the givens: {1} steps; hardest: {2}"
                                                        : "From your position: {1} steps; hardest: {2}", got.steps, got.hardest) : "");
      var stage = $("solve").querySelector(".stage");
      if (stage) stage.scrollIntoView({ block: "start" });
    });
  }

  /* The page's style sheet (the legends' too) and script, taken from the
   * library once the first board is drawn (not while the page opens). */
  var adopted = null;
  function adoptPage() {
    return adopted = adopted || ask("web_page_parts", [], "long").then(function (parts) {
      if (parts.error) { adopted = null; return; }   /* cancelled with the lane: asked again next time */
      var head = new DOMParser().parseFromString(parts.head, "text/html");
      var style = document.createElement("style");
      style.textContent = head.querySelector("style").textContent;
      document.head.insertBefore(style, document.head.firstChild);
      var code = new DOMParser().parseFromString(parts.tail, "text/html").querySelector("script").textContent;
      var script = document.createElement("script");
      script.textContent = code;
      document.body.appendChild(script);
    });
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
    $("redo").onclick = redo;
    $("export-button").onclick = exportPosition;
    window.addEventListener("hashchange", function () {
      if (state && location.hash.slice(1) !== encode()) resumeKept();
    });
    $("auto").onchange = function () { setAuto($("auto").checked); };
    $("load-text").onclick = function () { load($("puzzle-text").value); };
    $("level").onchange = function () { load($("level").value).then(function () { $("board").focus(); }); };
    document.querySelectorAll("button.hint").forEach(function (b) { b.onclick = function () { hint(+b.dataset.level); }; });
    $("explain").onclick = function () { explain(false); };
    $("explain-givens").onclick = function () { explain(true); };
    $("apply").onclick = apply;
    $("new").onclick = function () { generate(+$("new-level").value, ""); };
    $("practice").onclick = function () { generate(0, $("technique").value); };
    $("drill").onclick = drill;
    $("cancel").onclick = function () { cancelLane("long"); };
    $("branch-next").onclick = nextBranch;
    $("check").onchange = function () { if (state.view) render(); };
    $("highlight").onchange = function () { if (state.view) render(); };
    $("lang").onchange = function () { setLanguage($("lang").value); };
    $("why").onclick = function () { whyButton(); $("board").focus(); };
    $("hint-page").onclick = showPage;
    $("show-timer").onchange = function () { showTimer($("show-timer").checked); };
    var shown = null;
    try { shown = localStorage.getItem("nonet-timer"); } catch (e) { shown = null; }
    showTimer(shown !== "hidden");
    setInterval(tick, 1000);
  }

  /* For tests (and scripts): load a puzzle or position, a Promise of
   * whether it read; the position as the board shows it. */
  window.nonetLoad = load;
  window.nonetPosition = function () { return state && state.shown ? state.shown : null; };
  window.nonetAppState = function () { return state; };

  wire();
  startEngine();
  var list = listBundled();
  var kept = null;
  try { kept = localStorage.getItem("nonet-lang"); } catch (e) { kept = null; }
  if (kept === "zh") setLanguage(kept); else listPractice();
  /* The kept position, else the first easy puzzle, on the board from the start. */
  (resumeKept() || load(list.length ? list[0].puzzle : "")).then(function () {
    document.body.dataset.ready = Math.round(performance.now());
    adoptPage();                             /* the legends' style, once the board is up */
  });
})();
