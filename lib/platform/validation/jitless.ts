import { config } from 'zod';

// Imported first by every module that builds a schema, so that it is in force before the first one is built: zod
// decides at a schema's construction whether to compile its parser, probing `Function('')`, and in the browser,
// under a CSP without 'unsafe-eval', that probe is reported as a violation on every page with a form. (A module
// re-exporting `z` would do it too, but the bundler then keeps all of zod, its locales included, in the forms' chunk.)
config({ jitless: true });
