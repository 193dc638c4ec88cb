import { canonicalListingUrl } from '@/lib/site/listing/canonical-url';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CatalogueView } from './catalogue';
import { PageResponse } from './hydrate-after-paint';
import { createPageResponder } from './page-responder';

// Stands in for Next.js: counts its renders per path and query, takes a moment over each, and marks the
// prerendered pages as Next.js does.
const renders = new Map<string, number>();
const page = (title: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>${title}</h1><script>self.x=1</script></body></html>`;

function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  renders.set(url, (renders.get(url) ?? 0) + 1);
  const pathname = new URL(url, 'http://localhost').pathname;
  setTimeout(() => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (pathname === '/project-details') {
      // The listing as rendered for this very address.
      res.writeHead(200, { 'cache-control': 'private, no-store' });
      res.write(page(`Listing ${url}`).slice(0, 50));
      res.end(page(`Listing ${url}`).slice(50));
      return;
    }
    if (pathname === '/search') {
      res.end(page('Search'));
      return;
    }
    res.setHeader('x-nextjs-prerender', '1');
    if (pathname === '/cookie') res.setHeader('set-cookie', 'a=b');
    res.statusCode = pathname === '/missing' ? 404 : 200;
    res.setHeader('content-length', String(page(pathname).length));
    res.end(page(pathname));
  }, 30);
}

let server: Server<typeof IncomingMessage, typeof PageResponse>;
let base: URL;
beforeAll(async () => {
  const respond = createPageResponder({
    handle: fakeNext,
    applyContentSecurityPolicy: (_req: IncomingMessage, res: ServerResponse) =>
      res.setHeader('content-security-policy', "script-src 'nonce-n'"),
    keptPagePolicy: (hashes: string[]) => `script-src ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}`,
    canonicalListingUrl,
  });
  server = createServer({ ServerResponse: PageResponse }, respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => renders.clear());

type Response = { status: number; headers: IncomingHttpHeaders; html: string };
function get(
  path: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, br' },
  method = 'GET',
  at: URL = base,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, at), { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const html = (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, html });
      });
    })
      .on('error', reject)
      .end();
  });
}
const timesRendered = () => [...renders.values()].reduce((sum, count) => sum + count, 0);

describe('the listing', () => {
  it('renders 32 concurrent requests for a new listing query once, at its canonical address, streaming it to the first and sending the others that page from memory', async () => {
    const addresses = [
      '/project-details?bhk=3&city=Noida',
      '/project-details?city=Noida&bhk=3&utm_source=x',
      '/project-details?city=Noida&gclid=1',
    ];
    const responses = await Promise.all(Array.from({ length: 32 }, (_, index) => get(addresses[index % addresses.length] ?? '/')));
    expect(Object.fromEntries(renders)).toEqual({ '/project-details?city=Noida': 1 });
    const [first] = responses;
    expect(new Set(responses.map((response) => response.html)).size).toBe(1);
    expect(first?.html).toContain('<h1>Listing /project-details?city=Noida</h1>');
    expect(first?.html).toContain('data-hydrate-after-paint="/_next/static/chunks/a.js"');
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const fromMemory = responses.filter((response) => response.headers['x-page-cache'] === 'hit');
    const streamed = responses.filter((response) => response.headers['x-page-cache'] === undefined);
    expect([fromMemory.length, streamed.length]).toEqual([31, 1]);
    // Streamed in gzip as next start would; from memory in the brotli made once for all of them.
    expect(streamed[0]?.headers['content-encoding']).toBe('gzip');
    expect(fromMemory.every((response) => response.headers['content-encoding'] === 'br')).toBe(true);
    expect(fromMemory.every((response) => /^script-src 'sha256-/.test(String(response.headers['content-security-policy'])))).toBe(true);
    expect(fromMemory.every((response) => response.headers.etag !== undefined)).toBe(true);
    // The one that rendered it got it as it streamed: its own nonce policy, no length known ahead.
    expect(streamed[0]?.headers['content-security-policy']).toBe("script-src 'nonce-n'");
    expect(streamed[0]?.headers['transfer-encoding']).toBe('chunked');

    await get('/project-details?city=Noida&utm_campaign=spring');
    expect(timesRendered()).toBe(1);
    await get('/project-details?city=Delhi');
    expect(Object.fromEntries(renders)).toEqual({ '/project-details?city=Noida': 1, '/project-details?city=Delhi': 1 });
  });

  it('streams a listing asked for once and keeps nothing; asked for again, renders it to keep and sends it from memory after', async () => {
    const once = await get('/project-details?city=Pune&bhk=2');
    expect(once.html).toContain('<h1>Listing /project-details?city=Pune</h1>');
    expect(once.headers['x-page-cache']).toBeUndefined();
    expect(once.headers.etag).toBeUndefined();
    expect(once.headers['content-security-policy']).toBe("script-src 'nonce-n'");
    expect(timesRendered()).toBe(1);

    // Not kept: asked for again, it is rendered again, this time to keep, and sent as kept.
    const again = await get('/project-details?bhk=2&city=Pune&utm_source=mail');
    expect(timesRendered()).toBe(2);
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(again.headers.etag).toBeDefined();
    expect(again.headers['content-security-policy']).toMatch(/^script-src 'sha256-/);
    expect(again.html).toBe(once.html);

    const third = await get('/project-details?city=Pune&bhk=2', { 'accept-encoding': 'gzip' });
    expect(timesRendered()).toBe(2);
    expect(third.headers['x-page-cache']).toBe('hit');
    expect(third.headers['content-encoding']).toBe('gzip');
    expect(third.html).toBe(once.html);
  });

  it('renders a listing to keep for a HEAD, which has no body to copy', async () => {
    const head = await get('/project-details?city=Agra', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.html).toBe('');
    expect(head.headers.etag).toBeDefined();
    const body = await get('/project-details?city=Agra', { 'accept-encoding': 'identity' });
    expect(body.headers['x-page-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(body.html)));
    expect(timesRendered()).toBe(1);
  });
});

describe('prerendered pages', () => {
  it('renders a prerendered page once for 32 concurrent requests, then sends it from memory in the coding asked for', async () => {
    const responses = await Promise.all(Array.from({ length: 32 }, () => get('/about')));
    expect(timesRendered()).toBe(1);
    const html = responses[0]?.html ?? '';
    expect(new Set(responses.map((response) => response.html))).toEqual(new Set([html]));
    expect(html).toContain('data-hydrate-after-paint="/_next/static/chunks/a.js"');
    const gzip = await get('/about?utm_source=x', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-page-cache']).toBe('hit');
    expect(gzip.headers['x-nextjs-prerender']).toBe('1');
    expect(gzip.html).toBe(html);
    const head = await get('/about', { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.html).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(timesRendered()).toBe(1);
  });

  it('keeps no page rendered per request, with a cookie, of the staff, with another status, or for the router', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/search', {}],
      ['/cookie', {}],
      ['/admin/leads', {}],
      ['/missing', {}],
      ['/contact', { rsc: '1' }],
    ];
    for (const [path, headers] of cases) {
      const first = await get(path, { 'accept-encoding': 'gzip', ...headers });
      const second = await get(path, { 'accept-encoding': 'gzip', ...headers });
      expect([path, renders.get(path), second.headers['x-page-cache']]).toEqual([path, 2, undefined]);
      expect(second.html).toBe(first.html);
    }
  });
});

describe("after a publish (a catalogue revision other than the build's)", () => {
  // The catalogue as server/catalogue.ts would see it: the revision installed, and whether it is the build's.
  let revision = { key: 'r1', prerenderedIsCurrent: true };
  const catalogue: CatalogueView = {
    current: () => revision,
    isPrerenderedRoute: (pathname) => pathname === '/about' || pathname.startsWith('/project-details/') || pathname === '/sitemap.xml',
    freshRenderCookie: '__prerender_bypass=preview-id',
    changedDocument: (name) => (name === 'cities.json' && !revision.prerenderedIsCurrent ? `{"from":"${revision.key}"}\n` : null),
    redirectFor: (pathname) => redirects.get(pathname) ?? null,
  };
  let redirects = new Map<string, string>();
  // Next.js: the prerendered HTML, or in draft mode a render from what the catalogue now holds.
  const seen: { url: string; cookie: string | undefined }[] = [];
  function nextWithDraftMode(req: IncomingMessage, res: ServerResponse) {
    seen.push({ url: req.url ?? '/', cookie: req.headers.cookie });
    const fresh = (req.headers.cookie ?? '').split('; ').includes('__prerender_bypass=preview-id');
    setTimeout(() => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (fresh) res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      else res.setHeader('x-nextjs-prerender', '1');
      res.end(page(`${req.url} ${fresh ? `fresh from ${revision.key}` : 'as built'}`));
    }, 30);
  }
  let published: Server<typeof IncomingMessage, typeof PageResponse>;
  let at: URL;
  beforeAll(async () => {
    published = createServer(
      { ServerResponse: PageResponse },
      createPageResponder({
        handle: nextWithDraftMode,
        applyContentSecurityPolicy: () => {},
        keptPagePolicy: (hashes: string[]) => `script-src ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}`,
        canonicalListingUrl,
        catalogue,
      }),
    );
    await new Promise<void>((resolve) => published.listen(0, '127.0.0.1', resolve));
    at = new URL(`http://127.0.0.1:${(published.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => published.close(() => resolve())));
  const fetchPage = (path: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) => get(path, headers, 'GET', at);

  it("sends the prerendered page while the build's revision is installed, and a page rendered afresh once per revision after", async () => {
    expect((await fetchPage('/about')).html).toContain('<h1>/about as built</h1>');
    expect((await fetchPage('/about')).headers['x-page-cache']).toBe('hit');

    revision = { key: 'r2', prerenderedIsCurrent: false };
    seen.length = 0;
    const afterPublish = await Promise.all(
      Array.from({ length: 16 }, () => fetchPage('/about', { 'accept-encoding': 'br', cookie: 'consent=1' })),
    );
    expect(seen).toEqual([{ url: '/about', cookie: 'consent=1; __prerender_bypass=preview-id' }]);
    expect(new Set(afterPublish.map((response) => response.html))).toEqual(
      new Set([expect.stringContaining('<h1>/about fresh from r2</h1>')]),
    );
    expect(afterPublish.every((response) => response.headers['cache-control'] === 'public, max-age=0, must-revalidate')).toBe(true);
    expect(afterPublish.every((response) => /^script-src 'sha256-/.test(String(response.headers['content-security-policy'])))).toBe(true);

    // A project added since the build: a route the build prerendered, with parameters it did not list.
    expect((await fetchPage('/project-details/godrej/godrej-new-launch')).html).toContain('fresh from r2');
    expect((await fetchPage('/project-details/godrej/godrej-new-launch')).headers['x-page-cache']).toBe('hit');

    revision = { key: 'r3', prerenderedIsCurrent: false };
    seen.length = 0;
    expect((await fetchPage('/about')).html).toContain('<h1>/about fresh from r3</h1>');
    expect((await fetchPage('/about')).headers['x-page-cache']).toBe('hit');
    expect(seen).toHaveLength(1);
  });

  it("has the router's payload and prerendered files of a route rendered afresh, and sends the data copies of the revision", async () => {
    revision = { key: 'r4', prerenderedIsCurrent: false };
    seen.length = 0;
    await fetchPage('/about', { rsc: '1' });
    await fetchPage('/sitemap.xml');
    await fetchPage('/search?q=x');
    expect(seen.map(({ url, cookie }) => [url, cookie])).toEqual([
      ['/about', '__prerender_bypass=preview-id'],
      ['/sitemap.xml', '__prerender_bypass=preview-id'],
      ['/search?q=x', undefined],
    ]);
    const cities = await fetchPage('/data/cities.json');
    expect([cities.status, cities.headers['content-type'], cities.html]).toEqual([
      200,
      'application/json; charset=utf-8',
      '{"from":"r4"}\n',
    ]);
    expect(cities.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    seen.length = 0;
    await fetchPage('/data/privacy-policy.json');
    expect(seen.map(({ url }) => url)).toEqual(['/data/privacy-policy.json']);
  });

  it('names the revision it shows on every answer, rendered, from memory or not modified, for the offline worker', async () => {
    revision = { key: 'r7', prerenderedIsCurrent: false };
    const rendered = await fetchPage('/about');
    const kept = await fetchPage('/about', { 'accept-encoding': 'identity' });
    const notModified = await fetchPage('/about', { 'accept-encoding': 'identity', 'if-none-match': String(kept.headers.etag) });
    const copy = await fetchPage('/data/cities.json');
    const streamed = await fetchPage('/search?q=x');
    const listing = await fetchPage('/project-details?city=Noida');
    expect(
      [rendered, kept, notModified, copy, streamed, listing].map(({ status, headers }) => [
        status,
        headers['x-page-cache'],
        headers['catalogue-revision'],
      ]),
    ).toEqual([
      [200, undefined, 'r7'],
      [200, 'hit', 'r7'],
      [304, 'hit', 'r7'],
      [200, undefined, 'r7'],
      [200, undefined, 'r7'],
      [200, undefined, 'r7'],
    ]);
    revision = { key: 'r8', prerenderedIsCurrent: true };
    expect((await fetchPage('/about')).headers['catalogue-revision']).toBe('r8');
    expect((await fetchPage('/about')).headers['catalogue-revision']).toBe('r8');
  });

  it("goes back to the prerendered pages when a restore brings the build's documents back", async () => {
    revision = { key: 'r5', prerenderedIsCurrent: true };
    expect((await fetchPage('/about')).html).toContain('<h1>/about as built</h1>');
  });

  it("answers a gone project's address with 308 to where the revision says, keeping the query, before Next.js sees it", async () => {
    revision = { key: 'r6', prerenderedIsCurrent: true };
    redirects = new Map([
      ['/project-details/godrej/godrej-old-name', '/project-details/godrej/godrej-new-name'],
      ['/project-details/godrej/godrej-sold-out', '/project-details/godrej'],
    ]);
    seen.length = 0;
    const renamed = await fetchPage('/project-details/godrej/godrej-old-name?utm_source=ads');
    expect([renamed.status, renamed.headers.location, renamed.html]).toEqual([
      308,
      '/project-details/godrej/godrej-new-name?utm_source=ads',
      '',
    ]);
    expect(renamed.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const removed = await get('/project-details/godrej/godrej-sold-out', {}, 'HEAD', at);
    expect([removed.status, removed.headers.location]).toEqual([308, '/project-details/godrej']);
    expect(seen).toEqual([]);

    // Not for a form's POST, nor for a page that is live; and gone with the revision that dropped it.
    const posted = await get('/project-details/godrej/godrej-old-name', {}, 'POST', at);
    expect(posted.status).toBe(200);
    expect((await fetchPage('/project-details/godrej/godrej-new-name')).status).toBe(200);
    redirects = new Map();
    expect((await fetchPage('/project-details/godrej/godrej-old-name')).status).toBe(200);
  });
});
