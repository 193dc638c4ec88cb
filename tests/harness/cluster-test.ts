/**
 * `npm run test:cluster`: the site as several instances on one PostgreSQL, behind nginx. Starts a
 * throwaway PostgreSQL cluster, builds once, runs two instances behind nginx (Debian's package,
 * installed when missing) with TRUSTED_PROXY_HOPS=1 and a webhook receiver, and sends the
 * enquiries through nginx, each from its own loopback address, SIGKILLing one instance halfway and
 * restarting it. Then it checks and reports:
 * - every enquiry answered 201 is stored, and none twice;
 * - every one reached the webhook, and no delivery was sent twice (beyond the one a killed
 *   instance was sending when it died, repeated under the same webhook-id);
 * - at 5 enquiries a minute, one client alternating between the instances gets 5 accepted, not 10;
 * - a lead posted to instance A is on instance B's staff page;
 * - throughput and p99 beside the same load on SQLite with one instance.
 * Not part of CI (it takes a few minutes and kills processes).
 *
 *   npm run test:cluster                 options: --enquiries 5000 --concurrency 64 --port 3951
 */
import { migratePostgres, migrateSqlite } from '@/lib/platform/db/migrate/migrate-database';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { proxiedSite, startNginx } from '../support/nginx';
import { ensureBuild, waitForHealth } from '../support/own-server';
import { startPostgresCluster } from '../support/postgres-cluster';
import { startWebhookReceiver } from '../support/receivers';

const { values: args } = parseArgs({
  options: {
    enquiries: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '64' },
    port: { type: 'string', default: '3951' },
  },
});

const total = Number(args.enquiries);
const concurrency = Number(args.concurrency);
const [nginxPort, portA, portB, sqlitePort] = [0, 1, 2, 3].map((offset) => Number(args.port) + offset) as [number, number, number, number];
const RATE_LIMIT = 5;
// Instances on one PostgreSQL database must share the key they sign and seal with.
const CLUSTER_APP_SECRET = 'cluster-test-app-secret-of-32-characters-or-more';
const password = 'cluster check password';

type Answer = { status: number; ms: number; id?: string; body: string };

/** One POST on a connection of its own from `localAddress`, so that nginx sees a distinct client. */
function post(port: number, pathname: string, body: string, headers: Record<string, string>, localAddress = '127.0.0.1'): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          let id: string | undefined;
          try {
            id = (JSON.parse(text) as { id?: string }).id;
          } catch {
            // not JSON: an error page
          }
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, id, body: text });
        });
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    request.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const enquiryBody = (marker: string) =>
  JSON.stringify({ name: `Cluster ${marker}`, phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, message: marker });
/** 127.1.0.1, 127.1.0.2, …: a loopback address per enquiry, all of them routed to lo on Linux. */
const clientAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

