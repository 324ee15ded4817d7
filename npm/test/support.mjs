// What the package's tests share: where the package, the command and the
// sources are (ctest sets NONET_PKG, NONET and NONET_SOURCE), and the
// command's JSON lines for a file of puzzles.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const pkgDir = process.env.NONET_PKG;
export const command = process.env.NONET;
export const source = process.env.NONET_SOURCE;
if (!pkgDir || !command || !source) throw new Error('set NONET_PKG, NONET and NONET_SOURCE');

/* The command speaks English here, as the package's words do, whatever
 * the caller's locale. */
const env = { ...process.env, LC_ALL: 'C' };
delete env.LANGUAGE;

/* The command's output: its JSON lines parsed (a non-zero exit, which a
 * batch with unsolved puzzles gives, is not a failure here). */
export function commandJson(args) {
  let out;
  try {
    out = execFileSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'], env });
  } catch (err) {
    out = err.stdout;
  }
  return out.split('\n').filter((line) => line).map((line) => JSON.parse(line));
}

export function commandText(args) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env });
}

export const mixedFile = () => join(source, 'tests/data/mixed-200.txt');
export const mixed = () => readFileSync(mixedFile(), 'utf8').split('\n').filter((l) => /^[0-9.]{81}$/.test(l));
export const sourceFile = (name) => join(source, name);
