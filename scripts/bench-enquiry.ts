/**
 * Load test of POST /api/enquiry at 32 concurrent connections against `next start`: stored
 * enquiries per second, p50/p99 latency, and a check that the table gained exactly one row per
 * 201 answer.
 *
 *   npm run bench:enquiry                      builds into NEXT_DIST_DIR (default .next-bench) if
 *                                              needed, starts its own server with a temp database
 *   npm run bench:enquiry -- --url http://localhost:3931 --db file:./var/e2e.db
 *                                              measures a running server (its rate limit must be high)
 *   options: --seconds 15 --concurrency 32 --port 3941
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { databaseFilePath } from '@/lib/db/migrate/database-path';
import { migrateDatabase } from '@/lib/db/migrate/migrate-database';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    db: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '32' },
    port: { type: 'string', default: '3941' },
  },
});

const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);

function countRows(file: string): number {
  const db = new Database(file, { readonly: true, timeout: 5000 });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM "Enquiry"').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

/** Builds if needed and starts `next start` with its own database; returns how to stop it. */
async function startOwnServer() {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
  const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log(`Building into ${distDir} (once)…`);
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-bench-'));
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`;
  migrateDatabase(databaseUrl);
  const server = spawn('npx', ['next', 'start', '--port', args.port], {
    env: {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      ENQUIRY_RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${args.port}`;
  await waitForHealth(base, server);
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  return { base, databaseFile: databaseFilePath(databaseUrl), stop };
}

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
  const own = args.url ? undefined : await startOwnServer();
  const base = args.url ?? own?.base ?? '';
  const dbUrl = args.db ?? process.env.DATABASE_URL;
  const databaseFile = own?.databaseFile ?? (dbUrl ? databaseFilePath(dbUrl) : undefined);
  try {
    const rowsBefore = databaseFile ? countRows(databaseFile) : undefined;
    const tally: Tally = { latencies: [], statuses: new Map(), networkErrors: 0 };
    let next = 0;

    // Warm-up: the first requests open the database and load the route; they count for the
    // row check but not for the timings.
    await Promise.all(Array.from({ length: concurrency }, () => post(base, next++, tally, false)));

    const measuredFrom = tally.statuses.get(201) ?? 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) await post(base, next++, tally, true);
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
      storedPerSecond: Number(((created - measuredFrom) / elapsed).toFixed(1)),
      latencyMs: {
        p50: Number(percentile(sorted, 0.5).toFixed(1)),
        p99: Number(percentile(sorted, 0.99).toFixed(1)),
        max: Number((sorted[sorted.length - 1] ?? NaN).toFixed(1)),
      },
      created,
      rowsAdded,
      rowsMatch: rowsAdded === undefined ? 'not checked (pass --db)' : rowsAdded === created,
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync(path.join('bench-results', 'enquiry.json'), `${JSON.stringify(result, null, 2)}\n`);

    const serverErrors = [...tally.statuses.keys()].some((status) => status >= 500);
    if (result.rowsMatch === false || serverErrors || tally.networkErrors > 0) process.exitCode = 1;
  } finally {
    own?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
