import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  ServerResponse,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { hydrateAfterPaint, isPageRequest, PageResponse, type CopiedPage } from './hydrate-after-paint';
import { hydrationLoader, tapCatcher } from './hydration-loader';

// The rewrite itself is server/script-deferrer.test.ts's; this is how pages reach it and leave.
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>',
  '<link rel="preload" href="/_next/static/chunks/page-3.js" as="script" nonce="bm9uY2U=" fetchPriority="low"/>',
  '<link rel="preload" href="/_next/static/chunks/style.css" as="style"/>',
  '<script src="/_next/static/chunks/app-2.js" async=""></script>',
  '<script src="/_next/static/chunks/page-3.js" async="" nonce="bm9uY2U="></script>',
  '<script src="/_next/static/chunks/polyfill-4.js" noModule=""></script>',
  '</head><body><h1>Godrej Aristocrat</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main-1.js" nonce="bm9uY2U=" async=""></script>',
  '<script type="application/ld+json">{"@type":"Residence"}</script>',
  '</body></html>',
].join('');

const deferred = (src: string) => `<script type="text/x-deferred" data-hydrate-after-paint="${src}"></script>`;
const expected = page
  .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>', '')
  .replace('<link rel="preload" href="/_next/static/chunks/page-3.js" as="script" nonce="bm9uY2U=" fetchPriority="low"/>', '')
  .replace('<script src="/_next/static/chunks/app-2.js" async=""></script>', deferred('/_next/static/chunks/app-2.js'))
  .replace('<script src="/_next/static/chunks/page-3.js" async="" nonce="bm9uY2U="></script>', deferred('/_next/static/chunks/page-3.js'))
  .replace('<script src="/_next/static/chunks/main-1.js" nonce="bm9uY2U=" async=""></script>', deferred('/_next/static/chunks/main-1.js'))
  .replace('<body>', `<body><script>${tapCatcher}</script>`)
  .replace('</body>', `<script>${hydrationLoader}</script></body>`);

describe('isPageRequest', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });
  it('takes GETs of page addresses only', () => {
    expect(isPageRequest(request('/'))).toBe(true);
    expect(isPageRequest(request('/project-details?city=Noida&view=map'))).toBe(true);
    expect(isPageRequest(request('/project-details/godrej/godrej-aristocrat'))).toBe(true);
    expect(isPageRequest(request('/', {}, 'POST'))).toBe(false);
    expect(isPageRequest(request('/_next/static/chunks/a.js'))).toBe(false);
    expect(isPageRequest(request('/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75'))).toBe(false);
    expect(isPageRequest(request('/api/enquiry'))).toBe(false);
    expect(isPageRequest(request('/sitemap.xml'))).toBe(false);
    expect(isPageRequest(request('/images/hero/hero-1.webp'))).toBe(false);
    expect(isPageRequest(request('/about', { rsc: '1' }))).toBe(false);
    expect(isPageRequest(request('/about', { 'next-router-prefetch': '1' }))).toBe(false);
  });
});

describe('PageResponse', () => {
  it('takes the page through its class methods, replacing no method of the response itself', async () => {
    const seen: string[] = [];
    const server = createServer({ ServerResponse: PageResponse }, (req, res) => {
      hydrateAfterPaint(req, res);
      seen.push(...['writeHead', 'write', 'end'].filter((name) => Object.hasOwn(res, name)));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        })
          .on('error', reject)
          .end();
      });
      expect(body).toBe(expected);
      expect(seen).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is required: a plain ServerResponse is refused with a clear error', () => {
    const request = { method: 'GET', url: '/', headers: {} } as unknown as IncomingMessage;
    expect(() => hydrateAfterPaint(request, new ServerResponse(request))).toThrow(/PageResponse/);
  });
});

