/*
 * api.js -- the package's JavaScript API over the bridge (bridge/nonet_bridge.c),
 * shared by the ES module, the CommonJS entry and the app (web/): each of
 * them loads the WebAssembly its own way and calls nonetApi(module).
 * Every bridge call answers one JSON object; an "error" member becomes a
 * thrown Error carrying the parser's message (and line, column when known).
 * Steps pass through as the library's JSON (nonet_step_json): keys it adds
 * appear here with no change.
 */
function nonetApi(M) {
  'use strict';
  const ORDERS = { pipeline: 0, se: 1 };
  const LEVELS = { easy: 1, medium: 2, hard: 3, unfair: 4, extreme: 5 };
  const solver = M._nj_solver_new();
  if (!solver) throw new Error('nonet: out of memory');

  /* A string copied into the module's memory (freed by the caller). */
  function cString(text) {
    const size = M.lengthBytesUTF8(text) + 1;
    const ptr = M._malloc(size);
    if (!ptr) throw new Error('nonet: out of memory');
    M.stringToUTF8(text, ptr, size);
    return ptr;
  }

  /* Call a bridge function: strings become C strings, the answer's JSON
   * is parsed and released; an error is thrown. */
  function call(fn, ...args) {
    const owned = [];
    try {
      const raw = args.map((arg) => {
        if (typeof arg !== 'string') return arg;
        const ptr = cString(arg);
        owned.push(ptr);
        return ptr;
      });
      const out = fn(...raw);
      if (!out) throw new Error('nonet: out of memory');
      const answer = JSON.parse(M.UTF8ToString(out));
      M._nj_free(out);
      if (answer.error !== undefined) {
        const err = new Error(answer.error);
        if (answer.line !== undefined) err.line = answer.line;
        if (answer.column !== undefined) err.column = answer.column;
        throw err;
      }
      return answer;
    } finally {
      owned.forEach((ptr) => M._free(ptr));
    }
  }

  function text(value, what) {
    if (typeof value !== 'string') throw new TypeError(`nonet: ${what} must be a string`);
    return value;
  }

  function read(input) {
    return call(M._nj_read, text(input, 'the input')).puzzles;
  }

  function solve(puzzle) {
    return call(M._nj_solve, text(puzzle, 'the puzzle')).solution;
  }

  function count(puzzle, limit = 2) {
    if (!Number.isInteger(limit) || limit < 1 || limit > 0x7fffffff) throw new RangeError('nonet: limit must be an integer from 1');
    return call(M._nj_count, text(puzzle, 'the puzzle'), limit).count;
  }

  function explain(puzzle, options = {}) {
    const order = ORDERS[options.order === undefined ? 'pipeline' : options.order];
    if (order === undefined) throw new RangeError("nonet: order must be 'pipeline' or 'se'");
    return call(M._nj_explain, solver, text(puzzle, 'the puzzle'), order);
  }

  function grade(puzzle) {
    return call(M._nj_grade, solver, text(puzzle, 'the puzzle'));
  }

  function hint(position, level = 1) {
    if (![1, 2, 3].includes(level)) throw new RangeError('nonet: level must be 1, 2 or 3');
    return call(M._nj_hint, solver, text(position, 'the position'), level);
  }

  function why(position, cell, digit) {
    if (!Number.isInteger(digit) || digit < 1 || digit > 9) throw new RangeError('nonet: digit must be an integer from 1 to 9');
    return call(M._nj_why, solver, text(position, 'the position'), text(cell, 'the cell'), digit);
  }

  function canon(puzzle) {
    return call(M._nj_canon, text(puzzle, 'the puzzle')).canon;
  }

  function generate(options = {}) {
    const n = options.count === undefined ? 1 : options.count;
    if (!Number.isInteger(n) || n < 0 || n > 0x7fffffff) throw new RangeError('nonet: count must be an integer from 0');
    const level = options.level === undefined ? 0 : LEVELS[String(options.level).toLowerCase()];
    if (level === undefined) throw new RangeError('nonet: level must be Easy, Medium, Hard, Unfair or Extreme');
    const seed = options.seed === undefined ? BigInt(Math.floor(Math.random() * 2 ** 53)) : BigInt(options.seed);
    if (seed < 0n || seed >= 2n ** 64n) throw new RangeError('nonet: seed must be from 0 to 2**64 - 1');
    return call(M._nj_generate, solver, 0, n, level, options.minEr || 0, options.maxEr || 0,
      options.symmetry || '', options.requires || '', seed.toString()).puzzles;
  }

  /* The step is found again among the position's instances of its
   * technique (or is its next step) by its JSON, so any step object this
   * package gave for that position draws. */
  function stepSvg(position, step) {
    text(position, 'the position');
    if (step === undefined || step === null) return call(M._nj_step_svg, solver, position, '', -1).svg;
    const known = call(M._nj_find, solver, position, text(step.technique, 'step.technique'));
    const wanted = JSON.stringify(step);
    let index = known.steps.findIndex((s) => JSON.stringify(s) === wanted);
    if (index < 0 && JSON.stringify(known.next) === wanted) index = -1;
    else if (index < 0) throw new Error("nonet: the step is not one of the position's");
    return call(M._nj_step_svg, solver, position, step.technique, index).svg;
  }

  const version = M.UTF8ToString(M._nj_version());
  const api = { read, solve, count, explain, grade, hint, why, canon, generate, stepSvg, version };
  /* The app (web/) calls its own bridge functions (web/nonet_web.c, linked
   * into this module) the same way; not part of the package's API. */
  Object.defineProperty(api, 'callBridge', { value: (name, ...args) => call(M[`_${name}`], ...args) });
  return api;
}
