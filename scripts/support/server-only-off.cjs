// Loaded with `node --require` by scripts that run lib/ outside Next.js without the react-server condition (which
// would refuse react-dom/server, and with it the mail renderer): `server-only` then resolves to an empty module,
// as it does in the jest tests (jest/empty-module.js).
const Module = require('node:module');
const path = require('node:path');

const empty = path.join(__dirname, '..', '..', 'jest', 'empty-module.js');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveWithoutServerOnly(request, ...rest) {
  return request === 'server-only' ? empty : resolve.call(this, request, ...rest);
};
