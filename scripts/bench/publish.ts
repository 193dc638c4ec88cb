/**
 * `npm run bench:publish`: how soon a publish in the catalogue editor shows, on a site of two instances behind nginx
 * on PostgreSQL sharing their uploads through an S3 bucket (s3rver on loopback, tests/support/s3-bucket.ts), and what a
 * publish costs the pages' throughput. Builds once when the build is stale, then:
 * - signs an editor in through nginx and publishes a project's price through the editor's API `--publishes` times;
 *   after each, polls both instances directly until the project page shows the new price: p50 and max, from the
 *   moment the publish was answered and from the moment it was sent;
 * - uploads a photo through one instance and times until the other serves it (from the bucket: no instance has a
 *   media folder of its own);
 * - measures the project page's requests/s through nginx and on one instance directly, before the first publish and
 *   after the last (the kept page of the newest revision), against plain `next start` of the same build on the same
 *   path, in the same run.
 * Not part of CI: it takes a few minutes.
 *
 *   npm run bench:publish              options: --publishes 10 --seconds 5 --connections 16 --port 3981
 */
import { databaseFilePath } from '@/lib/platform/db/migrate/database-path';
import { migratePostgres, migrateSqlite } from '@/lib/platform/db/migrate/migrate-database';
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { proxiedSite, startNginx } from '../../tests/support/nginx';
import { ensureBuild, waitForHealth } from '../../tests/support/own-server';
import { startPostgresCluster } from '../../tests/support/postgres-cluster';
import { startTestBucket } from '../../tests/support/s3-bucket';

const { values: args } = parseArgs({
  options: {
    publishes: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3981' },
  },
});

const [nginxPort, portA, portB, plainPort] = [0, 1, 2, 3].map((offset) => Number(args.port) + offset) as [number, number, number, number];
const nginx = `http://127.0.0.1:${nginxPort}`;
const direct = [portA, portB].map((port) => `http://127.0.0.1:${port}`);
const APP_SECRET = 'bench-publish-app-secret-of-32-characters-or-more';
const editor = { email: 'bench-editor@nestora.test', name: 'Bench Editor', password: 'quiet lantern harbour seven' };
const PROJECT = { developer: 'godrej', id: 'godrej-aristocrat' };
const projectPath = `/project-details/${PROJECT.developer}/${PROJECT.id}`;
const headers = { 'accept-encoding': 'gzip, br' };

const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) cleanup();
}
process.on('exit', stopAll);

