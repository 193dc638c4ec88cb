import { ContentError } from './errors';
import { CONTENT_FILES } from './files';

describe('CONTENT_FILES parsers', () => {
  it('parses a well-formed service tile list, nulling empty slugs', () => {
    const tiles = CONTENT_FILES.serviceTiles.parse([
      { id: 1, name: 'Plots', image: '/images/services/plots.webp', slug: '/plots' },
      { id: 'loans', name: 'Home Loans', image: '/images/services/loans.webp', slug: '' },
      { id: 'legal', name: 'Legal', image: '/images/services/legal.webp' },
    ]);
    expect(tiles.map((t) => [t.id, t.slug])).toEqual([
      ['1', '/plots'],
      ['loans', null],
      ['legal', null],
    ]);
  });

  it('defaults testimonial text and rating', () => {
    const [first] = CONTENT_FILES.testimonials.parse([{ image: '/a.webp', name: 'A', time: 'May 2025' }]);
    expect(first).toEqual({ image: '/a.webp', name: 'A', time: 'May 2025', text: '', rating: null });
  });

  it('returns the locality list of location.json', () => {
    expect(CONTENT_FILES.locations.parse({ localities: ['Saket', 'Dwarka'] })).toEqual(['Saket', 'Dwarka']);
  });

  it.each([
    ['trendingProjects', [{ id: 1, name: 'X', image: '/x.webp', price: '₹ 1 Cr' }], /trendingProjects\.json: \[0\]\.slug: /],
    [
      'leadingDevelopers',
      [{ id: 'dlf', name: 'DLF', image: '', url: '/project-details/dlf' }],
      /leadingRealEstateDevelopers\.json: \[0\]\.image: /,
    ],
    ['topLocalities', { id: 1 }, /topLocalities\.json: \(root\): /],
    ['searchEntries', [{ name: 'About', keywords: 'company', path: '/about' }], /searchData\.json: \[0\]\.keywords: /],
    ['testimonials', [{ image: '/a.webp', name: 'A', time: 'now', rating: 9 }], /testimonials\.json: \[0\]\.rating: /],
    ['locations', { localities: [1] }, /location\.json: localities\[0\]: /],
  ] as const)('%s: a malformed file names the file and field', (key, raw, message) => {
    const parse = CONTENT_FILES[key].parse as (input: unknown) => unknown;
    expect(() => parse(raw)).toThrow(ContentError);
    expect(() => parse(raw)).toThrow(message);
  });
});
