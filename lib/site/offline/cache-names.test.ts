import { buildVersion, cacheNames, earlierPageCaches, outdatedCaches } from './cache-names';

describe('buildVersion', () => {
  const manifest = [
    { url: '/_next/static/chunks/a.js', revision: null },
    { url: '/offline', revision: 'r1' },
  ];

  it('is the same for the same manifest', () => {
    expect(buildVersion(manifest)).toBe(buildVersion([...manifest]));
    expect(buildVersion(manifest)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes when a file or a revision changes', () => {
    expect(buildVersion([manifest[0]!, { url: '/offline', revision: 'r2' }])).not.toBe(buildVersion(manifest));
    expect(buildVersion([{ url: '/_next/static/chunks/b.js', revision: null }, manifest[1]!])).not.toBe(buildVersion(manifest));
  });

  it('tells entries apart from their concatenation', () => {
    expect(buildVersion(['/ab', '/c'])).not.toBe(buildVersion(['/a', 'b/c']));
  });
});

describe('cache names', () => {
  const current = cacheNames('v2');

  it('versions pages and build files, not images or data', () => {
    expect(current).toEqual({ pages: 'nestora-pages-v2', static: 'nestora-static-v2', images: 'nestora-images', data: 'nestora-data' });
  });

  it('drops only this site’s caches of other builds', () => {
    const existing = [
      'nestora-pages-v1',
      'nestora-static-v1',
      'nestora-pages-v2',
      'nestora-static-v2',
      'nestora-images',
      'nestora-data',
      'serwist-precache-v2-x',
      'other',
    ];
    expect(outdatedCaches(existing, current)).toEqual(['nestora-pages-v1', 'nestora-static-v1']);
    expect(earlierPageCaches(existing, current)).toEqual(['nestora-pages-v1']);
  });
});
