import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createScriptDeferrer, hydrateAfterPaint, isPageRequest } from './hydrate-after-paint.mjs';
import { hydrationLoader } from './hydration-loader/index.mjs';

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="bm9uY2U=" href="/_next/static/chunks/page-3.js"/>',
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
  .replace('<link rel="preload" as="script" fetchPriority="low" nonce="bm9uY2U=" href="/_next/static/chunks/page-3.js"/>', '')
  .replace('<script src="/_next/static/chunks/app-2.js" async=""></script>', deferred('/_next/static/chunks/app-2.js'))
  .replace('<script src="/_next/static/chunks/page-3.js" async="" nonce="bm9uY2U="></script>', deferred('/_next/static/chunks/page-3.js'))
  .replace('<script src="/_next/static/chunks/main-1.js" nonce="bm9uY2U=" async=""></script>', deferred('/_next/static/chunks/main-1.js'))
  .replace('</body>', `<script>${hydrationLoader}</script></body>`);

function rewriteInPieces(pieces: string[]): string {
  const deferrer = createScriptDeferrer();
  return pieces.map((piece) => deferrer.push(piece)).join('') + deferrer.finish();
}

describe('createScriptDeferrer', () => {
  it('defers the framework scripts, drops their preload, keeps the rest, and adds the loader once before </body>', () => {
    const out = rewriteInPieces([page]);
    expect(out).toBe(expected);
    expect(out).not.toContain('as="script"');
    expect(out).toContain('<link rel="preload" href="/_next/static/chunks/style.css" as="style"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfill-4.js" noModule=""></script>');
    expect(out.match(/<script\s+src=/g)).toHaveLength(1);
    expect(out.split(hydrationLoader)).toHaveLength(2);
  });

  it('gives the same page wherever the stream is cut, even inside a tag', () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(rewriteInPieces([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
    const sevens = page.match(/[\s\S]{1,7}/g) ?? [];
    expect(rewriteInPieces(sevens)).toBe(expected);
  });

  it('leaves a page without framework scripts as it is, and adds the loader to a page cut short of </body>', () => {
    const plain = '<html><body><p>Careers</p><script src="/other.js" async=""></script></body></html>';
    expect(rewriteInPieces([plain])).toBe(plain);
    const cutShort = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Partial';
    expect(rewriteInPieces([cutShort])).toBe(
      `<html><head>${deferred('/_next/static/chunks/a.js')}</head><body><p>Partial<script>${hydrationLoader}</script>`,
    );
  });

  it('does not defer a framework script that is not async', () => {
    const blocking = '<html><head><script src="/_next/static/chunks/a.js"></script></head><body></body></html>';
    expect(rewriteInPieces([blocking])).toBe(blocking);
  });
});

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

describe('hydrateAfterPaint', () => {
  let server: Server;
  let base: URL;
  const seenEncodings: (string | undefined)[] = [];

  beforeAll(async () => {
    // Stands in for Next.js: the page in two writes with a Content-Length, JSON for the API, a file for a build file.
    server = createServer((req, res) => {
      hydrateAfterPaint(req, res);
      seenEncodings.push(req.headers['accept-encoding']);
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

  function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      httpRequest(new URL(path, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends a page rewritten and gzipped when the client takes gzip, asking the app for it uncompressed', async () => {
    seenEncodings.length = 0;
    const response = await get('/project-details', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(response.body).toString('utf8')).toBe(expected);
    expect(seenEncodings).toEqual(['identity']);
  });

  it('sends it rewritten and uncompressed to a client that takes no gzip', async () => {
    const response = await get('/');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(expected);
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
