import { gzipSync } from 'node:zlib';
import { inlineScriptHashes } from './csp.mjs';
import { isCacheableResponse, PageCache, pageCacheKey } from './page-cache.mjs';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('pageCacheKey', () => {
  it('keys a listing page by its URL and whether the client takes gzip', () => {
    expect(pageCacheKey(request('/project-details?city=Noida', { 'accept-encoding': 'gzip, deflate, br' }))).toBe('gzip /project-details?city=Noida');
    expect(pageCacheKey(request('/project-details?city=Noida'))).toBe('identity /project-details?city=Noida');
  });

  it('leaves out other pages, other methods, router requests and absurd URLs', () => {
    expect(pageCacheKey(request('/about'))).toBeNull();
    expect(pageCacheKey(request('/project-details/godrej'))).toBeNull();
    expect(pageCacheKey(request('/project-details', {}, 'HEAD'))).toBeNull();
    expect(pageCacheKey(request('/project-details?city=Noida', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(request('/project-details', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(pageCacheKey(request(`/project-details?q=${'x'.repeat(2100)}`))).toBeNull();
  });
});

describe('isCacheableResponse', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  it('keeps only whole HTML pages that set no cookie', () => {
    expect(isCacheableResponse(200, html, 20_000)).toBe(true);
    expect(isCacheableResponse(404, html, 20_000)).toBe(false);
    expect(isCacheableResponse(200, { 'content-type': 'application/json' }, 20)).toBe(false);
    expect(isCacheableResponse(200, { ...html, 'set-cookie': ['a=b'] }, 20)).toBe(false);
    expect(isCacheableResponse(200, html, 600 * 1024)).toBe(false);
  });
});

describe('PageCache', () => {
  const page = (text: string) => `<html><body>${text}<script>self.__next_f.push([1,"${text}"])</script></body></html>`;

  it("records the sha256 of the page's inline scripts, from the page a gzip body holds", () => {
    const cache = new PageCache();
    const entry = cache.set('gzip /p', { 'content-encoding': 'gzip' }, gzipSync(page('a')));
    expect(entry.hashes).toEqual(inlineScriptHashes(page('a')));
    expect(cache.get('gzip /p')?.hashes).toHaveLength(1);
  });

  it('drops the least recently used pages beyond its entry and byte limits', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 10_000 });
    cache.set('a', {}, Buffer.from(page('a')));
    cache.set('b', {}, Buffer.from(page('b')));
    cache.get('a');
    cache.set('c', {}, Buffer.from(page('c')));
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([true, false, true]);

    const small = new PageCache({ maxEntries: 10, maxBytes: 150 });
    small.set('x', {}, Buffer.alloc(100, 'x'));
    small.set('y', {}, Buffer.alloc(100, 'y'));
    expect(small.size).toBe(1);
    expect(small.get('y')).toBeDefined();
    expect(small.bytes).toBe(100);
  });
});
