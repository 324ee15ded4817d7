// Type-checked against index.d.ts (tsc --noEmit --strict) by install.sh:
// every export used, and its results used as the .d.ts types them.
import nonet, {
  read, solve, count, explain, grade, hint, why, canon, generate, stepSvg, version, ready,
  Step, Grade, Explained, Hint, Candidate, Why,
} from 'nonet';

const puzzle: string = read('001000000890000260205100083000050000000300602408000900640000500089000000000000029')[0];
const solution: string | null = solve(puzzle);
const n: number = count(puzzle, 2);
const explained: Explained = explain(puzzle, { order: 'se' });
const first: Step = explained.steps[0];
const elims: Candidate[] = first.eliminations;
const cell: string = elims.length ? elims[0].cell : first.placements[0].cell;
const g: Grade = grade(puzzle);
const er: number = g.er + g.ep + g.ed + g.score;
const level: string = g.level + g.hardest;
const h: Hint = hint(puzzle, 3);
const svg: string = stepSvg(puzzle, h.step ?? first) + stepSvg(puzzle);
const form: string = canon(puzzle);
const made: string[] = generate({ count: 1, level: 'Hard', seed: 7n, symmetry: 'rotational', requires: 'x_wing', minEr: 2, maxEr: 9 });
const words: string = first.words + first.page;
let reason: string | null = null;
try {
  const w: Why = why(puzzle, 'r1c1', 7);
  reason = w.answer === 'cannot' ? w.reason : w.words + (w.step ? w.step.text : '') + (w.peer ?? '');
} catch (err) {
  if (!(err instanceof Error)) throw err;
}
const v: string = version + nonet.version;
ready.then(() => console.log(solution, n, cell, er, level, svg.length, form, made, reason, words, v));
