// Loaded with `node --import` after tsx by the processes that open lib/ from an ES module (.mts) under Node 20.
// There tsx hands Node a CommonJS file imported from an ES module as a data: URL of its compiled code (the file's
// path in its query), and an `import()` inside that file (lib/platform/db's `import('@prisma/adapter-pg')`, loaded
// only on PostgreSQL) is resolved from that data: URL, which tsx cannot resolve from: "Failed to resolve module
// specifier ... Invalid URL". This hook, registered after tsx's and so run before it, resolves such an import from
// the file the data: URL stands for.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

// Node runs the hooks of a registered module in a thread of their own, where this file is loaded again.
if (isMainThread) register(import.meta.url);

const compiledCommonJs = 'data:text/javascript,';

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (!parent?.startsWith(compiledCommonJs)) return nextResolve(specifier, context);
  const file = new URLSearchParams(parent.slice(parent.lastIndexOf('?') + 1)).get('filePath');
  if (!file) return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, parentURL: pathToFileURL(file).href });
}
