/*
 * worker.js -- the engine's side of the app: a Web Worker made from a Blob
 * (web/app.js, startEngine) of the package's glue, npm/api.js and this
 * file, so the page never waits for the library. Its first message is the
 * WebAssembly as the page carries it; every later one is {id, name, args}: a call
 * of web/nonet_web.c (or a web_* call of the package's bridge) through the
 * package's API, answered {id, answer} or {id, error}. Calls that come
 * before the module is instantiated wait in order.
 */
"use strict";
(function () {
  var api = null, waiting = [];

  function run(msg) {
    var answer;
    try {
      answer = { id: msg.id, answer: api.callBridge.apply(null, [msg.name].concat(msg.args)) };
    } catch (e) {
      answer = { id: msg.id, error: e.message };
    }
    self.postMessage(answer);
  }

  /* The package's WebAssembly as the page carries it (gzipped, in base64),
   * decoded and compiled here, off the page's thread. */
  function compile(base64) {
    var text = atob(base64), bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    var inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(inflated).arrayBuffer().then(function (wasm) { return WebAssembly.compile(wasm); });
  }

  function start(base64) {
    compile(base64).then(function (wasmModule) {
      return createNonetModule({
        instantiateWasm: function (imports, receive) {
          WebAssembly.instantiate(wasmModule, imports).then(function (instance) { receive(instance, wasmModule); });
          return {};
        }
      });
    }).then(function (M) {
      api = nonetApi(M);
      self.postMessage({ ready: true, version: api.version });
      waiting.forEach(run);
      waiting = [];
    }).catch(function (e) {
      self.postMessage({ failed: String(e && e.message || e) });
    });
  }

  self.onmessage = function (e) {
    if (e.data.wasm64) start(e.data.wasm64);
    else if (api) run(e.data);
    else waiting.push(e.data);
  };
})();
