import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createBrotliStatic, staticFileOf } from './static-brotli';

const SCRIPT = 'console.log("a build script");'.repeat(50);

let distDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'static-brotli-'));
  await mkdir(path.join(distDir, 'static', 'chunks'), { recursive: true });
  await writeFile(path.join(distDir, 'static', 'chunks', 'a.js'), SCRIPT);
  await writeFile(path.join(distDir, 'static', 'chunks', 'a.js.br'), brotliCompressSync(SCRIPT));
  // No copy: goes to Next.js.
  await writeFile(path.join(distDir, 'static', 'chunks', 'b.js'), SCRIPT);
  const brotliStatic = createBrotliStatic(distDir);
  server = createServer((request, response) => {
    brotliStatic(request, response, () => response.writeHead(299, { 'X-Next': 'yes' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

/** Node's fetch decodes brotli itself: the raw bytes and headers come from a plain request. */
async function get(pathname: string, acceptEncoding: string, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('sends a build script’s brotli copy, immutable, to a client that takes brotli', async () => {
  const response = await get('/_next/static/chunks/a.js?dpl=1', 'gzip, deflate, br');
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers.vary).toBe('Accept-Encoding');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['content-security-policy']).toBeUndefined();
  expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
});

it('answers a HEAD with the headers alone', async () => {
  const response = await get('/_next/static/chunks/a.js', 'br', 'HEAD');
  expect(response.status).toBe(200);
  expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
  expect(response.body.length).toBe(0);
});

it.each([
  ['a client that refuses brotli', '/_next/static/chunks/a.js', 'gzip, br;q=0'],
  ['a gzip-only client', '/_next/static/chunks/a.js', 'gzip'],
  ['a file without a copy', '/_next/static/chunks/b.js', 'br'],
  ['a page', '/about', 'br'],
])('leaves %s to Next.js', async (_, pathname, acceptEncoding) => {
  const response = await get(pathname, acceptEncoding);
  expect(response.status).toBe(299);
  expect(response.headers['x-next']).toBe('yes');
});

it('remembers no miss: a name asked for before its copy existed is served once it does (made-up names cost no memory)', async () => {
  await writeFile(path.join(distDir, 'static', 'chunks', 'c.js'), SCRIPT);
  expect((await get('/_next/static/chunks/c.js', 'br')).status).toBe(299);
  await writeFile(path.join(distDir, 'static', 'chunks', 'c.js.br'), brotliCompressSync(SCRIPT));
  const response = await get('/_next/static/chunks/c.js', 'br');
  expect(response.status).toBe(200);
  expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
});

it.each([
  '/_next/static/../../etc/passwd.js',
  '/_next/static/%2e%2e/%2e%2e/secret.js',
  '/_next/static/chunks/a.woff2',
  '/_next/static/%E0%A4%A.js',
  '/_next/image?url=/a.js',
])('names no build file for %s', (url) => {
  expect(staticFileOf('/srv/.next', url)).toBeNull();
});

it('names the file inside <distDir>/static for a build script', () => {
  expect(staticFileOf('/srv/.next', '/_next/static/chunks/a.js?v=2')).toBe(path.resolve('/srv/.next/static/chunks/a.js'));
});
