// On 200 puzzles of mixed difficulty (tests/data/mixed-200.txt, hardest
// included), the package gives what the command gives: solve, count,
// explain (every step, both orders), grade and canon.
import test from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { commandJson, mixed, mixedFile, pkgDir } from './support.mjs';

const nonet = await import(join(pkgDir, 'index.mjs'));
const puzzles = mixed();

test('200 puzzles', () => assert.equal(puzzles.length, 200));

test('solve and count', () => {
  const solved = commandJson(['solve', '--format', 'json', mixedFile()]);
  const counted = commandJson(['count', '--format', 'json', '--limit', '3', mixedFile()]);
  puzzles.forEach((p, i) => {
    assert.equal(nonet.solve(p), solved[i].solution === undefined ? null : solved[i].solution, p);
    assert.equal(nonet.count(p, 3), counted[i].count, p);
  });
});

for (const order of ['pipeline', 'se']) {
  test(`explain --order ${order}: every step's technique, notation, eliminations`, () => {
    const theirs = commandJson(['explain', '--format', 'json', '--max-time', '0', '--order', order, mixedFile()]);
    puzzles.forEach((p, i) => {
      const mine = nonet.explain(p, { order });
      assert.equal(mine.status, theirs[i].status, p);
      assert.equal(mine.solution, theirs[i].solution === undefined ? null : theirs[i].solution, p);
      assert.deepEqual(mine.steps, theirs[i].steps, p);
    });
  });
}

test('grade and canon', () => {
  const graded = commandJson(['grade', '--format', 'json', '--max-time', '0', mixedFile()]);
  const canons = commandJson(['canon', '--format', 'json', mixedFile()]);
  puzzles.forEach((p, i) => {
    const g = nonet.grade(p);
    for (const key of ['er', 'ep', 'ed', 'level', 'score', 'steps', 'backtracking'])
      assert.equal(g[key], graded[i][key], `${p} ${key}`);
    assert.equal(g.hardest, graded[i].hardest === undefined ? '' : graded[i].hardest, p);
    assert.equal(nonet.canon(p), canons[i].canon, p);
  });
});
