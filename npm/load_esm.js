/* The ES module's loader (after the compiled glue and api.js): the
 * WebAssembly beside this file, read from disk in Node, fetched in
 * browsers and workers; top-level await, so every function is ready once
 * the import resolves. */
const wasmUrl = new URL('./nonet.wasm', import.meta.url);
const wasmBinary = typeof process === 'object' && process.versions && process.versions.node
  ? await (await import('node:fs/promises')).readFile(wasmUrl)
  : await (await fetch(wasmUrl)).arrayBuffer();
const api = nonetApi(await createNonetModule({ wasmBinary }));
export const { read, solve, count, explain, grade, hint, why, canon, generate, stepSvg, version } = api;
export const ready = Promise.resolve(api);
export default api;
