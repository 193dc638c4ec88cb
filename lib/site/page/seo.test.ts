import { PROJECT_DEFAULTS, findProject } from '../content';
import { pageMetadata, projectJsonLd } from './seo';

const siteUrl = 'https://example.in';

describe('pageMetadata', () => {
  it('repeats the site-wide Open Graph fields next to the page’s own', () => {
    const metadata = pageMetadata({ title: 'About Us', description: 'Who we are', path: '/about' });
    expect(metadata.alternates).toEqual({ canonical: '/about' });
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Nestora Realty',
      locale: 'en_IN',
      url: '/about',
      title: 'About Us',
      images: [{ url: '/images/share.jpg', alt: 'About Us' }],
    });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image' });
    expect(metadata.openGraph).toMatchObject({ images: [{ url: '/images/share.jpg' }] });
    expect(metadata.robots).toBeUndefined();
  });

  it('uses the page’s own image and can keep a page out of the index', () => {
    const metadata = pageMetadata({ title: 'Compare', description: 'x', path: '/compare', image: '/a.webp', noindex: true });
    expect(metadata.openGraph?.images).toEqual([{ url: '/a.webp', alt: 'Compare' }]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('projectJsonLd', () => {
  const entry = findProject('dlf', 'dlf-the-arbour');
  if (!entry) throw new Error('sample project dlf-the-arbour is missing');
  const { project } = entry;
  type GraphNode = Record<string, unknown> & { url: string; image: string[]; containsPlace: { floorSize: unknown }[] };
  const [product, place] = projectJsonLd(project, '/project-details/dlf/dlf-the-arbour', siteUrl)['@graph'] as unknown as [
    GraphNode,
    GraphNode,
  ];

  it('describes the offer in INR with absolute URLs', () => {
    expect(product.url).toBe('https://example.in/project-details/dlf/dlf-the-arbour');
    expect(product.image[0]).toBe(new URL(project.image, siteUrl).toString());
    expect(product.offers).toMatchObject({ priceCurrency: 'INR', lowPrice: project.budget[0], highPrice: project.budget[1] });
    expect(product.brand).toEqual({ '@type': 'Organization', name: project.developer });
    expect(product.identifier).toMatchObject({ propertyID: 'RERA registration', value: project.reraNumber });
  });

  it('places the project at its coordinates with each floor plan’s size', () => {
    expect(place.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: project.coordinates.latitude,
      longitude: project.coordinates.longitude,
    });
    expect(place.address).toMatchObject({ addressLocality: project.localities, addressCountry: 'IN' });
    expect(place.containsPlace).toHaveLength(project.floors.length);
    expect(place.containsPlace[0]?.floorSize).toMatchObject({
      unitCode: 'FTK',
      value: parseInt(project.floors[0]!.area.replace(/,/g, ''), 10),
    });
  });

  it('leaves out an offer without a price and a RERA number that is not known', () => {
    const [bare] = projectJsonLd(
      { ...project, budget: [0, 0], reraNumber: null, floors: [], image: PROJECT_DEFAULTS.image },
      '/x',
      siteUrl,
    )['@graph'] as unknown as [Record<string, unknown>];
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('identifier');
  });
});
