import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inlineScriptHashes } from './csp';
import { hydrationLoader } from './hydration-loader';
import { createStoredPage, sendStoredPage } from './stored-page';

const html = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/app-1.js" async=""></script></head>',
  `<body><h1>DLF The Arbour</h1><p>${'Sector 63, Gurgaon. '.repeat(200)}</p>`,
  '<script>self.__next_f.push([1,"a"])</script></body></html>',
].join('');
const nextHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=31536000',
  'x-nextjs-prerender': '1',
  vary: 'rsc, next-router-state-tree',
  etag: '"next-made-this"',
  'content-length': String(html.length),
  'content-security-policy': "script-src 'nonce-old'",
};
const policyFor = (hashes: string[]) => `script-src ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}`;

describe('createStoredPage', () => {
  it('keeps the page rewritten, hashed from the HTML kept, in brotli, gzip and identity, and the headers that still hold', async () => {
    const page = await createStoredPage({ headers: nextHeaders, body: Buffer.from(html) }, policyFor);
    const kept = page.variants.identity.body.toString('utf8');
    expect(kept).toContain('<script type="text/x-deferred" data-hydrate-after-paint="/_next/static/chunks/app-1.js"></script>');
    expect(kept).toContain(`<script>${hydrationLoader}</script></body>`);
    expect(brotliDecompressSync(page.variants.br!.body).toString('utf8')).toBe(kept);
    expect(gunzipSync(page.variants.gzip!.body).toString('utf8')).toBe(kept);
    expect(page.variants.br!.body.length).toBeLessThan(page.variants.gzip!.body.length);
    expect(page.hashes).toEqual(inlineScriptHashes(kept));
    expect(page.policy).toBe(policyFor(inlineScriptHashes(kept)));
    expect(new Set([page.variants.br!.etag, page.variants.gzip!.etag, page.variants.identity.etag]).size).toBe(3);
    expect(page.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000',
      'x-nextjs-prerender': '1',
      vary: 'rsc, next-router-state-tree, Accept-Encoding',
    });
  });
});

describe('sendStoredPage', () => {
  let server: Server;
  let base: URL;
  let page: Awaited<ReturnType<typeof createStoredPage>>;

  beforeAll(async () => {
    page = await createStoredPage({ headers: nextHeaders, body: Buffer.from(html) }, policyFor);
    server = createServer((req, res) => sendStoredPage(req, res, page, { 'x-page-cache': 'hit' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      httpRequest(base, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends the coding the client takes best, with its own ETag and length', async () => {
    const cases: [string | undefined, 'br' | 'gzip' | 'identity'][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', 'identity'],
      ['gzip;q=0', 'identity'],
      ['*', 'br'],
      ['*;q=0.1, br;q=0', 'gzip'],
      ['identity', 'identity'],
      [undefined, 'identity'],
    ];
    for (const [accept, encoding] of cases) {
      const response = await send(accept === undefined ? {} : { 'accept-encoding': accept });
      expect([accept, response.headers['content-encoding'] ?? 'identity']).toEqual([accept, encoding]);
      expect(response.body.equals(page.variants[encoding]!.body)).toBe(true);
      expect(response.headers.etag).toBe(page.variants[encoding]!.etag);
      expect(response.headers['content-length']).toBe(String(page.variants[encoding]!.body.length));
      expect(response.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
      expect(response.headers['content-security-policy']).toBe(page.policy);
      expect(response.headers['x-nextjs-prerender']).toBe('1');
      expect(response.headers['x-page-cache']).toBe('hit');
    }
  });

  it("answers 304 to a matching If-None-Match, and the page to another coding's tag", async () => {
    const brTag = page.variants.br!.etag;
    const notModified = await send({ 'accept-encoding': 'br', 'if-none-match': `"other", ${brTag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe(brTag);
    const otherCoding = await send({ 'accept-encoding': 'gzip', 'if-none-match': brTag });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.body.equals(page.variants.gzip!.body)).toBe(true);
  });

  it('answers a HEAD with the headers of the GET and no body', async () => {
    const response = await send({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(0);
    expect(response.headers['content-length']).toBe(String(page.variants.gzip!.body.length));
    expect(response.headers.etag).toBe(page.variants.gzip!.etag);
  });
});

describe('a page made for one request', () => {
  it('is compressed in the coding asked for only, and in another the first time a client asks for it', async () => {
    const page = await createStoredPage({ headers: nextHeaders, body: Buffer.from(html) }, policyFor, 'fast', ['br']);
    expect(Object.keys(page.variants).sort()).toEqual(['br', 'identity']);
    const kept = page.variants.identity.body;
    expect(brotliDecompressSync(page.variants.br!.body).equals(kept)).toBe(true);
    // Counted at a quarter of the page for the coding not made yet, so the store's bound holds once it is.
    expect(page.bytes).toBe(kept.length + page.variants.br!.body.length + Math.ceil(kept.length / 4));
    const server = createServer((req, res) => void sendStoredPage(req, res, page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const get = () =>
        new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port, headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end();
        });
      const answers = await Promise.all([get(), get(), get()]);
      const made = page.variants.gzip!;
      for (const { headers, body } of answers) {
        expect(headers['content-encoding']).toBe('gzip');
        expect(body.equals(made.body)).toBe(true);
        expect(headers.etag).toBe(made.etag);
      }
      expect(gunzipSync(made.body).equals(kept)).toBe(true);
      expect(new Set([made.etag, page.variants.br!.etag, page.variants.identity.etag]).size).toBe(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
