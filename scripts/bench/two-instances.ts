/**
 * What the cluster benches (bench:intake, bench:whatsapp) share: the production build (made when stale), a throwaway
 * PostgreSQL cluster with a migrated database, two instances of the site on it behind nginx (tests/support/nginx.ts),
 * and all of it stopped again however the bench ends.
 */
import { migratePostgres } from '@/lib/platform/db/migrate/migrate-database';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { proxiedSite, startNginx } from '../../tests/support/nginx';
import { ensureBuild, waitForHealth } from '../../tests/support/own-server';
import { startPostgresCluster } from '../../tests/support/postgres-cluster';

export type TwoInstances = {
  /** nginx in front of both instances. */
  url: string;
  databaseUrl: string;
  /** The settings both instances run with (the build's, the database's and the bench's own). */
  env: Record<string, string | undefined>;
  stop(): void;
};

export async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

export type Answer = { status: number; ms: number };

/**
 * POSTs `body` as Meta posts a webhook delivery: X-Hub-Signature-256 is "sha256=" and the HMAC-SHA256 of the raw
 * body under the app secret, in hex. On a connection of its own (no keep-alive), as each of Meta's deliveries comes;
 * answers the status (0 when the connection failed) and the milliseconds until the whole answer was read. `from`, a
 * loopback address (127.0.0.x), is the address it comes from: Meta posts from many servers, and the intake's door
 * limits each address (600 deliveries a minute, lib/platform/limits/policies.ts).
 */
export function postSigned(url: string, body: string, appSecret: string, from?: string): Promise<Answer> {
  const started = performance.now();
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        ...(from && { localAddress: from }),
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The value below which `p` percent of the (sorted) values lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function startInstance(port: number, env: Record<string, string | undefined>, children: ChildProcess[]): Promise<void> {
  const child = spawn('node', ['dist-server/start-server.mjs', '--port', String(port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return waitForHealth(`http://127.0.0.1:${port}`, child);
}

/**
 * nginx on `port`, the instances on the next two ports, with `settings` on top of the build's. The build's SITE_URL is
 * nginx's address (or BENCH_SITE_URL), so the instances take the requests nginx passes on.
 */
export async function startTwoInstances(port: number, settings: Record<string, string>): Promise<TwoInstances> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const buildEnv = ensureBuild(process.env.BENCH_SITE_URL ?? url);
  const cluster = await startPostgresCluster();
  const children: ChildProcess[] = [];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  // However the bench ends (an error, Ctrl-C, a kill), nothing is left holding the ports.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  try {
    await query(cluster.url('postgres'), 'CREATE DATABASE nestora');
    const databaseUrl = cluster.url('nestora');
    await migratePostgres(databaseUrl);
    const env = { ...buildEnv, NODE_ENV: 'production', DATABASE_URL: databaseUrl, TRUSTED_PROXY_HOPS: '1', ...settings };
    // One after the other, as bench:publish starts them: the first seeds the catalogue, the second finds it done.
    await startInstance(port + 1, env, children);
    await startInstance(port + 2, env, children);
    children.push(startNginx(path.join(dir, 'nginx'), proxiedSite(port, [port + 1, port + 2])));
    await waitForHealth(url);
    return { url, databaseUrl, env, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
