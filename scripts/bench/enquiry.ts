/**
 * Load test of POST /api/enquiry against the production server (`npm start`): stored enquiries
 * per second, p50/p99 latency, status counts, and a check that the table gained exactly one row
 * per 201 answer.
 *
 *   npm run bench:enquiry                      builds into NEXT_DIST_DIR (default .next-bench) if
 *                                              needed, starts its own server with a temp database
 *   npm run bench:enquiry -- --requests 10000 --concurrency 64
 *                                              count mode: exactly that many requests
 *   npm run bench:enquiry -- --url http://localhost:3931 --db file:./var/e2e.db
 *                                              measures a running server (its rate limit must be high)
 *   options: --seconds 15 (time mode) | --requests N (count mode), --concurrency 32, --port 3941
 */
import { databaseFilePath } from '@/lib/platform/db/migrate/database-path';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countRows, startOwnServer } from '../../tests/support/own-server';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    db: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    requests: { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    port: { type: 'string', default: '3941' },
  },
});

const seconds = Number(args.seconds);
const requestCount = args.requests === undefined ? undefined : Number(args.requests);
const concurrency = Number(args.concurrency);

type Tally = { latencies: number[]; statuses: Map<number, number>; networkErrors: number };

async function post(base: string, index: number, tally: Tally, record: boolean): Promise<void> {
  const body = JSON.stringify({
    name: `Bench visitor ${index}`,
    phone: `98${String(index % 100_000_000).padStart(8, '0')}`,
    email: `bench${index}@example.in`,
    message: 'Looking for a 3 BHK near Golf Course Road, budget 2 Cr.',
    source: 'api',
    fillMs: 8000,
  });
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/enquiry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    if (record) tally.latencies.push(performance.now() - started);
  } catch {
    tally.networkErrors += 1;
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const own = args.url ? undefined : await startOwnServer(args.port);
  const base = args.url ?? own?.base ?? '';
  const dbUrl = args.db ?? process.env.DATABASE_URL;
  const databaseFile = own?.databaseFile ?? (dbUrl ? databaseFilePath(dbUrl) : undefined);
  try {
    const rowsBefore = databaseFile ? countRows(databaseFile) : undefined;
    const tally: Tally = { latencies: [], statuses: new Map(), networkErrors: 0 };
    let next = 0;

    // Warm-up (time mode only): the first requests open the database and load the route; they
    // count for the row check but not for the timings. Count mode sends exactly N requests.
    if (requestCount === undefined) {
      await Promise.all(Array.from({ length: concurrency }, () => post(base, next++, tally, false)));
    }

    const measuredFrom = tally.statuses.get(201) ?? 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const more = () => (requestCount === undefined ? performance.now() < deadline : next < requestCount);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (more()) await post(base, next++, tally, true);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    const created = tally.statuses.get(201) ?? 0;
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const rowsAdded = databaseFile && rowsBefore !== undefined ? countRows(databaseFile) - rowsBefore : undefined;
    const result = {
      target: base,
      concurrency,
      seconds: Number(elapsed.toFixed(2)),
      requests: tally.latencies.length,
      statuses: Object.fromEntries(tally.statuses),
      networkErrors: tally.networkErrors,
      mode: requestCount === undefined ? `${seconds} s` : `${requestCount} requests`,
      acceptedPerSecond: Number(((created - measuredFrom) / elapsed).toFixed(1)),
      latencyMs: {
        p50: Number(percentile(sorted, 0.5).toFixed(1)),
        p99: Number(percentile(sorted, 0.99).toFixed(1)),
        max: Number((sorted[sorted.length - 1] ?? NaN).toFixed(1)),
      },
      created,
      rowsAdded,
      rowsEqual201s: rowsAdded === undefined ? 'not checked (pass --db)' : rowsAdded === created,
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(path.join('bench-results', 'enquiry.json'), `${JSON.stringify(result, null, 2)}\n`);

    const serverErrors = [...tally.statuses.keys()].some((status) => status >= 500);
    if (result.rowsEqual201s === false || serverErrors || tally.networkErrors > 0) process.exitCode = 1;
  } finally {
    own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
