// The ES module's API, function by function, against the command.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandJson, commandText, pkgDir, sourceFile } from './support.mjs';

const nonet = await import(join(pkgDir, 'index.mjs'));
const P = '001000000890000260205100083000050000000300602408000900640000500089000000000000029';

test('every named export is there', () => {
  for (const name of ['read', 'solve', 'count', 'explain', 'grade', 'hint', 'why', 'canon', 'generate', 'stepSvg'])
    assert.equal(typeof nonet[name], 'function', name);
  assert.equal(typeof nonet.version, 'string');
  assert.ok(nonet.ready instanceof Promise);
});

test('version is the library\'s, as the command says it', () => {
  assert.equal(`nonet ${nonet.version}\n`, commandText(['--version']));
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  assert.equal(pkg.version, nonet.version);
});

test('read: every form, and the parser\'s message when bad', () => {
  const block = readFileSync(sourceFile('puzzles/position.txt'), 'utf8');
  assert.deepEqual(nonet.read(`${P}\n${P}`), [P, P]);
  assert.equal(nonet.read(block)[0], commandJson(['hint', '--format', 'json', sourceFile('puzzles/position.txt')])[0].puzzle);
  assert.throws(() => nonet.read('1234'), (err) => err instanceof Error && err.message === 'expected 81 cells, found 4' && err.line === 1);
  assert.throws(() => nonet.solve('1234'), { message: 'expected 81 cells, found 4' });
  assert.throws(() => nonet.solve(42), TypeError);
});

test('solve and count: null and the limit', () => {
  assert.equal(nonet.solve(P), commandJson(['solve', '--format', 'json', P])[0].solution);
  const many = '.'.repeat(81);
  assert.equal(nonet.solve(many), null);
  assert.equal(nonet.count(many, 7), 7);
  assert.equal(nonet.count(P, 7), 1);
  assert.throws(() => nonet.count(P, 0), RangeError);
});

test('explain: both orders, the command\'s keys', () => {
  for (const order of ['pipeline', 'se']) {
    const mine = nonet.explain(P, { order });
    const theirs = commandJson(['explain', '--format', 'json', '--order', order, P])[0];
    assert.equal(mine.status, theirs.status);
    assert.equal(mine.solution, theirs.solution);
    assert.deepEqual(mine.steps, theirs.steps);
    // the steps' words and page (nonet_step_json's) come through, so the equality covers them
    assert.ok(mine.steps.every((s) => s.words && s.page.startsWith('docs/techniques/')));
  }
  assert.throws(() => nonet.explain(P, { order: 'fast' }), RangeError);
});

test('grade: numbers and strings, none null', () => {
  const g = nonet.grade(P);
  const theirs = commandJson(['grade', '--format', 'json', P])[0];
  for (const key of ['er', 'ep', 'ed', 'level', 'score', 'hardest']) assert.equal(g[key], theirs[key], key);
  assert.equal(typeof g.er, 'number');
  assert.equal(typeof g.level, 'string');
});

test('hint: the ladder on a pencil-mark position, and wrong marks', () => {
  const position = readFileSync(sourceFile('puzzles/position.txt'), 'utf8');
  for (const level of [1, 2, 3]) {
    const theirs = commandJson(['hint', '--format', 'json', '--level', String(level), sourceFile('puzzles/position.txt')])[0];
    const mine = nonet.hint(position, level);
    for (const key of ['status', 'level', 'hint', 'technique', 'step']) assert.deepEqual(mine[key], theirs[key], key);
  }
  const wrongFile = sourceFile('puzzles/position-wrong.txt');
  const wrong = nonet.hint(readFileSync(wrongFile, 'utf8'), 3);
  const theirs = commandJson(['hint', '--format', 'json', '--level', '3', wrongFile])[0];
  assert.equal(wrong.status, 'wrong_marks');
  assert.deepEqual(wrong.wrong, theirs.wrong);
});

test('stepSvg: the position alone, a hint\'s step, an explained step on its position', () => {
  const position = readFileSync(sourceFile('puzzles/position.txt'), 'utf8');
  const step = nonet.hint(position, 3).step;
  const svg = nonet.stepSvg(position, step);
  assert.match(svg, /^<svg/);
  assert.notEqual(svg, nonet.stepSvg(position));
  assert.match(svg, /class="[^"]*elim/);
  const first = nonet.explain(P).steps[0];
  assert.match(nonet.stepSvg(P, first), /^<svg/);
  assert.throws(() => nonet.stepSvg(P, { ...first, text: 'not a step' }), /not one of the position/);
});

test('canon: the command\'s form', () => {
  assert.equal(nonet.canon(P), commandJson(['canon', '--format', 'json', P])[0].canon);
});

test('generate: a seed gives the command\'s puzzles', () => {
  const mine = nonet.generate({ count: 3, level: 'Hard', seed: 7 });
  const theirs = commandText(['generate', '--seed', '7', '--count', '3', '--level', 'Hard'])
    .split('\n').filter((l) => l).map((l) => l.split(' ')[0]);
  assert.deepEqual(mine, theirs);
  const sym = nonet.generate({ count: 2, seed: 18446744073709551615n, symmetry: 'mirror', requires: 'x_wing' });
  const theirsSym = commandText(['generate', '--seed', '18446744073709551615', '--count', '2', '--symmetry', 'mirror', '--requires', 'x_wing'])
    .split('\n').filter((l) => l).map((l) => l.split(' ')[0]);
  assert.deepEqual(sym, theirsSym);
  assert.throws(() => nonet.generate({ level: 'Impossible' }), RangeError);
  assert.throws(() => nonet.generate({ requires: 'no_such' }), /unknown technique/);
});

// Every digit of four cells in puzzles (tests/data/why-positions.txt) and a
// pencil-mark position: the command's answer, reason, peer, words and step,
// its faults thrown with its message; the questions reach every reason but
// "possible" (which nested chains leave to puzzles with no one solution).
test('why: the command\'s answers, every reason', () => {
  const files = [sourceFile('tests/data/why-positions.txt'), sourceFile('puzzles/position.txt')];
  const positions = [...nonet.read(readFileSync(files[0], 'utf8')), readFileSync(files[1], 'utf8')];
  const keys = ['cell', 'digit', 'answer', 'reason', 'peer', 'words', 'step'];
  const pick = (o) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  const seen = new Set();
  for (const cell of ['r1c4', 'r2c3', 'r5c7', 'r9c5']) {
    for (let digit = 1; digit <= 9; digit++) {
      const theirs = commandJson(['why', '--format', 'json', cell, String(digit), ...files]);
      assert.equal(theirs.length, positions.length);
      theirs.forEach((t, i) => {
        seen.add(`${t.answer} ${t.reason}`);
        if (t.status === 'filled') {
          assert.throws(() => nonet.why(positions[i], cell, digit), { message: t.error });
          return;
        }
        assert.equal(t.status, 'ok');
        assert.deepEqual(pick(nonet.why(positions[i], cell, digit)), pick(t), `${t.puzzle} ${cell} ${digit}`);
      });
    }
  }
  for (const reason of ['cannot peer', 'cannot step', 'cannot chain', 'solution null']) assert.ok(seen.has(reason), reason);
  assert.throws(() => nonet.why(positions[0], 'r0c4', 5), { message: "bad cell 'r0c4': a cell is written r1c1 .. r9c9" });
  assert.throws(() => nonet.why(positions[0], 'r1c4', 10), RangeError);
  assert.throws(() => nonet.why('.'.repeat(81), 'r1c1', 5), Error);
});
