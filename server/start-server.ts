// `npm start`: Next.js's production server behind a plain Node HTTP server, which sends each response its
// Content-Security-Policy, keeps prerendered and listing pages in memory and rewrites pages so that their
// scripts start after the first paint (server/page-responder.ts), and records who is on the other end of
// the connection. `next start` keeps any X-Forwarded-For a
// client sends and only fills it in when it is absent, so a route handler cannot tell a forged
// address from the socket's. Appending the socket's peer address here makes the header's last
// entry the connection itself; lib/platform/http/network-edge.ts reads it, trusting TRUSTED_PROXY_HOPS more.
//   node dist-server/start-server.mjs [--port 3000] [--hostname 0.0.0.0]   (PORT and HOSTNAME work too)
// (`npm run build` bundles this file and what it imports into dist-server/, scripts/build/build-server.mjs.)
import next from 'next';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { DEFAULT_TILE_URL, tileImageSources, tileUrlProblem } from '../lib/platform/tile-template.mjs';
import { distDirOf, originMismatch } from './build-origin';
import { createCatalogueView, readBuildCatalogue } from './catalogue';
import {
  contentSecurityPolicy,
  isCatalogueEditor,
  isStaffArea,
  noncePolicies,
  prerenderedPolicy,
  readCspManifest,
  reportingEndpoints,
} from './csp';
import { beforeHead, PageResponse } from './hydrate-after-paint';
import { loadListingUrl } from './listing-url-bundle';
import { freshNonce } from './nonce';
import { createPageResponder } from './page-responder';
import { createBrotliStatic } from './static-brotli';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';

/** A setting or build the server cannot run with: says which, and stops before listening. */
function refuseToStart(problem: string): never {
  console.error(problem);
  process.exit(1);
}

const mismatch = originMismatch();
if (mismatch) refuseToStart(mismatch);

const tileUrl = process.env.MAP_TILE_URL || DEFAULT_TILE_URL;
const tileProblem = tileUrlProblem(tileUrl);
if (tileProblem) refuseToStart(`MAP_TILE_URL ${tileProblem}: ${tileUrl}`);
// Read at start, not at build: prerendered pages fetch the tile settings from /api/map-tiles too.
const tileSources = tileImageSources(tileUrl);
const policyWithNonce = noncePolicies(tileSources);

const cspManifest =
  readCspManifest(distDirOf()) ??
  refuseToStart(
    `${distDirOf()} holds no Content-Security-Policy manifest (nestora-csp.json): build with \`npm run build\`, whose last step writes it.`,
  );

/**
 * Gives the request a fresh nonce in a CSP request header, which Next.js reads to put that nonce on
 * every script of a page it renders now, and sends the response's own policy: a prerendered page's
 * (Next.js marks those with x-nextjs-prerender) allows exactly its recorded inline scripts, anything
 * else the nonce. A response that brings its own policy (the image optimiser's) keeps it.
 */
function applyContentSecurityPolicy(request: IncomingMessage, response: ServerResponse): void {
  // Next's hashed build files are no documents: they keep their headers lean (next.config.mjs).
  if (request.url?.startsWith('/_next/static/')) return;
  const [pathname = '/'] = (request.url ?? '/').split('?', 1);
  const noncePolicy = policyWithNonce({ nonce: freshNonce(), staff: isStaffArea(pathname), editor: isCatalogueEditor(pathname) });
  request.headers['content-security-policy'] = noncePolicy;
  beforeHead(response, (status, headers) => {
    if (headers['content-security-policy'] !== undefined) return;
    const policy =
      (headers['x-nextjs-prerender'] !== undefined && prerenderedPolicy(cspManifest, pathname, status, tileSources)) || noncePolicy;
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader('Reporting-Endpoints', reportingEndpoints);
  });
}

// lib/platform/process/remember.ts's slots, shared with the app's bundles through the process alone; the drain state
// (lib/platform/process/drain.ts, whose DrainState this is) is created here so it exists before any bundle loads.
type Hook = () => Promise<unknown> | unknown;
type DrainState = { draining: boolean; hooks: { work: Hook[]; close: Hook[] } };
const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
const remembered = (holder[Symbol.for('nestora.remembered')] ??= new Map<string, unknown>());
if (!remembered.has('drain')) remembered.set('drain', { draining: false, hooks: { work: [], close: [] } } satisfies DrainState);
const drainState = remembered.get('drain') as DrainState;

const canonicalListingUrl =
  (await loadListingUrl(distDirOf())) ??
  refuseToStart(
    `${distDirOf()} holds no listing address bundle (nestora-listing-url.mjs): build with \`npm run build\`, whose last step writes it.`,
  );

const buildCatalogue =
  readBuildCatalogue(distDirOf()) ??
  refuseToStart(
    `${distDirOf()} holds no record of its data files (nestora-catalogue.json): build with \`npm run build\`, whose last step writes it.`,
  );

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const respond = createPageResponder({
  handle,
  applyContentSecurityPolicy,
  // A kept page's inline scripts are allowed by their hashes, taken from the very HTML kept.
  keptPagePolicy: (hashes) => contentSecurityPolicy({ hashes, tileSources }),
  canonicalListingUrl,
  catalogue: createCatalogueView(distDirOf(), buildCatalogue),
});
const brotliStatic = createBrotliStatic(distDirOf());
// Every response a PageResponse: its body can go through the rewrite's pipeline (server/hydrate-after-paint.ts).
const server = createServer({ ServerResponse: PageResponse }, (request, response) => {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
  brotliStatic(request, response, () => respond(request, response));
});
server.listen(port, hostname, () => {
  console.log(`▲ Nestora Realty ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
const DRAIN_LIMIT_MS = 10_000;

/**
 * SIGTERM (or Ctrl-C): answer /api/health with 503 so a load balancer stops sending, take no new
 * connections, let in-flight requests and outbox deliveries finish for up to 10 s, close the
 * database, exit.
 */
async function drain(signal: NodeJS.Signals) {
  const state = drainState;
  if (state.draining) return;
  state.draining = true;
  console.log(`${signal}: draining (up to ${DRAIN_LIMIT_MS / 1000} s)`);
  const deadline = setTimeout(() => {
    console.error('Drain limit reached; exiting with work unfinished (the outbox retries it after restart).');
    process.exit(1);
  }, DRAIN_LIMIT_MS);
  deadline.unref();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const runAll = (hooks: Hook[]) =>
    Promise.allSettled(hooks.map((hook) => hook())).then((results) => {
      for (const result of results) if (result.status === 'rejected') console.error('Drain step failed', result.reason);
    });
  await Promise.all([closed, runAll(state.hooks.work)]);
  await runAll(state.hooks.close);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void drain(signal));