describe('hydrateAfterPaint', () => {
  let server: Server<typeof IncomingMessage, typeof PageResponse>;
  let base: URL;
  const seenEncodings: (string | undefined)[] = [];
  const keptPages: { status: number; headers: Record<string, unknown>; body: Buffer }[] = [];
  const copies: CopiedPage[] = [];
  // ~2 MB of listing cards that do not compress much (random text), after the page's head: more than the
  // connection's buffers hold, so a slow reader fills them.
  const largePieces = [
    page.slice(0, page.indexOf('<body>') + 6),
    ...Array.from({ length: 120 }, (_, index) => `<p>${index} ${randomBytes(12_000).toString('base64')}</p>`),
    page.slice(page.indexOf('<body>') + 6),
  ];
  const largeWrites = { refused: 0 };

  beforeAll(async () => {
    // Stands in for Next.js: the page in two writes with a Content-Length, JSON for the API, a file for a build file.
    server = createServer({ ServerResponse: PageResponse }, (req, res) => {
      if (req.url === '/kept') {
        // The caller keeps this page: it gets it whole, and answers with it itself.
        hydrateAfterPaint(req, res, {
          keepWhole: (status, headers) => status === 200 && headers['x-nextjs-prerender'] === '1',
          onWhole: (whole) => {
            keptPages.push(whole);
            res.writeHead(200, { 'content-type': 'text/plain' });
            res.end(`kept ${whole.body.length}`);
          },
        });
        res.setHeader('x-nextjs-prerender', '1');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.writeHead(200, { 'Content-Length': String(Buffer.byteLength(page)) });
        res.write(page.slice(0, 100));
        res.end(Buffer.from(page.slice(100)));
        return;
      }
      if (req.url === '/copied') {
        // The caller wants a copy of this page as it streams.
        hydrateAfterPaint(req, res, {
          copyWhole: (status) => status === 200,
          onCopy: (copy) => copies.push(copy),
        });
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.write(page.slice(0, 100));
        setTimeout(() => res.end(Buffer.from(page.slice(100))), 20);
        return;
      }
      hydrateAfterPaint(req, res);
      seenEncodings.push(req.headers['accept-encoding']);
      if (req.url === '/large') {
        // As Next.js streams a page: piece by piece, waiting for 'drain' whenever a write says the connection is full.
        res.setHeader('content-type', 'text/html; charset=utf-8');
        let index = 0;
        const writeOn = () => {
          while (index < largePieces.length) {
            const ok = res.write(largePieces[index]);
            index += 1;
            if (!ok) {
              largeWrites.refused += 1;
              res.once('drain', writeOn);
              return;
            }
          }
          res.end();
        };
        writeOn();
        return;
      }
      if (req.url === '/api/data') {
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-length', '11');
        res.end('{"ok":true}');
        return;
      }
      if (req.url?.startsWith('/_next/')) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', String(Buffer.byteLength(page)));
      if (req.url === '/whole') {
        // As Next.js sends a prerendered page: the head first (its compression layer does), then the page as text.
        res.writeHead(200);
        res.end(page);
        return;
      }
      const middle = Math.floor(page.length / 2);
      res.write(page.slice(0, middle));
      res.end(Buffer.from(page.slice(middle)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(
    path: string,
    headers: Record<string, string> = {},
    { slowly = false } = {},
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      httpRequest(new URL(path, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (!slowly) return;
          // A slow connection: the client reads a piece, then stops for a moment.
          res.pause();
          setTimeout(() => res.resume(), 2);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends a page rewritten and gzipped, as next start does, to a browser that takes brotli too, asking the app for it uncompressed', async () => {
    seenEncodings.length = 0;
    const response = await get('/project-details', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
    expect(seenEncodings).toEqual(['identity']);
  });

  it('sends it gzipped to a client that takes gzip and no brotli', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip, br;q=0' }]) {
      const response = await get('/project-details', headers);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
    }
  });

  it('sends it rewritten and uncompressed to a client that takes neither, or refuses them with q=0', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '*;q=0, identity' },
    ];
    for (const headers of refusals) {
      const response = await get('/', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString('utf8')).toBe(expected);
    }
  });

  it('sends gzip to a client that takes anything (*), and the page uncompressed to one that takes brotli alone', async () => {
    const response = await get('/', { 'accept-encoding': '*' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
    const brotliOnly = await get('/', { 'accept-encoding': 'br' });
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(brotliOnly.body.toString('utf8')).toBe(expected);
  });

  it('streams a page the caller wants a copy of as any page, and hands over the copy as the app sent it once it ends', async () => {
    copies.length = 0;
    const response = await get('/copied', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
    expect(copies).toHaveLength(1);
    const [copy] = copies;
    expect(copy?.status).toBe(200);
    expect(copy?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(copy?.body().toString('utf8')).toBe(page);
  });

  it('hands over no copy of a page whose connection closed before it ended', async () => {
    copies.length = 0;
    await new Promise<void>((resolve) => {
      const request = httpRequest(new URL('/copied', base), (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(copies).toHaveLength(0);
  });

  it('holds the app back while the connection is slow, and sends the whole page all the same', async () => {
    largeWrites.refused = 0;
    const clients: Record<string, string>[] = [{ 'accept-encoding': 'gzip' }, {}];
    for (const headers of clients) {
      const refusedBefore = largeWrites.refused;
      const response = await get('/large', headers, { slowly: true });
      const html = headers['accept-encoding'] ? gunzipSync(response.body).toString('utf8') : response.body.toString('utf8');
      const catcher = `<body><script>${tapCatcher}</script>`;
      const whole = expected.replace(catcher, `${catcher}${largePieces.slice(1, -1).join('')}`);
      // Compared as a whole without printing 6 MB when it fails.
      expect(html.length).toBe(whole.length);
      expect(html === whole).toBe(true);
      expect(largeWrites.refused).toBeGreaterThan(refusedBefore);
    }
  }, 20_000);

  it('hands a page the caller keeps over whole, as the app sent it, instead of sending it', async () => {
    keptPages.length = 0;
    const response = await get('/kept', { 'accept-encoding': 'gzip' });
    expect(response.body.toString('utf8')).toBe(`kept ${page.length}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(keptPages).toHaveLength(1);
    const [kept] = keptPages;
    expect(kept?.body.toString('utf8')).toBe(page);
    expect(kept?.status).toBe(200);
    expect(kept?.headers).toMatchObject({ 'x-nextjs-prerender': '1', 'content-type': 'text/html; charset=utf-8' });
  });

  it('sends a page handed over in one piece rewritten and gzipped too', async () => {
    const zipped = await get('/whole', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(expected);
    const plain = await get('/whole');
    expect(plain.body.toString('utf8')).toBe(expected);
  });

  it('passes everything that is not a page through untouched', async () => {
    seenEncodings.length = 0;
    const api = await get('/api/data', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-length']).toBe('11');
    expect(api.body.toString('utf8')).toBe('{"ok":true}');
    const buildFile = await get('/_next/static/page.html', { 'accept-encoding': 'gzip' });
    expect(buildFile.body.toString('utf8')).toBe(page);
    expect(seenEncodings).toEqual(['gzip', 'gzip']);
  });
});
