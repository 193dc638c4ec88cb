import { canonicalListingUrl } from '@/lib/site/listing/canonical-url';
import { isKeepablePage, isKeepablePrerenderedPage, listingPageKey, prerenderedPageKey } from './page-cache';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });
const listingKey = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  listingPageKey(request(url, headers, method), canonicalListingUrl);

describe('listingPageKey', () => {
  it("keys a listing on the listing's own reading of its query: order, tracking and ignored parameters make no new entry", () => {
    expect(listingKey('/project-details?bhk=3&city=Noida')).toBe(listingKey('/project-details?city=Noida&bhk=3&utm_source=x'));
    expect(listingKey('/project-details?bedrooms=3+BHK&city=Noida')).toBe('/project-details?bedrooms=3+BHK&city=Noida');
    expect(listingKey('/project-details?city=Noida&utm_medium=cpc&gclid=a&gbraid=b&wbraid=c&fbclid=d&bedrooms=3+BHK&page=1&junk=1')).toBe(
      '/project-details?bedrooms=3+BHK&city=Noida',
    );
    expect(listingKey('/project-details?city=Noida&city=Noida')).toBe('/project-details?city=Noida');
    expect(listingKey('/project-details')).toBe('/project-details');
    expect(listingKey('/project-details?city=Delhi')).not.toBe(listingKey('/project-details?city=Noida'));
    expect(listingKey('/project-details?city=Noida', {}, 'HEAD')).toBe('/project-details?city=Noida');
  });

  it('leaves out other pages, other methods, router requests and absurd URLs', () => {
    expect(listingKey('/about')).toBeNull();
    expect(listingKey('/project-details/godrej')).toBeNull();
    expect(listingKey('/project-details', {}, 'POST')).toBeNull();
    expect(listingKey('/project-details?city=Noida', { rsc: '1' })).toBeNull();
    expect(listingKey('/project-details', { 'next-router-prefetch': '1' })).toBeNull();
    expect(listingKey(`/project-details?q=${'x'.repeat(2100)}`)).toBeNull();
  });
});

describe('prerenderedPageKey', () => {
  it('keys a page by its path alone, for GET and HEAD', () => {
    expect(prerenderedPageKey(request('/'))).toBe('/');
    expect(prerenderedPageKey(request('/project-details/godrej/godrej-aristocrat?utm_source=x'))).toBe(
      '/project-details/godrej/godrej-aristocrat',
    );
    expect(prerenderedPageKey(request('/about', {}, 'HEAD'))).toBe('/about');
  });

  it('leaves out the staff area, the listing, build files, API routes, files, router requests and other methods', () => {
    for (const url of ['/admin', '/admin/leads', '/project-details', '/_next/static/chunks/a.js', '/api/health', '/sitemap.xml']) {
      expect([url, prerenderedPageKey(request(url))]).toEqual([url, null]);
    }
    expect(prerenderedPageKey(request('/about', { rsc: '1' }))).toBeNull();
    expect(prerenderedPageKey(request('/about', { 'next-router-state-tree': '%5B%5D' }))).toBeNull();
    expect(prerenderedPageKey(request('/about', {}, 'POST'))).toBeNull();
  });
});

describe('isKeepablePage and isKeepablePrerenderedPage', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  it('keep only successful HTML pages that set no cookie, and for a prerendered page, that Next.js marked so', () => {
    expect(isKeepablePage(200, html)).toBe(true);
    expect(isKeepablePage(404, html)).toBe(false);
    expect(isKeepablePage(200, { 'content-type': 'application/json' })).toBe(false);
    expect(isKeepablePage(200, { ...html, 'set-cookie': ['a=b'] })).toBe(false);
    expect(isKeepablePrerenderedPage(200, html)).toBe(false);
    expect(isKeepablePrerenderedPage(200, { ...html, 'x-nextjs-prerender': '1' })).toBe(true);
    expect(isKeepablePrerenderedPage(404, { ...html, 'x-nextjs-prerender': '1' })).toBe(false);
    expect(isKeepablePrerenderedPage(200, { ...html, 'x-nextjs-prerender': '1', 'set-cookie': 'a=b' })).toBe(false);
  });
});
