import { z } from 'zod';

// Every schema of the site is built with this `z`, so the setting below is in force before the first one is:
// zod decides at a schema's construction whether to compile its parser, probing `Function('')`, and in the
// browser, under a CSP without 'unsafe-eval', that probe is reported as a violation on every page with a form.
// A setting in one schema module would depend on the order in which a page happens to import the others.
z.config({ jitless: true });

export { z };
