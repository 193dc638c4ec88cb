import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/site/page/seo';
import { readSearchRequest } from '@/lib/site/search/query-param';
import { getSearchEngine } from '@/lib/site/search/server';
import type { Metadata } from 'next';

// A results page is no content of its own: kept out of the index, its links still followed.
export const metadata: Metadata = pageMetadata({
  title: 'Search results',
  description: 'Projects, developers, localities and pages that match your search.',
  path: '/search/results',
  noindex: true,
});

export default async function SearchResultsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const request = readSearchRequest(await searchParams);
  const outcome = request.query ? getSearchEngine().search(request.query) : null;
  return (
    <>
      <PageHero title="Search" pathname="/search/results" intro="Projects, developers, localities and pages.">
        <SearchForm query={request.query} />
      </PageHero>
      <section className="section">
        <div className="container">
          <SearchResults request={request} outcome={outcome} />
        </div>
      </section>
    </>
  );
}
