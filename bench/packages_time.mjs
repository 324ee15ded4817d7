// The npm package's side of bench/packages.sh: per puzzle of a file, the
// wall time of explain (the best of REPS), and the time of generate for
// one Hard puzzle per seed. Prints JSON: {"explain": [ms...], "generate": [ms...]}.
//   node bench/packages_time.mjs PACKAGE_DIR PUZZLES REPS SEEDS
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [pkg, file, reps, seeds] = process.argv.slice(2);
const nonet = await import(join(pkg, 'index.mjs'));
const puzzles = nonet.read(readFileSync(file, 'utf8'));
const best = (fn) => {
  let least = Infinity;
  for (let r = 0; r < Number(reps); r++) {
    const t = performance.now();
    fn();
    least = Math.min(least, performance.now() - t);
  }
  return least;
};
const explain = puzzles.map((p) => best(() => nonet.explain(p)));
const generate = [];
for (let seed = 1; seed <= Number(seeds); seed++) {
  const t = performance.now();
  nonet.generate({ count: 1, level: 'Hard', seed });
  generate.push(performance.now() - t);
}
console.log(JSON.stringify({ explain, generate }));
