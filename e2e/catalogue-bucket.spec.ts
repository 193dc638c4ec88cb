import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { e2eEnv } from '../playwright.config';
import { startPostgresCluster, type PostgresCluster } from '../tests/support/postgres-cluster';
import { startTestBucket, type TestBucket } from '../tests/support/s3-bucket';
import { signIn, staffAccounts } from './support/staff';
import { expect, test } from './support/test';

// Several instances on PostgreSQL share the catalogue's uploads through an S3-compatible bucket (CATALOGUE_BUCKET*):
// a real S3 API on loopback (s3rver), a throwaway PostgreSQL cluster, and two instances of the e2e build, each with a
// media folder of its own, so a file one instance serves that the other uploaded can only have come from the bucket.
const instances = [3941, 3942].map((port) => `http://localhost:${port}`);
const servers: ChildProcess[] = [];
const mediaFolders = instances.map(() => mkdtempSync(path.join(os.tmpdir(), 'nestora-e2e-media-')));
let cluster: PostgresCluster;
let bucket: TestBucket;
let env: NodeJS.ProcessEnv;

function run(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, { env, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stdout}\n${result.stderr}`);
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Every file in an instance's own media folder (none: with a bucket, uploads never land there). */
const folderFiles = (folder: string) => (existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : []);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [cluster, bucket] = await Promise.all([startPostgresCluster(), startTestBucket()]);
  env = {
    ...process.env,
    ...e2eEnv,
    DATABASE_URL: cluster.url('postgres'),
    APP_SECRET: 'e2e-bucket-app-secret-of-32-characters-or-more',
    ...bucket.settings,
  } as NodeJS.ProcessEnv;
  run('npm', ['run', 'db:migrate']);
  const { email, name, role, password } = staffAccounts.editor;
  run(
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/ops/staff-add.ts', '--email', email, '--name', name, '--role', role],
    `${password}\n`,
  );
  // One instance first: it migrates the editor's schema and fills it; the second then finds both done.
  for (const [index, base] of instances.entries()) {
    servers.push(
      spawn('node', ['dist-server/start-server.mjs', '--port', new URL(base).port], {
        env: { ...env, CATALOGUE_MEDIA_DIR: mediaFolders[index] },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
  }
});

test.afterAll(async () => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => (server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null)));
  cluster?.stop();
  await bucket?.stop();
  for (const folder of mediaFolders) rmSync(folder, { recursive: true, force: true });
});

type MediaDoc = { id: number; filename: string; url: string; sizes: Record<'card' | 'wide' | 'full', { filename: string }> };

test('a photo uploaded on one instance is in the bucket and served by the other, through next/image too, then deleted from both', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: instances[0] });
  const page = await context.newPage();
  await signIn(page, 'editor');

  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a9cc6' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const uploaded = await page.request.post('/admin/catalogue-api/media', {
    multipart: {
      file: { name: 'bucket-tower.jpg', mimeType: 'image/jpeg', buffer: photo },
      _payload: JSON.stringify({ alt: 'Tower A at dusk' }),
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const doc = ((await uploaded.json()) as { doc: MediaDoc }).doc;
  // The same address as without a bucket (Payload's own file route under SITE_URL); the pages use /media/<file>.
  expect(doc.url).toBe(`${e2eEnv.SITE_URL}/admin/catalogue-api/media/file/${doc.filename}`);
  const full = doc.sizes.full.filename;
  expect(full).toMatch(/^bucket-tower-1920x1280\.webp$/);

  // In the bucket, read back with the S3 API: the file as uploaded and the sizes sharp made; in neither folder.
  expect((await bucket.keys()).sort()).toEqual([doc.filename, doc.sizes.card.filename, full, doc.sizes.wide.filename].sort());
  expect((await bucket.read(doc.filename))?.equals(photo)).toBe(true);
  const stored = await bucket.read(full);
  expect((await sharp(stored!).metadata()).width).toBe(1920);
  expect(mediaFolders.map(folderFiles)).toEqual([[], []]);

  // The other instance serves them to the public pages, from the bucket.
  const served = await fetch(`${instances[1]}/media/${full}`);
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  expect((await bytesOf(served)).equals(stored!)).toBe(true);
  const original = await fetch(`${instances[1]}/media/${doc.filename}`);
  expect((await bytesOf(original)).equals(photo)).toBe(true);

  // next/image on the other instance fetches it and makes the width a phone asks for.
  const optimised = await fetch(`${instances[1]}/_next/image?url=${encodeURIComponent(`/media/${full}`)}&w=640&q=75`, {
    headers: { accept: 'image/webp,*/*' },
  });
  expect([optimised.status, optimised.headers.get('content-type')]).toEqual([200, 'image/webp']);
  expect((await sharp(await bytesOf(optimised)).metadata()).width).toBe(640);

  // The editor on the other instance sees the file through Payload's own route as well (the staff cookie is the same).
  const inEditor = await page.request.get(`${instances[1]}${new URL(doc.url).pathname}`);
  expect([inEditor.status(), (await inEditor.body()).equals(photo)]).toEqual([200, true]);

  // Deleted on the other instance: gone from the bucket and from the first instance's /media.
  const deleted = await page.request.delete(`${instances[1]}/admin/catalogue-api/media/${doc.id}`);
  expect(deleted.status(), await deleted.text()).toBe(200);
  expect(await bucket.keys()).toEqual([]);
  expect((await fetch(`${instances[0]}/media/${full}`)).status).toBe(404);
  await context.close();
});
