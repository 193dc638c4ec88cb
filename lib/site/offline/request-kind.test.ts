import { requestKind, staticFilesOf, type RequestFacts } from './request-kind';

const get = (pathname: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  mode: 'cors',
  destination: '',
  sameOrigin: true,
  pathname,
  ...extra,
});

describe('requestKind', () => {
  it('never handles the staff area, the write APIs, the worker itself, posts or other sites', () => {
    expect(requestKind(get('/admin', { mode: 'navigate' }))).toBe('bypass');
    expect(requestKind(get('/admin/leads', { mode: 'navigate' }))).toBe('bypass');
    expect(requestKind(get('/api/enquiry'))).toBe('bypass');
    expect(requestKind(get('/api/health'))).toBe('bypass');
    expect(requestKind(get('/serwist/sw.js'))).toBe('bypass');
    expect(requestKind(get('/about', { method: 'POST', mode: 'navigate' }))).toBe('bypass');
    expect(requestKind(get('/images/a.webp', { sameOrigin: false, destination: 'image' }))).toBe('bypass');
  });

  it('treats a path that only starts like the staff area as a page', () => {
    expect(requestKind(get('/administration', { mode: 'navigate' }))).toBe('page');
  });

  it('sorts the rest by what it is', () => {
    expect(requestKind(get('/project-details/dlf/x', { mode: 'navigate' }))).toBe('page');
    expect(requestKind(get('/_next/static/chunks/a.js'))).toBe('static');
    expect(requestKind(get('/_next/image', { destination: 'image' }))).toBe('image');
    expect(requestKind(get('/images/projects/a.webp'))).toBe('image');
    expect(requestKind(get('/data/cities.json'))).toBe('data');
    expect(requestKind(get('/api/project-cards'))).toBe('data');
    expect(requestKind(get('/api/search-index'))).toBe('data');
    expect(requestKind(get('/about'))).toBe('bypass');
  });
});

describe('staticFilesOf', () => {
  it('lists each build file a page refers to once', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css"/><script src="/_next/static/chunks/b-2_c.js" async></script>' +
      '<link rel="preload" href="/_next/static/media/inter.p.1x.woff2"/><script src="/_next/static/chunks/b-2_c.js"></script><img src="/images/x.webp">';
    expect(staticFilesOf(html)).toEqual([
      '/_next/static/chunks/a1.css',
      '/_next/static/chunks/b-2_c.js',
      '/_next/static/media/inter.p.1x.woff2',
    ]);
  });
});
