// Throughput of `npm start` (server/start-server.ts) serving pages: requests/s and p50/p99 latency at 32 connections for 15 s per page
// (autocannon). Every request asks for compression as browsers do (`Accept-Encoding: gzip, br` unless told otherwise), since
// what the server does per request depends on it. A measurement, not a test: run it on a quiet machine and compare
// numbers from the same machine.
//
//   npm run bench:pages                      build if stale, start `npm start`'s server, measure, stop
//   npm run bench:pages -- --base http://localhost:3000 --seconds 5 --accept-encoding identity
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { startOwnServer } from './support/own-server.ts';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '3988' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    'accept-encoding': { type: 'string', default: 'gzip, br' },
  },
});

const server = args.base
  ? { base: args.base, stop: () => {} }
  : await startOwnServer(args.port, { SITE_URL: `http://localhost:${args.port}` });
try {
  const sitemap = await (await fetch(new URL('/sitemap.xml', server.base))).text();
  const projectPage = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .find((p) => /^\/project-details\/[^/]+\/[^/]+$/.test(p));
  const pages = [
    ['home', '/'],
    ['project page', projectPage],
    ['filtered listing', '/project-details?type=residential&status=Under+Construction&budgetMin=1&budgetMax=10'],
    ['map view', '/project-details?view=map&bbox=77.05,28.39,77.1,28.415'],
    ['landing page', '/city/gurgaon/3-bhk'],
    // Every request a listing never seen (its budget counts through 250,000 ranges; a parameter the listing ignores
    // would not do, the cache keys on the listing's own query): the render cost, which the page cache
    // (server/page-cache.ts) spares every visitor after a listing's first.
    ['filtered listing, uncached', '/project-details?type=residential&status=Under+Construction', { unique: true }],
  ];
  const headers = { 'accept-encoding': args['accept-encoding'] };
  const rows = [];
  let counter = 0;
  const uniqueBudget = () => {
    counter += 1;
    return `&budgetMin=${(counter % 500) / 10}&budgetMax=${50 + Math.floor(counter / 500) / 10}`;
  };
  for (const [label, path, { unique = false } = {}] of pages) {
    const url = new URL(path, server.base).toString();
    const sample = await fetch(url, { headers });
    await sample.arrayBuffer();
    const result = await autocannon({
      url,
      headers,
      connections: Number(args.connections),
      duration: Number(args.seconds),
      ...(unique && {
        requests: [{ setupRequest: (request) => ({ ...request, path: `${path}${uniqueBudget()}` }) }],
      }),
    });
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
    rows.push({
      page: `${label} ${path.length > 50 ? `${path.slice(0, 47)}...` : path}`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      encoding: sample.headers.get('content-encoding') ?? 'identity',
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      statuses: JSON.stringify(statuses),
    });
  }
  console.log(`\nnpm start, ${args.connections} connections, ${args.seconds} s per page, Accept-Encoding: ${headers['accept-encoding']}`);
  console.table(rows);
} finally {
  server.stop();
}
