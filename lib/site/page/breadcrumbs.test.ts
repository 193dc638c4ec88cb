import { buildBreadcrumbs } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('gives Home plus one crumb per segment, the last without a link', () => {
    expect(buildBreadcrumbs('/project-details/smart-world')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Project Details', href: '/project-details' },
      { label: 'Smart World' },
    ]);
  });

  it('prefers a given label for a segment', () => {
    const crumbs = buildBreadcrumbs('/project-details/dlf/dlf-privana-west', { 'dlf-privana-west': 'DLF Privana West' });
    expect(crumbs.at(-1)).toEqual({ label: 'DLF Privana West' });
    expect(crumbs[2]).toEqual({ label: 'Dlf', href: '/project-details/dlf' });
  });

  it('makes Home the current page on the root path', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ label: 'Home' }]);
  });

  it('ignores the query string and decodes segments', () => {
    expect(buildBreadcrumbs('/city/new%20delhi?x=1').at(-1)).toEqual({ label: 'New Delhi' });
  });

  it('leaves crumbs without a page of their own as plain text', () => {
    expect(buildBreadcrumbs('/payment-plans/dlf-privana-west')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Payment Plans' },
      { label: 'Dlf Privana West' },
    ]);
    expect(buildBreadcrumbs('/specifications/dlf/dlf-privana-west').slice(1, 3)).toEqual([{ label: 'Specifications' }, { label: 'Dlf' }]);
    expect(buildBreadcrumbs('/floor-plans/dlf-privana-west')[1]).toEqual({ label: 'Floor Plans', href: '/floor-plans' });
  });
});
