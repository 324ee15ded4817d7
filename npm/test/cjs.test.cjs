// The CommonJS entry: `ready` is a Promise; the functions, taken before
// it resolves, throw until then and work after, as the ES module's do.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const P = '001000000890000260205100083000050000000300602408000900640000500089000000000000029';

test('require, await ready, then synchronous calls', async () => {
  const nonet = require(path.join(process.env.NONET_PKG, 'index.cjs'));
  const { solve, grade } = nonet;
  assert.ok(nonet.ready instanceof Promise);
  assert.throws(() => solve(P), /await require\('nonet'\).ready/);
  await nonet.ready;
  const esm = await import(path.join(process.env.NONET_PKG, 'index.mjs'));
  assert.equal(solve(P), esm.solve(P));
  assert.deepEqual(grade(P), esm.grade(P));
  assert.deepEqual(nonet.explain(P), esm.explain(P));
  assert.equal(nonet.version, esm.version);
  assert.throws(() => nonet.read('1234'), { message: 'expected 81 cells, found 4' });
});
