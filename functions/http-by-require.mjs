// An esbuild plugin for every Lambda bundle (functions/build.mjs): `node:http` is loaded with require(), not as an
// ES module. Under node 22 (Lambda's nodejs22.x), importing `node:http` as an ES module builds its module facade,
// which reads every export, and `WebSocket`, `CloseEvent` and `MessageEvent` are getters that load undici (node's
// fetch): 15–50 ms on the first call that needs `node:http` (the outbound guard's requests, net/safe-fetch.ts; the
// SDK's agent for an http:// endpoint). require() returns the module without the facade (test/bench/README.md,
// "Cold start, round 5").

/** `node:http`'s exports as plain values (its getters `globalAgent` and `maxHeaderSize` stay on the default export). */
const names = [
  'METHODS',
  'STATUS_CODES',
  'Agent',
  'ClientRequest',
  'IncomingMessage',
  'OutgoingMessage',
  'Server',
  'ServerResponse',
  'createServer',
  'validateHeaderName',
  'validateHeaderValue',
  'get',
  'request',
  'setMaxIdleHTTPParsers',
];

export function httpByRequirePlugin() {
  return {
    name: 'http-by-require',
    setup(build) {
      build.onResolve({ filter: /^(node:)?http$/ }, ({ namespace }) =>
        // The module's own require() is external: node's http itself.
        namespace === 'http-by-require'
          ? { path: 'node:http', external: true }
          : { path: 'http', namespace: 'http-by-require' },
      );
      build.onLoad({ filter: /.*/, namespace: 'http-by-require' }, () => ({
        // Every bundle file starts with `const require = createRequire(import.meta.url)` (functions/build.mjs's banner).
        contents: `const http = require('node:http');\nexport default http;\nexport const { ${names.join(', ')} } = http;\n`,
        loader: 'js',
      }));
    },
  };
}
