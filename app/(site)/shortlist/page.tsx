import { DeferredShortlistView as ShortlistView } from '@/components/shortlist/deferred-shortlist-view';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

// A personal view (the list lives in the visitor's browser): canonical, but kept out of the index.
export const metadata: Metadata = pageMetadata({
  title: 'My Shortlist',
  description: 'The projects you shortlisted on this device: compare them side by side or send them to an advisor.',
  path: '/shortlist',
  noindex: true,
});

export default function ShortlistPage() {
  return (
    <>
      <PageHero
        title="My Shortlist"
        pathname="/shortlist"
        intro="Projects you shortlisted on this device. No account needed: compare up to four or send them all to an advisor."
      />
      <section className="section">
        <div className="container">
          <noscript>
            <p>Your shortlist is kept by your browser and needs JavaScript to show. You can still browse all projects.</p>
          </noscript>
          <ShortlistView />
        </div>
      </section>
    </>
  );
}
