import { NoResultsEnquiryForm } from '@/components/forms/no-results-enquiry-form';
import { ListingFiltersTakeover as ListingFilters } from '@/components/listing/listing-filters-takeover';
import { ProjectGrid } from '@/components/listing/project-grid';
import { ListingMapView } from '@/components/map/listing-map-view';
import { DeferredRecentlyViewed as RecentlyViewed } from '@/components/shortlist/deferred-shortlist';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PageHero } from '@/components/ui/page-hero';
import { Pagination } from '@/components/ui/pagination';
import { SegmentedLinks } from '@/components/ui/segmented-links';
import { getAllProjectEntries, getCities, getLocations, type ProjectKind } from '@/lib/site/content';
import { listingPage } from '@/lib/site/listing/listing';
import { mapMarkers } from '@/lib/site/listing/map-markers';
import { filterOptions } from '@/lib/site/listing/options-for';
import { DEFAULT_QUERY, listingHref, parseListingQuery, type ListingView, type RawParams } from '@/lib/site/listing/query';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './listing.module.css';

/** Every filtered variant points search engines at the one unfiltered listing. */
export const metadata: Metadata = pageMetadata({
  title: 'Explore Properties',
  description: 'New residential and commercial projects in Gurgaon, Delhi and Noida: prices, sizes, status and RERA details.',
  path: '/project-details',
});

const kinds: { kind: ProjectKind; label: string }[] = [
  { kind: 'residential', label: 'Residential' },
  { kind: 'commercial', label: 'Commercial' },
];

const views: { view: ListingView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
];

export default async function ProjectListingPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const parsed = parseListingQuery(await searchParams);
  const all = getAllProjectEntries();
  const cities = getCities();
  const result = listingPage(all, parsed, cities);
  const query = { ...parsed, page: result.page };
  const options = filterOptions(
    all,
    getLocations(),
    cities.map((city) => city.name),
    query,
  );
  const clearHref = listingHref({ ...DEFAULT_QUERY, type: query.type, sort: query.sort, view: query.view });
  const results =
    result.total > 0 ? (
      <>
        {/* On phones the filter panel (and its heading) is a closed drawer; the cards' h3s need an h2 above. */}
        <h2 className="visually-hidden">Matching projects</h2>
        <ProjectGrid entries={result.entries} preloadFirst={query.view === 'list'} />
        <Pagination current={result.page} count={result.pageCount} hrefFor={(page) => listingHref({ ...query, page })} />
      </>
    ) : query.bbox && result.matched.length > 0 ? (
      <div className={styles.noResults}>
        <h2>No matching projects in this part of the map</h2>
        <p>
          Zoom out or move the map: {result.matched.length} matching {result.matched.length === 1 ? 'project lies' : 'projects lie'}{' '}
          elsewhere.
        </p>
      </div>
    ) : (
      <div className={styles.noResults}>
        <h2>No properties matched your search</h2>
        <p>Try fewer filters, or tell us what you are looking for and we will find it for you.</p>
        <Link href={clearHref} className="btn btn-outline">
          Clear all filters
        </Link>
        <NoResultsEnquiryForm />
      </div>
    );

  return (
    <>
      <PageHero
        title="Find Your Perfect Property"
        pathname="/project-details"
        intro="Verified new projects from leading developers in Gurgaon, Delhi and Noida."
      >
        <Link href="/project-details" className={`btn btn-accent ${styles.explore}`}>
          Explore Properties
        </Link>
      </PageHero>
      <section className="section">
        <div className="container">
          <div className={styles.switches}>
            <SegmentedLinks
              label="Property type"
              links={kinds.map((option) => ({
                label: option.label,
                // The type's own property types and bedroom lists differ, so those filters start over.
                href: listingHref({ ...query, type: option.kind, propertyTypes: [], bedrooms: [], page: 1 }),
                current: option.kind === query.type,
              }))}
            />
            <SegmentedLinks
              label="View"
              links={views.map((option) => ({
                label: option.label,
                // A map area narrows only the map view: the list shows every match.
                href: listingHref({ ...query, view: option.view, bbox: null, page: 1 }),
                current: option.view === query.view,
              }))}
            />
          </div>
          <div className={styles.layout}>
            <ListingFilters query={query} options={options} total={result.total} />
            <div id="listing-results" className={styles.results}>
              {query.view === 'map' ? (
                <ListingMapView query={query} markers={mapMarkers(result.matched)}>
                  {results}
                </ListingMapView>
              ) : (
                results
              )}
            </div>
          </div>
        </div>
      </section>
      <RecentlyViewed />
    </>
  );
}
