/* The CommonJS entry's loader (after the compiled glue and api.js): the
 * WebAssembly beside this file; `ready` resolves once it is compiled, and
 * the exported functions, stable from the start, call the loaded API. */
let loaded = null;
const ready = createNonetModule({ wasmBinary: require('fs').readFileSync(require('path').join(__dirname, 'nonet.wasm')) })
  .then((M) => {
    loaded = nonetApi(M);
    return module.exports;
  });
function loadedApi() {
  if (!loaded) throw new Error("nonet: not loaded yet: await require('nonet').ready first");
  return loaded;
}
const names = ['read', 'solve', 'count', 'explain', 'grade', 'hint', 'why', 'canon', 'generate', 'stepSvg'];
module.exports = { ready };
for (const name of names) module.exports[name] = (...args) => loadedApi()[name](...args);
Object.defineProperty(module.exports, 'version', { enumerable: true, get: () => loadedApi().version });
module.exports.default = module.exports;