async function query(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn('node', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function signIn(): Promise<string> {
  const response = await fetch(`${nginx}/admin/session`, {
    method: 'POST',
    body: new URLSearchParams({ email: editor.email, password: editor.password }),
    redirect: 'manual',
  });
  const cookie = response.headers.get('set-cookie')?.split(';', 1)[0];
  if (response.status !== 303 || !cookie) throw new Error(`The editor could not sign in: ${response.status}`);
  return cookie;
}

async function editorApi(cookie: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${nginx}/admin/catalogue-api${pathname}`, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Requests per second of `base + path` over the run's seconds, after a second of the same load unmeasured: a server
 * just started (plain `next start`'s first run) would otherwise be measured while its code is still being compiled.
 */
async function throughput(base: string, pathname: string): Promise<number> {
  await autocannon({ url: base + pathname, headers, connections: Number(args.connections), duration: 1 });
  const result = await autocannon({
    url: base + pathname,
    headers,
    connections: Number(args.connections),
    duration: Number(args.seconds),
  });
  if (result.non2xx > 0) throw new Error(`${base}${pathname}: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

/** Milliseconds until the instance answers the project page with `price`, polled every 20 ms. */
async function untilShown(base: string, price: string, since: number): Promise<number> {
  for (;;) {
    const body = await (await fetch(base + projectPath, { headers })).text();
    if (body.includes(price)) return performance.now() - since;
    if (performance.now() - since > 30_000) throw new Error(`${base} did not show ${price} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Uploads a photo through instance A's editor API (into the bucket) and polls instance B's /media/<file> every 20 ms
 * until it serves it: how long the upload took, and how long after it the other instance had it.
 */
async function photoServedByTheOther(cookie: string): Promise<{ uploaded: number; served: number }> {
  const form = new FormData();
  const photo = readFileSync(path.join('tests', 'fixtures', 'catalogue', 'launch-tower.jpg'));
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), `bench-tower-${Date.now()}.jpg`);
  form.append('_payload', JSON.stringify({ alt: 'Tower at dusk' }));
  const sent = performance.now();
  const response = await fetch(`${direct[0]}/admin/catalogue-api/media`, { method: 'POST', headers: { cookie }, body: form });
  if (response.status !== 201) throw new Error(`The photo was not uploaded: ${response.status} ${await response.text()}`);
  const { doc } = (await response.json()) as { doc: { filename: string } };
  const uploaded = performance.now();
  for (;;) {
    const served = await fetch(`${direct[1]}/media/${doc.filename}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    if (served.ok && bytes.equals(photo)) return { uploaded: uploaded - sent, served: performance.now() - uploaded };
    if (performance.now() - uploaded > 30_000) throw new Error('Instance B did not serve the photo within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const round = (value: number) => Math.round(value);

async function main() {
  const env = ensureBuild(nginx);
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  await query(cluster.url('postgres'), 'CREATE DATABASE nestora');
  const databaseUrl = cluster.url('nestora');
  await migratePostgres(databaseUrl);
  const siteEnv = { ...env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, APP_SECRET, TRUSTED_PROXY_HOPS: '1' } as NodeJS.ProcessEnv;
  const bucket = await startTestBucket();
  cleanups.push(() => void bucket.stop());
  Object.assign(siteEnv, bucket.settings);
  const added = spawnSync(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/ops/staff-add.ts', '--email', editor.email, '--name', editor.name, '--role', 'editor'],
    { env: siteEnv, input: `${editor.password}\n`, encoding: 'utf8' },
  );
  if (added.status !== 0) throw new Error(added.stderr);

  // One instance first: it seeds the catalogue and fills the editor; the second finds both done.
  for (const [index, port] of [portA, portB].entries()) {
    const child = start(['dist-server/start-server.mjs', '--port', String(port)], siteEnv);
    await waitForHealth(direct[index]!, child, 120_000);
  }
  const proxy = startNginx(mkdtempSync(path.join(os.tmpdir(), 'nestora-bench-nginx-')), proxiedSite(nginxPort, [portA, portB]));
  children.push(proxy);
  await waitForHealth(nginx, proxy);

  const plainDir = mkdtempSync(path.join(os.tmpdir(), 'nestora-bench-plain-'));
  cleanups.push(() => rmSync(plainDir, { recursive: true, force: true }));
  const plainDatabase = `file:${path.join(plainDir, 'plain.db')}`;
  migrateSqlite(databaseFilePath(plainDatabase));
  const plain = start(['node_modules/next/dist/bin/next', 'start', '--port', String(plainPort)], {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: plainDatabase,
  } as NodeJS.ProcessEnv);
  const plainBase = `http://127.0.0.1:${plainPort}`;
  await waitForHealth(plainBase, plain, 120_000);

  const cookie = await signIn();
  for (let waited = 0; ; waited += 500) {
    const { totalDocs } = (await editorApi(cookie, '/projects?limit=1&depth=0')) as { totalDocs: number };
    if (totalDocs > 0) break;
    if (waited > 120_000) throw new Error('The editor was not filled within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { docs } = (await editorApi(cookie, `/projects?where[projectId][equals]=${PROJECT.id}&depth=0`)) as { docs: { id: number }[] };
  const id = docs[0]!.id;

  const plainBefore = await throughput(plainBase, projectPath);
  const before = await throughput(nginx, projectPath);
  const beforeDirect = await throughput(direct[0]!, projectPath);

  const photoMs = await photoServedByTheOther(cookie);

  const afterAnswer: number[] = [];
  const afterSend: number[] = [];
  const publishMs: number[] = [];
  for (let n = 1; n <= Number(args.publishes); n += 1) {
    const price = `₹ 5.${70 + n} Cr - 8.49 Cr`;
    const sent = performance.now();
    await editorApi(cookie, `/projects/${id}`, { method: 'PATCH', body: JSON.stringify({ price, _status: 'published' }) });
    const answered = performance.now();
    publishMs.push(answered - sent);
    const shown = await Promise.all(direct.map((base) => untilShown(base, price, answered)));
    afterAnswer.push(...shown);
    afterSend.push(...shown.map((ms) => ms + (answered - sent)));
  }

  const after = await throughput(nginx, projectPath);
  const afterDirect = await throughput(direct[0]!, projectPath);
  const plainAfter = await throughput(plainBase, projectPath);
  const plainMean = (plainBefore + plainAfter) / 2;
  console.log('\nbench:publish: two instances behind nginx on PostgreSQL with an S3 bucket, the editor publishing a project price');
  console.table({
    'publish answered (ms)': { p50: round(percentile(publishMs, 0.5)), max: round(Math.max(...publishMs)) },
    'visible on both, after the answer (ms)': { p50: round(percentile(afterAnswer, 0.5)), max: round(Math.max(...afterAnswer)) },
    'visible on both, after the click (ms)': { p50: round(percentile(afterSend, 0.5)), max: round(Math.max(...afterSend)) },
  });
  console.log(
    `A photo uploaded through instance A (${round(photoMs.uploaded)} ms, the sizes made and stored in the bucket) was served by instance B ${round(photoMs.served)} ms after.`,
  );
  // Through nginx the proxy, the load generator and both instances share the machine's cores, so the site's figure
  // is capped by them; one instance asked directly is the server's own, as bench:pages measures it.
  const row = (site: number, plain: number) => ({
    'requests/s': round(site),
    'plain next start': round(plain),
    ratio: +(site / plain).toFixed(2),
  });
  console.table({
    'before the first publish, through nginx': row(before, plainBefore),
    'before the first publish, instance A': row(beforeDirect, plainBefore),
    'after the last publish, through nginx': row(after, plainAfter),
    'after the last publish, instance A': row(afterDirect, plainAfter),
  });
  console.log(
    `(${args.publishes} publishes, ${args.seconds} s per throughput run at ${args.connections} connections; plain next start mean ${round(plainMean)}/s)`,
  );
}

main().then(
  () => {
    stopAll();
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    stopAll();
    process.exit(1);
  },
);