function startInstance(port: number, env: Record<string, string | undefined>): Promise<ChildProcess> {
  const child = spawn('node', ['dist-server/start-server.mjs', '--port', String(port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitForHealth(`http://127.0.0.1:${port}`, child).then(() => child);
}

/** nginx on nginxPort in front of the given instances, as deploy/nginx.conf sets it up (without TLS). */
function startProxy(dir: string, upstreams: number[]): Promise<ChildProcess> {
  const child = startNginx(dir, proxiedSite(nginxPort, upstreams, { failover: true }));
  return waitForHealth(`http://127.0.0.1:${nginxPort}`, child).then(() => child);
}

/** Sends `total` enquiries through nginx at `concurrency`; `midway` runs once, after half were sent. */
async function load(label: string, midway?: () => Promise<void>) {
  const answers: (Answer & { marker: string; at: number })[] = [];
  let next = 0;
  let midwayDone: Promise<void> | undefined;
  const started = performance.now();
  const worker = async () => {
    for (let n = next++; n < total; n = next++) {
      if (midway && n === Math.floor(total / 2)) midwayDone = midway();
      const marker = `${label}-${n}-${Math.random().toString(36).slice(2, 8)}`;
      const answer = await post(nginxPort, '/api/enquiry', enquiryBody(marker), json, clientAddress(n));
      answers.push({ ...answer, marker, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  await midwayDone;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const accepted = answers.filter((answer) => answer.status === 201);
  return {
    answers,
    accepted,
    statuses,
    perSecond: accepted.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? NaN,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN,
  };
}

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitForOutbox(url: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query<{ n: string }>(url, `SELECT COUNT(*) AS n FROM "Delivery" WHERE "state" = 'pending'`);
    const pending = Number(row?.n ?? 0);
    if (pending === 0 || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function staffPageOf(port: number, marker: string): Promise<boolean> {
  const base = `http://127.0.0.1:${port}`;
  const form = new URLSearchParams({ email: 'cluster@nestora-test.in', password, next: '/admin/leads' }).toString();
  const signIn = await fetch(`${base}/admin/session`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: form,
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`signing in on instance B failed: ${signIn.status}`);
  const page = await (await fetch(`${base}/admin/leads`, { headers: { cookie } })).text();
  return page.includes(marker);
}

const ok = (passed: boolean) => (passed ? 'PASS' : 'FAIL');

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-cluster-'));
  const siteUrl = `http://127.0.0.1:${nginxPort}`;
  const buildEnv = ensureBuild(siteUrl);
  const receiver = await startWebhookReceiver();
  const cluster = await startPostgresCluster();
  const children: ChildProcess[] = [];
  let failed = false;
  try {
    await query(cluster.url('postgres'), 'CREATE DATABASE nestora');
    const databaseUrl = cluster.url('nestora');
    // Two instances starting together: the advisory lock lets one migrate, the other finds it done.
    const reports = await Promise.all([migratePostgres(databaseUrl), migratePostgres(databaseUrl)]);
    console.log(`Migrations: instance A applied ${reports[0].applied.length}, instance B ${reports[1].applied.length}`);
    const staff = spawnSync(
      'npx',
      [
        'tsx',
        '--conditions=react-server',
        'scripts/ops/staff-add.ts',
        '--email',
        'cluster@nestora-test.in',
        '--name',
        'Cluster Check',
        '--role',
        'admin',
      ],
      {
        input: `${password}\n`,
        env: { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET: CLUSTER_APP_SECRET },
        encoding: 'utf8',
      },
    );
    if (staff.status !== 0) throw new Error(`staff:add failed: ${staff.stderr}`);

    const instanceEnv = {
      ...buildEnv,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_SECRET: CLUSTER_APP_SECRET,
      TRUSTED_PROXY_HOPS: '1',
      ENQUIRY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 5).toString('base64')}`,
    };
    const [a, firstB] = await Promise.all([startInstance(portA, instanceEnv), startInstance(portB, instanceEnv)]);
    let b = firstB;
    children.push(a, b);
    const nginx = await startProxy(path.join(dir, 'nginx-postgres'), [portA, portB]);
    children.push(nginx);

    let killedAt = 0;
    const postgresRun = await load('pg', async () => {
      killedAt = Date.now();
      b.kill('SIGKILL');
      console.log('Instance B SIGKILLed halfway; restarting it');
      b = await startInstance(portB, instanceEnv);
      children.push(b);
      console.log(`Instance B back after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    });
    const pending = await waitForOutbox(databaseUrl, 300_000);

    const stored = await query<{ id: string; message: string }>(
      databaseUrl,
      `SELECT "id", "message" FROM "Enquiry" WHERE "name" LIKE 'Cluster pg-%'`,
    );
    const storedIds = new Set(stored.map((row) => row.id));
    const missing = postgresRun.accepted.filter((answer) => !answer.id || !storedIds.has(answer.id));
    const markers = new Map<string, number>();
    for (const row of stored) markers.set(row.message, (markers.get(row.message) ?? 0) + 1);
    const storedTwice = [...markers.values()].filter((count) => count > 1).length;

    const webhooks = new Map<string, { count: number; first: number; enquiry: string }>();
    for (const request of receiver.received) {
      const id = String(request.headers['webhook-id']);
      const seen = webhooks.get(id);
      const enquiry = (JSON.parse(request.body) as { data: { id: string } }).data.id;
      webhooks.set(id, seen ? { ...seen, count: seen.count + 1 } : { count: 1, first: request.receivedAt, enquiry });
    }
    const webhookEnquiries = new Set([...webhooks.values()].map((hook) => hook.enquiry));
    const undelivered = postgresRun.accepted.filter((answer) => answer.id && !webhookEnquiries.has(answer.id));
    const repeated = [...webhooks.values()].filter((hook) => hook.count > 1);
    // A repeat is allowed only for a delivery the killed instance had begun: first sent just before the kill.
    const repeatedOutsideKill = repeated.filter((hook) => hook.first < killedAt - 10_000 || hook.first > killedAt + 1_000);

    const rateLimit: number[] = [];
    for (let n = 0; n < 2 * RATE_LIMIT; n += 1) {
      const answer = await post(n % 2 === 0 ? portA : portB, '/api/enquiry', enquiryBody(`limit-${n}`), {
        ...json,
        'x-forwarded-for': '203.0.113.77',
      });
      rateLimit.push(answer.status);
    }

    const crossMarker = `cross-${Math.random().toString(36).slice(2, 10)}`;
    const crossPost = await post(portA, '/api/enquiry', enquiryBody(crossMarker), { ...json, 'x-forwarded-for': '203.0.113.78' });
    const onB = crossPost.status === 201 && (await staffPageOf(portB, `Cluster ${crossMarker}`));

    for (const child of children.splice(0)) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));

    // The same load on SQLite with one instance, no kill, for comparison.
    const sqliteFile = path.join(dir, 'sqlite.db');
    migrateSqlite(sqliteFile);
    const single = await startInstance(sqlitePort, { ...instanceEnv, DATABASE_URL: `file:${sqliteFile}` });
    children.push(single);
    children.push(await startProxy(path.join(dir, 'nginx-sqlite'), [sqlitePort]));
    const sqliteRun = await load('sqlite');

    const checks: [string, boolean, string][] = [
      [
        'every enquiry answered 201 is stored',
        missing.length === 0,
        `${postgresRun.accepted.length} answered 201, ${missing.length} missing`,
      ],
      ['no enquiry stored twice', storedTwice === 0, `${stored.length} stored, ${storedTwice} stored more than once`],
      ['the outbox drained', pending === 0, `${pending} pending`],
      ['every accepted enquiry reached the webhook', undelivered.length === 0, `${undelivered.length} never delivered`],
      [
        'no delivery sent twice, but for the one a killed instance had in flight',
        repeatedOutsideKill.length === 0,
        `${webhooks.size} webhook-ids, ${repeated.length} received more than once, ${repeatedOutsideKill.length} of them not around the kill`,
      ],
      [
        `one client at ${RATE_LIMIT}/min alternating between A and B gets ${RATE_LIMIT} accepted`,
        rateLimit.filter((status) => status === 201).length === RATE_LIMIT &&
          rateLimit.filter((status) => status === 429).length === RATE_LIMIT,
        rateLimit.join(' '),
      ],
      [
        "a lead posted to instance A is on instance B's staff page",
        onB,
        crossPost.status === 201 ? (onB ? 'found' : 'not found') : `posting it answered ${crossPost.status}`,
      ],
    ];
    console.log('\nCheck                                                                      Result  Detail');
    for (const [name, passed, detail] of checks) console.log(`${name.padEnd(75)}${ok(passed).padEnd(8)}${detail}`);
    failed = checks.some(([, passed]) => !passed);

    const row = (name: string, run: Awaited<ReturnType<typeof load>>) =>
      `${name.padEnd(40)}${String(Math.round(run.perSecond)).padStart(12)}${run.p50.toFixed(0).padStart(10)} ms${run.p99.toFixed(0).padStart(10)} ms   ${JSON.stringify(run.statuses)}`;
    console.log(
      `\n${total} enquiries, ${concurrency} connections, through nginx${' '.repeat(8)}accepted/s       p50          p99   statuses`,
    );
    console.log(row('PostgreSQL, 2 instances, one SIGKILLed', postgresRun));
    console.log(row('SQLite, 1 instance', sqliteRun));
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await receiver.close();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
