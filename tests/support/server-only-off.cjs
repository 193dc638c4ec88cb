// Preloaded (node --require) by the processes the intake crash tests start (tests/support/intake-crash.ts).
// The site's server code imports 'server-only', which throws when loaded outside Next.js's server
// bundles. The react-server condition would quiet it, but would also swap react-dom/server, which
// the mail templates render with; so, as jest's moduleNameMapper does, an empty module takes its place.
const Module = module.constructor; // node:module's Module, without a require()

const id = require.resolve('server-only');
const empty = new Module(id);
empty.filename = id;
empty.loaded = true;
empty.exports = {};
require.cache[id] = empty;
