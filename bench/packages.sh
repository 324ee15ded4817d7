#!/usr/bin/env bash
# The packages side by side in one run: explain per puzzle in Node (the npm
# package, WebAssembly) and natively (libnonet.so through the Python
# module, which builds and parses the same JSON), ROUNDS rounds alternating
# the two, each puzzle's best time kept; then one Hard puzzle generated in
# Node per seed (1..SEEDS), and the tarball's size (npm pack gzips it).
#   bench/packages.sh BUILD_DIR [PUZZLES] [ROUNDS] [SEEDS]
set -euo pipefail
build=$(realpath "${1:?usage: packages.sh BUILD_DIR [PUZZLES] [ROUNDS] [SEEDS]}")
here=$(dirname "$(realpath "$0")")
puzzles=$(realpath "${2:-$here/../tests/data/mixed-200.txt}")
rounds=${3:-3}
seeds=${4:-40}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for r in $(seq "$rounds"); do
  node "$here/packages_time.mjs" "$build/npm/nonet" "$puzzles" 1 $((r == 1 ? seeds : 0)) > "$out/node$r.json"
  PYTHONPATH="$build/python" python3 "$here/packages_time.py" "$puzzles" 1 > "$out/native$r.json"
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
const ratios = node.map((t, i) => t / native[i]);
const gen = load('node', 1).generate;
console.log(`explain, ${node.length} puzzles, best of ${rounds} rounds each:`);
console.log(`  median ms: Node (WebAssembly) ${q(node, 0.5).toFixed(2)}, native ${q(native, 0.5).toFixed(2)}; ratio of medians x${(q(node, 0.5) / q(native, 0.5)).toFixed(2)}`);
console.log(`  per-puzzle ratio Node/native: median x${q(ratios, 0.5).toFixed(2)}, p90 x${q(ratios, 0.9).toFixed(2)}; totals ${(node.reduce((a, b) => a + b) / 1000).toFixed(2)} s vs ${(native.reduce((a, b) => a + b) / 1000).toFixed(2)} s`);
console.log(`generate one Hard puzzle in Node, ${gen.length} seeds: median ${q(gen, 0.5).toFixed(1)} ms, p95 ${q(gen, 0.95).toFixed(1)} ms, max ${Math.max(...gen).toFixed(1)} ms`);
console.log(`package: ${tgz.split('/').pop()} ${statSync(tgz).size} bytes (gzipped tarball)`);
JS
