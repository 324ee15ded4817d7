#!/usr/bin/env bash
# The packed package as a user gets it: `npm install ./nonet-*.tgz` into an
# empty folder with no network, then imported as an ES module and as
# CommonJS, the README's examples run (each block's `// prints:` lines are
# its output), and a TypeScript file using every export type-checked
# against index.d.ts (tsc --noEmit --strict; skipped, status 77, when no
# tsc is installed).
#   npm/test/install.sh TARBALL SOURCE_DIR
set -euo pipefail
tgz=$(realpath "${1:?usage: install.sh TARBALL SOURCE_DIR}")
src=$(realpath "${2:?usage: install.sh TARBALL SOURCE_DIR}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
echo '{"name": "install-test", "private": true}' > package.json
npm install --offline --no-audit --no-fund --ignore-scripts --cache "$dir/.npm-cache" "$tgz" >/dev/null
node --input-type=module -e "import { solve, version } from 'nonet'; if (solve('.'.repeat(81)) !== null || typeof version !== 'string') process.exit(1); console.log('install: ESM imports nonet', version);"
node -e "const n = require('nonet'); n.ready.then(() => { if (n.count('.'.repeat(81), 3) !== 3) process.exit(1); console.log('install: CommonJS requires nonet', n.version); });"

# The README's examples: each \`\`\`js block, run as a module; its output
# must be its "// prints: " lines.
node --input-type=module - "$src/npm/README.md" <<'JS'
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const blocks = [...readFileSync(process.argv[2], 'utf8').matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
if (!blocks.length) throw new Error('no examples in the README');
blocks.forEach((code, i) => {
  const file = `example${i}.mjs`;
  writeFileSync(file, code);
  const wanted = [...code.matchAll(/^\/\/ prints: (.*)$/gm)].map((m) => m[1]).join('\n');
  const got = execFileSync('node', [file], { encoding: 'utf8' }).trimEnd();
  if (got !== wanted) throw new Error(`README example ${i + 1} printed\n${got}\ninstead of\n${wanted}`);
});
console.log(`install: the README's ${blocks.length} examples print what they say`);
JS

tsc=$(command -v tsc || true)
if [[ -z $tsc ]]; then echo "install: no tsc; the types are not checked"; exit 77; fi
cp "$src/npm/test/types.ts" .
"$tsc" --noEmit --strict --target es2020 --lib es2020,dom --module esnext --moduleResolution node types.ts
echo "install: types.ts type-checks against index.d.ts ($("$tsc" --version))"
