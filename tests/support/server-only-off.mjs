// Loaded with `node --import` by scripts that run lib/ outside Next.js without the react-server condition (which
// would refuse react-dom/server, and with it the mail renderer): `server-only` then resolves to an empty module,
// as it does in the jest tests (tests/jest/empty-module.js). lib/ is loaded as CommonJS (tsx), through this resolver.
import Module from 'node:module';
import { fileURLToPath } from 'node:url';

const empty = fileURLToPath(new URL('../jest/empty-module.js', import.meta.url));
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveWithoutServerOnly(request, ...rest) {
  return request === 'server-only' ? empty : resolve.call(this, request, ...rest);
};
