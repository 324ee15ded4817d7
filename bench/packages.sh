#!/usr/bin/env bash
# The packages side by side in one run: explain per puzzle in Node (the npm
# package, WebAssembly) and natively (libnonet.so through the Python
# module, which builds and parses the same JSON), ROUNDS rounds alternating
# the two, each process explaining the file once untimed first, each
# puzzle's best CPU time (the process's user + system) kept. Reported twice: the whole call, and
# the library's own share (the call less parsing its answer's JSON, which
# each side times apart on the same text: JSON.parse, json.loads). Then one
# Hard puzzle generated per seed (1..SEEDS), in Node and natively, and the
# tarball's size (npm pack gzips it).
#   bench/packages.sh BUILD_DIR [PUZZLES] [ROUNDS] [SEEDS]
set -euo pipefail
build=$(realpath "${1:?usage: packages.sh BUILD_DIR [PUZZLES] [ROUNDS] [SEEDS]}")
here=$(dirname "$(realpath "$0")")
puzzles=$(realpath "${2:-$here/../tests/data/mixed-200.txt}")
rounds=${3:-3}
seeds=${4:-100}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for r in $(seq "$rounds"); do
  node "$here/packages_time.mjs" "$build/npm/nonet" "$puzzles" 1 $((r == 1 ? seeds : 0)) > "$out/node$r.json"
  PYTHONPATH="$build/python" python3 "$here/packages_time.py" "$puzzles" 1 $((r == 1 ? seeds : 0)) > "$out/native$r.json"
done
tgz=$(ls "$build"/npm/nonet-*.tgz)
node --input-type=module - "$out" "$rounds" "$tgz" <<'JS'
import { readFileSync, statSync } from 'node:fs';
const [dir, rounds, tgz] = process.argv.slice(2);
const load = (name, r) => JSON.parse(readFileSync(`${dir}/${name}${r}.json`, 'utf8'));
const best = (name, key) => {
  const runs = Array.from({ length: Number(rounds) }, (_, i) => load(name, i + 1)[key]);
  return runs[0].map((_, i) => Math.min(...runs.map((run) => run[i])));
};
const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const node = best('node', 'explain'), native = best('native', 'explain');
const nodeCore = node.map((t, i) => t - best('node', 'parse')[i]);
const nativeCore = native.map((t, i) => t - best('native', 'parse')[i]);
const report = (what, a, b) => {
  const ratios = a.map((t, i) => t / b[i]);
  console.log(`  ${what}: median ms Node ${q(a, 0.5).toFixed(2)}, native ${q(b, 0.5).toFixed(2)}; ratio of medians x${(q(a, 0.5) / q(b, 0.5)).toFixed(2)}; per-puzzle ratio median x${q(ratios, 0.5).toFixed(2)}, p90 x${q(ratios, 0.9).toFixed(2)}; totals ${(a.reduce((x, y) => x + y) / 1000).toFixed(2)} s vs ${(b.reduce((x, y) => x + y) / 1000).toFixed(2)} s`);
};
const gen = load('node', 1).generate, genNative = load('native', 1).generate;
console.log(`explain, ${node.length} puzzles, best of ${rounds} rounds each:`);
report('the call (explain(), its JSON parsed)', node, native);
report('the library alone (less the parse)', nodeCore, nativeCore);
const genLine = (xs) => `median ${q(xs, 0.5).toFixed(1)} ms, p95 ${q(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`generate one Hard puzzle, seeds 1..${gen.length}: Node ${genLine(gen)}; native ${genLine(genNative)}`);
console.log(`package: ${tgz.split('/').pop()} ${statSync(tgz).size} bytes (gzipped tarball)`);
JS
