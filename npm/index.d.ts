// Types of the nonet package (hand-written; npm/README.md shows each call).
// Every function is synchronous once the module is loaded: importing the
// ES module is enough (top-level await); in CommonJS await `ready` first.
// Bad input throws an Error whose message is the parser's.

/** A cell and a digit, as the command's JSON writes them: `{cell: "r1c2", digit: 5}`. */
export interface Candidate {
  cell: string;
  digit: number;
  [key: string]: unknown;
}

/**
 * One step of a solve: the library's JSON of the step (`nonet explain
 * --format json`), keys unchanged. Keys the library adds appear too.
 */
export interface Step {
  /** The technique's id, e.g. `"naked_pair"`. */
  technique: string;
  /** The step in the field's notation ("Naked Pair: 1,5 in r3c48 => ..."). */
  text: string;
  /** The step in words, English ("In box 3, 5 fits in one cell only: ..."). */
  words: string;
  /** The technique's page in the project's docs ("docs/techniques/naked_pair.md"). */
  page: string;
  placements: Candidate[];
  eliminations: Candidate[];
  /** What the step rests on: digits, cells, units with their roles, links. */
  pattern: Record<string, unknown>;
  [key: string]: unknown;
}

/** `explain`'s result: the command's JSON keys. */
export interface Explained {
  /** The puzzle as 81 characters. */
  puzzle: string;
  /** "solved", or the library's status name: "no_solution", "multiple_solutions", "stalled", "timeout", "out_of_memory", ... */
  status: string;
  /** Why it is not solved (absent when solved). */
  message?: string;
  /** The solution's 81 digits, or null unless solved. */
  solution: string | null;
  /** Every step, in order. */
  steps: Step[];
}

/** `grade`'s result: `nonet grade --format json`'s keys. */
export interface Grade {
  /** Sudoku Explainer's rating (ER). */
  er: number;
  /** SE's pearl rating (EP). */
  ep: number;
  /** SE's diamond rating (ED). */
  ed: number;
  /** The same as er (the command's "rating"). */
  rating: number;
  /** HoDoKu's level: "Easy", "Medium", "Hard", "Unfair", "Extreme" or "backtracking". */
  level: string;
  /** HoDoKu's score. */
  score: number;
  /** The id of the hardest step's technique ("" when no logic step was made). */
  hardest: string;
  /** Logic steps made. */
  steps: number;
  unknown_steps: number;
  /** Logic stalled: backtracking finished the puzzle (er is a lower bound). */
  backtracking: boolean;
  timeout: boolean;
}

/** A wrong digit or mark of the player's position (`nonet hint`'s "wrong"). */
export interface Wrong {
  cell: string;
  kind: 'value' | 'mark' | 'suspect';
  /** The solution's digit (at level 3). */
  digit?: number;
}

/** `hint`'s result: `nonet hint --format json`'s keys. */
export interface Hint {
  /** "ok", "solved", "wrong_marks" or "stalled". */
  status: string;
  /** With "wrong_marks": what is wrong. */
  wrong?: Wrong[];
  level?: number;
  /** The hint's sentence at that level. */
  hint?: string;
  /** The technique's id. */
  technique?: string;
  /** At level 3: the whole step. */
  step?: Step;
}

/** `why`'s result: `nonet why CELL DIGIT --format json`'s keys. */
export interface Why {
  /** The question: the cell ("r3c4") and the digit. */
  cell: string;
  digit: number;
  /** "cannot" (reason says why), "possible" (no technique removes it yet) or "solution" (it is the cell's digit). */
  answer: 'cannot' | 'possible' | 'solution';
  /** With "cannot": "peer" (a peer holds the digit), "step" (a technique's step removes it) or "chain" (assumed, it leads to a contradiction); else null. */
  reason: 'peer' | 'step' | 'chain' | null;
  /** With "peer": the cell holding the digit; else null. */
  peer: string | null;
  /** The answer in words, English ("r1c2 sees the 2 in r1c4 (row 1), so it cannot be 2."). */
  words: string;
  /** With "step" and "chain": the step that removes it; else null. */
  step: Step | null;
}

export interface ExplainOptions {
  /** "pipeline" (HoDoKu's order, the default) or "se" (Sudoku Explainer's). */
  order?: 'pipeline' | 'se';
}

export interface GenerateOptions {
  /** How many puzzles (1 by default). */
  count?: number;
  /** HoDoKu's level: "Easy", "Medium", "Hard", "Unfair" or "Extreme". */
  level?: string;
  /** Bounds of the SE rating, as `--min-er` and `--max-er`. */
  minEr?: number;
  maxEr?: number;
  /** `--seed`: the same seed gives the command's puzzles (random when absent). */
  seed?: number | bigint | string;
  /** "none", "rotational", "quarter", "diagonal", "antidiagonal", "mirror" or "bimirror". */
  symmetry?: string;
  /** A technique id the solve must use. */
  requires?: string;
}

/** Every puzzle of the text (any form nonet reads) as 81-character strings; throws with the parser's message. */
export function read(text: string): string[];
/** The solution's 81 digits, or null when the puzzle has none or several. */
export function solve(puzzle: string): string | null;
/** The number of solutions, at most limit (2 by default). */
export function count(puzzle: string, limit?: number): number;
/** The explained solve. */
export function explain(puzzle: string, options?: ExplainOptions): Explained;
/** The grade on SE's and HoDoKu's scales. */
export function grade(puzzle: string): Grade;
/** The hint ladder (level 1, 2 or 3) on a position in any form, pencil marks included. */
export function hint(position: string, level?: 1 | 2 | 3): Hint;
/** Why a cell ("r3c4") can or cannot be a digit in a position (pencil marks included); throws for a filled cell or a position without one solution. */
export function why(position: string, cell: string, digit: number): Why;
/** The canonical form (81 characters) of the puzzle's filled cells. */
export function canon(puzzle: string): string;
/** Puzzles with one solution, as `nonet generate` makes them. */
export function generate(options?: GenerateOptions): string[];
/** The SVG picture of the position with a step (from explain or hint on that position) drawn on it; the position alone without one. */
export function stepSvg(position: string, step?: Step | null): string;
/** The library's version, "MAJOR.MINOR.PATCH". */
export const version: string;
/** Resolves when the WebAssembly is loaded (already so once the ES module's import resolves). */
export const ready: Promise<unknown>;

declare const nonet: {
  read: typeof read; solve: typeof solve; count: typeof count; explain: typeof explain; grade: typeof grade;
  hint: typeof hint; why: typeof why; canon: typeof canon; generate: typeof generate; stepSvg: typeof stepSvg;
  version: string;
};
export default nonet;
