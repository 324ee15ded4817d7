// The npm package's side of bench/packages.sh: per puzzle of a file, the
// CPU time of explain (the best of REPS, after a warm-up pass) and of JSON.parse on its answer's
// text alone (so the WebAssembly's own share is the difference), and the
// time of generate for one Hard puzzle per seed. Prints JSON:
// {"explain": [ms...], "parse": [ms...], "generate": [ms...]}.
//   node bench/packages_time.mjs PACKAGE_DIR PUZZLES REPS SEEDS
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [pkg, file, reps, seeds] = process.argv.slice(2);
const nonet = await import(join(pkg, 'index.mjs'));
const puzzles = nonet.read(readFileSync(file, 'utf8'));
// The process's CPU time (user + system, ms): a busy machine stretches the
// wall clock, not this.
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const best = (fn) => {
  let least = Infinity;
  for (let r = 0; r < Number(reps); r++) {
    const t = cpu();
    fn();
    least = Math.min(least, cpu() - t);
  }
  return least;
};
// One untimed pass first: V8 runs WebAssembly compiled by its baseline
// compiler until it has optimised the hot functions, and a long-lived app
// runs the optimised code.
puzzles.forEach((p) => nonet.explain(p));
const explain = puzzles.map((p) => best(() => nonet.explain(p)));
const parse = puzzles.map((p) => {
  const text = JSON.stringify(nonet.explain(p));
  return best(() => JSON.parse(text));
});
const generate = [];
for (let seed = 1; seed <= Number(seeds); seed++) generate.push(best(() => nonet.generate({ count: 1, level: 'Hard', seed })));
console.log(JSON.stringify({ explain, parse, generate }));
